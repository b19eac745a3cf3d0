#pragma once
// One bot at the table: adapts its process to the engine's "what does this player do" call and
// keeps its clock (sdk/PROTOCOL.md, R22-R24); what the table then applies is the engine's one
// decision policy (engine/turn_policy.hpp), which verify and --resume follow too. Information
// messages are queued and written in one go with the next `act` (or `bye`, or once kFlushBytes
// wait), so a decision costs one round trip and a bot is woken only when it has to answer.
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arena/process/bot_process.hpp"
#include "arena/protocol/messages.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/standings.hpp"
#include "engine/hand.hpp"
#include "engine/turn_policy.hpp"

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
  bool protect = false;    // R26: apply Hand::protect() instead of `action`
  bool show_hand = false;  // R27: the bot asked to show its hand at this showdown
};

// A draw or discard round's turn (R30): the cards the bot discards, or vacation (R34).
struct SeatDraw {
  std::vector<poker::Card> discards;  // the bot's answer (none: it stands pat)
  bool vacation = false;  // no valid answer: the hand stands pat, or discards the round's least
  DecisionNote note;
};

class BotSeat {
 public:
  // `name` must be protocol::is_wire_name() (the settings' rule); std::invalid_argument if not.
  BotSeat(std::string name, int seat, protocol::TimeRules rules, TableRules table = {});
  BotSeat(const BotSeat&) = delete;
  BotSeat& operator=(const BotSeat&) = delete;

  const std::string& name() const { return result_.name; }
  int seat() const { return result_.seat; }
  // A multi-table tournament moved the bot (R51, R52): its seat from the next hand on.
  void set_seat(int seat) { result_.seat = seat; }
  // Keeps the bot's process (and its children) on `cpu`, the CPU of the thread playing its
  // table (a multi-table tournament, arena/director/round_workers.hpp); nothing when it is there.
  void pin_to(int cpu);
  SeatState state() const { return state_; }
  bool on_vacation() const { return turn_.on_vacation; }
  // A bot that starts a hand on vacation, or is not waited for, has its hand folded before
  // showdown (R23, R24).
  bool folds_before_showdown() const { return state_ != SeatState::Playing || turn_.on_vacation; }

  // Starts the process; a bot that cannot start is a no-show, with the reason in its results.
  void spawn(boost::asio::io_context& io, const BotSpawnOptions& options);
  // Sends hello now (the handshakes of all bots then run side by side).
  void send_hello(const protocol::Json& hello);
  // Waits until `deadline` for `ready`; otherwise the bot is a no-show. A ready the bot has
  // already written counts even when the arena looks only after the deadline (it was waiting for
  // another bot), so each bot of a lineup has the whole start-up limit.
  void await_ready(BotProcess::Clock::time_point deadline);

  // Queued information past this is written at once (a bot out of the hands for a long while).
  static constexpr std::size_t kFlushBytes = 16 * 1024;

  // Queues an information line for the next write; flush() writes the queue now.
  void queue(std::string_view line);
  void flush();

  // The action of this bot, the hand's actor: its advance request when one is valid (R25), else
  // asked of the bot within its time, else forced (check if free, else fold, or R26's
  // protection) on a time-out, an invalid answer, or when it is not waited for.
  SeatDecision decide(const poker::Hand& hand, std::int64_t hand_number);
  // The drawer's turn in a draw or discard round (bot_seat_draw.cpp): its discards, asked with
  // `draw` within its time, else vacation (a time-out, an invalid answer, a bot not waited for).
  SeatDraw decide_draw(const poker::Hand& hand, std::int64_t hand_number);

  // A bot that has sent advance requests gets its information at the start of each hand (and
  // after each request applied), so it can send the next one without waiting for an `act`.
  bool pre_acts() const { return pre_acts_; }
  int protections_left() const { return turn_.protections_left; }
  // A resumed tournament's count (R26), as its hands so far left it.
  void set_protections_left(int n) { turn_.protections_left = n; }
  // A request is pending for the bot's next turn of this kind (a draw turn or a betting one).
  bool has_advance_request(bool drawing) const {
    return poker::pending_advance(turn_, drawing).has_value();
  }

  // A goodbye in two steps, so a run says goodbye to all its bots at once and waits one grace
  // period in all, not one per bot in turn: say_bye() sends bye and closes stdin; end() waits
  // for the process until the grace period after its bye has passed, then kills what is left.
  // A tournament says bye to a player as soon as it is out (players_out_goodbyes), and ends its
  // process once it has exited or its grace is over (end_if_done), while the others play on.
  void say_bye(const protocol::Json& bye);
  bool said_bye() const { return said_bye_; }
  void end();
  // Ends the process without waiting, if the bot was said bye and has exited since or had its
  // grace period; true once it is ended.
  bool end_if_done();
  // Ends the process at once (interrupted run); a bot still in play then ended "interrupted",
  // its note saying why the run stopped under it.
  void kill(std::string_view why = "stopped when the run was interrupted");

  BotResult& result() { return result_; }
  const BotResult& result() const { return result_; }

 private:
  // The policy's ruling on this turn, from the seat's state and what the clock said.
  poker::TurnRuling rule(const poker::Hand& hand, std::int64_t hand_number,
                         poker::ClockVerdict verdict, poker::TurnAnswer answer = {}) const;
  // The ruling taken in: the seat's state after it, the bot told and counted. `id`, `error`:
  // the request it answered (or did not) and why an answer was refused.
  void adopt(const poker::TurnRuling& ruling, const poker::Hand& hand, std::int64_t id,
             std::int64_t hand_number, const std::string& error);
  SeatDecision decision(const poker::TurnRuling& ruling, std::int64_t hand_number,
                        double time_ms) const;
  SeatDraw draw(const poker::TurnRuling& ruling, double time_ms) const;
  // How a turn's request was answered: with a line the caller parsed as its answer (valid or
  // not), or not at all.
  struct TurnAnswer {
    enum class Kind { Answer, TooLong, Timeout, Closed } kind = Kind::Closed;
    std::string line;
    double ms = 0;
  };
  // What the clock and the parser made of a turn's answer, for the policy; `kind` and `error`
  // say why a line was refused.
  struct Verdict {
    poker::ClockVerdict verdict = poker::ClockVerdict::Gone;
    protocol::ParseKind kind = protocol::ParseKind::Ok;
    std::string error;
  };
  static Verdict verdict_of(const TurnAnswer& a, protocol::ParseKind kind,
                            const std::string& error);
  // Writes the queued lines and the request (act_line_), then reads until `is_answer` takes a
  // line (it returns false for a stale answer, which is dropped), the limit passes or the bot is
  // gone. Out-of-turn requests are handled on the way; `act`: a betting turn (R25's rule that a
  // one-time request sent before the act is not its answer).
  TurnAnswer await_answer(
      std::int64_t id, std::int64_t limit_ms, std::int64_t hand_number, bool act,
      const std::function<bool(const std::string&, BotProcess::Clock::time_point)>& is_answer);
  void took_answer(double ms);  // an answer in time: counted, its time drawn from the bank
  // A refused answer: counted as a protocol error.
  Refusal refusal(std::int64_t id, std::int64_t hand_number, protocol::ParseKind kind,
                  const std::string& error, const std::string& line);
  static std::string too_long_error();
  // Takes in the lines the bot sent since its last turn without waiting (advance requests, show
  // requests, stale answers); stops at the first other line, which the `act` then reads.
  void take_out_of_turn_lines(std::int64_t hand_number);
  // A line that is an advance or show request, handled; false for any other line.
  bool handle_out_of_turn(const std::string& line, std::int64_t hand_number);
  void note_error(std::string error);
  // A stale answer received `at`: if it answers an act that timed out, how late it came is kept
  // (the answer itself is dropped, as any stale one).
  void note_if_late(std::int64_t id, BotProcess::Clock::time_point at);
  void record_late(std::int64_t id, double late_ms);
  void mark_gone(SeatState state, std::string why);
  // Why the bot ended once its `pipe` ("stdin", "stdout") closed, said once: what became of its
  // process, when (before answering hello; in hand N when `hand_number` > 0), and its stderr's
  // last lines. Waits briefly for the exit to be seen.
  std::string process_end_note(std::string_view pipe, std::int64_t hand_number = 0);
  // Why no ready came within the start-up limit (nothing printed: a missing flush?).
  std::string no_ready_note(int lines) const;
  // What a bot that never answered hello or whose process ended left behind: the last `lines`
  // lines of its stderr and where the whole of it is ("; its stderr ends: '...' (all of it in
  // results/x/logs/b.stderr.log)"); "" when it wrote nothing there.
  std::string stderr_evidence(std::size_t lines);

  protocol::TimeRules rules_;
  TableRules table_;
  // Vacation, time-outs in a row, protections left, the latest advance request: the policy's
  // (whether the bot is waited for is state_'s, given to the policy at each turn).
  poker::SeatTurnState turn_;
  bool pre_acts_ = false;
  std::int64_t show_hand_ = 0;  // the hand it asked to show, 0 if none
  std::unique_ptr<BotProcess> process_;
  std::filesystem::path stderr_log_;   // where its stderr is kept, as the results folder is named
  std::filesystem::path working_dir_;  // its temporary folder, named in its messages
  int pinned_cpu_ = -1;
  SeatState state_ = SeatState::NoShow;
  bool ready_ = false;     // answered the handshake
  bool told_bye_ = false;  // was sent bye (a bot still playing at the end, or absent)
  bool said_bye_ = false;  // its goodbye began (bye sent if it was still waited for, stdin closed)
  bool ended_ = false;     // its process was ended after the goodbye
  BotProcess::Clock::time_point bye_at_{};  // when its goodbye began: its grace runs from there
  std::int64_t time_bank_ms_ = 0;
  std::int64_t next_id_ = 0;
  // The latest acts that timed out (id, deadline), to measure an answer that comes after all.
  std::deque<std::pair<std::int64_t, BotProcess::Clock::time_point>> timed_out_;
  std::string outbox_;         // queued lines, each ending in '\n', written in one go
  std::string act_line_;       // reused for every `act`
  std::string advanced_line_;  // reused for every `advanced` (a pre-acting bot hears many)
  BotResult result_;
};

}  // namespace arena
