#pragma once
// The low half of the hi-lo games (R38): eight or better. A low is five cards of different ranks,
// none above eight, aces low; straights and flushes do not count against it. The lower hand wins,
// compared from its highest card down, so 5-4-3-2-A (the wheel) is the best and 8-7-6-5-4 the
// worst that qualifies.
//
// A rank keeps HandRank's convention, a higher number is a better low, and 0 is no qualifying
// low: 256 minus the bit mask of the five ranks (ace bit 0, two bit 1, ..., eight bit 7), since
// of two five-rank sets the one with the higher top card has the larger mask.
#include <span>
#include <string>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"

namespace poker {

// Five known cards; 0 when they make no eight-or-better low.
HandRank eight_or_better_low(std::span<const Card> five);

// Omaha's low: exactly two of `hole` (2 to 5 cards) and three of `board` (3 to 5), the best of
// them, or 0 when no such five qualify (R37's rule for the low half too).
HandRank omaha_eight_or_better_low(std::span<const Card> hole, std::span<const Card> board);

// Stud's low: the best five of `cards` (five to eight: a stud hand, with the community card when
// one was dealt), which is the five lowest different ranks when they are all eight or lower, or
// 0. Unchecked: known, distinct cards.
HandRank best_eight_or_better_low(std::span<const Card> cards);

// "8-6-4-3-A": the low's ranks from the highest down. Empty for 0.
std::string eight_or_better_name(HandRank low);

}  // namespace poker
