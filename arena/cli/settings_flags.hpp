#pragma once
// The command-line flags of a kind of run (`arena run`, `arena match`): one flag per setting row
// of that kind (arena/config/setting_rows.cpp, with its help and default), the settings file, and
// the flags that change how a run is carried out, never what is played (--cpu, --quiet,
// --log-level). A setting of another kind of run is accepted by the parser but hidden from
// --help, so that using it is answered in words ("--schedule: is a sit-and-go's setting...").
#include <CLI/CLI.hpp>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/config/settings_layer.hpp"
#include "arena/director/run_skeleton.hpp"
#include "arena/process/pause.hpp"
#include "arena/process/shutdown.hpp"

namespace arena::cli {

struct SettingsFlags {
  RunKind kind = RunKind::SitAndGo;
  std::string config_file;
  std::map<std::string_view, std::vector<std::string>> texts;  // by flag, as typed
  std::map<std::string_view, bool> switches;                   // by flag
  std::string cpu = "auto";
  bool quiet = false;
  bool report = false;  // --report: report.html in the results folder at the end
  std::string log_level = "warn";

  std::optional<std::filesystem::path> config_path() const;
};

void add_settings_flags(CLI::App& cmd, SettingsFlags& flags, RunKind kind);
// --report, for the commands that leave a results folder (run, match, league).
void add_report_flag(CLI::App& cmd, SettingsFlags& flags);

// The setting flags given, as one settings layer (throws ConfigError naming the flag).
SettingsLayer to_layer(const SettingsFlags& flags);

// The settings file, the flags on top: the command's whole settings (throws ConfigError, or
// std::runtime_error from require_seat_programs).
RunSettings resolve_flags(const SettingsFlags& flags);

// Throws, naming the bot and the command that builds it, when a program the arena starts for a
// bot (the human seat, an adapter) is not built: said before any results folder is made, not
// as a bot that could not start.
void require_seat_programs(const RunSettings& settings);

// Applies --log-level to the arena's own log.
void apply_log_level(const SettingsFlags& flags);

// A progress line unless --quiet or stderr is not a terminal; --cpu (throws ConfigError when it
// is not auto, off or a number).
RunOptions run_options(const SettingsFlags& flags);

// When bots could not start and the run stopped before its first hand: says which and why on
// stderr ("arena run: stopped before the first hand: ...") and returns true (exit 1 follows).
bool report_absent_bots(const char* command, const std::vector<BotResult>& absent, int bots,
                        const std::filesystem::path& results);

// Plays one whole run as every run command does: SIGINT/SIGTERM handlers installed, `play()`
// called, and every bot process ended afterwards whatever happened. An exception (a results
// folder that cannot be written, say) is printed as "arena COMMAND: what" and gives nullopt.
template <typename Play>
auto play_whole_run(const char* command, Play&& play) -> std::optional<decltype(play())> {
  install_shutdown_handlers();
  install_pause_handler();
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
