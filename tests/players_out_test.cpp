// A tournament's player out is said bye and its process ended while the others play on (issue
// 40, item 6): a large field no longer keeps its eliminated bots running to the end, whose
// goodbyes then took most of a minute. Seen from inside the run by real processes: the other
// players (testbot out_witness) look, at their next turn, whether the eliminated bot's process
// has exited, and wait for it (the arena waits for their answer, its limits being far longer).
#include <doctest/doctest.h>

#include <string>

#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {

// `quitter` folds whenever it may (blinded out, among the first out), the `callers` check or
// call; every one an out_witness sharing `pids`.
std::string witness_field(const std::filesystem::path& pids, int callers) {
  const std::string program = "build/bin/testbot_out_witness " + pids.string();
  std::string bots = " --bot 'quitter=" + program + " fold'";
  for (int i = 1; i <= callers; ++i)
    bots += " --bot 'caller" + std::to_string(i) + "=" + program + " call'";
  return bots + " --seed 40 --quiet --stack 500" + kUnhurried;
}

// What the witnesses wrote about the players out, all their stderr logs together.
std::string witnessed(const RunResult& r) {
  std::string said;
  for (const auto& entry : std::filesystem::directory_iterator(r.dir / "logs"))
    if (entry.path().string().ends_with(".stderr.log")) said += read_file(entry.path());
  return said;
}

void check_quitter_left_early(const RunResult& r) {
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(r.standings["finished"] == true);
  const nlohmann::json quitter = standing_of(r, "quitter");
  INFO(quitter.dump());
  // The run's preconditions: the quitter was out, with hands left to play after it.
  REQUIRE(quitter["ended"] == "eliminated");
  REQUIRE(quitter["place"].get<int>() > 1);
  CHECK(quitter["hands_played"].get<int>() < r.standings["hands"].get<int>());

  const std::string said = witnessed(r);
  INFO(said);
  // Its process had exited at another player's next turn, long before the run ended; under the
  // old goodbyes it ran on until the last hand, and every witness gave up on it.
  CHECK(said.find("gone: quitter at hand") != std::string::npos);
  CHECK(said.find("still running") == std::string::npos);
  check_verifies(r.dir);
  check_nothing_left_running(r);
}

}  // namespace

TEST_CASE("a sit-and-go ends a player's process when it is out, while the others play on") {
  const auto results = scratch_dir("players_out_sng");
  const auto pids = results / "pids";
  std::filesystem::create_directories(pids);
  const RunResult r = run_arena("run" + witness_field(pids, 2), "sng", results);
  check_quitter_left_early(r);
}

TEST_CASE("a multi-table tournament ends a player's process when it is out") {
  const auto results = scratch_dir("players_out_mtt");
  const auto pids = results / "pids";
  std::filesystem::create_directories(pids);
  const RunResult r = run_arena("run" + witness_field(pids, 5) + " --table-size 3", "mtt", results);
  check_quitter_left_early(r);
}
