#include "engine/seeded_hand.hpp"

namespace poker {

void SeededHand::deal(HandSetup& setup, const Seed& seed, std::uint64_t deal_number) {
  const GameDef& game = setup.game != nullptr ? *setup.game : poker::game(GameId::Holdem);
  // Only the cards the hand can use are shuffled: the same ones the full shuffle gives
  // (Fisher-Yates fixes positions in order), for less work.
  setup.deal = deal_from_deck(
      shuffled_deck_prefix(seed, deal_number, deck_cards_needed(game, setup.players)),
      setup.players, setup.button, game);
  draws_.reset();
  setup.draw_random = nullptr;
  if (game.draw_rounds() > 0) {
    draws_ = std::make_unique<DrawStream>(seed, deal_number);
    setup.draw_random = draws_.get();
  }
}

}  // namespace poker
