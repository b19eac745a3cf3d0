// Command-line mistakes through the real `arena` program: a misspelled flag or command is named
// with the nearest real one ("did you mean"), an unquoted bot command gets the quoting hint, and
// every mistake exits with the one bad-usage status, 2 (README.md, "Exit statuses"), before
// anything is played or any results folder is made; --help still exits 0.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "support/arena_command.hpp"

using namespace test_arena;

namespace {

const std::string kTwoCallers = " --bot a=build/bin/caller --bot b=build/bin/caller";

}  // namespace

TEST_CASE("a misspelled flag is named with the nearest flag of its command, before any play") {
  const auto results = scratch_dir("usage-flag");
  const CommandResult run =
      arena_command("run --seeed 7" + kTwoCallers + " --name typo --results " + quoted(results));
  CHECK(run.exit_code == 2);
  CHECK(run.err ==
        "arena run: unknown flag --seeed (did you mean --seed?); arena run --help lists the "
        "flags\n");
  CHECK(run.out.empty());
  // Refused before the command runs: nothing played, no results folder.
  CHECK(!std::filesystem::exists(results / "typo"));

  // Each command suggests from its own flags; --flag=value is read as the flag.
  const CommandResult match = arena_command("match --duplcate=true" + kTwoCallers);
  CHECK(match.exit_code == 2);
  CHECK(match.err.find("arena match: unknown flag --duplcate (did you mean --duplicate?)") == 0);
  const CommandResult verify = arena_command("verify results/x --sed-hash 00");
  CHECK(verify.exit_code == 2);
  CHECK(verify.err.find("arena verify: unknown flag --sed-hash (did you mean --seed-hash?)") == 0);
  // A match's flag is not suggested to a sit-and-go: it is another kind's setting.
  const CommandResult far = arena_command("run --zzzz" + kTwoCallers);
  CHECK(far.exit_code == 2);
  CHECK(far.err == "arena run: unknown flag --zzzz; arena run --help lists the flags\n");
}

TEST_CASE("a misspelled command is named with the nearest command") {
  const CommandResult typo = arena_command("rnu --seed 7");
  CHECK(typo.exit_code == 2);
  CHECK(typo.err ==
        "arena: 'rnu' is not a command (did you mean run?); the commands are: run, match, "
        "league, replay, export, verify, show, games, check, play, stats, report, watch (arena "
        "--help)\n");
  const CommandResult none = arena_command("");
  CHECK(none.exit_code == 2);
  CHECK(none.err.find("arena: a command is needed: run, match, league") == 0);
}

TEST_CASE("an unquoted bot command is refused with how to quote it") {
  const CommandResult r =
      arena_command("run --bot mine=python3 mybots/sdk_bot.py --bot b=build/bin/caller");
  CHECK(r.exit_code == 2);
  CHECK(r.err ==
        "arena run: command line: --bot: 'mybots/sdk_bot.py' must be NAME=COMMAND; a command "
        "with spaces must be quoted: --bot 'mine=python3 mybots/sdk_bot.py'\n");
  // A stray word after the flags is not a bot's: said so, same status.
  const CommandResult stray = arena_command("match stray" + kTwoCallers);
  CHECK(stray.exit_code == 2);
  CHECK(stray.err.find("arena match: 'stray' is not a flag's value") == 0);
}

TEST_CASE("every command-line mistake exits 2, --help exits 0") {
  for (const std::string& args : std::vector<std::string>{
           "show results/x", "verify", "export results/x --format html", "replay",
           "run --log-level loud" + kTwoCallers, "run --seed" /* no value */,
           "league --concurrency 0" + kTwoCallers, "run --bot a" /* settings error */}) {
    INFO(args);
    const CommandResult r = arena_command(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("arena") == 0);
  }
  for (const std::string args : {"--help", "run --help", "match --help", "league --help"}) {
    INFO(args);
    CHECK(arena_command(args).exit_code == 0);
  }
}

TEST_CASE("each command's --help shows its own run name pattern") {
  CHECK(arena_command("run --help").out.find("(default sng-YYYYMMDD-HHMMSS-xxxxxx)") !=
        std::string::npos);
  CHECK(arena_command("match --help").out.find("(default match-YYYYMMDD-HHMMSS-xxxxxx)") !=
        std::string::npos);
  const std::string league = arena_command("league --help").out;
  CHECK(league.find("(default league-YYYYMMDD-HHMMSS-xxxxxx)") != std::string::npos);
  // The range in words, not CLI11's "INT:INT in [1 - 256]".
  CHECK(league.find("--concurrency N") != std::string::npos);
  CHECK(league.find("Games played at once, 1 to 256") != std::string::npos);
  CHECK(league.find("INT:INT") == std::string::npos);
}

TEST_CASE("arena --version names the arena's version and its bot protocol, with status 0") {
  const CommandResult version = arena_command("--version");
  CHECK(version.exit_code == 0);
  CHECK(version.out.rfind("arena ", 0) == 0);
  CHECK(version.out.find("(bot protocol 1)") != std::string::npos);
}
