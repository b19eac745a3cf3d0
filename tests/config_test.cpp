// Sit-and-go settings files: defaults, a specific error for every bad field, and the resolved
// settings' JSON loading back to the same settings (flags: tests/config_flags_test.cpp).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include <nlohmann/json.hpp>

#include "arena/config/run_settings.hpp"
#include "arena/config/schedule_file.hpp"
#include "arena/config/settings_layer.hpp"
#include "support/config_settings.hpp"
#include "tests/support/paths.hpp"

using nlohmann::json;
using namespace config_test;

namespace {

std::string error_of(const std::string& text) {
  try {
    arena::parse_settings_text(text, "t.json");
  } catch (const arena::ConfigError& e) {
    return e.what();
  }
  return "";
}

// The error for the minimal config with one field set (a JSON pointer, e.g. "/time/grace_ms").
std::string error_with(const std::string& pointer, const json& value) {
  auto config = minimal();
  config[json::json_pointer(pointer)] = value;
  return error_of(config.dump());
}

}  // namespace

TEST_CASE("config defaults: only bots given") {
  const auto config = arena::parse_settings_text(minimal().dump(), "t.json");
  REQUIRE(config.bots.size() == 2);
  CHECK(config.bots[0] == arena::BotEntry{"alice", "build/bin/caller"});
  CHECK(config.bots[1] == arena::BotEntry{"bob", "python3 bots/random_bot.py"});
  CHECK(config.starting_stack == 1500);
  CHECK(config.schedule_file == "schedules/standard.json");
  CHECK(config.schedule.name == "standard");
  CHECK(config.schedule.levels.size() > 5);
  CHECK(config.structure == poker::Structure::NoLimit);
  CHECK(config.time == arena::TimeRules{1000, 0, 10000, 3, 2000});
  CHECK(config.seed.empty());
  CHECK(config.points.empty());
  CHECK(config.hand_limit == 0);
  CHECK(config.results_dir == "results");
  CHECK(config.stderr_cap_bytes == 1048576);
  CHECK(std::regex_match(config.name, std::regex("sng-[0-9]{8}-[0-9]{6}-[0-9a-f]{6}")));
}

TEST_CASE("default run names are unique") {
  CHECK(arena::default_run_name() != arena::default_run_name());
}

TEST_CASE("the example config in docs loads with every field") {
  const auto config = load_file(test_paths::source_dir() / "docs/example_tournament.json");
  CHECK(config.name == "example-sng");
  CHECK(config.bots.size() == 6);
  CHECK(config.bots[4] == arena::BotEntry{"py-random", "python3 bots/random_bot.py"});
  CHECK(config.schedule.name == "turbo");
  CHECK(config.schedule_file == "schedules/turbo.json");
  CHECK(config.time == arena::TimeRules{1000, 5000, 10000, 3, 2000});
  CHECK(config.seed == "7");
  CHECK(config.points == std::vector<double>{10, 6, 4, 2, 1, 0});
  CHECK(config.hand_limit == 2000);
}

TEST_CASE("config values of every kind are read") {
  auto j = minimal();
  j["name"] = "run_1.a-b";
  j["starting_stack"] = 3000;
  j["schedule"] = "hyper_turbo";  // a shipped schedule by name
  j["structure"] = "pot-limit";
  j["time"] = {{"decision_ms", 250}, {"timeouts_in_a_row", 0}};
  j["seed"] = 12345;  // a number seeds like its decimal text
  j["points"] = {3, 1.5, 0};
  j["hand_limit"] = 500;
  j["results_dir"] = "/tmp/out";
  j["stderr_cap_bytes"] = 0;
  const auto config = arena::parse_settings_text(j.dump(), "t.json");
  CHECK(config.name == "run_1.a-b");
  CHECK(config.starting_stack == 3000);
  CHECK(config.schedule.name == "hyper_turbo");
  CHECK(config.schedule_file == "schedules/hyper_turbo.json");
  CHECK(config.structure == poker::Structure::PotLimit);
  CHECK(config.time.decision_ms == 250);
  CHECK(config.time.timeouts_in_a_row == 0);
  CHECK(config.time.startup_ms == 10000);  // the rest of "time" keeps its defaults
  CHECK(config.seed == "12345");
  CHECK(config.points == std::vector<double>{3, 1.5, 0});
  CHECK(config.hand_limit == 500);
  CHECK(config.results_dir == "/tmp/out");
  CHECK(config.stderr_cap_bytes == 0);

  j["structure"] = "fixed-limit";
  CHECK(arena::parse_settings_text(j.dump(), "t.json").structure == poker::Structure::FixedLimit);
}

TEST_CASE("config file errors: missing, syntax with line and column, not an object, duplicates") {
  const auto dir = temp_dir();
  const auto missing = (dir / "none.json").string();
  CHECK_THROWS_WITH_AS(load_file(missing),
                       (missing + ": cannot open config file: no such file").c_str(),
                       arena::ConfigError);
  // The position is where the parser stopped: the end of the unexpected "seed" token.
  CHECK(error_of("{\n  \"bots\": [\n  ]\n  \"seed\": 1\n}") ==
        "t.json: invalid JSON at line 4, column 8: syntax error while parsing object - unexpected "
        "string literal; expected '}'");
  CHECK(error_of("[]") == "t.json: a sit-and-go config must be a JSON object, got an array");
  // Found by tests/fuzz/settings_fuzz.cpp: a number too large for any type was not a ConfigError.
  CHECK(error_of("{\"seed\": 1e400}") == "t.json: invalid JSON: number overflow parsing '1e400'");
  CHECK(error_of(R"({"seed":"1","seed":"2"})") ==
        "t.json: field 'seed' appears twice in one object");
  CHECK(error_of("") ==
        "t.json: invalid JSON at line 1, column 1: syntax error while parsing value - unexpected "
        "end of input; expected '[', '{', or a literal");
  CHECK(error_of("{\"bots\":" + std::string(100000, '[') + std::string(100000, ']') + "}") ==
        "t.json: invalid JSON: nested deeper than 64 levels");
  CHECK(error_of("{\"seed\":\"\xff\"}") ==
        "t.json: invalid JSON at line 1, column 10: syntax error while parsing value - invalid "
        "string: ill-formed UTF-8 byte; last read: '\"?'");
  std::filesystem::remove_all(dir);
}

TEST_CASE("config unknown fields are errors with a hint") {
  CHECK(error_with("/startng_stack", 1500) ==
        "t.json: unknown field 'startng_stack' (did you mean 'starting_stack'?)");
  CHECK(error_with("/time/decision", 5) ==
        "t.json: time: unknown field 'decision' (did you mean 'decision_ms'?)");
  CHECK(error_with("/bots/0/cmd", "x") ==
        "t.json: bots[0]: unknown field 'cmd' (known fields: name command env limits read_only)");
  CHECK(error_with("/colour", "blue") ==
        "t.json: unknown field 'colour' (known fields: mode seed_hash name description bots "
        "starting_stack game mix_hands structure schedule time advance_actions timeout_rule "
        "protections "
        "showdown "
        "faulted_bots seed table_size points hand_limit hands small_blind "
        "big_blind ante ante_kind min_bet duplicate results_dir no_timings live sandbox limits "
        "read_only "
        "stderr_cap_bytes allow_absent trace games rotations sprt continue_from shard "
        "quarantine_after)");
}

TEST_CASE("config a bot's own environment, limits and read-only paths") {
  auto config = minimal();
  config["bots"][0]["env"] = {{"OMP_NUM_THREADS", "1"}, {"MODEL", "small"}};
  config["bots"][0]["limits"] = {{"memory_mb", 4096}, {"cpu_seconds", 60}};
  config["bots"][0]["read_only"] = {"models/net.bin"};
  config["limits"] = {{"memory_mb", 512}, {"processes", 32}};
  config["sandbox"] = "on";
  const arena::RunSettings settings = arena::parse_settings_text(config.dump(), "t.json");
  CHECK(settings.sandbox);
  const arena::BotEntry& alice = settings.bots[0];
  CHECK(alice.env.at("OMP_NUM_THREADS") == "1");
  CHECK(alice.read_only == std::vector<std::string>{"models/net.bin"});
  // The bot's own limits over the run's, the run's over the defaults.
  const arena::BotLimitSettings mine = settings.limits_of(alice);
  CHECK(mine.memory_mb == 4096);
  CHECK(mine.cpu_seconds == 60);
  CHECK(mine.processes == 32);
  CHECK(mine.file_size_mb == 1024);
  const arena::BotLimitSettings bobs = settings.limits_of(settings.bots[1]);
  CHECK(bobs.memory_mb == 512);
  CHECK(bobs.cpu_seconds == 0);
  // config.json writes them back the same.
  CHECK(arena::parse_settings_text(arena::to_json(settings).dump(), "c.json").bots ==
        settings.bots);

  CHECK(error_with("/bots/0/env", "A=1") ==
        "t.json: bots[0].env: must be an object of names and texts, like {\"OMP_NUM_THREADS\": "
        "\"1\"}, got a string \"A=1\"");
  CHECK(error_with("/bots/0/env", {{"1A", "x"}}) ==
        "t.json: bots[0].env.1A: is not a valid variable name (letters, digits and '_')");
  CHECK(error_with("/bots/0/env", {{"HOME", "/root"}}) ==
        "t.json: bots[0].env.HOME: is set by the arena (the bot's own folder)");
  CHECK(error_with("/bots/0/env", {{"A", 1}}) ==
        "t.json: bots[0].env.A: must be a string, got a number 1");
  CHECK(error_with("/bots/0/limits", {{"memory", 1}}) ==
        "t.json: bots[0].limits: unknown field 'memory' (did you mean 'memory_mb'?)");
  CHECK(error_with("/bots/0/limits", {{"processes", -1}})
            .find("t.json: bots[0].limits.processes: ") == 0);
  CHECK(error_with("/bots/0/read_only", {""}) == "t.json: bots[0].read_only[0]: must not be empty");
  CHECK(error_with("/sandbox", "yes").find("t.json: sandbox: unknown value 'yes'") == 0);
  CHECK(error_with("/limits/open_files", "many") ==
        "t.json: limits.open_files: must be a whole number, got a string \"many\"");
}

TEST_CASE("config bots errors name the bot and the field") {
  CHECK(error_of("{}") ==
        "t.json: bots: none given (list them under \"bots\" in the config file or with --bot "
        "NAME=COMMAND)");
  CHECK(error_with("/bots", "alice") ==
        "t.json: bots: must be an array of {\"name\": ..., \"command\": ...}, got a string");
  CHECK(error_with("/bots/1", "bob") ==
        "t.json: bots[1]: must be an object like {\"name\": \"alice\", \"command\": "
        "\"build/bin/caller\"}, got a string \"bob\"");
  CHECK(error_with("/bots/1", {{"name", "bob"}}) == "t.json: bots[1]: command: missing");
  CHECK(error_with("/bots/1", {{"command", "x"}}) == "t.json: bots[1]: name: missing");
  CHECK(error_with("/bots/1/name", 5) == "t.json: bots[1].name: must be a string, got a number 5");
  CHECK(error_with("/bots/1/name", "bob smith") ==
        "t.json: bots[1].name: 'bob smith' may only contain letters, digits, '_', '.' and '-'");
  CHECK(error_with("/bots/1/name", "../evil") ==
        "t.json: bots[1].name: '../evil' may only contain letters, digits, '_', '.' and '-'");
  CHECK(error_with("/bots/1/name", ".hidden") ==
        "t.json: bots[1].name: '.hidden' must not start with '.'");
  CHECK(error_with("/bots/1/name", "") == "t.json: bots[1].name: must not be empty");
  CHECK(error_with("/bots/1/name", std::string(33, 'x')) ==
        "t.json: bots[1].name: '" + std::string(33, 'x') + "' is longer than 32 characters");
  CHECK(error_with("/bots/1/name", "ALICE") ==
        "t.json: bots[1].name: 'ALICE' is already used by bots[0]");
  CHECK(error_with("/bots/1/command", "  ") ==
        "t.json: bots[1].command: must not be empty (the command line that starts the bot)");
  CHECK(error_with("/bots/1/command", "a\nb") ==
        "t.json: bots[1].command: must be one line without control characters");

  auto one = minimal();
  one["bots"].erase(1);
  CHECK(error_of(one.dump()) == "t.json: bots: 1 bot given, a run needs at least 2");
  auto eleven = minimal();
  eleven["bots"] = json::array();
  for (int i = 0; i < 11; ++i) {
    eleven["bots"].push_back({{"name", "b" + std::to_string(i)}, {"command", "x"}});
  }
  // R48: more bots than --table-size (9 by default) play a multi-table tournament.
  const arena::RunSettings field = arena::parse_settings_text(eleven.dump(), "t.json");
  CHECK(field.multi_table());
  CHECK(field.table_size() == 9);
  eleven["table_size"] = 11;
  CHECK(error_of(eleven.dump()) == "t.json: table_size: must be at most 10, got 11");
  eleven["bots"].erase(10);
  eleven["table_size"] = 10;
  CHECK(!arena::parse_settings_text(eleven.dump(), "t.json").multi_table());
}

TEST_CASE("config scalar field errors name the field and the bad value") {
  CHECK(error_with("/name", "my run") ==
        "t.json: name: 'my run' may only contain letters, digits, '_', '.' and '-'");
  CHECK(error_with("/name", "..") == "t.json: name: '..' must not start with '.'");
  CHECK(error_with("/name", 3) == "t.json: name: must be a string, got a number 3");
  CHECK(error_with("/description", false) ==
        "t.json: description: must be a string, got a boolean false");
  CHECK(error_with("/starting_stack", 0) == "t.json: starting_stack: must be at least 1, got 0");
  CHECK(error_with("/starting_stack", -100) ==
        "t.json: starting_stack: must be at least 1, got -100");
  CHECK(error_with("/starting_stack", "1500") ==
        "t.json: starting_stack: must be a whole number, got a string \"1500\"");
  CHECK(error_with("/starting_stack", 1500.5) ==
        "t.json: starting_stack: must be a whole number, got 1500.5");
  CHECK(error_with("/structure", "limit") ==
        "t.json: structure: unknown structure 'limit' (expected no-limit, pot-limit or "
        "fixed-limit)");
  CHECK(error_with("/seed", true) ==
        "t.json: seed: must be a string or a non-negative whole number, got a boolean true");
  CHECK(error_with("/seed", -3) ==
        "t.json: seed: must be a string or a non-negative whole number, got -3");
  CHECK(error_with("/hand_limit", -1) == "t.json: hand_limit: must be at least 0, got -1");
  CHECK(error_with("/results_dir", "") == "t.json: results_dir: must not be empty");
  CHECK(error_with("/results_dir", json::array()) ==
        "t.json: results_dir: must be a string, got an array []");
  CHECK(error_with("/stderr_cap_bytes", -1) ==
        "t.json: stderr_cap_bytes: must be at least 0, got -1");
  CHECK(error_with("/stderr_cap_bytes", 2147483648LL) ==
        "t.json: stderr_cap_bytes: must be at most 1073741824, got 2147483648");
}

TEST_CASE("config time rule errors name the time field") {
  CHECK(error_with("/time", 1000) ==
        "t.json: time: must be an object like {\"decision_ms\": ...}, got a number");
  CHECK(error_with("/time/decision_ms", 0) ==
        "t.json: time.decision_ms: must be at least 1, got 0");
  CHECK(error_with("/time/decision_ms", "1s") ==
        "t.json: time.decision_ms: must be a whole number, got a string \"1s\"");
  CHECK(error_with("/time/time_bank_ms", -1) ==
        "t.json: time.time_bank_ms: must be at least 0, got -1");
  CHECK(error_with("/time/startup_ms", 600001) ==
        "t.json: time.startup_ms: must be at most 600000, got 600001");
  CHECK(error_with("/time/timeouts_in_a_row", -2) ==
        "t.json: time.timeouts_in_a_row: must be at least 0, got -2");
  CHECK(error_with("/time/grace_ms", 60001) ==
        "t.json: time.grace_ms: must be at most 60000, got 60001");
}

TEST_CASE("config points table errors") {
  CHECK(error_with("/points", 10) ==
        "t.json: points: must be an array of numbers by place, got a number 10");
  CHECK(error_with("/points", json::array()) ==
        "t.json: points: must list at least one place's points");
  CHECK(error_with("/points", {10, "six"}) ==
        "t.json: points[1]: must be a number, got a string \"six\"");
  CHECK(error_with("/points", {5, 6}) ==
        "t.json: points: place 2 earns 6, more than place 1's 5 (points must not increase down "
        "the places)");
  CHECK(error_with("/points", json(std::vector<int>(1001, 0))) ==
        "t.json: points: has 1001 entries, at most 1000 places exist");
}

TEST_CASE("config schedule setting errors") {
  const auto missing = error_with("/schedule", "schedules/nope.json");
  CHECK(missing.rfind("t.json: schedule: schedule file 'schedules/nope.json' not found (shipped "
                      "schedules: ",
                      0) == 0);
  CHECK(missing.find("botpoker hyper_turbo standard turbo") != std::string::npos);
  CHECK(error_with("/schedule", "weekly")
            .rfind("t.json: schedule: schedule file 'schedules/weekly.json' not found", 0) == 0);
  CHECK(error_with("/schedule", 5) ==
        "t.json: schedule: must be a schedule file path (or name such as \"turbo\") or an inline "
        "schedule object, got a number 5");
  CHECK(error_with("/schedule", "") == "t.json: schedule: must not be empty");
  // An inline schedule is checked like a file, its messages under "schedule".
  CHECK(error_with("/schedule",
                   {{"unit", "hands"}, {"levels", {{{"big_blind", 0}, {"length", 1}}}}}) ==
        "t.json: schedule: level 1: big_blind: is 0 and there is no ante: a level needs blinds "
        "or an ante (or both)");
  // A bad schedule file reports its own name, level and field.
  const auto dir = temp_dir();
  const auto bad = dir / "bad.json";
  std::ofstream(bad) << R"({"unit":"hands","levels":[{"big_blind":20,"length":-1}]})";
  CHECK(error_with("/schedule", bad.string()) ==
        bad.string() + ": level 1: length: must be at least 1, got -1");
  std::filesystem::remove_all(dir);
}

TEST_CASE("config inline schedule is accepted") {
  auto j = minimal();
  j["schedule"] = {{"name", "flat"},
                   {"unit", "orbits"},
                   {"levels", {{{"big_blind", 100}, {"ante", 10}, {"length", 2}}}}};
  const auto config = arena::parse_settings_text(j.dump(), "t.json");
  CHECK(config.schedule_file.empty());
  CHECK(config.schedule.name == "flat");
  CHECK(config.schedule.unit == poker::LevelUnit::Orbits);
  REQUIRE(config.schedule.levels.size() == 1);
  CHECK(config.schedule.levels[0].small_blind == 50);
  CHECK(config.schedule.levels[0].ante_kind == poker::AnteKind::EveryPlayer);
}

TEST_CASE("to_json gives resolved settings that load back to the same settings") {
  auto j = minimal();
  j["schedule"] = "botpoker";
  j["seed"] = "abc";
  j["time"] = {{"time_bank_ms", 3000}};
  j["structure"] = "pot-limit";
  const auto config = arena::parse_settings_text(j.dump(), "t.json");
  const auto resolved = arena::to_json(config);
  // Every field explicit: the schedule inline with its levels, the default points as a table.
  CHECK(resolved["name"] == config.name);
  CHECK(resolved["schedule"]["file"] == "schedules/botpoker.json");
  CHECK(resolved["schedule"]["levels"].size() == config.schedule.levels.size());
  CHECK(resolved["points"] == json({1, 0}));
  CHECK(resolved["time"]["time_bank_ms"] == 3000);
  CHECK(resolved["structure"] == "pot-limit");

  const auto again = arena::parse_settings_text(resolved.dump(2), "config.json");
  CHECK(arena::to_json(again) == resolved);
  CHECK(again.name == config.name);
  CHECK(again.bots == config.bots);
  CHECK(again.starting_stack == config.starting_stack);
  CHECK(again.schedule_file == config.schedule_file);
  CHECK(again.schedule.name == config.schedule.name);
  CHECK(again.schedule.unit == config.schedule.unit);
  CHECK(again.schedule.levels.size() == config.schedule.levels.size());
  CHECK(again.structure == config.structure);
  CHECK(again.time == config.time);
  CHECK(again.seed == config.seed);
  CHECK(again.points == poker::default_points(2));
  CHECK(again.hand_limit == config.hand_limit);
  CHECK(again.results_dir == config.results_dir);
  CHECK(again.stderr_cap_bytes == config.stderr_cap_bytes);
}

TEST_CASE("validate_settings checks hand-built settings") {
  arena::RunSettings config;
  config.name = "hand-built";
  config.bots = {{"a", "x"}, {"b", "y"}};
  config.schedule = arena::load_schedule_file(test_paths::source_dir() / "schedules/standard.json");
  CHECK_NOTHROW(arena::validate_settings(config));
  config.time.decision_ms = 0;
  CHECK_THROWS_WITH_AS(arena::validate_settings(config),
                       "settings: time.decision_ms: must be at least 1, got 0", arena::ConfigError);
  config.time.decision_ms = 1000;
  config.schedule.levels.clear();
  CHECK_THROWS_WITH_AS(arena::validate_settings(config),
                       "settings: schedule: levels: must have at least one level",
                       arena::ConfigError);
}
