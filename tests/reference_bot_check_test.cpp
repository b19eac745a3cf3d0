// The reference bot (bots/reference.cpp) passes `arena check` in every game the arena deals and
// in both mixes, the plain Monte Carlo bot (bots/monte_carlo.cpp) in one game of each family:
// real programs against the real sample bots, every kind of turn asked, no fault.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/game.hpp"

#include "support/arena_command.hpp"
#include "support/paths.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// Every game of the engine's table, then the two mixes. Under the sanitizers (an arena at -O0;
// the bots are not instrumented) one game of each family: the arena's code a check runs is the same
// within a family, and the plain pass checks them all.
std::vector<std::string> games_for_the_reference_bot() {
  if (test_paths::sanitized())
    return {"holdem", "omaha-8", "2-7-triple-draw", "stud-8", "crazy-pineapple", "8-game"};
  std::vector<std::string> games;
  for (const poker::GameDef& game : poker::games()) games.emplace_back(game.name);
  games.emplace_back("horse");
  games.emplace_back("8-game");
  return games;
}

void check_in_games(const std::string& bot, const std::string& command,
                    const std::vector<std::string>& games) {
  const fs::path results = scratch_dir("check-" + bot);
  for (const std::string& game : games) {
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
  check_in_games("reference", "build/bin/reference --seed 1", games_for_the_reference_bot());
}

TEST_CASE("arena check: the plain Monte Carlo bot plays each family of games without a fault") {
  // One game of each kind its code tells apart (board, hi-lo, draw, stud, a mix): its play is
  // the same equity rule in all of them, and the reference bot's case covers every game.
  if (test_paths::sanitized()) {
    // Under the sanitizers (which do not instrument the bots) the arena's side of these checks
    // is the reference bot's case above, family by family: one game here.
    check_in_games("monte_carlo", "build/bin/monte_carlo --seed 1", {"holdem"});
    return;
  }
  check_in_games("monte_carlo", "build/bin/monte_carlo --seed 1",
                 {"holdem", "omaha-8", "2-7-triple-draw", "stud", "horse"});
}
