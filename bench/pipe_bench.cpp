// What the bot process layer costs per message: a line's round trip through plain pipes with
// raw read/write syscalls, beside the same round trip through BotProcess (asio, deadlines,
// line splitting), measured in the same run against the same tiny echo child (this program
// started again with --echo-child).
//   arena.pipe_roundtrip_raw         us per round trip, raw syscalls
//   arena.pipe_roundtrip_botprocess  us per round trip, BotProcess::write_line + read_line
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "arena/process/bot_process.hpp"

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kRunFor = std::chrono::milliseconds(1500);

// A typical `act` message, so the byte count is realistic.
const std::string kLine =
    R"({"type":"act","id":17,"hand":42,"street":"flop","to_call":200,"min_raise_to":600,)"
    R"("max_raise_to":4850,"legal":["fold","call","raise"],"time_ms":1000})";

int echo_child() {
  char buf[1 << 16];
  while (true) {
    const ssize_t n = ::read(0, buf, sizeof buf);
    if (n <= 0) return 0;
    for (ssize_t off = 0; off < n;) {
      const ssize_t w = ::write(1, buf + off, static_cast<std::size_t>(n - off));
      if (w <= 0) return 1;
      off += w;
    }
  }
}

void report(const char* name, double us, long n) {
  std::printf("{\"bench\":\"%s\",\"value\":%.3f,\"unit\":\"us\",\"n\":%ld}\n", name, us, n);
  std::fflush(stdout);
}

// Returns us per round trip.
double bench_raw(const std::string& self, long& n_out) {
  int to_child[2], from_child[2];
  if (::pipe2(to_child, O_CLOEXEC) == -1 || ::pipe2(from_child, O_CLOEXEC) == -1) {
    std::perror("pipe");
    std::exit(1);
  }
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(to_child[0], 0);
    ::dup2(from_child[1], 1);
    ::execl(self.c_str(), self.c_str(), "--echo-child", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(to_child[0]);
  ::close(from_child[1]);
  const std::string msg = kLine + "\n";
  char buf[1 << 16];
  auto round_trip = [&] {
    if (::write(to_child[1], msg.data(), msg.size()) != static_cast<ssize_t>(msg.size())) {
      std::exit(1);
    }
    std::size_t got = 0;
    while (got == 0 || buf[got - 1] != '\n') {
      const ssize_t r = ::read(from_child[0], buf + got, sizeof buf - got);
      if (r <= 0) std::exit(1);
      got += static_cast<std::size_t>(r);
    }
  };
  for (int i = 0; i < 1000; ++i) round_trip();  // warm-up
  long n = 0;
  const auto start = Clock::now();
  auto now = start;
  while (now - start < kRunFor) {
    for (int i = 0; i < 100; ++i) round_trip();
    n += 100;
    now = Clock::now();
  }
  ::close(to_child[1]);
  ::close(from_child[0]);
  ::waitpid(pid, nullptr, 0);
  n_out = n;
  return std::chrono::duration<double, std::micro>(now - start).count() / static_cast<double>(n);
}

double bench_botprocess(const std::string& self, long& n_out) {
  boost::asio::io_context io;
  arena::BotSpawnOptions options;
  options.command = "'" + self + "' --echo-child";
  auto bot = arena::BotProcess::spawn(io, options);
  auto round_trip = [&] {
    if (bot->write_line(kLine, std::chrono::seconds(5)) != arena::WriteStatus::Ok) std::exit(1);
    const arena::ReadResult r = bot->read_line(std::chrono::seconds(5));
    if (r.status != arena::ReadStatus::Line || r.line.size() != kLine.size()) std::exit(1);
  };
  for (int i = 0; i < 1000; ++i) round_trip();
  long n = 0;
  const auto start = Clock::now();
  auto now = start;
  while (now - start < kRunFor) {
    for (int i = 0; i < 100; ++i) round_trip();
    n += 100;
    now = Clock::now();
  }
  bot->finish(std::chrono::seconds(2));
  n_out = n;
  return std::chrono::duration<double, std::micro>(now - start).count() / static_cast<double>(n);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--echo-child") == 0) return echo_child();
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  long n_raw = 0, n_bot = 0;
  const double raw = bench_raw(self, n_raw);
  report("arena.pipe_roundtrip_raw", raw, n_raw);
  const double bot = bench_botprocess(self, n_bot);
  report("arena.pipe_roundtrip_botprocess", bot, n_bot);
  std::fprintf(stderr,
               "pipe round trip of a %zu-byte line: raw %.2f us, BotProcess %.2f us (x%.2f)\n",
               kLine.size() + 1, raw, bot, bot / raw);
  return 0;
}
