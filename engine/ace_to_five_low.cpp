#include "engine/ace_to_five_low.hpp"

#include <array>
#include <bit>
#include <stdexcept>

namespace poker {
namespace {

// A hand's badness: its kind (0 no pair, 1 one pair, 2 two pair, 3 three of a kind, 4 full house,
// 5 four of a kind) above its group ranks, aces 1 to kings 13, four bits each from the first
// group (most cards, then highest) down. A lower badness is a better low.
constexpr int kKindShift = 20;
constexpr HandRank kBadnessTop = HandRank{1} << 24;

int kind_of(int first_group, int second_group) {
  if (first_group == 4) return 5;
  if (first_group == 3) return second_group == 2 ? 4 : 3;
  if (first_group == 2) return second_group == 2 ? 2 : 1;
  return 0;
}

}  // namespace

HandRank evaluate_ace_to_five(std::span<const Card> cards) {
  // Most hands hold five different ranks: the five lowest are the hand, which no paired hand
  // beats. Ranks as bits, aces low (bit 0).
  unsigned ranks = 0;
  for (const Card c : cards) ranks |= 1u << ((c.rank() + 1) % 13);
  if (std::popcount(ranks) >= 5) {
    HandRank badness = 0;
    for (int k = 0; k < 5; ++k) {  // lowest first: each lower rank goes one nibble further down
      const int bit = std::countr_zero(ranks);
      ranks &= ranks - 1;
      badness |= static_cast<HandRank>(bit + 1) << (kKindShift - 4 * (5 - k));
    }
    return kBadnessTop - badness;
  }
  std::array<std::uint8_t, 14> count{};  // by aces-low rank 1..13
  for (const Card c : cards) ++count[static_cast<std::size_t>((c.rank() + 1) % 13 + 1)];
  // Paired: one card of each rank from the lowest up, then second cards from the lowest rank
  // up, and so on. Each pass adds the fewest and lowest duplicates there can be, so no
  // other choice of five is better: with five ranks no pair, else the lowest pairs, then the
  // lowest trips.
  std::array<std::uint8_t, 14> taken{};
  int left = 5;
  for (int copy = 1; copy <= 4 && left > 0; ++copy)
    for (std::size_t r = 1; r <= 13 && left > 0; ++r)
      if (count[r] >= copy) {
        ++taken[r];
        --left;
      }
  // Groups by size, then by rank, both descending.
  HandRank badness = 0;
  int shift = kKindShift - 4;
  int first_group = 0, second_group = 0;
  for (int size = 4; size >= 1; --size)
    for (int r = 13; r >= 1; --r)
      if (taken[static_cast<std::size_t>(r)] == size) {
        if (first_group == 0) {
          first_group = size;
        } else if (second_group == 0) {
          second_group = size;
        }
        badness |= static_cast<HandRank>(r) << shift;
        shift -= 4;
      }
  badness |= static_cast<HandRank>(kind_of(first_group, second_group)) << kKindShift;
  return kBadnessTop - badness;
}

HandRank evaluate_ace_to_five_checked(std::span<const Card> cards) {
  if (cards.size() < 5 || cards.size() > 8)
    throw std::invalid_argument("A-5 low: a hand takes 5 to 8 cards, got " +
                                std::to_string(cards.size()));
  std::uint64_t seen = 0;
  for (const Card c : cards) {
    if (!c.known()) throw std::invalid_argument("A-5 low: an unknown card");
    if (seen >> c.index & 1u) throw std::invalid_argument("A-5 low: a card repeated");
    seen |= std::uint64_t{1} << c.index;
  }
  return evaluate_ace_to_five(cards);
}

std::string ace_to_five_name(HandRank rank) {
  if (rank == 0 || rank > kBadnessTop) return {};
  const HandRank badness = kBadnessTop - rank;
  static constexpr const char* kKinds[] = {
      "", "one pair ", "two pair ", "three of a kind ", "full house ", "four of a kind "};
  // How many cards each group holds, by kind.
  static constexpr int kSizes[6][5] = {{1, 1, 1, 1, 1}, {2, 1, 1, 1, 0}, {2, 2, 1, 0, 0},
                                       {3, 1, 1, 0, 0}, {3, 2, 0, 0, 0}, {4, 1, 0, 0, 0}};
  static constexpr char kRanks[] = "?A23456789TJQK";
  const int kind = static_cast<int>(badness >> kKindShift);
  if (kind > 5) return {};
  std::string name = kKinds[kind];
  bool first = true;
  for (int g = 0; g < 5 && kSizes[kind][g] > 0; ++g) {
    const int r = static_cast<int>(badness >> (kKindShift - 4 * (g + 1)) & 15u);
    for (int k = 0; k < kSizes[kind][g]; ++k) {
      if (!first) name += '-';
      name += kRanks[r];
      first = false;
    }
  }
  return name;
}

}  // namespace poker
