#include "arena/cli/settings_flags.hpp"

#include "arena/cli/commands.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

namespace arena::cli {

std::optional<std::filesystem::path> SettingsFlags::config_path() const {
  if (config_file.empty()) return std::nullopt;
  return std::filesystem::path(config_file);
}

void add_settings_flags(CLI::App& cmd, SettingsFlags& f, const std::string& default_stack) {
  cmd.add_option("--config", f.config_file, "Settings file (JSON, see docs/CONFIG.md)");
  cmd.add_option("--bot", f.bots, "A bot as NAME=COMMAND (repeat; replaces the file's bots)");
  cmd.add_option("--name", f.name, "Run name: the folder under the results folder");
  cmd.add_option("--structure", f.structure, "no-limit (default), pot-limit, fixed-limit");
  cmd.add_option("--seed", f.seed, "Seed text: every card reproducible (default: drawn)");
  cmd.add_option("--stack", f.stack, "Starting stack (default " + default_stack + ")");
  cmd.add_option("--results", f.results, "Results folder (default results)");
  cmd.add_option("--decision-ms", f.decision_ms, "Time per decision (default 1000)");
  cmd.add_option("--time-bank-ms", f.time_bank_ms, "Time bank per bot (default 0)");
  cmd.add_option("--startup-ms", f.startup_ms, "Time to answer hello (default 10000)");
  cmd.add_option("--timeouts-in-a-row", f.timeouts_in_a_row,
                 "Time-outs in a row before a bot is no longer waited for (default 3)");
  cmd.add_option("--grace-ms", f.grace_ms, "Time to exit after bye (default 2000)");
  cmd.add_option("--stderr-cap", f.stderr_cap, "Bytes of each bot's stderr kept (1 MiB)");
  cmd.add_option("--cpu", f.cpu,
                 "The table's CPU: auto (default: one no other run holds), off, or a number");
  cmd.add_flag("--quiet", f.quiet, "No progress line and no table (errors still shown)");
  cmd.add_option("--log-level", f.log_level,
                 "Arena log level: trace, debug, info, warn (default), error, off")
      ->check(one_of({"trace", "debug", "info", "warn", "error", "off"}));
}

ConfigOverrides to_overrides(const SettingsFlags& f) {
  ConfigOverrides o;
  if (!f.bots.empty()) {
    std::vector<BotEntry> bots;
    for (const auto& b : f.bots) bots.push_back(parse_bot_flag(b));
    o.bots = std::move(bots);
  }
  o.name = f.name;
  if (f.structure) o.structure = parse_structure(*f.structure);
  o.seed = f.seed;
  o.results_dir = f.results;
  o.starting_stack = f.stack;
  o.decision_ms = f.decision_ms;
  o.time_bank_ms = f.time_bank_ms;
  o.startup_ms = f.startup_ms;
  o.timeouts_in_a_row = f.timeouts_in_a_row;
  o.grace_ms = f.grace_ms;
  o.stderr_cap_bytes = f.stderr_cap;
  return o;
}

void apply_log_level(const SettingsFlags& flags) {
  spdlog::set_level(spdlog::level::from_str(flags.log_level));
}

RunOptions run_options(const SettingsFlags& flags) {
  RunOptions options;
  options.progress = !flags.quiet && ::isatty(STDERR_FILENO) != 0;
  options.cpu = parse_cpu_choice(flags.cpu);
  return options;
}

}  // namespace arena::cli
