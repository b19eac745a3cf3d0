#pragma once
// In a mix (R44): a bot's hands and net chips in each game of the rotation, so a researcher sees
// which game it wins or loses in: per run in standings.json, summed over a league's games.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace arena {

struct GameTally {
  std::string game;       // the game's word: "razz"
  std::string structure;  // "fixed-limit"
  int hands = 0;          // hands it was dealt in
  std::int64_t net = 0;   // chips won less chips lost over those hands
  friend bool operator==(const GameTally&, const GameTally&) = default;
};

// Adds `hands` hands of `game` in `structure` that changed a bot's stack by `net` in all.
void tally_hand(std::vector<GameTally>& tallies, std::string_view game, std::string_view structure,
                std::int64_t net, int hands = 1);
// Adds every tally of `more` to `tallies`.
void add_tallies(std::vector<GameTally>& tallies, const std::vector<GameTally>& more);

// [{"game", "structure", "hands", "net"}, ...] and back; from_json throws std::runtime_error on
// anything else.
nlohmann::json tallies_json(const std::vector<GameTally>& tallies);
std::vector<GameTally> tallies_from_json(const nlohmann::json& j);

}  // namespace arena
