// The one decision policy of a seat's turn (engine/turn_policy.hpp), called directly: what the
// table applies from the seat's state, the clock's verdict and the bot's answer (R22-R26, R30,
// R34). The live seat, `arena verify` and --resume all rule their turns through it.
#include <doctest/doctest.h>

#include <vector>

#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "engine/game.hpp"
#include "engine/turn_policy.hpp"
#include "support/hand_setup.hpp"

using namespace poker;
using namespace hand_test;

namespace {

// Heads-up, button 0 (small blind 10, big blind 20): player 0 acts first, facing 10 to call.
Hand heads_up() {
  Hand h;
  h.start(make_setup({1000, 1000}, 0, 10, 20, {"KhKd", "AhAd"}, "2c7d9s3hJc"));
  return h;
}

// Player 0 raised to 100: the big blind, 20 in, faces 80 to call.
Hand big_blind_facing_a_raise() {
  Hand h = heads_up();
  act(h, 0, ActionType::Raise, 100);
  REQUIRE(h.actor() == 1);
  return h;
}

TurnRuling rule(const Hand& h, ClockVerdict verdict, SeatTurnState seat = {},
                TurnAnswer answer = {}, TurnRules rules = {}) {
  return rule_turn({h, 1, rules, seat, verdict, answer});
}

TurnAnswer action(ActionType type, Chips amount = 0) {
  return {Action{type, amount}, {}};
}

// A draw game's hand from a seeded deck, its stub's cards from the hand's stream.
struct DrawHand {
  Seed seed = Seed::from_text("turn-policy");
  DrawStream random{seed, 1};
  Hand hand;

  explicit DrawHand(const char* game_name, int players) {
    const GameDef* g = find_game(game_name);
    REQUIRE(g != nullptr);
    HandSetup s;
    s.game = g;
    s.structure = g->default_structure;
    s.players = players;
    for (int p = 0; p < players; ++p) s.stacks[p] = 1000;
    s.small_blind = 10;
    s.big_blind = 20;
    s.deal = deal_from_deck(shuffled_deck(seed, 1), players, 0, *g);
    s.draw_random = &random;
    hand.start(s);
  }
};

AdvanceRequest request(AdvanceKind kind, Chips amount = 0, std::int64_t hand = 1) {
  return AdvanceRequest{kind, amount, hand};
}

}  // namespace

TEST_CASE("R22 a time-out checks when a check is free, else folds, and starts a vacation") {
  Hand h = heads_up();
  TurnRuling r = rule(h, ClockVerdict::TimedOut);
  CHECK(r.source == TurnSource::Forced);
  CHECK(r.reason == ForcedReason::Timeout);
  CHECK(r.move == ForcedMove::Fold);
  CHECK(r.action.type == ActionType::Fold);
  CHECK_FALSE(r.protect);
  CHECK(r.after.on_vacation);
  CHECK(r.after.timeouts_in_a_row == 1);
  act(h, 0, ActionType::Call);
  r = rule(h, ClockVerdict::TimedOut);  // the big blind, with nothing to call
  CHECK(r.move == ForcedMove::Check);
  CHECK(r.action.type == ActionType::Check);
  CHECK(apply_ruling(h, r) == ActionError::None);
  CHECK(h.street() == Street::Flop);
}

TEST_CASE("R24 the last time-out allowed in a row: the bot is no longer waited for") {
  const Hand h = heads_up();
  SeatTurnState seat;
  seat.timeouts_in_a_row = 1;
  TurnRuling r = rule(h, ClockVerdict::TimedOut, seat, {}, {TimeoutRule::Vacation, 3});
  CHECK_FALSE(r.now_absent);
  CHECK(r.after.waited_for);
  CHECK(r.after.timeouts_in_a_row == 2);
  r = rule(h, ClockVerdict::TimedOut, r.after, {}, {TimeoutRule::Vacation, 3});
  CHECK(r.now_absent);
  CHECK_FALSE(r.after.waited_for);
  CHECK(r.reason == ForcedReason::Timeout);  // the turn itself is still a time-out
  // No limit: never absent.
  seat.timeouts_in_a_row = 100;
  CHECK_FALSE(rule(h, ClockVerdict::TimedOut, seat).now_absent);
}

TEST_CASE("R24 a bot not waited for, or whose pipes closed, is acted for as absent") {
  const Hand h = heads_up();
  SeatTurnState gone;
  gone.waited_for = false;
  gone.advance = request(AdvanceKind::CallAny);  // not used: the bot is not there
  // Whatever the clock says: the bot is not asked.
  for (const ClockVerdict v : {ClockVerdict::NotAsked, ClockVerdict::Answered}) {
    const TurnRuling r = rule(h, v, gone, action(ActionType::Call));
    CHECK(r.source == TurnSource::Forced);
    CHECK(r.reason == ForcedReason::Absent);
    CHECK(r.move == ForcedMove::Fold);
    CHECK(r.after.advance.has_value());
  }
  const TurnRuling closed = rule(h, ClockVerdict::Gone);
  CHECK(closed.source == TurnSource::Forced);
  CHECK(closed.reason == ForcedReason::Absent);
  CHECK_FALSE(closed.after.waited_for);
}

TEST_CASE("R22 an answer in time is applied and ends the vacation and the time-outs in a row") {
  Hand h = heads_up();
  SeatTurnState seat;
  seat.on_vacation = true;
  seat.timeouts_in_a_row = 2;
  const TurnRuling r = rule(h, ClockVerdict::Answered, seat, action(ActionType::Raise, 60));
  CHECK(r.source == TurnSource::Answer);
  CHECK(r.action.type == ActionType::Raise);
  CHECK(r.action.amount == 60);
  CHECK_FALSE(r.after.on_vacation);
  CHECK(r.after.timeouts_in_a_row == 0);
  CHECK(apply_ruling(h, r) == ActionError::None);
  CHECK(h.actor() == 1);
}

TEST_CASE("R22 an illegal answer or an invalid line is refused: forced as invalid, on vacation") {
  const Hand h = heads_up();
  SeatTurnState seat;
  seat.timeouts_in_a_row = 1;
  TurnRuling r = rule(h, ClockVerdict::Answered, seat, action(ActionType::Check));  // 10 to call
  CHECK(r.source == TurnSource::Forced);
  CHECK(r.reason == ForcedReason::Invalid);
  CHECK(r.not_legal == ActionError::NotAllowed);
  CHECK(r.move == ForcedMove::Fold);
  CHECK(r.after.on_vacation);
  CHECK(r.after.timeouts_in_a_row == 1);  // an invalid answer is no time-out
  r = rule(h, ClockVerdict::Answered, seat, action(ActionType::Raise, 5000));
  CHECK(r.not_legal == ActionError::AmountTooLarge);
  r = rule(h, ClockVerdict::Invalid, seat);  // a malformed line, a bad amount, a line too long
  CHECK(r.source == TurnSource::Forced);
  CHECK(r.reason == ForcedReason::Invalid);
  CHECK(r.not_legal == ActionError::None);
  CHECK(r.after.on_vacation);
}

TEST_CASE("R26 all-in protection: facing a bet with chips in, a forced turn protects once") {
  Hand h = big_blind_facing_a_raise();
  SeatTurnState seat;
  seat.protections_left = 1;
  const TurnRules protecting{TimeoutRule::AllInProtection, 0};
  const TurnRuling r = rule(h, ClockVerdict::TimedOut, seat, {}, protecting);
  CHECK(r.source == TurnSource::Forced);
  CHECK(r.move == ForcedMove::Protect);
  CHECK(r.protect);
  CHECK(r.after.protections_left == 0);
  // None left, or under the vacation rule: a fold.
  const TurnRuling spent = rule(h, ClockVerdict::TimedOut, r.after, {}, protecting);
  CHECK(spent.move == ForcedMove::Fold);
  CHECK(spent.after.protections_left == 0);
  CHECK(rule(h, ClockVerdict::Invalid, seat).move == ForcedMove::Fold);
  CHECK(apply_ruling(h, r) == ActionError::None);
  CHECK(h.finished());  // protected: all-in for its 20, nobody left to act
}

TEST_CASE("R25 a pending request acts for the bot when valid; a plan stays, a one-time is used") {
  Hand h = heads_up();
  SeatTurnState seat;
  seat.on_vacation = true;
  seat.advance = request(AdvanceKind::CallAny);
  TurnRuling r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Advance);
  CHECK(r.action.type == ActionType::Call);
  REQUIRE(r.applied.has_value());
  CHECK(r.applied->kind == AdvanceKind::CallAny);
  CHECK(r.after.advance.has_value());  // call_any is a plan for the hand
  CHECK_FALSE(r.after.on_vacation);    // it acted, in time
  seat.advance = request(AdvanceKind::Raise, 60);
  r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Advance);
  CHECK(r.action.amount == 60);
  CHECK_FALSE(r.after.advance.has_value());  // used once
  // Once the bot is asked, a request it sends meanwhile waits: its answer decides.
  r = rule(h, ClockVerdict::Answered, seat, action(ActionType::Fold));
  CHECK(r.source == TurnSource::Answer);
  CHECK(r.action.type == ActionType::Fold);
  CHECK(r.after.advance.has_value());
}

TEST_CASE("R25 a void request is used up and reported, then the bot is asked") {
  const Hand h = heads_up();
  SeatTurnState seat;
  seat.advance = request(AdvanceKind::Check);  // 10 to call: void
  TurnRuling r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Ask);
  REQUIRE(r.voided.has_value());
  CHECK(r.void_why == AdvanceVoid::BetToCall);
  CHECK_FALSE(r.after.advance.has_value());
  // A request of an earlier hand is dropped without a word.
  seat.advance = request(AdvanceKind::CallAny, 0, 7);
  r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Ask);
  CHECK_FALSE(r.voided.has_value());
  CHECK_FALSE(r.after.advance.has_value());
  // A draw request waits for a draw turn; nothing pending: ask.
  seat = SeatTurnState{};
  take_advance(seat, request(AdvanceKind::StandPat));
  r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Ask);
  CHECK(r.after.draw_advance.has_value());
  CHECK(rule(h, ClockVerdict::NotAsked).source == TurnSource::Ask);
}

TEST_CASE(
    "R25 R30 one pending request of each kind: a betting plan and a draw plan stand together") {
  SeatTurnState seat;
  take_advance(seat, request(AdvanceKind::CallAny));
  take_advance(seat, request(AdvanceKind::StandPat));  // does not replace the call_any
  REQUIRE(seat.advance.has_value());
  REQUIRE(seat.draw_advance.has_value());
  CHECK(seat.advance->kind == AdvanceKind::CallAny);
  CHECK(seat.draw_advance->kind == AdvanceKind::StandPat);
  // At a betting turn the betting plan applies and both stay.
  const Hand bet = heads_up();
  TurnRuling r = rule(bet, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Advance);
  CHECK(r.action.type == ActionType::Call);
  CHECK(r.after.advance.has_value());
  CHECK(r.after.draw_advance.has_value());
  // A newer request of one kind replaces only that kind's.
  take_advance(seat, request(AdvanceKind::Raise, 60));
  CHECK(seat.advance->kind == AdvanceKind::Raise);
  CHECK(seat.draw_advance->kind == AdvanceKind::StandPat);
  // A one-time request used up leaves nothing pending of its kind, whatever stands of the other
  // (the seat then tells the bot at once, so it can send its next one).
  r = rule(bet, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Advance);
  CHECK(r.action.amount == 60);
  CHECK_FALSE(pending_advance(r.after, false).has_value());
  CHECK(pending_advance(r.after, true).has_value());
  // At a draw turn the draw plan applies (stand pat) and stays; the betting request waits.
  DrawHand t("2-7-triple-draw", 3);
  Hand& h = t.hand;
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  REQUIRE(h.drawing());
  r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Advance);
  CHECK(r.discards.empty());
  REQUIRE(r.applied.has_value());
  CHECK(r.applied->kind == AdvanceKind::StandPat);
  CHECK(r.after.draw_advance.has_value());
  REQUIRE(r.after.advance.has_value());
  CHECK(r.after.advance->kind == AdvanceKind::Raise);
  // `cancel` withdraws both.
  cancel_advances(seat);
  CHECK_FALSE(seat.advance.has_value());
  CHECK_FALSE(seat.draw_advance.has_value());
}

TEST_CASE("R30 R34 a draw turn: discards checked, a request applied or void, else vacation") {
  DrawHand t("crazy-pineapple", 3);
  Hand& h = t.hand;
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  for (int p : {1, 2, 0}) act(h, p, ActionType::Check);  // the flop
  REQUIRE(h.drawing());
  REQUIRE(h.draw_round().min_discard == 1);
  const Card held = h.hole(h.actor())[0];
  // Time-out: the hand stays live on vacation (the compulsory discard is the hand's choice).
  TurnRuling r = rule(h, ClockVerdict::TimedOut);
  CHECK(r.source == TurnSource::Forced);
  CHECK(r.draw_vacation);
  CHECK(r.after.on_vacation);
  // An answer is checked as the round stands.
  r = rule(h, ClockVerdict::Answered, {}, {{}, {}});  // stands pat where a discard is compulsory
  CHECK(r.source == TurnSource::Forced);
  CHECK(r.reason == ForcedReason::Invalid);
  CHECK(r.bad_draw == DrawError::TooFew);
  r = rule(h, ClockVerdict::Answered, {}, {{}, {held}});
  CHECK(r.source == TurnSource::Answer);
  CHECK(r.discards == std::vector<Card>{held});
  // A stand_pat request is void here; a discard request of a held card applies.
  SeatTurnState seat;
  take_advance(seat, request(AdvanceKind::StandPat));
  r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Ask);
  CHECK(r.void_why == AdvanceVoid::Compulsory);
  AdvanceRequest discard = request(AdvanceKind::Discard);
  discard.cards[0] = held;
  discard.card_count = 1;
  take_advance(seat, discard);
  r = rule(h, ClockVerdict::NotAsked, seat);
  CHECK(r.source == TurnSource::Advance);
  CHECK(r.discards == std::vector<Card>{held});
  CHECK(h.draw(r.discards) == DrawError::None);
}

TEST_CASE("the forced reasons' words, as hands.jsonl logs them") {
  for (const ForcedReason r : {ForcedReason::Timeout, ForcedReason::Invalid, ForcedReason::Absent})
    CHECK(forced_reason_named(to_string(r)) == r);
  CHECK(to_string(ForcedReason::Timeout) == "timeout");
  CHECK_FALSE(forced_reason_named("time").has_value());
}
