#pragma once
// One level of a run's forced bets: the blinds and antes every hand at that level posts, and the
// chip unit its bets are sized by. A sit-and-go's schedule is a list of them; a match plays one.
#include "engine/hand.hpp"

namespace poker {

struct Level {
  Chips small_blind = 0;  // R7: when a schedule gives only the big blind, half of it rounded down
  Chips big_blind = 0;
  Chips ante = 0;
  AnteKind ante_kind = AnteKind::None;
  int length = 1;  // hands or orbits, by the schedule's unit
  // A level without blinds (the BlogNomic game's ante-only hands, R5, R8) gives the smallest bet;
  // fixed-limit then bets min_bet on pre-flop and flop and twice it on turn and river. 0 with
  // blinds.
  Chips min_bet = 0;
  bool operator==(const Level&) const = default;
};

// The chip unit bets are sized by: the big blind, or min_bet on an ante-only level.
inline Chips betting_unit(const Level& level) {
  return level.big_blind > 0 ? level.big_blind : level.min_bet;
}

// A stud hand's forced bets and bet sizes at a level (R43): one stake table for every game, as
// mixed-game events have it. The small bet is the level's betting unit (the limit hold'em small
// bet, R12), the big bet twice it; the bring-in a quarter of the small bet and each player's
// ante a fifth, rounded down, at least one chip (the WSOP Poker Players Championship's stud
// levels: ante 50,000, bring-in 75,000, bets 250,000/500,000).
struct StudStakes {
  Chips ante = 0;
  Chips bring_in = 0;
  Chips small_bet = 0;
  Chips big_bet = 0;
};
inline StudStakes stud_stakes(const Level& level) {
  const Chips small = betting_unit(level) > 0 ? betting_unit(level) : 1;
  const Chips fifth = small / 5 > 0 ? small / 5 : 1;
  const Chips quarter = small / 4 > 0 ? small / 4 : 1;
  return {fifth, quarter, small, 2 * small};
}

}  // namespace poker
