#include "engine/short_deck.hpp"

#include <array>

#include "engine/evaluator_tables.hpp"

namespace poker {
namespace {

constexpr HandRank kWithinCategory = (HandRank{1} << eval_detail::kCategoryShift) - 1;

// The flush and the full house trade places (the flush is the rarer hand in 36 cards).
HandRank swap_flush_and_full_house(HandRank rank) {
  const Category c = category(rank);
  const Category to = c == Category::Flush       ? Category::FullHouse
                      : c == Category::FullHouse ? Category::Flush
                                                 : c;
  return (static_cast<HandRank>(to) << eval_detail::kCategoryShift) | (rank & kWithinCategory);
}

// The standard ranks of the lowest straight and straight flush (5-4-3-2-A): in 36 cards A-6-7-8-9
// takes their place.
HandRank lowest(bool suited) {
  std::array<Card, 5> wheel = {Card::from(3, 0), Card::from(2, suited ? 0 : 1), Card::from(1, 0),
                               Card::from(0, 0), Card::from(12, 0)};
  return evaluate5(wheel.data());
}

}  // namespace

HandRank short_deck_rank(HandRank standard, unsigned ranks, unsigned flush_ranks) {
  // A-6-7-8-9: the ace, six, seven, eight and nine (ranks 12, 4, 5, 6, 7), in one suit or any.
  constexpr unsigned kLowRun = 1u << 12 | 1u << 4 | 1u << 5 | 1u << 6 | 1u << 7;
  HandRank rank = standard;
  const Category c = category(rank);
  if ((flush_ranks & kLowRun) == kLowRun && c < Category::StraightFlush) {
    rank = lowest(true);
  } else if ((ranks & kLowRun) == kLowRun && c < Category::Straight) {
    rank = lowest(false);
  }
  return swap_flush_and_full_house(rank);
}

namespace {

// The short-deck rank of `cards` from their standard rank.
HandRank from_standard(HandRank standard, std::span<const Card> cards) {
  unsigned ranks = 0;
  std::array<unsigned, 4> by_suit{};
  std::array<int, 4> suited{};  // cards of each suit (distinct cards: their ranks' bits)
  for (const Card c : cards) {
    ranks |= 1u << c.rank();
    by_suit[static_cast<std::size_t>(c.suit())] |= 1u << c.rank();
    ++suited[static_cast<std::size_t>(c.suit())];
  }
  // Only a suit of five cards or more can hold the suited run: at most one among 7 cards.
  unsigned flush_ranks = 0;
  for (std::size_t s = 0; s < by_suit.size(); ++s)
    if (suited[s] >= 5) flush_ranks = by_suit[s];
  return short_deck_rank(standard, ranks, flush_ranks);
}

}  // namespace

HandRank evaluate_short_deck(std::span<const Card> cards) {
  return from_standard(evaluate(cards), cards);  // evaluate first: it refuses unknown or repeated
}

HandRank evaluate_short_deck7(const Card* seven) {
  return from_standard(evaluate7(seven), std::span<const Card>(seven, 7));
}

Category short_deck_category(HandRank rank) {
  return category(swap_flush_and_full_house(rank));
}

}  // namespace poker
