// Match settings: the match's own fields (hands, blinds, ante, duplicate) on top of the shared
// settings parser, defaults, flags over the file, the config.json round trip, clear errors.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "arena/config/match_config.hpp"

using arena::MatchConfig;

namespace {

const std::string kBots =
    R"("bots": [{"name": "a", "command": "build/bin/caller"}, {"name": "b", "command": "x"}])";

MatchConfig parse(const std::string& fields) {
  return arena::parse_match_config_text("{" + kBots + (fields.empty() ? "" : ", ") + fields + "}",
                                        "m.json");
}

std::string error_of(const std::string& fields) {
  try {
    parse(fields);
  } catch (const arena::ConfigError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("match defaults: 1000 hands at 50/100, 200 big blinds deep, not duplicate") {
  const MatchConfig m = parse("");
  CHECK(m.hands == 1000);
  CHECK(m.blinds.small_blind == 50);
  CHECK(m.blinds.big_blind == 100);
  CHECK(m.blinds.ante == 0);
  CHECK(m.blinds.ante_kind == poker::AnteKind::None);
  CHECK(m.common.starting_stack == 20000);
  CHECK(!m.duplicate);
  CHECK(m.rotations() == 1);
  CHECK(m.deals() == 1000);
  CHECK(m.common.name.rfind("match-", 0) == 0);
  // The hello's schedule: one level with the fixed blinds.
  REQUIRE(m.common.schedule.levels.size() == 1);
  CHECK(m.common.schedule.levels[0].big_blind == 100);
}

TEST_CASE("R7 a match's big blind alone gives half of it as the small blind") {
  const MatchConfig m = parse(R"("big_blind": 25, "hands": 10)");
  CHECK(m.blinds.small_blind == 12);
  CHECK(m.common.starting_stack == 25 * 200);
}

TEST_CASE("match antes: every player by default, or the big blind's") {
  CHECK(parse(R"("ante": 10)").blinds.ante_kind == poker::AnteKind::EveryPlayer);
  const MatchConfig m = parse(R"("ante": 100, "ante_kind": "big-blind", "starting_stack": 5000)");
  CHECK(m.blinds.ante == 100);
  CHECK(m.blinds.ante_kind == poker::AnteKind::BigBlind);
  CHECK(m.common.starting_stack == 5000);
}

TEST_CASE("duplicate: deals = hands / bots") {
  const MatchConfig m = parse(R"("duplicate": true, "hands": 400)");
  CHECK(m.duplicate);
  CHECK(m.rotations() == 2);
  CHECK(m.deals() == 200);
}

TEST_CASE("match flags override the file field by field") {
  arena::MatchOverrides flags;
  flags.hands = 30;
  flags.big_blind = 40;
  flags.duplicate = true;
  flags.common.seed = "s";
  const auto path = std::filesystem::temp_directory_path() / "match_config_test.json";
  {
    std::ofstream out(path);
    out << "{" << kBots << R"(, "hands": 500, "small_blind": 10, "big_blind": 20, "seed": "f"})";
  }
  const MatchConfig m = arena::resolve_match_config(path, flags);
  CHECK(m.hands == 30);
  CHECK(m.blinds.small_blind == 10);  // from the file
  CHECK(m.blinds.big_blind == 40);    // from the flag
  CHECK(m.duplicate);
  CHECK(m.common.seed == "s");
  std::filesystem::remove(path);
}

TEST_CASE("a match's config.json loads back to the same settings") {
  const MatchConfig m = parse(
      R"("name": "m1", "hands": 60, "small_blind": 5, "big_blind": 10, "ante": 2,
         "duplicate": true, "structure": "pot-limit", "seed": "x", "time": {"decision_ms": 50})");
  const nlohmann::json j = arena::to_json(m);
  CHECK(j["mode"] == "match");
  CHECK(!j.contains("schedule"));
  CHECK(!j.contains("points"));
  const MatchConfig back = arena::parse_match_config_text(j.dump(), "config.json");
  CHECK(arena::to_json(back) == j);
  CHECK(back.hands == 60);
  CHECK(back.blinds.ante == 2);
  CHECK(back.common.structure == poker::Structure::PotLimit);
  CHECK(back.common.time.decision_ms == 50);
}

TEST_CASE("bad match settings are errors naming the file and the field") {
  CHECK(error_of(R"("hands": 0)") == "m.json: hands: must be at least 1, got 0");
  CHECK(error_of(R"("small_blind": 300)")
            .find("m.json: small_blind: 300 is more than the big "
                  "blind 100") != std::string::npos);
  CHECK(error_of(R"("duplicate": "yes")").find("m.json: duplicate: must be true or false") == 0);
  CHECK(error_of(R"("schedule": "turbo")").find("m.json: schedule: is a sit-and-go setting") == 0);
  CHECK(error_of(R"("mode": "tournament")").find("m.json: mode: must be \"match\"") == 0);
  CHECK(error_of(R"("ante_kind": "none", "ante": 5)").find("m.json: ante_kind") == 0);
  CHECK(error_of(R"("hand": 10)").find("'hand'") != std::string::npos);  // unknown field
  CHECK(error_of(R"("duplicate": true, "hands": 101)") ==
        "m.json: hands: 101 is not a multiple of 2 (the number of bots): a duplicate match "
        "plays every deal once per seat rotation; use 100 or 102");
}

TEST_CASE("R5 R8 an ante-only match: big blind 0, an ante and min_bet (flags or file)") {
  const MatchConfig m = parse(R"("big_blind": 0, "ante": 50, "min_bet": 100, "hands": 10)");
  CHECK(m.blinds.big_blind == 0);
  CHECK(m.blinds.small_blind == 0);
  CHECK(m.blinds.ante == 50);
  CHECK(m.blinds.min_bet == 100);
  CHECK(m.common.starting_stack == 100 * 200);  // 200 smallest bets deep
  const nlohmann::json j = arena::to_json(m);
  CHECK(j["min_bet"] == 100);
  CHECK(arena::to_json(arena::parse_match_config_text(j.dump(), "config.json")) == j);

  arena::MatchOverrides flags;
  flags.common.bots = std::vector<arena::BotEntry>{{"a", "build/bin/caller"}, {"b", "x"}};
  flags.big_blind = 0;
  flags.ante = 50;
  flags.min_bet = 100;
  const MatchConfig from_flags = arena::resolve_match_config(std::nullopt, flags);
  CHECK(from_flags.blinds.min_bet == 100);
  flags.min_bet.reset();
  try {
    arena::resolve_match_config(std::nullopt, flags);
    FAIL("an ante-only match without min_bet was accepted");
  } catch (const arena::ConfigError& e) {
    CHECK(std::string(e.what()).find("min_bet: missing") != std::string::npos);
  }
  CHECK(error_of(R"("big_blind": 0)").find("m.json: big_blind: is 0 and there is no ante") == 0);
  CHECK(error_of(R"("min_bet": 100)").find("m.json: min_bet: is only for a level without blinds") ==
        0);
}
