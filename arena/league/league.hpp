#pragma once
// `arena league`: many sit-and-gos of a pool of bots, several at once, each game a normal run
// folder under the league's folder (games/0001/, verifiable with `arena verify`), the results in
// league.sqlite (arena/league/league_db.hpp) and standings.json rewritten after every game.
//
// Games run on `concurrency` worker threads, each taking the next game when its last one ends
// (pull-based, as fastchess's tournament does), with fresh bot processes per game. Game i's table
// and deals are a pure function of the settings and the league seed (arena/league/table_draw.hpp),
// and the standings are computed from the finished games in game order, so a league's standings
// are the same at any concurrency and after any number of crashes and resumes (with bots that
// play deterministically).
#include <filesystem>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/league/league_standings.hpp"
#include "arena/league/sprt.hpp"
#include "arena/process/table_cpu.hpp"
#include "arena/results/live_board.hpp"
#include "arena/results/standings.hpp"

namespace arena {

struct LeagueOptions {
  int concurrency = 0;    // games at once; 0: one per usable CPU
  bool progress = false;  // the live progress line on stderr
  CpuChoice cpu;          // each game's table (auto: a CPU no other table holds)
  // A request to stop starting games (tests); games in play end as interrupted games and are
  // played again on resume, as after SIGINT.
  std::stop_token stop;
  // --live: the page's board; each game in play shows its table there as "game N".
  LiveBoard* live = nullptr;
};

struct LeagueOutcome {
  std::filesystem::path folder;
  std::vector<LeagueStanding> standings;
  std::string crosstable;  // every pair's head-to-head, as lines (crosstable.hpp)
  std::string rules;       // how faulted bots were placed and quarantined (faulted_rules)
  int games_planned = 0;
  int games_finished = 0;
  bool complete = false;   // every game played, or the SPRT decided
  std::string stopped_by;  // why it ended before its games were played ("SPRT: H1 accepted")
  std::optional<SprtResult> sprt;
  int games_without_bots = 0;  // games this start played in which no bot started at all
  std::string shard;           // "2/3" when it played a shard, which never reveals the seed
  std::string seed;            // revealed once complete
  std::string seed_hash;
  // Bots that could not start before the first game: the league was not started (`folder` is
  // then where their stderr logs are). See allow_absent.
  std::vector<BotResult> absent;
};

// Starts a new league in <results_dir>/<name>/. Throws std::runtime_error for problems with the
// folder or the database; bot failures never throw.
LeagueOutcome run_league(const RunSettings& settings, const LeagueOptions& options);

// Finishes the league in `folder`: its finished games kept, the others played (again) from their
// start. Throws std::runtime_error, naming what, when the folder is not a league's, its
// database is missing or corrupt, its settings were edited, or it is already complete.
LeagueOutcome resume_league(const std::filesystem::path& folder, const LeagueOptions& options);

// The settings a game is played with: the league's sit-and-go settings, its bots in `entries`
// order (pool indices: entry_order_for_seats, which seats them as drawn), the draw's seed, and
// its folder name.
RunSettings league_game_settings(const RunSettings& league, const std::filesystem::path& folder,
                                 const struct LeagueGame& game, const std::string& game_seed,
                                 const std::vector<int>& entries);

// "0001": game folders are numbered with at least four digits, as many as the last game needs.
std::string game_folder_name(int index, int games);

}  // namespace arena
