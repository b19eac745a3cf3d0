// Draw requests pre-acted (R25, R30) from the two SDKs: a betting plan and a draw plan stand
// together (engine/turn_policy.hpp keeps one pending request of each kind), so the sample calling
// stations (bin/caller and bots/caller.py, real processes over real pipes) send `call_any` and
// `stand_pat` when a draw game's hand starts, their `discard` where one is compulsory; and
// through the real arena their draws are applied without a `draw` request, chip for chip the run
// they play when asked.
#include <doctest/doctest.h>

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "arena_bot.hpp"
#include "sdk_calling_stations.hpp"
#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"
#include "support/paths.hpp"

using nlohmann::json;
using sdk_test::calling_stations;
using sdk_test::ChildBot;
using sdk_test::expect_quiet;
using sdk_test::expect_quiet_then_clean_exit;
using sdk_test::greeted;
using sdk_test::next_message;

namespace {

// Seat 1 of two, in a run that takes advance requests, of `variant` with these draw rounds.
std::string draw_game_hello(const std::string& variant, int min_discard) {
  const json draw{{"min_discard", min_discard}, {"max_discard", 5}, {"replace", true}};
  return json{{"type", "hello"},
              {"protocol", 1},
              {"mode", "tournament"},
              {"seat", 1},
              {"name", "b"},
              {"players", {{{"seat", 0}, {"name", "a"}}, {{"seat", 1}, {"name", "b"}}}},
              {"game",
               {{"variant", variant},
                {"structure", "fixed-limit"},
                {"starting_stack", 1000},
                {"hole_cards", 5},
                {"streets",
                 {{{"name", "predraw"}, {"bet", "small"}},
                  {{"name", "draw1"}, {"bet", "small"}, {"draw", draw}}}}}},
              {"table_rules", {{"advance_actions", true}}}}
             .dump() +
         "\n";
}

std::string draw_hand_start(int hand) {
  return json{{"type", "hand_start"},
              {"hand", hand},
              {"level", 1},
              {"small_blind", 10},
              {"big_blind", 20},
              {"button", 1},
              {"small_blind_seat", 1},
              {"big_blind_seat", 0},
              {"seats",
               {{{"seat", 0}, {"name", "a"}, {"stack", 1000}},
                {{"seat", 1}, {"name", "b"}, {"stack", 1000}}}},
              {"seat", 1},
              {"hole", {"2c", "3d", "4h", "5s", "7c"}}}
             .dump() +
         "\n";
}

json request_of(int hand, const char* action) {
  return json{{"type", "advance"}, {"hand", hand}, {"action", action}};
}

}  // namespace

TEST_CASE("R25 R30 both SDKs' calling stations pre-act call_any and stand_pat in a draw game") {
  for (const auto& argv : calling_stations()) {
    INFO(argv.back());
    const auto bot = greeted(argv, draw_game_hello("2-7-triple-draw", 0));
    bot->send_raw(draw_hand_start(1));
    CHECK(next_message(*bot) == request_of(1, "call_any"));
    CHECK(next_message(*bot) == request_of(1, "stand_pat"));
    expect_quiet_then_clean_exit(*bot);
  }
}

TEST_CASE("R25 R30 a hand's start that comes with a draw: the SDKs send the plan, then answer") {
  // A bot all-in from its blind is first asked at a draw: as at an act, its plan goes out
  // before the answer and nothing after it, when the hand may already be over.
  const std::string draw =
      R"({"type":"draw","id":3,"hand":1,"street":"draw1","round":1,"min_discard":0,)"
      R"("max_discard":5,"replace":true,"hole":["2c","3d","4h","5s","7c"],"time_ms":1000})"
      "\n";
  for (const auto& argv : calling_stations()) {
    INFO(argv.back());
    const auto bot = greeted(argv, draw_game_hello("2-7-triple-draw", 0));
    bot->send_raw(draw_hand_start(1) + draw);
    CHECK(next_message(*bot) == request_of(1, "call_any"));
    CHECK(next_message(*bot) == request_of(1, "stand_pat"));
    CHECK(next_message(*bot) == json{{"type", "discard"}, {"id", 3}, {"cards", json::array()}});
    expect_quiet_then_clean_exit(*bot);
  }
}

TEST_CASE("R25 R28 where a discard is compulsory the calling stations pre-act their discard") {
  for (const auto& argv : calling_stations()) {
    INFO(argv.back());
    const auto bot = greeted(argv, draw_game_hello("crazy-pineapple", 1));
    bot->send_raw(draw_hand_start(1));
    CHECK(next_message(*bot) == request_of(1, "call_any"));
    // Not a stand_pat, which would be void here: the discard they would answer, the lowest card.
    json discard = request_of(1, "discard");
    discard["cards"] = {"2c"};
    CHECK(next_message(*bot) == discard);
    expect_quiet(*bot);
    // Its discard used, the hand's only one: the call_any still stands, so nothing is sent (a
    // request sent now could reach the arena after the hand is over, and be ignored).
    bot->send_raw(
        R"({"type":"advanced","hand":1,"street":"turn","request":"discard","taken":"discard"})"
        "\n");
    expect_quiet_then_clean_exit(*bot);
  }
}

TEST_CASE("R25 R30 both SDKs write the draw request lines the protocol names") {
  const json discard{
      {"type", "advance"}, {"hand", 7}, {"action", "discard"}, {"cards", {"Kd", "2s"}}};
  CHECK(json::parse(arena_bot::advance_line(7, arena_bot::Advance::stand_pat())) ==
        request_of(7, "stand_pat"));
  CHECK(json::parse(arena_bot::advance_line(7, arena_bot::Advance::discard({"Kd", "2s"}))) ==
        discard);
  const std::string script = "import sys\nsys.path.insert(0, " +
                             json((test_paths::source_dir() / "sdk" / "python").string()).dump() +
                             ")\nimport arena_bot\nA = arena_bot.Advance\n"
                             "for r in (A.stand_pat(), A.discard(['Kd', '2s'])):\n"
                             "    print(arena_bot.advance_line(7, r), flush=True)\n";
  ChildBot python({"python3", "-c", script});
  CHECK(next_message(python) == request_of(7, "stand_pat"));
  CHECK(next_message(python) == discard);
  CHECK(python.wait_exit() == 0);
}

TEST_CASE("R25 R30 through the arena, pre-acted draws play the seeded run the callers answer") {
  // Triple draw: a stand_pat beside the call_any. Crazy Pineapple: the compulsory discard.
  for (const std::string game : {"2-7-triple-draw", "crazy-pineapple"}) {
    INFO(game);
    auto run = [&](const std::string& advance) {
      const std::string name = "sdk-draw-advance-" + game + "-" + advance;
      return test_arena::run_arena("run --game " + game +
                                       " --stack 500 --quiet --hand-limit 25 --seed 12" +
                                       test_arena::kUnhurried + " --advance-actions " + advance +
                                       " --bot cpp=build/bin/caller --bot py='python3 "
                                       "bots/caller.py' --bot raiser=build/bin/raiser",
                                   name, test_arena::scratch_dir(name));
    };
    const auto on = run("on");
    const auto off = run("off");
    INFO(on.output << off.output);
    REQUIRE(on.exit_code == 0);
    REQUIRE(off.exit_code == 0);
    REQUIRE(on.hands.size() == off.hands.size());
    int pre_acted_draws = 0;
    int both_plans = 0;  // a seat's hands with a draw request and a call_any applied
    for (std::size_t h = 0; h < on.hands.size(); ++h) {
      INFO("hand " << h + 1);
      const auto& a = on.hands[h]["actions"];
      const auto& b = off.hands[h]["actions"];
      REQUIRE(a.size() == b.size());
      std::map<int, std::set<std::string>> applied;  // by seat
      for (std::size_t i = 0; i < a.size(); ++i) {
        for (const char* key : {"seat", "action", "amount", "cards"})
          CHECK(a[i].value(key, json()) == b[i].value(key, json()));
        if (!a[i].contains("advance")) continue;
        const std::string kind = a[i]["advance"]["request"];
        applied[a[i]["seat"].get<int>()].insert(kind);
        if (kind != "stand_pat" && kind != "discard") continue;
        ++pre_acted_draws;
        CHECK(a[i]["action"] == "discard");
        CHECK(a[i]["cards"].size() == (kind == "discard" ? 1U : 0U));
      }
      for (const auto& [seat, kinds] : applied) both_plans += kinds.size() == 2 ? 1 : 0;
      CHECK(on.hands[h]["stacks"] == off.hands[h]["stacks"]);
    }
    CHECK(pre_acted_draws > 0);
    // Both plans stood together: the draw request, sent after the call_any, did not replace it.
    CHECK(both_plans > 0);
    for (const char* bot : {"cpp", "py"}) {
      INFO(bot);
      const json s = test_arena::standing_of(on, bot);
      CHECK(s["advance"]["void"] == 0);
      CHECK(s["advance"]["ignored"] == 0);
      CHECK(s["protocol_errors"] == 0);
    }
    test_arena::check_verifies(on.dir);
  }
}
