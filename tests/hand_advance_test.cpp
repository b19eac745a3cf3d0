// Advance requests (R25): a request made before the turn is applied when the turn comes only if
// it is still valid as the table stands; a raise, a changed call amount or a new hand voids it.
#include <doctest/doctest.h>

#include "engine/advance.hpp"
#include "engine/hand.hpp"
#include "support/hand_setup.hpp"

using namespace poker;
using namespace hand_test;

namespace {

// Three players, button 0 (small blind 1, big blind 2, player 0 first pre-flop), everyone calls
// pre-flop: the flop opens with player 1.
Hand flop_of_three_callers() {
  Hand h;
  h.start(make_setup({1000, 1000, 1000}, 0, 10, 20, {"AhAd", "KhKd", "QhQd"}, "2c7d9s3h4c"));
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  REQUIRE(h.street() == Street::Flop);
  return h;
}

AdvanceRequest request(AdvanceKind kind, Chips amount = 0, std::int64_t hand = 1) {
  return AdvanceRequest{kind, amount, hand};
}

}  // namespace

TEST_CASE("R25 an advance check is void when a bet comes before the turn") {
  Hand h = flop_of_three_callers();
  const AdvanceRequest check = request(AdvanceKind::Check);  // player 2, before player 1 acts
  act(h, 1, ActionType::Bet, 100);
  REQUIRE(h.actor() == 2);
  const AdvanceResolution r = resolve_advance(check, 1, h.legal());
  CHECK_FALSE(r.action.has_value());
  CHECK(r.why == AdvanceVoid::BetToCall);
  CHECK(describe_void(check, r.why, 1, h.legal()) == "check: there is a bet of 100 to call");
}

TEST_CASE("R25 an advance check applies when the turn comes with nothing to call") {
  Hand h = flop_of_three_callers();
  act(h, 1, ActionType::Check);
  const AdvanceResolution r = resolve_advance(request(AdvanceKind::Check), 1, h.legal());
  REQUIRE(r.action.has_value());
  CHECK(r.action->type == ActionType::Check);
  CHECK(h.apply(*r.action) == ActionError::None);
}

TEST_CASE("R25 an advance call is void when a raise changed the amount to call") {
  Hand h = flop_of_three_callers();
  act(h, 1, ActionType::Bet, 100);
  const AdvanceRequest call = request(AdvanceKind::Call, 100);  // player 0 saw a bet of 100
  act(h, 2, ActionType::Raise, 300);
  REQUIRE(h.actor() == 0);
  const AdvanceResolution r = resolve_advance(call, 1, h.legal());
  CHECK_FALSE(r.action.has_value());
  CHECK(r.why == AdvanceVoid::CallChanged);
  CHECK(describe_void(call, r.why, 1, h.legal()) == "call 100: the chips to call are now 300");
}

TEST_CASE("R25 an advance call applies when the amount to call is the one seen") {
  Hand h = flop_of_three_callers();
  act(h, 1, ActionType::Bet, 100);
  act(h, 2, ActionType::Call);
  const AdvanceResolution r = resolve_advance(request(AdvanceKind::Call, 100), 1, h.legal());
  REQUIRE(r.action.has_value());
  CHECK(r.action->type == ActionType::Call);
}

TEST_CASE("R25 an advance request made for an earlier hand is void in a new hand") {
  Hand h = flop_of_three_callers();
  for (AdvanceKind kind : {AdvanceKind::CheckFold, AdvanceKind::CallAny, AdvanceKind::Check}) {
    const AdvanceResolution r = resolve_advance(request(kind, 0, 1), 2, h.legal());
    CHECK_FALSE(r.action.has_value());
    CHECK(r.why == AdvanceVoid::OtherHand);
  }
  CHECK(describe_void(request(AdvanceKind::CallAny), AdvanceVoid::OtherHand, 2, h.legal()) ==
        "made for hand 1, this is hand 2");
}

TEST_CASE("R25 call_any and check_fold follow the bet; a fold is void when a check is free") {
  Hand h = flop_of_three_callers();
  // Player 1 opens the flop: nothing to call.
  CHECK(resolve_advance(request(AdvanceKind::CallAny), 1, h.legal()).action->type ==
        ActionType::Check);
  CHECK(resolve_advance(request(AdvanceKind::CheckFold), 1, h.legal()).action->type ==
        ActionType::Check);
  CHECK(resolve_advance(request(AdvanceKind::Fold), 1, h.legal()).why == AdvanceVoid::NotLegal);
  act(h, 1, ActionType::Bet, 100);
  CHECK(resolve_advance(request(AdvanceKind::CallAny), 1, h.legal()).action->type ==
        ActionType::Call);
  CHECK(resolve_advance(request(AdvanceKind::CheckFold), 1, h.legal()).action->type ==
        ActionType::Fold);
  CHECK(resolve_advance(request(AdvanceKind::Fold), 1, h.legal()).action->type == ActionType::Fold);
}

TEST_CASE("R25 an advance bet or raise applies only when legal as the table stands") {
  Hand h = flop_of_three_callers();
  const AdvanceResolution bet = resolve_advance(request(AdvanceKind::Bet, 150), 1, h.legal());
  REQUIRE(bet.action.has_value());
  CHECK(bet.action->type == ActionType::Bet);
  CHECK(bet.action->amount == 150);
  act(h, 1, ActionType::Bet, 100);
  // A bet is no longer possible once somebody bet; a raise below the minimum is void.
  CHECK(resolve_advance(request(AdvanceKind::Bet, 150), 1, h.legal()).why == AdvanceVoid::NotLegal);
  const AdvanceRequest small = request(AdvanceKind::Raise, 150);
  const AdvanceResolution r = resolve_advance(small, 1, h.legal());
  CHECK(r.why == AdvanceVoid::AmountOutside);
  CHECK(describe_void(small, r.why, 1, h.legal()) == "raise to 150 is outside [200, 980]");
  const AdvanceResolution ok = resolve_advance(request(AdvanceKind::Raise, 250), 1, h.legal());
  REQUIRE(ok.action.has_value());
  CHECK(h.apply(*ok.action) == ActionError::None);
  CHECK(h.current_bet() == 250);
}

TEST_CASE("R25 advance request names read and write back") {
  for (const char* name : {"fold", "check", "check_fold", "call", "call_any", "bet", "raise"}) {
    const auto kind = advance_kind_named(name);
    REQUIRE(kind.has_value());
    CHECK(to_string(*kind) == name);
  }
  CHECK_FALSE(advance_kind_named("all_in").has_value());
}

TEST_CASE(
    "R25 call_any and check_fold stand for the rest of the hand, other requests are used once") {
  CHECK(advance_stands(AdvanceKind::CallAny));
  CHECK(advance_stands(AdvanceKind::CheckFold));
  for (AdvanceKind once : {AdvanceKind::Fold, AdvanceKind::Check, AdvanceKind::Call,
                           AdvanceKind::Bet, AdvanceKind::Raise})
    CHECK_FALSE(advance_stands(once));
  // A standing call_any plays a whole street of turns: the flop bet, then the raise after it.
  Hand h = flop_of_three_callers();
  const AdvanceRequest plan = request(AdvanceKind::CallAny);
  act(h, 1, ActionType::Check);
  act(h, 2, ActionType::Bet, 100);
  for (int turn = 0; turn < 2; ++turn) {
    REQUIRE(h.actor() == 0);
    const AdvanceResolution r = resolve_advance(plan, 1, h.legal());
    REQUIRE(r.action.has_value());
    CHECK(h.apply(*r.action) == ActionError::None);
    if (turn == 0) {
      act(h, 1, ActionType::Raise, 300);
      act(h, 2, ActionType::Raise, 500);
    }
  }
  CHECK(h.actor() == 1);  // facing the re-raise to 500
  CHECK(h.street_bet(0) == 500);
}

TEST_CASE("R25 R30 a draw request applies only as the draw turn stands") {
  const std::vector<Card> hole = *parse_cards("7hKd2c2s9h");
  const DrawRound draw{0, 5, true};
  const DrawRound compulsory{1, 1, false};  // Crazy Pineapple's discard
  AdvanceRequest pat = request(AdvanceKind::StandPat);
  CHECK(is_draw_request(pat.kind));
  CHECK(advance_stands(pat.kind));  // a plan for every draw of the hand
  CHECK(resolve_draw_advance(pat, 1, hole, draw) == AdvanceVoid::None);
  CHECK(resolve_draw_advance(pat, 1, hole, compulsory) == AdvanceVoid::Compulsory);
  CHECK(resolve_draw_advance(pat, 2, hole, draw) == AdvanceVoid::OtherHand);

  AdvanceRequest discard = request(AdvanceKind::Discard);
  discard.cards[0] = *parse_card("Kd");
  discard.cards[1] = *parse_card("9h");
  discard.card_count = 2;
  CHECK(!advance_stands(discard.kind));
  CHECK(resolve_draw_advance(discard, 1, hole, draw) == AdvanceVoid::None);
  CHECK(resolve_draw_advance(discard, 1, hole, compulsory) == AdvanceVoid::CardsChanged);
  discard.cards[1] = *parse_card("Ah");  // not held (any more)
  CHECK(resolve_draw_advance(discard, 1, hole, draw) == AdvanceVoid::CardsChanged);
  discard.cards[1] = *parse_card("Kd");  // named twice
  CHECK(resolve_draw_advance(discard, 1, hole, draw) == AdvanceVoid::CardsChanged);
  CHECK(describe_void(discard, AdvanceVoid::CardsChanged, 1, Legal{}).find("discard [Kd Kd]") == 0);
  // A betting turn never takes a draw request.
  CHECK(!resolve_advance(pat, 1, Legal{}).action);
}
