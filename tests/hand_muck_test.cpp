// Showing and mucking at showdown (R27, setting `showdown`): under muck-losers the first hand in
// R15's order is shown, then a hand only if it wins or ties some pot it is eligible for, its
// player is all-in, or its player asked to show it; any other hand is mucked unseen. Mucking
// never changes who wins what.
#include <doctest/doctest.h>

#include <vector>

#include "engine/hand.hpp"
#include "support/hand_setup.hpp"

using namespace poker;
using namespace hand_test;

namespace {

// Four players; player 3 is all-in pre-flop for 100 with the best hand and wins the main pot,
// player 2 wins the side pot, players 1 and 0 lose everything. Player 1 bets the river, so it
// shows first (R15): the showing order is 1, 2, 3, 0.
struct SidePotHand {
  std::vector<Event> events;
  Hand hand;
};

void play_side_pot_hand(SidePotHand& out, bool muck, int asks_to_show = -1) {
  HandSetup s = make_setup({1000, 1000, 1000, 100}, 0, 10, 20, {"JhJd", "QhQd", "KhKd", "AhAd"},
                           "2c7d9s3h4c");
  s.muck_losing_hands = muck;
  Hand& h = out.hand;
  h.start(s, &out.events);
  act(h, 3, ActionType::Raise, 100);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);
  act(h, 1, ActionType::Check);  // flop
  act(h, 2, ActionType::Bet, 100);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  for (int p : {1, 2, 0}) act(h, p, ActionType::Check);  // turn
  if (asks_to_show >= 0) h.ask_to_show(asks_to_show);
  act(h, 1, ActionType::Bet, 100);  // river
  act(h, 2, ActionType::Call);
  act(h, 0, ActionType::Call);
  REQUIRE(h.finished());
}

std::vector<int> players_of(const std::vector<Event>& events, EventType type) {
  std::vector<int> out;
  for (const Event& e : of_type(events, type)) out.push_back(e.player);
  return out;
}

}  // namespace

TEST_CASE("R27 muck-losers: a losing hand is mucked but one that wins a side pot is shown") {
  SidePotHand h;
  play_side_pot_hand(h, true);
  // 1 shows first (R15) though it loses; 2 wins the side pot; 3 is all-in; 0 wins nothing.
  CHECK(players_of(h.events, EventType::Show) == std::vector<int>{1, 2, 3});
  const auto mucks = of_type(h.events, EventType::Muck);
  REQUIRE(mucks.size() == 1);
  CHECK(mucks[0].player == 0);
  CHECK(to_string(mucks[0].cards[0]) == "Jh");  // kept for the organizer's log
  CHECK(h.hand.won(3) == 400);
  CHECK(h.hand.won(2) == 600);
  CHECK(total_chips(h.hand) == 3100);
}

TEST_CASE("R27 show-all shows every live hand in R15's order") {
  SidePotHand h;
  play_side_pot_hand(h, false);
  CHECK(players_of(h.events, EventType::Show) == std::vector<int>{1, 2, 3, 0});
  CHECK(of_type(h.events, EventType::Muck).empty());
}

TEST_CASE("R27 mucking changes nobody's winnings") {
  SidePotHand shown, mucked;
  play_side_pot_hand(shown, false);
  play_side_pot_hand(mucked, true);
  for (int p = 0; p < 4; ++p) {
    CHECK(shown.hand.won(p) == mucked.hand.won(p));
    CHECK(shown.hand.stack(p) == mucked.hand.stack(p));
  }
}

TEST_CASE("R27 a player who asked to show its losing hand is shown") {
  SidePotHand h;
  play_side_pot_hand(h, true, 0);
  CHECK(players_of(h.events, EventType::Show) == std::vector<int>{1, 2, 3, 0});
  CHECK(of_type(h.events, EventType::Muck).empty());
}

TEST_CASE("R27 an all-in player's losing hand is always shown") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000, 100}, 0, 10, 20, {"AhAd", "KhKd", "2h3d"}, "2c7d9s8h4c");
  s.muck_losing_hands = true;
  Hand h;
  h.start(s, &ev);
  act(h, 0, ActionType::Raise, 100);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Call);  // all-in, and the worst hand
  for (int street = 0; street < 3; ++street) {
    act(h, 1, ActionType::Check);
    act(h, 0, ActionType::Check);
  }
  REQUIRE(h.finished());
  // Nobody bet the river: 1 shows first and loses; 2 loses but is all-in; 0 wins.
  CHECK(players_of(ev, EventType::Show) == std::vector<int>{1, 2, 0});
  CHECK(h.won(0) == 300);
}

TEST_CASE("R27 a tied hand is shown: it wins a share") {
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 1000, 1000}, 0, 10, 20, {"AhKd", "2h3d", "AsKc"}, "AcAd7s8h9c");
  s.muck_losing_hands = true;
  Hand h;
  h.start(s, &ev);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  for (int street = 0; street < 3; ++street)
    for (int p : {1, 2, 0}) act(h, p, ActionType::Check);
  REQUIRE(h.finished());
  // 1 shows first (and loses); 2 and 0 tie: both shown, the pot split.
  CHECK(players_of(ev, EventType::Show) == std::vector<int>{1, 2, 0});
  CHECK(h.won(0) == 30);
  CHECK(h.won(2) == 30);
}

TEST_CASE("R27 after an all-in the board is run out face up: no hand is mucked") {
  // Player 1 is all-in pre-flop and player 2 calls: nobody can bet any more, so both hands are
  // tabled before the flop, turn and river come (the TDA's "face up for all-ins", and PokerKit's
  // order), and player 2's losing hand, not all-in, is shown all the same.
  std::vector<Event> ev;
  HandSetup s = make_setup({1000, 300, 1000}, 0, 10, 20, {"2h3d", "AhAd", "KhKd"}, "2c7d9s8h4c");
  s.muck_losing_hands = true;
  Hand h;
  h.start(s, &ev);
  act(h, 0, ActionType::Fold);
  act(h, 1, ActionType::Raise, 300);  // all-in
  act(h, 2, ActionType::Call);
  REQUIRE(h.finished());
  CHECK(players_of(ev, EventType::Show) == std::vector<int>{1, 2});
  CHECK(of_type(ev, EventType::Muck).empty());
  CHECK(h.won(1) == 600);
  CHECK(total_chips(h) == 2300);
}
