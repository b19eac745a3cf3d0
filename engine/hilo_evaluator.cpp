#include "engine/hilo_evaluator.hpp"

#include <algorithm>
#include <array>
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
  std::array<unsigned, 10> pairs{}, triples{};
  std::size_t np = 0, nt = 0;
  for (std::size_t i = 0; i + 1 < hole.size(); ++i)
    for (std::size_t j = i + 1; j < hole.size(); ++j)
      if (const unsigned m = distinct_low_bits(std::array<Card, 2>{hole[i], hole[j]}); m != 0)
        pairs[np++] = m;
  for (std::size_t x = 0; x + 2 < board.size(); ++x)
    for (std::size_t y = x + 1; y + 1 < board.size(); ++y)
      for (std::size_t z = y + 1; z < board.size(); ++z)
        if (const unsigned m = distinct_low_bits(std::array<Card, 3>{board[x], board[y], board[z]});
            m != 0)
          triples[nt++] = m;
  HandRank best = 0;
  for (std::size_t p = 0; p < np; ++p)
    for (std::size_t t = 0; t < nt; ++t)
      if ((pairs[p] & triples[t]) == 0) best = std::max(best, low_rank(pairs[p] | triples[t]));
  return best;
}

HandRank best_eight_or_better_low(std::span<const Card> cards) {
  unsigned mask = 0;
  for (const Card c : cards) mask |= low_bit(c);
  if (std::popcount(mask) < 5) return 0;
  // Of two sets of five ranks the lower low has the smaller mask: keep the five lowest bits.
  while (std::popcount(mask) > 5) mask &= ~(1u << (std::bit_width(mask) - 1));
  return low_rank(mask);
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
