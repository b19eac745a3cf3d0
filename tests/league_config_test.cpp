// League settings: a league's own fields (games, table size, rotations, the SPRT) on top of the
// sit-and-go's, its defaults (sandbox on, the table size), the config.json round trip, and a
// clear message naming the setting for every bad value.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "arena/config/run_settings.hpp"
#include "arena/config/settings_layer.hpp"

using arena::RunKind;
using arena::RunSettings;

namespace {

std::string pool_of(int bots) {
  std::string list = R"("bots": [)";
  for (int b = 0; b < bots; ++b)
    list += std::string(b > 0 ? ", " : "") + R"({"name": "bot)" + std::to_string(b) +
            R"(", "command": "build/bin/caller"})";
  return list + "]";
}

RunSettings league_of(const std::string& fields, int bots = 3, RunKind kind = RunKind::League) {
  const nlohmann::json object =
      nlohmann::json::parse("{" + pool_of(bots) + (fields.empty() ? "" : ", ") + fields + "}");
  return arena::settings_from_json(kind, object, "l.json");
}

std::string league_error_of(const std::string& fields, int bots = 3,
                            RunKind kind = RunKind::League) {
  try {
    league_of(fields, bots, kind);
  } catch (const arena::ConfigError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("league defaults: every bot at the table up to 10, the sandbox on, no rotations") {
  const RunSettings l = league_of(R"("games": 12)");
  CHECK(l.kind == RunKind::League);
  CHECK(l.league.games == 12);
  CHECK(l.seats_per_table == 3);
  CHECK(l.table_size() == 3);
  CHECK(!l.league.rotations);
  CHECK(l.league.sprt.empty());
  CHECK(l.sandbox);  // untrusted bots, unattended: sandboxed unless told otherwise
  CHECK(l.stderr_cap_bytes == 64 << 10);  // per bot and game: thousands of games keep the disk
  CHECK(l.name.rfind("league-", 0) == 0);
  CHECK(l.schedule.name == "standard");  // each game is a sit-and-go with its schedule
  CHECK(league_of(R"("games": 1, "sandbox": "off")").sandbox == false);
}

TEST_CASE("league of more than 10 bots: tables of 6 unless told otherwise, up to 1000 bots") {
  CHECK(league_of(R"("games": 5)", 11).seats_per_table == 6);
  CHECK(league_of(R"("games": 5, "table_size": 9)", 200).seats_per_table == 9);
  CHECK(league_error_of(R"("games": 5)", 1001)
            .find("1001 bots given, a league's pool or a multi-table field holds at most 1000") !=
        std::string::npos);
}

TEST_CASE("league settings round-trip through config.json, mode league") {
  const RunSettings l = league_of(
      R"("games": 12, "table_size": 2, "rotations": true, "sprt": {"bots": ["bot0", "bot2"],
      "elo0": -2.5, "elo1": 7}, "points": [3, 1], "seed": "x")");
  const nlohmann::json j = arena::to_json(l);
  CHECK(j["mode"] == "league");
  CHECK(j["sprt"]["bots"] == nlohmann::json::array({"bot0", "bot2"}));
  const RunSettings back = arena::parse_settings_text(j.dump(), "config.json");
  CHECK(back.kind == RunKind::League);
  CHECK(back.league == l.league);
  CHECK(back.league.elo0 == -2.5);
  CHECK(arena::to_json(back) == j);
  // Without a test, config.json has no sprt group at all.
  CHECK(!arena::to_json(league_of(R"("games": 1)")).contains("sprt"));
}

TEST_CASE("league bad settings: each message names the setting as the user wrote it") {
  CHECK(league_error_of("") == "l.json: games: none given: how many sit-and-gos to play");
  CHECK(league_error_of(R"("games": 0)") == "l.json: games: must be at least 1, got 0");
  CHECK(league_error_of(R"("games": 4, "table_size": 5)") ==
        "l.json: table_size: 5 seats, but only 3 bots are given (a table needs as many bots as "
        "seats)");
  CHECK(league_error_of(R"("games": 4, "table_size": 11)", 12) ==
        "l.json: table_size: must be at most 10, got 11");
  CHECK(league_error_of(R"("games": 4, "rotations": true)") ==
        "l.json: games: 4 is not a multiple of 3 (the table size): with rotations every table "
        "is played once per seat rotation; use 3 or 6");
  CHECK(league_error_of(R"("games": 4, "sprt": {"bots": ["bot0", "zed"]})") ==
        "l.json: sprt.bots: 'zed' is not one of the bots");
  CHECK(league_error_of(R"("games": 4, "sprt": {"bots": ["bot0", "bot0"]})") ==
        "l.json: sprt.bots: names 'bot0' twice: a test needs two bots");
  CHECK(league_error_of(R"("games": 4, "sprt": {"bots": ["bot0"]})") ==
        "l.json: sprt.bots: must be two bot names like [\"alice\", \"bob\"], got [\"bot0\"]");
  CHECK(league_error_of(R"("games": 4, "sprt": {"bots": ["bot0", "bot1"], "elo0": 5,
        "elo1": 5})") ==
        "l.json: sprt.elo1: must be greater than elo0 (the test tells elo0 "
        "from elo1)");
  CHECK(league_error_of(R"("games": 4, "sprt": {"elo0": 5000})") ==
        "l.json: sprt.elo0: must be between -1000 and 1000, got 5000");
  CHECK(league_error_of(R"("games": 4, "sprt": {"elo1": 10})") ==
        "l.json: sprt.elo1: given without the test's two bots (sprt.bots, the flag --sprt A,B)");
}

TEST_CASE("league flags: --sprt A,B and --elo0/--elo1 as text, named in messages") {
  arena::SettingsLayer flags;
  flags.set_flag("--games", "6");
  flags.set_flag("--sprt", "bot1,bot2");
  flags.set_flag("--elo0", "-1.5");
  flags.set_flag("--elo1", "3");
  const nlohmann::json object = nlohmann::json::parse("{" + pool_of(3) + "}");
  const RunSettings l = arena::settings_from_json(RunKind::League, object, "l.json", flags);
  CHECK(l.league.sprt == std::vector<std::string>{"bot1", "bot2"});
  CHECK(l.league.elo0 == -1.5);
  CHECK(l.league.elo1 == 3);

  auto error_with = [&](const char* flag, const char* text) {
    arena::SettingsLayer bad;
    bad.set_flag("--games", "6");
    try {
      bad.set_flag(flag, std::string(text));
      arena::settings_from_json(RunKind::League, object, "l.json", bad);
    } catch (const arena::ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  CHECK(error_with("--sprt", "bot1") ==
        "command line: --sprt: 'bot1' must be two bot names as A,B, e.g. new,old");
  CHECK(error_with("--elo1", "five") == "command line: --elo1: must be a number, got 'five'");
  CHECK(error_with("--sprt", "bot1,nobody") ==
        "command line: --sprt: 'nobody' is not one of the bots");
}

TEST_CASE(
    "a match seats at most 10 bots, a sit-and-go of more is multi-table; a league's settings are "
    "its own") {
  CHECK(league_error_of("", 11, RunKind::Match) ==
        "l.json: bots: 11 bots given, a match's table seats 2 to 10 (a league or a multi-table "
        "sit-and-go plays more)");
  CHECK(league_of("", 11, RunKind::SitAndGo).multi_table());
  CHECK(league_error_of("", 1001, RunKind::SitAndGo) ==
        "l.json: bots: 1001 bots given, a league's pool or a multi-table field holds at most 1000");
  CHECK(league_error_of(R"("games": 3)", 3, RunKind::SitAndGo) ==
        "l.json: games: is a league's (arena league) setting, not a sit-and-go's");
  CHECK(league_error_of(R"("hands": 3)") ==
        "l.json: hands: is a match's (arena match) setting, not a league's");
  CHECK(league_error_of(R"("mode": "match", "games": 3)") ==
        "l.json: mode: must be \"league\" in a league config, got \"match\" (a run's own "
        "config.json plays with `arena run` or `arena match`)");
}
