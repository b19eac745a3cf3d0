// `arena show RESULTS_DIR --hand N [--as BOT]`: one logged hand as readable text, the whole hand
// or only what one bot saw. Exit 1 with a message naming the problem (no such hand or bot, a
// corrupt record). Without --hand: the run's standings, with each bot's note (why it crashed).
// A league's folder: its standings and games, or with --game G a game's hand.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "arena/cli/commands.hpp"
#include "arena/league/league_folder.hpp"
#include "arena/replay/run_files.hpp"
#include "arena/verify/hand_text.hpp"
#include "arena/verify/standings_text.hpp"

namespace arena::cli {
namespace {

struct ShowFlags {
  std::string dir;
  long long hand = 0;
  std::optional<std::string> as;
  std::optional<int> game;  // a league's game
};

ExitCode run_show_hand(const ShowFlags& flags);
ExitCode run_show_standings(const ShowFlags& flags);

// A league: its standings and the games it has, each a run folder `--game G --hand N` shows.
ExitCode run_show_league(ShowFlags flags) {
  try {
    const LeagueFolder league = LeagueFolder::read(flags.dir);
    if (flags.game) {
      char folder[16];
      std::snprintf(folder, sizeof folder, "%04d", *flags.game);
      const auto game = league.root / "games" / folder;
      if (!std::filesystem::is_directory(game))
        throw RunFileError("no game " + std::to_string(*flags.game) + " (" +
                           std::to_string(league.games.size()) + " games played)");
      if (flags.hand == 0) {
        std::cerr << "arena show: --hand is required with --game (arena show --help)" << std::endl;
        return kBadUsage;
      }
      flags.dir = game.string();
      return run_show_hand(flags);
    }
    std::cout << "League " << league.name << (league.shard.empty() ? "" : ", shard " + league.shard)
              << ": " << league.games.size() << " of " << league.games_planned
              << " games, tables of " << league.table_size << "\n"
              << league_standings_text(league)
              << (std::filesystem::exists(league.root / "standings.json")  // a mix's, by game
                      ? verify::by_game_text(
                            read_standings(league.root).value("bots", nlohmann::json()))
                      : "")
              << "\nGames (arena show " << flags.dir << " --game G --hand N):\n";
    for (const auto& game : league.games) {
      const auto config = read_run_config(game);
      std::string bots;
      if (config.raw.contains("bots"))
        for (const auto& bot : config.raw["bots"]) bots += " " + bot.value("name", "?");
      std::cout << "  " << game.filename().string() << ":" << bots << "\n";
    }
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "show: " << flags.dir << ": " << e.what() << std::endl;
    return 1;
  }
}

ExitCode run_show(const ShowFlags& flags) {
  if (is_league_folder(flags.dir)) return run_show_league(flags);
  if (flags.game) {
    std::cerr << "arena show: --game is for a league's folder; " << flags.dir
              << " is not one (arena show --help)" << std::endl;
    return kBadUsage;
  }
  if (flags.hand == 0) {
    // A run's folder without --hand: its standings; any other path is a mistake in the command.
    if (!std::filesystem::is_regular_file(std::filesystem::path(flags.dir) / "standings.json")) {
      std::cerr << "arena show: --hand is required unless " << flags.dir
                << " is a run's results folder (arena show --help)" << std::endl;
      return kBadUsage;
    }
    return run_show_standings(flags);
  }
  return run_show_hand(flags);
}

ExitCode run_show_standings(const ShowFlags& flags) {
  try {
    const nlohmann::json standings = read_standings(flags.dir);
    const auto logged = standings.find("hands");
    const long long hands =
        logged != standings.end() && logged->is_number_integer() ? logged->get<long long>() : 0;
    std::cout << verify::standings_text(standings);
    if (hands > 0)
      std::cout << "Hands: arena show " << flags.dir << " --hand N (1 to " << hands << ")\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "show: " << flags.dir << ": " << e.what() << std::endl;
    return 1;
  }
}

ExitCode run_show_hand(const ShowFlags& flags) {
  try {
    const RunConfig config = read_run_config(flags.dir);
    std::string names;
    bool known = false;
    if (config.raw.contains("bots") && config.raw["bots"].is_array())
      for (const auto& bot : config.raw["bots"])
        if (bot.is_object() && bot.contains("name") && bot["name"].is_string()) {
          names += (names.empty() ? "" : ", ") + bot["name"].get<std::string>();
          known = known || (flags.as && bot["name"] == *flags.as);
        }
    if (flags.as && !known)
      throw RunFileError("no bot named '" + *flags.as + "' in this run (bots: " + names + ")");
    const HandLines lines(flags.dir);
    // Hands are logged in order, one a line, so hand N is line N; a log with a missing or
    // corrupt line is still searched rather than trusted.
    std::optional<nlohmann::json> record;
    const auto is_wanted = [&](std::size_t i) {
      if (i >= lines.size()) return false;
      try {
        nlohmann::json j = lines.parse(i);
        if (j["hand"].get<long long>() != flags.hand) return false;
        record = std::move(j);
        return true;
      } catch (const RunFileError&) {
        return false;
      }
    };
    if (flags.hand >= 1 && !is_wanted(static_cast<std::size_t>(flags.hand - 1)))
      for (std::size_t i = 0; i < lines.size() && !is_wanted(i); ++i) {
      }
    if (!record)
      throw RunFileError("hands.jsonl has no hand " + std::to_string(flags.hand) + " (" +
                         std::to_string(lines.size()) + " lines)");
    const std::string run_name = config.raw.contains("name") && config.raw["name"].is_string()
                                     ? config.raw["name"].get<std::string>()
                                     : flags.dir;
    std::cout << verify::hand_text(*record, run_name, flags.as);
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "show: " << flags.dir << ": " << e.what() << std::endl;
    return 1;
  }
}

}  // namespace

void add_show_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<ShowFlags>();
  auto* cmd = app.add_subcommand(
      "show",
      "Print one logged hand as text: the whole hand, or what one bot saw of it; without --hand, "
      "the run's standings and why each bot ended");
  cmd->add_option("results_dir", flags->dir,
                  "The run's results folder (results/<name>), or a league's")
      ->required();
  cmd->add_option("--hand", flags->hand,
                  "The hand number (1 is the first); without it a run's standings, with each "
                  "bot's note");
  cmd->add_option("--game", flags->game,
                  "A league's game (1 is the first): show its hand --hand; without it a league's "
                  "standings and games");
  cmd->add_option("--as", flags->as, "Only what this bot saw: its own cards and the public ones");
  cmd->callback([flags, &exit_code] { exit_code = run_show(*flags); });
}

}  // namespace arena::cli
