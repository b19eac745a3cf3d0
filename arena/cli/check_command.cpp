// `arena check COMMAND`: plays one bot against the sample bots at a few short tables chosen to
// bring every kind of turn, then says what a beginner must fix before a league night (exit 0 only
// when nothing is wrong; one line per fault otherwise).
#include <cstdio>
#include <filesystem>
#include <memory>
#include <regex>

#include "arena/check/check_report.hpp"
#include "arena/check/check_sessions.hpp"
#include "arena/cli/commands.hpp"
#include "arena/cli/settings_flags.hpp"
#include "arena/director/tournament.hpp"

namespace arena::cli {
namespace {

namespace fs = std::filesystem;

// The settings the check decides itself (the tables, stacks, blinds, length, trace).
constexpr std::string_view kCheckDecides[] = {"--bot",        "--stack",       "--schedule",
                                              "--points",     "--hand-limit",  "--trace",
                                              "--no-timings", "--allow-absent"};

struct CheckFlags {
  SettingsFlags settings;
  std::string command;
};

// "NAME=COMMAND" names the bot; a bare command plays as "mine".
BotEntry checked_bot(const std::string& text) {
  static const std::regex named(R"(^([A-Za-z0-9_.-]{1,32})=(.+)$)");
  std::smatch m;
  if (std::regex_match(text, m, named)) return {m[1].str(), m[2].str()};
  return {"mine", text};
}

int check_bot(const CheckFlags& flags) {
  apply_log_level(flags.settings);
  for (std::string_view flag : kCheckDecides) {
    const auto text = flags.settings.texts.find(flag);
    const auto on = flags.settings.switches.find(flag);
    if ((text != flags.settings.texts.end() && !text->second.empty()) ||
        (on != flags.settings.switches.end() && on->second)) {
      std::fprintf(stderr,
                   "arena check: %s: the check seats the tables itself (your bot against the "
                   "sample bots, its own stacks, blinds and length, the trace on); give your "
                   "bot's command alone, with the settings it plays under (--game, --decision-ms, "
                   "--sandbox, ...)\n",
                   std::string(flag).c_str());
      return kBadUsage;
    }
  }
  const BotEntry mine = checked_bot(flags.command);
  const fs::path samples = check::sample_bots_folder();
  RunSettings base;
  std::vector<check::CheckSession> sessions;
  RunOptions options;
  try {
    options = run_options(flags.settings);
    SettingsLayer layer = to_layer(flags.settings);
    // The bot given and a sample: the settings are checked as a run's would be, the bot's name
    // and command with the same words.
    layer.set_flag("--bot",
                   std::vector<std::string>{mine.name + "=" + mine.command,
                                            (mine.name == "caller" ? "sample" : "caller") +
                                                std::string("=") + (samples / "caller").string()});
    base = resolve_settings(RunKind::SitAndGo, flags.settings.config_path(), layer);
    require_seat_programs(base);
    if (flags.settings.texts.count("--name") == 0 || flags.settings.texts.at("--name").empty())
      base.name = "check-" + default_run_name().substr(4);
    sessions = check::check_sessions(base, mine, samples);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena check: %s\n", e.what());
    return kBadUsage;
  }

  std::vector<check::PlayedSession> played;
  for (const check::CheckSession& session : sessions) {
    if (!flags.settings.quiet)
      std::fprintf(stderr, "arena check: %s, %d hands at most...\n", session.title.c_str(),
                   session.settings.hand_limit);
    const auto outcome =
        play_whole_run("check", [&] { return run_tournament(session.settings, options); });
    if (!outcome) return 1;
    if (report_absent_bots("check", outcome->absent, session.settings.bot_count(),
                           outcome->folder.root))
      return 1;
    if (!outcome->finished) return shutdown_exit_code();
    check::PlayedSession p;
    p.title = session.title;
    p.folder = outcome->folder.root.string();
    p.hands = outcome->hands;
    for (const BotResult& r : outcome->results)
      if (r.name == mine.name) p.result = r;
    p.trace = check::read_trace(outcome->folder.trace(mine.name));
    check::read_hands(p.folder, mine.name, p);
    std::error_code ec;
    const auto size = fs::file_size(outcome->folder.stderr_log(mine.name), ec);
    p.stderr_bytes = ec ? 0 : size;
    played.push_back(std::move(p));
  }

  const check::CheckReport report =
      check::make_report(played, base.time.decision_ms, base.time.grace_ms);
  std::printf("arena check: %s (%s)\n", mine.name.c_str(), mine.command.c_str());
  for (const std::string& line : report.lines) std::printf("%s\n", line.c_str());
  if (report.faults.empty()) {
    std::printf("no faults: ready to play\n");
    return 0;
  }
  std::printf("%zu fault%s:\n", report.faults.size(), report.faults.size() == 1 ? "" : "s");
  for (const std::string& fault : report.faults) std::printf("FAULT %s\n", fault.c_str());
  return 1;
}

}  // namespace

void add_check_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<CheckFlags>();
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Play one bot against the sample bots through every kind of turn and report what to fix");
  cmd->add_option("command", flags->command,
                  "The bot's command line, quoted ('python3 my_bot.py'); NAME=COMMAND names it")
      ->required();
  add_settings_flags(*cmd, flags->settings, RunKind::SitAndGo);
  cmd->callback([flags, &exit_code] { exit_code = check_bot(*flags); });
}

}  // namespace arena::cli
