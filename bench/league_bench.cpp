// What a league night costs (docs/LEAGUE.md). Two parts:
//
// 1. Real leagues: `arena league` (the program beside this one) playing 6-handed sit-and-gos of
//    six C++ SDK sample bots (caller, raiser, hand_strength, three random_bots), sandbox off, the
//    same league at concurrency 1 and 2, then the sandbox's own cost at concurrency 2, and a
//    small league for the memory comparison:
//      arena.league_games_per_s_c1 / _c2   games a second (wall), 1 and 2 games at once
//      arena.league_speedup_c2             c2 / c1 (on this 2-core machine, target >= 1.9)
//      arena.league_games_per_s_c2_sandboxed
//      arena.league_peak_rss_mb_<N>        the arena's peak resident memory (VmHWM) for N games
// 2. The league's own bookkeeping for a pool of 200 bots and 10,000 games of 10, in-process with
//    made-up places (no bots): what a league of that size adds besides playing its games:
//      arena.league_draw_us_200           us to draw one table of 10 from 200 bots
//      arena.league_db_ms_per_game        ms to write a game's start and its 10 placements
//      arena.league_tally_us_per_game_200 us to add a game to the standings and ratings and take
//                                         the standings of 200 bots, as is done after every game
//      arena.league_tally_growth_mb_10000 MiB the arena's peak memory grew while the tally took
//                                         10,000 games (it keeps totals per bot, not the games)
// Usage: league_bench [--games N] [--small N] [--skip-real]  (N default 1000, small 100)
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "arena/league/league_db.hpp"
#include "arena/league/league_standings.hpp"
#include "arena/league/table_draw.hpp"
#include "league_figures.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

using league_figures::peak_rss_kib;
using league_figures::report;

struct LeagueRun {
  double seconds = 0;
  long peak_rss_kib = 0;  // the arena's own, polled while it runs
};

LeagueRun run_league(const fs::path& bin, const fs::path& results, const std::string& name,
                     int games, int concurrency, bool sandbox) {
  const std::string b = bin.string() + "/";
  std::vector<std::string> args = {b + "arena",
                                   "league",
                                   "--quiet",
                                   "--bot",
                                   "caller=" + b + "caller",
                                   "--bot",
                                   "raiser=" + b + "raiser",
                                   "--bot",
                                   "strength=" + b + "hand_strength --seed 1",
                                   "--bot",
                                   "random1=" + b + "random_bot --seed 1",
                                   "--bot",
                                   "random2=" + b + "random_bot --seed 2",
                                   "--bot",
                                   "random3=" + b + "random_bot --seed 3",
                                   "--games",
                                   std::to_string(games),
                                   "--concurrency",
                                   std::to_string(concurrency),
                                   "--sandbox",
                                   sandbox ? "on" : "off",
                                   "--seed",
                                   "bench",
                                   "--results",
                                   results.string(),
                                   "--name",
                                   name};
  const league_figures::TimedRun timed = league_figures::run_polled(std::move(args));
  if (!timed.ok()) {
    std::fprintf(stderr, "league_bench: the league %s failed (status %d)\n", name.c_str(),
                 timed.status);
    std::exit(1);
  }
  LeagueRun run;
  run.seconds = timed.seconds;
  run.peak_rss_kib = timed.peak_rss_kib;
  fs::remove_all(results / name);
  return run;
}

void real_leagues(const fs::path& bin, int games, int small) {
  const fs::path results =
      fs::temp_directory_path() / ("league-bench-" + std::to_string(::getpid()));
  fs::create_directories(results);
  std::fprintf(stderr, "league_bench: %d 6-handed sit-and-gos at concurrency 1...\n", games);
  const LeagueRun c1 = run_league(bin, results, "c1", games, 1, false);
  std::fprintf(stderr, "league_bench: ... at concurrency 2...\n");
  const LeagueRun c2 = run_league(bin, results, "c2", games, 2, false);
  report("arena.league_games_per_s_c1", games / c1.seconds, "games/s", games);
  report("arena.league_games_per_s_c2", games / c2.seconds, "games/s", games);
  report("arena.league_speedup_c2", c1.seconds / c2.seconds, "x", games);
  std::fprintf(stderr, "league_bench: wall %.1f s at concurrency 1, %.1f s at 2\n", c1.seconds,
               c2.seconds);
  std::fprintf(stderr, "league_bench: ... sandboxed at concurrency 2...\n");
  const LeagueRun sandboxed = run_league(bin, results, "c2s", games, 2, true);
  report("arena.league_games_per_s_c2_sandboxed", games / sandboxed.seconds, "games/s", games);
  const LeagueRun few = run_league(bin, results, "few", small, 2, false);
  report("arena.league_peak_rss_mb_" + std::to_string(small), few.peak_rss_kib / 1024.0, "MiB",
         small);
  report("arena.league_peak_rss_mb_" + std::to_string(games), c2.peak_rss_kib / 1024.0, "MiB",
         games);
  fs::remove_all(results);
}

// A pool of 200 bots, 10,000 games of 10 with made-up places: the league's own costs.
void bookkeeping() {
  constexpr int kPool = 200, kTable = 10, kGames = 10'000;
  const poker::Seed seed = poker::Seed::from_text("bench");
  std::vector<std::string> names;
  for (int b = 0; b < kPool; ++b) names.push_back("bot" + std::to_string(b));

  arena::TableDraw draw(kPool, kTable, false, seed);
  std::vector<arena::LeagueGame> drawn;
  auto start = Clock::now();
  for (int g = 1; g <= kGames; ++g) drawn.push_back(draw.game(g));
  const double draw_us = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
  report("arena.league_draw_us_200", draw_us / kGames, "us", kGames);

  // Made-up finishing orders for the drawn tables.
  std::mt19937 rng(7);
  const auto record_of = [&](const arena::LeagueGame& g) {
    arena::GameRecord record{g.index, g.draw, 0, 100, {}};
    std::vector<int> places(kTable);
    for (int p = 0; p < kTable; ++p) places[static_cast<std::size_t>(p)] = p + 1;
    std::shuffle(places.begin(), places.end(), rng);
    for (int s = 0; s < kTable; ++s) {
      const int place = places[static_cast<std::size_t>(s)];
      record.placements.push_back({g.seats[static_cast<std::size_t>(s)],
                                   s,
                                   place,
                                   static_cast<double>(kTable - place),
                                   place == 1 ? 15000 : 0,
                                   100,
                                   0,
                                   0,
                                   place == 1 ? "finished" : "eliminated",
                                   "",
                                   {}});
    }
    return record;
  };

  const fs::path db_path =
      fs::temp_directory_path() / ("league-bench-" + std::to_string(::getpid()) + ".sqlite");
  fs::remove(db_path);
  {
    arena::LeagueDb db = arena::LeagueDb::create(db_path, {"bench", "{}", "s", "h", "running"});
    constexpr int kWritten = 2000;
    start = Clock::now();
    for (int g = 0; g < kWritten; ++g) {
      const arena::GameRecord record = record_of(drawn[static_cast<std::size_t>(g)]);
      std::vector<std::string> by_seat;
      for (const arena::Placement& p : record.placements)
        by_seat.push_back(names[static_cast<std::size_t>(p.bot)]);
      db.game_started({record.index, record.draw, 0, "hash", by_seat, "games/x"});
      db.game_finished(record, names);
    }
    const double db_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    report("arena.league_db_ms_per_game", db_ms / kWritten, "ms", kWritten);
  }
  fs::remove(db_path);
  fs::remove(db_path.string() + "-wal");
  fs::remove(db_path.string() + "-shm");

  // The tally after every game, as the league does: the game added, the standings taken.
  std::vector<arena::GameRecord> records;
  for (const arena::LeagueGame& g : drawn) records.push_back(record_of(g));
  drawn.clear();
  drawn.shrink_to_fit();
  arena::LeagueTally tally(names, kTable);
  const long rss_before = league_figures::peak_rss_kib_of_self();
  start = Clock::now();
  double sink = 0;
  for (arena::GameRecord& record : records) {
    tally.add(std::move(record));
    sink += tally.standings().front().mean_points;
  }
  const double tally_us = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
  report("arena.league_tally_us_per_game_200", tally_us / kGames, "us", kGames);
  report("arena.league_tally_growth_mb_10000",
         (league_figures::peak_rss_kib_of_self() - rss_before) / 1024.0, "MiB", kGames);
  if (sink < 0) std::fprintf(stderr, "%f\n", sink);
}

}  // namespace

int main(int argc, char** argv) {
  int games = 1000, small = 100;
  bool real = true;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc)
      games = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--small") == 0 && i + 1 < argc)
      small = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--skip-real") == 0)
      real = false;
  }
  bookkeeping();
  if (real) real_leagues(fs::canonical("/proc/self/exe").parent_path(), games, small);
  return 0;
}
