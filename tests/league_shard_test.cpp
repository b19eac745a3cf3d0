// A league in shards (`arena league --shard I/N`) and `arena league merge`, through the real
// program with real bot processes: the shards merged give the standings of the league played
// whole, a killed shard resumes, and the merge refuses what is not one league's shards and names
// the games it lacks; with an SPRT the merge ends the league where the test decides, as the league
// played whole one game at a time does. (tests/league_slurm_test.cpp runs the shards on Slurm.)
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "support/arena_command.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// Four deterministic bots, three at a table.
std::string shard_pool() {
  return " --bot caller=" + test_paths::bin("caller") +
         " --bot raiser=" + test_paths::bin("raiser") +
         " --bot 'strength=" + test_paths::bin("hand_strength") +
         " --seed 3' --bot 'random=" + test_paths::bin("random_bot") + " --seed 5'";
}

std::string sharded_league(const fs::path& results, const std::string& name, int games,
                           const std::string& extra) {
  return "league --quiet --sandbox off" + shard_pool() + kUnhurried +
         " --table-size 3 --seed dusk --games " + std::to_string(games) + " --results " +
         quoted(results) + " --name " + name + " " + extra;
}

nlohmann::json standings_json(const fs::path& league) {
  return nlohmann::json::parse(read_file(league / "standings.json"));
}

long long finished_games_in(const fs::path& league) {
  SQLite::Database db((league / "league.sqlite").string(), SQLite::OPEN_READONLY);
  db.setBusyTimeout(5000);
  SQLite::Statement query(db, "SELECT count(*) FROM games WHERE status = 'finished'");
  return query.executeStep() ? query.getColumn(0).getInt64() : 0;
}

// The merge of `folders` (paths under `results`) as `name`.
CommandResult merge_shards(const fs::path& results, const std::vector<std::string>& folders,
                           const std::string& name, const std::string& extra = "") {
  std::string args = "league merge --quiet";
  for (const std::string& folder : folders) args += " " + quoted(results / folder);
  return arena_command(args + " --results " + quoted(results) + " --name " + name + " " + extra);
}

}  // namespace

TEST_CASE("league shards: three shards merged give the whole league's standings") {
  const fs::path results = scratch_dir("shards-merge");
  const CommandResult whole = arena_command(sharded_league(results, "whole", 9, ""));
  INFO(whole.err);
  REQUIRE(whole.exit_code == 0);
  for (int shard = 1; shard <= 3; ++shard) {
    const CommandResult part = arena_command(
        sharded_league(results, "dusk", 9, "--shard " + std::to_string(shard) + "/3"));
    INFO(part.err);
    REQUIRE(part.exit_code == 0);
  }
  // Shard 2/3 played games 2, 5 and 8 and kept the seed to itself.
  const fs::path second = results / "dusk-shard-2-of-3";
  CHECK(fs::is_directory(second / "games/0002"));
  CHECK(fs::is_directory(second / "games/0005"));
  CHECK(!fs::exists(second / "games/0001"));
  CHECK(standings_json(second)["games_planned"] == 3);
  CHECK(standings_json(second)["shard"] == "2/3");
  CHECK(!standings_json(second).contains("seed"));
  CHECK(nlohmann::json::parse(read_file(second / "config.json"))["seed"].is_null());
  CHECK(arena_command("show " + quoted(second)).out.find("League dusk, shard 2/3: 3 of 3 games") !=
        std::string::npos);

  const CommandResult merged = merge_shards(
      results, {"dusk-shard-3-of-3", "dusk-shard-1-of-3", "dusk-shard-2-of-3"}, "dusk");
  INFO(merged.err);
  REQUIRE(merged.exit_code == 0);
  const nlohmann::json a = standings_json(results / "whole");
  const nlohmann::json b = standings_json(results / "dusk");
  CHECK(b["bots"] == a["bots"]);
  CHECK(b["crosstable"] == a["crosstable"]);
  CHECK(b["complete"] == true);
  CHECK(b["games_finished"] == 9);
  CHECK(b["seed"] == "dusk");
  CHECK(b["merged_from"].size() == 3);
  CHECK(finished_games_in(results / "dusk") == 9);
  // An ordinary league folder: its games link to the shards' and verify, show and export read it.
  CHECK(fs::is_symlink(results / "dusk/games/0005"));
  CHECK(fs::equivalent(results / "dusk/games/0005", second / "games/0005"));
  const CommandResult verified = arena_command("verify " + quoted(results / "dusk"));
  INFO(verified.out << verified.err);
  CHECK(verified.exit_code == 0);
  CHECK(verified.out.find("9 verified") != std::string::npos);
  const CommandResult shown = arena_command("show " + quoted(results / "dusk"));
  CHECK(shown.exit_code == 0);
  CHECK(shown.out.find("9 of 9 games") != std::string::npos);
  fs::remove_all(results);
}

TEST_CASE("league shards: merge refuses a shard twice and other leagues, and names missing games") {
  const fs::path results = scratch_dir("shards-refuse");
  for (int shard = 1; shard <= 2; ++shard) {
    REQUIRE(
        arena_command(sharded_league(results, "dawn", 6, "--shard " + std::to_string(shard) + "/3"))
            .exit_code == 0);
  }
  const CommandResult twice =
      merge_shards(results, {"dawn-shard-1-of-3", "dawn-shard-1-of-3"}, "dawn");
  CHECK(twice.exit_code == 2);
  CHECK(twice.err.find("shard 1/3 is given twice") != std::string::npos);

  // Games 3 and 6 are shard 3's, which is missing: named, and nothing written.
  const CommandResult missing =
      merge_shards(results, {"dawn-shard-1-of-3", "dawn-shard-2-of-3"}, "dawn");
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("2 games are missing: shard 3/3 was not given (games 3, 6)") !=
        std::string::npos);
  CHECK(!fs::exists(results / "dawn"));

  // --partial merges what there is, marked so; once shard 3 is played the merge runs again.
  const CommandResult partial =
      merge_shards(results, {"dawn-shard-1-of-3", "dawn-shard-2-of-3"}, "dawn", "--partial");
  CHECK(partial.exit_code == 1);
  CHECK(standings_json(results / "dawn")["partial"] == true);
  CHECK(standings_json(results / "dawn")["missing_games"] == nlohmann::json::array({3, 6}));
  CHECK(!standings_json(results / "dawn").contains("seed"));
  REQUIRE(arena_command(sharded_league(results, "dawn", 6, "--shard 3/3")).exit_code == 0);
  const CommandResult all = merge_shards(
      results, {"dawn-shard-1-of-3", "dawn-shard-2-of-3", "dawn-shard-3-of-3"}, "dawn");
  INFO(all.err);
  CHECK(all.exit_code == 0);
  CHECK(standings_json(results / "dawn")["complete"] == true);
  CHECK(finished_games_in(results / "dawn") == 6);

  // Another league's shard: another seed, or other settings.
  REQUIRE(arena_command(sharded_league(results, "other", 6, "--shard 3/3 --seed noon")).exit_code ==
          0);
  const CommandResult seeds =
      merge_shards(results, {"dawn-shard-1-of-3", "other-shard-3-of-3"}, "mixed");
  CHECK(seeds.exit_code == 2);
  CHECK(seeds.err.find("are not shards of one league: their seeds differ") != std::string::npos);
  REQUIRE(arena_command(
              sharded_league(results, "dawn", 6,
                             "--shard 3/3 --stack 2000 --results " + quoted(results / "elsewhere")))
              .exit_code == 0);
  const CommandResult settings =
      merge_shards(results, {"dawn-shard-1-of-3", "elsewhere/dawn-shard-3-of-3"}, "mixed");
  CHECK(settings.exit_code == 2);
  CHECK(settings.err.find("their settings differ (starting_stack)") != std::string::npos);
  // Neither a whole league nor a folder that is not a merge is taken.
  REQUIRE(arena_command(sharded_league(results, "whole", 3, "")).exit_code == 0);
  CHECK(merge_shards(results, {"whole"}, "x").err.find("a whole league, not a shard") !=
        std::string::npos);
  CHECK(merge_shards(results, {"dawn-shard-1-of-3"}, "whole", "--partial")
            .err.find("already exists and is not a merge of shards") != std::string::npos);
  fs::remove_all(results);
}

TEST_CASE("league shards: a shard killed with SIGKILL resumes, and the merge is the whole league") {
  const fs::path results = scratch_dir("shards-kill");
  REQUIRE(arena_command(sharded_league(results, "whole", 12, "")).exit_code == 0);
  REQUIRE(arena_command(sharded_league(results, "noon", 12, "--shard 2/2")).exit_code == 0);
  const fs::path first = results / "noon-shard-1-of-2";
  const std::string cmd =
      "cd '" + test_paths::source_dir().string() + "' && exec '" + test_paths::bin("arena") + "' " +
      sharded_league(results, "noon", 12, "--shard 1/2 --concurrency 1") + " >/dev/null 2>&1";
  const pid_t arena = ::fork();
  if (arena == 0) {
    ::execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  // Killed once its first game is in the database, before its sixth. The league's folder appears
  // whole (built aside and renamed in); a database busy with a write is asked again.
  const auto finished_so_far = [&first] {
    try {
      return fs::exists(first / "league.sqlite") ? finished_games_in(first) : 0LL;
    } catch (const SQLite::Exception&) {
      return 0LL;
    }
  };
  for (int wait = 0; wait < 4800; ++wait) {
    if (finished_so_far() >= 1) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  ::kill(arena, SIGKILL);
  int status = 0;
  ::waitpid(arena, &status, 0);
  const CommandResult resumed = arena_command("league --quiet --resume " + quoted(first));
  INFO(resumed.err);
  REQUIRE(resumed.exit_code == 0);
  CHECK(standings_json(first)["games_finished"] == 6);
  const CommandResult merged =
      merge_shards(results, {"noon-shard-1-of-2", "noon-shard-2-of-2"}, "noon");
  INFO(merged.err);
  REQUIRE(merged.exit_code == 0);
  CHECK(standings_json(results / "noon")["bots"] == standings_json(results / "whole")["bots"]);
  fs::remove_all(results);
}

TEST_CASE("league shards: --shard is refused without a seed or past the games") {
  const fs::path results = scratch_dir("shards-usage");
  const std::string pool =
      "league --quiet" + shard_pool() + " --games 4 --results " + quoted(results) + " --name u ";
  const CommandResult no_seed = arena_command(pool + "--shard 1/2");
  CHECK(no_seed.exit_code == 2);
  CHECK(no_seed.err.find("--shard: needs the league's seed (--seed)") != std::string::npos);
  const CommandResult past = arena_command(pool + "--seed 1 --shard 5/5");
  CHECK(past.exit_code == 2);
  CHECK(past.err.find("--shard: deals 4 games to 5 shards") != std::string::npos);
  const CommandResult text = arena_command(pool + "--seed 1 --shard 3/2");
  CHECK(text.exit_code == 2);
  CHECK(text.err.find("--shard: must be I/N") != std::string::npos);
  CHECK(!fs::exists(results / "u"));
  fs::remove_all(results);
}

TEST_CASE("league shards: with an SPRT the merge ends where the test decides, as one at a time") {
  const fs::path results = scratch_dir("shards-sprt");
  const std::string pool = " --bot caller=" + test_paths::bin("caller") +
                           " --bot raiser=" + test_paths::bin("raiser") +
                           " --bot 'strength=" + test_paths::bin("hand_strength") + " --seed 3'";
  const auto league = [&](const std::string& name, const std::string& extra) {
    return "league --quiet --sandbox off" + pool +
           " --games 20 --sprt raiser,caller --elo0 0 --elo1 400 --seed sprt --results " +
           quoted(results) + " --name " + name + " " + extra;
  };
  const CommandResult whole = arena_command(league("whole", "--concurrency 1"));
  INFO(whole.err);
  REQUIRE(whole.exit_code == 0);
  const nlohmann::json a = standings_json(results / "whole");
  REQUIRE(a["stopped_by"].get<std::string>().rfind("SPRT: ", 0) == 0);
  for (int shard = 1; shard <= 2; ++shard) {
    const CommandResult part =
        arena_command(league("split", "--shard " + std::to_string(shard) + "/2"));
    INFO(part.err);
    REQUIRE(part.exit_code == 0);
    // A shard plays every game of its own and runs no test.
    CHECK(!standings_json(results / ("split-shard-" + std::to_string(shard) + "-of-2"))
               .contains("sprt"));
  }
  const CommandResult merged =
      merge_shards(results, {"split-shard-1-of-2", "split-shard-2-of-2"}, "split");
  INFO(merged.err);
  REQUIRE(merged.exit_code == 0);
  const nlohmann::json b = standings_json(results / "split");
  CHECK(b["bots"] == a["bots"]);
  CHECK(b["sprt"] == a["sprt"]);
  CHECK(b["stopped_by"] == a["stopped_by"]);
  CHECK(b["games_finished"] == a["games_finished"]);
  CHECK(b["complete"] == true);
  CHECK(b["games_played_after_decision"] == 20 - a["games_finished"].get<int>());
  CHECK(finished_games_in(results / "split") == a["games_finished"].get<long long>());
  fs::remove_all(results);
}

TEST_CASE("league: --dry-run prints the settings config.json would hold and plays nothing") {
  const fs::path results = scratch_dir("league-dry-run");
  const CommandResult dry =
      arena_command(sharded_league(results, "dry", 6, "--shard 2/3 --dry-run"));
  INFO(dry.err);
  REQUIRE(dry.exit_code == 0);
  const nlohmann::json settings = nlohmann::json::parse(dry.out);
  CHECK(settings["mode"] == "league");
  CHECK(settings["shard"] == "2/3");
  CHECK(settings["games"] == 6);
  CHECK(!fs::exists(results / "dry-shard-2-of-3"));
  // A bad setting is refused as without it, and it checks a new league, never one to resume.
  CHECK(arena_command(sharded_league(results, "dry", 6, "--shard 4/3 --dry-run")).exit_code == 2);
  const CommandResult resume =
      arena_command("league --dry-run --resume " + quoted(results / "dry"));
  CHECK(resume.exit_code == 2);
  CHECK(resume.err.find("--dry-run: checks a new league's settings") != std::string::npos);
  fs::remove_all(results);
}
