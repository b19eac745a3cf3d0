// The hand state machine against the house rules on pots and showdown (R14-R17, R23), a bad
// setup, and the deal from the deck, with explicit deals.
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

TEST_CASE("R14 three side pots are built in layers and the uncalled part goes back") {
  std::vector<Event> ev;
  // Stacks 100, 200, 1000, 300; all in pre-flop. Hands: 0 best, then 1, then 3, then 2.
  HandSetup s =
      make_setup({100, 200, 1000, 300}, 3, 5, 10, {"AhAd", "KhKd", "7c2s", "QhQd"}, "As8c9dJs3h");
  Hand h;
  h.start(s, &ev);
  act(h, 2, ActionType::Raise, 1000);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  REQUIRE(h.finished());
  const auto returns = of_type(ev, EventType::ReturnUncalled);
  REQUIRE(returns.size() == 1);
  CHECK(returns[0].player == 2);
  CHECK(returns[0].amount == 700);
  CHECK(h.won(0) == 400);  // main pot: 100 x 4
  CHECK(h.won(1) == 300);  // side pot 1: 100 x 3
  CHECK(h.won(3) == 200);  // side pot 2: 100 x 2
  CHECK(h.won(2) == 0);
  CHECK(h.stack(2) == 700);
  const auto wins = of_type(ev, EventType::WinPot);
  REQUIRE(wins.size() == 3);
  CHECK(wins[0].pot == 0);
  CHECK(wins[1].pot == 1);
  CHECK(wins[2].pot == 2);
  CHECK(h.pot() == 0);
  CHECK(h.stack(0) + h.stack(1) + h.stack(2) + h.stack(3) == 1600);
}

TEST_CASE("R14 a folded player's chips stay in the pots they reached") {
  HandSetup s = make_setup({1000, 1000, 150}, 0, 50, 100, {"AhAd", "QhQd", "KhKd"}, "As8c9dJs3h");
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Raise, 400);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);  // all-in for 150
  act(h, 1, ActionType::Bet, 200);
  act(h, 0, ActionType::Fold);
  REQUIRE(h.finished());
  // 2 wins the main pot of 450 with kings over 1's queens; 1 takes the side pot of 250 + 250 and
  // gets its uncalled 200 back.
  CHECK(h.won(2) == 450);
  CHECK(h.won(1) == 500);
  CHECK(h.stack(1) == 1000 - 400 + 500);
}

TEST_CASE("R15 the last river aggressor shows first, then clockwise; else after the button") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 50, 100, {"AhAd", "KhKd", "QhQd"}, "2c8c9dJs3h");
  Hand h;
  h.start(s, &ev);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  for (int street = 0; street < 2; ++street)
    for (int i = 0; i < 3; ++i) act(h, h.actor(), ActionType::Check);
  REQUIRE(h.street() == Street::River);
  act(h, 1, ActionType::Check);
  act(h, 2, ActionType::Bet, 100);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  auto shows = of_type(ev, EventType::Show);
  REQUIRE(shows.size() == 3);
  CHECK(shows[0].player == 2);
  CHECK(shows[1].player == 0);
  CHECK(shows[2].player == 1);
  CHECK(shows[0].rank < shows[1].rank);

  ev.clear();
  Hand h2;
  h2.start(s, &ev);
  act(h2, 0, ActionType::Call);
  act(h2, 1, ActionType::Call);
  act(h2, 2, ActionType::Check);
  while (!h2.finished()) act(h2, h2.actor(), ActionType::Check);
  shows = of_type(ev, EventType::Show);
  REQUIRE(shows.size() == 3);
  CHECK(shows[0].player == 1);  // nobody bet the river: first after the button
  CHECK(shows[1].player == 2);
  CHECK(shows[2].player == 0);
  CHECK(h2.won(0) == 300);
}

TEST_CASE("R16 odd chip goes to the first tied winner left of the button") {
  // Board plays (a royal flush) for everyone; pot 25 after the small blind folds.
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 5, 10, {"2c3d", "4c5d", "6c7d"}, "AsKsQsJsTs");
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Fold);
  act(h, 2, ActionType::Check);
  while (!h.finished()) act(h, h.actor(), ActionType::Check);
  // Winners 0 (button) and 2; clockwise from the button the first is 2.
  CHECK(h.won(2) == 13);
  CHECK(h.won(0) == 12);
  CHECK(total_chips(h) == 3000);
}

TEST_CASE("R16 three-way split: the remainder goes to the first winner after the button") {
  HandSetup s =
      make_setup({1000, 1000, 1000, 1000}, 1, 1, 2, {"2c3d", "4c5d", "6c7d", "8c8d"}, "AsKsQsJsTs");
  s.set_antes(1, AnteKind::EveryPlayer);
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Call);  // 0 is under the gun (SB 2, BB 3)
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Fold);
  act(h, 3, ActionType::Check);
  while (!h.finished()) act(h, h.actor(), ActionType::Check);
  // Pot: 4 antes + 2 + 2 + 1 + 2 = 11, three winners: 3 each, 2 left over to player 3.
  CHECK(h.won(3) == 5);
  CHECK(h.won(0) == 3);
  CHECK(h.won(1) == 3);
  CHECK(total_chips(h) == 4000);
}

TEST_CASE("R17 when all but one fold the last player wins without showing") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 50, 100, {"AhAd", "KhKd", "QhQd"}, "2c8c9dJs3h");
  Hand h;
  h.start(s, &ev);
  act(h, 0, ActionType::Raise, 300);
  act(h, 1, ActionType::Fold);
  act(h, 2, ActionType::Fold);
  REQUIRE(h.finished());
  CHECK(of_type(ev, EventType::Show).empty());
  const auto returns = of_type(ev, EventType::ReturnUncalled);
  REQUIRE(returns.size() == 1);
  CHECK(returns[0].amount == 200);
  CHECK(h.won(0) == 250);
  CHECK(h.stack(0) == 1150);
  CHECK(ev.back().type == EventType::HandEnd);
  CHECK(h.actor() == -1);
  CHECK(h.apply({ActionType::Check, 0}) == ActionError::HandOver);
}

TEST_CASE("R23 a player flagged to fold before showdown loses the hand at showdown") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 50, 100, {"AhAd", "KhKd", "QhQd"}, "2c8c9dJs3h");
  s.folds_before_showdown[0] = true;
  Hand h;
  h.start(s, &ev);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  while (!h.finished()) act(h, h.actor(), ActionType::Check);
  CHECK(h.folded(0));
  CHECK(h.won(0) == 0);
  CHECK(h.won(1) == 300);  // kings beat queens once the aces are folded
  const auto shows = of_type(ev, EventType::Show);
  CHECK(shows.size() == 2);

  // Everyone flagged: nobody is folded, the best hand wins.
  for (int p = 0; p < 3; ++p) s.folds_before_showdown[p] = true;
  Hand h2;
  h2.start(s);
  act(h2, 0, ActionType::Call);
  act(h2, 1, ActionType::Call);
  act(h2, 2, ActionType::Check);
  while (!h2.finished()) act(h2, h2.actor(), ActionType::Check);
  CHECK(h2.won(0) == 300);
}

TEST_CASE("R23 flagged players keep their hands for a pot only flagged players reached") {
  // 0 and 1 are flagged, 2 is not and is all-in short. The side pot between 0 and 1 would have
  // nobody to win it, so 0 and 1 keep their hands and contest every pot: the aces win it all.
  HandSetup s = make_setup({1000, 1000, 200}, 0, 50, 100, {"4h5d", "AhAd", "KhKd"}, "2c8c9dJs3h");
  s.folds_before_showdown[1] = true;
  s.folds_before_showdown[0] = true;
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Raise, 1000);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);
  REQUIRE(h.finished());
  CHECK(total_chips(h) == 2200);
  CHECK_FALSE(h.folded(0));
  CHECK(h.won(1) == 2200);

  // With 0 unflagged, the side pot has a player to win it: flagged 1 is folded and 0 takes the
  // side pot, 2 (kings over 0's five high) the main pot.
  s.folds_before_showdown[0] = false;
  Hand h2;
  h2.start(s);
  act(h2, 0, ActionType::Raise, 1000);
  act(h2, 1, ActionType::Call);
  act(h2, 2, ActionType::Call);
  REQUIRE(h2.finished());
  CHECK(h2.folded(1));
  CHECK(h2.won(2) == 600);
  CHECK(h2.won(0) == 1600);
}

TEST_CASE("R15 a showdown needing an unknown card stops and says so") {
  HandSetup s = make_setup({1000, 1000}, 0, 50, 100, {"AhAd", "KhKd"}, "2c8c9dJs3h");
  s.deal.hole[1][0] = Card{};
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Raise, 1000);
  act(h, 1, ActionType::Call);
  CHECK(h.finished());
  CHECK(h.needs_unknown_card());
  CHECK(h.pot() == 2000);
  // Unknown cards of a player who folds are fine.
  Hand h2;
  h2.start(s);
  act(h2, 0, ActionType::Raise, 1000);
  act(h2, 1, ActionType::Fold);
  CHECK(h2.finished());
  CHECK_FALSE(h2.needs_unknown_card());
  CHECK(h2.stack(0) == 1100);
}

TEST_CASE("Hand rejects a bad setup with a clear error") {
  HandSetup s = make_setup({1000, 1000}, 0, 50, 100, {"AhAd", "KhKd"}, "2c8c9dJs3h");
  Hand h;
  s.players = 11;
  CHECK_THROWS_WITH_AS(h.start(s), doctest::Contains("players must be 2..10"),
                       std::invalid_argument);
  s.players = 2;
  s.button = 2;
  CHECK_THROWS_AS(h.start(s), std::invalid_argument);
  s.button = 0;
  s.stacks[1] = 0;
  CHECK_THROWS_WITH_AS(h.start(s), doctest::Contains("stack of player 1"), std::invalid_argument);
}

TEST_CASE("deal_from_deck deals one card at a time from left of the button, burns before boards") {
  std::array<Card, kDeckSize> deck = ordered_deck();
  const Deal d = deal_from_deck(deck, 3, 1);
  // Order of holes: 2, 0, 1, then 2, 0, 1 again.
  CHECK(d.hole[2][0] == deck[0]);
  CHECK(d.hole[0][0] == deck[1]);
  CHECK(d.hole[1][0] == deck[2]);
  CHECK(d.hole[2][1] == deck[3]);
  CHECK(d.hole[1][1] == deck[5]);
  CHECK(d.board[0] == deck[7]);  // deck[6] burnt
  CHECK(d.board[2] == deck[9]);
  CHECK(d.board[3] == deck[11]);  // deck[10] burnt
  CHECK(d.board[4] == deck[13]);  // deck[12] burnt
  const Deal hu = deal_from_deck(deck, 2, 0);
  CHECK(hu.hole[1][0] == deck[0]);  // heads-up: the big blind first
  CHECK(hu.hole[0][0] == deck[1]);
  CHECK_THROWS_AS(deal_from_deck(deck, 1, 0), std::invalid_argument);
  CHECK_THROWS_AS(deal_from_deck(deck, 3, 3), std::invalid_argument);
}
