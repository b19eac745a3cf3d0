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

HandRank evaluate_short_deck(std::span<const Card> cards) {
  HandRank rank = evaluate(cards);
  // A-6-7-8-9: the ace, six, seven, eight and nine (ranks 12, 4, 5, 6, 7), in one suit or any.
  constexpr unsigned kLowRun = 1u << 12 | 1u << 4 | 1u << 5 | 1u << 6 | 1u << 7;
  unsigned ranks = 0;
  std::array<unsigned, 4> by_suit{};
  for (const Card c : cards) {
    ranks |= 1u << c.rank();
    by_suit[static_cast<std::size_t>(c.suit())] |= 1u << c.rank();
  }
  bool suited_run = false;
  for (const unsigned s : by_suit) suited_run = suited_run || (s & kLowRun) == kLowRun;
  const Category c = category(rank);
  if (suited_run && c < Category::StraightFlush) {
    rank = lowest(true);
  } else if ((ranks & kLowRun) == kLowRun && c < Category::Straight) {
    rank = lowest(false);
  }
  return swap_flush_and_full_house(rank);
}

Category short_deck_category(HandRank rank) {
  return category(swap_flush_and_full_house(rank));
}

}  // namespace poker
