// Start-up of a multi-table tournament (issue 40, item 1): every bot is started side by side and
// has the whole start-up limit, so a bot that never answers hello is the only no-show; the bots
// started after it, which answer at once, are not. (Each bot's pipes are on an io_context of its
// own there, unlike a sit-and-go's: waiting for one bot must not use up the others' time.)
#include <doctest/doctest.h>

#include <string>

#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// 12 bots at tables of 6: first a bot that never lets its ready out (testbot bad_ready_unflushed
// leaves it in stdout's buffer), then 11 C++ callers and raisers that answer in milliseconds. The
// start-up limit (5 s, a hundred times what they take) is long enough that no busy machine (nor
// the sanitizers) makes them miss it.
std::string field_with_silent_starter() {
  std::string bots = " --bot silent=build/bin/testbot_bad_ready_unflushed";
  for (int i = 1; i <= 11; ++i)
    bots += " --bot b" + std::to_string(i) + "=build/bin/" + (i % 2 == 0 ? "raiser" : "caller");
  return bots + " --table-size 6 --startup-ms 5000 --decision-ms 60000 --quiet --seed 40" +
         " --schedule schedules/hyper_turbo.json --stack 300";
}

}  // namespace

TEST_CASE("multi-table: a bot that never answers hello is the only one that could not start") {
  const auto results = scratch_dir("mtt_startup_stops");
  const RunResult r = run_arena("run" + field_with_silent_starter(), "stops", results);
  INFO(r.output);
  CHECK(r.exit_code == 1);
  CHECK(has(r.output, "arena run: stopped before the first hand: 1 of 12 bots could not start"));
  CHECK(has(r.output, "  silent: "));
  for (int i = 1; i <= 11; ++i) CHECK_FALSE(has(r.output, "  b" + std::to_string(i) + ": "));
  CHECK(r.standings["hands"] == 0);
  CHECK(r.standings["absent"] == nlohmann::json::array({"silent"}));
  CHECK(r.hands.empty());
  check_nothing_left_running(r);
}

TEST_CASE("multi-table: with --allow-absent, only the bot that never answers hello is a no-show") {
  const auto results = scratch_dir("mtt_startup_allowed");
  const RunResult r =
      run_arena("run" + field_with_silent_starter() + " --allow-absent", "allowed", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(r.standings["finished"] == true);
  CHECK(r.standings["tables"] == 2);
  CHECK_FALSE(r.hands.empty());
  check_places(r, 12);
  REQUIRE(r.standings["standings"].size() == 12);
  for (const auto& s : r.standings["standings"]) {
    INFO(s.dump());
    CHECK((s["ended"] == "no-show") == (s["name"] == "silent"));
  }
  check_verifies(r.dir);
  check_nothing_left_running(r);
}
