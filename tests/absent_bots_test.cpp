// Bots that cannot start (issue 31): a run, a match or a league stops before its first hand and
// says which bot and why, in the words the user typed (unless --allow-absent); a match of bots
// that never ran has no win rate; what the arena can tell before a run (a missing script, a
// program the sandbox cannot show) is said first.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

const std::string kAbsentQuick =
    " --quiet --seed 4 --startup-ms 3000 --schedule schedules/hyper_turbo.json --stack 300";

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A run that stopped before its first hand is an outcome like any other: its seed is revealed
// and `arena verify` re-derives it (no hand, every bot's standing) and says why nothing was played.
void check_stopped_run_verifies(const fs::path& run, const std::string& absent) {
  const nlohmann::json config = nlohmann::json::parse(read_file(run / "config.json"));
  CHECK(config["seed"].is_string());
  const CommandResult v = arena_command("verify " + quoted(run));
  INFO(v.out, v.err);
  CHECK(v.exit_code == 0);
  CHECK(has(v.out, "0 hands re-derived from the seed"));
  CHECK(has(v.out, "the run stopped before its first hand: " + absent + " could not start"));
}

}  // namespace

TEST_CASE("a run stops before its first hand when a bot cannot start, naming it and why") {
  const auto results = scratch_dir("absent-run");
  const RunResult r = run_arena("run" + kAbsentQuick +
                                    " --bot talker=build/bin/testbot_bad_dies_talking"
                                    " --bot caller=build/bin/caller --bot raiser=build/bin/raiser",
                                "stopped", results);
  INFO(r.output);
  CHECK(r.exit_code == 1);
  CHECK(has(r.output, "arena run: stopped before the first hand: 1 of 3 bots could not start"));
  CHECK(has(r.output,
            "talker: its process exited with code 2 before answering hello; its "
            "stderr ends: "));
  CHECK(has(r.output, "'fatal: cannot open 'mybots/sdk_bto.py''"));
  CHECK(has(r.output, "logs/talker.stderr.log)"));
  CHECK(has(r.output, "--allow-absent"));
  CHECK(r.standings["hands"] == 0);
  CHECK(r.standings["finished"] == false);
  CHECK(r.standings["absent"] == nlohmann::json::array({"talker"}));
  CHECK(r.hands.empty());
  check_nothing_left_running(r);
  check_stopped_run_verifies(r.dir, "talker");

  const RunResult allowed =
      run_arena("run" + kAbsentQuick +
                    " --hand-limit 20 --allow-absent"
                    " --bot talker=build/bin/testbot_bad_dies_talking"
                    " --bot caller=build/bin/caller --bot raiser=build/bin/raiser",
                "allowed", results);
  CHECK(allowed.exit_code == 0);
  CHECK(allowed.standings["hands"].get<int>() > 0);
  CHECK(standing_of(allowed, "talker")["ended"] == "no-show");
}

TEST_CASE("a match of bots that never started exits 1, and a no-show has no win rate") {
  const auto results = scratch_dir("absent-match");
  const CommandResult none = arena_command(
      "match --bot a=/bin/true --bot b=nosuch --hands 1000 --quiet --results " + quoted(results));
  CHECK(none.exit_code == 1);
  CHECK(has(none.err, "arena match: stopped before the first hand: 2 of 2 bots"));
  CHECK(has(none.err, "b: could not start: bot command: program 'nosuch' not found in PATH"));

  const CommandResult both = arena_command(
      "match --allow-absent --bot a=/bin/true --bot b=nosuch --hands 10 --quiet --results " +
      quoted(results));
  CHECK(both.exit_code == 1);
  CHECK(has(both.err, "arena match: no bot started, so nothing was played"));

  const RunResult one = run_arena(
      "match --allow-absent --hands 20 --seed 2 --bot a=/bin/true --bot caller=build/bin/caller",
      "one", results);
  INFO(one.output);
  CHECK(one.exit_code == 0);
  const auto gone = standing_of(one, "a");
  CHECK(gone["ended"] == "no-show");
  CHECK(gone["bb_per_100"].is_null());
  CHECK(gone["ci95_low"].is_null());
  CHECK(standing_of(one, "caller")["bb_per_100"].is_number());
  check_verifies(one.dir);  // the replay gives the no-show no win rate either
  const CommandResult table = arena_command(
      "match --allow-absent --hands 20 --seed 2 --bot a=/bin/true --bot caller=build/bin/caller "
      "--results " +
      quoted(results) + " --name shown");
  CHECK(has(table.out, "(never started)"));
  CHECK(!has(table.out, "-0.00"));
}

TEST_CASE("a match and a multi-table run stopped before their first hand verify") {
  const auto results = scratch_dir("absent-verify");
  const RunResult match = run_arena(
      "match --quiet --seed 4 --hands 10 --startup-ms 3000 --bot a=build/bin/caller "
      "--bot talker=build/bin/testbot_bad_dies_talking",
      "match", results);
  INFO(match.output);
  CHECK(match.exit_code == 1);
  CHECK(match.standings["hands"] == 0);
  // No deal was played: neither the bot that never started nor the one that waited has a win
  // rate, and the table says why.
  for (const char* name : {"a", "talker"}) {
    const auto s = standing_of(match, name);
    CHECK(s["deals"] == 0);
    CHECK(s["bb_per_100"].is_null());
    CHECK(s["all_in_adjusted"].is_null());
  }
  // The bot that was ready is told apart from one in a run stopped with Ctrl-C.
  CHECK(standing_of(match, "a")["note"] ==
        "stopped before the first hand: another bot could not start");
  check_stopped_run_verifies(match.dir, "talker");

  const RunResult tables =
      run_arena("run" + kAbsentQuick +
                    " --table-size 2 --bot a=build/bin/caller --bot b=build/bin/caller"
                    " --bot c=build/bin/raiser --bot talker=build/bin/testbot_bad_dies_talking",
                "tables", results);
  INFO(tables.output);
  CHECK(tables.exit_code == 1);
  CHECK(tables.standings["hands"] == 0);
  check_stopped_run_verifies(tables.dir, "talker");
}

TEST_CASE("a league starts every bot once before its first game and stops for one that cannot") {
  const auto results = scratch_dir("absent-league");
  const CommandResult r = arena_command(
      "league --quiet --games 4 --sandbox off --bot a=build/bin/caller --bot b=build/bin/raiser "
      "--bot gone=build/bin/testbot_bad_dies_talking --results " +
      quoted(results) + " --name night");
  CHECK(r.exit_code == 1);
  CHECK(has(r.err, "arena league: stopped before the first hand: 1 of 3 bots could not start"));
  CHECK(has(r.err, "gone: its process exited with code 2 before answering hello"));
  CHECK(!fs::exists(results / "night"));  // no league was begun: the same name can start it
  CHECK(fs::exists(results / "night.preflight" / "logs" / "gone.stderr.log"));
}

TEST_CASE("before a run the arena names a script on a bot's command line that is not there") {
  const auto results = scratch_dir("absent-script");
  const RunResult r = run_arena("run" + kAbsentQuick +
                                    " --bot 'mine=python3 mybots/sdk_bto.py'"
                                    " --bot caller=build/bin/caller",
                                "typo", results);
  CHECK(r.exit_code == 1);
  CHECK(has(r.output, "arena: bot mine: 'mybots/sdk_bto.py' is not a file (looked for " +
                          (test_paths::source_dir() / "mybots/sdk_bto.py").string() + ")"));
}

TEST_CASE("a shell's or interpreter's inline code is not taken for a file name") {
  const auto results = scratch_dir("absent-inline");
  // The bot runs in a folder of its own, so the code names the caller by its absolute path.
  const RunResult r = run_arena("run" + kAbsentQuick + " --bot 'late=sh -c \"sleep 0; exec " +
                                    test_paths::bin("caller") + "\"'" +
                                    " --bot caller=build/bin/caller --hand-limit 2",
                                "inline", results);
  INFO(r.output);
  CHECK(r.exit_code == 0);
  CHECK_FALSE(has(r.output, "is not a file"));
}

TEST_CASE("under the sandbox the arena says when a shim runs a program the sandbox hides") {
  // A pyenv-like shim in a home folder: the shim's own folder is shown (it is the program's),
  // but the program it runs lies elsewhere in the home folder, which bots never see.
  const auto results = scratch_dir("absent-shim");
  const fs::path home = results / "home";
  fs::create_directories(home / "shims");
  fs::create_directories(home / "tool" / "bin");
  const fs::path real = home / "tool" / "bin" / "python3";
  {
    std::ofstream(real) << "#!/bin/sh\nexec " << test_paths::bin("caller") << " \"$@\"\n";
    std::ofstream(home / "shims" / "python3")
        << "#!/usr/bin/env bash\nexec \"" << real.string() << "\" \"$@\"\n";
  }
  fs::permissions(real, fs::perms::owner_all);
  fs::permissions(home / "shims" / "python3", fs::perms::owner_all);
  const RunResult r = run_arena(
      "run" + kAbsentQuick + " --sandbox on --bot 'mine=" + (home / "shims" / "python3").string() +
          "' --bot caller=build/bin/caller",
      "shim", results, "HOME=" + home.string());
  INFO(r.output);
  CHECK(r.exit_code == 1);
  CHECK(has(r.output, "arena: bot mine: its program " + (home / "shims/python3").string() +
                          " runs " + real.string() +
                          ", which the sandbox cannot show: it is "
                          "under " +
                          home.string()));
  CHECK(has(r.output, "--read-only " + (home / "tool").string()));
}

TEST_CASE("a run stopped before its first hand can be run again under the same name") {
  const auto results = scratch_dir("absent-retry");
  const std::string absent = " --bot a=build/bin/caller --bot b=build/bin/no_such_bot_program";
  const RunResult first = run_arena("run" + kAbsentQuick + absent, "x", results);
  INFO(first.output);
  CHECK(first.exit_code == 1);
  CHECK(has(first.output, "the same --name replaces them"));
  // The same mistake again: the same message, not "already exists".
  const RunResult again = run_arena("run" + kAbsentQuick + absent, "x", results);
  INFO(again.output);
  CHECK(again.exit_code == 1);
  CHECK(has(again.output, "arena run: stopped before the first hand: 1 of 2 bots could not start"));
  CHECK(!has(again.output, "already exists"));
  // Fixed: the run plays under the name it was first given.
  const RunResult fixed = run_arena(
      "run" + kAbsentQuick + " --hand-limit 5 --bot a=build/bin/caller --bot b=build/bin/raiser",
      "x", results);
  INFO(fixed.output);
  CHECK(fixed.exit_code == 0);
  CHECK(fixed.standings["hands"].get<int>() > 0);
  CHECK(fixed.standings.value("absent", nlohmann::json::array()).empty());
  // A run that played is never replaced.
  const RunResult played = run_arena(
      "run" + kAbsentQuick + " --hand-limit 5 --bot a=build/bin/caller --bot b=build/bin/raiser",
      "x", results);
  CHECK(played.exit_code != 0);
  CHECK(has(played.output, "already exists"));
}

TEST_CASE(
    "a program the arena starts for a bot that is not built is named with its build command") {
  // An arena copied alone to a folder of its own has none of the programs it ships beside it
  // (arena/director/seat_programs.cpp looks beside its own executable): the human seat and the
  // adapters are missing there, as after a build of the arena alone.
  const auto dir = scratch_dir("absent-seat-programs");
  fs::create_directories(dir / "build" / "bin");
  fs::copy_file(test_paths::bin("arena"), dir / "build" / "bin" / "arena");
  const auto arena_alone = [&](const std::string& args) {
    const std::string cmd = "cd " + quoted(dir) + " && build/bin/arena " + args +
                            " --quiet --results results --name x >out.txt 2>&1";
    const int status = std::system(cmd.c_str());
    CommandResult r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = read_file(dir / "out.txt");
    return r;
  };
  const std::string caller = test_arena::quoted(test_paths::bin("caller"));
  const struct {
    std::string args, says;
  } cases[] = {
      {"run --bot a=" + caller + " --bot 'b=acpc:" + test_paths::bin("caller") + "'",
       "bot b: the program that plays `acpc:` bots, " + (dir / "build/bin/acpc_adapter").string() +
           ", is not built: build it with `cmake --build build --target acpc_adapter`"},
      {"run --bot a=" + caller + " --bot 'b=botpoker:" + test_paths::bin("caller") + "'",
       "`cmake --build build --target botpoker_adapter`"},
      {"play " + caller, "bot me: the program that plays the human seat, " +
                             (dir / "build/bin/human").string() +
                             ", is not built: build it with `cmake --build build --target human` "
                             "(scripts/demo builds it with the rest)"},
  };
  for (const auto& c : cases) {
    const CommandResult r = arena_alone(c.args);
    INFO(c.args, "\n", r.out);
    CHECK(r.exit_code == 2);
    CHECK(has(r.out, c.says));
    CHECK(!has(r.out, "--allow-absent"));
    CHECK(!fs::exists(dir / "results" / "x"));  // said before any results folder is made
  }
}
