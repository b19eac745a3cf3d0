// The `arena` command line: one subcommand per job (run, match, league, replay, verify, export,
// show, games, check, play).
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <cstdio>

#include "arena/cli/commands.hpp"
#include "arena/cli/usage_error.hpp"
#include "arena/process/open_files.hpp"
#include "arena/protocol/wire.hpp"

int main(int argc, char** argv) {
  // Every command that starts bots holds descriptors for each (arena/process/open_files.hpp).
  arena::raise_open_file_limit();
  // The arena's own log goes to stderr: stdout carries results (tables, exports) for pipes.
  spdlog::set_default_logger(spdlog::stderr_color_mt("arena"));
  CLI::App app{"Poker bot arena: sit-and-go tournaments, matches and leagues between bot programs"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("arena ") + ARENA_VERSION + " (bot protocol " +
                                        std::to_string(arena::protocol::kProtocolVersion) + ")");
  arena::cli::ExitCode exit_code = 0;
  arena::cli::add_run_command(app, exit_code);
  arena::cli::add_match_command(app, exit_code);
  arena::cli::add_league_command(app, exit_code);
  arena::cli::add_replay_command(app, exit_code);
  arena::cli::add_export_command(app, exit_code);
  arena::cli::add_verify_command(app, exit_code);
  arena::cli::add_show_command(app, exit_code);
  arena::cli::add_games_command(app, exit_code);
  arena::cli::add_check_command(app, exit_code);
  arena::cli::add_play_command(app, exit_code);
  arena::cli::add_stats_command(app, exit_code);
  arena::cli::add_report_command(app, exit_code);
  arena::cli::add_watch_command(app, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return app.exit(error);  // --help: prints it, status 0
    std::fprintf(stderr, "%s\n", arena::cli::usage_message(app, error, argc, argv).c_str());
    return arena::cli::kBadUsage;
  }
  return exit_code;
}
