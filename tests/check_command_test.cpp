// `arena check`: a real bot program checked against the real sample bots, its report read back;
// misbehaving test bots each named by the fault they show.
#include <doctest/doctest.h>

#include <cctype>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

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

TEST_CASE("arena check --sandbox on: a sound bot leaves nothing behind, the sandbox's init aside") {
  // bubblewrap's outer process can exit before the init it forked, which the arena (a subreaper)
  // then reaps: that is the sandbox's own process, never one the bot left running.
  const fs::path results = scratch_dir("check-sandboxed");
  const CommandResult r = arena_check(
      results, "sandboxed", "--seed check-1 --sandbox on 'build/bin/hand_strength --seed 2'");
  INFO(r.out);
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(says(r.out, "processes: none left behind"));
  CHECK(says(r.out, "no faults: ready to play"));
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

namespace {

// The number in the faults heading ("36 faults (6 kinds):"); -1 when there is none.
int faults_in_heading(const std::string& report) {
  static const std::regex heading(R"((^|\n)(\d+) faults? ?[^\n]*:\n)");
  std::smatch m;
  return std::regex_search(report, m, heading) ? std::stoi(m[2].str()) : -1;
}

int fault_lines(const std::string& report) {
  int n = 0;
  for (std::size_t at = report.find("FAULT "); at != std::string::npos;
       at = report.find("FAULT ", at + 1))
    ++n;
  return n;
}

// A column of the turns table ("asked" 0, "answered" 1, "timed out" 2, "refused" 3), summed over
// the rows whose kind ends with `suffix`; 0 when none.
int turns_column(const std::string& report, const std::string& suffix, int column) {
  std::istringstream in(report);
  int sum = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  ", 0) != 0) continue;
    std::istringstream row(line);
    std::string word, kind;
    std::vector<int> numbers;
    while (row >> word) {
      if (!numbers.empty() || (!word.empty() && std::isdigit(static_cast<unsigned char>(word[0]))))
        numbers.push_back(std::stoi(word));
      else
        kind += (kind.empty() ? "" : " ") + word;
    }
    if (numbers.size() == 4 && kind.size() >= suffix.size() &&
        kind.compare(kind.size() - suffix.size(), suffix.size(), suffix) == 0)
      sum += numbers[static_cast<std::size_t>(column)];
  }
  return sum;
}

}  // namespace

TEST_CASE(
    "arena check: a hold'em-only bot in a draw game is told at once it does not answer draw") {
  const fs::path results = scratch_dir("check-holdem-only");
  const CommandResult r = arena_check(
      results, "holdem",
      "--game 2-7-triple-draw --decision-ms 200 'build/bin/testbot_sloppy holdem-only'");
  INFO(r.out, r.err);
  CHECK(r.exit_code == 1);
  // Said first, with what to read.
  const auto first = r.out.find("FAULT ");
  REQUIRE(first != std::string::npos);
  CHECK(r.out.substr(first, r.out.find('\n', first) - first)
            .find("your bot does not answer `draw`") != std::string::npos);
  CHECK(says(r.out, "sdk/PROTOCOL.md, \"Drawing\""));
  // Stopped after the hand of its third unanswered draw (a hand has three), the other tables
  // not played: not a draw request of each of the 110 hands waiting its whole limit.
  const int draws = turns_column(r.out, "(draw)", 0);
  CHECK(draws >= 3);
  CHECK(draws <= 5);
  CHECK(turns_column(r.out, "(draw)", 1) == 0);
  CHECK(says(r.out, "session short stacks: not played"));
  CHECK(says(r.out, "session heads-up: not played"));

  // A bot that answers no act at all is told so as plainly.
  const CommandResult hang =
      arena_check(results, "hang", "--decision-ms 100 --grace-ms 200 build/bin/testbot_bad_hang");
  INFO(hang.out, hang.err);
  CHECK(hang.exit_code == 1);
  CHECK(says(hang.out, "your bot does not answer `act`"));
  CHECK(says(hang.out, "session heads-up: not played"));
}

TEST_CASE(
    "arena check: time-outs in all are bounded, so a bot that often times out is checked fast") {
  // It answers every other act: never three time-outs in a row, never no-show or absent.
  const fs::path results = scratch_dir("check-bounded");
  const CommandResult r =
      arena_check(results, "bounded", "--decision-ms 100 'build/bin/testbot_sloppy every-other'");
  INFO(r.out, r.err);
  CHECK(r.exit_code == 1);
  CHECK(says(r.out, "time-outs in all"));
  CHECK(says(r.out, "the check stops here"));
  const int timed_out =
      turns_column(r.out, "facing a bet", 2) + turns_column(r.out, "free to check", 2);
  CHECK(timed_out >= 10);
  CHECK(timed_out <= 20);  // the hand of the tenth one is played out
  // Which session the tenth falls in depends on how the arena acted for it (a busy machine under
  // the sanitizers ended the first session after one hand): that the check stopped is the point.
  CHECK((says(r.out, "session heads-up: not played") || says(r.out, "stopped by the check")));
}

TEST_CASE("arena check: the heading counts the faults, not the lines that list them") {
  const fs::path results = scratch_dir("check-count");
  // It writes a line that is not protocol before each of its answers: one fault each.
  const CommandResult r = arena_check(results, "count", "'build/bin/testbot_sloppy print'");
  INFO(r.out, r.err);
  CHECK(r.exit_code == 1);
  const auto at = r.out.find("stdout: ");
  REQUIRE(at != std::string::npos);
  const int not_protocol = std::stoi(r.out.substr(at + 8));
  // The arena reads that line as its answer: each answer refused too.
  const int refused =
      turns_column(r.out, "facing a bet", 3) + turns_column(r.out, "free to check", 3);
  CHECK(not_protocol > 5);
  CHECK(refused > 5);
  CHECK(faults_in_heading(r.out) == not_protocol + refused);
  CHECK(fault_lines(r.out) < not_protocol);  // of each kind the first five and a sum
  CHECK(says(r.out, std::to_string(not_protocol + refused) + " faults (2 kinds):"));
  // The line refused is the one the arena took as the answer, not the answer printed after it.
  CHECK(says(r.out, "answer refused, not valid JSON; it wrote: thinking about it..."));
}

TEST_CASE("arena check: requests to show a losing hand (R27) are protocol, not a fault") {
  const fs::path results = scratch_dir("check-show");
  const CommandResult r = arena_check(results, "show",
                                      "--showdown muck-losers 'build/bin/testbot_pre_actor " +
                                          quoted(results / "received.jsonl") + " show'");
  INFO(r.out, r.err);
  CHECK(r.exit_code == 0);
  CHECK(says(r.out, "stdout: every line was protocol"));
  CHECK(says(r.out, "no faults: ready to play"));
}

TEST_CASE("arena check: a crash is quoted with the last lines of the bot's stderr") {
  const fs::path results = scratch_dir("check-crash");
  const CommandResult r = arena_check(results, "crash", "build/bin/testbot_bad_crash_midhand");
  INFO(r.out, r.err);
  CHECK(r.exit_code == 1);
  CHECK(says(r.out, "the bot crashed: its process exited with code 3"));
  CHECK(says(r.out, "its stderr ends: "));
  CHECK(says(r.out, "'fatal: no strategy for act"));
  CHECK(says(r.out, "mine.stderr.log"));
}

TEST_CASE("arena check: a bot that does not start is told what to fix, not a run's flag") {
  const fs::path results = scratch_dir("check-no-start");
  const CommandResult exits =
      arena_check(results, "exits", "build/bin/testbot_bad_exit_before_hello");
  INFO(exits.out, exits.err);
  CHECK(exits.exit_code == 1);
  CHECK(says(exits.err, "your bot could not start, so nothing was played"));
  CHECK(says(exits.err, "exited with code 1 before answering hello"));
  CHECK(says(exits.err, "sdk/PROTOCOL.md, \"Handshake\""));
  CHECK(says(exits.err, "it wrote nothing on stderr"));
  CHECK_FALSE(says(exits.err, "--allow-absent"));

  const CommandResult silent =
      arena_check(results, "silent", "--startup-ms 300 build/bin/testbot_bad_ready_unflushed");
  INFO(silent.out, silent.err);
  CHECK(silent.exit_code == 1);
  CHECK(says(silent.err, "printed nothing on stdout within the start-up limit of 300 ms"));
  CHECK(says(silent.err, "within the start-up time (300 ms; --startup-ms gives it more)"));
  CHECK_FALSE(says(silent.err, "--allow-absent"));
}

TEST_CASE("arena check --help lists only the flags the check takes") {
  const CommandResult r = arena_command("check --help");
  INFO(r.out, r.err);
  CHECK(r.exit_code == 0);
  for (const char* taken : {"--game", "--structure", "--decision-ms", "--time-bank-ms",
                            "--grace-ms", "--sandbox", "--config", "--seed", "--name"})
    CHECK_MESSAGE(says(r.out, "\n  " + std::string(taken) + " "), taken);
  for (const char* refused : {"--bot ", "--stack ", "--schedule ", "--points ", "--hand-limit ",
                              "--trace ", "--no-timings ", "--table-size ", "--allow-absent "})
    CHECK_MESSAGE(!says(r.out, "\n  " + std::string(refused)), refused);
  CHECK(says(r.out, "check-YYYYMMDD"));
  // Refused still, in words, when given.
  const CommandResult table =
      arena_check(scratch_dir("check-help"), "table", "--table-size 3 build/bin/caller");
  CHECK(table.exit_code == 2);
  CHECK(says(table.err, "--table-size: the check seats the tables itself"));
}
