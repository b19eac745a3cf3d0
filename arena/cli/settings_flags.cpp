#include "arena/cli/settings_flags.hpp"

#include "arena/cli/commands.hpp"
#include "arena/config/setting_rows.hpp"
#include "arena/config/shipped_schedules.hpp"
#include "arena/director/seat_programs.hpp"
#include "arena/process/open_files.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>
#include <cstdio>
#include <stdexcept>

namespace arena::cli {

std::optional<std::filesystem::path> SettingsFlags::config_path() const {
  if (config_file.empty()) return std::nullopt;
  return std::filesystem::path(config_file);
}

void add_settings_flags(CLI::App& cmd, SettingsFlags& f, RunKind kind) {
  f.kind = kind;
  cmd.add_option("--config", f.config_file, "Settings file (JSON, see docs/CONFIG.md)");
  for (const SettingRow& row : setting_rows()) {
    const std::string flag(row.flag);
    std::string help = std::string(row.help) + " (default " + shown_default(row, kind) + ")";
    if (row.type == SettingType::Schedule) help += "; shipped: " + shipped_schedule_names();
    CLI::Option* option = nullptr;
    if (row.type == SettingType::Switch) {
      option = cmd.add_flag(flag, f.switches[row.flag], help);
    } else {
      option = cmd.add_option(flag, f.texts[row.flag], help)->type_name(flag_value_name(row));
      // Text, not typed values: the row's own check answers a bad value, naming the flag.
      if (row.type != SettingType::Bots && row.type != SettingType::Paths)
        option->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    }
    if (!row.applies_to(kind)) option->group("");  // refused by name when resolved
  }
  cmd.add_option("--cpu", f.cpu,
                 "The table's CPU: auto (default: one no other run holds), off, or a number");
  cmd.add_flag("--quiet", f.quiet, "No progress line and no table (errors still shown)");
  cmd.add_option("--log-level", f.log_level,
                 "Arena log level: trace, debug, info, warn (default), error, off (the "
                 "bots' protocol lines: --trace)")
      ->check(one_of({"trace", "debug", "info", "warn", "error", "off"}));
}

void add_report_flag(CLI::App& cmd, SettingsFlags& flags) {
  cmd.add_flag("--report", flags.report,
               "At the end, write report.html in the results folder (as arena report does)");
}

SettingsLayer to_layer(const SettingsFlags& f) {
  SettingsLayer layer;
  for (const auto& [flag, texts] : f.texts)
    if (!texts.empty()) layer.set_flag(flag, texts);
  for (const auto& [flag, given] : f.switches)
    if (given) layer.set_flag(flag, "true");
  return layer;
}

bool report_absent_bots(const char* command, const std::vector<BotResult>& absent, int bots,
                        const std::filesystem::path& results) {
  if (absent.empty()) return false;
  std::fprintf(stderr,
               "arena %s: stopped before the first hand: %zu of %d bots could not start and "
               "answer hello:\n",
               command, absent.size(), bots);
  bool out_of_files = false;
  for (const BotResult& r : absent) {
    std::fprintf(stderr, "  %s: %s\n", r.name.c_str(), r.note.c_str());
    out_of_files = out_of_files || says_out_of_open_files(r.note);
  }
  // No command to fix when the arena itself ran out of descriptors, and playing without the bots
  // would only hide it.
  const std::string advice =
      out_of_files
          ? "The arena ran out of open files (" + std::to_string(open_file_use().limit) +
                " at most), not the bots: " + open_file_limit_fix(2 * open_file_use().limit) +
                "; then run again."
          : "Fix the command (README.md, \"Playing your bot\"), or play without them "
            "with --allow-absent.";
  std::fprintf(stderr,
               "Nothing was played (results in %s; a run under the same --name replaces them). "
               "%s\n",
               results.c_str(), advice.c_str());
  return true;
}

RunSettings resolve_flags(const SettingsFlags& flags) {
  RunSettings settings = resolve_settings(flags.kind, flags.config_path(), to_layer(flags));
  require_seat_programs(settings);
  return settings;
}

void require_seat_programs(const RunSettings& settings) {
  for (const BotEntry& bot : settings.bots)
    if (const std::string missing = missing_seat_program(bot); !missing.empty())
      throw std::runtime_error("bot " + bot.name + ": " + missing);
}

void apply_log_level(const SettingsFlags& flags) {
  spdlog::set_level(spdlog::level::from_str(flags.log_level));
}

RunOptions run_options(const SettingsFlags& flags) {
  RunOptions options;
  options.progress = !flags.quiet && ::isatty(STDERR_FILENO) != 0;
  options.cpu = parse_cpu_choice(flags.cpu);
  check_cpu_usable(options.cpu);  // before any results folder is made
  return options;
}

}  // namespace arena::cli
