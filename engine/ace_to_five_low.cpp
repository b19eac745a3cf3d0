#include "engine/ace_to_five_low.hpp"

#include <algorithm>
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

HandRank badness_of_five(const Card* five) {
  std::array<int, 14> count{};  // by aces-low rank 1..13
  for (int i = 0; i < 5; ++i) ++count[static_cast<std::size_t>((five[i].rank() + 1) % 13 + 1)];
  // Groups by size, then by rank, both descending.
  std::array<std::pair<int, int>, 5> groups{};
  int n = 0;
  for (int r = 13; r >= 1; --r)
    if (count[static_cast<std::size_t>(r)] > 0)
      groups[n++] = {count[static_cast<std::size_t>(r)], r};
  std::stable_sort(groups.begin(), groups.begin() + n,
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  HandRank badness = static_cast<HandRank>(kind_of(groups[0].first, n > 1 ? groups[1].first : 0))
                     << kKindShift;
  for (int i = 0; i < n; ++i)
    badness |= static_cast<HandRank>(groups[i].second) << (kKindShift - 4 * (i + 1));
  return badness;
}

}  // namespace

HandRank evaluate_ace_to_five(std::span<const Card> cards) {
  // Five different ranks among the cards: the five lowest make the best hand, which no paired
  // hand beats.
  unsigned ranks = 0;  // aces-low bit per rank, ace bit 0
  for (const Card c : cards) ranks |= 1u << ((c.rank() + 1) % 13);
  if (std::popcount(ranks) >= 5) {
    while (std::popcount(ranks) > 5) ranks &= ~(1u << (std::bit_width(ranks) - 1));
    HandRank badness = 0;
    int shift = kKindShift - 4;
    for (int bit = 12; bit >= 0; --bit)
      if (ranks >> bit & 1u) {
        badness |= static_cast<HandRank>(bit + 1) << shift;
        shift -= 4;
      }
    return kBadnessTop - badness;
  }
  // Fewer ranks than five: every choice of five is paired; try them all (at most 56).
  HandRank best = 0;
  const std::size_t n = cards.size();
  std::array<Card, 5> five{};
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b)
      for (std::size_t c = b + 1; c < n; ++c)
        for (std::size_t d = c + 1; d < n; ++d)
          for (std::size_t e = d + 1; e < n; ++e) {
            five = {cards[a], cards[b], cards[c], cards[d], cards[e]};
            best = std::max(best, kBadnessTop - badness_of_five(five.data()));
          }
  return best;
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
