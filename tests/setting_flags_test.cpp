// Every setting row through the real `arena` program, as a user types it: `arena run --help`,
// `arena match --help` and `arena league --help` list exactly the flags of their kind of run, each
// bad value is refused (exit 2) with a message naming the flag, and a flag of the other kind is
// refused by its name.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "arena/config/setting_rows.hpp"
#include "support/arena_command.hpp"
#include "support/setting_examples.hpp"

using namespace test_arena;
using arena::RunKind;
using arena::SettingRow;

namespace {

struct Command {
  RunKind kind;
  std::string name;  // "run", "match", "league"
};
const Command kCommands[] = {
    {RunKind::SitAndGo, "run"}, {RunKind::Match, "match"}, {RunKind::League, "league"}};

// A flag with its texts, quoted for the shell.
std::string typed(const SettingRow& row, const std::vector<std::string>& texts) {
  if (row.type == arena::SettingType::Switch) return " " + std::string(row.flag);
  std::string args;
  for (const std::string& text : texts) args += " " + std::string(row.flag) + " '" + text + "'";
  return args;
}

// A sanitized start of the program costs ~0.1 s (its shadow memory, the leak check at exit):
// there each row's first bad value is tried, in the normal build every one.
const int kBadValuesPerRow = test_paths::sanitized() ? 1 : 1'000;

std::string bots_unless(const SettingRow& row) {
  return row.key == "bots" ? "" : " --bot a=build/bin/caller --bot b=build/bin/caller";
}

}  // namespace

TEST_CASE("each command's --help lists exactly the setting flags of its kind of run") {
  for (const Command& command : kCommands) {
    const CommandResult help = arena_command(command.name + " --help");
    REQUIRE(help.exit_code == 0);
    for (const SettingRow& row : arena::setting_rows()) {
      INFO(command.name << " " << row.flag);
      const bool listed = help.out.find("  " + std::string(row.flag) + " ") != std::string::npos;
      CHECK(listed == row.applies_to(command.kind));
    }
  }
}

TEST_CASE("each setting flag's bad values are refused by the program, naming the flag") {
  for (const Command& command : kCommands) {
    for (const SettingRow& row : arena::setting_rows()) {
      if (!row.applies_to(command.kind)) continue;
      // `arena league` reads the rows it shares with `arena run` through the same code: only its
      // own are walked again here (each start of the program costs, most under the sanitizers).
      if (command.kind == RunKind::League && row.applies_to(RunKind::SitAndGo)) continue;
      int tried = 0;
      for (const auto& bad : setting_examples::bad(row)) {
        if (bad.flag.empty()) continue;
        if (++tried > kBadValuesPerRow) break;
        const std::string args =
            command.name + " --quiet" + bots_unless(row) + typed(row, bad.flag);
        INFO(args);
        const CommandResult r = arena_command(args);
        CHECK(r.exit_code == 2);
        CHECK(r.err.rfind("arena " + command.name + ": command line: " + std::string(row.flag),
                          0) == 0);
      }
    }
  }
}

TEST_CASE("a setting flag of the other kind of run is refused by its name") {
  for (const Command& command : kCommands) {
    // Under the sanitizers one row for each way the refusal names the row's kinds of run (each
    // sanitized start ~0.1 s); in the normal build every row.
    std::set<std::string> phrasings_tried;
    for (const SettingRow& row : arena::setting_rows()) {
      if (row.applies_to(command.kind)) continue;
      if (test_paths::sanitized() && !phrasings_tried.insert(arena::kinds_phrase(row.kinds)).second)
        continue;
      const std::string args = command.name + " --quiet" + bots_unless(row) +
                               typed(row, setting_examples::good(row).flag);
      INFO(args);
      const CommandResult r = arena_command(args);
      CHECK(r.exit_code == 2);
      CHECK(r.err == "arena " + command.name + ": command line: " + std::string(row.flag) +
                         ": is " + arena::kinds_phrase(row.kinds) + " setting, not " +
                         arena::kind_possessive(command.kind) + "\n");
    }
  }
}
