// Seed 002's BlogNomic hold'em (docs/RULES.md, R46): antes only, no check before the flop (the
// first to act raises or folds), folding always allowed, any raise above the call.
#include <doctest/doctest.h>

#include "engine/advance.hpp"
#include "engine/game.hpp"
#include "engine/hand.hpp"
#include "engine/level.hpp"
#include "engine/seeded_hand.hpp"
#include "support/hand_setup.hpp"

namespace {

using namespace hand_test;

// Three players, antes of 5 each, stacks of 200, no blinds, the smallest bet a chip.
HandSetup blognomic_setup() {
  HandSetup s = make_setup({200, 200, 200}, 2, 0, 0, {"AhKd", "7c2d", "QsQh"}, "2c7d9hJsTs");
  s.game = find_game("blognomic-holdem");
  REQUIRE(s.game != nullptr);
  s.set_antes(5, AnteKind::EveryPlayer);
  s.min_bet = 1;
  return s;
}

}  // namespace

TEST_CASE(
    "R46 BlogNomic hold'em: before the flop nobody checks; the first to act raises or folds") {
  Hand h;
  h.start(blognomic_setup());
  CHECK(h.actor() == 0);  // the first after the button
  CHECK_FALSE(h.legal().check);
  CHECK_FALSE(h.legal().call);
  CHECK(h.legal().fold);
  CHECK(h.legal().bet);
  CHECK(h.legal().min_raise_to == 1);  // any amount
  act(h, 0, ActionType::Fold);
  CHECK_FALSE(h.legal().check);  // the next, with nothing raised yet, raises or folds too
  act(h, 1, ActionType::Bet, 3);
  CHECK(h.legal().call);
  CHECK(h.legal().raise);
  CHECK(h.legal().min_raise_to == 4);  // more than the call, no minimum raise
  act(h, 2, ActionType::Raise, 4);
  CHECK(h.legal().min_raise_to == 5);
  act(h, 1, ActionType::Call);
  REQUIRE(h.street() == Street::Flop);
}

TEST_CASE("R46 after the flop a check stands until someone raises; a fold is always allowed") {
  Hand h;
  h.start(blognomic_setup());
  act(h, 0, ActionType::Bet, 10);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);
  REQUIRE(h.street() == Street::Flop);
  CHECK(h.legal().check);
  CHECK(h.legal().fold);  // even with checking free
  act(h, 0, ActionType::Check);
  act(h, 1, ActionType::Bet, 1);  // a bet of one chip
  CHECK_FALSE(h.legal().check);
  act(h, 2, ActionType::Raise, 2);  // a raise of one chip more
  CHECK(h.legal().min_raise_to == 3);
}

TEST_CASE("R46 every player antes: the level's ante, or on a level of blinds its small blind") {
  const GameDef* g = find_game("blognomic-holdem");
  REQUIRE(g != nullptr);
  HandSetup s;
  s.players = 3;
  for (int p = 0; p < 3; ++p) s.stacks[p] = 1000;
  SeededHand seeded;
  Level blinds;
  blinds.small_blind = 10;
  blinds.big_blind = 20;
  seeded.set_up(s, {g, Structure::NoLimit, false}, blinds, Seed::from_text("r46"), 1);
  CHECK(s.small_blind == 0);
  CHECK(s.big_blind == 0);
  for (int p = 0; p < 3; ++p) CHECK(s.antes[p] == 10);
  Level ante_only;
  ante_only.ante = 7;
  ante_only.ante_kind = AnteKind::EveryPlayer;
  ante_only.min_bet = 20;
  seeded.set_up(s, {g, Structure::NoLimit, false}, ante_only, Seed::from_text("r46"), 2);
  for (int p = 0; p < 3; ++p) CHECK(s.antes[p] == 7);
  CHECK(s.min_bet == 1);
}

TEST_CASE(
    "R39 R46 check_fold and call_any stand void at a turn that can neither check nor fold "
    "or call") {
  // BlogNomic's first turn before the flop: bet or fold only, so call_any cannot apply.
  Hand h;
  h.start(blognomic_setup());
  const AdvanceRequest call_any{AdvanceKind::CallAny, 0, 1};
  CHECK_FALSE(resolve_advance(call_any, 1, h.legal()).action.has_value());
  CHECK(resolve_advance(call_any, 1, h.legal()).why == AdvanceVoid::NotLegal);
  // A stud bring-in: post or complete only, so check_fold cannot apply.
  Legal bring_in;
  bring_in.bring_in = true;
  bring_in.call = true;
  bring_in.to_call = 2;
  const AdvanceRequest check_fold{AdvanceKind::CheckFold, 0, 1};
  CHECK(resolve_advance(check_fold, 1, bring_in).why == AdvanceVoid::NotLegal);
  CHECK(resolve_advance(call_any, 1, bring_in).action->type == ActionType::Call);  // posts it
}
