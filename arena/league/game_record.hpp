#pragma once
// One finished game of a league as the league keeps it: what league.sqlite stores for it, and
// what the standings, the rating and the SPRT are computed from (always in game order, so they
// are the same whichever game finished first).
#include <cstdint>
#include <string>
#include <vector>

#include "arena/results/game_tally.hpp"

namespace arena {

// One bot's result in one game.
struct Placement {
  int bot = 0;  // index in the league's pool (settings order)
  int seat = 0;
  int place = 0;  // 1 = winner; tied bots share a place (R19)
  double points = 0;
  std::int64_t chips = 0;
  int hands = 0;
  int timeouts = 0;
  int protocol_errors = 0;
  std::string ended;               // finished, eliminated, crashed, no-show, absent
  std::string note;                // why it ended that way
  std::vector<GameTally> by_game;  // a mix (R44): its hands and net chips by game
};

struct GameRecord {
  int index = 0;  // 1-based
  int draw = 0;
  int rotation = 0;
  int hands = 0;
  std::vector<Placement> placements;  // by seat
};

}  // namespace arena
