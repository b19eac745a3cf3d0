// A league is one result (issue 31, item 8): `arena verify`, `show` and `export` take its folder
// and work through all its games, through the real program.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "support/arena_command.hpp"

using namespace test_arena;

namespace {

RunResult small_league(const std::filesystem::path& results, const std::string& name) {
  const RunResult r = run_arena(
      "league --games 4 --table-size 3 --sandbox off --seed night --stack 300"
      " --schedule hyper_turbo --quiet --bot a=build/bin/caller --bot b=build/bin/raiser"
      " --bot 'c=build/bin/random_bot --seed 1' --bot 'd=build/bin/random_bot --seed 2'",
      name, results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  return r;
}

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("arena verify takes a league's folder: every game, one line; a changed game is named") {
  const auto results = scratch_dir("league_verify");
  const RunResult r = small_league(results, "night");
  const CommandResult ok = arena_command("verify " + quoted(r.dir));
  INFO(ok.err);
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.find(": league of 4 games: 4 verified (") != std::string::npos);
  CHECK(ok.out.find(", 0 failed") != std::string::npos);

  // Game 3's first hand changed: that game, and only it, fails.
  const auto hands = r.dir / "games" / "0003" / "hands.jsonl";
  std::string text = read_file(hands);
  const auto at = text.find("\"stack\":");
  REQUIRE(at != std::string::npos);
  text.insert(at + 8, "1");
  std::ofstream(hands, std::ios::trunc) << text;
  const CommandResult bad = arena_command("verify " + quoted(r.dir));
  CHECK(bad.exit_code == 1);
  CHECK(bad.err.find("/games/0003: FAILED: ") != std::string::npos);
  CHECK(bad.err.find("/games/0001: FAILED") == std::string::npos);
  CHECK(bad.err.find("league of 4 games: 3 verified (") != std::string::npos);
  CHECK(bad.err.find(", 1 failed") != std::string::npos);
  std::filesystem::remove_all(results);
}

TEST_CASE("arena show and export take a league's folder") {
  const auto results = scratch_dir("league_show");
  const RunResult r = small_league(results, "night");
  const CommandResult shown = arena_command("show " + quoted(r.dir));
  INFO(shown.err);
  REQUIRE(shown.exit_code == 0);
  CHECK(shown.out.find("League night: 4 of 4 games, tables of 3") == 0);
  CHECK(shown.out.find("pts/game") != std::string::npos);
  CHECK(shown.out.find("  0004:") != std::string::npos);
  const CommandResult hand = arena_command("show " + quoted(r.dir) + " --game 2 --hand 1");
  CHECK(hand.exit_code == 0);
  CHECK(hand.out.find("Hand 1 of ") == 0);
  CHECK(arena_command("show " + quoted(r.dir) + " --game 9 --hand 1").exit_code == 1);
  CHECK(arena_command("show " + quoted(r.dir) + " --game 2").exit_code == 2);

  // Every game's hands, in game order: PokerStars text, and PHH that replays to its stacks.
  int total = 0;
  for (const char* game : {"0001", "0002", "0003", "0004"})
    total += count_of(read_file(r.dir / "games" / game / "hands.jsonl"), "\n");
  const CommandResult stars = arena_command("export " + quoted(r.dir));
  CHECK(stars.exit_code == 0);
  CHECK(count_of(stars.out, "PokerStars Hand #") == total);
  const auto phhs = results / "league.phhs";
  CHECK(arena_command("export " + quoted(r.dir) + " --format phh -o " + quoted(phhs)).exit_code ==
        0);
  const std::string phh = read_file(phhs);
  CHECK(phh.find("[0001-1]") != std::string::npos);
  CHECK(phh.find("[0004-1]") != std::string::npos);
  const CommandResult replayed = arena_command("replay --check " + quoted(phhs));
  CHECK(replayed.exit_code == 0);
  CHECK(replayed.out.find(std::to_string(total) + " hands, " + std::to_string(total) + " match") !=
        std::string::npos);
  std::filesystem::remove_all(results);
}
