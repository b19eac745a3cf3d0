#pragma once
// The `actions` array of a PHH hand written from a recorded hand: the deals, the betting, the
// draws and the showdown, in the order PokerKit's own reader (HandHistory.state_actions) applies
// them, so that it inserts nothing (issue 39; docs/POKERKIT.md). The showdown follows PokerKit's
// State: a showdown is held where the betting ended and, when players are all-in before the last
// street, again after each street dealt later; at each one every live hand with a face-down card
// shows or mucks (`pN sm ...`). So:
// - a shown hand is shown with the cards dealt so far; in stud its seventh card comes face down,
//   so after the last street it is shown again, whole (as the 2023 WSOP Players Championship
//   hands in PokerKit's data show it, e.g. razz hand 85);
// - a hand given up at showdown (R23, R24: folded as it reached showdown; R27: a losing hand not
//   shown) is mucked at the last showdown, after the whole board, and kept face down
//   (`pN sm ????`) at the earlier ones: a muck there would leave PokerKit's all-in runout with
//   one player, which it cannot deal on;
// - a live hand never shown at the table (the last hand left when the others gave up) is shown
//   in the file all the same: PokerKit's reader would insert a show of no card, which ranks no
//   hand where there is no board (stud, draw) or two hole cards must play (Omaha), and then
//   pays the pot to no one.
#include <string>
#include <vector>

#include "arena/results/recorded_hand.hpp"

namespace arena {

// Appends the hand's action lines to out, each a TOML string on a line of its own ("  \"d dh p1
// AhKd\",\n"), as the `actions` array's items. pnum[player] is the hand player's PHH number
// (p1 = 1).
void append_phh_actions(std::string& out, const RecordedHand& hand, const std::vector<int>& pnum);

}  // namespace arena
