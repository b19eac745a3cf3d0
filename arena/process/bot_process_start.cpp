// BotProcess's start and end: the child's set-up before exec, spawning, and killing the whole
// tree (bot_process.hpp). The line I/O and the waits are in bot_process.cpp.
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

}  // namespace arena
