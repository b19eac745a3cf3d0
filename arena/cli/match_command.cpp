// `arena match`: a fixed number of hands at fixed blinds between bot programs, stacks reset
// every hand, optionally duplicate; ends with each bot's win rate and its 95% interval.

#include <cstdio>
#include <memory>

#include "arena/cli/commands.hpp"
#include "arena/cli/settings_flags.hpp"
#include "arena/config/match_config.hpp"
#include "arena/director/match.hpp"
#include "arena/process/shutdown.hpp"

namespace arena::cli {
namespace {

struct MatchFlags {
  SettingsFlags settings;
  std::optional<int> hands;
  std::optional<poker::Chips> small_blind, big_blind, ante, min_bet;
  std::optional<std::string> ante_kind;
  bool duplicate = false;
};

int run(const MatchFlags& flags) {
  apply_log_level(flags.settings);
  MatchConfig config;
  RunOptions options;
  try {
    options = run_options(flags.settings);
    MatchOverrides o;
    o.common = to_overrides(flags.settings);
    o.hands = flags.hands;
    o.small_blind = flags.small_blind;
    o.big_blind = flags.big_blind;
    o.ante = flags.ante;
    o.ante_kind = flags.ante_kind;
    o.min_bet = flags.min_bet;
    if (flags.duplicate) o.duplicate = true;
    config = resolve_match_config(flags.settings.config_path(), o);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena match: %s\n", e.what());
    return 2;
  }
  const auto played = play_whole_run("match", [&] { return run_match(config, options); });
  if (!played) return 1;
  const MatchOutcome& outcome = *played;
  if (!flags.settings.quiet) {
    std::printf("%s after %d hands, %d deals%s (%s), blinds %lld/%lld\n",
                outcome.finished ? "Match over" : "Interrupted", outcome.hands, outcome.deals,
                config.duplicate ? " played in every seat rotation" : "",
                config.common.name.c_str(), static_cast<long long>(config.blinds.small_blind),
                static_cast<long long>(config.blinds.big_blind));
    std::printf("%s", match_table(outcome.results).c_str());
    std::printf("win rate in big blinds per 100 hands; 95%% interval over deals (Student's t)\n");
    std::printf("seed %s (BLAKE2b-256 %s)\nresults in %s\n", outcome.seed.c_str(),
                outcome.seed_hash.c_str(), outcome.folder.root.c_str());
  }
  return outcome.finished ? 0 : shutdown_exit_code();
}

}  // namespace

void add_match_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<MatchFlags>();
  CLI::App* cmd = app.add_subcommand(
      "match", "Play a match: fixed blinds, stacks reset every hand, win rates in bb/100");
  add_settings_flags(*cmd, flags->settings, "200 big blinds");
  cmd->add_option("--hands", flags->hands, "Hands to play in all (default 1000)");
  cmd->add_option("--small-blind", flags->small_blind, "Small blind (default half the big blind)");
  cmd->add_option("--big-blind", flags->big_blind,
                  "Big blind (default 100; 0 for an ante-only game, with --ante and --min-bet)");
  cmd->add_option("--ante", flags->ante, "Ante (default 0)");
  cmd->add_option("--ante-kind", flags->ante_kind, "every-player (default) or big-blind");
  cmd->add_option("--min-bet", flags->min_bet,
                  "Smallest bet of an ante-only game (--big-blind 0); win rates are then per 100 "
                  "min bets");
  cmd->add_flag("--duplicate", flags->duplicate,
                "Play every deal once per seat rotation, so card luck cancels out");
  cmd->callback([flags, &exit_code] { exit_code = run(*flags); });
}

}  // namespace arena::cli
