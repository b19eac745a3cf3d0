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
// The same for exactly seven cards, unchecked (evaluate7's fast path: the showdown's known cards).
HandRank evaluate_short_deck7(const Card* seven);
// The same rank from the parts a caller counting hands by class already has: the standard rank
// of the cards (evaluate's), the ranks among them (bit per rank) and the ranks of the suit with
// five cards or more (0 when none: among 7 cards at most one suit has five).
HandRank short_deck_rank(HandRank standard, unsigned ranks, unsigned flush_ranks);
// The hand's category ("flush", "full house", ...) of a short-deck rank.
Category short_deck_category(HandRank rank);

}  // namespace poker
