// R35 through the real arena: with --faulted-bots rank-last a bot that crashed in the first hand,
// and so outlasted two bots busted later while it was blinded out (R24), is placed last; the
// standings say who moved, and `arena verify` re-derives the same places.
#include <doctest/doctest.h>

#include <string>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

TEST_CASE("R35 rank-last places a crashed bot below the bots busted after it, and verify agrees") {
  const auto results = scratch_dir("faulted-last");
  const std::string table =
      " --quiet --seed 1 --schedule schedules/hyper_turbo.json --stack 400 --decision-ms 300"
      " --allow-absent --bot crash=build/bin/testbot_bad_crash_midhand --bot "
      "raiser=build/bin/raiser"
      " --bot r2=build/bin/raiser --bot caller=build/bin/caller";
  const RunResult as_eliminated = run_arena("run" + table, "as-eliminated", results);
  REQUIRE(as_eliminated.exit_code == 0);
  CHECK(standing_of(as_eliminated, "crash")["place"] == 2);  // today's placing: by its stack

  const RunResult last = run_arena("run" + table + " --faulted-bots rank-last", "last", results);
  INFO(last.output);
  REQUIRE(last.exit_code == 0);
  check_chips_conserved(last, 4 * 400);
  const auto crash = standing_of(last, "crash");
  CHECK(crash["ended"] == "crashed");
  CHECK(crash["place"] == 4);
  CHECK(crash["points"] == 0.0);
  CHECK(crash["moved_from_place"] == 2);
  for (const char* busted : {"r2", "caller"}) {
    const auto s = standing_of(last, busted);
    CHECK(s["place"] == 2);  // still tied (R19), now above the crashed bot
    CHECK(s["points"] == 1.5);
    CHECK(s["moved_from_place"] == 3);
  }
  CHECK(!standing_of(last, "raiser").contains("moved_from_place"));
  const CommandResult verified = arena_command("verify " + quoted(last.dir));
  INFO(verified.out, verified.err);
  CHECK(verified.exit_code == 0);
}

// Issue 40, item 2: a multi-table field is placed as a league is, faulted bots last unless told
// otherwise; as-eliminated (one table's default) placed the crashed bot third of six here.
TEST_CASE("R35 a multi-table tournament places a crashed bot last by default") {
  const auto results = scratch_dir("faulted-multi-table");
  const std::string field =
      " --quiet --seed 1 --schedule schedules/hyper_turbo.json --stack 400 --table-size 3" +
      kUnhurried +
      " --allow-absent --bot crash=build/bin/testbot_bad_crash_midhand"
      " --bot raiser=build/bin/raiser --bot r2=build/bin/raiser --bot caller=build/bin/caller"
      " --bot c2=build/bin/caller --bot c3=build/bin/caller";
  const RunResult by_default = run_arena("run" + field, "default", results);
  INFO(by_default.output);
  REQUIRE(by_default.exit_code == 0);
  CHECK(by_default.config["faulted_bots"] == "rank-last");
  CHECK(standing_of(by_default, "crash")["place"] == 6);
  CHECK(standing_of(by_default, "crash")["moved_from_place"] == 3);
  const CommandResult verified = arena_command("verify " + quoted(by_default.dir));
  INFO(verified.out, verified.err);
  CHECK(verified.exit_code == 0);

  const RunResult old =
      run_arena("run" + field + " --faulted-bots as-eliminated", "as-eliminated", results);
  REQUIRE(old.exit_code == 0);
  CHECK(standing_of(old, "crash")["place"] == 3);
}
