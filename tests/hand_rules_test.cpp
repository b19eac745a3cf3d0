// The hand state machine against the house rules R4-R17, with explicit deals.
#include <doctest/doctest.h>

#include <numeric>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal.hpp"
#include "engine/hand.hpp"

using namespace poker;

namespace {

Card card(std::string_view text) {
  const auto c = parse_card(text);
  REQUIRE(c.has_value());
  return *c;
}

// A setup with stacks (one per player), blinds and a deal given as "AhKd" per player and a
// five-card board such as "2c7d9hJsQs".
HandSetup make_setup(std::vector<Chips> stacks, int button, Chips sb, Chips bb,
                     std::vector<std::string_view> holes, std::string_view board,
                     Structure structure = Structure::NoLimit) {
  HandSetup s;
  s.structure = structure;
  s.players = static_cast<int>(stacks.size());
  s.button = button;
  for (int p = 0; p < s.players; ++p) s.stacks[p] = stacks[p];
  s.small_blind = sb;
  s.big_blind = bb;
  REQUIRE(holes.size() == stacks.size());
  for (int p = 0; p < s.players; ++p) {
    s.deal.hole[p][0] = card(holes[p].substr(0, 2));
    s.deal.hole[p][1] = card(holes[p].substr(2, 2));
  }
  for (int i = 0; i < 5; ++i) s.deal.board[i] = card(board.substr(2 * i, 2));
  return s;
}

Chips total_chips(const Hand& h) {
  Chips t = h.pot();
  for (int p = 0; p < h.players(); ++p) t += h.stack(p);
  return t;
}

void act(Hand& h, int expected_actor, ActionType type, Chips amount = 0) {
  REQUIRE(h.actor() == expected_actor);
  const ActionError e = h.apply(Action{type, amount});
  REQUIRE_MESSAGE(e == ActionError::None, "player " << expected_actor << " " << to_string(type)
                                                    << " " << amount << ": " << to_string(e));
}

std::vector<Event> of_type(const std::vector<Event>& events, EventType type) {
  std::vector<Event> out;
  for (const Event& e : events)
    if (e.type == type) out.push_back(e);
  return out;
}

}  // namespace

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
