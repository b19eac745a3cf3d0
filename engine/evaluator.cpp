#include "engine/evaluator.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "engine/evaluator_tables.hpp"

namespace poker {
namespace {

using eval_detail::g_tables;

// The rare branch (about 3% of random 7-card hands), kept out of line so the common path
// stays short: find the flush suit's rank mask and look it up.
[[gnu::noinline]] HandRank flush_rank(std::uint32_t flush_bits, const Card* cards, int n) {
  // Only one suit can reach five among at most seven cards.
  const int suit = std::countr_zero(flush_bits) >> 2;
  std::uint64_t bits = 0;
  for (int i = 0; i < n; ++i) bits |= g_tables.card_suit_bit[cards[i].index];
  return g_tables.flush_rank[(bits >> (16 * suit)) & 0x1FFF];
}

// Rank of N cards (5 to 7) from the tables: constant data, complete before main, so nothing is
// checked or built here.
template <int N>
inline HandRank evaluate_n(const Card* cards) {
  const auto& k = g_tables.card_key;
  std::uint64_t key = 0;
  for (int i = 0; i < N; ++i) key += k[cards[i].index];  // unrolled: N is a constant
  const auto suit_counts = static_cast<std::uint32_t>(key);
  const std::uint32_t flush_bits =
      (suit_counts + eval_detail::kSuitFlushBias) & eval_detail::kSuitFlushTest;
  if (flush_bits != 0) [[unlikely]]
    return flush_rank(flush_bits, cards, N);
  return g_tables
      .rank_by_slot[eval_detail::slot_of(g_tables, static_cast<std::uint32_t>(key >> 32))];
}

// Throws std::invalid_argument naming the caller and the problem unless `cards` holds 5 to 7
// known, distinct cards.
void check_cards(std::span<const Card> cards, const char* caller) {
  if (cards.size() < 5 || cards.size() > 7)
    throw std::invalid_argument(std::string(caller) + ": needs 5 to 7 cards, got " +
                                std::to_string(cards.size()));
  std::uint64_t seen = 0;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const Card c = cards[i];
    if (!c.known())
      throw std::invalid_argument(std::string(caller) + ": card " + std::to_string(i) +
                                  " is not a known card (index " + std::to_string(c.index) + ")");
    const std::uint64_t bit = std::uint64_t{1} << c.index;
    if (seen & bit)
      throw std::invalid_argument(std::string(caller) + ": card " + to_string(c) +
                                  " appears twice");
    seen |= bit;
  }
}

// Sorts a made hand for display: bigger groups first (quads, trips, pairs), higher ranks
// first within; a wheel straight shows its ace last (5-4-3-2-A).
void order_for_display(std::array<Card, 5>& five, Category category) {
  std::array<int, 13> count{};
  for (Card c : five) ++count[c.rank()];
  std::sort(five.begin(), five.end(), [&](Card a, Card b) {
    if (count[a.rank()] != count[b.rank()]) return count[a.rank()] > count[b.rank()];
    if (a.rank() != b.rank()) return a.rank() > b.rank();
    return a.suit() > b.suit();
  });
  const bool straight = category == Category::Straight || category == Category::StraightFlush;
  if (straight && five[0].rank() == 12 && five[1].rank() == 3)
    std::rotate(five.begin(), five.begin() + 1, five.end());
}

}  // namespace

HandRank evaluate7(const Card* seven) {
  return evaluate_n<7>(seven);
}

HandRank evaluate5(const Card* five) {
  return evaluate_n<5>(five);
}

HandRank evaluate(std::span<const Card> cards) {
  check_cards(cards, "evaluate");
  if (cards.size() == 7) return evaluate_n<7>(cards.data());
  if (cards.size() == 6) return evaluate_n<6>(cards.data());
  return evaluate_n<5>(cards.data());
}

Category category(HandRank rank) {
  const HandRank c = rank >> eval_detail::kCategoryShift;
  return static_cast<Category>(
      std::min<HandRank>(c, static_cast<HandRank>(Category::StraightFlush)));
}

std::string_view category_name(Category category) {
  switch (category) {
    case Category::HighCard:
      return "high card";
    case Category::OnePair:
      return "one pair";
    case Category::TwoPair:
      return "two pair";
    case Category::ThreeOfAKind:
      return "three of a kind";
    case Category::Straight:
      return "straight";
    case Category::Flush:
      return "flush";
    case Category::FullHouse:
      return "full house";
    case Category::FourOfAKind:
      return "four of a kind";
    case Category::StraightFlush:
      return "straight flush";
  }
  return "unknown category";
}

// The 21 masks of five of seven cards in increasing order (a showdown shows a best five for
// every player: counting the bits of all 128 masks cost more than evaluating the 21).
constexpr std::array<unsigned, 21> kFiveOfSeven = [] {
  std::array<unsigned, 21> masks{};
  std::size_t m = 0;
  for (unsigned subset = 0; subset < (1u << 7); ++subset)
    if (std::popcount(subset) == 5) masks[m++] = subset;
  return masks;
}();

std::array<Card, 5> best_five(std::span<const Card> cards) {
  check_cards(cards, "best_five");
  // At most 21 five-card subsets: try them all, keep the first best (deterministic on ties).
  // The subsets of n cards are the prefix of kFiveOfSeven below 2^n, in increasing order.
  const unsigned n = static_cast<unsigned>(cards.size());
  std::array<Card, 5> best{};
  HandRank best_rank = 0;
  for (const unsigned subset : kFiveOfSeven) {
    if (subset >= (1u << n)) break;
    std::array<Card, 5> five{};
    int m = 0;
    for (unsigned i = 0; i < n; ++i)
      if (subset & (1u << i)) five[m++] = cards[i];
    const HandRank r = evaluate5(five.data());
    if (r > best_rank) {
      best_rank = r;
      best = five;
    }
  }
  order_for_display(best, category(best_rank));
  return best;
}

}  // namespace poker
