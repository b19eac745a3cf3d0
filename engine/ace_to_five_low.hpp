#pragma once
// Razz's ranking, A-5 low (R42): the best five cards of a stud hand are the lowest; aces are low,
// straights and flushes do not count, and pairs do: any hand without a pair beats any hand with
// one, one pair beats two pair, and so on up to four of a kind. Hands of one kind compare by
// their ranks from the highest group down (the pair first), the lower winning: 5-4-3-2-A is the
// best hand.
//
// A rank keeps HandRank's convention, a higher number is a better hand, so the showdown compares
// razz hands as it does every other ranking.
#include <span>
#include <string>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"

namespace poker {

// The best A-5 low of five to eight known, distinct cards (the best five of them). Unchecked.
HandRank evaluate_ace_to_five(std::span<const Card> cards);
// Checked: throws std::invalid_argument unless 5 to 8 known, distinct cards.
HandRank evaluate_ace_to_five_checked(std::span<const Card> cards);

// The hand's five ranks, highest group first, as razz hands are read: "8-5-4-3-A", and with its
// kind when paired: "one pair 8-8-4-3-A".
std::string ace_to_five_name(HandRank rank);

}  // namespace poker
