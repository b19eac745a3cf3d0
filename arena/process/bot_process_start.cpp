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
#include <array>
#include <boost/asio/buffer.hpp>
#include <boost/asio/error.hpp>
#include <cerrno>
#include <cstring>
#include <shared_mutex>
#include <system_error>

#include "arena/process/child_reaper.hpp"
#include "arena/process/fork_exec.hpp"
#include "arena/process/open_files.hpp"
#include "arena/process/sandbox.hpp"

extern char** environ;

namespace arena {

namespace asio = boost::asio;

namespace {

// Runs in the forked child just before exec (fork_exec.hpp: async-signal-safe calls only).
struct ChildSetup {
  BotLimits limits;
  bool memory_by_rlimit = false;                           // no control group limits the memory
  bool processes_by_rlimit = false;                        // nor the processes
  const std::vector<std::string>* cgroup_procs = nullptr;  // files to write "0" into
  pid_t arena_pid = 0;
  std::optional<rlimit> open_files_as_started;  // the arena raised its own (open_files.hpp)

  static bool set_limit(int resource, rlim_t value) {
    const rlimit rl{value, value};
    return ::setrlimit(resource, &rl) == 0;
  }

  // Moves this process into its control groups (writing "0" means "the writer").
  bool enter_cgroups() const {
    if (cgroup_procs == nullptr) return true;
    for (const std::string& file : *cgroup_procs) {
      const int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd == -1) return false;
      const bool ok = ::write(fd, "0", 1) == 1;
      ::close(fd);
      if (!ok) return false;
    }
    return true;
  }

  bool set_limits() const {
    if (memory_by_rlimit && limits.memory_bytes > 0 && !set_limit(RLIMIT_AS, limits.memory_bytes)) {
      return false;
    }
    if (processes_by_rlimit && limits.processes > 0 && !set_limit(RLIMIT_NPROC, limits.processes)) {
      return false;
    }
    if (limits.file_size_bytes > 0 && !set_limit(RLIMIT_FSIZE, limits.file_size_bytes)) {
      return false;
    }
    if (limits.open_files > 0) {
      if (!set_limit(RLIMIT_NOFILE, limits.open_files)) return false;
    } else if (open_files_as_started && ::setrlimit(RLIMIT_NOFILE, &*open_files_as_started) != 0) {
      return false;
    }
    return limits.cpu_seconds == 0 || set_limit(RLIMIT_CPU, limits.cpu_seconds);
  }

  static int run(const void* context) {
    const ChildSetup& self = *static_cast<const ChildSetup*>(context);
    // Own process group: the arena kills the bot's whole tree with kill(-pgid), and a Ctrl-C
    // in the arena's terminal does not reach the bot (the arena ends it in order).
    if (::setpgid(0, 0) == -1) return errno;
    // If the arena dies without cleaning up (SIGKILL), the bot goes with it.
    if (::prctl(PR_SET_PDEATHSIG, SIGKILL) == -1) return errno;
    if (::getppid() != self.arena_pid) return ESRCH;
    if (!self.enter_cgroups()) return errno;
    if (!set_limit(RLIMIT_CORE, 0) || !self.set_limits()) return errno;
    // Ignored signals stay ignored across exec: give the bot the usual defaults back (the arena
    // ignores SIGPIPE), and an empty signal mask whatever thread spawned it.
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    for (const int signal : {SIGPIPE, SIGINT, SIGTERM})
      ::sigaction(signal, &default_action, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    return 0;
  }
};

std::string in_quotes(const std::string& s) {
  return "'" + s + "'";
}

// Why a start failed with `error`: out of descriptors is the arena's limit, never the bot's.
std::string start_error(int error) {
  const std::string out_of_files = out_of_open_files(error);
  return out_of_files.empty() ? std::strerror(error) : out_of_files;
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

std::vector<std::string> BotProcess::sandbox_launch(const BotSpawnOptions& options,
                                                    const std::filesystem::path& work_dir,
                                                    const std::string& who) const {
  const std::filesystem::path bwrap = find_bwrap();
  if (bwrap.empty()) throw BotSpawnError(who + ": " + sandbox_problem());
  SandboxSpec spec;
  spec.folder = work_dir;
  if (options.limits.file_size_bytes > 0) spec.folder_bytes = options.limits.file_size_bytes;
  spec.read_only = command_paths(argv_);
  std::error_code ec;
  for (const std::filesystem::path& path : options.read_only) {
    if (!std::filesystem::exists(path, ec)) {
      throw BotSpawnError(who + ": read-only path " + in_quotes(path.string()) + " does not exist");
    }
    spec.read_only.push_back(path);
  }
  spec.hidden = options.hidden;
  return sandbox_command(bwrap, argv_, spec);
}

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
                          start_error(errno));
    }
  }

  // In the sandbox, bwrap is started and starts the bot (argv_ stays the bot's own command).
  std::vector<std::string> launch = argv_;
  sandboxed_ = options.sandbox;
  if (options.sandbox) launch = sandbox_launch(options, work_dir, who);
  const BotLimits& limits = options.limits;
  if (limits.memory_bytes > 0 || limits.processes > 0) {
    cgroup_ =
        BotCgroup::create(work_dir.filename().string(), limits.memory_bytes, limits.processes);
  }
  ChildSetup setup{
      .limits = limits,
      .memory_by_rlimit = !cgroup_ || !cgroup_->limits_memory(),
      .processes_by_rlimit = (!cgroup_ || !cgroup_->limits_processes()) && ::geteuid() != 0,
      .cgroup_procs = cgroup_ ? &cgroup_->procs_files() : nullptr,
      .arena_pid = ::getpid(),
      .open_files_as_started = bot_open_file_limit()};
  std::vector<std::string> environment = options.environment;
  if (environment.empty()) {
    for (char** var = environ; *var != nullptr; ++var) environment.emplace_back(*var);
  }

  // The pipes: the child's ends become its 0, 1 and 2; the arena keeps the others.
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) == -1) throw BotSpawnError(who + ": no pipe: " + start_error(errno));
  if (::pipe2(out, O_CLOEXEC) == -1) {
    ::close(in[0]);
    ::close(in[1]);
    throw BotSpawnError(who + ": no pipe: " + start_error(errno));
  }
  if (::pipe2(err, O_CLOEXEC) == -1) {
    for (const int fd : {in[0], in[1], out[0], out[1]}) ::close(fd);
    throw BotSpawnError(who + ": no pipe: " + start_error(errno));
  }
  stdin_.assign(in[1]);
  stdout_.assign(out[0]);
  stderr_.assign(err[0]);
  const ExecSpec spec{.argv = launch,
                      .env = environment,
                      .dir = work_dir.string(),
                      .stdin_fd = in[0],
                      .stdout_fd = out[1],
                      .stderr_fd = err[1],
                      .setup = &ChildSetup::run,
                      .context = &setup};
  pid_t child = -1;
  {
    // Forked and registered under the lock whose exclusive hold chooses orphans, so no hunt takes
    // this child for one. Shared: other tables' bots start at the same time.
    std::shared_lock lock(process_registry::spawn_mutex());
    child = fork_exec(spec);
    if (child > 0) {
      pid_ = child;
      registered_ = process_registry::add(pid_, options.at_terminal);
    }
  }
  for (const int fd : {in[0], out[1], err[1]}) ::close(fd);
  if (child <= 0) {
    throw BotSpawnError(who + ": cannot start " + argv_[0] + " in " + work_dir.string() + ": " +
                        start_error(-child));
  }
  if (!registered_) {
    kill();
    throw BotSpawnError(who + ": too many bots running at once (limit " +
                        std::to_string(process_registry::kMaxLiveBots) + ")");
  }

  set_non_blocking(stdin_.native_handle());
  set_non_blocking(stdout_.native_handle());  // read_stdout_now() reads it directly too
  const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid_, 0));
  if (pidfd >= 0) {
    ::fcntl(pidfd, F_SETFD, FD_CLOEXEC);
    exit_watch_.assign(pidfd);
    arm_exit_watch();
  }
  last_write_ = Clock::now();
  if (!options.trace_log.empty()) trace_.open(options.trace_log, last_write_);
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
  if (!was_running && process_registry::group_has_others(pid_)) exit_.left_processes = true;
  ::kill(-pid_, SIGKILL);
  ::kill(pid_, SIGKILL);
  int status = 0;
  pid_t got;
  while ((got = ::waitpid(pid_, &status, 0)) == -1 && errno == EINTR) {
  }
  if (got == pid_) {
    record_exit(status, was_running);
  } else if (exit_.kind == ExitInfo::Kind::Running) {
    exit_.kind = ExitInfo::Kind::Unknown;  // reaped elsewhere (arena-wide cleanup)
  }
  reaped_ = true;
  if (cgroup_) {
    // Whatever the sandbox's PID namespace has not taken down yet goes now; then the counts of
    // what the kernel refused are final.
    cgroup_->kill_all();
    record_limits();
    cgroup_.reset();
  }
  if (registered_) process_registry::remove(pid_);
  registered_ = false;
  // Helpers that left the group were re-parented to the arena (child subreaper) when their
  // parents died: kill and reap them too. They are counted as this bot's (with several runs
  // ending bots at once, one may be another's).
  if (process_registry::reap_orphans() > 0) exit_.left_processes = true;
  boost::system::error_code ignored;
  exit_watch_.close(ignored);
  drain_stderr_now();
}

void BotProcess::record_exit(int status, bool was_running) {
  if (WIFEXITED(status)) {
    exit_.kind = ExitInfo::Kind::Exited;
    exit_.code = WEXITSTATUS(status);
    // bwrap reports its bot's death by signal N as exit code 128 + N.
    if (sandboxed_ && exit_.code > 128 && exit_.code < 128 + NSIG) {
      exit_.kind = ExitInfo::Kind::Signaled;
      exit_.signal = exit_.code - 128;
      exit_.code = 0;
    }
  } else if (WIFSIGNALED(status)) {
    exit_.kind = ExitInfo::Kind::Signaled;
    exit_.signal = WTERMSIG(status);
    exit_.killed_by_arena = was_running && exit_.signal == SIGKILL;
  }
  record_limits();
}

void BotProcess::record_limits() {
  std::vector<std::string> hit = cgroup_ ? cgroup_->limits_hit() : std::vector<std::string>{};
  if (exit_.kind == ExitInfo::Kind::Signaled) {
    if (exit_.signal == SIGXCPU) hit.push_back("CPU limit");
    if (exit_.signal == SIGXFSZ) hit.push_back("file size limit");
  }
  exit_.limits_hit = std::move(hit);
}

void BotProcess::drain_stderr_now() {
  // Everyone who could write to the bot's stderr is gone: take what is left in the pipe now, so
  // the log is complete when kill() returns (the async read would only see it on a later wait).
  if (!stderr_.is_open()) return;
  const int fd = stderr_.native_handle();
  set_non_blocking(fd);
  // A buffer of its own: err_buf_ may hold what a pending async read took and has yet to hand on.
  std::array<char, 4096> buffer;
  while (true) {
    const ssize_t n = ::read(fd, buffer.data(), buffer.size());
    if (n > 0) {
      on_stderr(buffer.data(), static_cast<std::size_t>(n));
      continue;
    }
    if (n == -1 && errno == EINTR) continue;
    break;
  }
}

}  // namespace arena
