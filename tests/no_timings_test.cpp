// --no-timings: for researchers who diff runs, the same seed and the same (seeded) bots give
// byte-identical hands.jsonl and standings.json, which verify still accepts.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "support/arena_command.hpp"

using namespace test_arena;

TEST_CASE("--no-timings: the same seed gives byte-identical hands.jsonl and standings.json") {
  const auto results = scratch_dir("no_timings");
  // caller pre-acts: whether its request arrives before its act is timing, and left out too.
  const std::string bots =
      " --bot a=build/bin/caller --bot b=build/bin/raiser --bot 'c=build/bin/random_bot --seed 3'";
  const auto play = [&](const std::string& dir, const std::string& kind) {
    const std::string args = kind == "match"
                                 ? "match --hands 120 --seed m --bot a=build/bin/caller --bot "
                                   "'b=build/bin/random_bot --seed 3'"
                                 : "run --seed s --stack 600" + bots;
    std::filesystem::create_directories(results / dir);
    return run_arena(args + kUnhurried + " --no-timings --quiet", "same", results / dir);
  };
  for (const std::string kind : {"run", "match"}) {
    CAPTURE(kind);
    const RunResult first = play(kind + "1", kind);
    const RunResult second = play(kind + "2", kind);
    INFO(first.output);
    REQUIRE(first.exit_code == 0);
    REQUIRE(second.exit_code == 0);
    const std::string hands = read_file(first.dir / "hands.jsonl");
    CHECK(!hands.empty());
    CHECK(hands == read_file(second.dir / "hands.jsonl"));
    CHECK(read_file(first.dir / "standings.json") == read_file(second.dir / "standings.json"));
    CHECK(hands.find("time_ms") == std::string::npos);
    CHECK(hands.find("\"advance\"") == std::string::npos);
    CHECK(read_file(first.dir / "standings.json").find("time_ms") == std::string::npos);
    CHECK(first.config["no_timings"] == true);
    const CommandResult verified = arena_command("verify " + quoted(first.dir));
    INFO(verified.err);
    CHECK(verified.exit_code == 0);
  }
  std::filesystem::remove_all(results);
}
