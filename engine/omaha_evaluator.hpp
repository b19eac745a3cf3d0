#pragma once
// Omaha's high ranking: the best five cards made of exactly two of the player's hole cards and
// exactly three of the board's (docs/RULES.md, "Omaha uses exactly two hole cards"). A four-card
// flush in the hand with one of its suit on the board is no flush; four board cards of a
// straight are no straight with one hole card. Ranks are evaluate()'s: they compare with any
// high hand's.
#include <array>
#include <span>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"

namespace poker {

// Unchecked: `hole` holds 2 to 5 known, distinct cards and `board` 3 to 5, none shared; every
// pair of the hole with every three of the board (60 five-card ranks for 4 and 5 cards).
HandRank evaluate_omaha(std::span<const Card> hole, std::span<const Card> board);

// Checked: throws std::invalid_argument naming the problem (a count, an unknown or repeated
// card).
HandRank evaluate_omaha_checked(std::span<const Card> hole, std::span<const Card> board);

// The five cards of the best such hand, in best_five()'s display order.
std::array<Card, 5> omaha_best_five(std::span<const Card> hole, std::span<const Card> board);

}  // namespace poker
