#pragma once
// An interrupted arena (Ctrl-C, kill) leaves no bot process behind.
//
// install_shutdown_handlers() sets SIGINT/SIGTERM handlers that only record the request (an
// atomic flag, plus a byte on a self-pipe for code that wants to wait on a descriptor): the
// game threads see shutdown_requested() at their next step (their waits are bounded by the
// protocol's deadlines) and stop; then the CLI calls terminate_all_bots() and exits with
// shutdown_exit_code(). A human seat (at the terminal) is passed the first SIGINT, so the
// hand in play does not wait on a person's decision. A SECOND signal means "now": the handler
// itself SIGKILLs every registered bot process group (async-signal-safe) and _exits with
// 128+signal.
#include <cstddef>

namespace arena {

// Installs the handlers (idempotent). Also prepares the arena process as a child subreaper.
void install_shutdown_handlers();

bool shutdown_requested();
int shutdown_signal();  // the signal number received, 0 if none

// Exit status for an interrupted run: 128 + signal (130 for SIGINT), or 0 when not interrupted.
int shutdown_exit_code();

// Readable once a shutdown was requested (never read from it; for asio/poll waits).
int shutdown_notify_fd();

// Kills every registered bot process group and every remaining descendant of the arena, and
// reaps them. Returns how many processes were reaped. Safe to call at any time from a normal
// thread (not from a signal handler); BotProcess objects still alive afterwards just report
// their process as ended.
std::size_t terminate_all_bots();

}  // namespace arena
