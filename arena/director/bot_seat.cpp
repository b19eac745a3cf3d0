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
    : rules_(rules),
      table_(table),
      protections_left_(table.protections),
      time_bank_ms_(rules.time_bank_ms) {
  // The one check of a bot's name: the line writers put names on the wire as they are.
  if (!protocol::is_wire_name(name))
    throw std::invalid_argument("bot name '" + name +
                                "' may only contain letters, digits, '_', '.' and '-'");
  result_.name = std::move(name);
  result_.seat = seat;
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
    advance_.reset();
  else
    advance_ = o.request;  // a newer request replaces an older one
  return true;
}

std::optional<SeatDecision> BotSeat::use_advance_request(const poker::Hand& hand,
                                                         std::int64_t hand_number) {
  // A draw turn's request waits for the next draw turn (bot_seat_draw.cpp).
  if (!advance_ || poker::is_draw_request(advance_->kind)) return std::nullopt;
  const poker::AdvanceRequest request = *advance_;
  advance_.reset();                                      // used up, applied or void
  if (request.hand != hand_number) return std::nullopt;  // a request of a finished hand
  const poker::Legal legal = hand.legal();
  const poker::AdvanceResolution r = poker::resolve_advance(request, hand_number, legal);
  if (!r.action) {
    ++result_.advance_void;
    queue(protocol::to_line(protocol::advance_void_message(
        hand_number, request, poker::describe_void(request, r.why, hand_number, legal))));
    return std::nullopt;
  }
  // The bot acted, in time: as an answer would, it takes the bot off vacation.
  ++result_.advance_applied;
  ++result_.decisions;
  on_vacation_ = false;
  timeouts_in_a_row_ = 0;
  queue(protocol::to_line(
      protocol::advanced_message(hand_number, hand.street_name(), request, r.action->type)));
  if (poker::advance_stands(request.kind)) advance_ = request;
  SeatDecision d{*r.action, DecisionNote{}};
  d.note.advance = std::string(poker::to_string(request.kind));
  d.note.advance_amount = request.amount;
  d.show_hand = show_hand_ == hand_number;
  return d;
}

SeatDecision BotSeat::decide(const poker::Hand& hand, std::int64_t hand_number) {
  if (state_ != SeatState::Playing) {
    return forced(hand, ++next_id_, hand_number, protocol::TimeoutReason::Absent, {}, 0.0);
  }
  take_out_of_turn_lines(hand_number);
  if (std::optional<SeatDecision> d = use_advance_request(hand, hand_number)) return *d;
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
  switch (a.kind) {
    case TurnAnswer::Kind::Answer: {
      if (answer.kind != protocol::ParseKind::Ok) {
        SeatDecision d =
            forced(hand, id, hand_number, protocol::TimeoutReason::Invalid, answer.error, a.ms);
        d.note.refused = refusal(id, hand_number, answer.kind, answer.error, a.line);
        return d;
      }
      took_answer(a.ms);
      SeatDecision d{answer.action, DecisionNote{}};
      d.note.time_ms = a.ms;
      d.show_hand = show_hand_ == hand_number;
      return d;
    }
    case TurnAnswer::Kind::TooLong: {
      SeatDecision d =
          forced(hand, id, hand_number, protocol::TimeoutReason::Invalid, too_long_error(), a.ms);
      d.note.refused = refusal(id, hand_number, protocol::ParseKind::TooLong, too_long_error(), {});
      return d;
    }
    case TurnAnswer::Kind::Timeout: {
      SeatDecision d = forced(hand, id, hand_number, protocol::TimeoutReason::Time, {}, a.ms);
      after_timeout();
      return d;
    }
    case TurnAnswer::Kind::Closed:
      break;
  }
  return forced(hand, id, hand_number, protocol::TimeoutReason::Absent, {}, a.ms);
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
        // A standing plan (call_any, check_fold) still stands for its later turns.
        if (handle_out_of_turn(r.line, hand_number)) {
          // (Only a request of this turn's kind: a draw request waits for the next draw.)
          if (advance_ && poker::is_draw_request(advance_->kind) != act &&
              !poker::advance_stands(advance_->kind))
            advance_.reset();
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
        ++timeouts_in_a_row_;
        if (timed_out_.empty() || timed_out_.back().first != id)
          timed_out_.emplace_back(id, deadline);
        if (timed_out_.size() > kTimedOutKept) timed_out_.pop_front();
        on_vacation_ = true;  // R22
        time_bank_ms_ = 0;
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
  on_vacation_ = false;
  timeouts_in_a_row_ = 0;
  ++result_.decisions;
  result_.time_ms_total += ms;
  result_.time_ms_max = std::max(result_.time_ms_max, ms);
}

Refusal BotSeat::refusal(std::int64_t id, std::int64_t hand_number, protocol::ParseKind kind,
                         const std::string& error, const std::string& line) {
  note_error("hand " + std::to_string(hand_number) + ", request " + std::to_string(id) + ": " +
             error + (line.empty() ? "" : ": " + quote_line(line)));
  on_vacation_ = true;  // R22: an invalid answer is a vacation for this decision
  return {std::string(protocol::to_string(kind)), error,
          protocol::printable_excerpt(line, kErrorLineShown)};
}

std::string BotSeat::too_long_error() {
  return "line over " + std::to_string(BotProcess::kMaxLineBytes) + " bytes";
}

void BotSeat::after_timeout() {
  if (rules_.timeouts_in_a_row > 0 && timeouts_in_a_row_ >= rules_.timeouts_in_a_row)
    mark_gone(SeatState::Absent,
              std::to_string(timeouts_in_a_row_) + " time-outs in a row: no longer waited for");
}

SeatDecision BotSeat::forced(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                             protocol::TimeoutReason reason, std::string error, double time_ms) {
  const poker::ForcedMove move = poker::forced_move(hand, table_.timeout_rule, protections_left_);
  if (move == poker::ForcedMove::Protect) {
    --protections_left_;
    ++result_.protections_used;
  }
  const bool protecting = table_.timeout_rule == poker::TimeoutRule::AllInProtection;
  if (state_ == SeatState::Playing || state_ == SeatState::Absent)
    queue(protocol::to_line(protocol::timeout_message(id, hand_number, reason, move, error,
                                                      protecting ? protections_left_ : -1)));
  const std::string why(forced_word(reason));
  SeatDecision d{poker::forced_action(move), DecisionNote{}};
  d.note.time_ms = time_ms;
  d.note.forced = why;
  d.protect = move == poker::ForcedMove::Protect;
  return d;
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
