// Advance requests (R25) against act round trips: the same 6-handed sit-and-go of six C++ SDK
// callers (bots/caller: check or call, and pre-act `call_any` whenever the run takes advance
// requests), played through arena::run_tournament with advance_actions on and then off, in
// rounds that take turns so both see the same load of this shared machine.
//   advance.hands6_pre_act     hands/s, advance_actions on: most decisions applied from requests
//   advance.hands6_act         hands/s, advance_actions off: every decision an act round trip
//   advance.speedup6           pre_act / act
//   advance.applied_share6     decisions applied from a request / all decisions (advance on)
// Usage: advance_bench [--seconds S] [--cpu auto|off|N]  (S: wall seconds per figure and round,
// default 2)
#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/tournament.hpp"
#include "arena/process/table_cpu.hpp"
#include "pipe_echo.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
constexpr int kRounds = 3;
constexpr int kPlayers = 6;

void report(const char* name, double value, const char* unit, long n) {
  std::printf("{\"bench\":\"%s\",\"value\":%.3f,\"unit\":\"%s\",\"n\":%ld}\n", name, value, unit,
              n);
  std::fflush(stdout);
}

struct Tally {
  long hands = 0;
  long decisions = 0;
  long applied = 0;  // decisions applied from an advance request
  double seconds = 0;
  double hands_per_s() const { return static_cast<double>(hands) / seconds; }
};

// One tournament of six callers to `hand_limit` hands, added to `tally`.
void play(const fs::path& caller, const fs::path& results, const arena::CpuChoice& cpu,
          bool advance, int hand_limit, Tally& tally) {
  static int runs = 0;
  arena::RunSettings config;
  config.name = "advance-bench-" + std::to_string(++runs);
  config.results_dir = results.string();
  for (int i = 0; i < kPlayers; ++i)
    config.bots.push_back({"caller" + std::to_string(i), "'" + caller.string() + "'"});
  config.starting_stack = 1'000'000'000;  // nobody busts
  config.schedule_file.clear();
  config.schedule.name = "bench";
  config.schedule.levels = {{50, 100, 0, poker::AnteKind::None, 1}};
  config.seed = "advance-bench";
  config.hand_limit = hand_limit;
  config.table.advance_actions = advance;
  arena::validate_settings(config, "advance_bench");
  arena::RunOptions options;
  options.cpu = cpu;
  const auto t0 = Clock::now();
  const arena::RunOutcome out = arena::run_tournament(config, options);
  tally.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
  tally.hands += out.hands;
  for (const arena::BotResult& r : out.results) {
    tally.decisions += r.decisions;
    tally.applied += r.advance_applied;
    if (r.timeouts > 0 || r.protocol_errors > 0 || r.ended != "finished") {
      std::fprintf(stderr, "advance_bench: bot %s ended '%s', %d time-outs, %d errors\n",
                   r.name.c_str(), r.ended.c_str(), r.timeouts, r.protocol_errors);
      std::exit(1);
    }
  }
  fs::remove_all(out.folder.root);
}

}  // namespace

int main(int argc, char** argv) {
  double seconds = 2;
  std::string cpu_text = "auto";
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--seconds") == 0) seconds = std::stod(argv[i + 1]);
    if (std::strcmp(argv[i], "--cpu") == 0) cpu_text = argv[i + 1];
  }
  spdlog::set_level(spdlog::level::warn);
  const fs::path caller = fs::path(bench::self_path()).parent_path() / "caller";
  if (!fs::exists(caller)) {
    std::fprintf(stderr, "advance_bench: %s not found (build bots first)\n", caller.c_str());
    return 2;
  }
  const fs::path results =
      fs::temp_directory_path() / ("advance_bench-" + std::to_string(::getpid()));
  const arena::TableCpu table_cpu(arena::parse_cpu_choice(cpu_text));
  const arena::CpuChoice cpu =
      table_cpu.cpu() ? arena::CpuChoice{arena::CpuChoice::Kind::Fixed, *table_cpu.cpu()}
                      : arena::CpuChoice{arena::CpuChoice::Kind::Off, -1};
  std::fprintf(stderr, "advance_bench: tables on %s\n", table_cpu.describe().c_str());

  Tally trial;
  play(caller, results, cpu, false, 300, trial);
  const int hands = std::max(300, static_cast<int>(trial.hands_per_s() * seconds));
  Tally pre_act, act;
  for (int round = 0; round < kRounds; ++round) {
    // Taking turns in which goes first, so neither always runs on a warmer (or busier) machine.
    if (round % 2 == 0) {
      play(caller, results, cpu, true, hands, pre_act);
      play(caller, results, cpu, false, hands, act);
    } else {
      play(caller, results, cpu, false, hands, act);
      play(caller, results, cpu, true, hands, pre_act);
    }
  }
  fs::remove_all(results);
  std::fprintf(stderr,
               "advance on: %ld hands, %ld decisions (%ld from requests) in %.2f s; off: %ld "
               "hands, %ld decisions in %.2f s\n",
               pre_act.hands, pre_act.decisions, pre_act.applied, pre_act.seconds, act.hands,
               act.decisions, act.seconds);
  report("advance.hands6_pre_act", pre_act.hands_per_s(), "hands/s", pre_act.hands);
  report("advance.hands6_act", act.hands_per_s(), "hands/s", act.hands);
  report("advance.speedup6", pre_act.hands_per_s() / act.hands_per_s(), "ratio", pre_act.hands);
  report("advance.applied_share6",
         static_cast<double>(pre_act.applied) / static_cast<double>(pre_act.decisions), "ratio",
         pre_act.decisions);
  return 0;
}
