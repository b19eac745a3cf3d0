// What a multi-table tournament costs (docs/MULTI_TABLE.md): `arena run` (the program beside
// this one) playing tournaments of 100 C++ SDK sample bots at tables of 9, sandbox off, on one
// seed at concurrency 1 and 2. Starting 100 bots costs about the same at any concurrency (each
// hand_strength takes some 80 ms of CPU to start), so every tournament is also played to its
// first round only, and the play's own rate is the difference.
//   1. The whole field playing: 50 hand_strengths and 50 callers, stacks of 20,000, the first 60
//      rounds (about eight tables in play on average):
//        arena.multi_table_field_hands_per_s_c1 / _c2, arena.multi_table_field_speedup_c2
//   2. A whole tournament of the four sample bots (seeded random_bots and hand_strengths,
//      callers, raisers), stacks of 10,000, to its winner; its last ~40% of rounds are the final
//      table, which one thread plays at any concurrency:
//        arena.multi_table_hands_per_s_c1 / _c2, arena.multi_table_speedup_c2
//        arena.multi_table_start_s_c1    seconds to start the 100 bots and play round 1
//        arena.multi_table_peak_rss_mb_c2  the arena's own peak resident memory (VmHWM)
// Each checks on the way that both concurrencies dealt the same hands.
// Usage: multi_table_bench [--bots N]  (default 100)
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "league_figures.hpp"

namespace {

namespace fs = std::filesystem;

std::string text_of(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Field {
  std::string name;        // the figures' infix: "" or "field_"
  bool four_kinds = true;  // the four sample bots, else hand_strengths and callers
  std::string stack;       // --stack
  int rounds = 0;          // --hand-limit (rounds); 0: to the winner
};

std::string command_of(const fs::path& bin, const Field& field, int i) {
  const std::string b = bin.string() + "/", n = std::to_string(i);
  if (!field.four_kinds) return i % 2 == 0 ? b + "caller" : b + "hand_strength --seed " + n;
  return i % 4 == 0   ? b + "random_bot --seed " + n
         : i % 4 == 1 ? b + "caller"
         : i % 4 == 2 ? b + "raiser"
                      : b + "hand_strength --seed " + n;
}

league_figures::TimedRun play(const fs::path& bin, const fs::path& results, const Field& field,
                              const std::string& name, int bots, int concurrency, int rounds) {
  std::vector<std::string> args = {(bin / "arena").string(),
                                   "run",
                                   "--quiet",
                                   "--no-timings",
                                   "--seed",
                                   "bench",
                                   "--stack",
                                   field.stack,
                                   "--hand-limit",
                                   std::to_string(rounds),
                                   "--concurrency",
                                   std::to_string(concurrency),
                                   "--results",
                                   results.string(),
                                   "--name",
                                   name};
  for (int i = 1; i <= bots; ++i) {
    args.push_back("--bot");
    args.push_back("b" + std::to_string(i) + "=" + command_of(bin, field, i));
  }
  league_figures::TimedRun run = league_figures::run_polled(std::move(args));
  if (!run.ok()) {
    std::fprintf(stderr, "multi_table_bench: the tournament %s failed (status %d)\n", name.c_str(),
                 run.status);
    std::exit(1);
  }
  return run;
}

long hands_of(const fs::path& run) {
  return nlohmann::json::parse(text_of(run / "standings.json")).value("hands", 0L);
}

void measure(const fs::path& bin, const fs::path& results, const Field& field, int bots) {
  double rate_c1 = 0;
  for (const int c : {1, 2}) {
    const std::string n = std::to_string(c), whole_name = field.name + "c" + n;
    std::fprintf(stderr, "multi_table_bench: %s%d bots, concurrency %d...\n", field.name.c_str(),
                 bots, c);
    const auto start = play(bin, results, field, field.name + "start" + n, bots, c, 1);
    const auto whole = play(bin, results, field, whole_name, bots, c, field.rounds);
    const long hands = hands_of(results / whole_name);
    const long first = hands_of(results / (field.name + "start" + n));
    if (text_of(results / (field.name + "c1") / "hands.jsonl") !=
        text_of(results / whole_name / "hands.jsonl")) {
      std::fprintf(stderr, "multi_table_bench: concurrency 1 and %d dealt different hands\n", c);
      std::exit(1);
    }
    const double rate = (hands - first) / (whole.seconds - start.seconds);
    const std::string figure = "arena.multi_table_" + field.name;
    league_figures::report(figure + "hands_per_s_c" + n, rate, "hands/s", hands);
    if (c == 1) rate_c1 = rate;
    if (c == 2) league_figures::report(figure + "speedup_c2", rate / rate_c1, "x", hands);
    if (c == 1 && field.name.empty())
      league_figures::report(figure + "start_s_c1", start.seconds, "s", bots);
    if (c == 2 && field.name.empty())
      league_figures::report(figure + "peak_rss_mb_c2", whole.peak_rss_kib / 1024.0, "MiB", bots);
    std::fprintf(stderr, "multi_table_bench: %ld hands, wall %.2f s (start and round 1: %.2f s)\n",
                 hands, whole.seconds, start.seconds);
  }
}

}  // namespace

int main(int argc, char** argv) {
  int bots = 100;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--bots") == 0) bots = std::atoi(argv[i + 1]);
  const fs::path bin = fs::canonical("/proc/self/exe").parent_path();
  const fs::path results = fs::temp_directory_path() / ("mtt-bench-" + std::to_string(::getpid()));
  fs::create_directories(results);
  measure(bin, results, {"field_", false, "20000", 60}, bots);
  measure(bin, results, {"", true, "10000", 0}, bots);
  fs::remove_all(results);
  return 0;
}
