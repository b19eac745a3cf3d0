// Dealing a shuffled deck the way a dealer does (see deal.hpp).
#include <span>
#include <stdexcept>
#include <string>

#include "engine/deal.hpp"

namespace poker {

namespace {

// Deals `deck` (the game's deck in the order shuffled) as deal_from_deck says; checked by it.
Deal deal_cards(std::span<const Card> deck, int players, int button, const GameDef& game) {
  Deal deal;
  // One card at a time, starting left of the button (heads-up that is the big blind).
  std::size_t next = 0;
  const int first = button + 1 == players ? 0 : button + 1;
  for (int round = 0; round < game.hole_cards; ++round)
    for (int k = 0, p = first; k < players; ++k, p = p + 1 == players ? 0 : p + 1)
      deal.hole[p][round] = deck[next++];
  int board = 0;
  for (const StreetDef& street : game.streets()) {
    if (street.board_dealt == 0) continue;
    if (street.burn) ++next;
    for (int i = 0; i < street.board_dealt; ++i) deal.board[board++] = deck[next++];
  }
  if (game.deals_from_stub()) {
    for (std::size_t i = next; i < deck.size(); ++i) deal.undealt[deal.undealt_count++] = deck[i];
  }
  return deal;
}

}  // namespace

Deal deal_from_deck(const std::array<Card, kDeckSize>& deck, int players, int button,
                    const GameDef& game) {
  if (players < 2 || players > kMaxPlayers)
    throw std::invalid_argument("deal_from_deck: players must be 2.." +
                                std::to_string(kMaxPlayers) + ", got " + std::to_string(players));
  if (button < 0 || button >= players)
    throw std::invalid_argument("deal_from_deck: button " + std::to_string(button) +
                                " is not a player index below " + std::to_string(players));
  if (game.short_deck) {  // R45: the deck's sixes to aces, in the order shuffled
    std::array<Card, kDeckSize> short_deck{};
    std::size_t n = 0;
    for (const Card c : deck) {  // without a branch: a random deck would mispredict it often
      short_deck[n] = c;
      n += c.rank() >= kShortDeckLowestRank ? 1 : 0;
    }
    if (n < short_deck.size()) short_deck[n] = Card{};  // past the 36: no card, as before
    return deal_cards(short_deck, players, button, game);
  }
  return deal_cards(deck, players, button, game);
}

Deal deal_from_deck(const std::array<Card, kDeckSize>& deck, int players, int button) {
  return deal_from_deck(deck, players, button, game(GameId::Holdem));
}

int deck_cards_needed(const GameDef& game, int players) {
  if (game.deals_from_stub() || game.short_deck) return kDeckSize;
  int burns = 0;
  for (const StreetDef& street : game.streets()) burns += street.board_dealt > 0 && street.burn;
  return game.hole_cards * players + burns + game.board_cards();
}

}  // namespace poker
