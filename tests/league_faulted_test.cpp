// Issue 40, item 2, through the real program: in a league a bot that crashes every game is placed
// last in each game by default (faulted_bots rank-last), `--faulted-bots as-eliminated` places it
// by its stack as before (there it finished second in both games and led the league), and a bot
// that faults in N games in a row is left out of the rest of the league, the same after a resume
// and after a merge of shards. No timing: the crashing bot crashes in hand 1 of every game, and
// every other bot is given time no machine runs out of (kUnhurried).
#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <filesystem>
#include <string>
#include <vector>

#include "support/arena_command.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// Four bots at one table on short stacks and fast blinds: a game is some tens of hands.
std::string faulted_league(const fs::path& results, const std::string& name,
                           const std::string& extra) {
  return "league --sandbox off --bot crash=build/bin/testbot_bad_crash_midhand"
         " --bot raiser=build/bin/raiser --bot r2=build/bin/raiser --bot caller=build/bin/caller"
         " --schedule schedules/hyper_turbo.json --stack 400 --seed 1" +
         kUnhurried + " --results " + quoted(results) + " --name " + name + " " + extra;
}

nlohmann::json league_standings(const fs::path& league) {
  return nlohmann::json::parse(read_file(league / "standings.json"));
}

// "game:place" of the bot in each game it played, in game order.
std::vector<std::string> places_of(const fs::path& league, const std::string& bot) {
  SQLite::Database db((league / "league.sqlite").string(), SQLite::OPEN_READONLY);
  SQLite::Statement query(db, "SELECT game, place FROM placements WHERE bot = ? ORDER BY game");
  query.bind(1, bot);
  std::vector<std::string> out;
  while (query.executeStep())
    out.push_back(query.getColumn(0).getString() + ":" + query.getColumn(1).getString());
  return out;
}

// Every game's bots with their places, as one text: "1 caller 2 crash 4 ...; 2 ...".
std::string every_placement(const fs::path& league) {
  SQLite::Database db((league / "league.sqlite").string(), SQLite::OPEN_READONLY);
  SQLite::Statement query(db,
                          "SELECT game, bot, place, points, ended FROM placements ORDER BY game, "
                          "bot");
  std::string out;
  while (query.executeStep())
    for (int c = 0; c < 5; ++c) out += query.getColumn(c).getString() + (c < 4 ? " " : "; ");
  return out;
}

const nlohmann::json& bot_row(const nlohmann::json& standings, const std::string& name) {
  for (const nlohmann::json& row : standings["bots"])
    if (row["name"] == name) return row;
  FAIL("no standings row for " << name);
  static const nlohmann::json none;
  return none;
}

// The league's folder as a kill right after game `kept` leaves it: the later games not finished.
void rewind_to(const fs::path& league, int kept) {
  SQLite::Database db((league / "league.sqlite").string(), SQLite::OPEN_READWRITE);
  const std::string after = std::to_string(kept);
  db.exec("DELETE FROM placements WHERE game > " + after);
  db.exec("UPDATE games SET status = 'playing' WHERE game > " + after);
  db.exec("UPDATE league SET value = 'running' WHERE key = 'status'");
}

}  // namespace

TEST_CASE(
    "league: a crashed bot is placed last in each game by default, by its stack with "
    "as-eliminated") {
  const fs::path results = scratch_dir("league-faulted");
  const CommandResult last =
      arena_command(faulted_league(results, "last", "--games 2 --quarantine-after 0"));
  INFO(last.out, last.err);
  REQUIRE(last.exit_code == 0);
  CHECK(places_of(results / "last", "crash") == std::vector<std::string>{"1:4", "2:4"});
  const nlohmann::json standings = league_standings(results / "last");
  CHECK(standings["faulted_bots"] == "rank-last");
  CHECK(standings["bots"].back()["name"] == "crash");
  CHECK(bot_row(standings, "crash")["faulted"] == 2);
  CHECK(bot_row(standings, "crash")["mean_points"] == 0.0);
  CHECK(bot_row(standings, "caller")["faulted"] == 0);
  // The ratings are fitted to the places: the lowest is the crashed bot's.
  for (const nlohmann::json& row : standings["bots"])
    if (row["name"] != "crash")
      CHECK(row["rating"]["mu"].get<double>() > bot_row(standings, "crash")["rating"]["mu"]);
  // The terminal says what "faulted" means and where such a bot is placed.
  CHECK(last.out.find("placed last in each of them (faulted_bots: rank-last)") !=
        std::string::npos);

  const CommandResult old = arena_command(faulted_league(
      results, "old", "--games 2 --quarantine-after 0 --faulted-bots as-eliminated"));
  INFO(old.out, old.err);
  REQUIRE(old.exit_code == 0);
  // Blinded out after its crash, it outlasted two bots in each game, and led the league.
  CHECK(places_of(results / "old", "crash") == std::vector<std::string>{"1:2", "2:2"});
  const nlohmann::json old_standings = league_standings(results / "old");
  CHECK(old_standings["bots"][0]["name"] == "crash");
  for (const nlohmann::json& row : old_standings["bots"])
    if (row["name"] != "crash")
      CHECK(row["rating"]["mu"].get<double>() < bot_row(old_standings, "crash")["rating"]["mu"]);
  fs::remove_all(results);
}

TEST_CASE(
    "league: a bot that faults in N games in a row is left out of the rest, also after a "
    "resume and in a merge of shards") {
  const fs::path results = scratch_dir("league-quarantine");
  const CommandResult whole = arena_command(
      faulted_league(results, "whole", "--games 5 --quarantine-after 2 --concurrency 2"));
  INFO(whole.out, whole.err);
  REQUIRE(whole.exit_code == 0);
  const fs::path league = results / "whole";
  // It played games 1 and 2, crashed in both, and sat at no table after them.
  CHECK(places_of(league, "crash") == std::vector<std::string>{"1:4", "2:4"});
  CHECK(places_of(league, "caller").size() == 5);
  const nlohmann::json standings = league_standings(league);
  CHECK(standings["complete"] == true);
  CHECK(standings["quarantine_after"] == 2);
  const nlohmann::json& crash = bot_row(standings, "crash");
  CHECK(crash["games"] == 2);
  REQUIRE(crash["quarantined"].is_object());
  CHECK(crash["quarantined"]["after_game"] == 2);
  CHECK(crash["quarantined"]["reason"] ==
        "faulted in 2 games in a row (game 1 crashed, game 2 crashed)");
  CHECK(standings["bots"].back()["name"] == "crash");
  CHECK(bot_row(standings, "caller")["quarantined"].is_null());
  CHECK(whole.out.find("Q crash: quarantined after game 2: faulted in 2 games in a row") !=
        std::string::npos);
  // Said on stderr as it happened, once.
  const std::string said = "crash quarantined after game 2: faulted in 2 games in a row";
  CHECK(whole.err.find(said) != std::string::npos);
  CHECK(whole.err.find(said) == whole.err.rfind(said));
  // A table short of it scores as a full one with it last: the winner of a game of three bots
  // gets the 3 points of first place at a table of four.
  const std::string placements = every_placement(league);
  {
    SQLite::Database db((league / "league.sqlite").string(), SQLite::OPEN_READONLY);
    SQLite::Statement first(db, "SELECT MAX(points) FROM placements WHERE game = 5");
    REQUIRE(first.executeStep());
    CHECK(first.getColumn(0).getDouble() == 3.0);
  }

  // Killed after game 2, as the quarantine is decided, and resumed: it stays out, and the
  // league ends as the uninterrupted one did.
  const fs::path killed = results / "killed";
  fs::copy(league, killed, fs::copy_options::recursive);
  rewind_to(killed, 2);
  const CommandResult resumed =
      arena_command("league --quiet --concurrency 2 --resume " + quoted(killed));
  INFO(resumed.err);
  REQUIRE(resumed.exit_code == 0);
  CHECK(every_placement(killed) == placements);
  CHECK(resumed.err.find("quarantined after") == std::string::npos);  // told before the kill
  CHECK(league_standings(killed)["bots"] == standings["bots"]);

  // In shards each counts its own games: shard 1/2 plays games 1, 3, 5 and quarantines the bot
  // after game 3, shard 2/2 after game 4; the merge says so from their games.
  for (const char* shard : {"1/2", "2/2"}) {
    const CommandResult part = arena_command(faulted_league(
        results, "split", std::string("--games 5 --quarantine-after 2 --shard ") + shard));
    INFO(part.out, part.err);
    REQUIRE(part.exit_code == 0);
  }
  CHECK(places_of(results / "split-shard-1-of-2", "crash") ==
        std::vector<std::string>{"1:4", "3:4"});
  CHECK(places_of(results / "split-shard-2-of-2", "crash") ==
        std::vector<std::string>{"2:4", "4:4"});
  const CommandResult merged = arena_command(
      "league merge --quiet --results " + quoted(results) + " --name merged " +
      quoted(results / "split-shard-1-of-2") + " " + quoted(results / "split-shard-2-of-2"));
  INFO(merged.out, merged.err);
  REQUIRE(merged.exit_code == 0);
  const nlohmann::json merged_standings = league_standings(results / "merged");
  const nlohmann::json& merged_crash = bot_row(merged_standings, "crash");
  CHECK(merged_crash["games"] == 4);
  REQUIRE(merged_crash["quarantined"].is_object());
  CHECK(merged_crash["quarantined"]["after_game"] == 3);
  fs::remove_all(results);
}

TEST_CASE("league: a game left with one bot by the quarantine places nobody, and the league ends") {
  const fs::path results = scratch_dir("league-quarantine-alone");
  const CommandResult two = arena_command(
      "league --quiet --sandbox off --bot crash=build/bin/testbot_bad_crash_midhand"
      " --bot caller=build/bin/caller --schedule schedules/hyper_turbo.json --stack 400 --seed 1" +
      kUnhurried + " --games 3 --quarantine-after 1 --results " + quoted(results) +
      " --name alone");
  INFO(two.out, two.err);
  REQUIRE(two.exit_code == 0);
  const fs::path league = results / "alone";
  const nlohmann::json standings = league_standings(league);
  CHECK(standings["complete"] == true);
  CHECK(standings["games_finished"] == 3);
  CHECK(bot_row(standings, "caller")["games"] == 1);
  CHECK(bot_row(standings, "crash")["quarantined"]["reason"] ==
        "faulted in a game (game 1 crashed)");
  // Games 2 and 3 have no folder and no placement; a resume finds nothing left to play.
  CHECK(places_of(league, "caller") == std::vector<std::string>{"1:1"});
  CHECK_FALSE(fs::exists(league / "games/0002"));
  CHECK_FALSE(fs::exists(league / "games/0003"));
  const CommandResult again = arena_command("league --quiet --resume " + quoted(league));
  CHECK(again.exit_code == 0);
  CHECK(again.err.find("is already complete (complete): nothing to play") != std::string::npos);
  CHECK(places_of(league, "caller") == std::vector<std::string>{"1:1"});
  fs::remove_all(results);
}
