// `arena league` through the real program with real bot processes: the standings do not depend
// on the concurrency, a league killed with SIGKILL at random moments and resumed ends exactly as
// an uninterrupted one with one row per game, resume refuses what it must, the SPRT stops a
// league once it decides, and bad league settings are refused naming the flag.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "arena/league/sprt.hpp"
#include "support/arena_command.hpp"
#include "support/paths.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// Games of the kill-and-resume test: fewer under the sanitizers, where every program starts slowly.
const int kKillGames = test_paths::sanitized() ? 12 : 24;

// Four deterministic bots (random_bot seeded), three at a table.
const std::string kPool =
    " --bot caller=build/bin/caller --bot raiser=build/bin/raiser"
    " --bot strength='build/bin/hand_strength --seed 3' --bot random='build/bin/random_bot --seed "
    "5'";

std::string league_args(const fs::path& results, const std::string& name,
                        const std::string& extra) {
  return "league --quiet" + kPool + kUnhurried + " --table-size 3 --seed night --results " +
         quoted(results) + " --name " + name + " " + extra;
}

nlohmann::json standings_of(const fs::path& league) {
  return nlohmann::json::parse(read_file(league / "standings.json"));
}

long long query_number(const fs::path& league, const std::string& sql) {
  SQLite::Database db((league / "league.sqlite").string(), SQLite::OPEN_READONLY);
  SQLite::Statement query(db, sql);
  REQUIRE(query.executeStep());
  return query.getColumn(0).getInt64();
}

// Processes still working in a league game's bot folder (<bot_tmp>/arena-<game>-XXXXXX/).
int bot_processes_left(const fs::path& bot_tmp, const std::string& game_prefix) {
  const std::string prefix = (bot_tmp / ("arena-" + game_prefix)).string();
  int found = 0;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    std::error_code ec;
    const auto cwd = fs::read_symlink(entry.path() / "cwd", ec);
    if (!ec && cwd.string().rfind(prefix, 0) == 0) ++found;
  }
  return found;
}

void check_one_row_per_game(const fs::path& league, int games, int table_size) {
  CHECK(query_number(league, "SELECT COUNT(*) FROM games") == games);
  CHECK(query_number(league, "SELECT COUNT(*) FROM games WHERE status = 'finished'") == games);
  CHECK(query_number(league, "SELECT MIN(game) FROM games") == 1);
  CHECK(query_number(league, "SELECT MAX(game) FROM games") == games);
  CHECK(query_number(league, "SELECT COUNT(*) FROM placements") == games * table_size);
  CHECK(query_number(league,
                     "SELECT COUNT(*) FROM (SELECT game FROM placements GROUP BY game "
                     "HAVING COUNT(*) != " +
                         std::to_string(table_size) + ")") == 0);
}

}  // namespace

TEST_CASE("league: the standings are the same at concurrency 1 (sandboxed) and 2") {
  const fs::path results = scratch_dir("league-concurrency");
  // Four bots, three at a table, each drawn table played in its three seat rotations.
  const CommandResult one =
      arena_command(league_args(results, "one", "--games 9 --rotations --concurrency 1"));
  INFO(one.err);
  REQUIRE(one.exit_code == 0);
  const CommandResult two = arena_command(
      league_args(results, "two", "--games 9 --rotations --concurrency 2 --sandbox off"));
  INFO(two.err);
  REQUIRE(two.exit_code == 0);

  const nlohmann::json a = standings_of(results / "one");
  const nlohmann::json b = standings_of(results / "two");
  CHECK(a["complete"] == true);
  CHECK(a["games_finished"] == 9);
  CHECK(a["seed"] == "night");
  REQUIRE(a["bots"].size() == 4);
  CHECK(a["bots"] == b["bots"]);
  int games = 0;
  for (const auto& bot : a["bots"]) games += bot["games"].get<int>();
  CHECK(games == 9 * 3);
  check_one_row_per_game(results / "one", 9, 3);
  check_one_row_per_game(results / "two", 9, 3);
  // The seed is revealed once the league is complete; the stdout table is off with --quiet and
  // no progress line reaches a file.
  CHECK(nlohmann::json::parse(read_file(results / "one/config.json"))["seed"] == "night");
  CHECK(one.out.empty());
  CHECK(one.err.find('\r') == std::string::npos);

  // Each game is a normal run folder that `arena verify` re-derives, and the rotations of a draw
  // share its seed (the same deals).
  for (int g = 1; g <= 9; ++g) {
    const fs::path game = results / "two/games" / ("000" + std::to_string(g));
    const CommandResult v = arena_command("verify " + quoted(game));
    INFO(game.string() << ": " << v.out << v.err);
    CHECK(v.exit_code == 0);
  }
  const auto seed_of = [&](int g) {
    return nlohmann::json::parse(
        read_file(results / "two/games" / ("000" + std::to_string(g)) / "config.json"))["seed"];
  };
  CHECK(seed_of(1) == seed_of(3));
  CHECK(seed_of(1) != seed_of(4));
  fs::remove_all(results);
}

TEST_CASE("league: killed with SIGKILL at random moments and resumed, it ends as if never killed") {
  const fs::path results = scratch_dir("league-kill");
  const int games = kKillGames;
  const std::string played = "--games " + std::to_string(games) + " --concurrency 2 --sandbox off";
  const CommandResult whole = arena_command(league_args(results, "whole", played));
  REQUIRE(whole.exit_code == 0);

  std::mt19937 rng(20261123);
  std::uniform_int_distribution<int> delay_ms(30, 350);
  const fs::path league = results / "killed";
  const fs::path bot_tmp = results / "bot-tmp";
  fs::create_directories(bot_tmp);
  int kills = 0;
  bool started = false;
  for (int attempt = 0; attempt < 12 && kills < 4; ++attempt) {
    const std::string args = started ? "league --quiet --concurrency 2 --resume " + quoted(league)
                                     : league_args(results, "killed", played);
    const pid_t arena = start_arena(args, results / ("attempt" + std::to_string(attempt)), bot_tmp);
    std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms(rng)));
    const bool killed = ::kill(arena, SIGKILL) == 0;
    int status = 0;
    ::waitpid(arena, &status, 0);
    started = started || fs::exists(league / "league.sqlite");
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) break;  // finished before the kill
    if (killed && WIFSIGNALED(status)) ++kills;
  }
  CHECK(kills >= 1);
  // Bots die with the arena (no bot of a game is left working in its folder).
  for (int wait = 0; wait < 600 && bot_processes_left(bot_tmp, "00") > 0; ++wait)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(bot_processes_left(bot_tmp, "00") == 0);

  // Resumed until complete: the same standings, and one row per game. On a slow machine every
  // kill may have come before the league's folder existed (it appears whole, renamed in, once
  // the bots started): there is nothing to resume, as docs/LEAGUE.md says, and it starts again.
  // A kill may also land after the last game is recorded, before the seed and the final
  // standings are written (a busy machine stretches that): the resume then writes them.
  started = started || fs::exists(league / "league.sqlite");
  const CommandResult resumed = arena_command(started ? "league --quiet --resume " + quoted(league)
                                                      : league_args(results, "killed", played));
  INFO(resumed.err);
  REQUIRE(resumed.exit_code == 0);
  CHECK(standings_of(league)["bots"] == standings_of(results / "whole")["bots"]);
  CHECK(standings_of(league)["complete"] == true);
  check_one_row_per_game(league, games, 3);

  // A complete league resumed plays nothing: its results are written again, the same.
  const CommandResult again = arena_command("league --quiet --resume " + quoted(league));
  CHECK(again.exit_code == 0);
  CHECK(again.err.find("is already complete (complete): nothing to play") != std::string::npos);
  CHECK(standings_of(league)["bots"] == standings_of(results / "whole")["bots"]);
  check_one_row_per_game(league, games, 3);

  // Killed after its last game was recorded, before its final standings were written: they
  // are left as the games before had them. The resume writes them.
  std::ofstream(league / "standings.json", std::ios::trunc) << R"({"complete": false})";
  const CommandResult finished = arena_command("league --quiet --resume " + quoted(league));
  CHECK(finished.exit_code == 0);
  CHECK(standings_of(league)["complete"] == true);
  CHECK(standings_of(league)["bots"] == standings_of(results / "whole")["bots"]);
  fs::remove_all(results);
}

TEST_CASE("league: a start killed while creating the folder leaves no half-made league behind") {
  // A start is built in ".<name>.creating" and renamed into place: what a kill there leaves is
  // cleared by the next start, and the league's own name never holds a folder without its
  // league.sqlite (which could be neither started again nor resumed).
  const fs::path results = scratch_dir("league-creating");
  const fs::path stale = results / ".night.creating";
  fs::create_directories(stale / "games");
  std::ofstream(stale / "league.sqlite") << "";  // the schema never written
  const CommandResult started =
      arena_command(league_args(results, "night", "--games 2 --sandbox off"));
  INFO(started.err);
  REQUIRE(started.exit_code == 0);
  CHECK_FALSE(fs::exists(stale));
  CHECK(standings_of(results / "night")["complete"] == true);
  CHECK(query_number(results / "night", "SELECT COUNT(*) FROM games WHERE status = 'finished'") ==
        2);

  const CommandResult again = arena_command(league_args(results, "night", "--games 2"));
  CHECK(again.exit_code == 1);
  CHECK(again.err.find("night already exists: choose another --name") != std::string::npos);
  fs::remove_all(results);
}

TEST_CASE("league: resume refuses edited settings, a missing or corrupt database, new settings") {
  const fs::path results = scratch_dir("league-refuse");
  const fs::path league = results / "big";
  const fs::path bot_tmp = results / "bot-tmp";
  fs::create_directories(bot_tmp);
  // Far more games than it can play before the kill: certainly not complete.
  const pid_t arena = start_arena(league_args(results, "big", "--games 5000 --sandbox off"),
                                  results / "big.out", bot_tmp);
  for (int wait = 0; wait < 6000 && !fs::exists(league / "standings.json"); ++wait)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  ::kill(arena, SIGKILL);
  ::waitpid(arena, nullptr, 0);
  REQUIRE(fs::exists(league / "league.sqlite"));

  const auto copy_of = [&](const std::string& name) {
    fs::copy(league, results / name, fs::copy_options::recursive);
    return results / name;
  };
  const fs::path edited = copy_of("edited");
  nlohmann::json config = nlohmann::json::parse(read_file(edited / "config.json"));
  config["games"] = 10;
  std::ofstream(edited / "config.json") << config.dump(2);
  CommandResult r = arena_command("league --quiet --resume " + quoted(edited));
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("config.json: its settings differ from those the league started with") !=
        std::string::npos);

  const fs::path missing = copy_of("missing");
  fs::remove(missing / "league.sqlite");
  r = arena_command("league --quiet --resume " + quoted(missing));
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("league.sqlite: missing") != std::string::npos);

  const fs::path corrupt = copy_of("corrupt");
  fs::remove(corrupt / "league.sqlite-wal");
  fs::remove(corrupt / "league.sqlite-shm");
  std::ofstream(corrupt / "league.sqlite", std::ios::trunc) << std::string(8192, 'x');
  r = arena_command("league --quiet --resume " + quoted(corrupt));
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("league.sqlite: not a usable league database") != std::string::npos);

  r = arena_command("league --quiet --games 3 --resume " + quoted(league));
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--resume: takes no settings") != std::string::npos);

  r = arena_command("league --quiet --resume " + quoted(results / "nowhere"));
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("nowhere: no such league folder") != std::string::npos);
  fs::remove_all(results);
}

TEST_CASE("league: the SPRT stops the league once it decides, on the record the database holds") {
  const fs::path results = scratch_dir("league-sprt");
  const CommandResult r = arena_command(
      "league --quiet --bot caller=build/bin/caller --bot raiser=build/bin/raiser --bot "
      "strength='build/bin/hand_strength --seed 3' --seed sprt --sandbox off --games 400 "
      "--concurrency 2 "
      "--sprt raiser,caller --elo0 0 --elo1 300 --results " +
      quoted(results) + " --name test");
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const fs::path league = results / "test";
  const nlohmann::json s = standings_of(league);
  CHECK(s["complete"] == true);
  const int finished = s["games_finished"].get<int>();
  CHECK(finished < 400);
  CHECK(s["stopped_by"].get<std::string>().rfind("SPRT: ", 0) == 0);
  CHECK(query_number(league, "SELECT COUNT(*) FROM games WHERE status = 'finished'") == finished);
  // Every game seats all three, so every game counts: raiser ahead of caller is a win.
  const long wins = query_number(league,
                                 "SELECT COUNT(*) FROM placements a JOIN placements b ON a.game = "
                                 "b.game WHERE a.bot = 'raiser' AND b.bot = 'caller' AND "
                                 "a.place < b.place");
  const long losses = query_number(league,
                                   "SELECT COUNT(*) FROM placements a JOIN placements b ON a.game "
                                   "= b.game WHERE a.bot = 'raiser' AND b.bot = 'caller' AND "
                                   "a.place > b.place");
  CHECK(s["sprt"]["wins"] == wins);
  CHECK(s["sprt"]["losses"] == losses);
  CHECK(wins + losses + s["sprt"]["draws"].get<long>() == finished);
  const arena::SprtResult now =
      arena::sprt({0, 300}, {wins, s["sprt"]["draws"].get<long>(), losses});
  CHECK(s["sprt"]["llr"].get<double>() == doctest::Approx(now.llr));
  // The decision is the one reached first: games in play then still finish and count.
  const double at_decision = s["sprt"]["llr_at_decision"].get<double>();
  const int decided_after = s["sprt"]["decided_after_games"].get<int>();
  CHECK((decided_after >= 1 && decided_after <= finished && finished - decided_after <= 2));
  CHECK(s["sprt"]["decision"] == (at_decision >= now.upper ? "H1 accepted" : "H0 accepted"));
  CHECK((at_decision >= now.upper || at_decision <= now.lower));
  CHECK(query_number(league,
                     "SELECT COUNT(*) FROM league WHERE key = 'status' AND value = "
                     "'stopped-by-sprt'") == 1);
  fs::remove_all(results);
}

TEST_CASE("league: without a working sandbox (no bwrap) it stops before anything exists") {
  const fs::path results = scratch_dir("league-nobwrap");
  const RunResult r =
      run_arena("league --quiet --games 2" + kPool, "nobwrap", results, "PATH=/nonexistent");
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("arena league: sandbox on: ") != std::string::npos);
  CHECK(!fs::exists(results / "nobwrap"));
  fs::remove_all(results);
}

TEST_CASE("league: when no bot can start, every game still ends and the league says why") {
  const fs::path results = scratch_dir("league-absent");
  const CommandResult r = arena_command(
      "league --quiet --allow-absent --bot a=/nonexistent/a --bot b=/nonexistent/b --games 3 "
      "--sandbox off --results " +
      quoted(results) + " --name absent");
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("arena league: in 3 of the games played no bot started") != std::string::npos);
  const nlohmann::json s = standings_of(results / "absent");
  CHECK(s["complete"] == true);  // the results are kept: every game ended
  CHECK(s["games_finished"] == 3);
  for (const auto& bot : s["bots"]) CHECK(bot["no_shows"] == 3);
  fs::remove_all(results);
}

TEST_CASE("league: bad settings on the command line are refused naming the flag") {
  const std::string two = " --bot a=build/bin/caller --bot b=build/bin/caller";
  const auto refused = [&](const std::string& args, const std::string& message) {
    const CommandResult r = arena_command("league --quiet" + two + " " + args);
    INFO(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err == "arena league: " + message + "\n");
  };
  refused("--games 4 --table-size 3",
          "command line: --table-size: 3 seats, but only 2 bots are given (a table needs as many "
          "bots as seats)");
  refused("--games 0", "command line: --games: must be at least 1, got 0");
  refused("", "command line: --games: none given: how many sit-and-gos to play");
  refused("--games 4 --sprt a,zed", "command line: --sprt: 'zed' is not one of the bots");
  refused("--games 3 --rotations",
          "command line: --games: 3 is not a multiple of 2 (the table size): with rotations every "
          "table is played once per seat rotation; use 2 or 4");
}
