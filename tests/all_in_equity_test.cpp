// R47: all-in adjusted results, each expected share counted by hand from the cards left.
#include <doctest/doctest.h>

#include <vector>

#include "engine/all_in_equity.hpp"
#include "support/hand_setup.hpp"

using namespace hand_test;

namespace {

// Heads-up, 1000 chips each, blinds 5/10; player 0 is the button (the small blind). Both see
// the turn for the big blind, where player 1 bets all in and player 0 calls.
Hand all_in_on_the_turn(std::vector<std::string_view> holes, std::string_view board,
                        std::vector<Event>& events) {
  Hand h;
  h.start(make_setup({1000, 1000}, 0, 5, 10, holes, board), &events);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  act(h, 1, ActionType::Check);
  act(h, 0, ActionType::Check);
  act(h, 1, ActionType::Bet, 990);
  act(h, 0, ActionType::Call);
  REQUIRE(h.finished());
  return h;
}

}  // namespace

TEST_CASE("R47 all in on the turn: a flush draw's 9 outs of 44 river cards, exactly") {
  // AsKs has top pair; QhJh wins with any of the 9 hearts left, and with nothing else.
  std::vector<Event> events;
  const Hand h = all_in_on_the_turn({"AsKs", "QhJh"}, "2h7hKc4d9c", events);
  CHECK(h.won(0) == 2000);  // the river (9c) gave the pot to the pair
  const auto expected = all_in_expected_winnings(h, events);
  REQUIRE(expected.has_value());
  CHECK((*expected)[1] == doctest::Approx(2000.0 * 9 / 44).epsilon(1e-12));
  CHECK((*expected)[0] == doctest::Approx(2000.0 * 35 / 44).epsilon(1e-12));
}

TEST_CASE("R47 hands that always tie share every pot in halves, whatever the runout") {
  // The same ranks, no card of the board's suit: every river splits the pot.
  std::vector<Event> events;
  const Hand h = all_in_on_the_turn({"Ac2d", "Ad2c"}, "KsQsJs3h8s", events);
  const auto expected = all_in_expected_winnings(h, events);
  REQUIRE(expected.has_value());
  CHECK((*expected)[0] == 1000.0);
  CHECK((*expected)[1] == 1000.0);
}

TEST_CASE("R47 preflop all in: pocket aces against a lower pair, every runout enumerated") {
  std::vector<Event> events;
  Hand h;
  h.start(make_setup({1000, 1000}, 0, 5, 10, {"AsAh", "7c7d"}, "2c3d9hJsQs"), &events);
  act(h, 0, ActionType::Raise, 1000);
  act(h, 1, ActionType::Call);
  REQUIRE(h.finished());
  const auto expected = all_in_expected_winnings(h, events);
  REQUIRE(expected.has_value());
  // Aces against sevens win about 80-81% (C(48,5) = 1,712,304 boards); the shares sum to the pot.
  CHECK((*expected)[0] / 2000 > 0.79);
  CHECK((*expected)[0] / 2000 < 0.82);
  CHECK((*expected)[0] + (*expected)[1] == doctest::Approx(2000.0).epsilon(1e-12));
}

TEST_CASE("R47 a hand decided on the river, or by a fold, is not adjusted") {
  std::vector<Event> events;
  Hand h;
  h.start(make_setup({1000, 1000}, 0, 5, 10, {"AsKs", "QhJh"}, "2h7hKc4d9c"), &events);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  for (int street = 0; street < 2; ++street) {
    act(h, 1, ActionType::Check);
    act(h, 0, ActionType::Check);
  }
  act(h, 1, ActionType::Bet, 990);
  act(h, 0, ActionType::Call);
  REQUIRE(h.finished());
  CHECK_FALSE(all_in_expected_winnings(h, events).has_value());

  std::vector<Event> folded_events;
  Hand folded;
  folded.start(make_setup({1000, 1000}, 0, 5, 10, {"AsKs", "QhJh"}, "2h7hKc4d9c"), &folded_events);
  act(folded, 0, ActionType::Fold);
  REQUIRE(folded.finished());
  CHECK_FALSE(all_in_expected_winnings(folded, folded_events).has_value());
}
