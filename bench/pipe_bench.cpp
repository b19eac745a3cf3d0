// What the bot process layer costs per message: a line's round trip through plain pipes with
// raw read/write syscalls, beside the same round trip through BotProcess (asio, deadlines,
// line splitting), measured in the same run against two copies of one tiny echo child (this program
// started again with --echo-child).
//   arena.pipe_roundtrip_raw         us per round trip, raw syscalls
//   arena.pipe_roundtrip_botprocess  us per round trip, BotProcess::write_line + read_line
// The two take turns in blocks of 200 round trips until each has run >= 1.5 s.
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

#include "arena/process/bot_process.hpp"
#include "pipe_echo.hpp"

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kRunFor = std::chrono::milliseconds(1500);
const std::string& kLine = bench::kActLine;

void report(const char* name, double us, long n) {
  std::printf("{\"bench\":\"%s\",\"value\":%.3f,\"unit\":\"us\",\"n\":%ld}\n", name, us, n);
  std::fflush(stdout);
}

void bot_round_trip(arena::BotProcess& bot) {
  if (bot.write_line(kLine, std::chrono::seconds(5)) != arena::WriteStatus::Ok) std::exit(1);
  const arena::ReadResult r = bot.read_line(std::chrono::seconds(5));
  if (r.status != arena::ReadStatus::Line || r.line.size() != kLine.size()) std::exit(1);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], bench::kEchoChildFlag) == 0) return bench::echo_child();
  const std::string self = bench::self_path();
  const std::string msg = kLine + "\n";

  bench::RawEcho raw(self);
  boost::asio::io_context io;
  arena::BotSpawnOptions options;
  options.command = "'" + self + "' " + bench::kEchoChildFlag;
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
