// Property test of the draw and discard games and the stud games: random hands of every game but
// hold'em (which hand_property_test.cpp covers), every structure it is played in, random stacks and
// blinds, random players who bet, discard (often to the bottom of the stub) and also try refused
// discards. Every hand must end, conserve chips exactly, never hold one card twice, and leave
// the hand untouched on a refusal.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <set>
#include <vector>

#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "engine/game.hpp"
#include "engine/hand.hpp"
#include "support/splitmix.hpp"

namespace draw_property {

using namespace poker;

#ifdef ARENA_SANITIZED
constexpr int kHandsPerGame = 1'000;
#else
constexpr int kHandsPerGame = 10'000;
#endif
constexpr int kMaxTurns = 500;

using SplitMix = test_play::SplitMix;

Chips chips_on_table(const Hand& h) {
  Chips t = h.pot();
  for (int p = 0; p < h.players(); ++p) t += h.stack(p);
  return t;
}

// No card twice among every player's hole cards and the board; returns how many there are.
bool cards_distinct(const Hand& h, int& count) {
  std::set<int> seen;
  count = 0;
  for (int p = 0; p < h.players(); ++p)
    for (const Card c : h.hole(p)) {
      ++count;
      if (!seen.insert(c.index).second) return false;
    }
  for (const Card c : h.board()) {
    ++count;
    if (!seen.insert(c.index).second) return false;
  }
  return true;
}

Action random_action(SplitMix& rng, const Legal& l) {
  if ((l.bet || l.raise) && rng.chance(30))
    return {l.bet ? ActionType::Bet : ActionType::Raise, rng.in(l.min_raise_to, l.max_raise_to)};
  if (l.fold && rng.chance(15)) return {ActionType::Fold, 0};
  if (!l.check && !l.call)  // BlogNomic hold'em's first turn before the flop: raise or fold (R46)
    return l.bet ? Action{ActionType::Bet, l.min_raise_to} : Action{ActionType::Fold, 0};
  return {l.check ? ActionType::Check : ActionType::Call, 0};
}

void play_game(const GameDef& game, std::uint64_t seed_value) {
  SplitMix rng{seed_value};
  const Seed seed = Seed::from_text("draw-property");
  int refused = 0;
  for (int i = 0; i < kHandsPerGame; ++i) {
    HandSetup s;
    s.game = &game;
    do {
      s.structure = static_cast<Structure>(rng.in(0, 2));
    } while (!game.allows(s.structure));
    s.players = static_cast<int>(rng.in(game.min_players, game.max_players));
    s.button = static_cast<int>(rng.in(0, s.players - 1));
    s.big_blind = rng.in(2, 100);
    s.small_blind = s.big_blind / 2;
    for (int p = 0; p < s.players; ++p)
      s.stacks[p] = rng.chance(20) ? rng.in(1, 3 * s.big_blind) : rng.in(1, 200 * s.big_blind);
    if (game.deals_up_cards()) {  // no blinds: antes, a bring-in below the small bet (R39, R43)
      s.small_bet = s.big_blind;
      s.big_bet = 2 * s.big_blind;
      s.bring_in = rng.in(1, s.small_bet - 1);
      s.set_antes(rng.in(0, s.bring_in), AnteKind::EveryPlayer);
      s.small_blind = s.big_blind = 0;
    }
    if (game.betting == Betting::BlogNomic) {  // antes only, any raise above the call (R46)
      s.set_antes(rng.in(1, s.big_blind), AnteKind::EveryPlayer);
      s.small_blind = s.big_blind = 0;
      s.min_bet = 1;
    }
    const auto hand_number = static_cast<std::uint64_t>(i + 1);
    s.deal = deal_from_deck(shuffled_deck(seed, hand_number), s.players, s.button, game);
    DrawStream random(seed, hand_number);
    s.draw_random = &random;

    Hand h;
    h.start(s);
    const Chips total = chips_on_table(h);
    int cards = 0;
    REQUIRE(cards_distinct(h, cards));
    const int dealt = cards;
    int turns = 0;
    while (!h.finished() && ++turns < kMaxTurns) {
      if (h.drawing()) {
        const auto held = h.hole(h.actor());
        const std::vector<Card> hand(held.begin(), held.end());
        if (rng.chance(10)) {  // a refused discard changes nothing
          std::vector<Card> bad = hand;
          bad.push_back(hand[0]);
          REQUIRE(h.draw(bad) != DrawError::None);
          ++refused;
        }
        const DrawRound round = h.draw_round();
        const auto count = static_cast<std::size_t>(rng.in(round.min_discard, round.max_discard));
        REQUIRE(h.draw(std::vector<Card>(hand.begin(),
                                         hand.begin() + static_cast<std::ptrdiff_t>(count))) ==
                DrawError::None);
      } else {
        const Legal legal = h.legal();
        if (rng.chance(5)) REQUIRE(h.draw({}) == DrawError::NotDrawing);
        REQUIRE(h.apply(random_action(rng, legal)) == ActionError::None);
      }
      REQUIRE(chips_on_table(h) == total);
      REQUIRE(cards_distinct(h, cards));
    }
    REQUIRE(h.finished());
    Chips won = 0;
    for (int p = 0; p < h.players(); ++p) won += h.stack(p);
    REQUIRE(won == total);
    // A draw keeps the hand's size; Crazy Pineapple's discards take one card from each hand.
    if (game.serves_draws()) REQUIRE(cards == dealt);
    if (game.deals_up_cards()) REQUIRE(cards <= kDeckSize);
  }
  if (game.draw_rounds() > 0) CHECK(refused > 0);
}

}  // namespace draw_property

TEST_CASE("Every game past hold'em: random hands end, conserve chips and never hold a card twice") {
  for (const poker::GameDef& game : poker::games()) {
    if (game.id == poker::GameId::Holdem) continue;
    CAPTURE(game.name);
    draw_property::play_game(game, 0xD4A3ULL + static_cast<std::uint64_t>(game.id));
  }
}
