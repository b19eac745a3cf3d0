#include "engine/turn_policy.hpp"

namespace poker {
namespace {

// The table acts for the player: at a betting turn check if free, else fold (R22), or protect
// (R26) or post the bring-in (R39); at a draw turn the hand stays live on vacation (R34).
TurnRuling forced(const TurnFacts& f, ForcedReason reason, TurnRuling r) {
  r.source = TurnSource::Forced;
  r.reason = reason;
  if (f.hand.drawing()) {
    r.draw_vacation = true;
    return r;
  }
  r.move = forced_move(f.hand, f.rules.timeout_rule, r.after.protections_left);
  r.action = forced_action(r.move);
  r.protect = r.move == ForcedMove::Protect;
  if (r.protect) --r.after.protections_left;
  return r;
}

// The bot acted in time, by an answer or a request: it is back from vacation (R22).
void acted_in_time(TurnRuling& r) {
  r.after.on_vacation = false;
  r.after.timeouts_in_a_row = 0;
}

// The pending request, if it is of this turn's kind: applied when valid as the table stands,
// else void (R25, R30). Used up either way, unless it is a plan for the hand that applied.
TurnRuling from_advance(const TurnFacts& f, TurnRuling r) {
  const bool drawing = f.hand.drawing();
  const std::optional<AdvanceRequest>& pending = pending_advance(f.seat, drawing);
  if (!pending) return r;  // Ask
  const AdvanceRequest request = *pending;
  pending_advance(r.after, drawing).reset();
  if (request.hand != f.hand_number) return r;  // made in a hand now over: dropped unsaid
  AdvanceResolution resolved;
  if (drawing)
    resolved.why = resolve_draw_advance(request, f.hand_number, f.hand.hole(f.hand.actor()),
                                        f.hand.draw_round());
  else
    resolved = resolve_advance(request, f.hand_number, f.hand.legal());
  if (resolved.why != AdvanceVoid::None) {
    r.voided = request;
    r.void_why = resolved.why;
    return r;
  }
  r.source = TurnSource::Advance;
  r.applied = request;
  if (drawing) {
    const auto cards = request.discards();
    r.discards.assign(cards.begin(), cards.end());
  } else {
    r.action = *resolved.action;
  }
  acted_in_time(r);
  if (advance_stands(request.kind)) pending_advance(r.after, drawing) = request;
  return r;
}

// A well-formed answer, checked as the table stands: one that is not legal here is invalid.
TurnRuling answered(const TurnFacts& f, TurnRuling r) {
  if (f.hand.drawing()) {
    r.bad_draw =
        check_discards(f.hand.hole(f.hand.actor()), f.hand.draw_round(), f.answer.discards);
    if (r.bad_draw != DrawError::None) {
      r.after.on_vacation = true;
      return forced(f, ForcedReason::Invalid, std::move(r));
    }
    r.discards = f.answer.discards;
  } else {
    r.not_legal = check_action(f.hand.legal(), f.answer.action);
    if (r.not_legal != ActionError::None) {
      r.after.on_vacation = true;
      return forced(f, ForcedReason::Invalid, std::move(r));
    }
    r.action = f.answer.action;
  }
  r.source = TurnSource::Answer;
  acted_in_time(r);
  return r;
}

}  // namespace

std::optional<AdvanceRequest>& pending_advance(SeatTurnState& seat, bool drawing) {
  return drawing ? seat.draw_advance : seat.advance;
}

const std::optional<AdvanceRequest>& pending_advance(const SeatTurnState& seat, bool drawing) {
  return drawing ? seat.draw_advance : seat.advance;
}

void take_advance(SeatTurnState& seat, const AdvanceRequest& request) {
  pending_advance(seat, is_draw_request(request.kind)) = request;
}

void cancel_advances(SeatTurnState& seat) {
  seat.advance.reset();
  seat.draw_advance.reset();
}

std::string_view to_string(ForcedReason reason) {
  switch (reason) {
    case ForcedReason::Timeout:
      return "timeout";
    case ForcedReason::Invalid:
      return "invalid";
    case ForcedReason::Absent:
      break;
  }
  return "absent";
}

std::optional<ForcedReason> forced_reason_named(std::string_view name) {
  for (const ForcedReason r : {ForcedReason::Timeout, ForcedReason::Invalid, ForcedReason::Absent})
    if (to_string(r) == name) return r;
  return std::nullopt;
}

TurnRuling rule_turn(const TurnFacts& f) {
  TurnRuling r;
  r.after = f.seat;
  if (!f.seat.waited_for) return forced(f, ForcedReason::Absent, std::move(r));
  switch (f.verdict) {
    case ClockVerdict::NotAsked:
      return from_advance(f, std::move(r));
    case ClockVerdict::Answered:
      return answered(f, std::move(r));
    case ClockVerdict::Invalid:
      r.after.on_vacation = true;
      return forced(f, ForcedReason::Invalid, std::move(r));
    case ClockVerdict::TimedOut:
      r.after.on_vacation = true;
      ++r.after.timeouts_in_a_row;
      r.now_absent =
          f.rules.timeouts_in_a_row > 0 && r.after.timeouts_in_a_row >= f.rules.timeouts_in_a_row;
      if (r.now_absent) r.after.waited_for = false;
      return forced(f, ForcedReason::Timeout, std::move(r));
    case ClockVerdict::Gone:
      break;
  }
  r.after.waited_for = false;
  return forced(f, ForcedReason::Absent, std::move(r));
}

ActionError apply_ruling(Hand& hand, const TurnRuling& ruling) {
  return ruling.protect ? hand.protect() : hand.apply(ruling.action);
}

}  // namespace poker
