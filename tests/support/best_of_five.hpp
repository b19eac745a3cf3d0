#pragma once
// Checking a seven-card evaluator against the definition: the best of the 21 hands of five.
#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"

namespace best_of_five {

// Seven distinct cards, each index drawn by `pick()` (again while it repeats one).
template <class Pick>
std::array<poker::Card, 7> distinct_seven(Pick pick) {
  std::array<poker::Card, 7> seven{};
  std::set<int> used;
  for (poker::Card& c : seven) {
    int index = 0;
    do {
      index = pick();
    } while (!used.insert(index).second);
    c = poker::Card{static_cast<std::uint8_t>(index)};
  }
  return seven;
}

// The best rank `evaluate` gives any five of the seven cards.
template <class Evaluate>
poker::HandRank best_of_fives(const std::array<poker::Card, 7>& seven, Evaluate evaluate) {
  poker::HandRank best = 0;
  for (int a = 0; a < 7; ++a)
    for (int b = a + 1; b < 7; ++b) {
      std::vector<poker::Card> five;
      for (int i = 0; i < 7; ++i)
        if (i != a && i != b) five.push_back(seven[static_cast<std::size_t>(i)]);
      best = std::max(best, evaluate(five));
    }
  return best;
}

}  // namespace best_of_five
