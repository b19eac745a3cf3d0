// A seat's turn in a draw or discard round (R30, R34; sdk/PROTOCOL.md "Drawing"): the `draw`
// request, the `discard` answer, and the vacation when no valid answer comes.
#include <spdlog/spdlog.h>

#include "arena/director/bot_seat.hpp"

namespace arena {

SeatDraw BotSeat::draw(const poker::TurnRuling& ruling, double time_ms) const {
  SeatDraw d;
  d.discards = ruling.discards;
  d.vacation = ruling.draw_vacation;
  if (ruling.source == poker::TurnSource::Advance)
    d.note.advance = std::string(poker::to_string(ruling.applied->kind));
  else
    d.note.time_ms = time_ms;
  if (ruling.source == poker::TurnSource::Forced)
    d.note.forced = std::string(poker::to_string(ruling.reason));
  return d;
}

SeatDraw BotSeat::decide_draw(const poker::Hand& hand, std::int64_t hand_number) {
  if (state_ == SeatState::Playing) take_out_of_turn_lines(hand_number);
  poker::TurnRuling ruling = rule(hand, hand_number, poker::ClockVerdict::NotAsked);
  if (ruling.source != poker::TurnSource::Ask) {  // its request applied, or not waited for
    const std::int64_t id = ruling.source == poker::TurnSource::Forced ? ++next_id_ : 0;
    adopt(ruling, hand, id, hand_number, {});
    return draw(ruling, 0.0);
  }
  adopt(ruling, hand, 0, hand_number, {});  // a void request: the bot hears before its draw
  const std::int64_t id = ++next_id_;
  const std::int64_t limit_ms = rules_.decision_ms + time_bank_ms_;
  const protocol::DrawRequest request =
      protocol::make_draw_request(hand, id, hand_number, limit_ms);
  protocol::write_draw_line(request, act_line_);
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
  const Verdict v = verdict_of(a, answer.kind, answer.error);
  if (v.verdict == poker::ClockVerdict::TimedOut) ++result_.draw_timeouts;
  ruling = rule(hand, hand_number, v.verdict, {{}, std::move(answer.cards)});
  if (ruling.source == poker::TurnSource::Answer) {
    took_answer(a.ms);
    ++result_.draws_answered;
  }
  adopt(ruling, hand, id, hand_number, v.error);
  SeatDraw d = draw(ruling, a.ms);
  if (v.verdict == poker::ClockVerdict::Invalid)
    d.note.refused = refusal(id, hand_number, v.kind, v.error, a.line);
  return d;
}

}  // namespace arena
