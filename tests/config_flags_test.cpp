// Sit-and-go settings from command-line flags: alone, over a file, over resolved settings, and
// the texts of --bot, --structure and --points, each error naming the flag.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "arena/config/run_settings.hpp"
#include "arena/config/settings_layer.hpp"
#include "support/config_settings.hpp"
#include "tests/support/paths.hpp"

using nlohmann::json;
using namespace config_test;

TEST_CASE("flags override the config file field by field") {
  const auto dir = temp_dir();
  const auto path = dir / "t.json";
  auto j = minimal();
  j["name"] = "from-file";
  j["starting_stack"] = 2000;
  j["seed"] = "file-seed";
  j["time"] = {{"decision_ms", 500}, {"grace_ms", 100}};
  j["schedule"] = "turbo";
  std::ofstream(path) << j.dump();

  const auto config = resolve_flags({{"--stack", {"3000"}},
                                     {"--decision-ms", {"50"}},
                                     {"--schedule", {"botpoker"}},
                                     {"--structure", {"fl"}}},
                                    path);
  CHECK(config.starting_stack == 3000);       // flag
  CHECK(config.time.decision_ms == 50);       // flag
  CHECK(config.time.grace_ms == 100);         // file
  CHECK(config.time.startup_ms == 10000);     // default
  CHECK(config.schedule.name == "botpoker");  // flag
  CHECK(config.structure == poker::Structure::FixedLimit);
  CHECK(config.name == "from-file");  // file
  CHECK(config.seed == "file-seed");  // file
  CHECK(config.bots.size() == 2);     // file

  // --bot flags replace the file's list as a whole.
  const auto replaced = resolve_flags({{"--bot", {"x=1", "y=2", "z=3"}}}, path);
  REQUIRE(replaced.bots.size() == 3);
  CHECK(replaced.bots[2] == arena::BotEntry{"z", "3"});
  CHECK(replaced.schedule.name == "turbo");  // the file's, no flag given
  std::filesystem::remove_all(dir);
}

TEST_CASE("flags alone make a config, and their errors name the flag") {
  Flags flags = two_bot_flags();
  flags.push_back({"--seed", {"7"}});
  const auto config = resolve_flags(flags);
  CHECK(config.bots.size() == 2);
  CHECK(config.seed == "7");
  CHECK(config.schedule.name == "standard");

  CHECK(flag_error({}) ==
        "command line: bots: none given (list them under \"bots\" in the config file or with "
        "--bot NAME=COMMAND)");
  const auto with = [](std::string flag, std::string text) {
    Flags bad = two_bot_flags();
    bad.push_back({std::move(flag), {std::move(text)}});
    return flag_error(bad);
  };
  CHECK(with("--decision-ms", "0") == "command line: --decision-ms: must be at least 1, got 0");
  CHECK(with("--decision-ms", "1s") ==
        "command line: --decision-ms: must be a whole number, got '1s'");
  CHECK(with("--stack", "-5") == "command line: --stack: must be at least 1, got -5");
  CHECK(with("--schedule", "nope")
            .rfind("command line: --schedule: schedule file 'schedules/nope.json' not found", 0) ==
        0);
  CHECK(with("--hand-limit", "-1") == "command line: --hand-limit: must be at least 0, got -1");
  CHECK(with("--name", "a/b") ==
        "command line: --name: 'a/b' may only contain letters, digits, '_', '.' and '-'");
  CHECK(with("--structure", "omaha") ==
        "command line: --structure: unknown structure 'omaha' (expected no-limit, pot-limit or "
        "fixed-limit)");
  CHECK(with("--hands", "10") ==
        "command line: --hands: is a match's (arena match) setting, not a sit-and-go's");
  CHECK(flag_error({{"--bot", {"a=x", "b=y", "A=z"}}}) ==
        "command line: --bot #3 name: 'A' is already used by --bot #1");
  CHECK(flag_error({{"--bot", {"a=x"}}}) ==
        "command line: --bot: 1 bot given, a run needs at least 2");
}

TEST_CASE("flags on top of resolved settings keep what is not overridden") {
  const auto base = load_file(test_paths::source_dir() / "docs/example_tournament.json");
  const auto config =
      arena::settings_from_json(arena::RunKind::SitAndGo, arena::to_json(base), "config.json",
                                layer_of({{"--hand-limit", {"10"}}, {"--points", {"1,0"}}}));
  CHECK(config.hand_limit == 10);
  CHECK(config.points == std::vector<double>{1, 0});
  CHECK(config.schedule.name == "turbo");
  CHECK(config.schedule_file == "schedules/turbo.json");
  CHECK(config.seed == "7");
  CHECK(config.name == "example-sng");
  CHECK(config.bots == base.bots);

  CHECK_THROWS_WITH_AS(layer_of({{"--grace-ms", {"70000"}}}),
                       "command line: --grace-ms: must be at most 60000, got 70000",
                       arena::ConfigError);
}

TEST_CASE("flag texts: --bot, --structure, --points") {
  const auto bots =
      resolve_flags({{"--bot", {"alice=python3 bots/random_bot.py --fast=1", "b=y"}}});
  CHECK(bots.bots[0] == arena::BotEntry{"alice", "python3 bots/random_bot.py --fast=1"});
  CHECK(flag_error({{"--bot", {"alice", "b=y"}}}) ==
        "command line: --bot: 'alice' must be NAME=COMMAND, e.g. alice=build/bin/caller");
  CHECK(flag_error({{"--bot", {"al ice=x", "b=y"}}}) ==
        "command line: --bot #1 name: 'al ice' may only contain letters, digits, '_', '.' and "
        "'-'");
  CHECK(flag_error({{"--bot", {"alice=", "b=y"}}}) ==
        "command line: --bot #1 command: must not be empty (the command line that starts the "
        "bot)");

  const auto with = [](std::string flag, std::string text) {
    Flags flags = two_bot_flags();
    flags.push_back({std::move(flag), {std::move(text)}});
    return flags;
  };
  CHECK(resolve_flags(with("--structure", "pot-limit")).structure == poker::Structure::PotLimit);
  CHECK(resolve_flags(with("--structure", "fl")).structure == poker::Structure::FixedLimit);
  CHECK(arena::structure_name(poker::Structure::NoLimit) == "no-limit");

  CHECK(resolve_flags(with("--points", "10, 6,3,1")).points == std::vector<double>{10, 6, 3, 1});
  CHECK(resolve_flags(with("--points", "2.5")).points == std::vector<double>{2.5});
  CHECK(flag_error(with("--points", "10,x,1")) ==
        "command line: --points: place 2: 'x' is not a number (expected a list like 10,6,3,1)");
  CHECK(flag_error(with("--points", "10,,1")) ==
        "command line: --points: place 2: '' is not a number (expected a list like 10,6,3,1)");
  CHECK(flag_error(with("--points", "1,2")) ==
        "command line: --points: place 2 earns 2, more than place 1's 1 (points must not "
        "increase down the places)");

  CHECK(poker::default_points(4) == std::vector<double>{3, 2, 1, 0});
}
