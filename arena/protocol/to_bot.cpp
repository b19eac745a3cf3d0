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

namespace {

// What a bot needs to know of the game (engine/game.hpp): its cards, streets and draw rounds.
Json game_json(const poker::GameDef& game, poker::Structure structure, Chips starting_stack) {
  Json streets = Json::array();
  for (const poker::StreetDef& s : game.streets()) {
    Json street{{"name", s.name}, {"bet", s.bet == poker::BetSize::Big ? "big" : "small"}};
    if (s.board_dealt > 0) street["board"] = s.board_dealt;
    if (game.deals_up_cards()) {  // stud deals to each player on every street: down and up cards
                                  // (R39)
      street["down"] = s.hole_dealt;
      street["up"] = s.up_dealt;
    }
    if (s.draw.any())
      street["draw"] = {{"min_discard", s.draw.min_discard},
                        {"max_discard", s.draw.max_discard},
                        {"replace", s.draw.replace}};
    streets.push_back(std::move(street));
  }
  Json described = {{"variant", game.name},
                    {"title", game.title},
                    {"structure", wire_name(structure)},
                    {"starting_stack", starting_stack},
                    {"hole_cards", game.hole_cards},
                    {"board_cards", game.board_cards()},
                    {"ranking", poker::to_string(game.ranking)},
                    {"streets", std::move(streets)}};
  if (game.hi_lo) described["hi_lo"] = "eight-or-better";  // R38: pots halved with the low
  if (game.deals_up_cards())
    described["stud"] = true;  // no blinds: antes, a bring-in, up cards (R39-R43)
  return described;
}

}  // namespace

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
  Json hello = {
      {"type", "hello"},
      {"protocol", kProtocolVersion},
      {"mode", info.mode},
      {"tournament", info.tournament},
      {"seat", info.seat},
      {"name", info.name},
      {"players", std::move(players)},
      {"game", game_json(poker::game(info.game), info.structure, info.starting_stack)},
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
  if (info.table_number > 0) {  // R48: a multi-table tournament's table
    hello["table"] = info.table_number;
    hello["tables"] = info.tables;
  }
  if (info.mix.mixed()) {  // R44: every game of the rotation; each hand_start names its own
    Json games = Json::array();
    for (const poker::MixedGame& g : info.mix.games)
      games.push_back(game_json(*g.game, g.structure, info.starting_stack));
    hello["mix"] = {{"name", info.mix.name},
                    {"hands_per_game", info.mix.hands_per_game},
                    {"games", std::move(games)}};
  }
  return hello;
}

Json moved_message(int table, int seat, std::string_view reason,
                   const std::vector<SeatedPlayer>& players) {
  Json list = Json::array();
  for (const SeatedPlayer& p : players)
    list.push_back({{"seat", p.seat}, {"name", p.name}, {"stack", p.stack}});
  return {{"type", "moved"},
          {"table", table},
          {"seat", seat},
          {"reason", reason},
          {"players", std::move(list)}};
}

std::string_view wire_name(poker::ForcedReason reason) {
  switch (reason) {
    case poker::ForcedReason::Timeout:
      return "time";
    case poker::ForcedReason::Invalid:
      return "invalid";
    case poker::ForcedReason::Absent:
      return "absent";
  }
  return "unknown";
}

Json timeout_message(std::int64_t id, std::int64_t hand, poker::ForcedReason reason,
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

Json draw_timeout_message(std::int64_t id, std::int64_t hand, poker::ForcedReason reason,
                          bool discarded, std::string_view error) {
  Json m{{"type", "timeout"},
         {"id", id},
         {"hand", hand},
         {"reason", wire_name(reason)},
         {"taken", discarded ? "discard" : "stand_pat"}};
  if (!error.empty()) m["error"] = error;
  return m;
}

// ---- draw ------------------------------------------------------------------------------------

DrawRequest make_draw_request(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                              std::int64_t time_ms) {
  DrawRequest r;
  const int actor = hand.actor();
  r.id = id;
  r.hand = hand_number;
  r.street = hand.street_name();
  for (const poker::StreetDef& s :
       hand.setup().dealt_game().streets().first(static_cast<std::size_t>(hand.street()) + 1))
    r.round += s.draw.any() ? 1 : 0;
  const auto hole = hand.hole(actor);
  r.hole.assign(hole.begin(), hole.end());
  r.limits = hand.draw_round();
  r.time_ms = time_ms;
  r.pot = hand.pot();
  r.stack = actor >= 0 ? hand.stack(actor) : 0;
  return r;
}

Json draw_advanced_message(std::int64_t hand, std::string_view street,
                           const poker::AdvanceRequest& request) {
  const std::string_view kind = poker::to_string(request.kind);
  return {
      {"type", "advanced"}, {"hand", hand}, {"street", street}, {"request", kind}, {"taken", kind}};
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
