#pragma once
// Ctrl-Z pauses a run without changing it: the arena's clocks stop while it is stopped.
//
// install_pause_handler() sets a SIGTSTP handler (Ctrl-Z, `kill -TSTP`) that does everything
// in the handler itself, with async-signal-safe calls only:
//   1. freezes the play clock (PlayClock below);
//   2. stops every bot: SIGSTOP to each registered bot's process group, so none computes while
//      the run stands still; a seat at the terminal (the human seat, bots/human.cpp) gets
//      SIGTSTP instead, which it handles: it gives the terminal back and keeps its countdown;
//   3. stops the arena itself (SIGSTOP), so the shell sees the job stopped and takes the
//      terminal back.
// When continued (`fg`, `bg`, SIGCONT) the handler goes on: the time spent stopped is taken out
// of the play clock and the bots are continued (SIGCONT).
//
// The pause is at once, mid-hand too (not between hands): every time a bot is measured on
// (BotProcess::Clock: decisions, time banks, start-up, goodbyes) is the play clock, so a
// decision in flight keeps the time it had left and the hand goes on as if nothing happened.
//
// What it cannot do: SIGSTOP (`kill -STOP`) cannot be caught, so time stopped by it counts like
// any other (a decision in flight may then time out); pause with SIGTSTP. A sandboxed bot runs
// in a session of its own (bubblewrap's --new-session), out of reach of its group's SIGSTOP, so
// it may go on computing while the arena is stopped; its time is not counted either way.
#include <chrono>

namespace arena {

// Installs the SIGTSTP handler (idempotent).
void install_pause_handler();

// Steady time with the time the arena spent stopped by SIGTSTP taken out: while stopped it
// stands still, and when continued it goes on from where it stood.
struct PlayClock {
  using duration = std::chrono::steady_clock::duration;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<PlayClock>;
  static constexpr bool is_steady = true;
  static time_point now() noexcept;
};

// All the time the arena has spent stopped by SIGTSTP so far.
std::chrono::nanoseconds time_paused() noexcept;

}  // namespace arena
