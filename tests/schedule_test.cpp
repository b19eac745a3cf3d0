// Blind schedule files: the shipped schedules, R7's default small blind, and a specific error
// for every kind of bad input.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arena/config/schedule_file.hpp"
#include "arena/config/shipped_schedules.hpp"
#include "engine/sit_and_go.hpp"
#include "tests/support/paths.hpp"
#include "tests/support/random_play.hpp"

namespace {

// The message of the ConfigError that parsing `text` throws ("" if it does not throw).
std::string schedule_error(const std::string& text) {
  try {
    arena::parse_schedule_text(text, "s.json", "s");
  } catch (const arena::ConfigError& e) {
    return e.what();
  }
  return "";
}

// A minimal valid schedule with one level's JSON replaced, to test one field at a time.
std::string with_level(const std::string& level) {
  return R"({"unit":"hands","levels":[{"big_blind":20,"length":10},)" + level + "]}";
}

std::filesystem::path schedule_temp_dir() {
  auto dir = std::filesystem::temp_directory_path() /
             ("arena_schedule_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace

TEST_CASE("shipped schedules all load, rise, and have antes only in later levels") {
  const auto dir = test_paths::source_dir() / "schedules";
  for (const std::string name : {"standard", "turbo", "hyper_turbo", "botpoker"}) {
    CAPTURE(name);
    const auto schedule = arena::load_schedule_file(dir / (name + ".json"));
    CHECK(schedule.name == name);
    REQUIRE(schedule.levels.size() >= 10);
    CHECK(schedule.levels.front().ante == 0);
    CHECK(schedule.levels.back().ante > 0);
    // The first big blind is small against the 1500-chip stack the files are made for.
    CHECK(schedule.levels.front().big_blind * 25 <= 1500);
    // Late levels exceed a 10-player table's chips, so every tournament ends.
    CHECK(schedule.levels.back().big_blind >= 10 * 1500);
    for (std::size_t i = 1; i < schedule.levels.size(); ++i) {
      CHECK(schedule.levels[i].big_blind > schedule.levels[i - 1].big_blind);
    }
  }
}

TEST_CASE("botpoker schedule goes by orbits with big-blind-only levels (R7) and late antes") {
  const auto schedule =
      arena::load_schedule_file(test_paths::source_dir() / "schedules/botpoker.json");
  CHECK(schedule.unit == poker::LevelUnit::Orbits);
  for (const auto& level : schedule.levels) {
    CHECK(level.small_blind * 2 == level.big_blind);
    CHECK(level.length == 1);
    // botpoker: an ante of 10% of the big blind once that reaches 10% of the 1500 buy-in.
    if (level.big_blind >= 1500) {
      CHECK(level.ante == level.big_blind / 10);
      CHECK(level.ante_kind == poker::AnteKind::EveryPlayer);
    } else {
      CHECK(level.ante == 0);
      CHECK(level.ante_kind == poker::AnteKind::None);
    }
  }
}

TEST_CASE("turbo schedule uses big-blind antes") {
  const auto schedule =
      arena::load_schedule_file(test_paths::source_dir() / "schedules/turbo.json");
  CHECK(schedule.levels.back().ante_kind == poker::AnteKind::BigBlind);
  CHECK(schedule.levels.back().ante == schedule.levels.back().big_blind);
}

TEST_CASE("R7 a level giving only the big blind gets half of it rounded down as small blind") {
  const auto schedule = arena::parse_schedule_text(
      R"({"unit":"hands","levels":[{"big_blind":25,"length":3},{"big_blind":40,"length":3}]})",
      "s.json");
  REQUIRE(schedule.levels.size() == 2);
  CHECK(schedule.levels[0].small_blind == 12);
  CHECK(schedule.levels[0].big_blind == 25);
  CHECK(schedule.levels[1].small_blind == 20);
  CHECK(schedule.levels[0].length == 3);
}

TEST_CASE("ante kind defaults to every-player when there is an ante, none without") {
  const auto schedule = arena::parse_schedule_text(
      R"({"unit":"orbits","levels":[{"big_blind":20,"length":1},
          {"big_blind":40,"ante":5,"length":1},
          {"big_blind":60,"ante":60,"ante_kind":"big-blind","length":1},
          {"big_blind":80,"ante":0,"ante_kind":"every-player","length":1}]})",
      "s.json");
  CHECK(schedule.unit == poker::LevelUnit::Orbits);
  CHECK(schedule.levels[0].ante_kind == poker::AnteKind::None);
  CHECK(schedule.levels[1].ante_kind == poker::AnteKind::EveryPlayer);
  CHECK(schedule.levels[2].ante_kind == poker::AnteKind::BigBlind);
  CHECK(schedule.levels[3].ante_kind == poker::AnteKind::None);  // nothing to post
}

TEST_CASE("schedule name comes from the file, else the file name") {
  const auto dir = schedule_temp_dir();
  std::ofstream(dir / "nightly.json")
      << R"({"unit":"hands","levels":[{"big_blind":2,"length":1}]})";
  CHECK(arena::load_schedule_file(dir / "nightly.json").name == "nightly");
  std::ofstream(dir / "named.json")
      << R"({"name":"Sunday","unit":"hands","levels":[{"big_blind":2,"length":1}]})";
  CHECK(arena::load_schedule_file(dir / "named.json").name == "Sunday");
  std::filesystem::remove_all(dir);
}

TEST_CASE("schedule round trip through schedule_to_json keeps every field") {
  const auto original =
      arena::load_schedule_file(test_paths::source_dir() / "schedules/turbo.json");
  const auto json = arena::schedule_to_json(original);
  const auto again = arena::schedule_from_json(json, "round trip", "x");
  CHECK(again.name == original.name);
  CHECK(again.unit == original.unit);
  REQUIRE(again.levels.size() == original.levels.size());
  for (std::size_t i = 0; i < again.levels.size(); ++i) {
    CHECK(again.levels[i].small_blind == original.levels[i].small_blind);
    CHECK(again.levels[i].big_blind == original.levels[i].big_blind);
    CHECK(again.levels[i].ante == original.levels[i].ante);
    CHECK(again.levels[i].ante_kind == original.levels[i].ante_kind);
    CHECK(again.levels[i].length == original.levels[i].length);
  }
}

TEST_CASE("schedule file errors: missing file, not a file, syntax error with line and column") {
  const auto dir = schedule_temp_dir();
  const auto missing = (dir / "nope.json").string();
  CHECK_THROWS_WITH_AS(arena::load_schedule_file(missing),
                       (missing + ": cannot open schedule file: no such file").c_str(),
                       arena::ConfigError);
  CHECK_THROWS_WITH_AS(arena::load_schedule_file(dir),
                       (dir.string() + ": cannot open schedule file: not a regular file").c_str(),
                       arena::ConfigError);

  const auto broken = dir / "broken.json";
  // The stray "}" of line 4 is at column 22.
  std::ofstream(broken) << "{\n  \"unit\": \"hands\",\n  \"levels\": [\n    {\"big_blind\": 20,}\n";
  try {
    arena::load_schedule_file(broken);
    FAIL("no error");
  } catch (const arena::ConfigError& e) {
    const std::string message = e.what();
    CAPTURE(message);
    CHECK(message.rfind(broken.string() + ": invalid JSON at line 4, column 22: ", 0) == 0);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("schedule top-level errors name the field") {
  CHECK(schedule_error("[1,2]") ==
        "s.json: a schedule must be a JSON object with \"unit\" and \"levels\", got an array");
  CHECK(schedule_error(R"({"levels":[{"big_blind":2,"length":1}]})") ==
        "s.json: unit: missing (\"hands\" or \"orbits\")");
  CHECK(schedule_error(R"({"unit":"minutes","levels":[{"big_blind":2,"length":1}]})") ==
        "s.json: unit: must be \"hands\" or \"orbits\", got \"minutes\"");
  CHECK(schedule_error(R"({"unit":3,"levels":[]})") ==
        "s.json: unit: must be a string, got a number 3");
  CHECK(schedule_error(R"({"unit":"hands"})") ==
        "s.json: levels: missing (a list of blind levels)");
  CHECK(schedule_error(R"({"unit":"hands","levels":[]})") ==
        "s.json: levels: must have at least one level");
  CHECK(schedule_error(R"({"unit":"hands","levels":{}})") ==
        "s.json: levels: must be an array of levels, got an object");
  CHECK(schedule_error(R"({"unit":"hands","level":[]})") ==
        "s.json: unknown field 'level' (did you mean 'levels'?)");
  CHECK(schedule_error(R"({"unit":"hands","unit":"orbits","levels":[]})") ==
        "s.json: field 'unit' appears twice in one object");
  CHECK(schedule_error(R"({"name":"","unit":"hands","levels":[{"big_blind":2,"length":1}]})") ==
        "s.json: name: must not be empty");
}

TEST_CASE("schedule level errors name the level number and the field") {
  CHECK(schedule_error(with_level(R"({"big_blind":0,"length":10})")) ==
        "s.json: level 2: big_blind: is 0 and there is no ante: a level needs blinds or an ante "
        "(or both)");
  CHECK(schedule_error(with_level(R"({"big_blind":-40,"length":10})")) ==
        "s.json: level 2: big_blind: must be at least 0, got -40");
  CHECK(schedule_error(with_level(R"({"big_blind":"40","length":10})")) ==
        "s.json: level 2: big_blind: must be a whole number, got a string \"40\"");
  CHECK(schedule_error(with_level(R"({"big_blind":40.5,"length":10})")) ==
        "s.json: level 2: big_blind: must be a whole number, got 40.5");
  CHECK(schedule_error(with_level(R"({"length":10})")) ==
        "s.json: level 2: big_blind: missing (every level needs one; 0 for an ante-only level)");
  CHECK(schedule_error(with_level(R"({"small_blind":50,"big_blind":40,"length":10})")) ==
        "s.json: level 2: small_blind: 50 is more than the big blind 40");
  CHECK(schedule_error(with_level(R"({"small_blind":-1,"big_blind":40,"length":10})")) ==
        "s.json: level 2: small_blind: must be at least 0, got -1");
  CHECK(schedule_error(with_level(R"({"big_blind":40,"ante":-5,"length":10})")) ==
        "s.json: level 2: ante: must be at least 0, got -5");
  CHECK(
      schedule_error(with_level(R"({"big_blind":40,"ante":5,"ante_kind":"button","length":10})")) ==
      "s.json: level 2: ante_kind: unknown kind 'button' (expected every-player, big-blind or "
      "none)");
  CHECK(schedule_error(with_level(R"({"big_blind":40,"ante":5,"ante_kind":"none","length":10})")) ==
        "s.json: level 2: ante_kind: is 'none' but ante is 5 (remove the ante or name its kind)");
  CHECK(schedule_error(with_level(R"({"big_blind":40,"length":0})")) ==
        "s.json: level 2: length: must be at least 1, got 0");
  CHECK(schedule_error(with_level(R"({"big_blind":40})")) ==
        "s.json: level 2: length: missing (how many hands or orbits the level lasts)");
  CHECK(schedule_error(with_level(R"({"big_blind":40,"lenght":3})")) ==
        "s.json: level 2: unknown field 'lenght' (did you mean 'length'?)");
  CHECK(schedule_error(with_level("40")) ==
        "s.json: level 2: must be an object like {\"big_blind\": 20, \"length\": 10}, got a "
        "number 40");
  CHECK(schedule_error(with_level(R"({"big_blind":99999999999999999999,"length":1})")) ==
        "s.json: level 2: big_blind: must be a whole number, got 1e+20");
  CHECK(schedule_error(with_level(R"({"big_blind":10000000000000,"length":1})")) ==
        "s.json: level 2: big_blind: must be at most 1000000000000, got 10000000000000");
}

TEST_CASE("schedule levels must not go down") {
  CHECK(schedule_error(with_level(R"({"big_blind":10,"length":10})")) ==
        "s.json: level 2: big_blind: 10 is less than level 1's 20 (blinds must not go down)");
  CHECK(schedule_error(with_level(R"({"small_blind":5,"big_blind":20,"length":10})")) ==
        "s.json: level 2: small_blind: 5 is less than level 1's 10 (blinds must not go down)");
  // Equal levels are fine (a longer stay at one level, written as two).
  CHECK(schedule_error(with_level(R"({"big_blind":20,"length":10})")) == "");
}

TEST_CASE("schedule setting names resolve to shipped files") {
  CHECK(arena::resolve_schedule_path("turbo") == std::filesystem::path("schedules/turbo.json"));
  CHECK(arena::resolve_schedule_path("my/sched.json") == std::filesystem::path("my/sched.json"));
  CHECK(arena::resolve_schedule_path("local.json") == std::filesystem::path("local.json"));
}

TEST_CASE("the shipped schedules are built into the arena, as in schedules/") {
  // Every schedules/*.json, with the text it has now (CMake embeds it again when it changes).
  std::vector<std::string> on_disk;
  for (const auto& entry :
       std::filesystem::directory_iterator(test_paths::source_dir() / "schedules")) {
    if (entry.path().extension() == ".json") on_disk.push_back(entry.path().stem().string());
  }
  std::sort(on_disk.begin(), on_disk.end());
  std::vector<std::string> built_in;
  for (const auto& shipped : arena::shipped_schedules()) {
    built_in.emplace_back(shipped.name);
    std::ifstream in(test_paths::source_dir() / "schedules" /
                     (std::string(shipped.name) + ".json"));
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK_MESSAGE(shipped.text == text, shipped.name);
  }
  CHECK(built_in == on_disk);
  CHECK(arena::shipped_schedule_names() == "botpoker hyper_turbo standard turbo");
  CHECK(arena::find_shipped_schedule("turbo") != nullptr);
  CHECK(arena::find_shipped_schedule("weekly") == nullptr);
}

TEST_CASE("a schedule setting loads a file there, else the shipped schedule, from any folder") {
  const auto source = test_paths::source_dir();
  const auto turbo = arena::load_schedule_file(source / "schedules/turbo.json");
  const auto standard = arena::load_schedule_file(source / "schedules/standard.json");
  const auto elsewhere = schedule_temp_dir() / "elsewhere";
  std::filesystem::remove_all(elsewhere);
  std::filesystem::create_directories(elsewhere);
  const auto cwd = std::filesystem::current_path();
  std::filesystem::current_path(elsewhere);  // no schedules/ folder here

  auto error = [](const std::string& setting) -> std::string {
    try {
      arena::load_schedule_setting(setting, "command line: --schedule");
    } catch (const arena::ConfigError& e) {
      return e.what();
    }
    return "";
  };
  // A shipped name, and the default setting (the shipped file's path in the repository).
  const auto by_name = arena::load_schedule_setting("turbo", "x");
  CHECK(by_name.name == "turbo");
  CHECK(by_name.unit == turbo.unit);
  CHECK(by_name.levels == turbo.levels);
  const auto by_default = arena::load_schedule_setting("schedules/standard.json", "x");
  CHECK(by_default.name == "standard");
  CHECK(by_default.levels == standard.levels);
  // Not shipped, and not there: the error names the file and the shipped schedules.
  CHECK(error("weekly") ==
        "command line: --schedule: schedule file 'schedules/weekly.json' not found (shipped "
        "schedules: botpoker hyper_turbo standard turbo)");
  CHECK(error("schedules/weekly.json") ==
        "command line: --schedule: schedule file 'schedules/weekly.json' not found (shipped "
        "schedules: botpoker hyper_turbo standard turbo)");
  // A path elsewhere is only ever that file, even when its name is a shipped one's.
  CHECK(error("mine/turbo.json") ==
        "command line: --schedule: schedule file 'mine/turbo.json' not found (shipped "
        "schedules: botpoker hyper_turbo standard turbo)");
  CHECK(error("turbo.json").rfind("command line: --schedule: schedule file 'turbo.json' not", 0) ==
        0);

  // A file of the setting's path comes first: schedules/<name>.json here, then any path.
  std::filesystem::create_directories("schedules");
  std::ofstream("schedules/turbo.json")
      << R"({"unit":"hands","levels":[{"big_blind":2,"length":3}]})";
  std::ofstream("schedules/weekly.json")
      << R"({"unit":"orbits","levels":[{"big_blind":4,"length":1}]})";
  std::ofstream("mine.json") << R"({"unit":"hands","levels":[{"big_blind":6,"length":1}]})";
  CHECK(arena::load_schedule_setting("turbo", "x").levels.at(0).big_blind == 2);
  CHECK(arena::load_schedule_setting("weekly", "x").name == "weekly");
  CHECK(arena::load_schedule_setting("weekly", "x").unit == poker::LevelUnit::Orbits);
  CHECK(arena::load_schedule_setting("mine.json", "x").levels.at(0).big_blind == 6);
  CHECK(arena::load_schedule_setting("standard", "x").levels == standard.levels);

  std::filesystem::current_path(cwd);
  std::filesystem::remove_all(elsewhere);
}

TEST_CASE("R5 R8 ante-only levels: no blinds, an ante, and min_bet sizing the bets") {
  const auto schedule = arena::parse_schedule_text(
      R"({"unit":"hands","levels":[{"big_blind":0,"ante":10,"min_bet":20,"length":5},)"
      R"({"small_blind":0,"big_blind":0,"ante":20,"ante_kind":"big-blind","min_bet":40,"length":5},)"
      R"({"big_blind":40,"length":10}]})",
      "s.json", "s");
  REQUIRE(schedule.levels.size() == 3);
  CHECK(schedule.levels[0].big_blind == 0);
  CHECK(schedule.levels[0].small_blind == 0);
  CHECK(schedule.levels[0].ante_kind == poker::AnteKind::EveryPlayer);
  CHECK(schedule.levels[0].min_bet == 20);
  CHECK(schedule.levels[1].ante_kind == poker::AnteKind::BigBlind);
  CHECK(schedule.levels[1].min_bet == 40);
  CHECK(schedule.levels[2].min_bet == 0);
  // The round trip keeps min_bet, and writes it only for the levels that have it.
  const auto json = arena::schedule_to_json(schedule);
  CHECK(json["levels"][0]["min_bet"] == 20);
  CHECK_FALSE(json["levels"][2].contains("min_bet"));
  CHECK(arena::parse_schedule_text(json.dump(), "again.json", "s").levels == schedule.levels);

  const auto one_level = [](const std::string& level) {
    return schedule_error(R"({"unit":"hands","levels":[)" + level + "]}");
  };
  CHECK(one_level(R"({"big_blind":0,"ante":10,"length":5})") ==
        "s.json: level 1: min_bet: missing (a level without blinds needs the smallest bet, e.g. "
        "\"min_bet\": 20)");
  CHECK(one_level(R"({"big_blind":0,"ante":10,"min_bet":0,"length":5})") ==
        "s.json: level 1: min_bet: must be at least 1, got 0");
  CHECK(one_level(R"({"big_blind":40,"min_bet":80,"length":5})") ==
        "s.json: level 1: min_bet: is only for a level without blinds (the big blind 40 is the "
        "smallest bet)");
  CHECK(one_level(R"({"small_blind":0,"big_blind":0,"ante":0,"length":5})") ==
        "s.json: level 1: big_blind: is 0 and there is no ante: a level needs blinds or an ante "
        "(or both)");
}

TEST_CASE("R20 every shipped schedule ends: all structures, 2 to 10 players, random and absent") {
  // Absent players (no-shows, crashed bots) check or fold and are folded before showdown (R23,
  // R24); the rest play random legal actions. Every tournament must end by the rules alone.
  const auto dir = test_paths::source_dir() / "schedules";
  int tournaments = 0, all_absent = 0;
  long long hands = 0;
  int longest = 0;
  for (const std::string name : {"standard", "turbo", "hyper_turbo", "botpoker"}) {
    const auto schedule = arena::load_schedule_file(dir / (name + ".json"));
    for (int structure = 0; structure < 3; ++structure) {
      for (int n = 2; n <= 10; ++n) {
        for (int absent_kind = 0; absent_kind < 3; ++absent_kind) {  // none, some, all absent
          CAPTURE(name);
          CAPTURE(structure);
          CAPTURE(n);
          CAPTURE(absent_kind);
          poker::SitAndGoSetup setup;
          setup.entrants = n;
          setup.starting_stack = 1500;
          setup.structure = static_cast<poker::Structure>(structure);
          setup.schedule = schedule;
          setup.seed =
              poker::Seed::from_text(name + std::to_string(structure * 100 + n * 10 + absent_kind));
          poker::SitAndGo sng(setup);
          std::vector<bool> absent(static_cast<std::size_t>(n), absent_kind == 2);
          if (absent_kind == 1)
            for (int e = 0; e < n; e += 2) absent[static_cast<std::size_t>(e)] = true;
          for (int e = 0; e < n; ++e)
            sng.set_folds_before_showdown(e, absent[static_cast<std::size_t>(e)]);
          std::mt19937_64 rng(static_cast<std::uint64_t>(tournaments));
          const auto decide = [&](const poker::Hand& hand, int entrant) {
            const poker::Legal l = hand.legal();
            if (absent[static_cast<std::size_t>(entrant)])
              return l.check ? poker::Action{poker::ActionType::Check, 0}
                             : poker::Action{poker::ActionType::Fold, 0};
            return test_play::random_legal_action(l, rng, test_play::BetSize::Anywhere);
          };
          int played = 0;
          while (!sng.finished()) {
            sng.play_hand(decide);
            REQUIRE(++played < 20'000);
          }
          ++tournaments;
          all_absent += absent_kind == 2;
          hands += played;
          longest = std::max(longest, played);
        }
      }
    }
  }
  MESSAGE(tournaments << " tournaments ended (" << all_absent << " with every player absent), "
                      << hands << " hands, the longest " << longest);
  CHECK(tournaments == 4 * 3 * 9 * 3);
}
