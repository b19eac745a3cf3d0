#pragma once
// Pots in layers (R14): private helper of the hand state machine.
#include <array>
#include <cstdint>

#include "engine/hand.hpp"

namespace poker {

struct PotLayer {
  Chips amount = 0;
  std::uint16_t eligible = 0;  // bit p set: player p may win this pot
};

// Builds the main pot and side pots from what each player put in this hand: one layer per
// distinct amount a live (unfolded) player put in, each layer taking from every player (folded
// ones included) the chips between the previous level and its own. A live player is eligible
// for the layers they covered. `main_pot_chips` (antes that are dead money for everyone, R5)
// join the lowest layer, which every live player is eligible for. Chips above the highest live
// level (folded players' chips nobody live matched) join the last layer so nothing is lost.
// Empty layers are dropped. Returns the number of pots.
int build_pots(const std::array<Chips, kMaxPlayers>& put_in, std::uint16_t live_mask, int players,
               Chips main_pot_chips, PotLayers& pots);

// Restricts every pot's eligibility to `keep` and merges neighbouring pots that end up with the
// same eligible players (as PokerKit does). Returns the new number of pots.
int restrict_pots(PotLayers& pots, int count, std::uint16_t keep);

}  // namespace poker
