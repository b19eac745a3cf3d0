#pragma once
// The 169 classes of hold'em starting hands (AA, AKs, AKo, ...): two hands of one class differ
// only by a relabelling of suits, so they have the same equity against a uniform opponent and a
// push/fold chart needs one answer per class. A class is a cell of a 13 x 13 grid,
// `row * 13 + column`, ranks counted from the deuce (0) to the ace (12): on the diagonal a pair;
// where the row's rank is the higher, that suited hand; where the column's is, that offsuit hand.
#include <array>
#include <string>

#include "engine/card.hpp"

namespace push_fold {

inline constexpr int kClasses = 169;
inline constexpr int kRanks = 13;
inline constexpr int kCombos = 1326;  // two-card hands from 52 cards

constexpr int class_of(int high_rank, int low_rank, bool suited) {
  return suited ? high_rank * kRanks + low_rank : low_rank * kRanks + high_rank;
}

constexpr int class_of(poker::Card a, poker::Card b) {
  const int high = a.rank() > b.rank() ? a.rank() : b.rank();
  const int low = a.rank() > b.rank() ? b.rank() : a.rank();
  return class_of(high, low, a.suit() == b.suit() && high != low);
}

constexpr bool is_pair(int cls) {
  return cls / kRanks == cls % kRanks;
}
constexpr bool is_suited(int cls) {
  return cls / kRanks > cls % kRanks;
}

// Two-card hands in the class: 6 for a pair, 4 suited, 12 offsuit.
constexpr int combos_in(int cls) {
  return is_pair(cls) ? 6 : is_suited(cls) ? 4 : 12;
}

// "AA", "AKs", "T9o".
inline std::string class_name(int cls) {
  const int a = cls / kRanks, b = cls % kRanks;
  const int high = a > b ? a : b, low = a > b ? b : a;
  std::string name{poker::kRankChars[high], poker::kRankChars[low]};
  if (!is_pair(cls)) name += is_suited(cls) ? 's' : 'o';
  return name;
}

// Every two-card hand of the deck, as a pair of card indices, in one fixed order.
inline std::array<std::array<poker::Card, 2>, kCombos> all_combos() {
  std::array<std::array<poker::Card, 2>, kCombos> out{};
  int n = 0;
  for (int a = 0; a < poker::kDeckSize; ++a)
    for (int b = a + 1; b < poker::kDeckSize; ++b)
      out[static_cast<std::size_t>(n++)] = {poker::Card(static_cast<std::uint8_t>(a)),
                                            poker::Card(static_cast<std::uint8_t>(b))};
  return out;
}

}  // namespace push_fold
