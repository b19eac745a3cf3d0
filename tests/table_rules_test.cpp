// The table rules an organizer chooses (R25-R27), through the real arena with real bot
// processes: advance requests applied without an act, all-in protection for bots that must be
// acted for, mucked hands no bot ever receives; and verify and replay under every combination.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"

using namespace test_arena;

namespace {

const std::string kTable =
    "run --schedule schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --grace-ms 200 "
    "--quiet --hand-limit 40";

std::string pre_actor(const std::string& name, const std::filesystem::path& record,
                      const std::string& mode = "") {
  return " --bot '" + name + "=build/bin/testbot_pre_actor " + record.string() +
         (mode.empty() ? "" : " " + mode) + "'";
}

int advance_count(const RunResult& r, const std::string& bot, const char* what) {
  return standing_of(r, bot)["advance"][what].get<int>();
}

std::vector<std::string> types_received(const std::filesystem::path& record) {
  std::vector<std::string> types;
  for (const auto& m : read_jsonl(record)) types.push_back(m.value("type", ""));
  return types;
}

int count_of(const std::vector<std::string>& v, const std::string& x) {
  return static_cast<int>(std::count(v.begin(), v.end(), x));
}

}  // namespace

TEST_CASE("R25 advance requests are applied at the bot's turn without an act, and verify") {
  const auto results = scratch_dir("advance-on");
  const RunResult r = run_arena(kTable + " --seed 7" + pre_actor("pre1", results / "pre1.jsonl") +
                                    pre_actor("pre2", results / "pre2.jsonl") +
                                    " --bot raiser=build/bin/raiser --bot caller=build/bin/caller",
                                "advance", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  for (const char* bot : {"pre1", "pre2"}) {
    INFO(bot);
    const int applied = advance_count(r, bot, "applied");
    // How many beat their turn is timing; a standing call_any read with an act is applied at
    // every later turn of its hand whatever the timing, so some always are.
    CHECK(applied > 0);
    CHECK(advance_count(r, bot, "ignored") == 0);
    // Every decision was either a request applied or an act answered: none is lost.
    const auto types = types_received(results / (std::string(bot) + ".jsonl"));
    CHECK(count_of(types, "advanced") == applied);
    CHECK(count_of(types, "act") + applied == standing_of(r, bot)["decisions"].get<int>());
    CHECK(standing_of(r, bot)["timeouts"] == 0);
    CHECK(standing_of(r, bot)["protocol_errors"] == 0);
  }
  // The log says which decisions came from a request, and with what; they took no time.
  int logged = 0;
  for (const auto& hand : r.hands)
    for (const auto& a : hand["actions"])
      if (a.contains("advance")) {
        CHECK(a["advance"]["request"] == "call_any");
        CHECK(a["time_ms"] == 0.0);
        CHECK((a["action"] == "call" || a["action"] == "check"));
        ++logged;
      }
  CHECK(logged == advance_count(r, "pre1", "applied") + advance_count(r, "pre2", "applied") +
                      advance_count(r, "caller", "applied"));  // bin/caller pre-acts too
  const CommandResult v = arena_command("verify " + quoted(r.dir));
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
}

TEST_CASE("R25 with advance_actions off every request is ignored, counted and answered") {
  const auto results = scratch_dir("advance-off");
  const RunResult r =
      run_arena(kTable + " --seed 7 --advance-actions off" +
                    pre_actor("pre", results / "pre.jsonl") + " --bot raiser=build/bin/raiser",
                "advance-off", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(advance_count(r, "pre", "applied") == 0);
  CHECK(advance_count(r, "pre", "ignored") > 0);
  const auto received = read_jsonl(results / "pre.jsonl");
  REQUIRE(!received.empty());
  CHECK(received.front()["table_rules"]["advance_actions"] == false);
  int ignored = 0;
  for (const auto& m : received)
    if (m["type"] == "advance_ignored") {
      CHECK(m["reason"].get<std::string>().find("advance_actions is off") != std::string::npos);
      ++ignored;
    }
  CHECK(ignored == advance_count(r, "pre", "ignored"));
  CHECK(standing_of(r, "pre")["protocol_errors"] == 0);
}

TEST_CASE("R25 a request made for an earlier hand is ignored and counted") {
  const auto results = scratch_dir("advance-old");
  const RunResult r =
      run_arena(kTable + " --seed 8" + pre_actor("old", results / "old.jsonl", "old-hand") +
                    " --bot caller=build/bin/caller",
                "advance-old", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(advance_count(r, "old", "applied") == 0);
  CHECK(advance_count(r, "old", "ignored") >= 5);
  bool worded = false;
  for (const auto& m : read_jsonl(results / "old.jsonl"))
    if (m["type"] == "advance_ignored")
      worded = worded || m["reason"].get<std::string>().find("this is hand") != std::string::npos;
  CHECK(worded);
}

TEST_CASE("R26 a bot that never answers is all-in protected as often as allowed, then folded") {
  const auto results = scratch_dir("protection");
  const RunResult r = run_arena(
      kTable + " --seed 3 --decision-ms 100 --timeout-rule all-in-protection --protections 2" +
          " --bot hang=build/bin/testbot_bad_hang --bot raiser=build/bin/raiser" +
          " --bot caller=build/bin/caller",
      "protection", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(standing_of(r, "hang")["protections_used"] == 2);
  const int hang_seat = standing_of(r, "hang")["seat"];
  int protections = 0, forced_folds_after = 0;
  for (const auto& hand : r.hands) {
    for (const auto& a : hand["actions"]) {
      if (a["seat"] != hang_seat) continue;
      if (a["action"] == "protect") {
        CHECK(a.contains("forced"));
        ++protections;
      } else if (a["action"] == "fold" && protections == 2) {
        ++forced_folds_after;  // R22 again once the count ran out
      }
    }
  }
  CHECK(protections == 2);
  CHECK(forced_folds_after > 0);
  const CommandResult v = arena_command("verify " + quoted(r.dir));
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
  const CommandResult replay = arena_command("replay --check " + quoted(r.dir / "hands.phhs"));
  INFO(replay.out << replay.err);
  CHECK(replay.exit_code == 0);
  CHECK(replay.out.find(" 0 differ") != std::string::npos);
}

TEST_CASE("R27 under muck-losers no bot ever receives a mucked hand's cards") {
  const auto results = scratch_dir("muck");
  std::string bots;
  for (const char* spy : {"s0", "s1", "s2", "s3"})
    bots += " --bot '" + std::string(spy) + "=build/bin/testbot_spy_recorder " +
            (results / (std::string(spy) + ".jsonl")).string() + "'";
  const RunResult r =
      run_arena(kTable + " --seed 21 --showdown muck-losers" + bots, "muck", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  // The organizer's log keeps every mucked hand, with its cards.
  struct Muck {
    int hand, seat;
    std::vector<std::string> cards;
  };
  std::vector<Muck> mucks;
  for (const auto& hand : r.hands)
    for (const auto& m : hand["mucked"])
      mucks.push_back({hand["hand"].get<int>(), m["seat"].get<int>(),
                       m["cards"].get<std::vector<std::string>>()});
  REQUIRE(mucks.size() >= 3);
  int muck_messages = 0;
  for (const char* spy : {"s0", "s1", "s2", "s3"}) {
    const int seat = standing_of(r, spy)["seat"];
    std::map<int, std::string> by_hand;  // everything the spy received, by hand
    for (const auto& m : read_jsonl(results / (std::string(spy) + ".jsonl"))) {
      if (m["type"] == "muck") {
        CHECK_FALSE(m.contains("cards"));
        ++muck_messages;
      }
      if (m.contains("hand") && m["hand"].is_number_integer())
        by_hand[m["hand"].get<int>()] += m.dump();
    }
    for (const Muck& muck : mucks) {
      if (muck.seat == seat) continue;  // its own cards it knows
      for (const std::string& card : muck.cards) {
        INFO(spy << " hand " << muck.hand << " card " << card);
        CHECK(by_hand[muck.hand].find("\"" + card + "\"") == std::string::npos);
      }
    }
  }
  CHECK(muck_messages > 0);
  // arena show --as: what a bot saw of a mucked hand, and what the organizer sees.
  const Muck& first = mucks.front();
  std::string other;
  for (const char* spy : {"s0", "s1", "s2", "s3"})
    if (standing_of(r, spy)["seat"] != first.seat) other = spy;
  const std::string hand = " --hand " + std::to_string(first.hand);
  const CommandResult organizer = arena_command("show " + quoted(r.dir) + hand);
  const CommandResult seen = arena_command("show " + quoted(r.dir) + hand + " --as " + other);
  REQUIRE(organizer.exit_code == 0);
  REQUIRE(seen.exit_code == 0);
  const std::string cards = first.cards[0] + " " + first.cards[1];
  CHECK(organizer.out.find("mucks [" + cards + "]") != std::string::npos);
  CHECK(seen.out.find("mucks") != std::string::npos);
  CHECK(seen.out.find(first.cards[0]) == std::string::npos);
  CHECK(seen.out.find(first.cards[1]) == std::string::npos);
}

TEST_CASE("R27 a bot that asks to show its hand is never mucked") {
  const auto results = scratch_dir("show-asked");
  const RunResult r = run_arena(
      kTable + " --seed 21 --showdown muck-losers" +
          pre_actor("shows", results / "s.jsonl", "show") +
          " --bot c1=build/bin/caller --bot c2=build/bin/caller --bot c3=build/bin/caller",
      "show-asked", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const int seat = standing_of(r, "shows")["seat"];
  int shown = 0, mucks = 0;
  for (const auto& hand : r.hands) {
    // The request is read at the bot's turns: a hand in which it never acted, it cannot ask in.
    bool acted = false;
    for (const auto& a : hand["actions"]) acted = acted || a["seat"] == seat;
    for (const auto& m : hand["mucked"]) {
      if (acted) CHECK(m["seat"] != seat);
      ++mucks;
    }
    for (const auto& s : hand["shown"]) shown += s["seat"] == seat ? 1 : 0;
  }
  CHECK(mucks > 0);
  CHECK(shown > 0);
}

TEST_CASE("verify and replay re-derive runs under every combination of the three table rules") {
  const auto results = scratch_dir("rules-combinations");
  int runs = 0;
  for (const char* advance : {"on", "off"})
    for (const char* rule : {"vacation", "all-in-protection"})
      for (const char* showdown : {"show-all", "muck-losers"}) {
        const std::string name = std::string("c-") + advance + "-" + rule + "-" + showdown;
        INFO(name);
        const RunResult r = run_arena(
            "run --schedule schedules/hyper_turbo.json --stack 300 --decision-ms 50 --grace-ms "
            "100 --quiet --hand-limit 25 --seed " +
                std::to_string(31 + runs) + " --advance-actions " + advance + " --timeout-rule " +
                rule + " --showdown " + showdown + pre_actor("pre", results / (name + ".jsonl")) +
                " --bot hang=build/bin/testbot_bad_hang --bot raiser=build/bin/raiser" +
                " --bot caller=build/bin/caller",
            name, results);
        INFO(r.output);
        REQUIRE(r.exit_code == 0);
        CHECK(r.config["advance_actions"] == advance);
        CHECK(r.config["timeout_rule"] == rule);
        CHECK(r.config["showdown"] == showdown);
        const CommandResult v = arena_command("verify " + quoted(r.dir));
        INFO(v.out << v.err);
        CHECK(v.exit_code == 0);
        const CommandResult replay =
            arena_command("replay --check " + quoted(r.dir / "hands.phhs"));
        INFO(replay.out << replay.err);
        CHECK(replay.exit_code == 0);
        CHECK(replay.out.find(" 0 differ") != std::string::npos);
        ++runs;
      }
  CHECK(runs == 8);
}

TEST_CASE("R25 a bot that floods advance requests cannot hold the table past its deadline") {
  const auto results = scratch_dir("flood");
  const RunResult r = run_arena(
      "run --schedule schedules/hyper_turbo.json --stack 300 --decision-ms 100 "
      "--grace-ms 100 --quiet --hand-limit 6 --seed 4 --timeouts-in-a-row 0"
      " --bot flood=build/bin/testbot_flood_requests --bot caller=build/bin/caller",
      "flood", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const auto flood = standing_of(r, "flood");
  CHECK(flood["timeouts"].get<int>() > 0);
  CHECK(flood["protocol_errors"].get<int>() > 0);  // the invalid requests, counted
  CHECK(flood["errors"].size() <= 5);              // a few samples kept, not every line
  CHECK(r.standings["finished"] == true);
}
