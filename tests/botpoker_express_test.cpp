// A real botpoker bot: an express server shaped as the botpoker engine's README writes one
// (tests/bots/botpoker_express/server.js and player.js, run by node with Debian's node-express)
// plays a sit-and-go through `botpoker:` and the arena's adapter. What it was posted is checked
// against the engine's own source, github:brunoscopelliti/poker-holdem-engine at 9ae913c
// (@botpoker/engine-holdem 1.0.3): domain/player/create.js, talk(), builds the payload.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"
#include "support/botpoker_payloads.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace express_bot {

// Debian's node finds its packaged modules in /usr/share/nodejs by itself (its
// README.Debian); a node from elsewhere (NodeSource, nvm) needs NODE_PATH for them.
const std::string kNode = "env NODE_PATH=/usr/share/nodejs node";
const std::string kBot = "botpoker:" + kNode + " tests/bots/botpoker_express/server.js";

}  // namespace express_bot

using express_bot::kBot;
using express_bot::kNode;

TEST_CASE("botpoker: the engine README's express bot plays a sit-and-go through the adapter") {
  const int node_ready = std::system(
      (kNode + " -e 'require(\"express\"); require(\"body-parser\")' >/dev/null 2>&1").c_str());
  REQUIRE_MESSAGE(node_ready == 0, "node and Debian's node-express are needed: run scripts/setup");

  const fs::path results = scratch_dir("botpoker-express");
  // Seed 8 deals 23 hands in which it bets, raises, calls and checks, and 3 of its turns come
  // with side pots; three callers and a raiser as opponents, all deterministic. Generous time
  // limits: node answers in milliseconds, but a loaded machine must not turn a slow start or
  // answer into a time-out.
  const RunResult r = run_arena(
      "run --seed 8 --stack 1000 --schedule hyper_turbo --decision-ms 20000 --startup-ms 60000"
      " --bot 'js=" +
          kBot +
          "' --bot c=build/bin/caller --bot c2=build/bin/caller"
          " --bot c3=build/bin/caller --bot r=build/bin/raiser --quiet",
      "express", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const auto js = standing_of(r, "js");
  CHECK(js["protocol_errors"] == 0);
  CHECK(js["timeouts"] == 0);
  CHECK(js["decisions"] > 0);
  CHECK(js["errors"].empty());
  CHECK((js["ended"] == "finished" || js["ended"] == "eliminated"));
  CHECK(js["hands_played"] > 10);

  // What it did, from the log: raises with a pair, calls (or checks) otherwise.
  std::set<std::string> did;
  for (const auto& hand : r.hands) {
    int seat = -1;
    for (const auto& p : hand["players"])
      if (p["name"] == "js") seat = p["seat"];
    for (const auto& a : hand["actions"])
      if (a["seat"] == seat && a["street"] != "showdown")
        did.insert(a["action"].get<std::string>());
  }
  CHECK(did.count("raise") > 0);
  CHECK(did.count("bet") > 0);
  CHECK(did.count("call") > 0);
  CHECK(did.count("fold") == 0);  // it never answers below the call

  const auto posted = botpoker_payloads(r.dir / "logs" / "js.stderr.log");
  REQUIRE(!posted.empty());
  // create.js talk(): payload.buyin, tournamentId, game, hand, spinCount, dealer, sb, pot,
  // sidepots, commonCards, callAmount, minimumRaiseAmount, players, me; nothing else.
  const std::set<std::string> engine_fields = {
      "buyin", "tournamentId", "game",        "hand",       "spinCount",          "dealer",  "sb",
      "pot",   "sidepots",     "commonCards", "callAmount", "minimumRaiseAmount", "players", "me"};
  bool saw_side_pot = false;
  nlohmann::json street;  // the hand and board of the last payload, for spinCount
  int spin = 0;
  for (const auto& p : posted) {
    // spinCount: 0 at the bot's first turn of a betting round (pre-flop.js,
    // make-post-flop-task.js), one more each time round the table (bet-loop.js).
    const nlohmann::json this_street = {p["hand"], p["commonCards"].size()};
    spin = this_street == street ? spin + 1 : 0;
    street = this_street;
    CHECK(p["spinCount"] == spin);
    std::set<std::string> fields;
    for (const auto& [key, value] : p.items()) fields.insert(key);
    CHECK(fields == engine_fields);
    CHECK(p["tournamentId"].is_string());
    for (const char* number : {"game", "hand", "spinCount", "dealer", "sb", "pot", "callAmount",
                               "minimumRaiseAmount", "me", "buyin"})
      CHECK_MESSAGE(p[number].is_number_integer(), number);
    CHECK(p["buyin"] == 1000);
    // minimumRaiseAmount = callAmount + (lastRaiseAmount || 2 * sb): at least a big blind more.
    CHECK(p["minimumRaiseAmount"].get<long>() >=
          p["callAmount"].get<long>() + 2 * p["sb"].get<long>());
    const std::size_t me = p["me"];
    REQUIRE(me < p["players"].size());
    for (std::size_t i = 0; i < p["players"].size(); ++i) {
      const auto& player = p["players"][i];
      // {chips, chipsBet, id, name, state}, and `cards` on the bot's own entry alone.
      std::set<std::string> keys;
      for (const auto& [key, value] : player.items()) keys.insert(key);
      std::set<std::string> expected = {"chips", "chipsBet", "id", "name", "state"};
      if (i == me) expected.insert("cards");
      CHECK(keys == expected);
      CHECK(player["id"].is_string());
      // domain/player/states.js: "active", "fold", "out".
      const std::string state = player["state"];
      CHECK((state == "active" || state == "fold" || state == "out"));
    }
    CHECK(p["players"][me]["name"] == "js");
    CHECK(p["players"][me]["state"] == "active");
    // The deck (@botpoker/cards, formerly brunoscopelliti/poker-deck index.js): {rank, type},
    // ranks "2".."10", "J", "Q", "K", "A", types "H", "S", "D", "C".
    const std::set<std::string> ranks = {"2", "3",  "4", "5", "6", "7", "8",
                                         "9", "10", "J", "Q", "K", "A"};
    const std::set<std::string> types = {"H", "S", "D", "C"};
    REQUIRE(p["players"][me]["cards"].size() == 2);
    for (const auto& c : p["players"][me]["cards"]) {
      CHECK(ranks.count(c["rank"].get<std::string>()) == 1);
      CHECK(types.count(c["type"].get<std::string>()) == 1);
    }
    for (const auto& c : p["commonCards"]) CHECK(ranks.count(c["rank"].get<std::string>()) == 1);
    // split-pot.js: {minChipsBet, pot} entries, once a player is all in.
    for (const auto& side : p["sidepots"]) {
      CHECK(side["minChipsBet"].is_number_integer());
      CHECK(side["pot"].is_number_integer());
      saw_side_pot = true;
    }
  }
  CHECK(saw_side_pot);

  check_verifies(r.dir);
}
