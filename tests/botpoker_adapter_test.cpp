// botpoker bots playing unchanged: an HTTP server written for the tests in botpoker's manner
// (tests/bots/botpoker_server.cpp) seated with `botpoker:COMMAND` through the real adapter; the
// payloads it was posted and the actions the arena logged are checked against botpoker's rules.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "support/arena_runner.hpp"
#include "support/botpoker_payloads.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

const std::string kServer = "botpoker:build/bin/testbot_botpoker_server";

// The logged actions of the bot named `name`.
std::vector<nlohmann::json> actions_of(const fs::path& run, const std::string& name) {
  std::vector<nlohmann::json> out;
  for (const auto& hand : read_jsonl(run / "hands.jsonl")) {
    int seat = -1;
    for (const auto& p : hand["players"])
      if (p["name"] == name) seat = p["seat"];
    for (const auto& a : hand["actions"])
      if (a["seat"] == seat && a["street"] != "showdown") out.push_back(a);
  }
  return out;
}

RunResult play(const fs::path& results, const std::string& name, const std::string& style) {
  return run_arena("run" + kUnhurried + " --seed bp-" + style +
                       " --stack 1000 --schedule hyper_turbo --bot 'bp=" + kServer + " " + style +
                       "' --bot c=build/bin/caller --bot r=build/bin/raiser --quiet",
                   name, results);
}

}  // namespace

TEST_CASE("botpoker: the payload holds the engine's fields and the bot's own cards alone") {
  const fs::path results = scratch_dir("botpoker-raise");
  const RunResult r = play(results, "raise", "raise");
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(standing_of(r, "bp")["protocol_errors"] == 0);
  CHECK(standing_of(r, "bp")["timeouts"] == 0);
  const auto posted = botpoker_payloads(results / "raise" / "logs" / "bp.stderr.log");
  REQUIRE(!posted.empty());
  for (const auto& p : posted) {
    for (const char* key :
         {"tournamentId", "game", "hand", "spinCount", "buyin", "sb", "dealer", "pot", "sidepots",
          "commonCards", "callAmount", "minimumRaiseAmount", "players", "me"})
      CHECK_MESSAGE(p.contains(key), key);
    CHECK(p["buyin"] == 1000);
    CHECK(p["minimumRaiseAmount"] >= p["callAmount"]);
    const std::size_t me = p["me"];  // create.js talk(): the bot's index in `players`
    for (std::size_t i = 0; i < p["players"].size(); ++i) {
      const auto& player = p["players"][i];
      CHECK(player["id"].is_string());  // the engine's player ids are strings ("a1", "r2")
      if (i == me) {
        REQUIRE(player["cards"].size() == 2);
        for (const auto& c : player["cards"]) {
          CHECK(std::string("2345678910JQKA").find(c["rank"].get<std::string>()) !=
                std::string::npos);
          CHECK(std::string("CDHS").find(c["type"].get<std::string>()) != std::string::npos);
        }
      } else {
        CHECK_FALSE(player.contains("cards"));  // another bot's cards are never sent
      }
    }
  }
  // Answering the minimum raise amount raises (or calls all in when short).
  int raises = 0;
  for (const auto& a : actions_of(results / "raise", "bp")) raises += a["action"] == "raise";
  CHECK(raises > 0);
}

TEST_CASE("botpoker: 0 folds (or checks when free), more than its stack goes all in") {
  const fs::path results = scratch_dir("botpoker-styles");
  const RunResult fold = play(results, "fold", "fold");
  INFO(fold.output);
  REQUIRE(fold.exit_code == 0);
  for (const auto& a : actions_of(results / "fold", "bp"))
    CHECK((a["action"] == "fold" || a["action"] == "check"));

  const RunResult allin = play(results, "allin", "allin");
  INFO(allin.output);
  REQUIRE(allin.exit_code == 0);
  const auto actions = actions_of(results / "allin", "bp");
  REQUIRE(!actions.empty());
  CHECK(actions.front()["all_in"] == true);
}

// The answer is read as the engine reads it (github:brunoscopelliti/poker-holdem-engine):
// its `request` 2.88.2 with `json: true` parses the body as JSON when it can and keeps the text
// otherwise (request.js, readResponseBody); domain/player/create.js, sanitizeAmount(), takes
// Number() of it, positive or 0, and talk() caps it at the bot's chips. Its own test,
// domain/player/player.talk.test.js, reads "lol" and "-10" as 0.
TEST_CASE("botpoker: the answer is read as the engine's talk() reads it, JSON then Number()") {
  const fs::path results = scratch_dir("botpoker-answers");
  const auto first_actions = [&](const std::string& name, const std::string& words) {
    const RunResult r = run_arena(
        "run --seed answers --stack 1000 --hand-limit 2 --decision-ms 20000 --bot 'bp=" + kServer +
            " answer " + words + "' --bot c=build/bin/caller --quiet",
        name, results);
    INFO(r.output);
    REQUIRE(r.exit_code == 0);
    CHECK(standing_of(r, "bp")["protocol_errors"] == 0);
    CHECK(standing_of(r, "bp")["timeouts"] == 0);
    const auto actions = actions_of(results / name, "bp");
    REQUIRE(!actions.empty());
    return actions;
  };
  // Number("lol"), Number("100000 chips") are NaN; -10 is not positive: 0 chips, which folds
  // (or checks when nothing is owed).
  for (const auto& run : std::vector<std::pair<std::string, std::string>>{
           {"lol", "lol"}, {"words", "100000 chips"}, {"negative", "-10"}}) {
    const std::string& name = run.first;
    const std::string& words = run.second;
    CAPTURE(words);
    for (const auto& a : first_actions(name, words))
      CHECK((a["action"] == "fold" || a["action"] == "check"));
  }
  // Number("Infinity"), the JSON string "100000", the JSON array [100000] and Number("0x186A0")
  // are at least the bot's chips: all in.
  for (const auto& run :
       std::vector<std::pair<std::string, std::string>>{{"infinity", "Infinity"},
                                                        {"json-string", "\\\"100000\\\""},
                                                        {"json-array", "[100000]"},
                                                        {"hex", "0x186A0"}}) {
    const std::string& name = run.first;
    const std::string& words = run.second;
    CAPTURE(words);
    CHECK(first_actions(name, words).front()["all_in"] == true);
  }
}

// The engine folds a bot whose server is gone every hand without a word (create.js talk(): a
// failed request is 0); the arena says so: the adapter exits, and the bot has crashed.
TEST_CASE("botpoker: a server that exits is a crashed bot, with the reason in its log") {
  const fs::path results = scratch_dir("botpoker-exit");
  const RunResult r = run_arena(
      "run --seed gone --stack 1000 --hand-limit 6 --decision-ms 20000 --bot 'bp=" + kServer +
          " exit' --bot c=build/bin/caller --quiet",
      "gone", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(standing_of(r, "bp")["ended"] == "crashed");
  const std::string log = read_file(results / "gone" / "logs" / "bp.stderr.log");
  CHECK(log.find("testbot_botpoker_server exited (status 3)") != std::string::npos);
}

TEST_CASE("botpoker: a game botpoker does not deal is refused before the first hand") {
  const fs::path results = scratch_dir("botpoker-refused");
  const RunResult r =
      run_arena("run --game badugi --bot 'bp=" + kServer + "' --bot c=build/bin/caller --quiet",
                "badugi", results);
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("botpoker bots play Texas Hold'em") != std::string::npos);
}

TEST_CASE("botpoker and acpc: both adapters play inside the sandbox, sharing its loopback") {
  const fs::path results = scratch_dir("adapters-sandbox");
  const RunResult r = run_arena(
      "run" + kUnhurried +
          " --sandbox on --seed sandboxed --stack 500 --schedule hyper_turbo --bot 'bp=" + kServer +
          " call' --bot 'a=acpc:build/bin/testbot_acpc_client {game} {host} {port}' "
          "--bot c=build/bin/caller --quiet",
      "sandboxed", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  for (const char* bot : {"bp", "a"}) {
    CAPTURE(bot);
    CHECK(standing_of(r, bot)["protocol_errors"] == 0);
    CHECK(standing_of(r, bot)["timeouts"] == 0);
    CHECK(standing_of(r, bot)["decisions"] > 0);
  }
}
