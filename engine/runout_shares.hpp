#pragma once
// Every runout of a two-card, five-card-board hand ranked high (hold'em, short-deck) counted
// exactly for R47's all-in equity, by class rather than one by one. A runout with fewer than
// three cards of any suit on the board gives nobody a flush, so every player's rank, and who
// wins each pot, depends on the board's ranks alone: those runouts are counted once per rank
// multiset, times the ways to deal it. The runouts with three or more of one suit on the board
// are then counted apart by that suit's cards and the other ranks, and only where one of the
// players makes a flush (elsewhere the rank count was right): the count by ranks taken off, the
// true outcome put in. A pre-flop heads-up all-in is some 6,000 rank multisets and a few ten
// thousand flush classes instead of 1,712,304 boards, with the same whole-number shares.
#include <array>
#include <cstdint>
#include <span>

#include "engine/card.hpp"
#include "engine/hand.hpp"
#include "engine/hand_pots.hpp"

namespace poker {

// A pot's share is counted in 2520ths (the least common multiple of 1..10), so a pot split
// among any number of the ten players adds a whole number.
inline constexpr std::uint64_t kWholeShare = 2520;

// The deal at the last decision, as the runouts' count needs it.
struct RunoutDeal {
  int players = 0;                                      // players in the hand
  std::uint16_t live = 0;                               // bit p: player p is still in
  std::array<std::array<Card, 2>, kMaxPlayers> hole{};  // of the live players
  std::span<const Card> known_board;                    // the board dealt before the last decision
  int runout = 0;                                       // board cards still to come
  std::uint64_t unseen = 0;  // bit per Card::index: the cards the runout is dealt from
  bool short_deck = false;   // ranked as short-deck (R45), else high
};

struct RunoutShares {
  // [pot][player]: the sum over every runout of the player's share of that pot, in kWholeShare.
  std::array<std::array<std::uint64_t, kMaxPlayers>, kMaxPlayers> share{};
  std::uint64_t runouts = 0;  // how many runouts there are
};

// Each pot (its chips aside: only who is eligible matters) goes, on every runout, in equal
// shares to its eligible players with the best hand of seven. The same sums as enumerating
// every runout and ranking each player's seven cards with evaluate7 or evaluate_short_deck.
RunoutShares count_runout_shares(const RunoutDeal& deal, const PotLayers& pots, int pot_count);

}  // namespace poker
