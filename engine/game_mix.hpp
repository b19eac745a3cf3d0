#pragma once
// A mixed game (R44): the games a run rotates through, each in its own structure, as mixed-game
// events deal them (HORSE, the 8-game mix), and when the rotation moves on: every N hands, or
// with each blind level. Every game takes its stakes from the same level (R12, R43).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"

namespace poker {

struct MixedGame {
  const GameDef* game = &holdem_game();
  Structure structure = Structure::FixedLimit;
  friend bool operator==(const MixedGame&, const MixedGame&) = default;
};

inline constexpr int kDefaultHandsPerGame = 8;  // casino HORSE: eight hands of each game

struct GameMix {
  std::string name;                           // "horse", "8-game", or the "mix:..." text as given
  std::vector<MixedGame> games;               // in rotation order; empty: not mixed
  int hands_per_game = kDefaultHandsPerGame;  // 0: the game changes with each blind level

  bool mixed() const { return !games.empty(); }
  // The game of hand `hand_number` (1-based) played at level index `level` (0-based).
  const MixedGame& game_of(int hand_number, int level_index) const;
  // The seats every game of the mix deals: the most of the smallest table, the least of the
  // largest.
  int max_players() const;
  int min_players() const;
  // "holdem/fixed-limit,omaha-8/fixed-limit,razz/fixed-limit,..." (every game with its structure)
  std::string spelled_out() const;
  friend bool operator==(const GameMix&, const GameMix&) = default;
};

// The named mixes' words, for --game: "horse", "8-game".
std::vector<std::string_view> mix_names();

// Reads "horse", "8-game" or "mix:GAME[/STRUCTURE],GAME[/STRUCTURE],..." (at least two games, each
// a game of games() in a structure it is played in, by default its own). nullopt with `error`
// saying what is wrong, in the words given, when it is not a mix or not a valid one; a plain
// game's word is not a mix (nullopt, `error` empty).
std::optional<GameMix> parse_game_mix(std::string_view text, std::string& error);

}  // namespace poker
