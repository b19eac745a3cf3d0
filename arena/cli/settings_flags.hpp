#pragma once
// The command-line flags every kind of run shares (`arena run`, `arena match`): the settings
// file, bots, names, structure, stack, seed, time rules, folders, output. Each command adds its
// own flags beside these.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "arena/config/tournament_config.hpp"
#include "arena/director/tournament.hpp"
#include "arena/process/shutdown.hpp"

namespace arena::cli {

struct SettingsFlags {
  std::string config_file;
  std::vector<std::string> bots;
  std::optional<std::string> name, structure, seed, results;
  std::optional<poker::Chips> stack;
  std::optional<int> decision_ms, time_bank_ms, startup_ms, timeouts_in_a_row, grace_ms;
  std::optional<std::int64_t> stderr_cap;
  std::string cpu = "auto";
  bool quiet = false;
  std::string log_level = "warn";

  std::optional<std::filesystem::path> config_path() const;
};

// `default_stack` is the help text's default for --stack.
void add_settings_flags(CLI::App& cmd, SettingsFlags& flags, const std::string& default_stack);

// The flags given, as one settings layer (throws ConfigError for a malformed --bot or
// --structure).
ConfigOverrides to_overrides(const SettingsFlags& flags);

// Applies --log-level to the arena's own log.
void apply_log_level(const SettingsFlags& flags);

// A progress line unless --quiet or stderr is not a terminal; --cpu (throws ConfigError when it
// is not auto, off or a number).
RunOptions run_options(const SettingsFlags& flags);

// Plays one whole run as every run command does: SIGINT/SIGTERM handlers installed, `play()`
// called, and every bot process ended afterwards whatever happened. An exception (a results
// folder that cannot be written, say) is printed as "arena COMMAND: what" and gives nullopt.
template <typename Play>
auto play_whole_run(const char* command, Play&& play) -> std::optional<decltype(play())> {
  install_shutdown_handlers();
  try {
    auto outcome = play();
    terminate_all_bots();
    return outcome;
  } catch (const std::exception& e) {
    terminate_all_bots();
    std::fprintf(stderr, "arena %s: %s\n", command, e.what());
    return std::nullopt;
  }
}

}  // namespace arena::cli
