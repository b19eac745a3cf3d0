#pragma once
// Short-deck (6+) hold'em's ranking (R45), as PokerKit's ShortDeckHoldemLookup: the high poker
// hands of a 36-card deck, with two changes: a flush beats a full house, and A-6-7-8-9 is a
// straight (the lowest; suited, the lowest straight flush). Three of a kind stays below a
// straight. A rank keeps HandRank's convention: a higher number is a better hand.
#include <span>
#include <string_view>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"

namespace poker {

// The best five of 5 to 7 known, distinct cards. Unchecked beyond what evaluate() checks.
HandRank evaluate_short_deck(std::span<const Card> cards);
// The hand's category ("flush", "full house", ...) of a short-deck rank.
Category short_deck_category(HandRank rank);

}  // namespace poker
