// `arena export --format pokerstars|phh RUN_DIR [-o FILE]`: a run's hands in another hand-history
// format, from its hands.jsonl (PokerStars-style text for poker tools, or PHH for replay).
#include <fstream>
#include <iostream>
#include <string>

#include "arena/cli/commands.hpp"
#include "arena/league/league_folder.hpp"
#include "arena/results/hand_export.hpp"

namespace arena::cli {
namespace {

struct ExportOptions {
  std::string format_name = "pokerstars";
  std::string run_dir;
  std::string output;
};

// A run's hands, or a league's: every game's in game order (PokerStars hands two blank lines
// apart; PHH tables named by game and hand, "[0002-14]").
int export_hands(const ExportOptions& options, ExportFormat format, std::ostream& out) {
  if (!is_league_folder(options.run_dir)) return export_run(options.run_dir, format, out);
  const LeagueFolder league = LeagueFolder::read(options.run_dir);
  int hands = 0;
  for (const auto& game : league.games) {
    if (hands > 0 && format == ExportFormat::PokerStars) out << "\n\n";
    hands += export_run(game, format, out, game.filename().string());
  }
  return hands;
}

int run_export(const ExportOptions& options) {
  const ExportFormat format =
      options.format_name == "phh" ? ExportFormat::Phh : ExportFormat::PokerStars;
  try {
    int hands = 0;
    if (options.output.empty()) {
      hands = export_hands(options, format, std::cout);
    } else {
      std::ofstream out(options.output, std::ios::binary | std::ios::trunc);
      if (!out) throw std::runtime_error("cannot write " + options.output);
      hands = export_hands(options, format, out);
      out.flush();
      if (!out) throw std::runtime_error("cannot write " + options.output);
    }
    std::cerr << "export: " << hands << " hands\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return 1;
  }
}

}  // namespace

void add_export_command(CLI::App& app, ExitCode& exit_code) {
  auto options = std::make_shared<ExportOptions>();
  CLI::App* cmd =
      app.add_subcommand("export", "Write a run's hands as PokerStars-style text or PHH");
  cmd->add_option("--format", options->format_name, "pokerstars (default) or phh")
      ->check(one_of({"pokerstars", "phh"}));
  cmd->add_option("run", options->run_dir,
                  "The run's results folder (results/<name>), or a league's: all its games")
      ->required();
  cmd->add_option("-o,--output", options->output, "Write to this file (default: stdout)");
  cmd->callback([options, &exit_code] { exit_code = run_export(*options); });
}

}  // namespace arena::cli
