// A league's head-to-head crosstable with LOS, and --continue-from (issue 31, item 9): the
// crosstable of a real league checked against the games' own standings; the ratings carried into
// the next league.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <string>

#include "arena/league/continued_ratings.hpp"
#include "arena/league/league_standings.hpp"
#include "support/arena_command.hpp"

using namespace test_arena;

namespace {

const std::string kCrossPool =
    " --bot a=build/bin/caller --bot b=build/bin/raiser --bot 'c=build/bin/random_bot --seed 1'"
    " --bot 'd=build/bin/random_bot --seed 2'";

RunResult league(const std::filesystem::path& results, const std::string& name,
                 const std::string& extra) {
  const RunResult r = run_arena("league --games 6 --table-size 3 --sandbox off --seed " + name +
                                    " --stack 300 --schedule hyper_turbo --quiet" + extra,
                                name, results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  return r;
}

}  // namespace

TEST_CASE("the league's crosstable is each pair's record over the games both played, with LOS") {
  const auto results = scratch_dir("league_crosstable");
  const RunResult r = league(results, "cross", kCrossPool);
  // Recount from each game's own standings.json: place against place.
  std::map<std::pair<std::string, std::string>, std::array<int, 3>> expected;  // wins, losses, ties
  for (int g = 1; g <= 6; ++g) {
    char folder[8];
    std::snprintf(folder, sizeof folder, "%04d", g);
    const auto s = nlohmann::json::parse(read_file(r.dir / "games" / folder / "standings.json"));
    for (const auto& x : s["standings"])
      for (const auto& y : s["standings"]) {
        if (x["name"] == y["name"]) continue;
        auto& w = expected[{x["name"], y["name"]}];
        const int px = x["place"], py = y["place"];
        ++w[px < py ? 0 : px > py ? 1 : 2];
      }
  }
  const auto& table = r.standings["crosstable"];
  REQUIRE(table.size() == 6);  // four bots: every pair met
  for (const auto& row : table) {
    CAPTURE(row.dump());
    const auto& w = expected.at({row["bot"], row["opponent"]});
    CHECK(row["wins"] == w[0]);
    CHECK(row["losses"] == w[1]);
    CHECK(row["ties"] == w[2]);
    CHECK(row["games"] == w[0] + w[1] + w[2]);
    CHECK(row["score"].get<double>() == doctest::Approx(w[0] + 0.5 * w[2]));
    const int decided = w[0] + w[1];
    const double los =
        decided == 0 ? 0.5 : 0.5 * (1 + std::erf((w[0] - w[1]) / std::sqrt(2.0 * decided)));
    CHECK(row["los"].get<double>() == doctest::Approx(los));
  }
  // arena show prints it too.
  const CommandResult shown = arena_command("show " + quoted(r.dir));
  CHECK(shown.out.find("head to head") != std::string::npos);
  CHECK(shown.out.find("LOS ") != std::string::npos);
  std::filesystem::remove_all(results);
}

TEST_CASE("--continue-from starts each bot from the finished league's rating; a new bot afresh") {
  const auto results = scratch_dir("league_continue");
  const RunResult first = league(results, "first", kCrossPool);
  const auto carried = arena::ratings_to_continue(first.dir);
  REQUIRE(carried.size() == 4);
  for (const auto& bot : first.standings["bots"])
    CHECK(carried.at(bot["name"]).mu == doctest::Approx(bot["rating"]["mu"].get<double>()));

  // The tally starts from them (before any game: exactly them); a bot not carried, from the prior.
  arena::LeagueTally tally({"a", "e"}, 3, carried);
  const auto rows = tally.standings();
  for (const auto& row : rows) {
    if (row.name == "a") CHECK(row.rating.mu == doctest::Approx(carried.at("a").mu));
    if (row.name == "e") CHECK(row.rating.mu == doctest::Approx(arena::Rating{}.mu));
  }

  // The next night: a and b carried, e new, c and d gone.
  const RunResult next =
      league(results, "next",
             " --bot a=build/bin/caller --bot b=build/bin/raiser --bot 'e=build/bin/random_bot "
             "--seed 5' --continue-from " +
                 quoted(first.dir));
  CHECK(next.config["continue_from"] == first.dir.string());
  CHECK(next.standings["bots"].size() == 3);
  CHECK(arena_command("show " + quoted(next.dir)).exit_code == 0);

  // Not a league, or not finished: refused before anything starts, naming the flag.
  const CommandResult not_league = arena_command(
      "league --games 2 --bot a=build/bin/caller --bot b=build/bin/caller "
      "--continue-from " +
      quoted(first.dir / "games" / "0001"));
  CHECK(not_league.exit_code == 2);
  CHECK(not_league.err.find("--continue-from") != std::string::npos);
  auto standings = first.standings;
  standings["complete"] = false;
  std::ofstream(first.dir / "standings.json", std::ios::trunc) << standings.dump();
  const CommandResult unfinished = arena_command(
      "league --games 2 --bot a=build/bin/caller --bot b=build/bin/caller --continue-from " +
      quoted(first.dir));
  CHECK(unfinished.exit_code == 2);
  CHECK(unfinished.err.find("not complete") != std::string::npos);
  std::filesystem::remove_all(results);
}
