#include "arena/director/bot_seat.hpp"

#include "arena/process/table_cpu.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include <stdexcept>
#include <utility>

#include "arena/director/seat_detail.hpp"
#include "arena/protocol/out_of_turn.hpp"

namespace arena {

using namespace seat_detail;
using Clock = BotProcess::Clock;

BotSeat::BotSeat(std::string name, int seat, protocol::TimeRules rules, TableRules table)
    : rules_(rules), table_(table), time_bank_ms_(rules.time_bank_ms) {
  // The one check of a bot's name: the line writers put names on the wire as they are.
  if (!protocol::is_wire_name(name))
    throw std::invalid_argument("bot name '" + name +
                                "' may only contain letters, digits, '_', '.' and '-'");
  result_.name = std::move(name);
  result_.seat = seat;
  turn_.protections_left = table.protections;
}

void BotSeat::pin_to(int cpu) {
  if (cpu == pinned_cpu_ || !process_) return;
  pinned_cpu_ = cpu;
  pin_process_tree(process_->pid(), cpu);  // a refusal leaves it where the kernel puts it
}

void BotSeat::queue(std::string_view line) {
  // After its bye a bot hears nothing more: its stdin is closed.
  if ((state_ != SeatState::Playing && state_ != SeatState::Absent) || said_bye_) return;
  outbox_ += line;
  if (line.empty() || line.back() != '\n') outbox_ += '\n';
  if (outbox_.size() > kFlushBytes) flush();
}

void BotSeat::flush() {
  if (outbox_.empty() || !process_) return;
  if (state_ == SeatState::NoShow || state_ == SeatState::Crashed) {
    outbox_.clear();
    return;
  }
  // Information needs no answer: hand it to the kernel and go on; what the pipe cannot take
  // now is delivered as the bot reads.
  const WriteStatus w = process_->write_line(outbox_, std::chrono::milliseconds(0));
  outbox_.clear();
  if (w == WriteStatus::Closed && state_ == SeatState::Playing)
    mark_gone(SeatState::Crashed, process_end_note("stdin"));
}

void BotSeat::take_out_of_turn_lines(std::int64_t hand_number) {
  // Bounded: a bot that writes requests without end must not hold the table; what is left is
  // read while its act waits, under the act's deadline.
  for (int taken = 0; taken < kMaxOutOfTurnLines; ++taken) {
    const std::string* line = process_->peek_line();
    if (line == nullptr) return;
    if (!handle_out_of_turn(*line, hand_number)) {
      // A stale answer to an earlier act is dropped as the act would drop it; anything else
      // waits for the act, which reads it as its answer.
      const protocol::ActionAnswer stale = protocol::parse_action(*line, protocol::ActRequest{});
      if (stale.kind != protocol::ParseKind::Stale) return;
      note_if_late(stale.id, process_->read_line(Clock::now()).at);
      continue;
    }
    process_->read_line(Clock::now());
  }
}

bool BotSeat::handle_out_of_turn(const std::string& line, std::int64_t hand_number) {
  const protocol::OutOfTurnLine o = protocol::parse_out_of_turn(line);
  switch (o.kind) {
    case protocol::OutOfTurnKind::None:
      return false;
    case protocol::OutOfTurnKind::Invalid:
      note_error("hand " + std::to_string(hand_number) + ", advance request: " + o.error + ": " +
                 quote_line(line));
      return true;
    case protocol::OutOfTurnKind::Show:
      if (o.request.hand == hand_number) show_hand_ = hand_number;
      return true;
    case protocol::OutOfTurnKind::Advance:
    case protocol::OutOfTurnKind::Cancel:
      break;
  }
  std::string why;
  if (!table_.advance_actions)
    why = "this run takes no advance requests (advance_actions is off)";
  else if (o.request.hand != hand_number)
    why = "made for hand " + std::to_string(o.request.hand) + ", this is hand " +
          std::to_string(hand_number);
  if (!why.empty()) {
    ++result_.advance_ignored;
    queue(protocol::to_line(protocol::advance_ignored_message(o.request.hand, o.action, why)));
    return true;
  }
  pre_acts_ = true;
  if (o.kind == protocol::OutOfTurnKind::Cancel)
    poker::cancel_advances(turn_);
  else
    poker::take_advance(turn_, o.request);
  return true;
}

poker::TurnRuling BotSeat::rule(const poker::Hand& hand, std::int64_t hand_number,
                                poker::ClockVerdict verdict, poker::TurnAnswer answer) const {
  poker::SeatTurnState seat = turn_;
  seat.waited_for = state_ == SeatState::Playing;
  return poker::rule_turn({hand,
                           hand_number,
                           {table_.timeout_rule, rules_.timeouts_in_a_row},
                           std::move(seat),
                           verdict,
                           std::move(answer)});
}

void BotSeat::adopt(const poker::TurnRuling& ruling, const poker::Hand& hand, std::int64_t id,
                    std::int64_t hand_number, const std::string& error) {
  turn_ = ruling.after;
  if (ruling.voided) {
    ++result_.advance_void;
    const poker::Legal legal = hand.drawing() ? poker::Legal{} : hand.legal();
    queue(protocol::to_line(protocol::advance_void_message(
        hand_number, *ruling.voided,
        poker::describe_void(*ruling.voided, ruling.void_why, hand_number, legal))));
  }
  switch (ruling.source) {
    case poker::TurnSource::Ask:
    case poker::TurnSource::Answer:
      return;
    case poker::TurnSource::Advance:
      // The bot acted, in time: counted as an answer would be, and told at once.
      ++result_.advance_applied;
      ++result_.decisions;
      if (hand.drawing()) {
        ++result_.draws_answered;
        queue(protocol::to_line(
            protocol::draw_advanced_message(hand_number, hand.street_name(), *ruling.applied)));
      } else {
        protocol::write_advanced_line(hand_number, hand.street_name(), *ruling.applied,
                                      ruling.action.type, advanced_line_);
        queue(advanced_line_);
      }
      return;
    case poker::TurnSource::Forced:
      break;
  }
  if (ruling.protect) ++result_.protections_used;
  if (state_ == SeatState::Playing || state_ == SeatState::Absent) {
    const poker::ForcedReason reason = ruling.reason;
    const bool protecting = table_.timeout_rule == poker::TimeoutRule::AllInProtection;
    queue(protocol::to_line(
        hand.drawing() ? protocol::draw_timeout_message(id, hand_number, reason,
                                                        hand.draw_round().min_discard > 0, error)
                       : protocol::timeout_message(id, hand_number, reason, ruling.move, error,
                                                   protecting ? turn_.protections_left : -1)));
  }
  if (ruling.now_absent)
    mark_gone(SeatState::Absent, std::to_string(turn_.timeouts_in_a_row) +
                                     " time-outs in a row: no longer waited for");
}

SeatDecision BotSeat::decision(const poker::TurnRuling& ruling, std::int64_t hand_number,
                               double time_ms) const {
  SeatDecision d{ruling.action, DecisionNote{}};
  d.protect = ruling.protect;
  if (ruling.source == poker::TurnSource::Advance) {
    d.note.advance = std::string(poker::to_string(ruling.applied->kind));
    d.note.advance_amount = ruling.applied->amount;
  } else {
    d.note.time_ms = time_ms;
  }
  if (ruling.source == poker::TurnSource::Forced)
    d.note.forced = std::string(poker::to_string(ruling.reason));
  else
    d.show_hand = show_hand_ == hand_number;
  return d;
}

SeatDecision BotSeat::decide(const poker::Hand& hand, std::int64_t hand_number) {
  if (state_ == SeatState::Playing) take_out_of_turn_lines(hand_number);
  poker::TurnRuling ruling = rule(hand, hand_number, poker::ClockVerdict::NotAsked);
  if (ruling.source != poker::TurnSource::Ask) {  // its request applied, or not waited for
    const std::int64_t id = ruling.source == poker::TurnSource::Forced ? ++next_id_ : 0;
    adopt(ruling, hand, id, hand_number, {});
    return decision(ruling, hand_number, 0.0);
  }
  adopt(ruling, hand, 0, hand_number, {});  // a void request: the bot hears before its act
  const std::int64_t id = ++next_id_;
  const std::int64_t limit_ms = rules_.decision_ms + time_bank_ms_;
  const protocol::ActRequest request = protocol::make_act_request(hand, id, hand_number, limit_ms);
  protocol::write_act_line(request, act_line_);
  protocol::ActionAnswer answer;
  const TurnAnswer a = await_answer(
      id, limit_ms, hand_number, true, [&](const std::string& line, Clock::time_point at) {
        answer = protocol::parse_action(line, request);
        if (answer.kind != protocol::ParseKind::Stale) return true;
        spdlog::debug("{}: dropped a stale answer (id {}) to act {}", name(), answer.id, id);
        note_if_late(answer.id, at);
        return false;
      });
  const Verdict v = verdict_of(a, answer.kind, answer.error);
  ruling = rule(hand, hand_number, v.verdict, {answer.action, {}});
  if (ruling.source == poker::TurnSource::Answer) took_answer(a.ms);
  adopt(ruling, hand, id, hand_number, v.error);
  SeatDecision d = decision(ruling, hand_number, a.ms);
  if (v.verdict == poker::ClockVerdict::Invalid)
    d.note.refused = refusal(id, hand_number, v.kind, v.error, a.line);
  return d;
}

BotSeat::Verdict BotSeat::verdict_of(const TurnAnswer& a, protocol::ParseKind kind,
                                     const std::string& error) {
  switch (a.kind) {
    case TurnAnswer::Kind::Answer:
      if (kind == protocol::ParseKind::Ok) return {poker::ClockVerdict::Answered, kind, {}};
      return {poker::ClockVerdict::Invalid, kind, error};
    case TurnAnswer::Kind::TooLong:
      return {poker::ClockVerdict::Invalid, protocol::ParseKind::TooLong, too_long_error()};
    case TurnAnswer::Kind::Timeout:
      return {poker::ClockVerdict::TimedOut, kind, {}};
    case TurnAnswer::Kind::Closed:
      break;
  }
  return {poker::ClockVerdict::Gone, kind, {}};
}

BotSeat::TurnAnswer BotSeat::await_answer(
    std::int64_t id, std::int64_t limit_ms, std::int64_t hand_number, bool act,
    const std::function<bool(const std::string&, Clock::time_point)>& is_answer) {
  TurnAnswer out;
  outbox_ += act_line_;
  const auto deadline = Clock::now() + std::chrono::milliseconds(limit_ms);
  const WriteStatus w = process_->write_line(outbox_, std::chrono::milliseconds(limit_ms));
  outbox_.clear();
  if (w == WriteStatus::Closed) {
    mark_gone(SeatState::Crashed, process_end_note("stdin", hand_number));
    out.kind = TurnAnswer::Kind::Closed;
    return out;
  }
  for (;;) {
    ReadResult r = process_->read_line(deadline);
    // A line that came in after the limit is no answer in time: so a bot that keeps writing
    // stale answers or requests cannot hold the table past its deadline.
    if (r.status == ReadStatus::Line && r.elapsed > std::chrono::milliseconds(limit_ms)) {
      r.status = ReadStatus::Timeout;
      record_late(id, to_ms(r.elapsed) - static_cast<double>(limit_ms));
    }
    out.ms = to_ms(r.elapsed);
    switch (r.status) {
      case ReadStatus::Line:
        // A request sent before the bot read this act is not its answer: the answer decides.
        // A standing plan (call_any, check_fold, stand_pat) still stands for its later turns.
        if (handle_out_of_turn(r.line, hand_number)) {
          // (Only a request of this turn's kind: a draw request waits for the next draw.)
          std::optional<poker::AdvanceRequest>& pending = poker::pending_advance(turn_, !act);
          if (pending && !poker::advance_stands(pending->kind)) pending.reset();
          continue;
        }
        if (!is_answer(r.line, r.at)) continue;
        out.kind = TurnAnswer::Kind::Answer;
        out.line = std::move(r.line);
        return out;
      case ReadStatus::TooLong:
        out.kind = TurnAnswer::Kind::TooLong;
        return out;
      case ReadStatus::Timeout:
        ++result_.timeouts;
        if (timed_out_.empty() || timed_out_.back().first != id)
          timed_out_.emplace_back(id, deadline);
        if (timed_out_.size() > kTimedOutKept) timed_out_.pop_front();
        time_bank_ms_ = 0;  // R22
        spdlog::info("{}: timed out on hand {} (request {})", name(), hand_number, id);
        out.kind = TurnAnswer::Kind::Timeout;
        return out;
      case ReadStatus::Closed:
        mark_gone(SeatState::Crashed, process_end_note("stdout", hand_number));
        out.kind = TurnAnswer::Kind::Closed;
        return out;
    }
  }
}

void BotSeat::took_answer(double ms) {
  // Past the per-decision limit the answer draws on the time bank.
  const auto over = static_cast<std::int64_t>(ms) - rules_.decision_ms;
  if (over > 0) time_bank_ms_ = std::max<std::int64_t>(0, time_bank_ms_ - over);
  ++result_.decisions;
  result_.time_ms_total += ms;
  result_.time_ms_max = std::max(result_.time_ms_max, ms);
}

Refusal BotSeat::refusal(std::int64_t id, std::int64_t hand_number, protocol::ParseKind kind,
                         const std::string& error, const std::string& line) {
  note_error("hand " + std::to_string(hand_number) + ", request " + std::to_string(id) + ": " +
             error + (line.empty() ? "" : ": " + quote_line(line)));
  return {std::string(protocol::to_string(kind)), error,
          protocol::printable_excerpt(line, kErrorLineShown)};
}

std::string BotSeat::too_long_error() {
  return "line over " + std::to_string(BotProcess::kMaxLineBytes) + " bytes";
}

void BotSeat::note_if_late(std::int64_t id, Clock::time_point at) {
  const auto it = std::find_if(timed_out_.begin(), timed_out_.end(),
                               [id](const auto& act) { return act.first == id; });
  if (it == timed_out_.end()) return;
  const double late_ms = to_ms(at - it->second);
  timed_out_.erase(it);
  record_late(id, late_ms);
}

void BotSeat::record_late(std::int64_t id, double late_ms) {
  late_ms = std::max(0.0, late_ms);
  ++result_.late_answers;
  result_.late_ms_total += late_ms;
  result_.late_ms_max = std::max(result_.late_ms_max, late_ms);
  spdlog::info("{}: its answer to act {} came {:.1f} ms after the limit (dropped)", name(), id,
               late_ms);
}

void BotSeat::note_error(std::string error) {
  ++result_.protocol_errors;
  spdlog::info("{}: protocol error: {}", name(), error);
  if (result_.errors.size() < kErrorsKept) result_.errors.push_back(std::move(error));
}

void BotSeat::mark_gone(SeatState state, std::string why) {
  // Whatever ends a bot before its handshake makes it a no-show (R24).
  if (!ready_ && state == SeatState::Crashed) state = SeatState::NoShow;
  state_ = state;
  switch (state) {
    case SeatState::NoShow:
      result_.ended = "no-show";
      break;
    case SeatState::Crashed:
      result_.ended = "crashed";
      break;
    case SeatState::Absent:
      result_.ended = "absent";
      break;
    case SeatState::Playing:
      break;
  }
  result_.note = std::move(why);
  // A no-show is reported by the command that stops for it (or, in a league, counted in its
  // standings): a warning here would repeat it once per game.
  if (state == SeatState::NoShow)
    spdlog::info("{}: {}", name(), result_.note);
  else
    spdlog::warn("{}: {}", name(), result_.note);
  if (state != SeatState::Absent) outbox_.clear();
}

}  // namespace arena
