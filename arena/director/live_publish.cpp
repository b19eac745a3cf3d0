#include "arena/director/live_publish.hpp"

#include <string>

namespace arena {

void publish_hand_start(const TableHandSpec& spec, const PlayedHand& played) {
  const poker::HandSetup& setup = *spec.setup;
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < setup.players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    players.push_back({{"seat", played.seat_of_player[i]},
                       {"name", played.name_of_player[i]},
                       {"stack", setup.stacks[i]}});
  }
  nlohmann::json header = {
      {"hand", spec.hand_number},
      {"level", spec.level},
      {"game", setup.dealt_game().name},
      {"structure", poker::to_string(setup.structure)},
      {"button", played.seat_of_player[static_cast<std::size_t>(setup.button)]},
      {"small_blind", setup.small_blind},
      {"big_blind", setup.big_blind},
      {"players", std::move(players)},
  };
  if (spec.table > 0) header["table"] = spec.table;
  spec.live->hand_started(spec.live_table, std::move(header), setup.game, played.seat_of_player);
  spec.live->hand_events(spec.live_table, played.events);
}

nlohmann::json progress_json(const ProgressFigures& figures, double seconds) {
  nlohmann::json j = {
      {"hands", figures.hands},
      {"level", figures.level_number},
      {"small_blind", figures.level.small_blind},
      {"big_blind", figures.level.big_blind},
      {"ante", figures.level.ante},
      {"players_left", figures.players_left},
      {"seconds", seconds},
      {"text", progress_text(figures, seconds)},
  };
  if (figures.hands_planned > 0) j["hands_planned"] = figures.hands_planned;
  if (figures.tables > 0) {
    j["tables"] = figures.tables;
    j["bubble"] = figures.bubble;
  }
  return j;
}

}  // namespace arena
