#include "arena/report/fault_sections.hpp"

#include <algorithm>

#include "arena/report/json_read.hpp"
#include "arena/report/svg_chart.hpp"

namespace arena::report {
namespace {

using nlohmann::json;

// A cell's count: blank for none, so that the faults a row has stand out.
std::string count_cell(int n) {
  return n == 0 ? "" : std::to_string(n);
}

}  // namespace

std::string incident_anchor(int game, int hand) {
  return "hand-" + std::to_string(game) + "-" + std::to_string(hand);
}

bool FaultLedger::add(const Incident& incident) {
  BotFaults& f = by_bot_[incident.bot];
  f.bot = incident.bot;
  f.timeouts += incident.kind == "timeout" ? 1 : 0;
  f.invalid += incident.kind == "invalid" ? 1 : 0;
  f.absent += incident.kind == "absent" ? 1 : 0;
  const std::pair<int, int> hand{incident.game, incident.hand};
  const auto last = last_hand_.find(incident.bot);
  if (last != last_hand_.end() && last->second == hand) return false;  // the same hand again
  last_hand_[incident.bot] = hand;
  ++f.hands_total;
  if (f.hands.size() == hands_per_bot_) return false;
  f.hands.push_back(hand);
  return true;
}

void FaultLedger::add_standing(const json& row, int game) {
  const std::string ended = json_text(row, "ended");
  const bool crashed = ended == "crashed";
  const bool dropped = ended == "absent";  // no longer waited for (R24)
  const bool no_show = ended == "no-show";
  const json& errors = json_list(row, "errors");
  const json& limits = json_list(row, "limits");
  const bool ended_badly = crashed || dropped || no_show;
  if (!ended_badly && errors.empty() && limits.empty()) return;
  BotFaults& f = by_bot_[json_text(row, "name")];
  f.bot = json_text(row, "name");
  f.crashed += crashed ? 1 : 0;
  f.dropped += dropped ? 1 : 0;
  f.no_show += no_show ? 1 : 0;
  if (ended_badly && !json_text(row, "note").empty()) {
    if (f.reason.empty())
      f.reason = (game > 0 ? "game " + std::to_string(game) + ": " : "") + json_text(row, "note");
    else
      ++f.more_reasons;
  }
  if (f.first_error.empty() && !errors.empty())
    f.first_error = errors[0].is_string() ? errors[0].get<std::string>() : errors[0].dump();
  for (const json& l : limits) {
    const std::string limit = l.is_string() ? l.get<std::string>() : l.dump();
    if (f.limits.find(limit) == std::string::npos)
      f.limits += (f.limits.empty() ? "" : ", ") + limit;
  }
}

std::vector<BotFaults> FaultLedger::bots(const std::vector<std::string>& order) const {
  std::vector<BotFaults> out;
  for (const auto& [bot, f] : by_bot_)
    if (f.total() > 0 || !f.first_error.empty() || !f.limits.empty()) out.push_back(f);
  const auto rank = [&order](const std::string& bot) {
    return std::find(order.begin(), order.end(), bot) - order.begin();
  };
  std::stable_sort(out.begin(), out.end(), [&rank](const BotFaults& a, const BotFaults& b) {
    if (a.total() != b.total()) return a.total() > b.total();
    return rank(a.bot) < rank(b.bot);
  });
  return out;
}

std::string faults_section(const std::vector<BotFaults>& bots,
                           const std::map<std::string, std::string>& hand_texts,
                           const ReportLimits& limits,
                           const std::function<std::string(int game, int hand)>& hand_href) {
  std::string out = "<section id=\"incidents\"><h2>What went wrong</h2>";
  if (bots.empty()) return out + "<p>No time-out, refused answer or crash.</p></section>";
  std::vector<std::string> rows;
  for (const BotFaults& f : bots) {
    if (rows.size() == limits.rows) break;
    // "hand 2, 7, 11", a league's by game: "game 1: hand 1, 2; game 4: hand 1".
    std::string hands;
    int last_game = -1;
    for (const auto& [game, hand] : f.hands) {
      if (game != last_game)
        hands += std::string(hands.empty() ? "" : "; ") +
                 (game > 0 ? "game " + std::to_string(game) + ": " : "") + "hand ";
      else
        hands += ", ";
      last_game = game;
      const std::string anchor = incident_anchor(game, hand);
      // The number opens the hand viewer; the hand's text, when the page has it, follows.
      hands += "<a href=\"" + hand_href(game, hand) + "\">" + std::to_string(hand) + "</a>";
      if (hand_texts.count(anchor) != 0) hands += " (<a href=\"#" + anchor + "\">text</a>)";
    }
    hands += and_more(f.hands_total - f.hands.size());
    std::string why = html_escape(f.reason);
    if (f.more_reasons > 0)
      why += " <small>(and " + std::to_string(f.more_reasons) + " more games ended so)</small>";
    if (!f.first_error.empty())
      why +=
          std::string(why.empty() ? "" : "<br>") + "first refused: " + html_escape(f.first_error);
    if (!f.limits.empty())
      why += std::string(why.empty() ? "" : "<br>") + "limits: " + html_escape(f.limits);
    rows.push_back(html_row({html_escape(f.bot), count_cell(f.timeouts), count_cell(f.invalid),
                             count_cell(f.absent), count_cell(f.crashed), count_cell(f.dropped),
                             count_cell(f.no_show), wrapped_cell(hands), wrapped_cell(why)}));
  }
  out += html_table({"bot", "time-outs", "refused answers", "asked while gone", "crashed",
                     "dropped", "never started", "hands", "why"},
                    rows, "faults", {8, 9}) +
         more_rows_note(bots.size() - rows.size(), "bots with faults") +
         "<p class=\"note\">Time-outs, refused answers and decisions asked while gone: decisions "
         "the arena made for the bot (R22-R24). Crashed, dropped (no longer waited for, R24) and "
         "never started: runs (a league's games) it ended so; why: the run's note, with the end "
         "of the bot's stderr. "
         "<code>arena show RESULTS_DIR --hand N</code> prints any hand.</p>";
  for (const auto& [anchor, hand_text] : hand_texts)
    out += "<details id=\"" + anchor + "\"><summary>" + anchor + "</summary><pre>" +
           html_escape(hand_text) + "</pre></details>";
  return out + "</section>";
}

}  // namespace arena::report
