// The bot process layer against real child processes (tests/bots/proc_*.cpp, sh one-liners).
#include <signal.h>
#include <unistd.h>

#include <doctest/doctest.h>
#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "arena/process/bot_process.hpp"
#include "arena/process/child_reaper.hpp"
#include "arena/process/command_line.hpp"
#include "arena/process/shutdown.hpp"
#include "tests/support/paths.hpp"

using namespace std::chrono_literals;
using arena::BotProcess;
using arena::BotSpawnOptions;
using arena::ExitInfo;
using arena::ReadStatus;
using arena::WriteStatus;
using Clock = std::chrono::steady_clock;

namespace {

std::filesystem::path bot_dir(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("arena_proc_test_" + std::to_string(::getpid())) / name;
}

std::unique_ptr<BotProcess> spawn(boost::asio::io_context& io, const std::string& command,
                                  const std::string& scratch = "default") {
  BotSpawnOptions options;
  options.command = command;
  options.working_dir = bot_dir(scratch) / "work";
  options.stderr_log = bot_dir(scratch) / "stderr.log";
  return BotProcess::spawn(io, options);
}

std::string testbot(const std::string& name) {
  return test_paths::bin("testbot_" + name);
}

bool process_gone(pid_t pid) {
  return ::kill(pid, 0) == -1 && errno == ESRCH;
}

std::string file_contents(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("split_command_line follows shell quoting") {
  using arena::split_command_line;
  CHECK(split_command_line("python3 bots/random_bot.py") ==
        std::vector<std::string>{"python3", "bots/random_bot.py"});
  CHECK(split_command_line("  a   'b c'  \"d \\\"e\\\" $x\" f\\ g ''") ==
        std::vector<std::string>{"a", "b c", "d \"e\" $x", "f g", ""});
  CHECK(split_command_line("x 'it''s'") == std::vector<std::string>{"x", "its"});
  CHECK(split_command_line("a\"b\"'c'") == std::vector<std::string>{"abc"});
  CHECK_THROWS_WITH_AS(split_command_line("echo 'oops"), doctest::Contains("unterminated ' quote"),
                       arena::BotSpawnError);
  CHECK_THROWS_WITH_AS(split_command_line("echo \"oops"), doctest::Contains("unterminated \""),
                       arena::BotSpawnError);
  CHECK_THROWS_WITH_AS(split_command_line("echo \\"), doctest::Contains("lone backslash"),
                       arena::BotSpawnError);
  CHECK_THROWS_WITH_AS(split_command_line("   "), doctest::Contains("empty"), arena::BotSpawnError);
}

TEST_CASE("echo round trip, batched write, queued lines") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_echo"));
  REQUIRE(bot->pid() > 0);

  REQUIRE(bot->write_line("{\"type\":\"hello\"}", 1s) == WriteStatus::Ok);
  auto r = bot->read_line(5s);
  REQUIRE(r.status == ReadStatus::Line);
  CHECK(r.line == "{\"type\":\"hello\"}");
  CHECK(r.elapsed > 0ns);
  CHECK(r.elapsed < 5s);

  const std::vector<std::string> batch{"info 1", "info 2", "act 3"};
  REQUIRE(bot->write_lines(batch, 1s) == WriteStatus::Ok);
  for (const auto& expected : batch) {
    r = bot->read_line(5s);
    REQUIRE(r.status == ReadStatus::Line);
    CHECK(r.line == expected);
  }

  // 500 lines arrive faster than they are asked for: all are queued, in order.
  REQUIRE(bot->write_line("!burst 500", 1s) == WriteStatus::Ok);
  for (int i = 0; i < 500; ++i) {
    r = bot->read_line(5s);
    REQUIRE(r.status == ReadStatus::Line);
    REQUIRE(r.line == "burst " + std::to_string(i));
  }
  const ExitInfo end = bot->finish(2s);
  CHECK(end.kind == ExitInfo::Kind::Exited);
  CHECK(end.code == 0);
  CHECK_FALSE(end.killed_by_arena);
}

TEST_CASE("a batch larger than the pipe is delivered whole and in order as the bot reads") {
  // One string of lines each ending in '\n' (as a seat's outbox is written): the kernel takes
  // what fits, the rest is kept and written while the arena waits for the bot's lines.
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_echo"));
  std::string batch;
  for (int i = 0; i < 6000; ++i) batch += "line " + std::to_string(i) + std::string(90, '.') + "\n";
  REQUIRE(batch.size() > 4 * 65536);
  CHECK(bot->write_line(batch, 0s) == WriteStatus::Timeout);  // not all in the pipe yet
  batch.assign(batch.size(), 'x');  // the caller's buffer is its own again at once
  for (int i = 0; i < 6000; ++i) {
    const auto r = bot->read_line(5s);
    REQUIRE(r.status == ReadStatus::Line);
    REQUIRE(r.line == "line " + std::to_string(i) + std::string(90, '.'));
  }
  CHECK(bot->finish(2s).kind == ExitInfo::Kind::Exited);
}

TEST_CASE("a read without an answer times out at its deadline") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_echo"));
  REQUIRE(bot->write_line("first", 1s) == WriteStatus::Ok);
  REQUIRE(bot->read_line(5s).line == "first");

  const auto start = Clock::now();
  const auto r = bot->read_line(40ms);
  const auto waited = Clock::now() - start;
  CHECK(r.status == ReadStatus::Timeout);
  CHECK(waited >= 40ms);
  CHECK(waited < 1s);
  CHECK(r.elapsed >= 40ms);

  // The bot still works after a time-out.
  REQUIRE(bot->write_line("second", 1s) == WriteStatus::Ok);
  CHECK(bot->read_line(5s).line == "second");
}

TEST_CASE("the bot's exit is seen as Closed, with its exit code, and writes then fail cleanly") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_echo"));
  REQUIRE(bot->write_line("!exit 3", 1s) == WriteStatus::Ok);
  const auto r = bot->read_line(5s);
  CHECK(r.status == ReadStatus::Closed);
  CHECK(bot->wait_exit(5s));
  CHECK(bot->exit_info().kind == ExitInfo::Kind::Exited);
  CHECK(bot->exit_info().code == 3);
  // EPIPE, not SIGPIPE: the arena survives writing to a dead bot.
  CHECK(bot->write_line("anyone there?", 1s) == WriteStatus::Closed);
  CHECK(bot->read_line(10ms).status == ReadStatus::Closed);
  const ExitInfo end = bot->finish(1s);
  CHECK(end.code == 3);
  CHECK(end.describe() == "exited with code 3");
}

TEST_CASE("a line over 65,536 bytes is TooLong, then reading recovers at the next line") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_long_line"));
  auto r = bot->read_line(5s);
  CHECK(r.status == ReadStatus::TooLong);
  r = bot->read_line(5s);
  REQUIRE(r.status == ReadStatus::Line);
  CHECK(r.line == std::string(BotProcess::kMaxLineBytes, 'y'));  // exactly at the limit is fine
  r = bot->read_line(5s);
  REQUIRE(r.status == ReadStatus::Line);
  CHECK(r.line == "ok");

  // 10 MiB without any newline: one TooLong, the rest is discarded as it comes (the bot is not
  // blocked, the arena does not buffer it), so there is no line, only a time-out.
  REQUIRE(bot->write_line("go", 1s) == WriteStatus::Ok);
  CHECK(bot->read_line(5s).status == ReadStatus::TooLong);
  CHECK(bot->read_line(300ms).status == ReadStatus::Timeout);
  CHECK(bot->finish(2s).kind == ExitInfo::Kind::Exited);
}

TEST_CASE("a partial line followed by silence is a Timeout; its bytes complete the next line") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_no_newline"));
  const auto r1 = bot->read_line(60ms);
  CHECK(r1.status == ReadStatus::Timeout);
  REQUIRE(bot->write_line("go", 1s) == WriteStatus::Ok);
  const auto r2 = bot->read_line(5s);
  REQUIRE(r2.status == ReadStatus::Line);
  CHECK(r2.line == "partial rest");
}

TEST_CASE("a final line without newline at EOF is still delivered") {
  boost::asio::io_context io;
  auto bot = spawn(io, "/bin/sh -c 'printf last'");
  const auto r = bot->read_line(5s);
  REQUIRE(r.status == ReadStatus::Line);
  CHECK(r.line == "last");
  CHECK(bot->read_line(5s).status == ReadStatus::Closed);
}

TEST_CASE("stderr is kept up to the cap, then one note, and the bot is never blocked") {
  boost::asio::io_context io;
  BotSpawnOptions options;
  options.command = testbot("proc_stderr_flood") + " 3145728";
  options.working_dir = bot_dir("flood") / "work";
  options.stderr_log = bot_dir("flood") / "logs" / "bot.stderr.log";
  options.stderr_cap_bytes = 64 * 1024;
  auto bot = BotProcess::spawn(io, options);
  const auto r = bot->read_line(10s);  // only arrives if the 3 MiB of stderr were drained
  REQUIRE(r.status == ReadStatus::Line);
  CHECK(r.line == "done");
  const ExitInfo end = bot->finish(2s);
  CHECK(end.kind == ExitInfo::Kind::Exited);
  CHECK(bot->stderr_truncated());
  CHECK(bot->stderr_bytes_seen() == 3145728u);
  const std::string log = file_contents(options.stderr_log);
  const std::string note = "\n[arena: stderr cut at 65536 bytes]\n";
  CHECK(log.size() == 65536 + note.size());
  CHECK(log.substr(65536) == note);
  CHECK(log.find("[arena:") == 65537);  // exactly one note
}

TEST_CASE("stderr under the cap is kept whole, without a note") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_echo"), "small_stderr");
  REQUIRE(bot->write_line("!stderr thinking hard", 1s) == WriteStatus::Ok);
  REQUIRE(bot->write_line("ping", 1s) == WriteStatus::Ok);
  REQUIRE(bot->read_line(5s).line == "ping");
  bot->finish(2s);
  CHECK_FALSE(bot->stderr_truncated());
  CHECK(file_contents(bot_dir("small_stderr") / "stderr.log") == "thinking hard\n");
}

TEST_CASE("kill takes the bot's process group and a setsid() daemon it left behind") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_spawn_child"));
  const auto r = bot->read_line(5s);
  REQUIRE(r.status == ReadStatus::Line);
  int child = 0, escaped = 0;
  REQUIRE(std::sscanf(r.line.c_str(), "child %d escaped %d", &child, &escaped) == 2);
  CHECK(::getpgid(child) == bot->pid());
  CHECK(::getpgid(escaped) != bot->pid());  // it really left the group
  CHECK(::getppid() != escaped);
  // The daemon's parent exited, so as a child subreaper the test process adopted it.
  CHECK(std::ifstream("/proc/" + std::to_string(escaped) + "/stat").good());

  const auto start = Clock::now();
  const ExitInfo end = bot->finish(50ms);  // it ignores EOF: killed after the grace period
  CHECK(Clock::now() - start < 2s);
  CHECK(end.kind == ExitInfo::Kind::Signaled);
  CHECK(end.signal == SIGKILL);
  CHECK(end.killed_by_arena);
  CHECK(process_gone(bot->pid()));
  CHECK(process_gone(child));
  CHECK(process_gone(escaped));
}

TEST_CASE("bots started on several threads while others end are never taken for orphans") {
  // Spawns hold the spawn lock shared and run at once; a hunt that finds an unregistered child
  // (a bot still being started, or the daemon below) looks again under the lock, so it takes
  // only the daemon.
  constexpr int kThreads = 4, kBotsEach = 12;
  std::vector<std::string> faults(kThreads);  // each thread's bots that went wrong, and how
  std::vector<pid_t> daemons(kThreads, 0);
  {
    std::vector<std::jthread> threads;
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back([t, &faults, &daemons] {
        boost::asio::io_context io;
        for (int i = 0; i < kBotsEach; ++i) {
          const std::string name = "many_" + std::to_string(t) + "_" + std::to_string(i);
          if (i == kBotsEach / 2) {  // one bot each leaves a daemon for the hunts to find
            auto bot = spawn(io, testbot("proc_spawn_child"), name);
            int child = 0;
            if (std::sscanf(bot->read_line(5s).line.c_str(), "child %d escaped %d", &child,
                            &daemons[static_cast<std::size_t>(t)]) != 2)
              faults[static_cast<std::size_t>(t)] += name + ": no daemon; ";
            bot->finish(10ms);
            continue;
          }
          auto bot = spawn(io, testbot("proc_echo"), name);
          const bool echoed =
              bot->write_line(name, 1s) == WriteStatus::Ok && bot->read_line(5s).line == name;
          const ExitInfo end = bot->finish(2s);
          // (left_processes is not asked: another thread's daemon may be counted as this bot's.)
          if (!echoed || end.kind != ExitInfo::Kind::Exited || end.code != 0 || end.killed_by_arena)
            faults[static_cast<std::size_t>(t)] += name + ": " + end.describe() + "; ";
        }
      });
    }
  }
  for (int t = 0; t < kThreads; ++t) {
    CHECK(faults[static_cast<std::size_t>(t)] == "");
    const pid_t daemon = daemons[static_cast<std::size_t>(t)];
    CHECK(daemon > 0);
    if (daemon > 0) CHECK(process_gone(daemon));
  }
}

TEST_CASE("a bot that never reads stdin does not block the arena") {
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_ignore_stdin"));
  REQUIRE(bot->read_line(5s).line == "ready");
  const std::vector<std::string> big(64, std::string(64 * 1024, 'm'));  // 4 MiB > pipe buffer
  const auto start = Clock::now();
  CHECK(bot->write_lines(big, 50ms) == WriteStatus::Timeout);
  CHECK(Clock::now() - start < 1s);
  const ExitInfo end = bot->finish(30ms);
  CHECK(end.killed_by_arena);
  CHECK(process_gone(bot->pid()));
}

TEST_CASE("a bot that closes its stdin on its own gives Closed on write") {
  boost::asio::io_context io;
  auto bot = spawn(io, "/bin/sh -c 'exec 0<&-; echo closed; exec sleep 30'");
  REQUIRE(bot->read_line(5s).line == "closed");
  CHECK(bot->write_line("hello", 1s) == WriteStatus::Closed);
  CHECK(bot->finish(10ms).killed_by_arena);
}

TEST_CASE("the bot runs in its own working folder; relative paths are resolved first") {
  boost::asio::io_context io;
  const auto cwd = std::filesystem::current_path();
  const auto work = bot_dir("folders") / "deep" / "bot_home";
  std::filesystem::remove_all(bot_dir("folders"));
  REQUIRE_FALSE(std::filesystem::exists(work));
  // The program and an argument given relative to the arena's cwd still work from elsewhere.
  const auto program = std::filesystem::relative(testbot("proc_echo"), cwd);
  const auto arg_file =
      std::filesystem::relative(test_paths::source_dir() / "tests" / "bots" / "proc_echo.cpp", cwd);
  REQUIRE(program.string().find('/') != std::string::npos);
  BotSpawnOptions options;
  // "no_such_folder/../tests" reads as "tests" once normalized, but names nothing as written (the
  // kernel needs no_such_folder): it stays a plain word, and no folder is shown to a sandbox.
  options.command =
      program.string() + " " + arg_file.string() + " --flag not_a_file no_such_folder/../tests";
  options.working_dir = work;
  auto bot = BotProcess::spawn(io, options);
  CHECK(std::filesystem::is_directory(work));
  REQUIRE(bot->write_line("!cwd", 1s) == WriteStatus::Ok);
  CHECK(std::filesystem::equivalent(bot->read_line(5s).line, work));
  REQUIRE(bot->write_line("!args", 1s) == WriteStatus::Ok);
  const std::string expected_args =
      (cwd / arg_file).lexically_normal().string() + "|--flag|not_a_file|no_such_folder/../tests";
  CHECK(bot->read_line(5s).line == expected_args);
  CHECK(bot->argv()[0] == (cwd / program).lexically_normal().string());
}

TEST_CASE("failure to start is a clear error naming the command") {
  boost::asio::io_context io;
  CHECK_THROWS_WITH_AS(spawn(io, "no_such_bot_program_xyz --fast"),
                       doctest::Contains("'no_such_bot_program_xyz' not found in PATH"),
                       arena::BotSpawnError);
  CHECK_THROWS_WITH_AS(spawn(io, "./bots/missing_bot"), doctest::Contains("does not exist"),
                       arena::BotSpawnError);
  CHECK_THROWS_WITH_AS(spawn(io, test_paths::source_dir().string() + "/CMakeLists.txt"),
                       doctest::Contains("not an executable file"), arena::BotSpawnError);
  CHECK_THROWS_WITH_AS(spawn(io, "python3 'unclosed"), doctest::Contains("unterminated"),
                       arena::BotSpawnError);
  BotSpawnOptions bad_dir;
  bad_dir.command = testbot("proc_echo");
  bad_dir.working_dir = "/proc/self/cannot_create_here";
  CHECK_THROWS_WITH_AS(BotProcess::spawn(io, bad_dir), doctest::Contains("working folder"),
                       arena::BotSpawnError);
}

TEST_CASE("optional limits are applied in the child, and core dumps are off") {
  boost::asio::io_context io;
  BotSpawnOptions options;
  options.command = "/bin/sh -c 'ulimit -c; ulimit -t; ulimit -n'";
  options.working_dir = bot_dir("limits");
  options.limits.cpu_seconds = 7;
  options.limits.open_files = 64;
  auto bot = BotProcess::spawn(io, options);
  CHECK(bot->read_line(5s).line == "0");
  CHECK(bot->read_line(5s).line == "7");
  CHECK(bot->read_line(5s).line == "64");
}

TEST_CASE("the memory limit is a control group of the bot's own where one can be made") {
  boost::asio::io_context io;
  BotSpawnOptions options;
  options.command = "/bin/sh -c 'grep -c :/arena/ /proc/self/cgroup; ulimit -v'";
  options.working_dir = bot_dir("memory");
  options.limits.memory_bytes = 512ull << 20;
  auto bot = BotProcess::spawn(io, options);
  const std::string groups = bot->read_line(5s).line;
  const std::string address_space = bot->read_line(5s).line;
  INFO(groups << " / " << address_space);
  // In a group under arena/, else limited per process instead (ulimit -v is in KiB).
  CHECK(
      (groups != "0" ? address_space == "unlimited" : address_space == std::to_string(512 * 1024)));
}

TEST_CASE("bots sharing one io_context: waiting on one drains the other's stderr") {
  boost::asio::io_context io;
  BotSpawnOptions flood;
  flood.command = testbot("proc_stderr_flood") + " 2097152";
  flood.working_dir = bot_dir("shared");
  flood.stderr_log = bot_dir("shared") / "flood.log";
  flood.stderr_cap_bytes = 1024;
  auto noisy = BotProcess::spawn(io, flood);
  auto quiet = spawn(io, testbot("proc_echo"), "shared_quiet");
  // Only the quiet bot is waited on; meanwhile the noisy one's 2 MiB of stderr are drained.
  CHECK(quiet->read_line(400ms).status == ReadStatus::Timeout);
  CHECK(noisy->stderr_bytes_seen() == 2097152u);
  CHECK(noisy->read_line(5s).line == "done");
}

TEST_CASE("a bot inherits only stdin, stdout and stderr, never another bot's pipes") {
  boost::asio::io_context io;
  auto first = spawn(io, testbot("proc_echo"), "fds_first");
  auto second = spawn(io, testbot("proc_echo"), "fds_second");
  REQUIRE(second->write_line("ping", 1s) == WriteStatus::Ok);
  REQUIRE(second->read_line(5s).line == "ping");
  std::vector<std::string> fds;
  for (const auto& e :
       std::filesystem::directory_iterator("/proc/" + std::to_string(second->pid()) + "/fd")) {
    fds.push_back(e.path().filename().string());
  }
  std::sort(fds.begin(), fds.end());
  CHECK(fds == std::vector<std::string>{"0", "1", "2"});
  // The first bot sees EOF although the second was started after it (nobody else holds its
  // stdin's write end), and exits by itself.
  const ExitInfo end = first->finish(5s);
  CHECK(end.kind == ExitInfo::Kind::Exited);
  CHECK_FALSE(end.killed_by_arena);
}

TEST_CASE("destroying a running BotProcess kills it") {
  pid_t pid = 0;
  {
    boost::asio::io_context io;
    auto bot = spawn(io, testbot("proc_ignore_stdin"));
    pid = bot->pid();
    REQUIRE(bot->read_line(5s).line == "ready");
  }
  CHECK(process_gone(pid));
}

TEST_CASE("terminate_all_bots leaves no descendant behind") {
  boost::asio::io_context io;
  auto a = spawn(io, testbot("proc_spawn_child"), "all_a");
  auto b = spawn(io, testbot("proc_ignore_stdin"), "all_b");
  const auto line = a->read_line(5s).line;
  int child = 0, escaped = 0;
  REQUIRE(std::sscanf(line.c_str(), "child %d escaped %d", &child, &escaped) == 2);
  REQUIRE(b->read_line(5s).line == "ready");
  CHECK(arena::terminate_all_bots() >= 3);  // a, b, the escaped daemon (+ a's child via group)
  for (pid_t p : {a->pid(), b->pid(), child, escaped}) CHECK(process_gone(p));
  // The owners learn their bots are gone without hanging.
  CHECK(a->finish(10ms).kind != ExitInfo::Kind::Running);
  CHECK(b->finish(10ms).kind != ExitInfo::Kind::Running);
  CHECK(arena::process_registry::reap_all_descendants() == 0);
}

TEST_CASE("SIGTERM is recorded for an orderly stop, then terminate_all_bots cleans up") {
  arena::install_shutdown_handlers();
  boost::asio::io_context io;
  auto bot = spawn(io, testbot("proc_spawn_child"), "signal");
  int child = 0, escaped = 0;
  REQUIRE(std::sscanf(bot->read_line(5s).line.c_str(), "child %d escaped %d", &child, &escaped) ==
          2);
  REQUIRE_FALSE(arena::shutdown_requested());
  ::raise(SIGTERM);  // the handler only records it: the test process goes on
  CHECK(arena::shutdown_requested());
  CHECK(arena::shutdown_signal() == SIGTERM);
  CHECK(arena::shutdown_exit_code() == 128 + SIGTERM);
  char byte = 0;
  CHECK(::read(arena::shutdown_notify_fd(), &byte, 1) == 1);
  CHECK_FALSE(process_gone(escaped));  // the bots are left to the CLI's cleanup call
  CHECK(arena::terminate_all_bots() >= 2);
  for (pid_t p : {bot->pid(), static_cast<pid_t>(child), static_cast<pid_t>(escaped)}) {
    CHECK(process_gone(p));
  }
}
