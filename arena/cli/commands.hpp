#pragma once
// Each subcommand of the `arena` program registers itself on the CLI11 app.
#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

#include "arena/report/html_table.hpp"

namespace arena::cli {

// Returns the exit code the program should end with, once the app has parsed.
using ExitCode = int;
// Bad usage: any command-line mistake (CLI11's, a flag's value) or a bad settings file
// (README.md, "Exit statuses").
inline constexpr ExitCode kBadUsage = 2;

// A flag that takes one of a few words: anything else is refused in words, naming the valid
// ones ("--format: 'html' is not one of: pokerstars, phh"), not with CLI11's internal text.
inline CLI::Validator one_of(std::vector<std::string> words) {
  std::string list;
  for (const auto& w : words) list += (list.empty() ? "" : ", ") + w;
  return CLI::Validator(
      [words, list](std::string& value) -> std::string {
        for (const auto& w : words)
          if (value == w) return {};
        return "'" + value + "' is not one of: " + list;
      },
      "");
}

// Adds a command's flags only when the command line names that command (CLI11's pre-parse
// callback, run before the command's own words are parsed, its --help included). The commands
// that take the settings flags hold some 300 options between them, and building them all made
// most of the program's start: under the sanitizers, as the test suite starts it hundreds of times,
// an allocation stack recorded and later scanned for each piece of each.
inline void add_flags_when_named(CLI::App& cmd, std::function<void()> add_flags) {
  cmd.preparse_callback([add = std::move(add_flags)](std::size_t) { add(); });
}

void add_replay_command(CLI::App& app, ExitCode& exit_code);
void add_run_command(CLI::App& app, ExitCode& exit_code);
void add_export_command(CLI::App& app, ExitCode& exit_code);
void add_verify_command(CLI::App& app, ExitCode& exit_code);
void add_show_command(CLI::App& app, ExitCode& exit_code);
void add_match_command(CLI::App& app, ExitCode& exit_code);
void add_league_command(CLI::App& app, ExitCode& exit_code);
// `arena league merge`, under the league command.
void add_league_merge_command(CLI::App& league, ExitCode& exit_code);
void add_games_command(CLI::App& app, ExitCode& exit_code);
void add_check_command(CLI::App& app, ExitCode& exit_code);
void add_play_command(CLI::App& app, ExitCode& exit_code);
void add_stats_command(CLI::App& app, ExitCode& exit_code);
void add_report_command(CLI::App& app, ExitCode& exit_code);
// `arena watch`: arena/cli/live_flag.cpp.
void add_watch_command(CLI::App& app, ExitCode& exit_code);
// Writes `dir`'s report to `out` (empty: dir/report.html), saying where; its exit code (1 when it
// could not).
ExitCode write_report_of(const std::string& dir, const std::string& out,
                         const report::ReportLimits& limits = {});

}  // namespace arena::cli
