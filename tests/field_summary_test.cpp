// What a multi-table tournament prints about its field (issue 40, item 14): one line when the
// bots are ready (naming those that could not start), one when they are ended, and the advance
// requests of many bots summed up in one line, never one line per bot, which at 1000 bots buried
// the standings.
#include <doctest/doctest.h>

#include <string>

#include "support/arena_runner.hpp"

using namespace test_arena;

TEST_CASE("a multi-table tournament sums its field up in a line, not a line per bot") {
  const auto results = scratch_dir("field_summary");
  // Eight callers (each sends advance requests) and a bot that exits before hello.
  std::string bots = " --bot gone=build/bin/testbot_bad_exit_before_hello";
  for (int i = 1; i <= 8; ++i) bots += " --bot caller" + std::to_string(i) + "=build/bin/caller";
  const RunResult r =
      run_arena("run" + bots + " --table-size 3 --allow-absent --seed 40 --stack 500" + kUnhurried,
                "field", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(r.output.find("arena: 8 bots ready in ") != std::string::npos);
  CHECK(r.output.find("; 1 could not start: gone\n") != std::string::npos);
  CHECK(r.output.find("arena: 9 bots ended in ") != std::string::npos);
  CHECK(r.output.find("  advance requests of 8 bots: ") != std::string::npos);
  CHECK(r.output.find("caller1: advance requests") == std::string::npos);
}
