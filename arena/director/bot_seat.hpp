#pragma once
// One bot at the table: adapts its process to the engine's "what does this player do" call and
// applies the time rules (sdk/PROTOCOL.md, R22-R24). Information messages are queued and written in
// one go with the next `act` (or `bye`, or once kFlushBytes wait), so a decision costs one round
// trip and a bot is woken only when it has to answer.
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "arena/process/bot_process.hpp"
#include "arena/protocol/messages.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/standings.hpp"
#include "engine/hand.hpp"

namespace arena {

// Whether the arena still waits for the bot's answers.
enum class SeatState {
  Playing,  // asked at each turn
  NoShow,   // never answered the handshake (R24)
  Crashed,  // its process ended (R24)
  Absent,   // too many time-outs in a row: no longer waited for
};

struct SeatDecision {
  poker::Action action;
  DecisionNote note;
};

class BotSeat {
 public:
  // `name` must be protocol::is_wire_name() (the settings' rule); std::invalid_argument if not.
  BotSeat(std::string name, int seat, protocol::TimeRules rules);
  BotSeat(const BotSeat&) = delete;
  BotSeat& operator=(const BotSeat&) = delete;

  const std::string& name() const { return result_.name; }
  int seat() const { return result_.seat; }
  SeatState state() const { return state_; }
  bool on_vacation() const { return on_vacation_; }
  // A bot that starts a hand on vacation, or is not waited for, has its hand folded before
  // showdown (R23, R24).
  bool folds_before_showdown() const { return state_ != SeatState::Playing || on_vacation_; }

  // Starts the process; a bot that cannot start is a no-show, with the reason in its results.
  void spawn(boost::asio::io_context& io, const BotSpawnOptions& options);
  // Sends hello now (the handshakes of all bots then run side by side).
  void send_hello(const protocol::Json& hello);
  // Waits until `deadline` for `ready`; otherwise the bot is a no-show.
  void await_ready(BotProcess::Clock::time_point deadline);

  // Queued information past this is written at once (a bot out of the hands for a long while).
  static constexpr std::size_t kFlushBytes = 16 * 1024;

  // Queues an information line for the next write; flush() writes the queue now.
  void queue(std::string_view line);
  void flush();

  // The action of this bot, the hand's actor: asked of the bot within its time, or forced
  // (check if legal, else fold) on a time-out, an invalid answer, or when it is not waited for.
  SeatDecision decide(const poker::Hand& hand, std::int64_t hand_number);

  // Sends bye, closes stdin and ends the process within the grace period.
  void finish(const protocol::Json& bye);
  // Ends the process at once (interrupted run); a bot still in play then ended "interrupted".
  void kill();

  BotResult& result() { return result_; }
  const BotResult& result() const { return result_; }

 private:
  SeatDecision forced(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                      protocol::TimeoutReason reason, std::string error, double time_ms);
  void note_error(std::string error);
  void mark_gone(SeatState state, std::string why);
  // Why the bot ended once its `pipe` ("stdin", "stdout") closed, said once: what became of its
  // process, and when (before answering hello; in hand N when `hand_number` > 0). Waits briefly
  // for the exit to be seen.
  std::string process_end_note(std::string_view pipe, std::int64_t hand_number = 0);
  // Why no ready came within the start-up limit (nothing printed: a missing flush?).
  std::string no_ready_note(int lines) const;

  protocol::TimeRules rules_;
  std::unique_ptr<BotProcess> process_;
  SeatState state_ = SeatState::NoShow;
  bool on_vacation_ = false;
  bool ready_ = false;  // answered the handshake
  int timeouts_in_a_row_ = 0;
  std::int64_t time_bank_ms_ = 0;
  std::int64_t next_id_ = 0;
  std::string outbox_;    // queued lines, each ending in '\n', written in one go
  std::string act_line_;  // reused for every `act`
  BotResult result_;
};

}  // namespace arena
