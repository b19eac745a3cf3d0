// `arena run`: one sit-and-go between bot programs, from a settings file and/or flags.
#include <spdlog/spdlog.h>

#include <unistd.h>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include "arena/cli/commands.hpp"
#include "arena/config/tournament_config.hpp"
#include "arena/director/tournament.hpp"
#include "arena/process/shutdown.hpp"

namespace arena::cli {
namespace {

struct RunFlags {
  std::string config_file;
  std::vector<std::string> bots;
  std::optional<std::string> name, schedule, structure, seed, points, results;
  std::optional<poker::Chips> stack;
  std::optional<int> decision_ms, time_bank_ms, startup_ms, timeouts_in_a_row, grace_ms, hand_limit;
  std::optional<std::int64_t> stderr_cap;
  bool quiet = false;
  std::string log_level = "warn";
};

ConfigOverrides to_overrides(const RunFlags& f) {
  ConfigOverrides o;
  if (!f.bots.empty()) {
    std::vector<BotEntry> bots;
    for (const auto& b : f.bots) bots.push_back(parse_bot_flag(b));
    o.bots = std::move(bots);
  }
  o.name = f.name;
  o.schedule = f.schedule;
  if (f.structure) o.structure = parse_structure(*f.structure);
  o.seed = f.seed;
  if (f.points) o.points = parse_points_list(*f.points);
  o.results_dir = f.results;
  o.starting_stack = f.stack;
  o.decision_ms = f.decision_ms;
  o.time_bank_ms = f.time_bank_ms;
  o.startup_ms = f.startup_ms;
  o.timeouts_in_a_row = f.timeouts_in_a_row;
  o.grace_ms = f.grace_ms;
  o.hand_limit = f.hand_limit;
  o.stderr_cap_bytes = f.stderr_cap;
  return o;
}

int run(const RunFlags& flags) {
  spdlog::set_level(spdlog::level::from_str(flags.log_level));
  TournamentConfig config;
  try {
    std::optional<std::filesystem::path> file;
    if (!flags.config_file.empty()) file = flags.config_file;
    config = resolve_config(file, to_overrides(flags));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena run: %s\n", e.what());
    return 2;
  }
  install_shutdown_handlers();
  RunOptions options;
  options.progress = !flags.quiet && ::isatty(STDERR_FILENO) != 0;
  RunOutcome outcome;
  try {
    outcome = run_tournament(config, options);
  } catch (const std::exception& e) {
    terminate_all_bots();
    std::fprintf(stderr, "arena run: %s\n", e.what());
    return 1;
  }
  terminate_all_bots();
  if (!flags.quiet || !outcome.finished) {
    std::printf("%s after %d hands (%s)\n", outcome.finished ? "Tournament over" : "Interrupted",
                outcome.hands, config.name.c_str());
    std::printf("%s", standings_table(outcome.results).c_str());
    std::printf("seed %s (BLAKE2b-256 %s)\nresults in %s\n", outcome.seed.c_str(),
                outcome.seed_hash.c_str(), outcome.folder.root.c_str());
  }
  return outcome.finished ? 0 : shutdown_exit_code();
}

}  // namespace

void add_run_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<RunFlags>();
  CLI::App* cmd = app.add_subcommand("run", "Play one sit-and-go tournament between bot programs");
  cmd->add_option("--config", flags->config_file, "Settings file (JSON, see docs/CONFIG.md)");
  cmd->add_option("--bot", flags->bots, "A bot as NAME=COMMAND (repeat; replaces the file's bots)");
  cmd->add_option("--name", flags->name, "Run name: the folder under the results folder");
  cmd->add_option("--schedule", flags->schedule, "Blind schedule file or shipped name (turbo)");
  cmd->add_option("--structure", flags->structure, "no-limit (default), pot-limit, fixed-limit");
  cmd->add_option("--seed", flags->seed, "Seed text: every card reproducible (default: drawn)");
  cmd->add_option("--stack", flags->stack, "Starting stack (default 1500)");
  cmd->add_option("--points", flags->points, "Points by place, e.g. 10,6,3,1 (default N - place)");
  cmd->add_option("--hand-limit", flags->hand_limit, "Stop after this many hands (0: none)");
  cmd->add_option("--results", flags->results, "Results folder (default results)");
  cmd->add_option("--decision-ms", flags->decision_ms, "Time per decision (default 1000)");
  cmd->add_option("--time-bank-ms", flags->time_bank_ms, "Time bank per bot (default 0)");
  cmd->add_option("--startup-ms", flags->startup_ms, "Time to answer hello (default 10000)");
  cmd->add_option("--timeouts-in-a-row", flags->timeouts_in_a_row,
                  "Time-outs in a row before a bot is no longer waited for (default 3)");
  cmd->add_option("--grace-ms", flags->grace_ms, "Time to exit after bye (default 2000)");
  cmd->add_option("--stderr-cap", flags->stderr_cap, "Bytes of each bot's stderr kept (1 MiB)");
  cmd->add_flag("--quiet", flags->quiet, "No progress line and no table (errors still shown)");
  cmd->add_option("--log-level", flags->log_level,
                  "Arena log level: trace, debug, info, warn (default), error, off");
  cmd->callback([flags, &exit_code] { exit_code = run(*flags); });
}

}  // namespace arena::cli
