#include "arena/league/league.hpp"

#include "arena/director/bot_check.hpp"
#include "arena/director/open_file_check.hpp"
#include "arena/league/preflight.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <thread>

#include "arena/director/run_summary.hpp"
#include "arena/director/tournament.hpp"
#include "arena/league/continued_ratings.hpp"
#include "arena/league/league_db.hpp"
#include "arena/league/league_progress.hpp"
#include "arena/league/league_sprt.hpp"
#include "arena/league/standings_file.hpp"
#include "arena/league/stored_league.hpp"
#include "arena/league/table_draw.hpp"
#include "arena/process/sandbox.hpp"
#include "arena/process/shutdown.hpp"
#include "arena/results/atomic_file.hpp"
#include "arena/results/run_folder.hpp"

namespace arena {

namespace fs = std::filesystem;
using nlohmann::json;

std::string game_folder_name(int index, int games) {
  const int width = std::max<int>(4, static_cast<int>(std::to_string(games).size()));
  std::string digits = std::to_string(index);
  return std::string(static_cast<std::size_t>(std::max(0, width - static_cast<int>(digits.size()))),
                     '0') +
         digits;
}

RunSettings league_game_settings(const RunSettings& league, const fs::path& folder,
                                 const LeagueGame& game, const std::string& game_seed,
                                 const std::vector<int>& entries) {
  RunSettings s = league;
  s.kind = RunKind::SitAndGo;
  s.league = {};
  s.name = game_folder_name(game.index, league.league.games);
  s.results_dir = (folder / "games").string();
  s.seed = game_seed;
  s.description = "league " + league.name + ", game " + std::to_string(game.index) + " (draw " +
                  std::to_string(game.draw) + ", rotation " + std::to_string(game.rotation) + ")";
  s.bots.clear();
  for (const int bot : entries) s.bots.push_back(league.bots[static_cast<std::size_t>(bot)]);
  // Checked once before the first game (preflight.hpp); a bot that fails later in one game is
  // folded there (R24) and the standings count its no-shows.
  s.allow_absent = true;
  s.live.clear();  // the league's page shows its games: they serve none of their own
  // Points by place at a full table, also at a table short of a quarantined bot: the bots there
  // score as if it had sat and been placed last.
  if (s.points.empty()) s.points = poker::default_points(league.seats_per_table);
  return s;
}

namespace {

class League {
 public:
  League(RunSettings settings, RunSeed seed, fs::path root, LeagueDb db,
         const LeagueOptions& options)
      : settings_(std::move(settings)),
        seed_(std::move(seed)),
        root_(std::move(root)),
        db_(std::move(db)),
        options_(options),
        draw_(settings_.bot_count(), settings_.seats_per_table, settings_.league.rotations,
              seed_.seed),
        is_finished_(static_cast<std::size_t>(settings_.league.games) + 1, false),
        planned_(settings_.league.shard.games_of(settings_.league.games)),
        names_(names_of(settings_)),
        tally_(names_, settings_.seats_per_table,
               settings_.league.continue_from.empty()
                   ? std::map<std::string, Rating>{}
                   : ratings_to_continue(settings_.league.continue_from)) {
    const LeagueShard& shard = settings_.league.shard;
    if (!shard.whole()) tally_.expect_games(shard.index, shard.count);
    tally_.quarantine(settings_.league.quarantine_after, shard.whole() ? 1 : shard.count);
    // A resumed league's finished games, streamed from the database in game order.
    db_.for_each_finished_game(names_, [this](GameRecord game) { take_finished(std::move(game)); });
    progress_.emplace(options.progress, planned_, finished_);
  }

  LeagueOutcome play();
  int games_finished() const { return finished_; }

 private:
  void worker();
  // Under the lock: the next game to play, its draw replayed past the finished ones.
  std::optional<LeagueGame> take_next_game();
  // Under the lock: a game that ended, held until every game before it is recorded, then recorded
  // or, when a bot at its table was quarantined by a game before it, played again without it.
  void finish_game(const LeagueGame& game, GameRecord record);
  void record_in_game_order();
  // Under the lock: a finished game into the database, the standings and the SPRT.
  void record(GameRecord rec);
  void count_for_sprt(const GameRecord& game);
  void take_finished(GameRecord game);  // into the tally, the SPRT's counts, the finished set
  static std::vector<std::string> names_of(const RunSettings& settings) {
    std::vector<std::string> names;
    for (const BotEntry& bot : settings.bots) names.push_back(bot.name);
    return names;
  }
  void update_sprt();
  void write_standings(bool final_results, FileSync sync = FileSync::ToDisk);
  void show_live_progress();  // --live: games finished of games planned
  bool complete() const { return finished_ == planned_ || sprt_decided(); }
  // A shard keeps the seed secret when it ends: the other shards may still be playing.
  bool reveals_seed() const { return settings_.league.shard.whole(); }
  bool sprt_decided() const { return verdict_.has_value(); }

  RunSettings settings_;
  RunSeed seed_;
  fs::path root_;
  LeagueDb db_;
  LeagueOptions options_;

  std::mutex mutex_;  // guards everything below
  TableDraw draw_;
  int finished_ = 0;
  std::vector<bool> is_finished_;   // by game index
  int planned_;                     // the games this folder plays: all, or its shard's
  std::vector<std::string> names_;  // the pool, in settings order
  // The SPRT's A and B (pool indices). A shard has no test of its own: its merge tests the
  // league's games in game order (league_merge.cpp).
  std::array<int, 2> sprt_bots_ = sprt_bots(settings_);
  bool tests_sprt_ = !settings_.league.sprt.empty() && settings_.league.shard.whole();
  LeagueTally tally_;
  int next_index_ = 1;
  bool stopping_ = false;  // no more games start
  std::string error_;
  PairRecord sprt_record_;
  std::optional<SprtResult> sprt_;  // on every finished game
  // The test's result when it first decided: the league stops there. Games in play then still
  // finish and count in the standings and the record, but the decision stands.
  std::optional<SprtResult> verdict_;
  int verdict_games_ = 0;
  int games_without_bots_ = 0;  // played by this start: every bot a no-show
  std::vector<LeagueStanding> standings_;
  std::optional<LeagueProgress> progress_;  // once the finished games are known
  // Games are recorded in game order, so that whether a bot was quarantined before a game is
  // known when the game is recorded (a game is played while the games before it may still be in
  // play): a game that ended before an earlier one waits here.
  struct Ended {
    LeagueGame game;
    GameRecord record;
  };
  std::map<int, Ended> held_;
  int next_to_record_ = 1;
  // Games played with a bot that a game before them turned out to quarantine: played again
  // without it, before any new game.
  std::map<int, LeagueGame> replays_;
};

std::optional<LeagueGame> League::take_next_game() {
  if (stopping_ || options_.stop.stop_requested() || shutdown_requested()) return std::nullopt;
  if (!replays_.empty()) {
    LeagueGame again = std::move(replays_.begin()->second);
    replays_.erase(replays_.begin());
    return again;
  }
  while (next_index_ <= settings_.league.games &&
         (is_finished_[static_cast<std::size_t>(next_index_)] ||
          !settings_.league.shard.plays(next_index_))) {
    draw_.game(next_index_++);  // drawn again, so the games after it are drawn as before
  }
  if (next_index_ > settings_.league.games) return std::nullopt;
  return draw_.game(next_index_++);
}

void League::worker() {
  for (;;) {
    LeagueGame game;
    std::string game_seed;
    std::vector<int> entries;
    RunSettings game_settings;
    {
      const std::lock_guard lock(mutex_);
      std::optional<LeagueGame> next = take_next_game();
      if (!next) return;
      game = std::move(*next);
      game_seed = league_game_seed(seed_.seed, game.draw);
      // The drawn table without the bots quarantined by the games recorded so far.
      std::vector<int> seats;
      for (const int bot : game.seats)
        if (!tally_.excludes(bot, game.index)) seats.push_back(bot);
      const bool playable = seats.size() >= 2;
      if (playable) entries = entry_order_for_seats(seats, poker::Seed::from_text(game_seed));
      game_settings = league_game_settings(settings_, root_, game, game_seed, entries);
      try {
        std::vector<std::string> by_seat;
        for (const int bot : seats) by_seat.push_back(names_[static_cast<std::size_t>(bot)]);
        db_.game_started({game.index, game.draw, game.rotation,
                          poker::Seed::from_text(game_seed).commitment(), by_seat,
                          playable ? "games/" + game_settings.name : ""});
        // Fewer than two bots left at its table: nothing to play, nobody scores (and no folder
        // left by a start with a bot quarantined since).
        if (!playable) {
          std::error_code ignored;
          fs::remove_all(fs::path(game_settings.results_dir) / game_settings.name, ignored);
          finish_game(game, GameRecord{game.index, game.draw, game.rotation, 0, {}});
          continue;
        }
      } catch (const std::exception& e) {
        error_ = e.what();
        stopping_ = true;
        return;
      }
    }
    // A game that was in play when the arena died starts again from nothing.
    std::error_code ignored;
    fs::remove_all(fs::path(game_settings.results_dir) / game_settings.name, ignored);

    RunOptions run_options;
    run_options.announce = false;
    run_options.cpu = options_.cpu;
    run_options.stop = options_.stop;
    run_options.live = options_.live;
    run_options.live_table = "game " + std::to_string(game.index);
    try {
      const RunOutcome outcome = run_tournament(game_settings, run_options);
      const std::lock_guard lock(mutex_);
      if (!outcome.finished) {  // stopped by a signal or a stop request: played again on resume
        stopping_ = true;
        return;
      }
      if (outcome.none_started) ++games_without_bots_;
      GameRecord rec{game.index, game.draw, game.rotation, outcome.hands, {}};
      for (std::size_t e = 0; e < outcome.results.size(); ++e) {
        const BotResult& r = outcome.results[e];
        rec.placements.push_back({entries.at(e), r.seat, r.place, r.points, r.chips, r.hands_played,
                                  r.timeouts, r.protocol_errors, r.ended, r.note, r.by_game});
      }
      std::sort(rec.placements.begin(), rec.placements.end(),
                [](const Placement& a, const Placement& b) { return a.seat < b.seat; });
      finish_game(game, std::move(rec));
    } catch (const std::exception& e) {
      const std::lock_guard lock(mutex_);
      if (error_.empty()) error_ = "game " + std::to_string(game.index) + ": " + e.what();
      stopping_ = true;
      return;
    }
  }
}

void League::finish_game(const LeagueGame& game, GameRecord record) {
  held_.insert_or_assign(game.index, Ended{game, std::move(record)});
  record_in_game_order();
}

void League::record_in_game_order() {
  for (;;) {
    while (next_to_record_ <= settings_.league.games &&
           (is_finished_[static_cast<std::size_t>(next_to_record_)] ||
            !settings_.league.shard.plays(next_to_record_)))
      ++next_to_record_;
    const auto next = held_.find(next_to_record_);
    if (next == held_.end()) return;
    Ended ended = std::move(next->second);
    held_.erase(next);
    const auto& placements = ended.record.placements;
    if (std::any_of(placements.begin(), placements.end(), [&](const Placement& p) {
          return tally_.excludes(p.bot, ended.record.index);
        })) {
      spdlog::info(
          "league {}: game {} is played again: a bot at its table was quarantined by a "
          "game before it",
          settings_.name, ended.game.index);
      replays_.emplace(ended.game.index, std::move(ended.game));
      return;  // the games after it wait for it
    }
    record(std::move(ended.record));
  }
}

void League::record(GameRecord rec) {
  db_.game_finished(rec, names_);
  std::vector<int> seated;
  for (const Placement& p : rec.placements) seated.push_back(p.bot);
  const int index = rec.index;
  take_finished(std::move(rec));
  // Said as it happens, so that an organizer watching knows why the bot plays no more.
  for (const int bot : seated) {
    const Quarantine::Verdict q = tally_.quarantined(bot);
    if (q.after_game == index)
      spdlog::warn(
          "league {}: {} quarantined after game {}: {}; left out of the rest of the league",
          settings_.name, names_[static_cast<std::size_t>(bot)], index, q.reason);
  }
  update_sprt();
  if (sprt_decided()) stopping_ = true;  // the games in play still finish and count
  // A snapshot: the database holds the game already.
  write_standings(false, FileSync::Snapshot);
  if (!standings_.empty())
    progress_->update(finished_, standings_.front().name, standings_.front().mean_points);
  show_live_progress();
}

void League::show_live_progress() {
  if (options_.live != nullptr)
    options_.live->set_progress(
        {{"games_finished", finished_},
         {"games_planned", planned_},
         {"text", std::to_string(finished_) + " of " + std::to_string(planned_) + " games"}});
}

void League::take_finished(GameRecord game) {
  is_finished_[static_cast<std::size_t>(game.index)] = true;
  ++finished_;
  count_for_sprt(game);
  for (Placement& p : game.placements) p.note.clear();  // kept in the database only
  tally_.add(std::move(game));
}

void League::count_for_sprt(const GameRecord& game) {
  if (tests_sprt_) arena::count_for_sprt(game, sprt_bots_, sprt_record_);
}

void League::update_sprt() {
  if (!tests_sprt_) return;
  sprt_ = sprt(SprtBounds{settings_.league.elo0, settings_.league.elo1}, sprt_record_);
  if (!verdict_ && sprt_->decision != SprtDecision::Continue) {
    verdict_ = sprt_;
    verdict_games_ = finished_;
  }
}

void League::write_standings(bool final_results, FileSync sync) {
  standings_ = tally_.standings();
  json j = league_standings_json(settings_, tally_, standings_, finished_);
  j["complete"] = final_results && complete();
  j["stopped_by"] =
      sprt_decided() ? "SPRT: " + std::string(to_string(sprt_->decision)) : std::string();
  j["seed_hash"] = seed_.seed.commitment();
  if (final_results && complete() && reveals_seed()) j["seed"] = seed_.seed.text;
  if (tests_sprt_)
    j["sprt"] = sprt_json(settings_.league, sprt_record_, sprt_, verdict_, verdict_games_);
  write_file_atomically(root_ / "standings.json", j.dump(2) + "\n", sync);
}

LeagueOutcome League::play() {
  update_sprt();
  write_standings(false);
  show_live_progress();
  const int concurrency =
      options_.concurrency > 0 ? options_.concurrency : static_cast<int>(usable_cpus().size());
  const int remaining = planned_ - finished_;
  const int threads = std::max(1, std::min(concurrency, remaining));
  spdlog::info("league {}{}: {} games left, {} at a time", settings_.name,
               reveals_seed() ? "" : " shard " + settings_.league.shard.text(), remaining, threads);
  if (!complete()) {
    std::vector<std::jthread> workers;
    for (int t = 0; t < threads; ++t) workers.emplace_back([this] { worker(); });
  }
  progress_->done();
  if (options_.live != nullptr) options_.live->set_run_over();

  const std::lock_guard lock(mutex_);
  if (!error_.empty()) {
    write_standings(false);
    throw std::runtime_error(error_);
  }
  const bool done = complete();
  if (done) {
    db_.set_status(sprt_decided() ? "stopped-by-sprt" : "complete");
    write_run_config(RunFolder{root_}, to_json(settings_), seed_, reveals_seed());
  }
  write_standings(true);
  LeagueOutcome outcome;
  outcome.folder = root_;
  outcome.standings = standings_;
  outcome.crosstable = tally_.crosstable().text(tally_.names(), tally_.order_of(standings_));
  outcome.rules = faulted_rules(settings_);
  outcome.games_planned = planned_;
  if (!reveals_seed()) outcome.shard = settings_.league.shard.text();
  outcome.games_finished = finished_;
  outcome.complete = done;
  if (sprt_decided()) outcome.stopped_by = "SPRT: " + std::string(to_string(verdict_->decision));
  outcome.sprt = sprt_;
  outcome.games_without_bots = games_without_bots_;
  if (verdict_) outcome.sprt->decision = verdict_->decision;
  if (done && reveals_seed()) outcome.seed = seed_.seed.text;
  outcome.seed_hash = seed_.seed.commitment();
  return outcome;
}

}  // namespace

namespace {

// A sandbox that cannot work here stops the league before anything exists: never unsandboxed.
void check_sandbox(const RunSettings& settings) {
  if (!settings.sandbox) return;
  if (const std::string problem = sandbox_problem(); !problem.empty())
    throw std::runtime_error("sandbox on: " + problem);
}

// The games played side by side (League::play's worker threads), for the open-file check.
int games_at_once(const RunSettings& settings, const LeagueOptions& options) {
  const int concurrency =
      options.concurrency > 0 ? options.concurrency : static_cast<int>(usable_cpus().size());
  return std::max(1, std::min(concurrency, settings.league.shard.games_of(settings.league.games)));
}

}  // namespace

LeagueOutcome run_league(const RunSettings& settings, const LeagueOptions& options) {
  check_sandbox(settings);
  require_open_files_for_league(settings, games_at_once(settings, options));
  const RunSeed seed = RunSeed::from_setting(settings.seed);
  const fs::path root = fs::path(settings.results_dir) / league_folder_name(settings);
  std::error_code ec;
  if (fs::exists(root, ec))
    throw std::runtime_error("league folder " + root.string() +
                             " already exists: choose another --name, or resume it with "
                             "--resume " +
                             root.string());
  warn_about_bot_commands(settings);
  // Every bot once before the league exists: one that cannot start stops it here, by name.
  const fs::path preflight =
      fs::path(settings.results_dir) / (league_folder_name(settings) + ".preflight");
  fs::remove_all(preflight, ec);  // left by an earlier attempt of this league's name
  std::vector<BotResult> absent = preflight_bots(settings, preflight);
  if (!absent.empty() && !settings.allow_absent) {
    LeagueOutcome outcome;
    outcome.folder = preflight;
    outcome.absent = std::move(absent);
    return outcome;
  }
  fs::remove_all(preflight, ec);
  fs::create_directories(settings.results_dir, ec);
  if (ec)
    throw std::runtime_error("cannot create results folder " + settings.results_dir + ": " +
                             ec.message());
  // Built beside its place and then renamed into it, so that a kill at any moment leaves either
  // no league folder (start it again) or one with its config.json and league.sqlite (resume it),
  // never a folder that can be neither started nor resumed.
  const fs::path staging =
      fs::path(settings.results_dir) / ("." + league_folder_name(settings) + ".creating");
  fs::remove_all(staging, ec);  // left by an attempt killed while creating
  fs::create_directories(staging / "games", ec);
  if (ec) throw std::runtime_error("cannot create " + staging.string() + ": " + ec.message());
  write_run_config(RunFolder{staging}, to_json(settings), seed, false);
  LeagueDb::create(staging / "league.sqlite", {settings.name, stored_settings(settings).dump(),
                                               seed.seed.text, seed.seed.commitment(), "running"});
  if (!rename_folder_into_place(staging, root, ec)) {
    fs::remove_all(staging);
    throw std::runtime_error(ec ? "cannot create league folder " + root.string() + ": " +
                                      ec.message()
                                : "league folder " + root.string() +
                                      " already exists: choose another --name, or resume it "
                                      "with --resume " +
                                      root.string());
  }
  LeagueDb db = LeagueDb::open(root / "league.sqlite");
  std::fprintf(
      stderr, "arena: league %s%s, seed hash (BLAKE2b-256) %s\n", settings.name.c_str(),
      settings.league.shard.whole() ? "" : (" shard " + settings.league.shard.text()).c_str(),
      seed.seed.commitment().c_str());
  League league(settings, seed, root, std::move(db), options);
  return league.play();
}

LeagueOutcome resume_league(const fs::path& folder, const LeagueOptions& options) {
  StoredLeague stored = open_stored_league(folder);
  if (stored.meta.status != "running") {
    // Every game is recorded, but a kill may have come before the seed and the final standings
    // were written (issue 40, item 3): nothing is played, those are written (again) and the
    // league ends as it would have.
    std::fprintf(stderr,
                 "arena: league %s is already complete (%s): nothing to play; its results are "
                 "written again in %s\n",
                 league_folder_name(stored.settings).c_str(), stored.meta.status.c_str(),
                 (folder / "standings.json").c_str());
    League league(stored.settings, stored.seed, folder, std::move(stored.db), options);
    return league.play();
  }
  check_sandbox(stored.settings);
  require_open_files_for_league(stored.settings, games_at_once(stored.settings, options));
  League league(stored.settings, stored.seed, folder, std::move(stored.db), options);
  std::fprintf(stderr, "arena: league %s resumed (%d of %d games finished), seed hash %s\n",
               league_folder_name(stored.settings).c_str(), league.games_finished(),
               stored.settings.league.shard.games_of(stored.settings.league.games),
               stored.meta.seed_hash.c_str());
  return league.play();
}

}  // namespace arena
