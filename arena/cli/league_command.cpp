// `arena league`: a night of sit-and-gos for a pool of bots, several at once, with standings,
// ratings and an optional SPRT; `--resume DIR` finishes one that was interrupted.
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <string>

#include "arena/cli/commands.hpp"
#include "arena/cli/live_flag.hpp"
#include "arena/cli/settings_flags.hpp"
#include "arena/config/run_settings.hpp"
#include "arena/league/continued_ratings.hpp"
#include "arena/league/league.hpp"
#include "arena/process/shutdown.hpp"

namespace arena::cli {
namespace {

struct LeagueFlags {
  SettingsFlags settings;
  std::string resume;
  int concurrency = 0;
  bool dry_run = false;
};

void print_outcome(const LeagueOutcome& outcome) {
  const std::string what = outcome.shard.empty() ? "League" : "Shard " + outcome.shard;
  std::printf("%s %s: %d of %d games%s\n", what.c_str(), outcome.complete ? "over" : "interrupted",
              outcome.games_finished, outcome.games_planned,
              outcome.stopped_by.empty() ? "" : (" (" + outcome.stopped_by + ")").c_str());
  std::printf(
      "%s",
      league_report(outcome.standings, outcome.crosstable, outcome.sprt, outcome.rules).c_str());
  if (outcome.complete && !outcome.shard.empty())
    std::printf("seed hash %s (the seed is revealed by the merge: arena league merge)\n",
                outcome.seed_hash.c_str());
  else if (outcome.complete)
    std::printf("seed %s (BLAKE2b-256 %s)\n", outcome.seed.c_str(), outcome.seed_hash.c_str());
  else
    std::printf("finish it with: arena league --resume %s\n", outcome.folder.c_str());
  std::printf("results in %s\n", outcome.folder.c_str());
}

int play_league(const LeagueFlags& flags) {
  apply_log_level(flags.settings);
  LeagueOptions options;
  RunSettings settings;
  const bool resuming = !flags.resume.empty();
  std::unique_ptr<LivePage> live_page;  // served until the command ends
  try {
    const RunOptions run = run_options(flags.settings);
    options.cpu = run.cpu;
    options.progress = run.progress && ::isatty(STDOUT_FILENO) != 0;
    options.concurrency = flags.concurrency;
    if (resuming && flags.dry_run)
      throw ConfigError("--dry-run: checks a new league's settings, not a league to resume");
    if (resuming) {
      if (!flags.settings.config_file.empty() || !to_layer(flags.settings).values().empty()) {
        throw ConfigError(
            "--resume: takes no settings (the league keeps those it started with, in its "
            "config.json); only --concurrency, --cpu, --quiet, --report and --log-level may be "
            "given");
      }
    } else {
      settings = resolve_flags(flags.settings);
      // Not a check of the settings alone: a shard's config.json hides its seed until the merge.
      if (!settings.league.shard.whole() && settings.seed.empty()) {
        throw ConfigError(
            "--shard: needs the league's seed (--seed), the same for every shard: shards with "
            "seeds of their own would be parts of different leagues");
      }
      // A folder that cannot be continued is a bad setting: said now, before anything starts.
      if (!settings.league.continue_from.empty())
        ratings_to_continue(settings.league.continue_from);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena league: %s\n", e.what());
    return kBadUsage;
  }
  if (flags.dry_run) {
    std::printf("%s\n", to_json(settings).dump(2).c_str());
    return 0;
  }
  try {
    live_page = resuming ? resume_live_page(flags.resume) : start_live_page(settings);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena league: %s\n", e.what());
    return kBadUsage;
  }
  if (live_page) options.live = &live_page->board;
  const auto played = play_whole_run("league", [&] {
    return resuming ? resume_league(flags.resume, options) : run_league(settings, options);
  });
  if (!played) return 1;
  if (report_absent_bots("league", played->absent, settings.bot_count(), played->folder)) return 1;
  if (!flags.settings.quiet) print_outcome(*played);
  if (played->games_without_bots > 0) {
    // As `arena run` says when nothing could be played: a wrong command line, most often.
    std::fprintf(stderr,
                 "arena league: in %d of the games played no bot started (every bot a no-show); "
                 "each bot's stderr is in the games' logs/ folders under %s\n",
                 played->games_without_bots, (played->folder / "games").c_str());
    if (played->games_without_bots == played->games_finished) return 1;
  }
  if (flags.settings.report && write_report_of(played->folder.string(), "") != 0) return 1;
  if (!played->complete && !shutdown_requested()) return 1;
  return played->complete ? 0 : shutdown_exit_code();
}

}  // namespace

void add_league_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<LeagueFlags>();
  CLI::App* cmd = app.add_subcommand(
      "league", "Play a league: many sit-and-gos of a pool of bots at once, standings and ratings");
  add_flags_when_named(*cmd, [cmd, flags] {
    add_settings_flags(*cmd, flags->settings, RunKind::League);
    add_report_flag(*cmd, flags->settings);
    cmd->add_option("--concurrency", flags->concurrency,
                    "Games played at once, 1 to 256 (default: one per CPU); not a setting: it "
                    "changes how fast, never what is played")
        ->type_name("N")
        ->check(CLI::Range(1, 256).description(""));
    cmd->add_flag("--dry-run", flags->dry_run,
                  "Check the settings and print them as config.json will hold them; play nothing "
                  "(scripts/league-slurm checks a league so before it submits its jobs)");
    cmd->add_option("--resume", flags->resume,
                    "Finish the league in this folder (after a crash or Ctrl-C): finished games "
                    "kept, the others played from their start");
  });
  add_league_merge_command(*cmd, exit_code);
  cmd->callback([flags, cmd, &exit_code] {
    if (!cmd->got_subcommand("merge")) exit_code = play_league(*flags);
  });
}

}  // namespace arena::cli
