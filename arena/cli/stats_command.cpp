// `arena stats RESULT_FOLDER`: the per-bot statistics of a run, a match or a league (VPIP, PFR,
// 3-bet, aggression, showdowns, draws, decision times), from its logged hands.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "arena/cli/commands.hpp"
#include "arena/report/player_stats.hpp"
#include "arena/report/result_hands.hpp"
#include "arena/report/stats_table.hpp"

namespace arena::cli {

void add_stats_command(CLI::App& app, ExitCode& exit_code) {
  auto dir = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand(
      "stats",
      "Print each bot's statistics per game: VPIP, PFR, 3-bet, AF, WTSD, W$SD, draws, "
      "decision times (docs/REPORT.md)");
  cmd->add_option("results_dir", *dir, "A run's, a match's or a league's results folder")
      ->required();
  cmd->callback([dir, &exit_code] {
    try {
      report::StatsCollector stats;
      std::size_t hands = 0;
      report::for_each_result_hand(*dir,
                                   [&](int game, const nlohmann::json&, const RecordedHand& hand) {
                                     stats.add(hand, game);
                                     ++hands;
                                   });
      if (hands == 0) {
        std::cout << *dir << ": no hands logged\n";
      } else {
        std::cout << hands << " hands in " << *dir << "\n"
                  << report::stats_table_text(stats.stats());
      }
      exit_code = 0;
    } catch (const std::exception& e) {
      std::cerr << "arena stats: " << *dir << ": " << e.what() << std::endl;
      exit_code = 1;
    }
  });
}

}  // namespace arena::cli
