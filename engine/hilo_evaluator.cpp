#include "engine/hilo_evaluator.hpp"

#include <bit>

namespace poker {
namespace {

// The rank of a low of five ranks: above every mask of the eight low ranks, so never 0 (no low),
// and higher for the lower hand (the header's encoding).
constexpr HandRank kLowRankTop = 256;
constexpr HandRank low_rank(unsigned mask) {
  return kLowRankTop - mask;
}

// The card's bit among the low ranks (ace 0, two 1, ..., eight 7), or 0 when it is above eight.
unsigned low_bit(Card c) {
  const unsigned aces_low = static_cast<unsigned>((c.rank() + 1) % 13);
  return aces_low <= 7 ? 1u << aces_low : 0;
}

constexpr unsigned lowest_bit(unsigned mask) {
  return mask & (0U - mask);
}

// Whether `mask` has three bits or more (std::popcount is a library call without -mpopcnt).
constexpr bool three_or_more(unsigned mask) {
  mask &= mask - 1;
  return (mask & (mask - 1)) != 0;
}

// The bits of `cards` when they are all low and of different ranks, else 0.
unsigned distinct_low_bits(std::span<const Card> cards) {
  unsigned mask = 0;
  for (const Card c : cards) {
    const unsigned bit = low_bit(c);
    if (bit == 0 || (mask & bit)) return 0;
    mask |= bit;
  }
  return mask;
}

}  // namespace

HandRank eight_or_better_low(std::span<const Card> five) {
  const unsigned mask = distinct_low_bits(five);
  return std::popcount(mask) == 5 ? low_rank(mask) : 0;
}

HandRank omaha_eight_or_better_low(std::span<const Card> hole, std::span<const Card> board) {
  // A low takes two different low ranks of the hole cards and three of the board, all five
  // different, and the smallest such mask is the best: only the ranks matter, not which cards
  // carry them. For each two of the hole's low ranks the best three are the board's three lowest
  // low ranks besides them (the two masks are disjoint, so the union's value is their sum).
  unsigned board_ranks = 0, hole_ranks = 0;
  for (const Card c : board) board_ranks |= low_bit(c);
  if (!three_or_more(board_ranks)) return 0;
  for (const Card c : hole) hole_ranks |= low_bit(c);
  unsigned best = 0;  // the best low's mask (0: none yet)
  for (unsigned first = hole_ranks; first != 0; first &= first - 1) {
    for (unsigned second = first & (first - 1); second != 0; second &= second - 1) {
      const unsigned two = lowest_bit(first) | lowest_bit(second);
      unsigned rest = board_ranks & ~two;
      if (!three_or_more(rest)) continue;
      unsigned three = 0;
      for (int i = 0; i < 3; ++i, rest &= rest - 1) three |= lowest_bit(rest);
      if (best == 0 || (two | three) < best) best = two | three;
    }
  }
  return best == 0 ? 0 : low_rank(best);
}

HandRank best_eight_or_better_low(std::span<const Card> cards) {
  unsigned mask = 0;
  for (const Card c : cards) mask |= low_bit(c);
  // Of two sets of five ranks the lower low has the smaller mask: the five lowest bits.
  unsigned five = 0;
  for (int i = 0; i < 5; ++i, mask &= mask - 1) {
    if (mask == 0) return 0;  // fewer than five low ranks
    five |= lowest_bit(mask);
  }
  return low_rank(five);
}

std::string eight_or_better_name(HandRank low) {
  if (low == 0 || low > kLowRankTop) return {};
  const unsigned mask = kLowRankTop - low;
  static constexpr char kLowRanks[] = "A2345678";
  std::string name;
  for (int bit = 7; bit >= 0; --bit) {
    if (!(mask >> bit & 1u)) continue;
    if (!name.empty()) name += '-';
    name += kLowRanks[bit];
  }
  return name;
}

}  // namespace poker
