#pragma once
// PokerStars' words for the games other than hold'em (its hand-history format for Triple Draw
// 2-7 Lowball, Single Draw 2-7 Lowball, Badugi, 5 Card Draw, Omaha, 7 Card Stud and Razz): the
// game's title, the draw rounds' and stud streets' headers, the shown hands. Crazy Pineapple, which
// PokerStars never dealt, is written as hold'em with each discard shown (the organizer's view).
#include <string>
#include <vector>

#include "arena/results/recorded_hand.hpp"
#include "engine/game.hpp"

namespace arena {

// Stud's streets as PokerStars names them: "3rd Street" ... "6th Street", "River".
std::string pokerstars_stud_street(const std::string& street);

// "Hold'em No Limit", "Triple Draw 2-7 Lowball Limit", "Badugi Limit", "5 Card Draw Pot Limit".
std::string pokerstars_game_name(const RecordedHand& hand);

// "*** FIRST DRAW ***", "*** SECOND DRAW ***", "*** THIRD DRAW ***" for the hand's draw rounds
// counted from 1.
std::string pokerstars_draw_header(int round);

// A shown hand in words by the game's ranking: high hands as pokerstars_hand_description (with
// the board), hi-lo "HI: ...; LO: 7,5,4,2,A", 2-7 lows "Lo: 8,7,4,3,2", razz "Lo: 8,5,4,3,A",
// badugi "Badugi: 7,4,3,2" ("3-card: 7,4,2").
std::string pokerstars_shown_hand(const RecordedHand& hand, const std::vector<std::string>& cards);

// Where a folded player left a draw game's hand, for the summary: "folded before the Draw",
// "folded after the 1st Draw". `draws_seen`: the draw rounds dealt before the fold.
std::string pokerstars_draw_fold(int draws_seen);

}  // namespace arena
