// A league's quarantine (issue 40, item 2) on games built by hand: N faulted games in a row of a
// bot's own games quarantine it, a game it did not fault in starts the count again, each shard
// (lane) counts its own games, and 0 never quarantines; the tally ranks a quarantined bot below
// the others and says why.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "arena/league/league_standings.hpp"
#include "arena/league/quarantine.hpp"

using arena::GameRecord;
using arena::Quarantine;

namespace {

// Game `index` between bots 0 and 1, bot 0 ending as `ended`: first when "finished", else last.
GameRecord two_bot_game(int index, const std::string& ended) {
  const bool won = ended == "finished";
  GameRecord g{index, index, 0, 10, {}};
  g.placements.push_back({0, 0, won ? 1 : 2, won ? 1.0 : 0.0, 0, 10, 0, 0, ended, "", {}});
  g.placements.push_back({1,
                          1,
                          won ? 2 : 1,
                          won ? 0.0 : 1.0,
                          3000,
                          10,
                          0,
                          0,
                          won ? "eliminated" : "finished",
                          "",
                          {}});
  return g;
}

}  // namespace

TEST_CASE("quarantine: N faulted games in a row, counted again after a clean one") {
  Quarantine q(2, 3, 1);
  q.add(two_bot_game(1, "crashed"));
  q.add(two_bot_game(2, "absent"));
  q.add(two_bot_game(3, "finished"));  // a game it played out: the count starts again
  q.add(two_bot_game(4, "no-show"));
  q.add(two_bot_game(5, "absent"));
  CHECK_FALSE(q.excludes(0, 6));
  q.add(two_bot_game(6, "crashed"));
  CHECK_FALSE(q.excludes(0, 6));  // the game that quarantined it was its own
  CHECK(q.excludes(0, 7));
  CHECK_FALSE(q.excludes(1, 7));
  CHECK(q.verdict(0).after_game == 6);
  CHECK(q.verdict(0).reason ==
        "faulted in 3 games in a row (game 4 never started, game 5 no longer waited for, game 6 "
        "crashed)");
  CHECK(q.verdict(1).after_game == 0);
}

TEST_CASE("quarantine: each shard counts its own games; 0 never quarantines") {
  // Two shards: games 1, 3, 5 are lane 0's, games 2, 4 lane 1's.
  Quarantine q(2, 2, 2);
  q.add(two_bot_game(1, "crashed"));
  q.add(two_bot_game(2, "crashed"));
  CHECK_FALSE(q.excludes(0, 3));  // one fault in each shard, not two in a row in either
  q.add(two_bot_game(3, "crashed"));
  CHECK(q.excludes(0, 5));
  CHECK_FALSE(q.excludes(0, 4));  // shard 2 has seen one fault
  q.add(two_bot_game(4, "crashed"));
  CHECK(q.excludes(0, 6));
  CHECK(q.verdict(0).after_game == 3);  // the first shard's, the earliest

  Quarantine never(2, 0, 1);
  for (int g = 1; g <= 10; ++g) never.add(two_bot_game(g, "crashed"));
  CHECK_FALSE(never.excludes(0, 11));
  CHECK(never.verdict(0).after_game == 0);
}

TEST_CASE("quarantine: the tally ranks a quarantined bot below the others, saying why") {
  // Bot 0 wins three games, then crashes in two: its points a game still lead, but it is out.
  arena::LeagueTally tally({"early", "steady"}, 2);
  tally.quarantine(2, 1);
  for (int g = 1; g <= 3; ++g) tally.add(two_bot_game(g, "finished"));
  tally.add(two_bot_game(4, "crashed"));
  tally.add(two_bot_game(5, "crashed"));
  CHECK(tally.excludes(0, 6));
  const std::vector<arena::LeagueStanding> rows = tally.standings();
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].name == "steady");
  CHECK(rows[1].name == "early");
  CHECK(rows[1].mean_points > rows[0].mean_points);
  CHECK(rows[1].faulted == 2);
  CHECK(rows[1].quarantine.after_game == 5);
  CHECK(arena::to_json(rows[1])["quarantined"]["after_game"] == 5);
  CHECK(arena::to_json(rows[0])["quarantined"].is_null());
  CHECK(
      arena::league_table(rows).find(
          "Q early: quarantined after game 5: faulted in 2 games in a row (game 4 crashed, game 5 "
          "crashed)") != std::string::npos);
}
