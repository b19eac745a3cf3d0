// A league's tally: the same standings whatever order the games finish in, games that finish
// ahead of one still in play counted at once, and each figure of a bot's row from its games.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "arena/league/league_standings.hpp"

using arena::GameRecord;
using arena::GameTally;
using arena::LeagueStanding;
using arena::LeagueTally;

namespace {

const std::vector<std::string> kNames = {"ann", "bob", "cat", "dan", "eve"};

// Game i at a table of three of the five, places shuffled by the game's own stream.
GameRecord game_of(int index) {
  std::mt19937 rng(static_cast<unsigned>(index));
  std::vector<int> bots = {0, 1, 2, 3, 4};
  std::shuffle(bots.begin(), bots.end(), rng);
  GameRecord g{index, index, 0, 30, {}};
  for (int s = 0; s < 3; ++s) {
    const int place = s + 1;
    g.placements.push_back({bots[static_cast<std::size_t>(s)],
                            s,
                            place,
                            static_cast<double>(3 - place),
                            place == 1 ? 4500 : 0,
                            30,
                            s == 2 ? 1 : 0,
                            0,
                            place == 1 ? "finished" : "eliminated",
                            "",
                            {}});
  }
  return g;
}

nlohmann::json as_json(const std::vector<arena::LeagueStanding>& standings) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& s : standings) j.push_back(arena::to_json(s));
  return j;
}

}  // namespace

TEST_CASE("league tally: the standings do not depend on the order the games finish in") {
  LeagueTally in_order(kNames, 3);
  for (int i = 1; i <= 60; ++i) in_order.add(game_of(i));
  std::vector<int> order(60);
  for (int i = 0; i < 60; ++i) order[static_cast<std::size_t>(i)] = i + 1;
  for (unsigned shuffle = 1; shuffle <= 5; ++shuffle) {
    std::shuffle(order.begin(), order.end(), std::mt19937(shuffle));
    LeagueTally shuffled(kNames, 3);
    for (const int i : order) shuffled.add(game_of(i));
    CHECK(shuffled.games() == 60);
    CHECK(as_json(shuffled.standings()) == as_json(in_order.standings()));
  }
}

TEST_CASE("league tally: a game finished while an earlier one is in play counts at once") {
  LeagueTally tally(kNames, 3);
  tally.add(game_of(2));  // game 1 still in play
  CHECK(tally.games() == 1);
  int games = 0;
  for (const auto& s : tally.standings()) games += s.games;
  CHECK(games == 3);
  tally.add(game_of(1));
  LeagueTally in_order(kNames, 3);
  in_order.add(game_of(1));
  in_order.add(game_of(2));
  CHECK(as_json(tally.standings()) == as_json(in_order.standings()));
}

TEST_CASE("league tally: a bot's row sums its games; bots without a game come last") {
  LeagueTally tally(kNames, 3);
  GameRecord g{1, 1, 0, 12, {}};
  g.placements = {{0, 0, 2, 1.0, 0, 12, 2, 1, "eliminated", "", {}},
                  {3, 1, 1, 2.0, 4500, 12, 0, 0, "finished", "", {}},
                  {4, 2, 3, 0.0, 0, 5, 0, 0, "crashed", "exit 1", {}}};
  tally.add(g);
  GameRecord h{2, 2, 0, 9, {}};
  h.placements = {{0, 0, 1, 2.0, 4500, 9, 0, 0, "finished", "", {}},
                  {3, 1, 2, 1.0, 0, 9, 0, 0, "eliminated", "", {}},
                  {1, 2, 3, 0.0, 0, 0, 0, 0, "no-show", "", {}}};
  tally.add(h);
  const auto rows = tally.standings();
  REQUIRE(rows.size() == 5);
  CHECK(rows[0].name == "ann");  // 1.5 a game, ahead of dan on rating
  CHECK(rows[0].games == 2);
  CHECK(rows[0].points == 3.0);
  CHECK(rows[0].mean_points == 1.5);
  CHECK(rows[0].mean_place == 1.5);
  CHECK(rows[0].wins == 1);
  CHECK(rows[0].in_the_money == 1);  // a table of three pays one place
  CHECK(rows[0].chips == 4500);
  CHECK(rows[0].timeouts == 2);
  CHECK(rows[0].protocol_errors == 1);
  REQUIRE(rows[0].points_low.has_value());
  CHECK(*rows[0].points_low < 1.5);
  CHECK(rows[1].name == "dan");
  CHECK(rows[1].mean_points == 1.5);
  CHECK(rows[0].rating.mu > rows[1].rating.mu);  // ann beat the winner of game 1
  const auto row_of = [&](const std::string& name) {
    return *std::find_if(rows.begin(), rows.end(), [&](const auto& r) { return r.name == name; });
  };
  CHECK(row_of("eve").crashes == 1);
  CHECK(row_of("bob").no_shows == 1);
  CHECK(rows.back().name == "cat");  // no game
  CHECK(rows.back().games == 0);
  CHECK(!rows.back().points_low.has_value());
}

TEST_CASE("league tally: the paid places of a sit-and-go by table size") {
  CHECK(arena::paid_places(2) == 1);
  CHECK(arena::paid_places(4) == 1);
  CHECK(arena::paid_places(6) == 2);
  CHECK(arena::paid_places(7) == 2);
  CHECK(arena::paid_places(9) == 3);
  CHECK(arena::paid_places(10) == 3);
}

TEST_CASE("R44 a league sums each bot's hands and net chips by game over its games") {
  LeagueTally tally(kNames, 2);
  GameRecord g{1, 1, 0, 20, {}};
  g.placements = {{0,
                   0,
                   1,
                   2.0,
                   3000,
                   20,
                   0,
                   0,
                   "finished",
                   "",
                   {{"razz", "fixed-limit", 10, 700}, {"stud", "fixed-limit", 10, 800}}},
                  {1,
                   1,
                   2,
                   0.0,
                   0,
                   20,
                   0,
                   0,
                   "eliminated",
                   "",
                   {{"razz", "fixed-limit", 10, -700}, {"stud", "fixed-limit", 10, -800}}}};
  tally.add(g);
  GameRecord h{2, 2, 0, 12, {}};
  h.placements = {
      {0, 0, 2, 0.0, 0, 12, 0, 0, "eliminated", "", {{"razz", "fixed-limit", 12, -1500}}},
      {1, 1, 1, 2.0, 3000, 12, 0, 0, "finished", "", {{"razz", "fixed-limit", 12, 1500}}}};
  tally.add(h);
  for (const LeagueStanding& row : tally.standings()) {
    if (row.name != kNames[0]) continue;
    REQUIRE(row.by_game.size() == 2);
    CHECK(row.by_game[0] == GameTally{"razz", "fixed-limit", 22, -800});
    CHECK(row.by_game[1] == GameTally{"stud", "fixed-limit", 10, 800});
    CHECK(arena::to_json(row)["by_game"][0]["net"] == -800);
  }
}
