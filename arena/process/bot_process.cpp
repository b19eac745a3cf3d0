#include "arena/process/bot_process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <boost/asio/buffer.hpp>
#include <boost/asio/error.hpp>
#include <boost/process/v2/posix/default_launcher.hpp>
#include <boost/process/v2/process.hpp>
#include <boost/process/v2/start_dir.hpp>
#include <boost/process/v2/stdio.hpp>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <system_error>

#include "arena/process/child_reaper.hpp"

namespace arena {

namespace asio = boost::asio;
namespace bp = boost::process::v2;

const char* to_string(ReadStatus s) {
  switch (s) {
    case ReadStatus::Line:
      return "line";
    case ReadStatus::Timeout:
      return "timeout";
    case ReadStatus::Closed:
      return "closed";
    case ReadStatus::TooLong:
      return "too long";
  }
  return "?";
}

const char* to_string(WriteStatus s) {
  switch (s) {
    case WriteStatus::Ok:
      return "ok";
    case WriteStatus::Timeout:
      return "timeout";
    case WriteStatus::Closed:
      return "closed";
  }
  return "?";
}

std::string ExitInfo::describe() const {
  switch (kind) {
    case Kind::Running:
      return "running";
    case Kind::Exited:
      return "exited with code " + std::to_string(code);
    case Kind::Signaled:
      return "killed by signal " + std::to_string(signal) + " (" + ::strsignal(signal) + ")" +
             (killed_by_arena ? " sent by the arena" : "");
    case Kind::Unknown:
      return "ended (status unknown: reaped elsewhere)";
  }
  return "?";
}

namespace {

// Runs in the forked child just before exec (only async-signal-safe calls, no allocation).
struct ChildSetup {
  BotLimits limits;
  pid_t arena_pid = 0;

  static bp::error_code last_error() { return bp::error_code(errno, bp::system_category()); }

  static bool set_limit(int resource, rlim_t value) {
    const rlimit rl{value, value};
    return ::setrlimit(resource, &rl) == 0;
  }

  template <typename Launcher>
  bp::error_code on_exec_setup(Launcher& launcher, const bp::filesystem::path&,
                               const char* const*) {
    // Own process group: the arena kills the bot's whole tree with kill(-pgid), and a Ctrl-C
    // in the arena's terminal does not reach the bot (the arena ends it in order).
    if (::setpgid(0, 0) == -1) return last_error();
    // If the arena dies without cleaning up (SIGKILL), the bot goes with it.
    if (::prctl(PR_SET_PDEATHSIG, SIGKILL) == -1) return last_error();
    if (::getppid() != arena_pid) return bp::error_code(ESRCH, bp::system_category());
    if (!set_limit(RLIMIT_CORE, 0)) return last_error();
    if (limits.address_space_mb > 0 && !set_limit(RLIMIT_AS, limits.address_space_mb << 20)) {
      return last_error();
    }
    if (limits.cpu_seconds > 0 && !set_limit(RLIMIT_CPU, limits.cpu_seconds)) return last_error();
    if (limits.max_processes > 0 && !set_limit(RLIMIT_NPROC, limits.max_processes)) {
      return last_error();
    }
    // Ignored signals stay ignored across exec: give the bot the usual defaults back (the arena
    // ignores SIGPIPE), and an empty signal mask whatever thread spawned it.
    ::signal(SIGPIPE, SIG_DFL);
    ::signal(SIGINT, SIG_DFL);
    ::signal(SIGTERM, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    close_inherited_fds(launcher.fd_whitelist);
    return {};
  }

  // Boost 1.81's close_all() on Linux skips the gaps of its whitelist ({0,1,2,<exec-error pipe>}:
  // it compares each entry with itself), so fds 3..pipe-1 would leak into the bot: other bots'
  // pipe ends among them, which would hide EOF/EPIPE from the arena. Close them here, after
  // process_stdio has dup2'ed the bot's pipes onto 0/1/2.
  static void close_inherited_fds(const std::vector<int>& keep) {
    int highest_kept = 2;
    for (int fd : keep) highest_kept = std::max(highest_kept, fd);
    for (int fd = 3; fd < highest_kept; ++fd) {
      if (std::find(keep.begin(), keep.end(), fd) == keep.end()) ::close(fd);
    }
    if (::syscall(SYS_close_range, static_cast<unsigned>(highest_kept + 1), ~0u, 0u) == -1) {
      rlimit files{};  // kernel before 5.9: close one by one
      const int limit = ::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < 1048576
                            ? static_cast<int>(files.rlim_cur)
                            : 1048576;
      for (int fd = highest_kept + 1; fd < limit; ++fd) ::close(fd);
    }
  }
};

std::string in_quotes(const std::string& s) {
  return "'" + s + "'";
}

void set_non_blocking(int fd) {
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags != -1) ::fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

}  // namespace

BotProcess::BotProcess(asio::io_context& io)
    : io_(io),
      stdin_(io),
      stdout_(io),
      stderr_(io),
      exit_watch_(io),
      timer_(io),
      alive_(std::make_shared<int>(0)),
      out_buf_(64 * 1024),
      err_buf_(64 * 1024) {}

std::unique_ptr<BotProcess> BotProcess::spawn(asio::io_context& io,
                                              const BotSpawnOptions& options) {
  std::unique_ptr<BotProcess> bot(new BotProcess(io));
  bot->start(options);
  return bot;
}

void BotProcess::start(const BotSpawnOptions& options) {
  process_registry::prepare_parent_process();
  std::error_code fs_ec;
  const std::filesystem::path arena_cwd = std::filesystem::current_path();
  argv_ = resolve_command(split_command_line(options.command), arena_cwd);
  const std::string who = "bot command " + in_quotes(options.command);

  std::filesystem::path work_dir = options.working_dir.empty() ? arena_cwd : options.working_dir;
  work_dir = std::filesystem::absolute(work_dir, fs_ec);
  std::filesystem::create_directories(work_dir, fs_ec);
  if (fs_ec || !std::filesystem::is_directory(work_dir)) {
    throw BotSpawnError(who + ": cannot create working folder " + work_dir.string() + ": " +
                        (fs_ec ? fs_ec.message() : "not a folder"));
  }

  stderr_cap_ = options.stderr_cap_bytes;
  if (!options.stderr_log.empty()) {
    const std::filesystem::path log = std::filesystem::absolute(options.stderr_log, fs_ec);
    if (log.has_parent_path()) std::filesystem::create_directories(log.parent_path(), fs_ec);
    err_log_fd_ = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (err_log_fd_ == -1) {
      throw BotSpawnError(who + ": cannot open stderr log " + log.string() + ": " +
                          std::strerror(errno));
    }
  }

  std::vector<std::string> args(argv_.begin() + 1, argv_.end());
  ChildSetup setup{options.limits, ::getpid()};
  bp::error_code ec;
  {
    // Forked and registered under the lock that orphan reaping takes, so no other thread sees
    // this child as an unregistered orphan.
    std::lock_guard lock(process_registry::spawn_mutex());
    bp::posix::default_launcher launcher;
    auto child = launcher(io_.get_executor(), ec, bp::filesystem::path(argv_[0]), args,
                          bp::process_stdio{stdin_, stdout_, stderr_},
                          bp::process_start_dir(bp::filesystem::path(work_dir.string())), setup);
    if (!ec) {
      pid_ = child.id();
      child.detach();  // this class waits for and kills the process itself
      registered_ = process_registry::add(pid_);
    }
  }
  if (ec) {
    throw BotSpawnError(who + ": cannot start " + argv_[0] + " in " + work_dir.string() + ": " +
                        ec.message());
  }
  if (!registered_) {
    kill();
    throw BotSpawnError(who + ": too many bots running at once (limit " +
                        std::to_string(process_registry::kMaxLiveBots) + ")");
  }

  set_non_blocking(stdin_.native_handle());
  const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid_, 0));
  if (pidfd >= 0) {
    ::fcntl(pidfd, F_SETFD, FD_CLOEXEC);
    exit_watch_.assign(pidfd);
    arm_exit_watch();
  }
  last_write_ = Clock::now();
  arm_stdout_read();
  arm_stderr_read();
}

BotProcess::~BotProcess() {
  kill();
  alive_.reset();  // handlers still queued in the io_context see this and do nothing
  boost::system::error_code ignored;
  stdin_.close(ignored);
  stdout_.close(ignored);
  stderr_.close(ignored);
  exit_watch_.close(ignored);
  if (err_log_fd_ != -1) ::close(err_log_fd_);
}

// ---- waiting ---------------------------------------------------------------------------------

template <typename Done>
bool BotProcess::wait_until(Clock::time_point deadline, Done done) {
  while (!done()) {
    if (Clock::now() >= deadline) return false;
    // run_one_until hands the deadline to epoll_wait itself (no timer to re-arm per wait:
    // cheaper than a steady_timer on the hot path of every decision).
    if (io_.stopped()) io_.restart();
    if (io_.run_one_until(deadline) == 0 && io_.stopped()) {
      // Nothing in flight can change the state before the deadline: wait it out on a timer.
      boost::system::error_code ignored;
      timer_.expires_at(deadline);
      timer_.wait(ignored);
    }
  }
  return true;
}

std::chrono::nanoseconds BotProcess::since_last_write(Clock::time_point t) const {
  return t > last_write_ ? t - last_write_ : Clock::duration::zero();
}

// ---- stdin -----------------------------------------------------------------------------------

WriteStatus BotProcess::write_line(std::string_view line, Clock::duration timeout) {
  return write_lines(std::span<const std::string_view>(&line, 1), timeout);
}

WriteStatus BotProcess::write_lines(std::span<const std::string> lines, Clock::duration timeout) {
  std::vector<std::string_view> views(lines.begin(), lines.end());
  return write_lines(std::span<const std::string_view>(views), timeout);
}

WriteStatus BotProcess::write_lines(std::span<const std::string_view> lines,
                                    Clock::duration timeout) {
  const Clock::time_point now = Clock::now();
  if (stdin_closed_) return WriteStatus::Closed;
  if (writing_.size() + pending_.size() > kMaxPendingWriteBytes) return WriteStatus::Timeout;
  last_write_ = now;

  const auto append_lines = [lines](std::string& dst) {
    for (std::string_view line : lines) {
      dst += line;
      if (line.empty() || line.back() != '\n') dst += '\n';
    }
  };
  if (write_in_flight_) {
    append_lines(pending_);
  } else {
    // Everything usually fits in the pipe and goes out in this one syscall. A batch of lines that
    // each end in '\n' (a seat's outbox) goes straight from the caller's buffer; only what the
    // pipe cannot take now is kept and written as the bot reads.
    const bool ready = lines.size() == 1 && !lines[0].empty() && lines[0].back() == '\n';
    if (!ready) append_lines(writing_);
    std::string_view rest = ready ? lines[0] : std::string_view(writing_);
    if (!write_now(rest)) {
      writing_.clear();
      return WriteStatus::Closed;
    }
    if (rest.empty()) {  // all in the pipe: the usual case
      writing_.clear();
      return WriteStatus::Ok;
    }
    if (ready) {
      writing_.assign(rest);
    } else {
      writing_.erase(0, writing_.size() - rest.size());
    }
    arm_stdin_write();
  }
  const bool flushed = wait_until(
      now + timeout, [this] { return stdin_closed_ || (!write_in_flight_ && writing_.empty()); });
  if (stdin_closed_) return WriteStatus::Closed;
  return flushed ? WriteStatus::Ok : WriteStatus::Timeout;
}

bool BotProcess::write_now(std::string_view& rest) {
  const ssize_t n = ::write(stdin_.native_handle(), rest.data(), rest.size());
  if (n == -1 && errno != EAGAIN && errno != EINTR) {
    stdin_closed_ = true;  // EPIPE: the bot closed its stdin or exited
    return false;
  }
  if (n > 0) rest.remove_prefix(static_cast<std::size_t>(n));
  return true;
}

void BotProcess::arm_stdin_write() {
  write_in_flight_ = true;
  stdin_.async_write_some(asio::buffer(writing_),
                          [this, alive = std::weak_ptr<int>(alive_)](
                              const boost::system::error_code& ec, std::size_t n) {
                            if (alive.expired()) return;
                            write_in_flight_ = false;
                            if (ec) {
                              stdin_closed_ = true;  // EPIPE, or close_stdin() cancelled the write
                              writing_.clear();
                              pending_.clear();
                              return;
                            }
                            writing_.erase(0, n);
                            if (writing_.empty()) writing_.swap(pending_);
                            if (!writing_.empty()) arm_stdin_write();
                          });
}

void BotProcess::close_stdin() {
  stdin_closed_ = true;
  boost::system::error_code ignored;
  stdin_.close(ignored);
}

// ---- stdout ----------------------------------------------------------------------------------

void BotProcess::arm_stdout_read() {
  if (out_reading_ || out_eof_ || received_bytes_ >= kMaxQueuedBytes) return;
  out_reading_ = true;
  stdout_.async_read_some(asio::buffer(out_buf_),
                          [this, alive = std::weak_ptr<int>(alive_)](
                              const boost::system::error_code& ec, std::size_t n) {
                            if (alive.expired()) return;
                            out_reading_ = false;
                            const Clock::time_point at = Clock::now();
                            if (n > 0) on_stdout(out_buf_.data(), n, at);
                            if (ec) {
                              // EOF (or the pipe broke): a last line without '\n' still counts as a
                              // line.
                              if (!partial_.empty() && !discarding_) {
                                received_bytes_ += partial_.size();
                                received_.push_back({ReadStatus::Line, std::move(partial_), at});
                              }
                              partial_.clear();
                              out_eof_ = true;
                              return;
                            }
                            // Once a line waits, the rest can wait in the pipe: reading on would
                            // cost a read(2) that finds nothing for nearly every answer.
                            if (received_.empty()) arm_stdout_read();
                          });
}

void BotProcess::on_stdout(const char* data, std::size_t n, Clock::time_point at) {
  while (n > 0) {
    const char* newline = static_cast<const char*>(std::memchr(data, '\n', n));
    const std::size_t segment = newline ? static_cast<std::size_t>(newline - data) : n;
    if (discarding_) {
      if (newline) discarding_ = false;  // the over-long line ends here
    } else if (partial_.size() + segment > kMaxLineBytes) {
      received_.push_back({ReadStatus::TooLong, {}, at});
      partial_.clear();
      discarding_ = newline == nullptr;
    } else {
      partial_.append(data, segment);
      if (newline) {
        received_bytes_ += partial_.size();
        received_.push_back({ReadStatus::Line, std::move(partial_), at});
        partial_.clear();
      }
    }
    const std::size_t used = segment + (newline ? 1 : 0);
    data += used;
    n -= used;
  }
}

ReadResult BotProcess::read_line(Clock::time_point deadline) {
  if (received_.empty()) arm_stdout_read();
  wait_until(deadline, [this] { return !received_.empty() || out_eof_; });
  ReadResult result;
  if (!received_.empty()) {
    Received& r = received_.front();
    result.status = r.status;
    result.line = std::move(r.line);
    result.elapsed = since_last_write(r.at);
    received_bytes_ -= result.line.size();
    received_.pop_front();
    return result;
  }
  result.status = out_eof_ ? ReadStatus::Closed : ReadStatus::Timeout;
  result.elapsed = since_last_write(Clock::now());
  return result;
}

// ---- stderr ----------------------------------------------------------------------------------

void BotProcess::arm_stderr_read() {
  if (err_eof_) return;
  stderr_.async_read_some(asio::buffer(err_buf_),
                          [this, alive = std::weak_ptr<int>(alive_)](
                              const boost::system::error_code& ec, std::size_t n) {
                            if (alive.expired()) return;
                            if (n > 0) on_stderr(err_buf_.data(), n);
                            if (ec) {
                              err_eof_ = true;
                              return;
                            }
                            arm_stderr_read();
                          });
}

void BotProcess::on_stderr(const char* data, std::size_t n) {
  const std::uint64_t before = stderr_seen_;
  stderr_seen_ += n;
  if (err_log_fd_ == -1 || before > stderr_cap_) return;  // discarding
  const std::size_t room = before < stderr_cap_ ? stderr_cap_ - before : 0;
  const std::size_t keep = std::min(n, room);
  // A log write failing (disk full) must not stop the draining; the log is best effort.
  if (keep > 0 && ::write(err_log_fd_, data, keep) < 0) return;
  if (stderr_seen_ > stderr_cap_) {
    const std::string note = "\n[arena: stderr cut at " + std::to_string(stderr_cap_) + " bytes]\n";
    if (::write(err_log_fd_, note.data(), note.size()) < 0) return;
  }
}

// ---- exit ------------------------------------------------------------------------------------

void BotProcess::arm_exit_watch() {
  exit_watch_.async_wait(
      asio::posix::stream_descriptor::wait_read,
      [this, alive = std::weak_ptr<int>(alive_)](const boost::system::error_code& ec) {
        if (alive.expired() || ec) return;
        peek_exit();
        if (exit_.kind == ExitInfo::Kind::Running) arm_exit_watch();
      });
}

void BotProcess::peek_exit() {
  if (exit_.kind != ExitInfo::Kind::Running || pid_ <= 0) return;
  // WNOWAIT: read the status but leave the zombie, so the pid (= our process group id) cannot be
  // reused by a new process before kill() has signalled the group.
  siginfo_t info{};
  if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == -1) {
    if (errno == ECHILD) exit_.kind = ExitInfo::Kind::Unknown;
    return;
  }
  if (info.si_pid != pid_) return;  // still running
  if (info.si_code == CLD_EXITED) {
    exit_.kind = ExitInfo::Kind::Exited;
    exit_.code = info.si_status;
  } else {
    exit_.kind = ExitInfo::Kind::Signaled;
    exit_.signal = info.si_status;
  }
}

bool BotProcess::running() {
  peek_exit();
  return exit_.kind == ExitInfo::Kind::Running;
}

bool BotProcess::wait_exit(Clock::duration grace) {
  const Clock::time_point deadline = Clock::now() + grace;
  auto exited = [this] { return exit_.kind != ExitInfo::Kind::Running; };
  peek_exit();
  if (exit_watch_.is_open()) return wait_until(deadline, exited);
  // No pidfd (kernel older than 5.3): look again every 2 ms, still on an asio timer.
  while (true) {
    peek_exit();
    const Clock::time_point now = Clock::now();
    if (exited() || now >= deadline) return exited();
    wait_until(std::min(deadline, now + std::chrono::milliseconds(2)), [] { return false; });
  }
}

void BotProcess::kill() {
  if (reaped_ || pid_ <= 0) return;
  peek_exit();
  const bool was_running = exit_.kind == ExitInfo::Kind::Running;
  // The whole group, also when the leader already exited: its helpers may still be running.
  ::kill(-pid_, SIGKILL);
  ::kill(pid_, SIGKILL);
  int status = 0;
  pid_t got;
  while ((got = ::waitpid(pid_, &status, 0)) == -1 && errno == EINTR) {
  }
  if (got == pid_) {
    if (WIFEXITED(status)) {
      exit_.kind = ExitInfo::Kind::Exited;
      exit_.code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
      exit_.kind = ExitInfo::Kind::Signaled;
      exit_.signal = WTERMSIG(status);
      exit_.killed_by_arena = was_running && exit_.signal == SIGKILL;
    }
  } else if (exit_.kind == ExitInfo::Kind::Running) {
    exit_.kind = ExitInfo::Kind::Unknown;  // reaped elsewhere (arena-wide cleanup)
  }
  reaped_ = true;
  if (registered_) process_registry::remove(pid_);
  registered_ = false;
  // Helpers that left the group were re-parented to the arena (child subreaper) when their
  // parents died: kill and reap them too.
  process_registry::reap_orphans();
  boost::system::error_code ignored;
  exit_watch_.close(ignored);
  drain_stderr_now();
}

void BotProcess::drain_stderr_now() {
  // Everyone who could write to the bot's stderr is gone: take what is left in the pipe now, so
  // the log is complete when kill() returns (the async read would only see it on a later wait).
  if (!stderr_.is_open()) return;
  const int fd = stderr_.native_handle();
  set_non_blocking(fd);
  while (true) {
    const ssize_t n = ::read(fd, err_buf_.data(), err_buf_.size());
    if (n > 0) {
      on_stderr(err_buf_.data(), static_cast<std::size_t>(n));
      continue;
    }
    if (n == -1 && errno == EINTR) continue;
    break;
  }
}

ExitInfo BotProcess::finish(Clock::duration grace) {
  close_stdin();
  wait_exit(grace);
  kill();
  return exit_;
}

}  // namespace arena
