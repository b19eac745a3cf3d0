// Whole sit-and-go tournaments of the real sample bots (C++ and Python) through the real arena
// program, over real pipes.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {
const std::string kQuick =
    "run --schedule schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --grace-ms 1000 "
    "--quiet";
}

TEST_CASE("sample C++ and Python bots play a whole sit-and-go to the end") {
  const auto results = scratch_dir("sample-bots");
  const RunResult r = run_arena(
      kQuick +
          " --seed 11 --bot 'strength=build/bin/hand_strength --seed 3' --bot "
          "raiser=build/bin/raiser" +
          " --bot caller=build/bin/caller --bot 'random=build/bin/random_bot --seed 1'" +
          " --bot pycaller='python3 bots/caller.py' --bot pyrandom='python3 bots/random_bot.py "
          "--seed 2'",
      "sample", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(r.standings["finished"] == true);
  check_chips_conserved(r, 6 * 500);
  check_places(r, 6);
  check_nothing_left_running(r);
  for (const auto& s : r.standings["standings"]) {
    INFO(s.dump());
    CHECK(s["protocol_errors"] == 0);
    CHECK((s["ended"] == "finished" || s["ended"] == "eliminated"));
  }
  // The winner holds every chip.
  CHECK(r.standings["standings"][0]["chips"] == 6 * 500);
  CHECK(r.standings["standings"][0]["place"] == 1);
  // Each bot's stderr has its own log file.
  for (const char* bot : {"strength", "raiser", "caller", "random", "pycaller", "pyrandom"})
    CHECK(std::filesystem::exists(r.dir / "logs" / (std::string(bot) + ".stderr.log")));
}

TEST_CASE("the same seed gives the same tournament") {
  const auto results = scratch_dir("same-seed");
  const std::string bots = kUnhurried +
                           " --seed repeat --bot a=build/bin/raiser --bot b=build/bin/caller --bot "
                           "c=build/bin/caller";
  const RunResult first = run_arena(kQuick + bots, "first", results);
  const RunResult second = run_arena(kQuick + bots, "second", results);
  REQUIRE(first.exit_code == 0);
  REQUIRE(second.exit_code == 0);
  REQUIRE(first.hands.size() == second.hands.size());
  for (std::size_t i = 0; i < first.hands.size(); ++i) {
    nlohmann::json a = first.hands[i], b = second.hands[i];
    for (auto* h : {&a, &b})
      for (auto& act : (*h)["actions"]) {
        // Timing: the measure, and whether the callers' advance requests (R25) beat their turn.
        act.erase("time_ms");
        act.erase("advance");
      }
    CHECK(a == b);
  }
  // The results too, all but the measured times, the advance counts and the run's own name.
  nlohmann::json sa = first.standings, sb = second.standings;
  for (auto* s : {&sa, &sb}) {
    s->erase("tournament");
    for (auto& row : (*s)["standings"])
      for (const char* timed : {"time_ms_mean", "time_ms_max", "advance"}) row.erase(timed);
  }
  CHECK(sa == sb);
}

TEST_CASE("a bot only ever receives its own hole cards") {
  const auto results = scratch_dir("hole-cards");
  const RunResult r = run_arena(kQuick + " --seed 5 --bot 'spy=build/bin/testbot_spy_recorder " +
                                    (results / "spy.jsonl").string() + "'" +
                                    " --bot raiser=build/bin/raiser --bot caller=build/bin/caller",
                                "spy", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const auto received = read_jsonl(results / "spy.jsonl");
  REQUIRE(!received.empty());
  const int spy_seat = standing_of(r, "spy")["seat"];

  // Cards the spy may never see: other players' hole cards that were not shown at showdown.
  std::map<int, std::set<std::string>> hidden;  // by hand
  for (const auto& hand : r.hands) {
    std::set<int> shown;
    for (const auto& s : hand["shown"]) shown.insert(s["seat"].get<int>());
    for (const auto& p : hand["players"])
      if (p["seat"] != spy_seat && !shown.count(p["seat"].get<int>()))
        for (const auto& c : p["hole"])
          hidden[hand["hand"].get<int>()].insert(c.get<std::string>());
  }
  int checked = 0;
  for (const auto& m : received) {
    if (!m.contains("hand")) continue;
    const std::string text = m.dump();
    for (const auto& card : hidden[m["hand"].get<int>()]) {
      INFO(text);
      CHECK(text.find("\"" + card + "\"") == std::string::npos);
    }
    ++checked;
  }
  CHECK(checked > 10);
  // Nothing sent to the bot names the seed or the deck.
  for (const auto& m : received) CHECK(!m.contains("seed"));
}

TEST_CASE("a bot gets every hand's start and end, in order, though they wait for its next act") {
  // Information is written with a bot's next act (or bye), not at the end of each hand: nothing
  // may be lost or reordered on the way, also for the hands after the bot was knocked out.
  const auto results = scratch_dir("hand-order");
  const RunResult r = run_arena(kQuick + " --seed 12 --bot 'spy=build/bin/testbot_spy_recorder " +
                                    (results / "spy.jsonl").string() + "'" +
                                    " --bot raiser=build/bin/raiser --bot caller=build/bin/caller",
                                "order", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const int spy_seat = standing_of(r, "spy")["seat"];
  std::vector<int> dealt;  // the hands the spy was dealt into, from the organizer's log
  for (const auto& hand : r.hands)
    for (const auto& p : hand["players"])
      if (p["seat"] == spy_seat) dealt.push_back(hand["hand"]);
  REQUIRE(!dealt.empty());

  const auto received = read_jsonl(results / "spy.jsonl");
  std::vector<int> starts, ends;
  int open_hand = 0;  // the hand started and not yet ended
  for (const auto& m : received) {
    const std::string type = m["type"];
    if (m.contains("hand") && type != "hand_start" && type != "hand_end" && type != "bye") {
      CHECK(m["hand"] == open_hand);  // every event falls inside its own hand
    }
    if (type == "hand_start") {
      CHECK(open_hand == 0);
      open_hand = m["hand"];
      starts.push_back(open_hand);
    } else if (type == "hand_end") {
      CHECK(m["hand"] == open_hand);
      ends.push_back(m["hand"]);
      open_hand = 0;
    }
  }
  CHECK(starts == dealt);
  CHECK(ends == dealt);
  CHECK(received.back()["type"] == "bye");
}
