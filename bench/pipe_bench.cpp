// What the bot process layer costs per message: a line's round trip through plain pipes with
// raw read/write syscalls, beside the same round trip through BotProcess (asio, deadlines,
// line splitting), measured in the same run against two copies of one tiny echo child (this program
// started again with --echo-child).
//   arena.pipe_roundtrip_raw         us per round trip, raw syscalls
//   arena.pipe_roundtrip_botprocess  us per round trip, BotProcess::write_line + read_line
// The two take turns in blocks of 200 round trips until each has run >= 1.5 s.
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

// The echo child on plain pipes, driven with raw read/write.
class RawEcho {
 public:
  explicit RawEcho(const std::string& self) {
    int to_child[2], from_child[2];
    if (::pipe2(to_child, O_CLOEXEC) == -1 || ::pipe2(from_child, O_CLOEXEC) == -1) {
      std::perror("pipe");
      std::exit(1);
    }
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(to_child[0], 0);
      ::dup2(from_child[1], 1);
      ::execl(self.c_str(), self.c_str(), "--echo-child", static_cast<char*>(nullptr));
      ::_exit(127);
    }
    ::close(to_child[0]);
    ::close(from_child[1]);
    to_ = to_child[1];
    from_ = from_child[0];
  }
  ~RawEcho() {
    ::close(to_);
    ::close(from_);
    ::waitpid(pid_, nullptr, 0);
  }
  void round_trip(const std::string& msg) {
    if (::write(to_, msg.data(), msg.size()) != static_cast<ssize_t>(msg.size())) std::exit(1);
    std::size_t got = 0;
    while (got == 0 || buf_[got - 1] != '\n') {
      const ssize_t r = ::read(from_, buf_ + got, sizeof buf_ - got);
      if (r <= 0) std::exit(1);
      got += static_cast<std::size_t>(r);
    }
  }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  char buf_[1 << 16];
};

void bot_round_trip(arena::BotProcess& bot) {
  if (bot.write_line(kLine, std::chrono::seconds(5)) != arena::WriteStatus::Ok) std::exit(1);
  const arena::ReadResult r = bot.read_line(std::chrono::seconds(5));
  if (r.status != arena::ReadStatus::Line || r.line.size() != kLine.size()) std::exit(1);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--echo-child") == 0) return echo_child();
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  const std::string msg = kLine + "\n";

  RawEcho raw(self);
  boost::asio::io_context io;
  arena::BotSpawnOptions options;
  options.command = "'" + self + "' --echo-child";
  auto bot = arena::BotProcess::spawn(io, options);

  // The machine is shared and its load changes by the second: the two ways take turns in
  // short blocks, so both see the same conditions and their ratio is meaningful.
  constexpr int kBlock = 200;
  for (int i = 0; i < 1000; ++i) {
    raw.round_trip(msg);
    bot_round_trip(*bot);
  }
  Clock::duration raw_time{}, bot_time{};
  long n = 0;
  while (raw_time < kRunFor || bot_time < kRunFor) {
    auto t0 = Clock::now();
    for (int i = 0; i < kBlock; ++i) raw.round_trip(msg);
    auto t1 = Clock::now();
    for (int i = 0; i < kBlock; ++i) bot_round_trip(*bot);
    auto t2 = Clock::now();
    raw_time += t1 - t0;
    bot_time += t2 - t1;
    n += kBlock;
  }
  bot->finish(std::chrono::seconds(2));
  const auto us = [n](Clock::duration d) {
    return std::chrono::duration<double, std::micro>(d).count() / static_cast<double>(n);
  };
  report("arena.pipe_roundtrip_raw", us(raw_time), n);
  report("arena.pipe_roundtrip_botprocess", us(bot_time), n);
  std::fprintf(stderr,
               "pipe round trip of a %zu-byte line, interleaved in blocks of %d: raw %.2f us, "
               "BotProcess %.2f us (x%.2f)\n",
               msg.size(), kBlock, us(raw_time), us(bot_time), us(bot_time) / us(raw_time));
  return 0;
}
