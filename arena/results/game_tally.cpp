#include "arena/results/game_tally.hpp"

#include <stdexcept>

namespace arena {

void tally_hand(std::vector<GameTally>& tallies, std::string_view game, std::string_view structure,
                std::int64_t net, int hands) {
  for (GameTally& t : tallies)
    if (t.game == game && t.structure == structure) {
      t.hands += hands;
      t.net += net;
      return;
    }
  tallies.push_back({std::string(game), std::string(structure), hands, net});
}

void add_tallies(std::vector<GameTally>& tallies, const std::vector<GameTally>& more) {
  for (const GameTally& t : more) tally_hand(tallies, t.game, t.structure, t.net, t.hands);
}

nlohmann::json tallies_json(const std::vector<GameTally>& tallies) {
  nlohmann::json games = nlohmann::json::array();
  for (const GameTally& t : tallies)
    games.push_back(
        {{"game", t.game}, {"structure", t.structure}, {"hands", t.hands}, {"net", t.net}});
  return games;
}

std::vector<GameTally> tallies_from_json(const nlohmann::json& j) {
  std::vector<GameTally> out;
  if (!j.is_array()) throw std::runtime_error("by_game is not an array");
  for (const nlohmann::json& t : j) {
    if (!t.is_object() || !t.value("game", nlohmann::json()).is_string() ||
        !t.value("structure", nlohmann::json()).is_string() ||
        !t.value("hands", nlohmann::json()).is_number_integer() ||
        !t.value("net", nlohmann::json()).is_number_integer())
      throw std::runtime_error("by_game holds an entry that is not {game, structure, hands, net}");
    out.push_back({t["game"].get<std::string>(), t["structure"].get<std::string>(),
                   t["hands"].get<int>(), t["net"].get<std::int64_t>()});
  }
  return out;
}

}  // namespace arena
