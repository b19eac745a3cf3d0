// Short-deck hold'em and BlogNomic hold'em through the real arena (R45, R46): real bots play
// them and each run verifies from its seed; short-deck's PHH (NS) replays to the recorded stacks
// and the bots are told its ranking; BlogNomic hold'em, which PHH cannot write, is antes only
// and nobody checks before the flop. The PokerStars text names each.
#include <doctest/doctest.h>

#include <string>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

TEST_CASE("R45 short-deck plays through the arena from 36 cards, verifies, replays and exports") {
  const auto results = scratch_dir("short_deck");
  const RunResult r = run_arena(
      "run --game short-deck --seed six-plus --stack 1000 --hand-limit 20 --decision-ms 200 "
      "--quiet --trace --bot h=build/bin/hand_strength --bot r=build/bin/random_bot "
      "--bot c=build/bin/caller",
      "short", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  check_chips_conserved(r, 3 * 1000);
  for (const auto& hand : r.hands) {
    CHECK(hand["game"] == "short-deck");
    for (const auto& p : hand["players"])
      for (const auto& c : p["hole"])
        CHECK(std::string("6789TJQKA").find(c.get<std::string>()[0]) != std::string::npos);
  }
  check_verifies(r.dir);
  CHECK(read_file(r.dir / "hands.phhs").find("variant = \"NS\"") != std::string::npos);
  check_phh_replays(r.dir);
  const CommandResult stars = arena_command("export " + quoted(r.dir) + " --format pokerstars");
  CHECK(stars.exit_code == 0);
  CHECK(stars.out.find("6+ Hold'em No Limit") != std::string::npos);
  CHECK(read_file(r.dir / "logs" / "h.trace").find("\"ranking\":\"short-deck\"") !=
        std::string::npos);
  std::filesystem::remove_all(results);
}

TEST_CASE("R46 BlogNomic hold'em plays through the arena with antes only and verifies") {
  const auto results = scratch_dir("blognomic");
  const RunResult r = run_arena(
      "run --game blognomic-holdem --seed seed-002 --stack 1000 --hand-limit 20 "
      "--decision-ms 200 --quiet --bot h=build/bin/hand_strength --bot r=build/bin/random_bot "
      "--bot c=build/bin/caller",
      "blognomic", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  check_chips_conserved(r, 3 * 1000);
  for (const auto& s : r.standings["standings"]) CHECK(s["protocol_errors"] == 0);
  for (const auto& hand : r.hands) {
    CHECK(hand["game"] == "blognomic-holdem");
    CHECK(hand["small_blind"] == 0);
    CHECK(hand["big_blind"] == 0);
    for (const auto& a : hand["actions"])  // nobody checks before the flop
      if (a["street"] == "preflop") CHECK(a["action"] != "check");
  }
  check_verifies(r.dir);
  CHECK(read_file(r.dir / "hands.phhs").empty());  // PHH cannot say its betting
  const CommandResult stars = arena_command("export " + quoted(r.dir) + " --format pokerstars");
  CHECK(stars.exit_code == 0);
  CHECK(stars.out.find("BlogNomic Hold'em No Limit") != std::string::npos);
  const CommandResult shown = arena_command("show " + quoted(r.dir) + " --hand 1");
  CHECK(shown.out.find(", no blinds, smallest bet 1,") != std::string::npos);
  CHECK(shown.out.find("posts an ante of") != std::string::npos);
  std::filesystem::remove_all(results);
}
