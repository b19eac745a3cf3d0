// Every kind of broken bot, each in a real tournament against two sound bots: the tournament
// completes, chips are conserved, nothing is left running, and the cause is in the results.
#include <doctest/doctest.h>

#include <fstream>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {

// Short time rules so that hangs cost little; a hand limit bounds the run.
RunResult play_with(const std::string& bad, int decision_ms = 300) {
  const auto results = scratch_dir(bad);
  const std::string args =
      "run --schedule schedules/hyper_turbo.json --stack 400 --hand-limit 150 --seed 3"
      " --decision-ms " +
      std::to_string(decision_ms) +
      " --startup-ms 3000 --timeouts-in-a-row 2 --grace-ms 300"
      " --stderr-cap 65536 --quiet --allow-absent --bot bad=build/bin/testbot_" +
      bad + " --bot raiser=build/bin/raiser --bot caller=build/bin/caller";
  RunResult r = run_arena(args, "run", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  check_chips_conserved(r, 3 * 400);
  check_places(r, 3);
  check_nothing_left_running(r);
  return r;
}

bool any_error_mentions(const nlohmann::json& s, const std::string& text) {
  for (const auto& e : s["errors"])
    if (e.get<std::string>().find(text) != std::string::npos) return true;
  return false;
}

// The bot's decisions in order, over the whole run.
std::vector<nlohmann::json> actions_of(const RunResult& r, int seat) {
  std::vector<nlohmann::json> out;
  for (const auto& hand : r.hands)
    for (const auto& a : hand["actions"])
      if (a["seat"] == seat && a["street"] != "showdown") out.push_back(a);
  return out;
}

}  // namespace

TEST_CASE("R22 a garbage line is a protocol error: the bot is checked or folded for it") {
  const RunResult r = play_with("bad_garbage");
  const auto s = standing_of(r, "bad");
  CHECK(s["protocol_errors"].get<int>() >= 1);
  CHECK(any_error_mentions(s, "this is not json"));
  const auto acts = actions_of(r, s["seat"]);
  REQUIRE(acts.size() >= 2);
  CHECK(acts[0]["forced"] == "invalid");
  CHECK(!acts.back().contains("forced"));
}

TEST_CASE("R22 every refused answer keeps its kind, reason and line; arena show prints them") {
  const RunResult r = play_with("bad_refusals");
  const auto s = standing_of(r, "bad");
  // More refusals than the five errors the standings quote: each still has its reason.
  std::vector<nlohmann::json> refused;
  for (const auto& a : actions_of(r, s["seat"]))
    if (a.value("forced", "") == "invalid") refused.push_back(a);
  CHECK(static_cast<int>(refused.size()) == s["protocol_errors"].get<int>());
  REQUIRE(refused.size() >= 6);
  CHECK(s["errors"].size() == 5);
  for (const auto& a : refused) {
    REQUIRE(a.contains("refused"));
    const std::string kind = a["refused"]["kind"];
    CHECK((kind == "malformed" || kind == "not_legal" || kind == "bad_amount"));
    CHECK(!a["refused"]["error"].get<std::string>().empty());
    CHECK(!a["refused"]["line"].get<std::string>().empty());
  }
  CHECK(refused[0]["refused"]["line"] == "not json at all");
  CHECK(refused[1]["refused"]["kind"] == "not_legal");
  // Bytes that are not UTF-8 are written as \xNN: the logs stay valid JSON.
  CHECK(refused[2]["refused"]["line"] == "\\xff\\xfe binary \\x01");
  CHECK(arena_command("verify " + quoted(r.dir)).exit_code == 0);
  const CommandResult shown = arena_command("show " + quoted(r.dir) + " --hand 1");
  CHECK(
      shown.out.find("[forced: invalid (malformed): not valid JSON; it sent 'not json at all']") !=
      std::string::npos);
}

TEST_CASE("a line over 64 KiB is a protocol error") {
  const auto s = standing_of(play_with("bad_long_line"), "bad");
  CHECK(s["protocol_errors"].get<int>() >= 1);
  CHECK(any_error_mentions(s, "65536"));
}

TEST_CASE("a line without newline then silence is a time-out") {
  const auto s = standing_of(play_with("bad_no_newline"), "bad");
  CHECK(s["timeouts"].get<int>() >= 1);
  CHECK(s["ended"] == "absent");
}

TEST_CASE("stale answers are dropped, never applied") {
  const RunResult r = play_with("bad_stale_id", 300000);  // no time-out however busy the machine
  const auto s = standing_of(r, "bad");
  CHECK(s["protocol_errors"] == 0);
  CHECK(s["timeouts"] == 0);
  // The stale answers are folds: had one been applied, the bot would have folded; it never
  // folds on its own (it checks or calls).
  const int seat = s["seat"];
  for (const auto& hand : r.hands)
    for (const auto& a : hand["actions"])
      if (a["seat"] == seat && !a.contains("forced")) CHECK(a["action"] != "fold");
}

TEST_CASE("an amount outside the legal range is a protocol error") {
  const auto s = standing_of(play_with("bad_illegal_amount"), "bad");
  CHECK(s["protocol_errors"].get<int>() >= 1);
}

TEST_CASE("an action not in legal is a protocol error") {
  const auto s = standing_of(play_with("bad_not_legal"), "bad");
  CHECK(s["protocol_errors"].get<int>() >= 1);
}

TEST_CASE("a bot that hangs is timed out, then no longer waited for") {
  const auto s = standing_of(play_with("bad_hang"), "bad");
  CHECK(s["timeouts"].get<int>() >= 2);
  CHECK(s["ended"] == "absent");
}

TEST_CASE("a bot that crashes mid-hand is recorded as crashed, its last words quoted") {
  const RunResult r = play_with("bad_crash_midhand");
  const auto s = standing_of(r, "bad");
  CHECK(s["ended"] == "crashed");
  const std::string note = s["note"].get<std::string>();
  INFO(note);
  CHECK(note.find("its process exited with code 3 in hand ") == 0);
  // Why it crashed is in its stderr (tests/bots/bad_crash_midhand.cpp): the note quotes the
  // last three lines, not all four, and names the whole log.
  CHECK(note.find("; its stderr ends: 'opponent model loaded' / 'range table ready' / "
                  "'fatal: no strategy for act ") != std::string::npos);
  CHECK(note.find("thinking about") == std::string::npos);
  CHECK(note.find("logs/bad.stderr.log)") != std::string::npos);
  CHECK(note.size() < 1000);
  // Said where the organizer looks while the run goes on (a warning, shown under --quiet), and
  // by `arena show` of the run afterwards.
  CHECK(r.output.find("bad: " + note) != std::string::npos);
  const CommandResult shown = arena_command("show " + quoted(r.dir));
  INFO(shown.out, shown.err);
  CHECK(shown.exit_code == 0);
  CHECK(shown.out.find("  bad: " + note + "\n") != std::string::npos);
  CHECK(shown.out.find(" crashed\n") != std::string::npos);
}

TEST_CASE("R24 a no-show still posts, is folded at every turn, and is blinded out") {
  const RunResult r = play_with("bad_exit_before_hello");
  const auto s = standing_of(r, "bad");
  CHECK(s["ended"] == "no-show");
  const int seat = s["seat"];
  int dealt = 0, posts = 0, turns = 0;
  for (const auto& hand : r.hands) {
    for (const auto& p : hand["players"]) dealt += p["seat"] == seat ? 1 : 0;
    for (const auto& e : hand["events"])
      if (e.contains("seat") && e["seat"] == seat &&
          e["type"].get<std::string>().rfind("post_", 0) == 0)
        ++posts;
    for (const auto& a : hand["actions"]) {
      if (a["seat"] != seat) continue;
      ++turns;
      // Never waited for: every turn is checked or folded for it at once.
      CHECK(a.contains("forced"));
      CHECK((a["action"] == "fold" || a["action"] == "check"));
    }
  }
  CHECK(dealt >= 1);
  CHECK(posts >= 1);
  // Blinded out: it ends with no chips.
  CHECK(s["chips"] == 0);
  (void)turns;
}

TEST_CASE(
    "R22 a late answer is a time-out: checked or folded, and the next answer in time counts") {
  // The bot answers its first act after 1.3 s, then at once: well inside the next 1 s limit.
  const RunResult r = play_with("slow_once", 1000);
  const auto s = standing_of(r, "bad");
  CHECK(s["timeouts"] == 1);
  CHECK(s["protocol_errors"] == 0);  // the late answer is stale: dropped, not an error
  CHECK(s["ended"] != "absent");
  // ... but measured: it came at least 1.3 s after the act, 0.3 s past the 1 s limit.
  CHECK(s["late_answers"] == 1);
  CHECK(s["late_ms_max"].get<double>() >= 250.0);
  CHECK(s["late_ms_mean"] == s["late_ms_max"]);
  const auto acts = actions_of(r, s["seat"]);
  REQUIRE(acts.size() >= 2);
  CHECK(acts[0]["forced"] == "timeout");
  CHECK((acts[0]["action"] == "check" || acts[0]["action"] == "fold"));
  // Back from vacation: its later answers are its own.
  CHECK(!acts.back().contains("forced"));
}

TEST_CASE("a bot that closes its stdout is no longer waited for") {
  const auto s = standing_of(play_with("bad_closed_stdout"), "bad");
  CHECK(s["ended"] == "crashed");
}

TEST_CASE("a flood of stderr is capped in the bot's log") {
  const RunResult r = play_with("bad_stderr_flood");
  const auto log = read_file(r.dir / "logs" / "bad.stderr.log");
  CHECK(log.size() < 65536 + 200);
  CHECK(log.find("[arena: stderr cut at") != std::string::npos);
  CHECK(standing_of(r, "bad")["protocol_errors"] == 0);
}

TEST_CASE("a bot that starts a child which never exits leaves nothing behind") {
  const RunResult r = play_with("bad_spawns_child");
  CHECK(standing_of(r, "bad")["protocol_errors"] == 0);
}

TEST_CASE("R20 R24 when no bot still in can act, the tournament ends at once, placed by stacks") {
  // Every bot crashes in hand 1 or 2, with stacks deep enough that nobody is out by then. The
  // run ends as soon as nobody is left to act (once it blinded everyone out, or with a big-blind
  // ante above the stacks played for ever), says why, and verifies.
  const auto results = scratch_dir("all_crash");
  {
    std::ofstream frozen(results / "frozen.json");
    frozen << R"({"unit":"hands","levels":[{"small_blind":1000,"big_blind":2000,"ante":2000,)"
              R"("ante_kind":"big-blind","length":10}]})";
  }
  const std::string args = "run --schedule '" + (results / "frozen.json").string() +
                           "' --stack 100000 --seed 5 --quiet --grace-ms 300"
                           " --bot a=build/bin/testbot_bad_crash_midhand"
                           " --bot b=build/bin/testbot_bad_crash_midhand";
  const RunResult r = run_arena(args, "all_crash", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(r.standings["finished"] == true);
  CHECK(r.standings["ended_early"].get<std::string>().find("no bot still in") != std::string::npos);
  CHECK(r.output.find("no bot still in the tournament can act") != std::string::npos);
  CHECK(r.standings["hands"].get<int>() <= 3);
  check_chips_conserved(r, 2 * 100000);
  check_places(r, 2);
  check_nothing_left_running(r);
  const CommandResult v = arena_command("verify " + quoted(r.dir));
  INFO(v.out << v.err);
  CHECK(v.exit_code == 0);
  CHECK(v.out.find("ended early") != std::string::npos);
}

TEST_CASE("R20 R24 when no bot starts, arena run exits non-zero with one clear message") {
  const auto results = scratch_dir("none_started");
  const std::string args =
      "run --seed 5 --quiet --allow-absent --startup-ms 2000"
      " --bot a=build/bin/testbot_bad_exit_before_hello"
      " --bot b=build/bin/no_such_bot_program";
  const RunResult r = run_arena(args, "none_started", results);
  INFO(r.output);
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("arena run: no bot started, so nothing was played") != std::string::npos);
  CHECK(r.output.find("  a: ") != std::string::npos);
  CHECK(r.output.find("  b: ") != std::string::npos);
  CHECK(r.standings["hands"] == 0);
  CHECK(r.standings["ended_early"].get<std::string>().find("no bot started") != std::string::npos);
  check_nothing_left_running(r);
}

TEST_CASE("bots that stay after bye are said goodbye to all at once, not one after the other") {
  // Each of a and b, told bye, waits until both were told before it exits (tests/bots/sloppy.cpp,
  // wait-for-peers). Said goodbye to one at a time, the first waits out its whole grace period
  // for the second's bye and is killed; said goodbye to all at once, both leave on their own.
  const auto results = scratch_dir("bye_at_once");
  const std::string byes = (results / "byes.txt").string();
  const std::string peer =
      "=build/bin/testbot_sloppy wait-for-peers " + test_arena::quoted(byes) + " 2";
  const std::string args =
      "run --seed 5 --stack 400 --hand-limit 5 --quiet --grace-ms 20000" + kUnhurried + " --bot " +
      test_arena::quoted(std::filesystem::path("a" + peer)) + " --bot " +
      test_arena::quoted(std::filesystem::path("b" + peer)) + " --bot caller=build/bin/caller";
  const RunResult r = run_arena(args, "bye_at_once", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const std::string told = read_file(byes);
  INFO(told);
  CHECK(told == "bye\nbye\nleft\nleft\n");
  check_nothing_left_running(r);
}
