// The rare arena -> bot messages, built as Json trees: hello, timeout, bye.
#include <cmath>
#include <utility>

#include "arena/protocol/to_bot.hpp"

namespace arena::protocol {

Json points_json(double points) {
  // Whole numbers within double's exact integers go as integers: 2, not 2.0.
  if (std::isfinite(points) && std::trunc(points) == points && std::fabs(points) < 9.0e15)
    return static_cast<std::int64_t>(points);
  return points;
}

// ---- hello ---------------------------------------------------------------------------------

Json hello_message(const HelloInfo& info) {
  Json players = Json::array();
  Json points = Json::array();
  for (double p : info.points) points.push_back(points_json(p));
  for (const auto& p : info.players) players.push_back({{"seat", p.seat}, {"name", p.name}});
  Json levels = Json::array();
  int number = 1;
  for (const auto& l : info.schedule.levels) {
    Json level = {
        {"level", number++}, {"small_blind", l.small_blind},        {"big_blind", l.big_blind},
        {"ante", l.ante},    {"ante_kind", wire_name(l.ante_kind)}, {"length", l.length}};
    if (l.min_bet > 0) level["min_bet"] = l.min_bet;  // an ante-only level
    levels.push_back(std::move(level));
  }
  return {
      {"type", "hello"},
      {"protocol", kProtocolVersion},
      {"mode", info.mode},
      {"tournament", info.tournament},
      {"seat", info.seat},
      {"name", info.name},
      {"players", std::move(players)},
      {"game",
       {{"variant", "holdem"},
        {"structure", wire_name(info.structure)},
        {"starting_stack", info.starting_stack}}},
      {"schedule",
       {{"name", info.schedule.name},
        {"unit", info.schedule.unit == poker::LevelUnit::Orbits ? "orbits" : "hands"},
        {"levels", std::move(levels)}}},
      {"time",
       {{"decision_ms", info.time.decision_ms},
        {"time_bank_ms", info.time.time_bank_ms},
        {"startup_ms", info.time.startup_ms},
        {"timeouts_in_a_row", info.time.timeouts_in_a_row},
        {"grace_ms", info.time.grace_ms}}},
      {"table_rules",
       {{"advance_actions", info.table.advance_actions},
        {"timeout_rule", poker::to_string(info.table.timeout_rule)},
        {"protections", info.table.protections},
        {"showdown", showdown_name(info.table)}}},
      {"points", std::move(points)},
      {"hand_limit", info.hand_limit},
  };
}

std::string_view wire_name(TimeoutReason reason) {
  switch (reason) {
    case TimeoutReason::Time:
      return "time";
    case TimeoutReason::Invalid:
      return "invalid";
    case TimeoutReason::Absent:
      return "absent";
  }
  return "unknown";
}

Json timeout_message(std::int64_t id, std::int64_t hand, TimeoutReason reason,
                     poker::ForcedMove taken, std::string_view error, int protections_left) {
  Json m{{"type", "timeout"},
         {"id", id},
         {"hand", hand},
         {"reason", wire_name(reason)},
         {"taken", poker::to_string(taken)}};
  if (!error.empty()) m["error"] = error;
  if (protections_left >= 0) m["protections_left"] = protections_left;
  return m;
}

Json advanced_message(std::int64_t hand, poker::Street street, const poker::AdvanceRequest& request,
                      poker::ActionType taken) {
  Json m{{"type", "advanced"},
         {"hand", hand},
         {"street", wire_name(street)},
         {"request", poker::to_string(request.kind)},
         {"taken", wire_name(taken)}};
  return m;
}

Json advance_void_message(std::int64_t hand, const poker::AdvanceRequest& request,
                          std::string_view reason) {
  return {{"type", "advance_void"},
          {"hand", hand},
          {"request", poker::to_string(request.kind)},
          {"reason", reason}};
}

Json advance_ignored_message(std::int64_t hand, std::string_view request, std::string_view reason) {
  return {{"type", "advance_ignored"}, {"hand", hand}, {"request", request}, {"reason", reason}};
}

Json bye_message(int place, double points, const std::vector<StandingLine>& standings) {
  Json s = Json::array();
  for (const auto& x : standings)
    s.push_back({{"place", x.place},
                 {"name", x.name},
                 {"points", points_json(x.points)},
                 {"chips", x.chips}});
  return {{"type", "bye"},
          {"place", place},
          {"points", points_json(points)},
          {"standings", std::move(s)}};
}

}  // namespace arena::protocol
