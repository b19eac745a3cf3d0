// scripts/demo's tournament (docs/demo_tournament.json) with the real sample bots: a new user's
// first run must look like a tournament, not a shove-fest over in a dozen hands. Over a few seeds
// it lasts long enough for the blinds to rise several levels, and the players go out one by one
// along the way, the first of them not in the opening hands.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "support/arena_runner.hpp"

TEST_CASE("the demo plays a real tournament: levels rise and the eliminations are spread out") {
  const auto results = test_arena::scratch_dir("demo-tournament");
  for (const int seed : {1, 2, 3}) {
    const std::string name = "demo" + std::to_string(seed);
    const test_arena::RunResult r = test_arena::run_arena(
        "run --quiet --config docs/demo_tournament.json --seed " + std::to_string(seed), name,
        results);
    INFO("seed " << seed << ": " << r.output);
    REQUIRE(r.exit_code == 0);
    REQUIRE(r.standings["finished"] == true);
    const int hands = r.standings["hands"].get<int>();
    std::vector<int> out_at;  // the hand each eliminated player went out in
    for (const auto& bot : r.standings["standings"])
      if (bot["ended"] == "eliminated") out_at.push_back(bot["hands_played"].get<int>());
    std::sort(out_at.begin(), out_at.end());
    INFO("hands " << hands << ", first out in hand " << out_at.front());
    REQUIRE(out_at.size() == 5);  // six players, one winner
    CHECK(hands >= 60);
    CHECK(r.hands.back()["level"].get<int>() >= 4);
    CHECK(out_at.front() >= 10);
    // Not everyone at once: at least three different hands see a player go out.
    CHECK(std::unique(out_at.begin(), out_at.end()) - out_at.begin() >= 3);
  }
}
