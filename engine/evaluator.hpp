#pragma once
// Hand evaluation: 5, 6 or 7 cards to a rank where a higher number is a better hand.
// Table-driven (tables at most 1 MB in all), no allocation per call.
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "engine/card.hpp"

namespace poker {

using HandRank = std::uint32_t;  // higher wins; equal ranks tie

enum class Category : std::uint8_t {
  HighCard,
  OnePair,
  TwoPair,
  ThreeOfAKind,
  Straight,
  Flush,
  FullHouse,
  FourOfAKind,
  StraightFlush,
};

// The best five-card rank among the given 5 to 7 known, distinct cards. Throws
// std::invalid_argument naming the problem for any other count, an unknown or a repeated card.
HandRank evaluate(std::span<const Card> cards);
// Unchecked fast paths (about 3 ns): the caller guarantees 7 (or 5) known, distinct cards. Bad
// cards never read outside the tables, but the rank they give means nothing.
HandRank evaluate7(const Card* seven);  // fast path for exactly 7 cards
HandRank evaluate5(const Card* five);

Category category(HandRank rank);
std::string_view category_name(Category category);  // "two pair", "straight flush", ...

// The five cards that make the rank, best first in display order (e.g. the pair first; a wheel
// straight shows 5-4-3-2-A). Validates like evaluate(). Not a hot path (tries every subset).
std::array<Card, 5> best_five(std::span<const Card> cards);

}  // namespace poker
