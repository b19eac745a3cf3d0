// All-in protection for time-outs (R26): a player who does not act while facing a bet, with
// chips already in the pot, is treated as all-in for what it has put in; later bets go to side
// pots; its chips behind are set aside and come back when the hand ends. The count of
// protections runs out, then the vacation rule (R22) applies.
#include <doctest/doctest.h>

#include <vector>

#include "engine/forced_move.hpp"
#include "engine/hand.hpp"
#include "support/hand_setup.hpp"

using namespace poker;
using namespace hand_test;

namespace {

void protect(Hand& h, int expected_actor, int& protections_left) {
  REQUIRE(h.actor() == expected_actor);
  REQUIRE(apply_forced_move(h, TimeoutRule::AllInProtection, protections_left) ==
          ForcedMove::Protect);
}

}  // namespace

TEST_CASE("R26 all-in protection with one pot: the protected big blind wins what it put in") {
  std::vector<Event> ev;
  Hand h;
  // Heads-up: the button (player 0) posts the small blind and acts first pre-flop.
  h.start(make_setup({1000, 1000}, 0, 10, 20, {"KhKd", "AhAd"}, "2c7d9s3hJc"), &ev);
  act(h, 0, ActionType::Raise, 100);
  int left = 2;
  protect(h, 1, left);
  CHECK(left == 1);
  REQUIRE(h.finished());
  const auto protects = of_type(ev, EventType::Protect);
  REQUIRE(protects.size() == 1);
  CHECK(protects[0].player == 1);
  CHECK(protects[0].amount == 20);
  const auto returned = of_type(ev, EventType::ReturnUncalled);
  REQUIRE(returned.size() == 1);
  CHECK(returned[0].amount == 80);
  CHECK(h.won(1) == 40);
  CHECK(h.stack(1) == 1020);  // its 980 behind came back
  CHECK(h.stack(0) == 980);
  CHECK(total_chips(h) == 2000);
}

TEST_CASE("R26 all-in protection with one pot: the protected player loses only what it put in") {
  Hand h;
  h.start(make_setup({1000, 1000}, 0, 10, 20, {"AhAd", "KhKd"}, "2c7d9s3hJc"));
  act(h, 0, ActionType::Raise, 100);
  int left = 1;
  protect(h, 1, left);
  REQUIRE(h.finished());
  CHECK(h.stack(0) == 1020);
  CHECK(h.stack(1) == 980);
  CHECK_FALSE(h.all_in(1));
  CHECK(total_chips(h) == 2000);
}

TEST_CASE("R26 all-in protection with two pots: later bets go to a side pot it cannot win") {
  std::vector<Event> ev;
  Hand h;
  // Button 0, small blind 1, big blind 2; player 0 opens pre-flop.
  h.start(make_setup({1000, 1000, 1000}, 0, 10, 20, {"KhKd", "QhQd", "AhAd"}, "2c7d9s3hJc"), &ev);
  act(h, 0, ActionType::Raise, 60);
  act(h, 1, ActionType::Call);
  int left = 2;
  protect(h, 2, left);
  CHECK(h.is_protected(2));
  CHECK(h.stack(2) == 980);  // set aside, still its own
  CHECK(total_chips(h) == 3000);
  act(h, 1, ActionType::Bet, 100);  // the flop: the protected player is not asked again
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  act(h, 0, ActionType::Check);
  act(h, 1, ActionType::Check);
  act(h, 0, ActionType::Check);
  REQUIRE(h.finished());
  const auto wins = of_type(ev, EventType::WinPot);
  REQUIRE(wins.size() == 2);
  CHECK(wins[0].player == 2);  // the main pot, 20 from each
  CHECK(wins[0].amount == 60);
  CHECK(wins[1].player == 0);  // the side pot: 40 + 100 from each of the other two
  CHECK(wins[1].amount == 280);
  CHECK(h.stack(2) == 1040);
  CHECK(h.stack(0) == 1120);
  CHECK(h.stack(1) == 840);
  CHECK(total_chips(h) == 3000);
}

TEST_CASE("R26 all-in protection with three pots beside a short all-in") {
  std::vector<Event> ev;
  Hand h;
  h.start(
      make_setup({1000, 1000, 1000, 50}, 0, 10, 20, {"QhQd", "JhJd", "AhAd", "KhKd"}, "2c7d9s3h4c"),
      &ev);
  act(h, 3, ActionType::Raise, 50);  // all-in
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  int left = 1;
  protect(h, 2, left);  // the big blind, 20 in, facing 30 more
  CHECK(left == 0);
  act(h, 1, ActionType::Bet, 200);
  act(h, 0, ActionType::Call);
  for (int street = 0; street < 2; ++street) {
    act(h, 1, ActionType::Check);
    act(h, 0, ActionType::Check);
  }
  REQUIRE(h.finished());
  const auto wins = of_type(ev, EventType::WinPot);
  REQUIRE(wins.size() == 3);
  CHECK(wins[0].player == 2);  // 20 x 4
  CHECK(wins[0].amount == 80);
  CHECK(wins[1].player == 3);  // 30 x 3
  CHECK(wins[1].amount == 90);
  CHECK(wins[2].player == 0);  // 200 x 2
  CHECK(wins[2].amount == 400);
  CHECK(h.stack(2) == 1060);
  CHECK(h.stack(3) == 90);
  CHECK(h.stack(0) == 1150);
  CHECK(h.stack(1) == 750);
  CHECK(total_chips(h) == 3050);
}

TEST_CASE("R26 the protection count runs out and the vacation rule applies") {
  int left = 1;
  for (int hand = 0; hand < 2; ++hand) {
    Hand h;
    h.start(make_setup({1000, 1000}, 0, 10, 20, {"KhKd", "AhAd"}, "2c7d9s3hJc"));
    act(h, 0, ActionType::Raise, 100);
    const ForcedMove move = apply_forced_move(h, TimeoutRule::AllInProtection, left);
    REQUIRE(h.finished());
    if (hand == 0) {
      CHECK(move == ForcedMove::Protect);
      CHECK(h.stack(1) == 1020);
    } else {
      CHECK(move == ForcedMove::Fold);  // none left: folded, the 20 lost
      CHECK(h.stack(1) == 980);
    }
  }
  CHECK(left == 0);
}

TEST_CASE("R26 no protection for a player with nothing in, with a free check, or on vacation") {
  Hand h;
  // Three players: player 0 (the button) acts first pre-flop with nothing in.
  h.start(make_setup({1000, 1000, 1000}, 0, 10, 20, {"KhKd", "QhQd", "AhAd"}, "2c7d9s3hJc"));
  CHECK_FALSE(h.can_protect());
  CHECK(forced_move(h, TimeoutRule::AllInProtection, 2) == ForcedMove::Fold);
  CHECK(h.protect() == ActionError::NotAllowed);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  // The big blind may check for free: a time-out checks, protection or not.
  CHECK(forced_move(h, TimeoutRule::AllInProtection, 2) == ForcedMove::Check);
  act(h, 2, ActionType::Check);
  act(h, 1, ActionType::Bet, 40);
  // Chips in and facing a bet: only the all-in-protection rule protects.
  CHECK(forced_move(h, TimeoutRule::Vacation, 2) == ForcedMove::Fold);
  CHECK(forced_move(h, TimeoutRule::AllInProtection, 0) == ForcedMove::Fold);
  CHECK(forced_move(h, TimeoutRule::AllInProtection, 1) == ForcedMove::Protect);
  CHECK(to_string(ForcedMove::Protect) == "protected");
  CHECK(timeout_rule_named("all-in-protection") == TimeoutRule::AllInProtection);
  CHECK_FALSE(timeout_rule_named("protection").has_value());
}

TEST_CASE("R26 a protected hand is not folded before showdown though it began on vacation") {
  HandSetup s = make_setup({1000, 1000}, 0, 10, 20, {"KhKd", "AhAd"}, "2c7d9s3hJc");
  s.folds_before_showdown[1] = true;  // R23: started the hand on vacation
  Hand h;
  h.start(s);
  act(h, 0, ActionType::Raise, 100);
  int left = 2;
  protect(h, 1, left);
  REQUIRE(h.finished());
  CHECK(h.won(1) == 40);
  CHECK(total_chips(h) == 2000);
}
