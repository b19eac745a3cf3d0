// The hand state machine against the house rules on forced bets (R4-R8), with explicit deals.
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

TEST_CASE("R4 heads-up: the button posts the small blind, acts first pre-flop and last after") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000}, 1, 50, 100, {"AhAd", "KcKd"}, "2c7d9hJs3s");
  Hand h;
  h.start(s, &ev);
  CHECK(s.small_blind_player() == 1);
  CHECK(s.big_blind_player() == 0);
  CHECK(h.street_bet(1) == 50);
  CHECK(h.street_bet(0) == 100);
  CHECK(h.actor() == 1);  // the button acts first pre-flop
  act(h, 1, ActionType::Call);
  act(h, 0, ActionType::Check);  // the big blind's option
  CHECK(h.street() == Street::Flop);
  CHECK(h.actor() == 0);  // the big blind acts first after the flop
  act(h, 0, ActionType::Check);
  act(h, 1, ActionType::Check);
  CHECK(h.street() == Street::Turn);
  CHECK(h.actor() == 0);
}

TEST_CASE("R5 every-player antes are posted before the blinds and are dead money") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s");
  s.set_antes(10, AnteKind::EveryPlayer);
  Hand h;
  h.start(s, &ev);
  REQUIRE(ev.size() >= 5);
  CHECK(ev[0].type == EventType::PostAnte);
  CHECK(ev[1].type == EventType::PostAnte);
  CHECK(ev[2].type == EventType::PostAnte);
  CHECK(ev[3].type == EventType::PostSmallBlind);
  CHECK(ev[4].type == EventType::PostBigBlind);
  CHECK(h.pot() == 30 + 150);
  // Antes do not count towards the street bet: the button still owes the full big blind.
  CHECK(h.street_bet(2) == 100);
  CHECK(h.put_in(2) == 110);
  CHECK(h.legal().to_call == 100);
  CHECK(h.legal().min_raise_to == 200);
}

TEST_CASE("R5 big-blind ante: the big blind posts one ante for the table") {
  HandSetup s = make_setup({1000, 1000, 1000, 1000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd", "JcJd"},
                           "2c7d9hJs3s");
  s.set_antes(100, AnteKind::BigBlind);
  CHECK(s.antes[2] == 100);
  CHECK(s.antes[0] + s.antes[1] + s.antes[3] == 0);
  Hand h;
  h.start(s);
  CHECK(h.put_in(2) == 200);
  CHECK(h.street_bet(2) == 100);
  CHECK(h.pot() == 250);
  CHECK(h.actor() == 3);
}

TEST_CASE(
    "R5 big-blind ante goes whole into the main pot: a big blind all-in and called loses it all "
    "(WSOP 2023 Poker Players Championship, day 5, hand 68)") {
  // Blinds 75,000/150,000 with a big-blind ante of 225,000; the big blind is all-in for
  // 3,575,000 and called. The ante is dead money: it is never handed back as uncalled.
  std::vector<Event> ev;
  HandSetup s = make_setup({10'000'000, 5'000'000, 3'575'000}, 0, 75'000, 150'000,
                           {"AhAd", "9c8d", "KcKd"}, "2c7d9hJs3s");
  s.set_antes(225'000, AnteKind::BigBlind);
  Hand h;
  h.start(s, &ev);
  CHECK(h.ante(2) == 225'000);
  act(h, 0, ActionType::Raise, 300'000);
  act(h, 1, ActionType::Fold);
  act(h, 2, ActionType::Raise, 3'350'000);  // all-in: 150,000 + 3,200,000 behind
  act(h, 0, ActionType::Call);
  REQUIRE(h.finished());
  CHECK(h.put_in(2) == 3'575'000);
  CHECK(h.stack(2) == 0);
  CHECK(h.stack(0) == 10'000'000 + 75'000 + 225'000 + 3'350'000);
  CHECK(h.stack(1) == 5'000'000 - 75'000);
  CHECK(of_type(ev, EventType::ReturnUncalled).empty());
  const auto wins = of_type(ev, EventType::WinPot);
  REQUIRE(wins.size() == 1);
  CHECK(wins[0].pot == 0);
  CHECK(wins[0].amount == 7'000'000);
}

TEST_CASE("R5 heads-up big-blind ante: forced all-ins are played out, not handed back") {
  // Blinds 1,000/2,000 with a 2,000 big-blind ante against stacks of 1,500: the big blind posts
  // the blind first (all-in), the small blind may call the rest. Before this rule both players
  // got their chips back and the stacks never changed.
  SUBCASE("the small blind calls") {
    HandSetup s = make_setup({1500, 1500}, 0, 1000, 2000, {"AhAd", "KcKd"}, "2c7d9hJs3s");
    s.set_antes(2000, AnteKind::BigBlind);
    std::vector<Event> ev;
    Hand h;
    h.start(s, &ev);
    CHECK(h.ante(1) == 0);
    CHECK(of_type(ev, EventType::PostAnte).empty());
    CHECK(h.street_bet(1) == 1500);
    CHECK(h.all_in(1));
    REQUIRE(h.actor() == 0);
    CHECK(h.legal().to_call == 500);
    act(h, 0, ActionType::Call);
    REQUIRE(h.finished());
    CHECK(h.stack(0) == 3000);
    CHECK(h.stack(1) == 0);
  }
  SUBCASE("both all-in from the blinds alone") {
    HandSetup s = make_setup({800, 1500}, 0, 1000, 2000, {"AhAd", "KcKd"}, "2c7d9hJs3s");
    s.set_antes(2000, AnteKind::BigBlind);
    Hand h;
    h.start(s);
    REQUIRE(h.finished());
    CHECK(h.stack(0) == 1600);  // aces win the 800 each matched
    CHECK(h.stack(1) == 700);   // the big blind's unmatched 700 goes back
  }
}

TEST_CASE("R5 heads-up big-blind ante with nobody all-in: one pot, the ante not handed back") {
  std::vector<Event> ev;
  HandSetup s = make_setup({10000, 10000}, 0, 50, 100, {"AhAd", "KcKd"}, "2c7d9hJs3s");
  s.set_antes(100, AnteKind::BigBlind);
  Hand h;
  h.start(s, &ev);
  act(h, 0, ActionType::Call);
  while (!h.finished()) act(h, h.actor(), ActionType::Check);
  const auto wins = of_type(ev, EventType::WinPot);
  REQUIRE(wins.size() == 1);
  CHECK(wins[0].pot == 0);
  CHECK(wins[0].player == 0);
  CHECK(wins[0].amount == 300);
  CHECK(h.stack(0) == 10200);
  CHECK(h.stack(1) == 9800);
}

TEST_CASE("R5 a short big blind with a big-blind ante posts the blind first, the rest as ante") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000, 130}, 0, 50, 100, {"9c8d", "KcKd", "AhAd"}, "2c7d9hJs3s");
  s.set_antes(100, AnteKind::BigBlind);
  Hand h;
  h.start(s, &ev);
  const auto antes = of_type(ev, EventType::PostAnte);
  REQUIRE(antes.size() == 1);
  CHECK(antes[0].player == 2);
  CHECK(antes[0].amount == 30);
  const auto blinds = of_type(ev, EventType::PostBigBlind);
  REQUIRE(blinds.size() == 1);
  CHECK(blinds[0].amount == 100);
  CHECK(blinds[0].all_in);
  CHECK(h.ante(2) == 30);
  CHECK(h.street_bet(2) == 100);
  CHECK(h.all_in(2));
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  while (!h.finished()) act(h, h.actor(), ActionType::Check);
  CHECK(h.stack(2) == 330);  // three calls of 100 and the whole ante
  CHECK(h.stack(0) == 900);
  CHECK(h.stack(1) == 900);
}

TEST_CASE("R5 R14 big-blind ante with side pots: the ante is in the main pot, open to everyone") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 300, 2000, 2000}, 0, 50, 100, {"QcQd", "AhAd", "KcKd", "9c8d"},
                           "2c7d4hJs3s");
  s.set_antes(100, AnteKind::BigBlind);
  Hand h;
  h.start(s, &ev);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Raise, 1000);  // all-in
  act(h, 1, ActionType::Call);         // all-in for 300
  act(h, 2, ActionType::Call);
  act(h, 3, ActionType::Fold);
  REQUIRE(h.finished());
  const auto wins = of_type(ev, EventType::WinPot);
  REQUIRE(wins.size() == 2);
  CHECK(wins[0].pot == 0);
  CHECK(wins[0].player == 1);
  CHECK(wins[0].amount == 3 * 300 + 100 + 100);  // 300 from three, 100 from the folder, ante
  CHECK(wins[1].pot == 1);
  CHECK(wins[1].player == 2);
  CHECK(wins[1].amount == 1400);
  CHECK(h.stack(0) == 0);
  CHECK(h.stack(1) == 1100);
  CHECK(h.stack(2) == 2300);
  CHECK(h.stack(3) == 1900);
}

TEST_CASE("R5 R8 ante-only hands in all three structures: min_bet sizes the bets") {
  for (const Structure structure :
       {Structure::NoLimit, Structure::PotLimit, Structure::FixedLimit}) {
    CAPTURE(to_string(structure));
    HandSetup s =
        make_setup({500, 500, 500}, 1, 0, 0, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s", structure);
    s.set_antes(5, AnteKind::EveryPlayer);
    s.min_bet = 10;
    Hand h;
    h.start(s);
    CHECK(h.pot() == 15);
    REQUIRE(h.actor() == 2);  // the player after the button opens
    Legal l = h.legal();
    CHECK(l.check);
    CHECK(l.bet);
    CHECK(l.min_raise_to == 10);
    CHECK(l.max_raise_to == (structure == Structure::NoLimit    ? 495
                             : structure == Structure::PotLimit ? 15
                                                                : 10));
    act(h, 2, ActionType::Bet, 10);
    act(h, 0, ActionType::Call);
    act(h, 1, ActionType::Call);
    REQUIRE(h.street() == Street::Flop);
    while (h.street() == Street::Flop) act(h, h.actor(), ActionType::Check);
    REQUIRE(h.street() == Street::Turn);
    // Fixed-limit: the big bet, twice min_bet, from the turn.
    if (structure == Structure::FixedLimit) CHECK(h.legal().min_raise_to == 20);
    while (!h.finished()) act(h, h.actor(), ActionType::Check);
    CHECK(h.stack(0) + h.stack(1) + h.stack(2) == 1500);
    CHECK(h.stack(0) == 500 + 2 * 15);  // aces win the antes and the two calls
  }
}

TEST_CASE("R5 R6 an ante a short stack cannot cover: all-in, eligible only for what it covered") {
  // Player 1 has 5 chips against a 10 ante and holds the best hand: it wins 5 from each player.
  HandSetup s = make_setup({1000, 5, 1000}, 0, 0, 0, {"2h3d", "AhAd", "KcKd"}, "As7d9hJs3s");
  s.min_bet = 20;
  s.set_antes(10, AnteKind::EveryPlayer);
  Hand h;
  h.start(s);
  CHECK(h.all_in(1));
  CHECK(h.put_in(1) == 5);
  CHECK(h.pot() == 25);
  // Ante-only: the player after the button opens, with a bet of at least min_bet.
  REQUIRE(h.actor() == 2);
  Legal l = h.legal();
  CHECK(l.bet);
  CHECK(l.check);
  CHECK_FALSE(l.fold);
  CHECK(l.min_raise_to == 20);
  act(h, 2, ActionType::Check);
  act(h, 0, ActionType::Check);
  while (!h.finished()) act(h, h.actor(), ActionType::Check);
  CHECK(h.won(1) == 15);  // main pot: 5 from each of three players
  CHECK(h.won(2) == 10);  // side pot: the other 5 + 5, won by kings
  CHECK(h.stack(0) + h.stack(1) + h.stack(2) == 2005);
}

TEST_CASE("R6 a big blind all-in for less: call the largest blind, raise a full big blind more") {
  HandSetup s = make_setup({1000, 1000, 30, 1000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd", "JcJd"},
                           "2c7d9hJs3s");
  Hand h;
  h.start(s);
  CHECK(h.all_in(2));
  CHECK(h.street_bet(2) == 30);
  CHECK(h.current_bet() == 50);
  REQUIRE(h.actor() == 3);  // still the player after the big blind
  Legal l = h.legal();
  CHECK(l.to_call == 50);
  CHECK(l.raise);
  CHECK(l.min_raise_to == 150);
  CHECK(h.check_action({ActionType::Raise, 149}) == ActionError::AmountTooSmall);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  REQUIRE(h.actor() == 1);  // the small blind has matched: check, or raise
  l = h.legal();
  CHECK(l.check);
  CHECK_FALSE(l.fold);
  CHECK(l.min_raise_to == 150);
  act(h, 1, ActionType::Check);
  CHECK(h.street() == Street::Flop);
  CHECK(h.pot() == 50 * 3 + 30);
}

TEST_CASE("R6 a short small blind posts what it has and is all-in") {
  HandSetup s = make_setup({1000, 20, 1000}, 0, 50, 100, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s");
  Hand h;
  h.start(s);
  CHECK(h.all_in(1));
  CHECK(h.street_bet(1) == 20);
  CHECK(h.actor() == 0);
  CHECK(h.legal().to_call == 100);
}

TEST_CASE(
    "R8 pre-flop the player after the big blind opens; after the flop the first live player "
    "after the button") {
  HandSetup s = make_setup({1000, 1000, 1000, 1000, 1000}, 3, 50, 100,
                           {"AhAd", "KcKd", "QcQd", "JcJd", "TcTd"}, "2c7d9hJs3s");
  Hand h;
  h.start(s);
  CHECK(h.actor() == 1);  // SB 4, BB 0, first to act 1
  act(h, 1, ActionType::Fold);
  act(h, 2, ActionType::Call);
  act(h, 3, ActionType::Call);
  act(h, 4, ActionType::Fold);  // the small blind folds
  act(h, 0, ActionType::Check);
  CHECK(h.street() == Street::Flop);
  CHECK(h.actor() == 0);  // 4 (after the button) folded: 0 is the first live player
}

TEST_CASE("R8 ante-only game: the player after the button opens and may bet min_bet") {
  HandSetup s = make_setup({500, 500, 500}, 1, 0, 0, {"AhAd", "KcKd", "QcQd"}, "2c7d9hJs3s");
  s.set_antes(5, AnteKind::EveryPlayer);
  s.min_bet = 10;
  Hand h;
  h.start(s);
  REQUIRE(h.actor() == 2);
  CHECK(h.check_action({ActionType::Bet, 9}) == ActionError::AmountTooSmall);
  CHECK(h.check_action({ActionType::Raise, 10}) == ActionError::NotAllowed);
  act(h, 2, ActionType::Bet, 10);
  CHECK(h.legal().min_raise_to == 20);
}
