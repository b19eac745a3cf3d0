// `arena check`: a real bot program checked against the real sample bots, its report read back;
// misbehaving test bots each named by the fault they show.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "support/arena_command.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// The "asked" column of the report's row for a kind of turn; -1 when the row is missing.
int turns_asked(const std::string& report, const std::string& kind) {
  std::istringstream in(report);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("  " + kind + " ", 0) != 0) continue;
    std::istringstream row(line.substr(2 + kind.size()));
    int n = -1;
    row >> n;
    return n;
  }
  return -1;
}

CommandResult arena_check(const fs::path& results, const std::string& name,
                          const std::string& args) {
  return arena_command("check --quiet --results " + quoted(results) + " --name " + name + " " +
                       args);
}

bool says(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("arena check: a sound hold'em bot is asked every street and all-in spots, and passes") {
  const fs::path results = scratch_dir("check-sound");
  const CommandResult r =
      arena_check(results, "sound", "--seed check-1 'build/bin/hand_strength --seed 2'");
  INFO(r.out);
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(says(r.out, "no faults: ready to play"));
  CHECK(says(r.out, "handshake: ready"));
  for (const char* kind : {"preflop", "flop", "turn", "river", "facing a bet", "free to check",
                           "a range of bet sizes offered", "all in to call or bet"})
    CHECK_MESSAGE(turns_asked(r.out, kind) > 0, kind);
  CHECK(says(r.out, "decision time: median"));
  CHECK(says(r.out, "stdout: every line was protocol"));
  CHECK(says(r.out, "processes: none left behind"));
  // Each session is a real run of its own, which verify replays.
  for (const char* session : {"deep", "short", "heads-up"}) {
    CHECK(fs::exists(results / "sound" / session / "logs" / "mine.trace"));
    const CommandResult v = arena_command("verify " + quoted(results / "sound" / session));
    INFO(v.out, v.err);
    CHECK(v.exit_code == 0);
  }
}

TEST_CASE("arena check: draw games ask draw turns; a Python bot and a named bot pass too") {
  const fs::path results = scratch_dir("check-draw");
  const CommandResult triple =
      arena_check(results, "triple", "--game 2-7-triple-draw 'build/bin/random_bot --seed 4'");
  INFO(triple.out, triple.err);
  CHECK(triple.exit_code == 0);
  for (const char* kind : {"draw1 (draw)", "draw2 (draw)", "draw3 (draw)", "predraw"})
    CHECK_MESSAGE(turns_asked(triple.out, kind) > 0, kind);

  const CommandResult python = arena_check(results, "python", "'py=python3 bots/caller.py'");
  INFO(python.out, python.err);
  CHECK(python.exit_code == 0);
  CHECK(says(python.out, "arena check: py (python3 bots/caller.py)"));
  CHECK(fs::exists(results / "python" / "deep" / "logs" / "py.trace"));

  // The raiser bets the smallest size whenever it may: counted as such.
  const CommandResult raiser = arena_check(results, "raiser", "build/bin/raiser");
  INFO(raiser.out, raiser.err);
  CHECK(raiser.exit_code == 0);
  const auto at = raiser.out.find("its bets where sizes ranged: ");
  REQUIRE(at != std::string::npos);
  CHECK(std::stoi(raiser.out.substr(at + 29)) > 0);
  CHECK(says(raiser.out, " 0 between"));
}

TEST_CASE("arena check: each fault is one line naming what to fix, and the exit status is 1") {
  const fs::path results = scratch_dir("check-faults");
  struct Case {
    const char* name;
    std::string args;
    std::string fault;
  };
  const Case cases[] = {
      {"refused", "build/bin/testbot_bad_illegal_amount", "answer refused, "},
      {"print", "'build/bin/testbot_sloppy print'",
       "wrote a line to stdout that is not protocol: thinking about it..."},
      {"linger", "--grace-ms 200 'build/bin/testbot_sloppy linger'",
       "did not exit within 200 ms of bye; the arena killed it"},
      {"helper", "'build/bin/testbot_sloppy helper'",
       "left processes running after it exited; the arena killed them"},
      {"hang", "--decision-ms 100 --grace-ms 200 build/bin/testbot_bad_hang",
       "no answer within 100 ms"},
  };
  for (const Case& c : cases) {
    const CommandResult r = arena_check(results, c.name, c.args);
    INFO(c.name, ": ", r.out, r.err);
    CHECK(r.exit_code == 1);
    CHECK(says(r.out, "FAULT "));
    CHECK(says(r.out, c.fault));
    CHECK_FALSE(says(r.out, "no faults"));
    if (std::string(c.name) == "refused") CHECK(says(r.out, "it wrote: {"));  // as the bot wrote it
  }
}

TEST_CASE("arena check: a bot that cannot start, and the settings the check decides, are refused") {
  const fs::path results = scratch_dir("check-usage");
  const CommandResult missing = arena_check(results, "missing", "build/bin/no_such_bot");
  CHECK(missing.exit_code == 1);
  CHECK(says(missing.err, "could not start"));

  const CommandResult bot =
      arena_check(results, "bot", "--bot x=build/bin/caller build/bin/caller");
  CHECK(bot.exit_code == 2);
  CHECK(says(bot.err, "arena check: --bot: the check seats the tables itself"));
  const CommandResult stack = arena_check(results, "stack", "--stack 50 build/bin/caller");
  CHECK(stack.exit_code == 2);
  CHECK(says(stack.err, "--stack"));
  const CommandResult none = arena_command("check");
  CHECK(none.exit_code == 2);
  const CommandResult game = arena_check(results, "game", "--game chess build/bin/caller");
  CHECK(game.exit_code == 2);
  CHECK(says(game.err, "--game"));
}
