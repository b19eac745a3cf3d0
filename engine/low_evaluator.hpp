#pragma once
// The low rankings of the draw games: 2-7 lowball (five cards, aces high only, straights and
// flushes count against a hand, A-2-3-4-5 is ace-high) and badugi (four cards, aces low, only
// the largest set with no two cards of one rank or one suit counts). The RULES.md rulings
// "2-7 lowball ranks low" and "badugi ranks low" are these functions.
//
// A rank keeps HandRank's convention: a higher number is a better hand for the game, so one
// showdown compares hands of any ranking. Ranks of different rankings never compare.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"

namespace poker {

// 2-7 lowball: derived from the high rank (one table lookup, about as fast as evaluate5), with
// the wheel moved from the straights to just below A-6-4-3-2, where an ace-high hand belongs.
// Unchecked: the caller guarantees five known, distinct cards.
HandRank evaluate_deuce_to_seven(const Card* five);
// Checked: throws std::invalid_argument naming the problem unless exactly five known, distinct
// cards.
HandRank evaluate_deuce_to_seven(std::span<const Card> five);

// Badugi: a table of every four-card hand (270,725 of them, built on first use, 529 KiB),
// indexed by the sorted cards. Unchecked: four known, distinct cards.
HandRank evaluate_badugi(const Card* four);
// Checked: exactly four known, distinct cards.
HandRank evaluate_badugi(std::span<const Card> four);

// How many cards a badugi rank counts (1 to 4): "a three-card badugi".
int badugi_size(HandRank rank);

// The cards that make a badugi rank: the largest rainbow set of distinct ranks, lowest-ranking
// set when several exist, highest card first (aces low). Checked like evaluate_badugi.
std::vector<Card> badugi_cards(std::span<const Card> four);

// A hand's low cards highest first, as lowball hands are read: "7-5-4-3-2" (2-7: aces high;
// badugi: aces low, the counted cards only).
std::string deuce_to_seven_name(std::span<const Card> five);
std::string badugi_name(std::span<const Card> four);

}  // namespace poker
