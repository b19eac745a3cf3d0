#include "engine/game_mix.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/deal.hpp"

namespace poker {
namespace {

// The named mixes: HORSE (hold'em, Omaha hi-lo, razz, stud, stud hi-lo, all fixed-limit) and the
// 8-game mix (2-7 triple draw, the HORSE games, no-limit hold'em and pot-limit Omaha), as the
// WSOP deals them.
constexpr std::string_view kHorse = "holdem/fixed-limit,omaha-8,razz,stud,stud-8";
constexpr std::string_view kEightGame =
    "2-7-triple-draw,holdem/fixed-limit,omaha-8,razz,stud,stud-8,holdem/no-limit,omaha/pot-limit";

}  // namespace

const MixedGame& GameMix::game_of(int hand_number, int level_index) const {
  if (games.empty()) throw std::logic_error("GameMix::game_of: not a mix");
  const int n = static_cast<int>(games.size());
  const int turn = hands_per_game > 0 ? (std::max(hand_number, 1) - 1) / hands_per_game
                                      : std::max(level_index, 0);
  return games[static_cast<std::size_t>(turn % n)];
}

int GameMix::max_players() const {
  int most = kMaxPlayers;
  for (const MixedGame& g : games) most = std::min(most, g.game->max_players);
  return most;
}

int GameMix::min_players() const {
  int least = 2;
  for (const MixedGame& g : games) least = std::max(least, g.game->min_players);
  return least;
}

std::string GameMix::spelled_out() const {
  std::string out;
  for (const MixedGame& g : games) {
    if (!out.empty()) out += ',';
    out += std::string(g.game->name) + "/" + std::string(to_string(g.structure));
  }
  return out;
}

std::vector<std::string_view> mix_names() {
  return {"horse", "8-game"};
}

std::optional<GameMix> parse_game_mix(std::string_view text, std::string& error) {
  error.clear();
  std::string_view list;
  if (text == "horse") {
    list = kHorse;
  } else if (text == "8-game") {
    list = kEightGame;
  } else if (text.substr(0, 4) == "mix:") {
    list = text.substr(4);
  } else {
    return std::nullopt;
  }
  GameMix mix;
  mix.name = std::string(text);
  while (!list.empty()) {
    const std::size_t comma = list.find(',');
    const std::string_view item = list.substr(0, comma);
    list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    const std::size_t slash = item.find('/');
    const std::string_view name = item.substr(0, slash);
    const GameDef* game = find_game(name);
    if (game == nullptr) {
      error = "unknown game '" + std::string(name) + "' in the mix";
      return std::nullopt;
    }
    MixedGame g{game, game->default_structure};
    if (slash != std::string_view::npos) {
      const std::string_view word = item.substr(slash + 1);
      const auto structure = structure_named(word);
      if (!structure) {
        error = "unknown structure '" + std::string(word) + "' for " + std::string(name) +
                " (no-limit, pot-limit or fixed-limit)";
        return std::nullopt;
      }
      if (!game->allows(*structure)) {
        error = std::string(name) + " is not played " + std::string(word);
        return std::nullopt;
      }
      g.structure = *structure;
    }
    mix.games.push_back(g);
  }
  if (mix.games.size() < 2) {
    error = "a mix needs at least two games, e.g. mix:holdem/fixed-limit,razz";
    return std::nullopt;
  }
  return mix;
}

}  // namespace poker
