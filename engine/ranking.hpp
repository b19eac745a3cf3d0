#pragma once
// The ranking table: one entry per Ranking (game.hpp) with everything that depends on how a
// showdown ranks hands: the showdown's evaluation (unchecked for the hand, checked for cards
// from outside), the low half of its hi-lo form (R38), the shown hand's name on the wire and in
// the logs, a high hand's five cards, PokerStars' words, and whether R47's exact runout count
// ranks it. A game row names its entry (GameDef::ranking); nothing else switches on a Ranking.
// The hand resolves the entry once per showdown and calls its evaluator for each player.
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/game.hpp"

namespace poker {

// A player's rank at showdown from the cards held (stud: every card dealt to the player; a draw
// game: the hand after the draws) and the community cards.
using Ranker = HandRank (*)(std::span<const Card> hole, std::span<const Card> board);

// PokerStars' words for a high poker hand of 5 to 7 cards ("a pair of Aces"): the export's own,
// given by the caller (the engine writes no PokerStars text of its own but a ranking's).
using HighWords = std::string (*)(std::span<const Card> cards);

struct RankingRule {
  Ranking id = Ranking::High;
  std::string_view name;  // to_string(Ranking): "high", "2-7-low", "omaha", ...
  // Shown hands are high poker hands (high card to straight flush), named by their category and
  // shown with their best five cards; the other rankings name a hand by their own words.
  bool high_categories = false;
  // R47's exact runout count (runout_shares.hpp) ranks these hands (high, or short-deck's order).
  bool counts_runouts = false;
  // Stud's openers by the low (razz, R39, R40): the highest up card brings in, aces low, and the
  // lowest hand showing opens the later streets.
  bool low_showing_opens = false;
  // Unchecked: every card known and distinct, as many as the game deals (the hand's showdown).
  Ranker rank = nullptr;
  // Checked: throws std::invalid_argument when the cards do not fit (a count, an unknown or a
  // repeated card).
  Ranker rank_checked = nullptr;
  // The eight-or-better low (R38) of the same cards, 0 for none; nullptr: no hi-lo form.
  Ranker eight_or_better_low = nullptr;
  // The shown hand in words ("two pair", "8-6-5-4-2", "badugi 7-4-3-2"); `rank` is rank's.
  std::string (*hand_name)(HandRank rank, std::span<const Card> hole) = nullptr;
  // A high hand's five cards in best_five()'s display order; nullopt while the cards make no
  // five. nullptr for the rankings without high_categories.
  std::optional<std::array<Card, 5>> (*best_five)(std::span<const Card> hole,
                                                  std::span<const Card> board) = nullptr;
  // PokerStars' words for a shown hand (checked): "a flush, Ace high", "Lo: 8,7,4,3,2",
  // "Badugi: 7,4,3,2"; with `hi_lo`, "HI: ...; LO: 7,5,4,2,A" (the LO part only when one
  // qualifies).
  std::string (*pokerstars_words)(std::span<const Card> hole, std::span<const Card> board,
                                  bool hi_lo, HighWords high) = nullptr;
};

const RankingRule& ranking_rule(Ranking ranking);

}  // namespace poker
