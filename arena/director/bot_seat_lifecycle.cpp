// A seat's process from its start to its end: spawned, `hello` and the wait for `ready`, the
// notes that quote its stderr when it cannot start or crashes, and the goodbye (`bye`, then the
// grace period every seat of the run shares). The play between is bot_seat.cpp.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "arena/director/bot_seat.hpp"
#include "arena/director/seat_detail.hpp"
#include "arena/protocol/out_of_turn.hpp"

namespace arena {

using namespace seat_detail;
using Clock = BotProcess::Clock;

void BotSeat::spawn(boost::asio::io_context& io, const BotSpawnOptions& options) {
  stderr_log_ = options.stderr_log;
  working_dir_ = options.working_dir;
  try {
    process_ = BotProcess::spawn(io, options);
    state_ = SeatState::Playing;
  } catch (const std::exception& e) {
    mark_gone(SeatState::NoShow, std::string("could not start: ") + e.what());
  }
}

void BotSeat::send_hello(const protocol::Json& hello) {
  if (state_ != SeatState::Playing) return;
  queue(protocol::to_line(hello));
  flush();
}

void BotSeat::await_ready(Clock::time_point deadline) {
  if (state_ != SeatState::Playing) return;
  int lines = 0;  // lines read that were not a ready
  for (;;) {
    // First what the bot has written by now: in a multi-table run each bot's pipes are on an
    // io_context of its own, which nothing ran while the arena waited for the bots before it, so
    // once a slow one has used up the start-up time, the ready lines of the bots after it are
    // still in their pipes. Without this, read_line past the deadline would not look, and every
    // bot started after a slow one would be a no-show (issue 40).
    process_->peek_line();
    ReadResult r = process_->read_line(deadline);
    switch (r.status) {
      case ReadStatus::Line: {
        protocol::ReadyAnswer ready = protocol::parse_ready(r.line);
        if (ready.ok) {
          ready_ = true;
          return;
        }
        note_error("handshake: " + ready.error + ": " + quote_line(r.line));
        if (ready.is_ready) {  // it meant to answer: waiting on cannot help
          mark_gone(SeatState::NoShow, "answered hello with an invalid ready: " + ready.error);
          return;
        }
        ++lines;
        continue;
      }
      case ReadStatus::TooLong:
        note_error("handshake: line over 65536 bytes");
        ++lines;
        continue;
      case ReadStatus::Timeout:
        mark_gone(SeatState::NoShow, no_ready_note(lines) + stderr_evidence(kStartupTailLines));
        return;
      case ReadStatus::Closed:
        mark_gone(SeatState::NoShow, process_end_note("stdout"));
        return;
    }
  }
}

std::string BotSeat::no_ready_note(int lines) const {
  const std::string limit =
      "within the start-up limit of " + std::to_string(rules_.startup_ms) + " ms";
  if (lines > 0)
    return "no valid ready " + limit + " (" + std::to_string(lines) + " other line" +
           (lines == 1 ? "" : "s") + ": see its errors)";
  const std::size_t partial = process_->partial_line_bytes();
  if (partial > 0)
    return "printed " + std::to_string(partial) + " bytes but no end of line " + limit +
           ": end the ready line with \\n and flush stdout after it";
  return "printed nothing on stdout " + limit +
         ": if it writes its ready line, flush stdout after it (C++: std::flush or std::endl; "
         "Python: print(..., flush=True))";
}

std::string BotSeat::process_end_note(std::string_view pipe, std::int64_t hand_number) {
  // A pipe that closes usually means the process ended: give it a moment to be seen exiting.
  process_->wait_exit(std::chrono::milliseconds(200));
  const ExitInfo& exit = process_->exit_info();
  std::string what;
  if (exit.kind == ExitInfo::Kind::Running)
    what = "closed its " + std::string(pipe);  // and is killed when the run ends
  else if (exit.kind == ExitInfo::Kind::Unknown)
    what = "its process ended";
  else
    what = "its process " + exit.describe();
  if (!ready_) return what + " before answering hello" + stderr_evidence(kStartupTailLines);
  // A crash is said with its own last words too: the reason is usually there, and a note that
  // only says "exited" sends the organizer digging through logs for it.
  if (hand_number > 0) what += " in hand " + std::to_string(hand_number);
  return what + stderr_evidence(kCrashTailLines);
}

std::string BotSeat::stderr_evidence(std::size_t lines) {
  if (!process_) return "";
  const std::vector<std::string> tail = process_->stderr_tail(lines);
  if (tail.empty()) return "";
  std::string out = "; its stderr ends: ";
  // Paths in the bot's temporary folder (gone after the run) read as the user typed them.
  const std::string folder = working_dir_.empty() ? "" : working_dir_.string() + "/";
  for (std::size_t i = 0; i < tail.size(); ++i) {
    std::string line = tail[i];
    for (std::size_t at; !folder.empty() && (at = line.find(folder)) != std::string::npos;)
      line.erase(at, folder.size());
    out += (i > 0 ? " / '" : "'") + line + "'";
  }
  if (!stderr_log_.empty()) out += " (all of it in " + stderr_log_.string() + ")";
  return out;
}

void BotSeat::say_bye(const protocol::Json& bye) {
  if (!process_ || said_bye_) return;
  bye_at_ = Clock::now();
  // An answer to the last acts may have come after their limit and never been read: measured too.
  for (int taken = 0; taken < kMaxOutOfTurnLines; ++taken) {
    const std::string* line = process_->peek_line();
    if (line == nullptr) break;
    const protocol::ActionAnswer stale = protocol::parse_action(*line, protocol::ActRequest{});
    const ReadResult r = process_->read_line(Clock::now());
    if (stale.kind == protocol::ParseKind::Stale) note_if_late(stale.id, r.at);
  }
  told_bye_ = state_ == SeatState::Playing || state_ == SeatState::Absent;
  if (told_bye_) {
    queue(protocol::to_line(bye));
    flush();
  }
  said_bye_ = true;  // from here on nothing is queued for it
  process_->close_stdin();
}

void BotSeat::end() {
  if (!process_ || ended_) return;
  ended_ = true;
  const Clock::time_point deadline = bye_at_ + std::chrono::milliseconds(rules_.grace_ms);
  process_->finish(std::max(Clock::duration::zero(), deadline - Clock::now()));
  const ExitInfo& exit = process_->exit_info();
  result_.limits = exit.limits_hit;
  result_.killed_after_grace = told_bye_ && exit.killed_by_arena;
  result_.left_processes = exit.left_processes;
}

bool BotSeat::end_if_done() {
  if (!process_ || ended_) return true;
  if (!said_bye_) return false;
  // Not waited for: a bot that ignores its bye costs the others nothing while they play on.
  if (process_->running() && Clock::now() < bye_at_ + std::chrono::milliseconds(rules_.grace_ms))
    return false;
  end();
  return true;
}

void BotSeat::kill(std::string_view why) {
  if (process_) {
    process_->kill();
    result_.limits = process_->exit_info().limits_hit;
  }
  // A bot still in play did not finish: the run stopped under it.
  if (result_.ended == "finished") {
    result_.ended = "interrupted";
    result_.note = std::string(why);
  }
}

}  // namespace arena
