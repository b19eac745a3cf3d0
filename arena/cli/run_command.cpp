// `arena run`: one sit-and-go between bot programs, from a settings file and/or flags.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "arena/cli/commands.hpp"
#include "arena/cli/live_flag.hpp"
#include "arena/cli/settings_flags.hpp"
#include "arena/config/run_settings.hpp"
#include "arena/director/multi_table_resume.hpp"
#include "arena/director/multi_table_run.hpp"
#include "arena/director/tournament.hpp"
#include "arena/process/shutdown.hpp"
#include "arena/process/table_cpu.hpp"
#include "arena/replay/run_files.hpp"

namespace arena::cli {
namespace {

int play_sit_and_go(const SettingsFlags& flags, int concurrency, const std::string& resume) {
  apply_log_level(flags);
  RunSettings config;
  RunOptions options;
  std::unique_ptr<LivePage> live_page;  // served until the command ends
  try {
    options = run_options(flags);
    if (!resume.empty()) {
      if (!flags.config_file.empty() || !to_layer(flags).values().empty())
        throw ConfigError(
            "--resume: takes no settings (the tournament keeps those it started with, in its "
            "config.json); only --concurrency, --cpu, --quiet, --report and --log-level may be "
            "given");
      live_page = resume_live_page(resume);  // at the address it was started with
      if (live_page) options.live = &live_page->board;
    } else {
      config = resolve_flags(flags);
      live_page = start_live_page(config);
      if (live_page) options.live = &live_page->board;
    }
    options.concurrency =
        concurrency > 0 ? concurrency : std::max(1, static_cast<int>(usable_cpus().size()));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena run: %s\n", e.what());
    return kBadUsage;
  }
  std::string already_over;  // --resume of a run whose results are written: nothing to do
  const auto played = play_whole_run("run", [&] {
    if (!resume.empty()) {
      RunOutcome outcome;
      try {
        outcome = resume_multi_table(resume, options);
      } catch (const RunAlreadyOver& over) {
        already_over = over.what();
        return outcome;
      }
      config = read_run_config(outcome.folder.root).settings;  // for the summary
      return outcome;
    }
    return config.multi_table() ? run_multi_table(config, options)
                                : run_tournament(config, options);
  });
  if (!played) return 1;
  if (!already_over.empty()) {
    std::fprintf(stderr, "arena run: %s\n", already_over.c_str());
    return 0;
  }
  const RunOutcome& outcome = *played;
  if (report_absent_bots("run", outcome.absent, static_cast<int>(config.bots.size()),
                         outcome.folder.root))
    return 1;
  if (outcome.none_started) {
    std::string why;
    for (const BotResult& r : outcome.results)
      why += "\n  " + r.name + ": " + (r.note.empty() ? r.ended : r.note);
    std::fprintf(stderr,
                 "arena run: no bot started, so nothing was played:%s\nEach bot's stderr is in "
                 "%s\n",
                 why.c_str(), (outcome.folder.root / "logs").c_str());
    return 1;
  }
  if (!flags.quiet) {
    std::printf("%s after %d hands (%s)\n", outcome.finished ? "Tournament over" : "Interrupted",
                outcome.hands, config.name.c_str());
    if (config.multi_table())
      std::printf("%d bots at tables of %d\n", config.bot_count(), config.seats_per_table);
    std::printf("%s", standings_table(outcome.results).c_str());
    if (config.multi_table() && !outcome.finished) {
      // Its seed stays secret: the tournament goes on from where it stopped.
      std::printf("seed hash (BLAKE2b-256) %s\nresults in %s\ngo on with: arena run --resume %s\n",
                  outcome.seed_hash.c_str(), outcome.folder.root.c_str(),
                  outcome.folder.root.c_str());
    } else {
      std::printf("seed %s (BLAKE2b-256 %s)\nresults in %s\n", outcome.seed.c_str(),
                  outcome.seed_hash.c_str(), outcome.folder.root.c_str());
    }
  }
  if (flags.report && write_report_of(outcome.folder.root.string(), "") != 0) return 1;
  return outcome.finished ? 0 : shutdown_exit_code();
}

}  // namespace

void add_run_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<SettingsFlags>();
  auto concurrency = std::make_shared<int>(0);
  auto resume = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand(
      "run",
      "Play one sit-and-go tournament between bot programs (more bots than --table-size: a "
      "multi-table tournament)");
  add_flags_when_named(*cmd, [cmd, flags, concurrency, resume] {
    add_settings_flags(*cmd, *flags, RunKind::SitAndGo);
    add_report_flag(*cmd, *flags);
    cmd->add_option("--concurrency", *concurrency,
                    "A multi-table tournament's tables played at once, 1 to 256 (default: one per "
                    "CPU); not a setting: it changes how fast, never what is played")
        ->type_name("N")
        ->check(CLI::Range(1, 256).description(""));
    cmd->add_option("--resume", *resume,
                    "Go on with the multi-table tournament in this results folder from its last "
                    "whole round (after a kill or a crash), with the settings it started with")
        ->type_name("DIR");
  });
  cmd->callback([flags, concurrency, resume, &exit_code] {
    exit_code = play_sit_and_go(*flags, *concurrency, *resume);
  });
}

}  // namespace arena::cli
