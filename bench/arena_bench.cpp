// The arena's speed with real bots: whole sit-and-go tournaments of the C++ SDK sample bots
// (bots/caller, bots/raiser) as child processes over pipes, run in-process through
// arena::run_tournament, with a huge starting stack (nobody busts) and a hand limit so each
// figure runs for a couple of seconds. Beside them, in the same run, the raw round trip of a line
// through a pipe to a tiny echo child: the floor under every decision.
//   arena.pipe_roundtrip_us        us, raw write/read of a 149-byte line to an echo child and back
//   arena.hands6 / decisions6      6-handed (1 raiser, 5 callers), hands/s and decisions/s
//   arena.cost_per_decision6_us    wall time of the tournament / decisions the bots answered
//   arena.cost_ratio6              that / the raw round trip
//   arena.table_cpu_per_decision6_us / table_cpu_ratio6   CPU of the table's thread (the arena's
//                                  own part of a decision: user + kernel, log writer excluded)
//                                  per decision, and that / the raw round trip
//   arena.hands2 / decisions2 / cost_per_decision2_us / cost_ratio2   heads-up (raiser, caller)
//   arena.hands2_logs_off / hands2_logs_on / logs_ratio2   heads-up without and with the hand
//                                  logs (RunOptions::write_hands); ratio = on / off
//   arena.hands_triple_draw6 / decisions_triple_draw6 / cost_per_decision_triple_draw6_us
//                                  6-handed 2-7 triple draw (fixed-limit; the same bots, which
//                                  stand pat or draw as the SDK's default), its decisions counting
//                                  draw turns; triple_draw_ratio6 = its hands/s / hold'em's
// The 6-handed, the heads-up figures and the raw round trips are all measured in rounds that take
// turns (raw, 6-handed, heads-up logs on and off), so each sees the same load of this shared
// machine. hands2, decisions2 and the costs are from the default settings (logs on).
// The tables run as `arena run` places them (--cpu auto: the table's thread and its bots on one
// CPU), and the raw echo child shares that CPU; `--cpu off` measures everything unpinned.
// Usage: arena_bench [--seconds S] [--cpu auto|off|N]  (S: wall seconds per figure, default 2)
//        arena_bench --games all|NAME,...  instead: each game (or named mix: horse, 8-game)
//                                  6-handed beside hold'em,
//   arena.game.NAME.hands6 / cost_per_decision6_us / table_cpu_per_decision6_us / cost_vs_holdem
//   and, the bots' own CPU taken out (issue 43): bots_cpu_per_decision6_us; arena_cost_per_
//   decision6_us = (wall - bots' CPU) / decisions, the wall time a decision costs apart from the
//   bots' thinking; arena_cpu_per_decision6_us, this process's CPU (table and log writer);
//   arena_cost_vs_holdem, arena_cpu_vs_holdem, table_cpu_vs_holdem: each / hold'em's;
//   asked_share: the decisions the bots were asked for (a round trip each) / all of them, the
//   rest being advance requests (R25) the arena applied without asking
//        --advance off: the runs take no advance requests (table rule advance_actions false), so
//                                  the callers are asked every decision in every game: a
//                                  decision's cost compared game to game with the same share of
//                                  round trips (1.0) everywhere
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/tournament.hpp"
#include "arena/process/child_reaper.hpp"
#include "arena/process/table_cpu.hpp"
#include "engine/game.hpp"
#include "engine/game_mix.hpp"
#include "pipe_echo.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
constexpr int kRounds = 3;

// What a tournament deals: one game, or a mix's rotation (R44: horse, 8-game).
struct Dealt {
  poker::GameId id = poker::GameId::Holdem;  // a mix: its first game
  poker::GameMix mix;                        // empty: not mixed
  std::string name() const { return mix.mixed() ? mix.name : std::string(poker::game(id).name); }
  int max_players() const { return mix.mixed() ? mix.max_players() : poker::game(id).max_players; }
};

void report(const char* name, double value, const char* unit, long n) {
  std::printf("{\"bench\":\"%s\",\"value\":%.3f,\"unit\":\"%s\",\"n\":%ld}\n", name, value, unit,
              n);
  std::fflush(stdout);
}

// CPU seconds of `who` (RUSAGE_SELF or RUSAGE_CHILDREN), in user space and in the kernel.
struct Cpu {
  double user = 0;
  double kernel = 0;
  Cpu operator-(const Cpu& o) const { return {user - o.user, kernel - o.kernel}; }
  Cpu& operator+=(const Cpu& o) {
    user += o.user;
    kernel += o.kernel;
    return *this;
  }
  double total() const { return user + kernel; }
};

Cpu cpu_seconds(int who) {
  rusage u{};
  ::getrusage(who, &u);
  const auto sec = [](timeval t) { return static_cast<double>(t.tv_sec) + t.tv_usec * 1e-6; };
  return {sec(u.ru_utime), sec(u.ru_stime)};
}

// What a series of tournaments of one kind added up to.
struct Tally {
  long hands = 0;
  long decisions = 0;
  long asked = 0;  // decisions the bots were asked for (the rest: advance requests applied, R25)
  double seconds = 0;  // wall time of run_tournament, bots' start and end included
  Cpu arena_cpu;       // CPU seconds of this process (the arena, its log writer included) meanwhile
  Cpu table_cpu;       // CPU seconds of the table's own thread (this one: the arena's part of play)
  Cpu bots_cpu;        // CPU seconds of the bots (reaped children) meanwhile
  double hands_per_s() const { return static_cast<double>(hands) / seconds; }
  double decisions_per_s() const { return static_cast<double>(decisions) / seconds; }
  double us_per_decision() const { return seconds * 1e6 / static_cast<double>(decisions); }
  double table_us_per_decision() const {
    return table_cpu.total() * 1e6 / static_cast<double>(decisions);
  }
  double bots_us_per_decision() const {
    return bots_cpu.total() * 1e6 / static_cast<double>(decisions);
  }
  // A decision's wall time without the bots' CPU: what the arena (its work, the pipes, the
  // wake-ups) costs, whatever the bots think about.
  double arena_us_per_decision() const { return us_per_decision() - bots_us_per_decision(); }
  double arena_cpu_us_per_decision() const {
    return arena_cpu.total() * 1e6 / static_cast<double>(decisions);
  }
};

class Bench {
 public:
  Bench(fs::path bin_dir, fs::path results_dir, arena::CpuChoice cpu)
      : bin_(std::move(bin_dir)), results_(std::move(results_dir)), cpu_(cpu) {}
  // `--advance off`: every decision a round trip (no advance requests taken, R25).
  static inline bool advance_actions = true;

  // One whole tournament of `bots` (name=program pairs) to `hand_limit` hands, added to `tally`.
  void run(const std::vector<std::pair<std::string, std::string>>& bots, int hand_limit, bool logs,
           Tally& tally, const Dealt& dealt = {}) {
    arena::RunSettings config;
    config.game = dealt.id;
    config.mix = dealt.mix;
    // A mix's structure is its first game's (each game plays in its own).
    config.structure = dealt.mix.mixed() ? dealt.mix.games.front().structure
                                         : poker::game(dealt.id).default_structure;
    config.name = "bench-" + std::to_string(++runs_);
    config.results_dir = results_.string();
    for (const auto& [name, program] : bots) {
      std::string command = "'";  // quoted: the build dir may hold spaces
      command += (bin_ / program).string();
      command += '\'';
      config.bots.push_back({name, command});
    }
    config.starting_stack = 1'000'000'000;  // chips move by hundreds: nobody busts
    config.schedule_file.clear();
    config.schedule.name = "bench";
    config.schedule.levels = {{50, 100, 0, poker::AnteKind::None, 1}};  // the last level stays
    config.seed = "arena-bench";
    config.table.advance_actions = advance_actions;
    config.hand_limit = hand_limit;
    arena::validate_settings(config, "arena_bench");
    arena::RunOptions options;
    options.write_hands = logs;
    options.cpu = cpu_;

    const Cpu cpu0 = cpu_seconds(RUSAGE_SELF), kids0 = cpu_seconds(RUSAGE_CHILDREN),
              thread0 = cpu_seconds(RUSAGE_THREAD);
    const auto t0 = Clock::now();
    const arena::RunOutcome out = arena::run_tournament(config, options);
    const auto t1 = Clock::now();
    tally.seconds += std::chrono::duration<double>(t1 - t0).count();
    tally.arena_cpu += cpu_seconds(RUSAGE_SELF) - cpu0;
    tally.table_cpu += cpu_seconds(RUSAGE_THREAD) - thread0;
    tally.bots_cpu += cpu_seconds(RUSAGE_CHILDREN) - kids0;
    tally.hands += out.hands;
    for (const arena::BotResult& r : out.results) {
      tally.decisions += r.decisions;
      tally.asked += r.decisions - r.advance_applied;
      if (r.ended != "finished" || r.timeouts > 0 || r.protocol_errors > 0) {
        std::fprintf(stderr, "arena_bench: bot %s ended '%s' (%s), %d time-outs, %d errors\n",
                     r.name.c_str(), r.ended.c_str(), r.note.c_str(), r.timeouts,
                     r.protocol_errors);
        std::exit(1);
      }
    }
    fs::remove_all(out.folder.root);
  }

 private:
  fs::path bin_;
  fs::path results_;
  arena::CpuChoice cpu_;
  int runs_ = 0;
};

// Raw round trips for about `seconds`, added to the totals.
void raw_block(bench::RawEcho& raw, double seconds, long& n, double& total_s) {
  const std::string msg = bench::kActLine + "\n";
  const auto t0 = Clock::now();
  auto t = t0;
  while (std::chrono::duration<double>(t - t0).count() < seconds) {
    for (int i = 0; i < 200; ++i) raw.round_trip(msg);
    n += 200;
    t = Clock::now();
  }
  total_s += std::chrono::duration<double>(t - t0).count();
}

// Hands for about `seconds` of a kind of tournament, from a short trial run.
int hands_for(Bench& bench, const std::vector<std::pair<std::string, std::string>>& bots,
              double seconds, const Dealt& dealt = {}) {
  Tally trial;
  bench.run(bots, 300, false, trial, dealt);
  return std::max(300, static_cast<int>(trial.hands_per_s() * seconds));
}

void describe(const char* what, const Tally& t) {
  std::fprintf(stderr,
               "%s: %ld hands, %ld decisions (%.1f a hand) in %.2f s: %.0f hands/s, %.0f "
               "decisions/s, %.2f us a decision; CPU a decision (user + kernel): arena %.2f + "
               "%.2f us, bots %.2f + %.2f us\n",
               what, t.hands, t.decisions,
               static_cast<double>(t.decisions) / static_cast<double>(t.hands), t.seconds,
               t.hands_per_s(), t.decisions_per_s(), t.us_per_decision(),
               t.arena_cpu.user * 1e6 / static_cast<double>(t.decisions),
               t.arena_cpu.kernel * 1e6 / static_cast<double>(t.decisions),
               t.bots_cpu.user * 1e6 / static_cast<double>(t.decisions),
               t.bots_cpu.kernel * 1e6 / static_cast<double>(t.decisions));
}

// Whether the sample bots the tournaments play are built beside this program (says which not).
bool sample_bots_built(const fs::path& bin_dir) {
  for (const char* bot : {"caller", "raiser"}) {
    if (!fs::exists(bin_dir / bot)) {
      std::fprintf(stderr, "arena_bench: sample bot %s not found in %s (build it first)\n", bot,
                   bin_dir.c_str());
      return false;
    }
  }
  return true;
}

// An empty folder for the tournaments' results, this process's own.
fs::path fresh_results_folder() {
  const fs::path results =
      fs::temp_directory_path() / ("arena_bench-" + std::to_string(::getpid()));
  fs::remove_all(results);
  return results;
}

// The CPU every tournament's table is to run on: the one this thread took, if it took one.
arena::CpuChoice tables_cpu(const arena::TableCpu& table_cpu) {
  return table_cpu.cpu() ? arena::CpuChoice{arena::CpuChoice::Kind::Fixed, *table_cpu.cpu()}
                         : arena::CpuChoice{arena::CpuChoice::Kind::Off, -1};
}

int run_bench(double seconds_per_figure, const arena::CpuChoice& cpu_choice) {
  const std::string self = bench::self_path();
  const fs::path bin_dir = fs::path(self).parent_path();
  if (!sample_bots_built(bin_dir)) return 2;
  const fs::path results = fresh_results_folder();
  // The raw echo child and every tournament run where a table would: this thread takes the CPU
  // (and the echo child inherits it), then hands the same CPU to each tournament.
  const arena::TableCpu table_cpu(cpu_choice);
  std::fprintf(stderr, "arena_bench: tables and the echo child on %s\n",
               table_cpu.describe().c_str());
  Bench bench(bin_dir, results, tables_cpu(table_cpu));

  const std::vector<std::pair<std::string, std::string>> six = {
      {"raiser", "raiser"},  {"caller1", "caller"}, {"caller2", "caller"},
      {"caller3", "caller"}, {"caller4", "caller"}, {"caller5", "caller"}};
  const std::vector<std::pair<std::string, std::string>> two = {{"raiser", "raiser"},
                                                                {"caller", "caller"}};
  const double per_round = seconds_per_figure / kRounds;
  const int hands6 = hands_for(bench, six, per_round);
  const int hands2 = hands_for(bench, two, per_round);
  const Dealt kTripleDraw{poker::GameId::DeuceToSevenTripleDraw, {}};
  const int hands_td6 = hands_for(bench, six, per_round, kTripleDraw);

  bench::RawEcho raw(self);
  // The arena reaps every child it does not know as an orphan of some bot: register this one.
  arena::process_registry::prepare_parent_process();
  arena::process_registry::add(raw.pid());
  long raw_n = 0;
  double raw_s = 0;
  raw_block(raw, 0.1, raw_n, raw_s);  // warm-up
  raw_n = 0;
  raw_s = 0;
  Tally t6, t2_on, t2_off, td6;
  for (int round = 0; round < kRounds; ++round) {
    raw_block(raw, per_round / 2, raw_n, raw_s);
    bench.run(six, hands6, true, t6);
    bench.run(six, hands_td6, true, td6, kTripleDraw);
    // Logs on and off take turns in which goes first.
    if (round % 2 == 0) {
      bench.run(two, hands2, true, t2_on);
      bench.run(two, hands2, false, t2_off);
    } else {
      bench.run(two, hands2, false, t2_off);
      bench.run(two, hands2, true, t2_on);
    }
    raw_block(raw, per_round / 2, raw_n, raw_s);
  }
  fs::remove_all(results);
  arena::process_registry::remove(raw.pid());

  const double raw_us = raw_s * 1e6 / static_cast<double>(raw_n);
  report("arena.pipe_roundtrip_us", raw_us, "us", raw_n);
  report("arena.hands6", t6.hands_per_s(), "hands/s", t6.hands);
  report("arena.decisions6", t6.decisions_per_s(), "decisions/s", t6.decisions);
  report("arena.cost_per_decision6_us", t6.us_per_decision(), "us", t6.decisions);
  report("arena.cost_ratio6", t6.us_per_decision() / raw_us, "x raw round trip", t6.decisions);
  report("arena.table_cpu_per_decision6_us", t6.table_us_per_decision(), "us", t6.decisions);
  report("arena.table_cpu_ratio6", t6.table_us_per_decision() / raw_us, "x raw round trip",
         t6.decisions);
  report("arena.hands2", t2_on.hands_per_s(), "hands/s", t2_on.hands);
  report("arena.decisions2", t2_on.decisions_per_s(), "decisions/s", t2_on.decisions);
  report("arena.cost_per_decision2_us", t2_on.us_per_decision(), "us", t2_on.decisions);
  report("arena.cost_ratio2", t2_on.us_per_decision() / raw_us, "x raw round trip",
         t2_on.decisions);
  report("arena.table_cpu_per_decision2_us", t2_on.table_us_per_decision(), "us", t2_on.decisions);
  report("arena.table_cpu_ratio2", t2_on.table_us_per_decision() / raw_us, "x raw round trip",
         t2_on.decisions);
  report("arena.hands2_logs_off", t2_off.hands_per_s(), "hands/s", t2_off.hands);
  report("arena.hands2_logs_on", t2_on.hands_per_s(), "hands/s", t2_on.hands);
  report("arena.logs_ratio2", t2_on.hands_per_s() / t2_off.hands_per_s(), "on/off", t2_on.hands);
  report("arena.hands_triple_draw6", td6.hands_per_s(), "hands/s", td6.hands);
  report("arena.decisions_triple_draw6", td6.decisions_per_s(), "decisions/s", td6.decisions);
  report("arena.cost_per_decision_triple_draw6_us", td6.us_per_decision(), "us", td6.decisions);
  report("arena.triple_draw_ratio6", td6.hands_per_s() / t6.hands_per_s(), "x hold'em hands/s",
         td6.hands);

  std::fprintf(stderr, "raw pipe round trip: %.2f us (%ld round trips)\n", raw_us, raw_n);
  describe("6-handed, logs on", t6);
  describe("heads-up, logs on", t2_on);
  describe("heads-up, logs off", t2_off);
  describe("2-7 triple draw 6-handed, logs on", td6);
  return 0;
}

// `--games all|NAME,...`: each game 6-handed (its most when fewer) beside hold'em, in rounds that
// take turns, so every game's figures and hold'em's see the same load. The same bots (a raiser
// and callers, standing pat or throwing what a round demands, as the SDK's default does).
int run_games_bench(double seconds_per_figure, const arena::CpuChoice& cpu_choice,
                    const std::vector<Dealt>& games) {
  const fs::path bin_dir = fs::path(bench::self_path()).parent_path();
  if (!sample_bots_built(bin_dir)) return 2;
  const fs::path results = fresh_results_folder();
  const arena::TableCpu table_cpu(cpu_choice);
  std::fprintf(stderr, "arena_bench: tables on %s\n", table_cpu.describe().c_str());
  Bench bench(bin_dir, results, tables_cpu(table_cpu));
  const auto field = [](const Dealt& g) {
    std::vector<std::pair<std::string, std::string>> bots = {{"raiser", "raiser"}};
    for (int i = 1; i < std::min(6, g.max_players()); ++i)
      bots.emplace_back("caller" + std::to_string(i), "caller");
    return bots;
  };
  const double per_round = seconds_per_figure / kRounds;
  std::vector<Dealt> order = {Dealt{}};
  for (const Dealt& g : games)
    if (g.mix.mixed() || g.id != poker::GameId::Holdem) order.push_back(g);
  std::vector<int> hands;
  for (const Dealt& g : order) hands.push_back(hands_for(bench, field(g), per_round, g));
  std::vector<Tally> tally(order.size());
  for (int round = 0; round < kRounds; ++round)
    for (std::size_t i = 0; i < order.size(); ++i)
      bench.run(field(order[i]), hands[i], true, tally[i], order[i]);
  fs::remove_all(results);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const std::string name = order[i].name();
    const Tally& t = tally[i];
    const auto figure = [&](const char* what) { return "arena.game." + name + "." + what; };
    report(figure("hands6").c_str(), t.hands_per_s(), "hands/s", t.hands);
    report(figure("cost_per_decision6_us").c_str(), t.us_per_decision(), "us", t.decisions);
    report(figure("table_cpu_per_decision6_us").c_str(), t.table_us_per_decision(), "us",
           t.decisions);
    report(figure("cost_vs_holdem").c_str(), t.us_per_decision() / tally[0].us_per_decision(),
           "x hold'em's cost a decision", t.decisions);
    report(figure("asked_share").c_str(),
           static_cast<double>(t.asked) / static_cast<double>(t.decisions),
           "of decisions asked (not an advance request applied)", t.decisions);
    report(figure("bots_cpu_per_decision6_us").c_str(), t.bots_us_per_decision(), "us",
           t.decisions);
    report(figure("arena_cost_per_decision6_us").c_str(), t.arena_us_per_decision(), "us",
           t.decisions);
    report(figure("arena_cpu_per_decision6_us").c_str(), t.arena_cpu_us_per_decision(), "us",
           t.decisions);
    const Tally& holdem = tally[0];
    report(figure("arena_cost_vs_holdem").c_str(),
           t.arena_us_per_decision() / holdem.arena_us_per_decision(),
           "x hold'em's, bots' CPU taken out", t.decisions);
    report(figure("arena_cpu_vs_holdem").c_str(),
           t.arena_cpu_us_per_decision() / holdem.arena_cpu_us_per_decision(), "x hold'em's",
           t.decisions);
    report(figure("table_cpu_vs_holdem").c_str(),
           t.table_us_per_decision() / holdem.table_us_per_decision(), "x hold'em's", t.decisions);
    describe(name.c_str(), t);
  }
  return 0;
}

// The games of `--games`: "all" (every game, then the named mixes) or a comma-separated list of
// `--game` words and named mixes (horse, 8-game; a "mix:..." holds commas of its own).
std::vector<Dealt> games_named(const std::string& list) {
  std::vector<Dealt> dealt;
  const auto mix_named = [](std::string_view word) {
    std::string error;
    auto mix = poker::parse_game_mix(word, error);
    if (!mix) throw std::runtime_error("--games: '" + std::string(word) + "': " + error);
    return Dealt{mix->games.front().game->id, std::move(*mix)};
  };
  if (list == "all") {
    for (const poker::GameDef& g : poker::games()) dealt.push_back({g.id, {}});
    for (const std::string_view mix : poker::mix_names()) dealt.push_back(mix_named(mix));
    return dealt;
  }
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string word = list.substr(start, comma - start);
    const std::vector<std::string_view> mixes = poker::mix_names();
    if (const poker::GameDef* g = poker::find_game(word)) {
      dealt.push_back({g->id, {}});
    } else if (std::find(mixes.begin(), mixes.end(), word) != mixes.end()) {
      dealt.push_back(mix_named(word));
    } else {
      throw std::runtime_error("--games: no game or mix named '" + word + "'");
    }
    start = comma + 1;
  }
  return dealt;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], bench::kEchoChildFlag) == 0) return bench::echo_child();
  // stdout is for the figures only; the arena's log (where each table runs) goes to stderr.
  spdlog::set_default_logger(spdlog::stderr_color_mt("arena"));
  double seconds = 2.0;
  arena::CpuChoice cpu;
  std::vector<Dealt> games;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
      seconds = std::atof(argv[++i]);
      if (seconds <= 0) {
        std::fprintf(stderr, "arena_bench: --seconds wants a positive number, got '%s'\n", argv[i]);
        return 2;
      }
    } else if (std::strcmp(argv[i], "--cpu") == 0 && i + 1 < argc) {
      try {
        cpu = arena::parse_cpu_choice(argv[++i]);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "arena_bench: %s\n", e.what());
        return 2;
      }
    } else if (std::strcmp(argv[i], "--advance") == 0 && i + 1 < argc &&
               (std::strcmp(argv[i + 1], "on") == 0 || std::strcmp(argv[i + 1], "off") == 0)) {
      Bench::advance_actions = std::strcmp(argv[++i], "on") == 0;
    } else if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
      try {
        games = games_named(argv[++i]);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "arena_bench: %s\n", e.what());
        return 2;
      }
    } else {
      std::fprintf(stderr,
                   "arena_bench: unknown argument '%s' (usage: arena_bench [--seconds S] "
                   "[--cpu auto|off|N] [--games all|NAME,...] [--advance on|off])\n",
                   argv[i]);
      return 2;
    }
  }
  try {
    return games.empty() ? run_bench(seconds, cpu) : run_games_bench(seconds, cpu, games);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena_bench: %s\n", e.what());
    return 1;
  }
}
