// The reference bot (bots/reference.cpp) and the plain Monte Carlo bot (bots/monte_carlo.cpp)
// pass `arena check` in every game the arena deals and in both mixes: real programs against the
// real sample bots, every kind of turn asked, no fault.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "support/arena_command.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

constexpr const char* kGames[] = {
    "holdem", "2-7-single-draw", "2-7-triple-draw",  "badugi",    "5-card-draw", "crazy-pineapple",
    "omaha",  "omaha-8",         "omaha-5",          "omaha-5-8", "stud",        "stud-8",
    "razz",   "short-deck",      "blognomic-holdem", "horse",     "8-game"};

void check_in_every_game(const std::string& bot, const std::string& command) {
  const fs::path results = scratch_dir("check-" + bot);
  for (const char* game : kGames) {
    const CommandResult r =
        arena_command("check --quiet --results " + quoted(results) + " --name " + bot + "-" + game +
                      " --seed check-" + game + " --game " + game + " '" + command + "'");
    INFO(game);
    INFO(r.out);
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("no faults: ready to play") != std::string::npos);
  }
}

}  // namespace

TEST_CASE("arena check: the reference bot plays every game without a fault") {
  check_in_every_game("reference", "build/bin/reference --seed 1");
}

TEST_CASE("arena check: the plain Monte Carlo bot plays every game without a fault") {
  check_in_every_game("monte_carlo", "build/bin/monte_carlo --seed 1");
}
