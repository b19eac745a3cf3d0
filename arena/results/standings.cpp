#include "arena/results/standings.hpp"

#include <algorithm>
#include <cstdio>

namespace arena {

bool is_faulted_ending(const std::string& ended) {
  return ended == "crashed" || ended == "no-show" || ended == "absent";
}

nlohmann::json to_json(const BotResult& r) {
  nlohmann::json j = {
      {"place", r.place},
      {"name", r.name},
      {"seat", r.seat},
      {"points", r.points},
      {"chips", r.chips},
      {"hands_played", r.hands_played},
      {"decisions", r.decisions},
      {"time_ms_mean", r.decisions > 0 ? r.time_ms_total / r.decisions : 0.0},
      {"time_ms_max", r.time_ms_max},
      {"timeouts", r.timeouts},
      {"late_answers", r.late_answers},
      {"late_ms_mean", r.late_answers > 0 ? r.late_ms_total / r.late_answers : 0.0},
      {"late_ms_max", r.late_ms_max},
      {"protocol_errors", r.protocol_errors},
      {"advance",
       {{"applied", r.advance_applied}, {"void", r.advance_void}, {"ignored", r.advance_ignored}}},
      {"protections_used", r.protections_used},
      {"ended", r.ended},
      {"note", r.note},
      {"errors", r.errors},
      {"limits", r.limits}};
  if (r.moved_from_place > 0) j["moved_from_place"] = r.moved_from_place;
  if (!r.by_game.empty()) j["by_game"] = tallies_json(r.by_game);
  if (r.draws_answered + r.draw_timeouts > 0)
    j["draws"] = {{"answered", r.draws_answered}, {"timeouts", r.draw_timeouts}};
  return j;
}

void drop_timings(nlohmann::json& bot) {
  for (const char* key :
       {"time_ms_mean", "time_ms_max", "late_answers", "late_ms_mean", "late_ms_max", "advance"})
    bot.erase(key);
}

std::string standings_table(const std::vector<BotResult>& results) {
  std::vector<const BotResult*> order;
  for (const auto& r : results) order.push_back(&r);
  std::stable_sort(order.begin(), order.end(),
                   [](const BotResult* a, const BotResult* b) { return a->place < b->place; });
  std::size_t name_width = 4;
  for (const auto* r : order) name_width = std::max(name_width, r->name.size());

  std::string out;
  char line[512];
  std::snprintf(line, sizeof line, "%-5s %-*s %8s %10s %6s %9s %8s %6s  %s\n", "place",
                static_cast<int>(name_width), "bot", "points", "chips", "hands", "mean ms",
                "timeouts", "errors", "ended");
  out += line;
  // A large field's table shows the leaders and every bot with something to say (a fault, a
  // note); the rest are counted: a thousand rows on a terminal bury what matters, and every row
  // is in standings.json and `arena show`.
  const bool summarised = order.size() > kStandingsRowsInFull;
  auto worth_a_row = [&](const BotResult& r) {
    return !summarised || r.place <= kStandingsLeaders || is_faulted_ending(r.ended) ||
           r.timeouts > 0 || r.protocol_errors > 0 || !r.note.empty() || !r.errors.empty() ||
           !r.limits.empty();
  };
  std::size_t rows_left_out = 0;
  for (const auto* r : order) {
    if (!worth_a_row(*r)) {
      ++rows_left_out;
      continue;
    }
    const double mean = r->decisions > 0 ? r->time_ms_total / r->decisions : 0.0;
    std::snprintf(line, sizeof line, "%-5d %-*s %8.2f %10lld %6d %9.2f %8d %6d  %s\n", r->place,
                  static_cast<int>(name_width), r->name.c_str(), r->points,
                  static_cast<long long>(r->chips), r->hands_played, mean, r->timeouts,
                  r->protocol_errors, r->ended.c_str());
    out += line;
  }
  if (rows_left_out > 0)
    out += "  ... " + std::to_string(rows_left_out) +
           " more bots with nothing to report (every place: arena show, standings.json)\n";
  // A bot moved up a place above a faulted one: in a large field nearly every bot is, so one
  // line says it for all of them when there are many.
  int moved_up = 0;
  for (const auto* r : order) moved_up += r->moved_from_place > 0 && !is_faulted_ending(r->ended);
  if (moved_up > 5)
    out += "  " + std::to_string(moved_up) +
           " bots placed above the faulted bots, higher than they went out (faulted_bots: "
           "rank-last)\n";
  // Advance requests are play, not faults: in a large field, where a quarter of the bots may
  // send them, one line sums them up instead of one line per bot (standings.json has each).
  int advance_senders = 0;
  long long applied = 0, void_ones = 0, ignored = 0;
  for (const auto* r : order) {
    if (r->advance_applied + r->advance_void + r->advance_ignored == 0) continue;
    ++advance_senders;
    applied += r->advance_applied;
    void_ones += r->advance_void;
    ignored += r->advance_ignored;
  }
  if (advance_senders > 5)
    out += "  advance requests of " + std::to_string(advance_senders) +
           " bots: " + std::to_string(applied) + " applied, " + std::to_string(void_ones) +
           " void, " + std::to_string(ignored) + " ignored (each bot's in standings.json)\n";
  for (const auto* r : order) {
    if (!r->note.empty()) out += "  " + r->name + ": " + r->note + "\n";
    if (r->moved_from_place > 0 && (moved_up <= 5 || is_faulted_ending(r->ended)))
      out += "  " + r->name + ": placed " + std::to_string(r->place) + " from " +
             std::to_string(r->moved_from_place) +
             (is_faulted_ending(r->ended) ? " as a faulted bot" : " above the faulted bots") +
             " (faulted_bots: rank-last)\n";
    if (r->advance_applied + r->advance_void + r->advance_ignored > 0 && advance_senders <= 5)
      out += "  " + r->name + ": advance requests " + std::to_string(r->advance_applied) +
             " applied, " + std::to_string(r->advance_void) + " void, " +
             std::to_string(r->advance_ignored) + " ignored\n";
    if (r->draw_timeouts > 0 && r->draws_answered == 0)
      out += "  " + r->name + ": answered no draw request: stood pat on its " +
             std::to_string(r->draw_timeouts) +
             " draw turns as on a time-out (R34; a bot written for hold'em alone?)\n";
    if (r->late_answers > 0) {
      char late[160];
      std::snprintf(late, sizeof late,
                    "  %s: %d answers came after the limit (dropped), by %.1f ms on average, "
                    "%.1f ms at most\n",
                    r->name.c_str(), r->late_answers, r->late_ms_total / r->late_answers,
                    r->late_ms_max);
      out += late;
    }
    if (r->protections_used > 0)
      out += "  " + r->name + ": all-in protection " + std::to_string(r->protections_used) +
             (r->protections_used == 1 ? " time\n" : " times\n");
    for (const auto& e : r->errors) out += "  " + r->name + " error: " + e + "\n";
    for (const auto& l : r->limits) out += "  " + r->name + " ran into its " + l + "\n";
  }
  return out;
}

}  // namespace arena
