// Mixed games through the real arena (R44): a HORSE sit-and-go rotates its games, keeps the button
// through stud, verifies from its seed, writes each hand's PHH in its own variant, tells the bots
// each hand's game, and reports each bot's result by game; bad mixes are refused by their flag.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {

const std::string kMixBots =
    " --bot h=build/bin/hand_strength --bot r=build/bin/random_bot --bot c=build/bin/caller";

}  // namespace

TEST_CASE("R44 a HORSE sit-and-go rotates its games every N hands, verifies and replays") {
  const auto results = scratch_dir("horse");
  const RunResult r = run_arena(
      "run --game horse --mix-hands 3 --seed horse --stack 3000 --hand-limit 30 --decision-ms 200 "
      "--quiet --trace" +
          kMixBots,
      "horse", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  check_chips_conserved(r, 3 * 3000);
  const std::vector<std::string> rotation = {"holdem", "omaha-8", "razz", "stud", "stud-8"};
  int last_button = -1;
  std::string last_game;
  for (const auto& hand : r.hands) {
    const int n = hand["hand"];
    const std::string game = hand.value("game", "holdem");
    CAPTURE(n);
    CHECK(game == rotation[static_cast<std::size_t>((n - 1) / 3 % 5)]);
    CHECK(hand["structure"] == "fixed-limit");
    // The button stays through a stud hand (R44).
    if (last_game == "razz" || last_game == "stud" || last_game == "stud-8")
      CHECK(hand["button"].get<int>() == last_button);
    last_button = hand["button"];
    last_game = game;
  }
  // Each bot's hands by game add up to its hands played.
  for (const auto& s : r.standings["standings"]) {
    REQUIRE(s.contains("by_game"));
    int hands = 0;
    for (const auto& g : s["by_game"]) hands += g["hands"].get<int>();
    CHECK(hands == s["hands_played"].get<int>());
  }
  check_verifies(r.dir);
  const std::string phhs = read_file(r.dir / "hands.phhs");
  for (const char* variant : {"\"FT\"", "\"FO/8\"", "\"FR\"", "\"F7S\"", "\"F7S/8\""})
    CHECK(phhs.find(std::string("variant = ") + variant) != std::string::npos);
  check_phh_replays(r.dir);
  // The bots are told the mix in hello and each hand's game in its hand_start.
  const std::string trace = read_file(r.dir / "logs" / "h.trace");
  CHECK(trace.find("\"mix\":{\"games\":[") != std::string::npos);
  CHECK(trace.find("\"game\":\"razz\",\"hand\":7,") != std::string::npos);
  std::filesystem::remove_all(results);
}

TEST_CASE("R44 with --mix-hands 0 the game changes with each blind level") {
  const auto results = scratch_dir("mix_levels");
  const RunResult r = run_arena(
      "run --game mix:holdem/no-limit,omaha/pot-limit --mix-hands 0 --schedule "
      "hyper_turbo --seed levels --hand-limit 40 --quiet --bot a=build/bin/caller "
      "--bot b=build/bin/caller",
      "levels", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  bool saw_second = false;
  for (const auto& hand : r.hands) {
    const int level = hand["level"];
    CHECK(hand.value("game", "holdem") == (level % 2 == 1 ? "holdem" : "omaha"));
    CHECK(hand["structure"] == (level % 2 == 1 ? "no-limit" : "pot-limit"));
    saw_second = saw_second || level > 1;
  }
  CHECK(saw_second);
  std::filesystem::remove_all(results);
}

TEST_CASE("R44 a bad mix is refused by the flag that gave it, before anything starts") {
  const std::string two = " --bot a=build/bin/caller --bot b=build/bin/caller";
  const CommandResult one = arena_command("run --game mix:holdem" + two);
  CHECK(one.exit_code == 2);
  CHECK(one.err.find("--game") != std::string::npos);
  CHECK(one.err.find("at least two games") != std::string::npos);
  const CommandResult structure = arena_command("run --game horse --structure no-limit" + two);
  CHECK(structure.exit_code == 2);
  CHECK(structure.err.find("--structure") != std::string::npos);
  const CommandResult match = arena_command("match --game horse" + two);
  CHECK(match.exit_code == 2);
  CHECK(match.err.find("a match plays one game") != std::string::npos);
  std::string seven;
  for (const char* bot : {"a", "b", "c", "d", "e", "f", "g"})
    seven.append(" --bot ").append(bot).append("=build/bin/caller");
  const CommandResult seats = arena_command("run --game 8-game --table-size 7" + seven);
  CHECK(seats.exit_code == 2);
  CHECK(seats.err.find("seats 2 to 6") != std::string::npos);
}

TEST_CASE("R44 a HORSE league: every game verifies, and the standings sum each bot's games") {
  const auto results = scratch_dir("horse_league");
  const CommandResult league = arena_command(
      "league --game horse --games 2 --seed horse-league --hand-limit 24 --decision-ms 200 "
      "--quiet --results " +
      quoted(results) + kMixBots);
  INFO(league.out, league.err);
  REQUIRE(league.exit_code == 0);
  std::filesystem::path dir;
  for (const auto& entry : std::filesystem::directory_iterator(results)) dir = entry.path();
  const auto standings = nlohmann::json::parse(read_file(dir / "standings.json"));
  for (const auto& bot : standings["bots"]) {
    REQUIRE(bot.contains("by_game"));
    int hands = 0;
    for (const auto& g : bot["by_game"]) hands += g["hands"].get<int>();
    CHECK(hands == bot["hands"].get<int>());
  }
  check_verifies(dir);
  std::filesystem::remove_all(results);
}
