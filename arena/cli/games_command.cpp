// `arena games`: every game the arena deals, from the engine's table (engine/game.cpp), with its
// betting structures, seats, draw rounds and PHH codes: what --game takes.
#include <cstdio>
#include <string>
#include <string_view>

#include "arena/cli/commands.hpp"
#include "engine/game.hpp"
#include "engine/game_mix.hpp"

namespace arena::cli {
namespace {

std::string structures_of(const poker::GameDef& game) {
  std::string out;
  for (const poker::Structure s :
       {poker::Structure::NoLimit, poker::Structure::PotLimit, poker::Structure::FixedLimit}) {
    if (!game.allows(s)) continue;
    if (!out.empty()) out += ", ";
    out += poker::to_string(s);
    if (s == game.default_structure) out += " (default)";
  }
  return out;
}

std::string phh_codes_of(const poker::GameDef& game) {
  std::string out;
  for (const poker::Structure s :
       {poker::Structure::NoLimit, poker::Structure::PotLimit, poker::Structure::FixedLimit}) {
    if (!game.allows(s) || game.phh_code(s).empty()) continue;
    if (!out.empty()) out += ", ";
    out += std::string(game.phh_code(s)) + " (" + std::string(poker::to_string(s)) + ")";
  }
  return out.empty() ? "none (hands.jsonl and PokerStars text only)" : out;
}

std::string cards_of(const poker::GameDef& game) {
  std::string out = std::to_string(game.hole_cards) + " hole cards";
  if (game.deals_up_cards()) {  // R39-R41: each street's cards down and up
    int kept = 0;
    out = "";
    for (const poker::StreetDef& s : game.streets()) {
      out += (out.empty() ? "" : ", ") + std::string(s.name) + " " + std::to_string(s.hole_dealt) +
             " down " + std::to_string(s.up_dealt) + " up";
      kept += s.hole_dealt + s.up_dealt;
    }
    out = std::to_string(kept) + " cards each (" + out + ")";
  }
  if (game.short_deck) out += " from 36 (six to ace)";
  if (game.board_cards() > 0) out += ", " + std::to_string(game.board_cards()) + " on the board";
  for (const poker::StreetDef& s : game.streets()) {
    if (!s.draw.any()) continue;
    out += "; " + std::string(s.name) + ": ";
    out += s.draw.replace ? "draw 0 to " + std::to_string(s.draw.max_discard)
                          : "discard " + std::to_string(s.draw.min_discard);
  }
  return out + "; ranked " + std::string(poker::to_string(game.ranking)) +
         (game.hi_lo ? ", hi-lo eight or better (R38)" : "");
}

void print_games() {
  for (const poker::GameDef& game : poker::games()) {
    std::printf("%s  %s\n", std::string(game.name).c_str(), std::string(game.title).c_str());
    std::printf("  structures: %s\n", structures_of(game).c_str());
    std::printf("  seats: %d to %d\n", game.min_players, game.max_players);
    std::printf("  cards: %s\n", cards_of(game).c_str());
    std::printf("  PHH: %s\n", phh_codes_of(game).c_str());
  }
  // The named mixes (R44); mix:GAME[/STRUCTURE],... makes any other.
  for (const std::string_view name : poker::mix_names()) {
    std::string error;
    const auto mix = poker::parse_game_mix(name, error);
    if (!mix) continue;
    std::printf("%s  a mix, %d hands of each game by default (--mix-hands)\n",
                std::string(name).c_str(), poker::kDefaultHandsPerGame);
    std::printf("  games: %s\n", mix->spelled_out().c_str());
    std::printf("  seats: %d to %d\n", mix->min_players(), mix->max_players());
  }
  std::printf(
      "mix:GAME[/STRUCTURE],...  any other mix of the games above, e.g. "
      "mix:holdem/no-limit,omaha/pot-limit,razz\n");
}

}  // namespace

void add_games_command(CLI::App& app, ExitCode& exit_code) {
  CLI::App* cmd = app.add_subcommand(
      "games", "List the games --game deals: structures, seats, cards and draws, PHH codes");
  cmd->callback([&exit_code] {
    print_games();
    exit_code = 0;
  });
}

}  // namespace arena::cli
