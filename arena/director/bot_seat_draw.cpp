// A seat's turn in a draw or discard round (R30, R34; sdk/PROTOCOL.md "Drawing"): the `draw`
// request, the `discard` answer, and the vacation when no valid answer comes.
#include <spdlog/spdlog.h>

#include "arena/director/bot_seat.hpp"
#include "arena/director/seat_detail.hpp"

namespace arena {

SeatDraw BotSeat::decide_draw(const poker::Hand& hand, std::int64_t hand_number) {
  if (state_ != SeatState::Playing)
    return forced_draw(hand, ++next_id_, hand_number, protocol::TimeoutReason::Absent, {}, 0.0);
  take_out_of_turn_lines(hand_number);
  if (std::optional<SeatDraw> d = use_draw_advance(hand, hand_number)) return *d;
  const std::int64_t id = ++next_id_;
  const std::int64_t limit_ms = rules_.decision_ms + time_bank_ms_;
  const protocol::DrawRequest request =
      protocol::make_draw_request(hand, id, hand_number, limit_ms);
  act_line_ = protocol::to_line(protocol::draw_message(request));
  protocol::DiscardAnswer answer;
  const TurnAnswer a = await_answer(id, limit_ms, hand_number, false,
                                    [&](const std::string& line, BotProcess::Clock::time_point at) {
                                      answer = protocol::parse_discard(line, request);
                                      if (answer.kind != protocol::ParseKind::Stale) return true;
                                      spdlog::debug("{}: dropped a stale answer (id {}) to draw {}",
                                                    name(), answer.id, id);
                                      note_if_late(answer.id, at);
                                      return false;
                                    });
  switch (a.kind) {
    case TurnAnswer::Kind::Answer: {
      if (answer.kind != protocol::ParseKind::Ok) {
        SeatDraw d = forced_draw(hand, id, hand_number, protocol::TimeoutReason::Invalid,
                                 answer.error, a.ms);
        d.note.refused = refusal(id, hand_number, answer.kind, answer.error, a.line);
        return d;
      }
      took_answer(a.ms);
      ++result_.draws_answered;
      SeatDraw d;
      d.discards = std::move(answer.cards);
      d.note.time_ms = a.ms;
      return d;
    }
    case TurnAnswer::Kind::TooLong: {
      SeatDraw d = forced_draw(hand, id, hand_number, protocol::TimeoutReason::Invalid,
                               too_long_error(), a.ms);
      d.note.refused = refusal(id, hand_number, protocol::ParseKind::TooLong, too_long_error(), {});
      return d;
    }
    case TurnAnswer::Kind::Timeout: {
      ++result_.draw_timeouts;
      SeatDraw d = forced_draw(hand, id, hand_number, protocol::TimeoutReason::Time, {}, a.ms);
      after_timeout();
      return d;
    }
    case TurnAnswer::Kind::Closed:
      break;
  }
  return forced_draw(hand, id, hand_number, protocol::TimeoutReason::Absent, {}, a.ms);
}

std::optional<SeatDraw> BotSeat::use_draw_advance(const poker::Hand& hand,
                                                  std::int64_t hand_number) {
  if (!advance_ || !poker::is_draw_request(advance_->kind)) return std::nullopt;
  const poker::AdvanceRequest request = *advance_;
  advance_.reset();  // used up, applied or void
  if (request.hand != hand_number) return std::nullopt;
  const poker::AdvanceVoid why =
      poker::resolve_draw_advance(request, hand_number, hand.hole(hand.actor()), hand.draw_round());
  if (why != poker::AdvanceVoid::None) {
    ++result_.advance_void;
    queue(protocol::to_line(protocol::advance_void_message(
        hand_number, request, poker::describe_void(request, why, hand_number, poker::Legal{}))));
    return std::nullopt;
  }
  // The bot drew, in time: as an answer would, it takes the bot off vacation.
  ++result_.advance_applied;
  ++result_.decisions;
  ++result_.draws_answered;
  on_vacation_ = false;
  timeouts_in_a_row_ = 0;
  queue(
      protocol::to_line(protocol::draw_advanced_message(hand_number, hand.street_name(), request)));
  if (poker::advance_stands(request.kind)) advance_ = request;
  SeatDraw d;
  const auto discards = request.discards();
  d.discards.assign(discards.begin(), discards.end());
  d.note.advance = std::string(poker::to_string(request.kind));
  return d;
}

SeatDraw BotSeat::forced_draw(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                              protocol::TimeoutReason reason, std::string error, double time_ms) {
  // R34: the hand stays live; it stands pat, or the arena makes the round's compulsory discard.
  const bool discards = hand.draw_round().min_discard > 0;
  if (state_ == SeatState::Playing || state_ == SeatState::Absent)
    queue(protocol::to_line(
        protocol::draw_timeout_message(id, hand_number, reason, discards, error)));
  SeatDraw d;
  d.vacation = true;
  d.note.time_ms = time_ms;
  d.note.forced = std::string(seat_detail::forced_word(reason));
  return d;
}

}  // namespace arena
