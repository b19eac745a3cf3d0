#pragma once
// Checks every finished tournament must pass: chips conserved in every hand, places and points
// consistent, nothing left running.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>

#include "arena_runner.hpp"

namespace test_arena {

inline void check_chips_conserved(const RunResult& r, long long total) {
  REQUIRE(!r.hands.empty());
  for (const auto& hand : r.hands) {
    long long before = 0, after = 0;
    for (const auto& p : hand["players"]) before += p["stack"].get<long long>();
    for (const auto& s : hand["stacks"]) after += s["stack"].get<long long>();
    INFO("hand " << hand["hand"]);
    CHECK(before == total);
    CHECK(after == total);
  }
}

// Places are 1 + the number of bots placed strictly better (tied bots share a place), and the
// points paid add up to the points table.
inline void check_places(const RunResult& r, int entrants) {
  const auto& st = r.standings["standings"];
  REQUIRE(st.size() == static_cast<std::size_t>(entrants));
  double points = 0;
  long long chips = 0;
  for (const auto& s : st) {
    const int place = s["place"];
    int better = 0;
    for (const auto& o : st) better += o["place"].get<int>() < place ? 1 : 0;
    CHECK(place == better + 1);
    points += s["points"].get<double>();
    chips += s["chips"].get<long long>();
  }
  CHECK(points == doctest::Approx(entrants * (entrants - 1) / 2.0));
  (void)chips;
}

inline void check_nothing_left_running(const RunResult& r) {
  CHECK(processes_of_run(r.dir).empty());
}

}  // namespace test_arena
