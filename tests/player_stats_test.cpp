// The player statistics (arena/report/player_stats.hpp) against hands written by hand, whose
// VPIP, PFR, 3-bet, aggression, showdowns, draws and times are counted here on paper.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/report/player_stats.hpp"
#include "arena/report/stats_table.hpp"
#include "arena/results/recorded_hand.hpp"

using arena::report::PlayerStats;
using arena::report::StatsCollector;
using nlohmann::json;

namespace {

// A three-handed no-limit hold'em record: seat 0 "button" (dealer), 1 "small", 2 "big"; blinds
// 10/20. `decisions`: {seat, street, action, added}, each with a time of 5 ms unless `forced`.
struct Decision {
  int seat;
  std::string street, action;
  long long added = 0;
  std::string forced = "";
};

json stats_record(int hand, const std::vector<Decision>& decisions, const std::vector<int>& winners,
                  const std::vector<std::string>& board) {
  json players = json::array();
  const char* names[] = {"button", "small", "big"};
  const char* holes[][2] = {{"As", "Kd"}, {"7c", "2h"}, {"Qs", "Qh"}};
  for (int s = 0; s < 3; ++s)
    players.push_back(
        {{"seat", s}, {"name", names[s]}, {"stack", 1000}, {"hole", {holes[s][0], holes[s][1]}}});
  json events = {{{"type", "post_small_blind"}, {"seat", 1}, {"amount", 10}},
                 {{"type", "post_big_blind"}, {"seat", 2}, {"amount", 20}}};
  for (int s = 0; s < 3; ++s)
    events.push_back(
        {{"type", "deal_hole"}, {"seat", s}, {"street", "preflop"}, {"cards", players[s]["hole"]}});
  json actions = json::array();
  std::string street = "preflop";
  std::size_t dealt = 0;
  for (const Decision& d : decisions) {
    if (d.street != street) {  // the board for the new street
      const std::size_t count = d.street == "flop" ? 3 : 1;
      events.push_back(
          {{"type", "deal_board"},
           {"street", d.street},
           {"cards", std::vector<std::string>(board.begin() + static_cast<long>(dealt),
                                              board.begin() + static_cast<long>(dealt + count))}});
      dealt += count;
      street = d.street;
    }
    events.push_back({{"type", "act"},
                      {"seat", d.seat},
                      {"street", d.street},
                      {"action", d.action},
                      {"amount", d.added},
                      {"added", d.added},
                      {"all_in", false}});
    json note = {{"seat", d.seat}, {"street", d.street}, {"action", d.action}, {"time_ms", 5.0}};
    if (!d.forced.empty()) note["forced"] = d.forced;
    actions.push_back(note);
  }
  for (const int w : winners)
    events.push_back({{"type", "win_pot"}, {"seat", w}, {"pot", 0}, {"amount", 60}});
  events.push_back({{"type", "hand_end"}});
  json stacks = json::array();
  for (int s = 0; s < 3; ++s) stacks.push_back({{"seat", s}, {"stack", 1000}});
  return {
      {"hand", hand},
      {"level", 1},
      {"structure", "no-limit"},
      {"small_blind", 10},
      {"big_blind", 20},
      {"players", players},
      {"antes", {0, 0, 0}},
      {"button", 0},
      {"board", std::vector<std::string>(board.begin(), board.begin() + static_cast<long>(dealt))},
      {"stacks", stacks},
      {"actions", actions},
      {"events", events}};
}

const PlayerStats& of(const std::vector<PlayerStats>& all, const std::string& bot) {
  for (const PlayerStats& s : all)
    if (s.bot == bot) return s;
  FAIL("no statistics for " << bot);
  return all.front();
}

}  // namespace

TEST_CASE("player statistics: three hands counted on paper") {
  const std::vector<std::string> board = {"2c", "7d", "9h", "Jc", "3s"};
  StatsCollector stats;
  // Hand 1: the button raises, small folds, big re-raises (a 3-bet), the button calls; on the
  // flop big bets and the button folds.
  stats.add(arena::read_recorded_hand(stats_record(1,
                                                   {{0, "preflop", "raise", 60},
                                                    {1, "preflop", "fold"},
                                                    {2, "preflop", "raise", 160},
                                                    {0, "preflop", "call", 120},
                                                    {2, "flop", "bet", 100},
                                                    {0, "flop", "fold"}},
                                                   {2}, board)));
  // Hand 2: everyone calls to the big blind, who checks; checked to the river; a showdown of
  // three that the small blind wins.
  stats.add(arena::read_recorded_hand(stats_record(2,
                                                   {{0, "preflop", "call", 20},
                                                    {1, "preflop", "call", 10},
                                                    {2, "preflop", "check"},
                                                    {1, "flop", "check"},
                                                    {2, "flop", "check"},
                                                    {0, "flop", "check"},
                                                    {1, "turn", "check"},
                                                    {2, "turn", "check"},
                                                    {0, "turn", "check"},
                                                    {1, "river", "check"},
                                                    {2, "river", "check"},
                                                    {0, "river", "check"}},
                                                   {1}, board)));
  // Hand 3: the button times out (the arena folds for it), small folds: a walk for big.
  stats.add(arena::read_recorded_hand(
      stats_record(3, {{0, "preflop", "fold", 0, "timeout"}, {1, "preflop", "fold"}}, {2}, board)));

  const std::vector<PlayerStats> all = stats.stats();
  REQUIRE(all.size() == 3);
  const PlayerStats& button = of(all, "button");
  CHECK(button.hands == 3);
  CHECK(button.vpip.count == 2);  // the raise, the limp; not the forced fold
  CHECK(button.vpip.chances == 3);
  CHECK(button.pfr.count == 1);
  CHECK(button.three_bet.chances == 0);  // it opened; facing big's re-raise was a 4-bet chance
  CHECK(button.three_bet.count == 0);
  CHECK(button.aggressive == 1);
  CHECK(button.calls == 2);
  CHECK(button.saw_second_round.count == 2);
  CHECK(button.went_to_showdown.count == 1);
  CHECK(button.went_to_showdown.chances == 2);
  CHECK(button.won_at_showdown.count == 0);
  CHECK(button.timeouts == 1);
  CHECK(button.answer_ms.size() == 7);  // eight decisions, one made by the arena

  const PlayerStats& big = of(all, "big");
  CHECK(big.vpip.count == 1);    // the 3-bet; checking its own blind is not voluntary
  CHECK(big.vpip.chances == 2);  // hand 3 was a walk: no decision
  CHECK(big.pfr.count == 1);
  CHECK(big.three_bet.count == 1);
  CHECK(big.three_bet.chances == 1);
  CHECK(big.aggression_factor() == 2.0);  // two bets and raises, no call
  CHECK(big.won_at_showdown.chances == 1);

  const PlayerStats& small = of(all, "small");
  CHECK(small.vpip.count == 1);
  CHECK(small.pfr.count == 0);
  CHECK(small.three_bet.chances == 1);  // it folded to the button's raise in hand 1
  CHECK(small.won_at_showdown.count == 1);
  CHECK(small.won_at_showdown.percent() == 100.0);

  REQUIRE(stats.incidents().size() == 1);
  CHECK(stats.incidents()[0].hand == 3);
  CHECK(stats.incidents()[0].bot == "button");
  CHECK(stats.incidents()[0].kind == "timeout");

  const std::string table = arena::report::stats_table_text(all);
  CHECK(table.find("66.7% (3)") != std::string::npos);  // the button's VPIP
}

TEST_CASE("player statistics: a bot that raises every hand it acts in has PFR 100%") {
  StatsCollector stats;
  const std::vector<std::string> board = {"2c", "7d", "9h", "Jc", "3s"};
  for (int hand = 1; hand <= 4; ++hand)
    stats.add(arena::read_recorded_hand(stats_record(
        hand, {{0, "preflop", "raise", 60}, {1, "preflop", "fold"}, {2, "preflop", "fold"}}, {0},
        board)));
  const std::vector<PlayerStats> all = stats.stats();
  const PlayerStats& button = of(all, "button");
  CHECK(button.pfr.count == 4);
  CHECK(button.pfr.percent() == 100.0);
  CHECK(button.vpip.percent() == 100.0);
  CHECK(button.saw_second_round.count == 0);
}

TEST_CASE("player statistics: decision times give the median, 95th percentile and maximum") {
  std::vector<double> ms;
  for (int i = 1; i <= 100; ++i) ms.push_back(i);
  const arena::report::TimeSummary t = arena::report::summarize_times(ms);
  CHECK(t.median == 50);
  CHECK(t.p95 == 95);
  CHECK(t.max == 100);
  CHECK(arena::report::summarize_times({}).max == 0);
}
