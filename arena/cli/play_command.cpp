// `arena play COMMAND`: a quick heads-up sit-and-go between the person at the terminal (a human
// seat, arena/director/seat_programs.hpp) and one bot, with any sit-and-go setting.
#include <cstdio>
#include <memory>

#include "arena/cli/commands.hpp"
#include "arena/cli/settings_flags.hpp"
#include "arena/director/tournament.hpp"

namespace arena::cli {
namespace {

struct PlayFlags {
  SettingsFlags settings;
  std::string opponent;
};

int play_heads_up(const PlayFlags& flags) {
  apply_log_level(flags.settings);
  if (const auto bots = flags.settings.texts.find("--bot");
      bots != flags.settings.texts.end() && !bots->second.empty()) {
    std::fprintf(stderr,
                 "arena play: --bot: play seats you and the one bot given; for more bots use "
                 "arena run --bot me=human --bot ...\n");
    return kBadUsage;
  }
  RunSettings config;
  RunOptions options;
  try {
    options = run_options(flags.settings);
    SettingsLayer layer = to_layer(flags.settings);
    const bool named = flags.opponent.find('=') != std::string::npos &&
                       flags.opponent.find(' ') > flags.opponent.find('=');
    layer.set_flag("--bot", std::vector<std::string>{
                                "me=human", named ? flags.opponent : "bot=" + flags.opponent});
    config = resolve_settings(RunKind::SitAndGo, flags.settings.config_path(), layer);
    require_seat_programs(config);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena play: %s\n", e.what());
    return kBadUsage;
  }
  const auto played = play_whole_run("play", [&] { return run_tournament(config, options); });
  if (!played) return 1;
  if (report_absent_bots("play", played->absent, 2, played->folder.root)) return 1;
  std::printf("%s after %d hands\n%s", played->finished ? "Over" : "Interrupted", played->hands,
              standings_table(played->results).c_str());
  std::printf("results in %s\n", played->folder.root.c_str());
  return played->finished ? 0 : shutdown_exit_code();
}

}  // namespace

void add_play_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<PlayFlags>();
  CLI::App* cmd =
      app.add_subcommand("play", "Play heads-up against one bot from the keyboard (a human seat)");
  add_flags_when_named(*cmd, [cmd, flags] {
    cmd->add_option("command", flags->opponent,
                    "The bot's command line, quoted ('python3 my_bot.py'); NAME=COMMAND names it")
        ->required();
    add_settings_flags(*cmd, flags->settings, RunKind::SitAndGo);
  });
  cmd->callback([flags, &exit_code] { exit_code = play_heads_up(*flags); });
}

}  // namespace arena::cli
