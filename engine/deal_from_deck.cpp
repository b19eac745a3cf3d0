// Dealing a shuffled deck the way a dealer does (see deal.hpp).
#include <stdexcept>
#include <string>

#include "engine/deal.hpp"

namespace poker {

Deal deal_from_deck(const std::array<Card, kDeckSize>& deck, int players, int button) {
  if (players < 2 || players > kMaxPlayers)
    throw std::invalid_argument("deal_from_deck: players must be 2.." +
                                std::to_string(kMaxPlayers) + ", got " + std::to_string(players));
  if (button < 0 || button >= players)
    throw std::invalid_argument("deal_from_deck: button " + std::to_string(button) +
                                " is not a player index below " + std::to_string(players));
  Deal deal;
  // One card at a time, starting left of the button (heads-up that is the big blind), twice round.
  int next = 0;
  for (int round = 0; round < 2; ++round)
    for (int k = 0; k < players; ++k) deal.hole[(button + 1 + k) % players][round] = deck[next++];
  // Burn one before the flop, the turn and the river.
  ++next;
  for (int i = 0; i < 3; ++i) deal.board[i] = deck[next++];
  ++next;
  deal.board[3] = deck[next++];
  ++next;
  deal.board[4] = deck[next++];
  return deal;
}

}  // namespace poker
