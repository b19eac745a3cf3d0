// `arena check COMMAND`: plays one bot against the sample bots at a few short tables chosen to
// bring every kind of turn, then says what a beginner must fix before a league night (exit 0 only
// when nothing is wrong; one line per fault otherwise).
#include <cstdio>
#include <filesystem>
#include <memory>
#include <regex>

#include "arena/check/check_report.hpp"
#include "arena/check/check_sessions.hpp"
#include "arena/check/fault_watch.hpp"
#include "arena/cli/commands.hpp"
#include "arena/cli/settings_flags.hpp"
#include "arena/director/tournament.hpp"

namespace arena::cli {
namespace {

namespace fs = std::filesystem;

// The settings the check decides itself (the tables, stacks, blinds, length, trace): refused when
// given, and left out of its --help.
constexpr std::string_view kCheckDecides[] = {"--bot",        "--stack",      "--schedule",
                                              "--points",     "--hand-limit", "--trace",
                                              "--no-timings", "--table-size", "--allow-absent"};

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

// The check stopped before its first hand: a bot could not start. Said as what to fix in the
// bot, not with a run's way out (--allow-absent plays without it: nothing to check then).
void say_not_started(const std::vector<BotResult>& absent, const BotEntry& mine, int startup_ms,
                     const RunFolder& folder) {
  for (const BotResult& r : absent) {
    if (r.name != mine.name) {
      std::fprintf(stderr,
                   "arena check: the sample bot %s could not start: %s\nBuild the arena's bots "
                   "again (cmake --build build) and check once more.\n",
                   r.name.c_str(), r.note.c_str());
      continue;
    }
    if (r.note.rfind("could not start: ", 0) == 0) {  // never ran: its command is wrong
      std::fprintf(stderr,
                   "arena check: your bot %s\nFix its command (README.md, \"Playing your bot\") "
                   "and check again.\n",
                   r.note.c_str());
      continue;
    }
    std::error_code ec;
    const std::string log = folder.stderr_log(mine.name).string();
    const bool wrote = fs::file_size(log, ec) > 0 && !ec;
    const bool quoted = r.note.find(log) != std::string::npos;  // its stderr's end, above
    std::fprintf(stderr,
                 "arena check: your bot could not start, so nothing was played: %s\n"
                 "It must answer hello with a ready line, flushed, within the start-up time "
                 "(%d ms; --startup-ms gives it more) (sdk/PROTOCOL.md, \"Handshake\"). Run "
                 "its command by hand (%s) to see it start%s%s.\n",
                 r.note.c_str(), startup_ms, mine.command.c_str(),
                 !wrote   ? "; it wrote nothing on stderr"
                 : quoted ? ", and read the end of its stderr quoted above"
                          : ", and read what it wrote on stderr: ",
                 wrote && !quoted ? log.c_str() : "");
  }
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
  std::vector<std::string> not_played;
  check::FaultWatch watch(base.time.decision_ms);
  for (const check::CheckSession& session : sessions) {
    // After a session the watch stopped, the others would only repeat its fault, slowly.
    if (!played.empty() && !played.back().stopped.empty()) {
      not_played.push_back(session.title);
      continue;
    }
    if (!flags.settings.quiet)
      std::fprintf(stderr, "arena check: %s, %d hands at most...\n", session.title.c_str(),
                   session.settings.hand_limit);
    RunOptions watched = options;
    watched.stop_when = [&](const BotLineup& bots) {
      for (int e = 0; e < bots.size(); ++e)
        if (bots[e].name() == mine.name) return watch.stop_now(bots[e].result());
      return false;
    };
    const auto outcome =
        play_whole_run("check", [&] { return run_tournament(session.settings, watched); });
    if (!outcome) return 1;
    if (!outcome->absent.empty()) {
      say_not_started(outcome->absent, mine, base.time.startup_ms, outcome->folder);
      return 1;
    }
    if (shutdown_requested()) return shutdown_exit_code();
    check::PlayedSession p;
    p.title = session.title;
    p.folder = outcome->folder.root.string();
    p.hands = outcome->hands;
    if (!outcome->finished) p.stopped = watch.why();
    for (const BotResult& r : outcome->results)
      if (r.name == mine.name) p.result = r;
    watch.session_over(p.result);
    p.trace = check::read_trace(outcome->folder.trace(mine.name));
    check::read_hands(p.folder, mine.name, p);
    std::error_code ec;
    const auto size = fs::file_size(outcome->folder.stderr_log(mine.name), ec);
    p.stderr_bytes = ec ? 0 : size;
    played.push_back(std::move(p));
  }

  const check::CheckReport report =
      check::make_report(played, not_played, base.time.decision_ms, base.time.grace_ms);
  std::printf("arena check: %s (%s)\n", mine.name.c_str(), mine.command.c_str());
  for (const std::string& line : report.lines) std::printf("%s\n", line.c_str());
  if (report.faults.empty()) {
    std::printf("no faults: ready to play\n");
    return 0;
  }
  std::printf("%s\n", check::faults_heading(report).c_str());
  for (const std::string& fault : report.faults) std::printf("FAULT %s\n", fault.c_str());
  return 1;
}

}  // namespace

void add_check_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<CheckFlags>();
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Play one bot against the sample bots through every kind of turn and report what to fix");
  add_flags_when_named(*cmd, [cmd, flags] {
    cmd->add_option("command", flags->command,
                    "The bot's command line, quoted ('python3 my_bot.py'); NAME=COMMAND names it")
        ->required();
    add_settings_flags(*cmd, flags->settings, RunKind::SitAndGo);
    // Parsed still, so that giving one is answered in words, but not offered.
    for (std::string_view flag : kCheckDecides) cmd->get_option(std::string(flag))->group("");
    cmd->get_option("--name")->description(
        "Run name: the folder under the results folder, one folder in it for each table "
        "(default check-YYYYMMDD-HHMMSS-xxxxxx)");
  });
  cmd->callback([flags, &exit_code] { exit_code = check_bot(*flags); });
}

}  // namespace arena::cli
