// What the sandbox (docs/SECURITY.md) costs: the start of a bot, and a decision's round trip, with
// the sandbox on beside the same with it off, measured in one run against a tiny echo child
// (this program started again with --echo-child), the two ways taking turns.
//   arena.bot_start_ms_plain        ms from spawn to the first answered line, sandbox off
//   arena.bot_start_ms_sandboxed    the same under bubblewrap with the default limits
//   arena.sandbox_roundtrip_plain      us per round trip through BotProcess, sandbox off
//   arena.sandbox_roundtrip_sandboxed  us per round trip, sandbox on
// Each start also ends the bot (stdin closed, waited for, group killed, cgroup removed).
#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "arena/process/bot_process.hpp"
#include "arena/process/sandbox.hpp"
#include "pipe_echo.hpp"

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kRunFor = std::chrono::milliseconds(1500);
constexpr int kStarts = 40;
const std::string& kLine = bench::kActLine;

void report(const char* name, double value, const char* unit, long n) {
  std::printf("{\"bench\":\"%s\",\"value\":%.3f,\"unit\":\"%s\",\"n\":%ld}\n", name, value, unit,
              n);
  std::fflush(stdout);
}

void round_trip(arena::BotProcess& bot) {
  if (bot.write_line(kLine, std::chrono::seconds(5)) != arena::WriteStatus::Ok) std::exit(1);
  const arena::ReadResult r = bot.read_line(std::chrono::seconds(5));
  if (r.status != arena::ReadStatus::Line || r.line.size() != kLine.size()) {
    std::fprintf(stderr, "sandbox_bench: the echo child did not answer (%s)\n",
                 arena::to_string(r.status));
    std::exit(1);
  }
}

arena::BotSpawnOptions options_for(const std::string& self, bool sandbox,
                                   const std::filesystem::path& folder) {
  arena::BotSpawnOptions options;
  options.command = "'" + self + "' " + bench::kEchoChildFlag;
  options.working_dir = folder;
  options.sandbox = sandbox;
  if (sandbox) {  // the defaults of the settings (arena/config/run_settings.hpp)
    options.limits.memory_bytes = 2048ull << 20;
    options.limits.processes = 256;
    options.limits.file_size_bytes = 1024ull << 20;
    options.limits.open_files = 1024;
  }
  return options;
}

// Spawn, one answered line, end: the time until the answer.
Clock::duration start_once(boost::asio::io_context& io, const arena::BotSpawnOptions& options) {
  const auto t0 = Clock::now();
  auto bot = arena::BotProcess::spawn(io, options);
  round_trip(*bot);
  const auto took = Clock::now() - t0;
  bot->finish(std::chrono::seconds(2));
  return took;
}

double ms(Clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], bench::kEchoChildFlag) == 0) return bench::echo_child();
  const std::string self = bench::self_path();
  if (const std::string problem = arena::sandbox_problem(); !problem.empty()) {
    std::fprintf(stderr, "sandbox_bench: no sandbox on this machine: %s\n", problem.c_str());
    return 0;
  }
  const std::filesystem::path folder =
      std::filesystem::temp_directory_path() / ("sandbox-bench-" + std::to_string(::getpid()));
  const auto plain = options_for(self, false, folder / "plain");
  const auto boxed = options_for(self, true, folder / "boxed");
  boost::asio::io_context io;

  // Start-up, taking turns.
  Clock::duration plain_start{}, boxed_start{};
  start_once(io, plain);
  start_once(io, boxed);
  for (int i = 0; i < kStarts; ++i) {
    plain_start += start_once(io, plain);
    boxed_start += start_once(io, boxed);
  }
  report("arena.bot_start_ms_plain", ms(plain_start) / kStarts, "ms", kStarts);
  report("arena.bot_start_ms_sandboxed", ms(boxed_start) / kStarts, "ms", kStarts);

  // A decision's round trip, in blocks of 200 taking turns until each ran >= 1.5 s.
  auto plain_bot = arena::BotProcess::spawn(io, plain);
  auto boxed_bot = arena::BotProcess::spawn(io, boxed);
  for (int i = 0; i < 1000; ++i) {
    round_trip(*plain_bot);
    round_trip(*boxed_bot);
  }
  constexpr int kBlock = 200;
  Clock::duration plain_time{}, boxed_time{};
  long n = 0;
  while (plain_time < kRunFor || boxed_time < kRunFor) {
    const auto t0 = Clock::now();
    for (int i = 0; i < kBlock; ++i) round_trip(*plain_bot);
    const auto t1 = Clock::now();
    for (int i = 0; i < kBlock; ++i) round_trip(*boxed_bot);
    boxed_time += Clock::now() - t1;
    plain_time += t1 - t0;
    n += kBlock;
  }
  report("arena.sandbox_roundtrip_plain", ms(plain_time) * 1000 / n, "us", n);
  report("arena.sandbox_roundtrip_sandboxed", ms(boxed_time) * 1000 / n, "us", n);
  plain_bot->finish(std::chrono::seconds(2));
  boxed_bot->finish(std::chrono::seconds(2));
  std::error_code ec;
  std::filesystem::remove_all(folder, ec);
  return 0;
}
