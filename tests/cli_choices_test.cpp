// Flags that take one of a few words refuse anything else in words, naming the flag and the
// valid choices, never with CLI11's internal text; the real arena program, as a user types it.
#include <doctest/doctest.h>

#include <string>

#include "support/arena_command.hpp"

using namespace test_arena;

namespace {

// The arena's stderr for `args`, which must fail.
std::string refusal(const std::string& args) {
  const CommandResult r = arena_command(args);
  INFO(args);
  CHECK(r.exit_code != 0);
  return r.err + r.out;
}

}  // namespace

TEST_CASE("unknown choices are answered in words with the valid ones, for every choice flag") {
  const std::string run = "run --bot a=build/bin/caller --bot b=build/bin/caller --quiet";
  CHECK(refusal("export --format html results/none")
            .find("--format: 'html' is not one of: pokerstars, phh") != std::string::npos);
  CHECK(refusal(run + " --log-level loud")
            .find("--log-level: 'loud' is not one of: trace, debug, info, warn, error, off") !=
        std::string::npos);
  CHECK(refusal(run + " --structure limit")
            .find("--structure: unknown structure 'limit' (expected no-limit, pot-limit or "
                  "fixed-limit)") != std::string::npos);
  CHECK(refusal(run + " --cpu many")
            .find("--cpu: 'many' is not a CPU: use auto, off or a CPU "
                  "number") != std::string::npos);
  CHECK(refusal("match --bot a=build/bin/caller --bot b=build/bin/caller --ante 5 --ante-kind "
                "dead")
            .find("unknown kind 'dead' (expected every-player, big-blind or none)") !=
        std::string::npos);
  // None of them shows CLI11's own wording.
  for (const std::string& args :
       {std::string("export --format html results/none"), run + " --log-level loud"})
    CHECK(refusal(args).find("Check") == std::string::npos);
}

TEST_CASE("a bad setting's message names the flag as the user typed it") {
  const std::string run = "run --bot a=build/bin/caller --bot b=build/bin/caller --quiet";
  CHECK(refusal(run + " --stack 0").find("command line: --stack: must be at least 1, got 0") !=
        std::string::npos);
  CHECK(refusal(run + " --results ''").find("command line: --results: must not be empty") !=
        std::string::npos);
  CHECK(refusal(run + " --stderr-cap -1")
            .find("command line: --stderr-cap: must be at least 0, got -1") != std::string::npos);
}
