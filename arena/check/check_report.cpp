#include "arena/check/check_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

namespace arena::check {
namespace {

using Json = nlohmann::json;

constexpr std::size_t kFaultsListed = 5;  // of one kind; then "and N more"

std::string ms_text(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, ms < 10 ? "%.2f ms" : "%.0f ms", ms);
  return buf;
}

// A quantile of sorted values, nearest rank.
double quantile(const std::vector<double>& sorted, double q) {
  const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(sorted.size())));
  return sorted[std::min(sorted.size() - 1, rank == 0 ? 0 : rank - 1)];
}

// One row of the turns table: a kind of turn, how often asked and how each ended.
struct TurnCount {
  int asked = 0, answered = 0, timed_out = 0, refused = 0;
  void add(const Turn& t) {
    ++asked;
    if (t.answer_ms) ++answered;
    if (t.timeout_reason == "time" || t.timeout_reason == "absent") ++timed_out;
    if (t.timeout_reason == "invalid") ++refused;
  }
};

std::string row(const std::string& kind, const TurnCount& c) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "  %-30s %6d %9d %10d %8d", kind.c_str(), c.asked, c.answered,
                c.timed_out, c.refused);
  return buf;
}

// A fault that is a kind of its own.
void add_fault(CheckReport& r, std::string line) {
  r.faults.push_back(std::move(line));
  ++r.fault_count;
  ++r.fault_kinds;
}

// Faults of one kind, at most kFaultsListed of them written out.
void add_listed(CheckReport& r, const std::vector<std::string>& found) {
  if (found.empty()) return;
  for (std::size_t i = 0; i < found.size() && i < kFaultsListed; ++i) r.faults.push_back(found[i]);
  if (found.size() > kFaultsListed)
    r.faults.push_back("... and " + std::to_string(found.size() - kFaultsListed) + " more like it");
  r.fault_count += static_cast<int>(found.size());
  ++r.fault_kinds;
}

}  // namespace

void read_hands(const std::string& folder, const std::string& name, PlayedSession& session) {
  std::ifstream in(std::filesystem::path(folder) / "hands.jsonl");
  std::string text;
  while (std::getline(in, text)) {
    const Json h = Json::parse(text, nullptr, false);
    if (!h.is_object() || !h.contains("players") || !h["players"].is_array()) continue;
    std::int64_t seat = -1;
    for (const auto& p : h["players"])
      if (p.is_object() && p.value("name", "") == name) seat = p.value("seat", -1);
    if (seat < 0) continue;
    ++session.hands_dealt;
    if (h.contains("shown") && h["shown"].is_array())
      for (const auto& s : h["shown"])
        if (s.is_object() && s.value("seat", -2) == seat) ++session.showdowns;
    bool side_pot = false;
    if (h.contains("winners") && h["winners"].is_array())
      for (const auto& w : h["winners"])
        if (w.is_object() && w.value("pot", 0) > 0) side_pot = true;
    if (side_pot) ++session.side_pot_hands;
  }
}

std::string faults_heading(const CheckReport& report) {
  const int n = report.fault_count, kinds = report.fault_kinds;
  std::string out = std::to_string(n) + (n == 1 ? " fault" : " faults");
  if (kinds == 1 && n > 1) out += " (all of one kind)";
  if (kinds > 1 && kinds < n) out += " (" + std::to_string(kinds) + " kinds)";
  return out + ":";
}

CheckReport make_report(const std::vector<PlayedSession>& sessions,
                        const std::vector<std::string>& not_played, int decision_ms, int grace_ms) {
  CheckReport r;
  std::vector<std::string> street_order;
  std::map<std::string, TurnCount> by_street;
  TurnCount facing, free_check, sized, all_in;
  std::vector<double> times;
  std::vector<std::string> timeouts, refusals, not_protocol;
  int dealt = 0, shown = 0, side_pots = 0, advance_sent = 0, advance_applied = 0;
  int advance_ignored = 0, not_protocol_count = 0;
  int sized_min = 0, sized_max = 0, sized_between = 0;  // the bot's bets where sizes ranged
  std::uintmax_t stderr_bytes = 0;

  // A session the check stopped says why first: the one thing to fix before the rest matters.
  for (const PlayedSession& s : sessions)
    if (!s.stopped.empty())
      add_fault(r, s.title + ": stopped after hand " + std::to_string(s.hands) + ": " + s.stopped);
  for (const PlayedSession& s : sessions) {
    const TraceSummary& t = s.trace;
    const BotResult& b = s.result;
    const std::string at = s.title + ": ";
    if (s.result.ended == "crashed" || s.result.ended == "no-show" || s.result.ended == "absent")
      add_fault(r, at + "the bot " +
                       (b.ended == "crashed"   ? "crashed"
                        : b.ended == "no-show" ? "never started (no-show)"
                                               : "was no longer waited for") +
                       (b.note.empty() ? "" : ": " + b.note));
    for (const Turn& turn : t.turns) {
      const std::string street = turn.street + (turn.draw ? " (draw)" : "");
      if (!by_street.count(street)) street_order.push_back(street);
      by_street[street].add(turn);
      if (!turn.draw) {
        if (turn.facing_bet) facing.add(turn);
        if (!turn.facing_bet) free_check.add(turn);
        if (turn.sized) sized.add(turn);
        if (turn.sized && turn.answer_ms && turn.answered_to > 0) {
          if (turn.answered_to == turn.min_to)
            ++sized_min;
          else if (turn.answered_to == turn.max_to)
            ++sized_max;
          else
            ++sized_between;
        }
        if (turn.all_in) all_in.add(turn);
      }
      if (turn.answer_ms) times.push_back(*turn.answer_ms);
      const std::string where = at + "hand " + std::to_string(turn.hand) + ", " + street;
      if (turn.timeout_reason == "time")
        timeouts.push_back(where + ": no answer within " + std::to_string(decision_ms) +
                           " ms (the arena acted for it)");
      if (turn.timeout_reason == "invalid")
        refusals.push_back(where + ": answer refused, " + turn.error +
                           "; it wrote: " + (turn.bot_line.empty() ? "(nothing)" : turn.bot_line));
    }
    if (!t.found) add_fault(r, at + "no protocol trace was written (" + s.folder + ")");
    if (t.found && !t.ready_ms && b.ended != "no-show")
      add_fault(r, at + "never answered hello with ready");
    for (const std::string& line : t.not_protocol)
      not_protocol.push_back(at + "wrote a line to stdout that is not protocol: " + line);
    not_protocol_count += t.not_protocol_count;
    advance_sent += t.advance_sent;
    advance_applied += t.advance_applied;
    advance_ignored += t.advance_ignored;
    dealt += s.hands_dealt;
    shown += s.showdowns;
    side_pots += s.side_pot_hands;
    stderr_bytes += s.stderr_bytes;
    if (b.late_answers > 0)
      add_fault(r, at + std::to_string(b.late_answers) +
                       " answers came after their limit (the latest " + ms_text(b.late_ms_max) +
                       " late)");
    const int refused_here =
        static_cast<int>(std::count_if(t.turns.begin(), t.turns.end(), [](const Turn& x) {
          return x.timeout_reason == "invalid";
        }));
    if (b.protocol_errors > refused_here && !b.errors.empty())
      add_fault(r, at + std::to_string(b.protocol_errors - refused_here) +
                       " other protocol errors, the first: " + b.errors.front());
    if (t.told_bye && b.killed_after_grace)
      add_fault(r, at + "did not exit within " + std::to_string(grace_ms) +
                       " ms of bye; the arena killed it");
    if (b.left_processes)
      add_fault(r, at + "left processes running after it exited; the arena killed them");
    for (const std::string& limit : b.limits) add_fault(r, at + "ran into the sandbox's " + limit);
  }
  add_listed(r, timeouts);
  add_listed(r, refusals);
  // Each line that is not protocol is a fault; the traces keep only the first few as written.
  not_protocol.resize(std::min(not_protocol.size(), kFaultsListed));
  add_listed(r, not_protocol);
  r.fault_count += not_protocol_count - static_cast<int>(not_protocol.size());
  if (not_protocol_count > static_cast<int>(not_protocol.size()))
    r.faults.push_back("... " + std::to_string(not_protocol_count) +
                       " lines in all were not protocol (stdout is the protocol; log to stderr)");

  // The report.
  const TraceSummary& first = sessions.front().trace;
  if (first.ready_ms)
    r.lines.push_back("handshake: ready " + ms_text(*first.ready_ms) + " after hello, name \"" +
                      first.name + "\"" +
                      (first.version.empty() ? "" : ", version \"" + first.version + "\""));
  char head[160];
  std::snprintf(head, sizeof head, "  %-30s %6s %9s %10s %8s", "turns", "asked", "answered",
                "timed out", "refused");
  r.lines.push_back(head);
  for (const std::string& street : street_order) r.lines.push_back(row(street, by_street[street]));
  r.lines.push_back(row("facing a bet", facing));
  r.lines.push_back(row("free to check", free_check));
  r.lines.push_back(row("a range of bet sizes offered", sized));
  r.lines.push_back(row("all in to call or bet", all_in));
  for (const auto& [kind, count] : {std::pair{"facing a bet", facing.asked},
                                    std::pair{"a range of bet sizes offered", sized.asked},
                                    std::pair{"all in to call or bet", all_in.asked}})
    if (count == 0) r.lines.push_back("  (no turn " + std::string(kind) + " came up)");
  r.lines.push_back("its bets where sizes ranged: " + std::to_string(sized_min) +
                    " at the smallest, " + std::to_string(sized_max) + " all in (the largest), " +
                    std::to_string(sized_between) + " between");
  r.lines.push_back("hands: " + std::to_string(dealt) + " dealt, " + std::to_string(shown) +
                    " shown at showdown, " + std::to_string(side_pots) + " with a side pot");
  // Not a fault: a request for a hand that ended while it was on its way is ignored.
  r.lines.push_back("advance requests: " + std::to_string(advance_sent) + " sent, " +
                    std::to_string(advance_applied) + " applied, " +
                    std::to_string(advance_ignored) + " ignored (made for a hand already over)");
  if (!times.empty()) {
    std::sort(times.begin(), times.end());
    r.lines.push_back("decision time: median " + ms_text(quantile(times, 0.5)) +
                      ", 95th percentile " + ms_text(quantile(times, 0.95)) + ", max " +
                      ms_text(times.back()) + "; the limit is " + std::to_string(decision_ms) +
                      " ms");
  }
  r.lines.push_back(not_protocol_count == 0 ? "stdout: every line was protocol"
                                            : "stdout: " + std::to_string(not_protocol_count) +
                                                  " lines were not protocol");
  r.lines.push_back("stderr: " + std::to_string(stderr_bytes) + " bytes in all");
  bool bye_ok = true, left = false;
  for (const PlayedSession& s : sessions) {
    bye_ok = bye_ok && !(s.trace.told_bye && s.result.killed_after_grace);
    left = left || s.result.left_processes;
  }
  r.lines.push_back(bye_ok ? "bye: exited within the grace period (" + std::to_string(grace_ms) +
                                 " ms) every time"
                           : "bye: did not always exit within the grace period");
  r.lines.push_back(left ? "processes: some were left running after it exited"
                         : "processes: none left behind");
  for (const PlayedSession& s : sessions)
    r.lines.push_back(
        "session " + s.title + ": " + std::to_string(s.hands) +
        (s.hands == 1 ? " hand, " : " hands, ") +
        (s.stopped.empty() ? s.result.ended : "stopped by the check (see the first fault)") +
        ", results in " + s.folder);
  for (const std::string& title : not_played)
    r.lines.push_back("session " + title +
                      ": not played (the check stopped at a fault to fix first)");
  return r;
}

}  // namespace arena::check
