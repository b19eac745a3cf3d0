#pragma once
// One entry of a PHH `actions` array, parsed from the standard's notation:
//   "d dh p1 AhKd"   hole cards dealt to player 1 ("????" = unknown)
//   "d db Jc3d5c"    board cards
//   "p3 cbr 7000"    complete, bet or raise TO 7000 (a street total, not an increment)
//   "p1 cc"          check or call          "p2 f"   fold
//   "p1 sm AcAd"     show (no cards: muck)  "p1 sm -" show the cards dealt earlier
//   "p1 pb", "p1 sd" bring-in, discard: stud and draw games only
// Anything after '#' is commentary; an empty or comment-only entry is a no-op.
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/card.hpp"

namespace arena::phh {

enum class PhhActionKind {
  NoOp,
  DealHole,   // player, cards
  DealBoard,  // cards
  Fold,       // player
  CheckCall,  // player
  BetRaise,   // player, amount ("raise to")
  ShowMuck,   // player, cards (empty: muck); shows_dealt for "-"
  BringIn,    // player (stud only: not replayable in hold'em)
  Discard,    // player, cards (draw only)
};

struct PhhAction {
  PhhActionKind kind = PhhActionKind::NoOp;
  int player = -1;  // 0-based (p1 -> 0); -1 for the dealer or a no-op
  std::vector<poker::Card> cards;
  double amount = 0;         // cbr
  bool shows_dealt = false;  // "sm -": the hole cards already dealt
  std::string commentary;
};

// Parses one action string; on failure returns a message saying what is wrong with it.
std::variant<PhhAction, std::string> parse_phh_action(std::string_view text);

}  // namespace arena::phh
