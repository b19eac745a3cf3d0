// The hand state machine against the house rules on betting (R9-R13), with explicit deals.
#include <doctest/doctest.h>

#include <numeric>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal.hpp"
#include "engine/hand.hpp"
#include "support/hand_setup.hpp"

using namespace poker;
using namespace hand_test;

TEST_CASE("R9 no-limit: a bet is at least the big blind, a raise at least the last raise") {
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s");
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Raise, 350);  // raises by 250
  REQUIRE(h.actor() == 1);
  Legal l = h.legal();
  CHECK(l.min_raise_to == 600);
  CHECK(l.max_raise_to == 1000);
  CHECK(h.check_action({ActionType::Raise, 599}) == ActionError::AmountTooSmall);
  CHECK(h.check_action({ActionType::Raise, 1001}) == ActionError::AmountTooLarge);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);
  REQUIRE(h.street() == Street::Flop);
  l = h.legal();
  CHECK(l.bet);
  CHECK(l.check);
  CHECK(l.min_raise_to == 100);
  CHECK(l.max_raise_to == 650);
}

TEST_CASE("R9 pot-limit maximum: the pot after the call, then that much more") {
  HandSetup s = make_setup({5000, 5000, 5000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s",
                           Structure::PotLimit);
  Hand h;
  h.start(s);
  REQUIRE(h.actor() == 0);
  // Pot 150, call 100 makes 250: raise to 100 + 250 = 350.
  CHECK(h.legal().max_raise_to == 350);
  CHECK(h.check_action({ActionType::Raise, 351}) == ActionError::AmountTooLarge);
  act(h, 0, ActionType::Raise, 350);
  // Small blind: pot 500, call 300 makes 800: raise to 350 + 800 = 1150.
  CHECK(h.legal().max_raise_to == 1150);
  CHECK(h.legal().min_raise_to == 600);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);
  // Flop: pot 1050, a bet of at most the pot.
  CHECK(h.legal().max_raise_to == 1050);
  act(h, 1, ActionType::Bet, 1050);
  // Pot 2100, call 1050 makes 3150: raise to 1050 + 3150 = 4200.
  CHECK(h.legal().max_raise_to == 4200);
}

TEST_CASE("R10 an incomplete all-in raise does not reopen betting for players who acted") {
  // After the flop: 0 bets 100, 1 goes all-in to 150 (not a full raise), 2 calls: 0 may only
  // call or fold.
  HandSetup s = make_setup({2000, 250, 2000}, 2, 50, 100, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s");
  Hand h;
  h.start(s);
  act(h, 2, ActionType::Call);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  REQUIRE(h.street() == Street::Flop);
  act(h, 0, ActionType::Bet, 100);
  act(h, 1, ActionType::Raise, 150);  // all-in, less than a full raise
  CHECK(h.all_in(1));
  // Player 2 has not acted: it may raise, at least a full raise over 150.
  Legal l = h.legal();
  CHECK(l.raise);
  CHECK(l.min_raise_to == 250);
  act(h, 2, ActionType::Call);
  REQUIRE(h.actor() == 0);
  l = h.legal();
  CHECK(l.call);
  CHECK(l.to_call == 50);
  CHECK_FALSE(l.raise);
  CHECK(h.check_action({ActionType::Raise, 300}) == ActionError::NotAllowed);
  act(h, 0, ActionType::Call);
  CHECK(h.street() == Street::Turn);
}

TEST_CASE("R10 several short all-ins adding up to a full raise reopen the betting") {
  // 0 bets 100; 1 all-in to 150, 2 all-in to 200: together a full raise over 0's bet.
  HandSetup s = make_setup({2000, 250, 300, 2000}, 3, 50, 100, {"AhAd", "KcKd", "QcQd", "JcJd"},
                           "2c7d9hJs3s");
  Hand h;
  h.start(s);
  act(h, 2, ActionType::Call);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  REQUIRE(h.street() == Street::Flop);
  act(h, 0, ActionType::Bet, 100);
  act(h, 1, ActionType::Raise, 150);
  act(h, 2, ActionType::Raise, 200);
  CHECK(h.all_in(1));
  CHECK(h.all_in(2));
  act(h, 3, ActionType::Call);
  REQUIRE(h.actor() == 0);
  const Legal l = h.legal();
  CHECK(l.raise);
  // The next minimum raise is measured from the last full raise (100): to 300.
  CHECK(l.min_raise_to == 300);
  act(h, 0, ActionType::Raise, 300);
  // That is a full raise again, so player 3 (who called 200) may re-raise, to at least 400.
  REQUIRE(h.actor() == 3);
  CHECK(h.legal().raise);
  CHECK(h.legal().min_raise_to == 400);
  CHECK(h.legal().to_call == 100);
}

TEST_CASE("R10 a full raise after a short all-in reopens for everyone, sized from the full raise") {
  HandSetup s = make_setup({3000, 3000, 450, 3000}, 3, 50, 100, {"AhAd", "KcKd", "QcQd", "JcJd"},
                           "2c7d9hJs3s");
  Hand h;
  h.start(s);
  act(h, 2, ActionType::Call);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  REQUIRE(h.street() == Street::Flop);
  act(h, 0, ActionType::Bet, 100);
  act(h, 1, ActionType::Raise, 300);  // full raise of 200
  act(h, 2, ActionType::Raise, 350);  // all-in, +50 only
  act(h, 3, ActionType::Call);
  REQUIRE(h.actor() == 0);
  Legal l = h.legal();
  CHECK(l.raise);  // 0 faces 250 more than its bet: at least the full raise of 200
  CHECK(l.min_raise_to == 550);
  act(h, 0, ActionType::Call);
  REQUIRE(h.actor() == 1);
  CHECK_FALSE(h.legal().raise);  // 1 faces only the short 50
}

TEST_CASE("R11 no raise when no other live player could call any part of it") {
  HandSetup s = make_setup({5000, 500, 5000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s");
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Fold);
  act(h, 1, ActionType::Raise, 500);  // the small blind moves all-in
  REQUIRE(h.actor() == 2);
  const Legal l = h.legal();
  CHECK(l.call);
  CHECK(l.fold);
  CHECK_FALSE(l.raise);
  CHECK(h.check_action({ActionType::Raise, 1000}) == ActionError::NotAllowed);
  act(h, 2, ActionType::Call);
  CHECK(h.finished());  // nobody can act: the board is dealt out with no more decisions
  CHECK(h.board().size() == 5);
}

TEST_CASE("R12 fixed-limit: small bet pre-flop and flop, big bet turn and river, four-bet cap") {
  HandSetup s = make_setup({1000, 1000, 1000, 1000}, 0, 5, 10, {"AhAd", "KcKd", "QcQd", "JcJd"},
                           "2c7d9hJs3s", Structure::FixedLimit);
  Hand h;
  h.start(s);
  REQUIRE(h.actor() == 3);
  Legal l = h.legal();
  CHECK(l.min_raise_to == 20);
  CHECK(l.max_raise_to == 20);
  CHECK(h.check_action({ActionType::Raise, 30}) == ActionError::AmountTooLarge);
  act(h, 3, ActionType::Raise, 20);  // the big blind was the bet: raise 1
  act(h, 0, ActionType::Raise, 30);  // raise 2
  act(h, 1, ActionType::Raise, 40);  // raise 3: capped
  REQUIRE(h.actor() == 2);
  l = h.legal();
  CHECK(l.call);
  CHECK_FALSE(l.raise);
  act(h, 2, ActionType::Call);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  REQUIRE(h.street() == Street::Flop);
  CHECK(h.legal().min_raise_to == 10);
  act(h, 1, ActionType::Bet, 10);
  act(h, 2, ActionType::Raise, 20);
  act(h, 3, ActionType::Raise, 30);
  act(h, 0, ActionType::Raise, 40);  // bet + three raises
  CHECK_FALSE(h.legal().raise);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);
  act(h, 3, ActionType::Call);
  REQUIRE(h.street() == Street::Turn);
  CHECK(h.legal().min_raise_to == 20);
  CHECK(h.legal().max_raise_to == 20);
  act(h, 1, ActionType::Bet, 20);
  CHECK(h.legal().min_raise_to == 40);
}

TEST_CASE("R10 R12 a fixed-limit short all-in raise does not reopen the betting") {
  HandSetup s = make_setup({1000, 1000, 25, 1000}, 0, 5, 10, {"AhAd", "KcKd", "QcQd", "JcJd"},
                           "2c7d9hJs3s", Structure::FixedLimit);
  Hand h;
  h.start(s);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Raise, 20);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Raise, 25);  // big blind all-in, half a raise
  REQUIRE(h.actor() == 3);
  CHECK(h.legal().raise);  // 3 faces 15 more than its call of 10: a full raise (10) and more
  CHECK(h.legal().min_raise_to == 35);
  act(h, 3, ActionType::Call);
  REQUIRE(h.actor() == 0);
  CHECK_FALSE(h.legal().raise);  // 0 faces 5 only
}

TEST_CASE("R12 fixed-limit: a fifth bet or raise is refused after a short all-in raise") {
  // Every bet and raise counts toward the cap of four, an all-in for less included (as PokerKit).
  HandSetup s = make_setup({1000, 1000, 1000, 35}, 0, 5, 10, {"AhAd", "KcKd", "QcQd", "JcJd"},
                           "2c7d9hJs3s", Structure::FixedLimit);
  Hand h;
  h.start(s);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  REQUIRE(h.street() == Street::Flop);
  act(h, 1, ActionType::Bet, 10);    // 1
  act(h, 2, ActionType::Raise, 20);  // 2
  act(h, 3, ActionType::Raise, 25);  // 3: all-in for half a raise
  REQUIRE(h.actor() == 0);
  CHECK(h.legal().min_raise_to == 35);
  act(h, 0, ActionType::Raise, 35);  // 4: the cap
  REQUIRE(h.actor() == 1);
  CHECK(h.legal().call);
  CHECK_FALSE(h.legal().raise);
  CHECK(h.check_action({ActionType::Raise, 45}) == ActionError::NotAllowed);
}

TEST_CASE("R13 the big blind keeps its option; the round ends when all have acted and matched") {
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s");
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  REQUIRE(h.street() == Street::Preflop);
  REQUIRE(h.actor() == 2);
  CHECK(h.legal().check);
  CHECK(h.legal().raise);
  act(h, 2, ActionType::Raise, 300);
  act(h, 0, ActionType::Call);
  CHECK(h.street() == Street::Preflop);
  act(h, 1, ActionType::Call);
  CHECK(h.street() == Street::Flop);
  CHECK(h.pot() == 900);
  CHECK(h.actor() == 1);
  // Fold is legal only when facing a bet.
  CHECK(h.check_action({ActionType::Fold, 0}) == ActionError::NotAllowed);
}
