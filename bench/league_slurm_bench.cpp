// What playing a league in shards costs (docs/LEAGUE.md, "How far shards go"). Two parts:
//
// 1. One league of 6-handed sit-and-gos of six C++ SDK sample bots (sandbox off), played whole
//    by `arena league` at one game per core, then the same league (same seed) as shards on the
//    local Slurm (scripts/slurm-local, started here when it is not running, as root) through
//    scripts/league-slurm --wait, one game per shard at a time, from submitting to the merged
//    standings:
//      arena.league_slurm_whole_s         seconds, the league whole
//      arena.league_slurm_sharded_s       seconds, submitted to merged
//      arena.league_slurm_overhead_s      the difference: scheduling, starting shards, merging
//      arena.league_slurm_overhead_ms_per_game
//      arena.league_slurm_merge_ms        `arena league merge` of those shards again, alone
// 2. The merge at scale, in-process with made-up results (no bots): 4 shards of a league of
//    200 bots and 10,000 games of 10, each shard's league.sqlite written as a shard writes it:
//      arena.league_merge_ms_per_game_10000  the merge, per game (databases, tally, standings)
//      arena.league_merge_growth_mb_10000    how much the peak memory grew during the merge
//      arena.league_sqlite_kb_per_game       league.sqlite's size per game (merged, 10 a table)
// Usage: league_slurm_bench [--games N] [--shards S] [--skip-slurm]  (N default 400, S 4)
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "arena/director/run_summary.hpp"
#include "arena/league/league_db.hpp"
#include "arena/league/league_merge.hpp"
#include "arena/league/standings_file.hpp"
#include "arena/league/stored_league.hpp"
#include "league_figures.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

using league_figures::peak_rss_kib_of_self;
using league_figures::report;

double seconds_of(const std::string& command) {
  return league_figures::seconds_of("league_slurm_bench", command);
}

void on_slurm(const fs::path& bin, const fs::path& root, int games, int shards) {
  const fs::path results =
      fs::temp_directory_path() / ("league-slurm-bench-" + std::to_string(::getpid()));
  fs::create_directories(results);
  const std::string b = bin.string() + "/";
  const std::string league =
      " --bot caller=" + b + "caller --bot raiser=" + b + "raiser --bot 'strength=" + b +
      "hand_strength --seed 1' --bot 'r1=" + b + "random_bot --seed 1' --bot 'r2=" + b +
      "random_bot --seed 2' --bot 'r3=" + b + "random_bot --seed 3' --games " +
      std::to_string(games) + " --sandbox off --seed bench --results '" + results.string() + "'";
  const std::string scripts = "'" + (root / "scripts").string() + "/";
  const bool started = std::system((scripts + "slurm-local' status >/dev/null 2>&1").c_str()) != 0;
  if (started) seconds_of(scripts + "slurm-local' start");
  const long cpus = ::sysconf(_SC_NPROCESSORS_ONLN);

  std::fprintf(stderr, "league_slurm_bench: %d games whole, %ld at once...\n", games, cpus);
  const double whole = seconds_of("'" + b + "arena' league --quiet --concurrency " +
                                  std::to_string(cpus) + league + " --name whole");
  std::fprintf(stderr, "league_slurm_bench: ... as %d shards on the local Slurm...\n", shards);
  const double sharded = seconds_of(scripts + "league-slurm' --shards " + std::to_string(shards) +
                                    " --wait --arena '" + b + "arena' --mem-per-game 256" + league +
                                    " --name sharded >/dev/null");
  std::string folders;
  for (int s = 1; s <= shards; ++s) {
    folders += " '" +
               (results / ("sharded-shard-" + std::to_string(s) + "-of-" + std::to_string(shards)))
                   .string() +
               "'";
  }
  const double merge = seconds_of("'" + b + "arena' league merge --quiet" + folders +
                                  " --results '" + results.string() + "' --name sharded");
  if (started) seconds_of(scripts + "slurm-local' stop");
  report("arena.league_slurm_whole_s", whole, "s", games);
  report("arena.league_slurm_sharded_s", sharded, "s", games);
  report("arena.league_slurm_overhead_s", sharded - whole, "s", games);
  report("arena.league_slurm_overhead_ms_per_game", (sharded - whole) * 1000 / games, "ms", games);
  report("arena.league_slurm_merge_ms", merge * 1000, "ms", games);
  fs::remove_all(results);
}

// 4 shards of 200 bots and 10,000 games of 10, made up, merged.
void merge_at_scale() {
  constexpr int kPool = 200, kTable = 10, kGames = 10'000, kShards = 4;
  const fs::path results =
      fs::temp_directory_path() / ("league-merge-bench-" + std::to_string(::getpid()));
  fs::create_directories(results);
  nlohmann::json config = {{"mode", "league"},
                           {"name", "scale"},
                           {"games", kGames},
                           {"table_size", kTable},
                           {"results_dir", results.string()},
                           {"bots", nlohmann::json::array()}};
  for (int b = 0; b < kPool; ++b)
    config["bots"].push_back({{"name", "bot" + std::to_string(b)}, {"command", "x"}});
  const arena::RunSettings settings = arena::parse_settings_text(config.dump(), "bench");
  arena::RunSeed seed;
  seed.seed = poker::Seed::from_text("scale");
  seed.given = true;
  std::vector<std::string> names;
  for (const arena::BotEntry& bot : settings.bots) names.push_back(bot.name);

  std::mt19937 rng(7);
  arena::MergeRequest request{{}, results, "scale", false};
  for (int s = 1; s <= kShards; ++s) {
    arena::RunSettings shard = settings;
    shard.league.shard = {s, kShards};
    const fs::path folder = results / arena::league_folder_name(shard);
    fs::create_directories(folder);
    arena::write_run_config(arena::RunFolder{folder}, arena::to_json(shard), seed, false);
    arena::LeagueDb db = arena::LeagueDb::create(
        folder / "league.sqlite", {shard.name, arena::stored_settings(shard).dump(), seed.seed.text,
                                   seed.seed.commitment(), "complete"});
    for (int g = s; g <= kGames; g += kShards) {
      std::vector<int> pool(kPool);
      for (int b = 0; b < kPool; ++b) pool[static_cast<std::size_t>(b)] = b;
      std::shuffle(pool.begin(), pool.end(), rng);
      arena::GameRecord record{g, g, 0, 100, {}};
      std::vector<std::string> by_seat;
      for (int seat = 0; seat < kTable; ++seat) {
        const int bot = pool[static_cast<std::size_t>(seat)];
        record.placements.push_back({bot,
                                     seat,
                                     seat + 1,
                                     static_cast<double>(kTable - seat - 1),
                                     seat == 0 ? 15000 : 0,
                                     100,
                                     0,
                                     0,
                                     seat == 0 ? "finished" : "eliminated",
                                     "",
                                     {}});
        by_seat.push_back(names[static_cast<std::size_t>(bot)]);
      }
      db.game_started({g, g, 0, "hash", by_seat, "games/x"});
      db.game_finished(record, names);
    }
    request.shards.push_back(folder);
  }
  const long peak_before = peak_rss_kib_of_self();
  const auto start = Clock::now();
  arena::merge_league_shards(request);
  const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  report("arena.league_merge_growth_mb_10000", (peak_rss_kib_of_self() - peak_before) / 1024.0,
         "MiB", kGames);
  report("arena.league_merge_ms_per_game_10000", ms / kGames, "ms", kGames);
  report("arena.league_sqlite_kb_per_game",
         static_cast<double>(fs::file_size(results / "scale/league.sqlite")) / 1024.0 / kGames,
         "KiB", kGames);
  fs::remove_all(results);
}

}  // namespace

int main(int argc, char** argv) {
  int games = 400, shards = 4;
  bool slurm = true;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc)
      games = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--shards") == 0 && i + 1 < argc)
      shards = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--skip-slurm") == 0)
      slurm = false;
  }
  merge_at_scale();
  const fs::path bin = fs::canonical("/proc/self/exe").parent_path();
  // build-release/bin -> the source tree, where the scripts are.
  if (slurm) on_slurm(bin, bin.parent_path().parent_path(), games, shards);
  return 0;
}
