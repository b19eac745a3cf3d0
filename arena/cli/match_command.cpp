// `arena match`: a fixed number of hands at fixed blinds between bot programs, stacks reset
// every hand, optionally duplicate; ends with each bot's win rate and its 95% interval.

#include <cstdio>
#include <memory>

#include "arena/cli/commands.hpp"
#include "arena/cli/live_flag.hpp"
#include "arena/cli/settings_flags.hpp"
#include "arena/config/run_settings.hpp"
#include "arena/director/match.hpp"
#include "arena/process/shutdown.hpp"

namespace arena::cli {
namespace {

int play_match(const SettingsFlags& flags) {
  apply_log_level(flags);
  RunSettings config;
  RunOptions options;
  std::unique_ptr<LivePage> live_page;  // served until the command ends
  try {
    options = run_options(flags);
    config = resolve_flags(flags);
    live_page = start_live_page(config);
    if (live_page) options.live = &live_page->board;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena match: %s\n", e.what());
    return kBadUsage;
  }
  const auto played = play_whole_run("match", [&] { return run_match(config, options); });
  if (!played) return 1;
  const MatchOutcome& outcome = *played;
  if (report_absent_bots("match", outcome.absent, static_cast<int>(config.bots.size()),
                         outcome.folder.root))
    return 1;
  if (!flags.quiet) {
    std::printf("%s after %d hands, %d deals%s (%s), blinds %lld/%lld\n",
                outcome.finished ? "Match over" : "Interrupted", outcome.hands, outcome.deals,
                config.duplicate ? " played in every seat rotation" : "", config.name.c_str(),
                static_cast<long long>(config.blinds.small_blind),
                static_cast<long long>(config.blinds.big_blind));
    std::printf("%s", match_table(outcome.results).c_str());
    std::printf(
        "win rate in big blinds per 100 hands; 95%% interval over deals (Student's t); all-in "
        "adj: the same with all-in hands credited at their equity (R47)\n");
    std::printf("seed %s (BLAKE2b-256 %s)\nresults in %s\n", outcome.seed.c_str(),
                outcome.seed_hash.c_str(), outcome.folder.root.c_str());
  }
  if (outcome.none_started) {
    // As `arena run` says it: no bot ever played, so no win rate means anything.
    std::fprintf(stderr,
                 "arena match: no bot started, so nothing was played; each bot's stderr "
                 "is in %s\n",
                 (outcome.folder.root / "logs").c_str());
    return 1;
  }
  if (flags.report && write_report_of(outcome.folder.root.string(), "") != 0) return 1;
  return outcome.finished ? 0 : shutdown_exit_code();
}

}  // namespace

void add_match_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<SettingsFlags>();
  CLI::App* cmd = app.add_subcommand(
      "match", "Play a match: fixed blinds, stacks reset every hand, win rates in bb/100");
  add_flags_when_named(*cmd, [cmd, flags] {
    add_settings_flags(*cmd, *flags, RunKind::Match);
    add_report_flag(*cmd, *flags);
  });
  cmd->callback([flags, &exit_code] { exit_code = play_match(*flags); });
}

}  // namespace arena::cli
