#pragma once
// Each subcommand of the `arena` program registers itself on the CLI11 app.
#include <CLI/CLI.hpp>

namespace arena::cli {

// Returns the exit code the program should end with, once the app has parsed.
using ExitCode = int;

void add_replay_command(CLI::App& app, ExitCode& exit_code);
void add_run_command(CLI::App& app, ExitCode& exit_code);
void add_export_command(CLI::App& app, ExitCode& exit_code);
void add_verify_command(CLI::App& app, ExitCode& exit_code);
void add_show_command(CLI::App& app, ExitCode& exit_code);
void add_match_command(CLI::App& app, ExitCode& exit_code);

}  // namespace arena::cli
