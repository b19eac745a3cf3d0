// Advance requests (R25) from the two SDKs: the sample calling stations (bin/caller and
// bots/caller.py) as real processes over real pipes send one `call_any` when a hand starts and
// nothing more until they may pre-act again; they send none where the run takes none; both
// trackers read the table rules, protections, mucks and the arena's advance notes; and through
// the real arena, pre-acting changes nothing in a seeded run's chips.
#include <doctest/doctest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "arena_bot.hpp"
#include "sdk_calling_stations.hpp"
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

// Seat 1 of three; the run takes advance requests or not.
std::string hello_line(bool advance_actions) {
  return json{{"type", "hello"},
              {"protocol", 1},
              {"mode", "tournament"},
              {"seat", 1},
              {"name", "b"},
              {"players",
               {{{"seat", 0}, {"name", "a"}},
                {{"seat", 1}, {"name", "b"}},
                {{"seat", 2}, {"name", "c"}}}},
              {"game", {{"structure", "no-limit"}, {"starting_stack", 1000}}},
              {"table_rules",
               {{"advance_actions", advance_actions},
                {"timeout_rule", "all-in-protection"},
                {"protections", 2},
                {"showdown", "muck-losers"}}}}
             .dump() +
         "\n";
}

// Hand `hand` starts with seat 1 in the small blind: hand_start and both blinds, in one write.
std::string hand_start_lines(int hand) {
  const json start{{"type", "hand_start"},
                   {"hand", hand},
                   {"level", 1},
                   {"small_blind", 10},
                   {"big_blind", 20},
                   {"ante", 0},
                   {"ante_kind", "none"},
                   {"button", 0},
                   {"small_blind_seat", 1},
                   {"big_blind_seat", 2},
                   {"seats",
                    {{{"seat", 0}, {"name", "a"}, {"stack", 1000}},
                     {{"seat", 1}, {"name", "b"}, {"stack", 1000}},
                     {{"seat", 2}, {"name", "c"}, {"stack", 1000}}}},
                   {"seat", 1},
                   {"hole", {"Ah", "Kd"}}};
  const json sb{{"type", "post"}, {"hand", hand}, {"seat", 1}, {"blind", "small_blind"},
                {"amount", 10},   {"stack", 990}, {"pot", 10}};
  const json bb{{"type", "post"}, {"hand", hand}, {"seat", 2}, {"blind", "big_blind"},
                {"amount", 20},   {"stack", 980}, {"pot", 30}};
  return start.dump() + "\n" + sb.dump() + "\n" + bb.dump() + "\n";
}

const std::string kSeat0Calls =
    R"({"type":"acted","hand":1,"seat":0,"street":"preflop","action":"call","amount":20,"added":20,"all_in":false,"stack":980,"pot":50})"
    "\n";
const std::string kAct =
    R"({"type":"act","id":5,"hand":1,"street":"preflop","to_call":10,"min_raise_to":40,"max_raise_to":1000,"legal":["fold","call","raise"],"time_ms":1000,"stack":990,"bet":10,"pot":50})"
    "\n";
const std::string kHandEnd =
    R"({"type":"hand_end","hand":1,"stacks":[{"seat":0,"stack":1000},{"seat":1,"stack":1000},{"seat":2,"stack":1000}]})"
    "\n";

json advance(int hand) {
  return json{{"type", "advance"}, {"hand", hand}, {"action", "call_any"}};
}

const json kCallAnswer{{"type", "action"}, {"id", 5}, {"action", "call"}};

}  // namespace

TEST_CASE("R25 both SDKs' calling stations pre-act call_any once a hand, then answer act") {
  for (const auto& argv : calling_stations()) {
    INFO(argv.back());
    const auto bot = greeted(argv, hello_line(true));
    // Hand 1: the request comes once everything sent is read, made for this hand.
    bot->send_raw(hand_start_lines(1));
    CHECK(next_message(*bot) == advance(1));
    // Another player's action does not make it ask again: its request stands.
    bot->send_raw(kSeat0Calls);
    expect_quiet(*bot);
    // An act (the request reached the arena too late, say) is answered as always.
    bot->send_raw(kAct);
    CHECK(next_message(*bot) == kCallAnswer);
    expect_quiet(*bot);

    // Hand 2: a new request; once the arena says it used one up, the bot may send the next.
    bot->send_raw(kHandEnd + hand_start_lines(2));
    CHECK(next_message(*bot) == advance(2));
    bot->send_raw(
        R"({"type":"advanced","hand":2,"street":"preflop","request":"call","taken":"call"})"
        "\n"
        R"({"type":"acted","hand":2,"seat":1,"street":"preflop","action":"call","amount":10,"added":10,"all_in":false,"stack":980,"pot":40})"
        "\n");
    CHECK(next_message(*bot) == advance(2));
    expect_quiet_then_clean_exit(*bot);
  }
}

TEST_CASE("R25 a hand's start that comes with its act: the SDKs send the plan, then answer") {
  // Until a bot has sent a request, the arena writes a hand's start only with its first act.
  for (const auto& argv : calling_stations()) {
    INFO(argv.back());
    const auto bot = greeted(argv, hello_line(true));
    bot->send_raw(hand_start_lines(1) + kSeat0Calls + kAct);
    CHECK(next_message(*bot) == advance(1));
    CHECK(next_message(*bot) == kCallAnswer);
    expect_quiet_then_clean_exit(*bot);
  }
}

TEST_CASE("R25 where the run takes no advance requests the SDKs send none") {
  for (const auto& argv : calling_stations()) {
    INFO(argv.back());
    const auto bot = greeted(argv, hello_line(false));
    bot->send_raw(hand_start_lines(1) + kSeat0Calls);
    expect_quiet(*bot);
    bot->send_raw(kAct);
    CHECK(next_message(*bot) == kCallAnswer);
    bot->close_stdin();
    CHECK(bot->wait_exit() == 0);
  }
}

namespace {

// Messages that exercise what the trackers learn about the table rules (R25-R27).
const std::vector<std::string> kRulesSession = [] {
  std::vector<std::string> lines{hello_line(true)};
  std::string hand = hand_start_lines(1);
  for (std::size_t at = 0, nl; (nl = hand.find('\n', at)) != std::string::npos; at = nl + 1)
    lines.push_back(hand.substr(at, nl - at + 1));
  for (
      const char* m : {
          R"({"type":"acted","hand":1,"seat":0,"street":"preflop","action":"raise","amount":60,"added":60,"all_in":false,"stack":940,"pot":90})",
          R"({"type":"protected","hand":1,"seat":2,"street":"preflop","amount":20,"stack":980,"pot":90})",
          R"({"type":"advance_void","hand":1,"request":"call","reason":"call 10: the chips to call are now 50"})",
          R"({"type":"advance_ignored","hand":0,"request":"fold","reason":"made for hand 0, this is hand 1"})",
          R"({"type":"muck","hand":1,"seat":0})",
      })
    lines.push_back(std::string(m) + "\n");
  return lines;
}();

}  // namespace

TEST_CASE("R26 R27 the C++ tracker reads table rules, protections, mucks and advance notes") {
  arena_bot::Tracker tracker;
  for (std::size_t i = 0; i + 1 < kRulesSession.size(); ++i) {
    std::string line = kRulesSession[i];
    line.pop_back();
    tracker.update_line(line);
  }
  const arena_bot::GameState& s = tracker.state;
  CHECK(s.advance_actions);
  CHECK(s.timeout_rule == "all-in-protection");
  CHECK(s.protections == 2);
  CHECK(s.showdown == "muck-losers");
  CHECK(s.hand_in_play);
  CHECK(s.players.at(2).is_protected);
  CHECK_FALSE(s.players.at(1).is_protected);
  CHECK(s.call_cost() == 50);  // seat 0 raised to 60 over my small blind of 10
  CHECK(s.still_to_act());
  CHECK(s.advances_void == 1);
  CHECK(s.advances_ignored == 1);
  CHECK(s.advances_applied == 0);
  CHECK(s.last_advance_note["type"] == "advance_ignored");
  std::string muck = kRulesSession.back();
  muck.pop_back();
  CHECK(tracker.update_line(muck) == "muck");
  CHECK(s.history.back().type == "muck");
  CHECK(s.history.back().seat == 0);
  tracker.update_line(R"({"type":"hand_end","hand":1,"stacks":[]})");
  CHECK_FALSE(s.hand_in_play);
  CHECK_FALSE(s.still_to_act());  // between hands no request can be used
}

TEST_CASE("R26 R27 the Python tracker reads table rules, protections, mucks and advance notes") {
  // The Python SDK's Tracker fed the same session by a real python3, which prints what it knows.
  const std::string script =
      "import json, sys\n"
      "sys.path.insert(0, " +
      json((test_paths::source_dir() / "sdk" / "python").string()).dump() +
      ")\n"
      "import arena_bot\n"
      "t = arena_bot.Tracker()\n"
      "for line in sys.stdin:\n"
      "    if line.strip() == 'report':\n"
      "        s = t.state\n"
      "        print(json.dumps([s.advance_actions, s.timeout_rule, s.protections, s.showdown,\n"
      "            s.hand_in_play, s.player(2).protected, s.player(1).protected, s.call_cost(),\n"
      "            s.still_to_act(), s.advances_void, s.advances_ignored, s.advances_applied,\n"
      "            s.history[-1].type, s.history[-1].seat]), flush=True)\n"
      "    else:\n"
      "        t.update(json.loads(line))\n";
  ChildBot python({"python3", "-c", script});
  for (const auto& line : kRulesSession) python.send_raw(line);
  python.send_raw("report\n");
  const auto report = python.read_line();
  REQUIRE(report.has_value());
  CHECK(
      json::parse(*report) ==
      json::parse(
          R"([true,"all-in-protection",2,"muck-losers",true,true,false,50,true,1,1,0,"muck",0])"));
  python.send_raw(R"({"type":"hand_end","hand":1,"stacks":[]})"
                  "\nreport\n");
  const auto after = python.read_line();
  REQUIRE(after.has_value());
  CHECK(json::parse(*after)[4] == false);  // hand_in_play
  CHECK(json::parse(*after)[8] == false);  // still_to_act
  python.close_stdin();
  CHECK(python.wait_exit() == 0);
}

TEST_CASE("R25 through the arena, the SDKs' pre-acting callers play the seeded run they answer") {
  // Pre-acting is what they would answer, so a seeded run is the same chip for chip; only the
  // number of acts changes.
  auto run = [](const std::string& advance) {
    return test_arena::run_arena(
        "run --schedule schedules/hyper_turbo.json --stack 500 --quiet --hand-limit 30 --seed 11" +
            test_arena::kUnhurried + " --advance-actions " + advance +
            " --bot cpp=build/bin/caller --bot py='python3 bots/caller.py'"
            " --bot raiser=build/bin/raiser",
        "sdk-advance-" + advance, test_arena::scratch_dir("sdk-advance-" + advance));
  };
  const auto on = run("on");
  const auto off = run("off");
  INFO(on.output << off.output);
  REQUIRE(on.exit_code == 0);
  REQUIRE(off.exit_code == 0);
  REQUIRE(on.hands.size() == off.hands.size());
  for (std::size_t h = 0; h < on.hands.size(); ++h) {
    INFO("hand " << h + 1);
    const auto& a = on.hands[h]["actions"];
    const auto& b = off.hands[h]["actions"];
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
      for (const char* key : {"seat", "action", "amount"}) CHECK(a[i][key] == b[i][key]);
    CHECK(on.hands[h]["winners"] == off.hands[h]["winners"]);
    CHECK(on.hands[h]["stacks"] == off.hands[h]["stacks"]);
  }
  for (const char* bot : {"cpp", "py"}) {
    INFO(bot);
    CHECK(test_arena::standing_of(on, bot)["advance"]["applied"].get<int>() > 0);
    CHECK(test_arena::standing_of(on, bot)["advance"]["ignored"] == 0);
    CHECK(test_arena::standing_of(on, bot)["protocol_errors"] == 0);
    CHECK(test_arena::standing_of(off, bot)["advance"]["applied"] == 0);
    CHECK(test_arena::standing_of(on, bot)["place"] == test_arena::standing_of(off, bot)["place"]);
  }
}

TEST_CASE("R25 R27 both SDKs write the request lines the protocol names") {
  // C++: the line builders, with and without an amount.
  CHECK(json::parse(arena_bot::advance_line(7, arena_bot::Advance::call(30))) ==
        json{{"type", "advance"}, {"hand", 7}, {"action", "call"}, {"amount", 30}});
  CHECK(json::parse(arena_bot::advance_line(7, arena_bot::Advance::raise_to(120))) ==
        json{{"type", "advance"}, {"hand", 7}, {"action", "raise"}, {"amount", 120}});
  CHECK(json::parse(arena_bot::advance_line(7, arena_bot::Advance::check_fold())) ==
        json{{"type", "advance"}, {"hand", 7}, {"action", "check_fold"}});
  CHECK(json::parse(arena_bot::show_line(7)) == json{{"type", "show"}, {"hand", 7}});
  // Python: the same lines from a real python3.
  const std::string script = "import sys\nsys.path.insert(0, " +
                             json((test_paths::source_dir() / "sdk" / "python").string()).dump() +
                             ")\nimport arena_bot\nA = arena_bot.Advance\n"
                             "for r in (A.call(30), A.raise_to(120), A.check_fold()):\n"
                             "    print(arena_bot.advance_line(7, r))\n"
                             "print(arena_bot.show_line(7), flush=True)\n";
  ChildBot python({"python3", "-c", script});
  CHECK(next_message(python) ==
        json{{"type", "advance"}, {"hand", 7}, {"action", "call"}, {"amount", 30}});
  CHECK(next_message(python) ==
        json{{"type", "advance"}, {"hand", 7}, {"action", "raise"}, {"amount", 120}});
  CHECK(next_message(python) == json{{"type", "advance"}, {"hand", 7}, {"action", "check_fold"}});
  CHECK(next_message(python) == json{{"type", "show"}, {"hand", 7}});
  CHECK(python.wait_exit() == 0);
}

TEST_CASE("R25 C++ SDK: run over any stream asks pre_act once nothing more is buffered") {
  // Everything is buffered at once: pre_act is asked after the last line only, and a pre_act
  // that throws sends nothing and stops nothing.
  const std::string session = hello_line(true) + hand_start_lines(1);
  int asked = 0;
  for (const bool throws : {false, true}) {
    INFO("throws " << throws);
    std::istringstream in(session);
    std::ostringstream out;
    const int code = arena_bot::run(
        [](const arena_bot::GameState& s) { return arena_bot::Decision::passive(s); },
        [&](const arena_bot::GameState& s) -> std::optional<arena_bot::Advance> {
          ++asked;
          CHECK(s.history.size() == 2);  // both blinds read: the newest state
          if (throws) throw std::runtime_error("strategy bug");
          return arena_bot::Advance::call(s.call_cost());
        },
        "station", "1.0", in, out);
    CHECK(code == 0);
    std::istringstream lines(out.str());
    std::string ready, request, extra;
    REQUIRE(std::getline(lines, ready));
    CHECK(json::parse(ready)["type"] == "ready");
    if (throws) {
      CHECK_FALSE(std::getline(lines, request));
    } else {
      REQUIRE(std::getline(lines, request));
      CHECK(json::parse(request) ==
            json{{"type", "advance"}, {"hand", 1}, {"action", "call"}, {"amount", 10}});
      CHECK_FALSE(std::getline(lines, extra));
    }
  }
  CHECK(asked == 2);
}

TEST_CASE("R25 Python SDK: a pre_act that raises follows on_error") {
  const auto bot = [](const std::string& on_error) {
    const std::string script =
        "import sys\nsys.path.insert(0, " +
        json((test_paths::source_dir() / "sdk" / "python").string()).dump() +
        ")\nimport arena_bot\n"
        "def pre_act(state):\n    raise ValueError('strategy bug')\n"
        "sys.exit(arena_bot.run(arena_bot.passive, name='p', pre_act=pre_act, on_error=" +
        json(on_error).dump() + "))\n";
    return greeted({"python3", "-c", script}, hello_line(true));
  };
  SUBCASE("fold: no request, and the act is answered") {
    const auto b = bot("fold");
    b->send_raw(hand_start_lines(1) + kSeat0Calls);
    expect_quiet(*b);
    b->send_raw(kAct);
    CHECK(next_message(*b) == kCallAnswer);
    b->close_stdin();
    CHECK(b->wait_exit() == 0);
  }
  SUBCASE("exit (the default): the bot ends with status 1") {
    const auto b = bot("exit");
    b->send_raw(hand_start_lines(1));
    CHECK(b->wait_exit() == 1);
  }
}
