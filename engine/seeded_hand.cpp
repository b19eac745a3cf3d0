#include "engine/seeded_hand.hpp"

#include <algorithm>

namespace poker {

void SeededHand::set_up(HandSetup& setup, const TableGame& table, const Level& level,
                        const Seed& seed, std::uint64_t deal_number) {
  setup.game = table.game;
  setup.structure = table.structure;
  setup.muck_losing_hands = table.muck_losing_hands;
  setup.small_blind = level.small_blind;
  setup.big_blind = level.big_blind;
  setup.set_antes(level.ante, level.ante_kind);
  // Bets are sized by the big blind; an ante-only level gives its smallest bet (R5, R8).
  setup.min_bet = 0;
  setup.small_bet = 0;
  setup.big_bet = 0;
  if (level.big_blind == 0) {
    setup.min_bet = level.min_bet;
    setup.small_bet = level.min_bet;
  }
  setup.bring_in = 0;
  if (table.game->deals_up_cards()) {  // antes and a bring-in, no blinds (R43)
    const StudStakes stakes = stud_stakes(level);
    setup.small_blind = setup.big_blind = 0;
    setup.set_antes(stakes.ante, AnteKind::EveryPlayer);
    setup.bring_in = stakes.bring_in;
    setup.small_bet = stakes.small_bet;
    setup.big_bet = stakes.big_bet;
  }
  if (table.game->betting == Betting::BlogNomic) {
    // R46: an ante from every player and no blinds: the level's ante, or on a level that gives
    // only blinds its small blind; any raise above the call (no minimum raise: a chip).
    setup.small_blind = setup.big_blind = 0;
    const Chips ante = level.ante > 0 ? level.ante : std::max<Chips>(level.small_blind, 1);
    setup.set_antes(ante, AnteKind::EveryPlayer);
    setup.min_bet = 1;
  }
  deal(setup, seed, deal_number);
}

void SeededHand::deal(HandSetup& setup, const Seed& seed, std::uint64_t deal_number) {
  const GameDef& game = *setup.game;
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
