#pragma once
// One bot as a child process: start it, talk lines with it under deadlines, keep its stderr, end
// it without leaving anything behind.
//
// Threading: a BotProcess is used synchronously by ONE thread, the one that owns the
// asio::io_context given at spawn (fastchess style: a game is played by one worker; the bots of
// that game share the worker's io_context). Every wait (read_line, write_lines, wait_exit) runs
// that io_context until its condition or its deadline, so while a thread waits on one bot, the
// other bots on the same io_context keep having their stdout queued and their stderr drained.
// Nothing here sleeps: deadlines are asio steady_timers, exits are seen through a pidfd.
//
// Start (BotProcess::spawn):
//   - the command is split like a shell would (see command_line.hpp), the program is found in
//     PATH or relative to the arena's cwd, and argument words naming an existing file relative to
//     the arena's cwd become absolute; then the bot starts in its own working folder (created if
//     missing) with stdin/stdout/stderr on pipes;
//   - it is forked and exec'ed by fork_exec.hpp (only async-signal-safe calls in the child);
//   - in the child, before exec: its own process group (setpgid), RLIMIT_CORE 0, the optional
//     limits of BotLimits, default dispositions for SIGPIPE/SIGINT/SIGTERM, an empty signal
//     mask, and PR_SET_PDEATHSIG=SIGKILL (if the arena dies without cleaning up, the bot dies;
//     note Linux ties this to the *thread* that spawned: spawn from the thread that owns the bot);
//     every inherited descriptor other than 0/1/2 is closed (so one bot never holds another
//     bot's pipes, which would hide EOF and EPIPE from the arena);
//   - any failure (bad quoting, program not found or not executable, working folder or log not
//     creatable, exec failure) throws BotSpawnError with a message naming the command and cause.
//
// Writing (write_line / write_lines): the lines are joined, each ending in '\n', and handed to
// the kernel with ONE write(2) when the pipe has room (the arena batches information messages
// with the next `act`). What does not fit is written in the background as the bot reads; the
// call waits for it at most `timeout`, then returns Timeout (the rest stays queued and is still
// delivered if the bot reads later; beyond 16 MiB queued, further writes are dropped and return
// Timeout). A bot that has closed its stdin or exited gives Closed (EPIPE; SIGPIPE is ignored
// by the arena). The write time (for `elapsed`) is the moment write_lines is called.
//
// Reading (read_line): stdout is read in the background until a complete line is queued, and cut
// into lines (the '\n' removed, nothing else touched); what the bot writes after that waits in
// the pipe until the queue is empty again and a line is asked for (a bot that writes far ahead
// blocks on its full pipe). read_line returns the oldest queued line, else waits until the
// deadline:
//   - Line:    a complete line (at most kMaxLineBytes = 65,536 bytes without the '\n');
//   - TooLong: the bot wrote more than 65,536 bytes without a newline; reported as soon as the
//              limit is passed, then everything up to and including the next '\n' is discarded
//              (never buffered), and the next line after that is read normally;
//   - Timeout: no complete line before the deadline. Bytes of a partial line are kept and
//              completed by the next read;
//   - Closed:  stdout reached EOF (the bot exited or closed it) and all queued lines were read;
//              a final partial line without '\n' at EOF is delivered as a Line first.
// `elapsed` is the time from the last write to the moment the line was received by the arena
// (0 if it arrived before that write, e.g. a stale answer), or to the Timeout/Closed moment.
//
// Stderr: copied into the log file as it comes, up to the cap (default 1 MiB); then the note
// "\n[arena: stderr cut at N bytes]\n" is written once and the rest is read and discarded, so the
// bot never blocks on a full stderr pipe. An empty log path discards stderr (still drained).
//
// Ending: close_stdin() (the bot should exit on EOF), wait_exit(grace) waits for it, kill()
// sends SIGKILL to the bot's whole process group and reaps it, then kills and reaps any orphan
// of its tree re-parented to the arena (see child_reaper.hpp). finish(grace) does all three:
// close stdin, wait up to `grace`, kill if needed. The destructor kills if still running.
// exit_info() tells how it ended.
#include <sys/types.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/readable_pipe.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/writable_pipe.hpp>
#include <chrono>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arena/process/bot_cgroup.hpp"
#include "arena/process/command_line.hpp"
#include "arena/process/pause.hpp"
#include "arena/process/protocol_trace.hpp"

namespace arena {

// Limits on the bot's tree; 0 = not limited. Memory and processes are counted over the whole
// tree by a control group of its own where one can be made (bot_cgroup.hpp), else per process
// (RLIMIT_AS, RLIMIT_NPROC: the latter only for a non-root arena, as the kernel does not apply it
// to root); the others are per-process resource limits set before exec.
struct BotLimits {
  std::uint64_t memory_bytes = 0;     // the OOM killer ends the bot (cause "memory limit")
  std::uint64_t processes = 0;        // processes and threads; a fork beyond fails
  std::uint64_t file_size_bytes = 0;  // RLIMIT_FSIZE: a larger write gets SIGXFSZ
  std::uint64_t open_files = 0;       // RLIMIT_NOFILE
  std::uint64_t cpu_seconds = 0;      // RLIMIT_CPU: SIGXCPU (then SIGKILL) past it
};

struct BotSpawnOptions {
  std::string command;                // "python3 bots/random_bot.py", "build/bin/caller --x"
  std::filesystem::path working_dir;  // the bot's cwd, created if missing; empty = arena's cwd
  std::filesystem::path stderr_log;   // created (with parents) and truncated; empty = discard
  std::size_t stderr_cap_bytes = 1 << 20;
  // Where every protocol line is traced both ways with its time (protocol_trace.hpp); empty =
  // no trace.
  std::filesystem::path trace_log;
  BotLimits limits;
  // The bot's whole environment, "NAME=value" each; empty: the arena's own.
  std::vector<std::string> environment;
  // Run it under bubblewrap (sandbox.hpp; the caller checked sandbox_problem()). The working
  // folder becomes a private folder of limits.file_size_bytes (1 GiB when 0) at the same path;
  // these are shown read-only besides the command's own folders, and these never.
  bool sandbox = false;
  std::vector<std::filesystem::path> read_only;
  std::vector<std::filesystem::path> hidden;
  // The bot talks to the person at the arena's terminal (the human seat): it is told of Ctrl-C
  // (SIGINT) and Ctrl-Z (SIGTSTP) by signal, where other bots are stopped (pause.hpp).
  bool at_terminal = false;
};

enum class ReadStatus { Line, Timeout, Closed, TooLong };
enum class WriteStatus { Ok, Timeout, Closed };

const char* to_string(ReadStatus s);
const char* to_string(WriteStatus s);

struct ReadResult {
  ReadStatus status = ReadStatus::Timeout;
  std::string line;                    // the line for Line, else empty
  std::chrono::nanoseconds elapsed{};  // from the last write (see above)
  PlayClock::time_point at{};          // when the arena received it (Line, TooLong)
};

// How the bot process ended.
struct ExitInfo {
  enum class Kind { Running, Exited, Signaled, Unknown };
  Kind kind = Kind::Running;
  int code = 0;                  // exit code when Exited
  int signal = 0;                // signal number when Signaled
  bool killed_by_arena = false;  // the arena had to SIGKILL it
  // Processes of its group were still running after it exited (helpers it did not end): the
  // arena killed them.
  bool left_processes = false;
  // Limits the bot ran into ("memory limit", "CPU limit", "file size limit", "process limit
  // (3 forks refused)"), known once it was reaped.
  std::vector<std::string> limits_hit;
  // What became of the process, to follow "its process": "exited with code 3", "was killed by
  // signal 9 (Killed) sent by the arena", "is still running".
  std::string describe() const;
};

class BotProcess {
 public:
  // Every time of a bot is on the play clock: the time the arena spent stopped by Ctrl-Z
  // (pause.hpp) counts against no deadline.
  using Clock = PlayClock;
  static constexpr std::size_t kMaxLineBytes = 65536;
  static constexpr std::size_t kMaxQueuedBytes = 1 << 20;
  static constexpr std::size_t kMaxPendingWriteBytes = 16 << 20;

  // Starts the bot; throws BotSpawnError. The io_context must outlive the BotProcess.
  static std::unique_ptr<BotProcess> spawn(boost::asio::io_context& io,
                                           const BotSpawnOptions& options);

  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;
  ~BotProcess();

  pid_t pid() const { return pid_; }                              // also its process group id
  const std::vector<std::string>& argv() const { return argv_; }  // after resolution

  WriteStatus write_line(std::string_view line, Clock::duration timeout);
  WriteStatus write_lines(std::span<const std::string> lines, Clock::duration timeout);
  WriteStatus write_lines(std::span<const std::string_view> lines, Clock::duration timeout);

  ReadResult read_line(Clock::time_point deadline);
  // Without waiting: the oldest queued line, after taking in what the bot has already written;
  // nullptr when no complete line is there (read_line pops it).
  const std::string* peek_line();
  ReadResult read_line(Clock::duration timeout) { return read_line(Clock::now() + timeout); }

  void close_stdin();
  // Waits up to `grace` for the bot to exit on its own; true if it has exited.
  bool wait_exit(Clock::duration grace);
  // SIGKILL to the bot's process group, reap it, then reap orphans of its tree. Idempotent.
  void kill();
  // close_stdin(), wait_exit(grace), kill() if still running; returns exit_info().
  ExitInfo finish(Clock::duration grace);

  bool running();  // non-blocking check (reaps the bot if it has exited)
  const ExitInfo& exit_info() const { return exit_; }

  // Bytes of a line the bot has begun on stdout without ending it yet (a missing '\n' or flush).
  std::size_t partial_line_bytes() const { return partial_.size(); }
  std::uint64_t stderr_bytes_seen() const { return stderr_seen_; }
  bool stderr_truncated() const { return stderr_seen_ > stderr_cap_; }
  // The last `lines` lines the bot wrote on stderr (from the last 2 KiB, each cut at 200 bytes),
  // with what is still in the pipe once the bot has exited: what a bot that died at start-up
  // said about why ("No such file or directory", a traceback's last line).
  std::vector<std::string> stderr_tail(std::size_t lines);

 private:
  struct Received {
    ReadStatus status;
    std::string line;
    Clock::time_point at;
  };

  explicit BotProcess(boost::asio::io_context& io);
  void start(const BotSpawnOptions& options);
  // bwrap's command line for this bot (sandbox.hpp); throws BotSpawnError.
  std::vector<std::string> sandbox_launch(const BotSpawnOptions& options,
                                          const std::filesystem::path& work_dir,
                                          const std::string& who) const;
  void arm_stdout_read();
  void on_stdout(const char* data, std::size_t n, Clock::time_point at);
  void on_stdout_end(Clock::time_point at);
  // One non-blocking read(2) of stdout when no asio read is in flight (false: one is, and the
  // io_context must run it); what it takes is queued as the handler of a read would queue it.
  bool read_stdout_now();
  void arm_stderr_read();
  void on_stderr(const char* data, std::size_t n);
  // One non-blocking write(2) of `rest`, which loses what the kernel took; false once the bot
  // no longer reads (stdin_closed_ set).
  bool write_now(std::string_view& rest);
  void arm_stdin_write();
  void arm_exit_watch();
  void peek_exit();
  void drain_stderr_now();
  // Fills exit_ from a wait status (a sandboxed bot's signal comes as bwrap's code 128+N), and
  // the limits it ran into.
  void record_exit(int status, bool was_running);
  void record_limits();
  // Runs the io_context until done() is true or the deadline passes; false on deadline.
  template <typename Done>
  bool wait_until(Clock::time_point deadline, Done done);
  std::chrono::nanoseconds since_last_write(Clock::time_point t) const;

  boost::asio::io_context& io_;
  boost::asio::writable_pipe stdin_;
  boost::asio::readable_pipe stdout_;
  boost::asio::readable_pipe stderr_;
  boost::asio::posix::stream_descriptor exit_watch_;  // pidfd, readable once the bot exits
  boost::asio::basic_waitable_timer<Clock> timer_;    // only when no I/O is in flight (wait_until)

  pid_t pid_ = -1;
  bool registered_ = false;
  bool sandboxed_ = false;
  std::unique_ptr<BotCgroup> cgroup_;
  bool reaped_ = false;
  std::shared_ptr<int> alive_;  // handlers hold a weak_ptr: expired = this object is gone
  std::vector<std::string> argv_;
  ExitInfo exit_;

  // stdin
  std::string writing_;  // bytes handed to the in-flight async write (not touched meanwhile)
  std::string pending_;  // bytes queued behind it
  bool write_in_flight_ = false;
  bool stdin_closed_ = false;
  Clock::time_point last_write_{};

  // stdout
  std::vector<char> out_buf_;
  std::string partial_;
  bool discarding_ = false;
  bool out_reading_ = false;
  bool out_eof_ = false;
  std::deque<Received> received_;
  std::size_t received_bytes_ = 0;

  // stderr
  std::vector<char> err_buf_;
  int err_log_fd_ = -1;
  std::size_t stderr_cap_ = 0;
  std::uint64_t stderr_seen_ = 0;
  std::string stderr_recent_;  // the last 2 KiB, for stderr_tail()
  bool err_eof_ = false;

  ProtocolTrace trace_;  // off unless BotSpawnOptions::trace_log is given
};

}  // namespace arena
