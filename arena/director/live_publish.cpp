#include "arena/director/live_publish.hpp"

#include <array>
#include <span>
#include <string>

namespace arena {

void publish_hand_start(const TableHandSpec& spec, const PlayedHand& played) {
  spec.live->hand_started(spec.live_table, {spec.hand_number, spec.level, spec.table, spec.setup,
                                            played.seat_of_player, played.name_of_player});
  spec.live->hand_events(spec.live_table, played.events);
}

void publish_hand_end(const TableHandSpec& spec, const PlayedHand& played) {
  std::array<poker::Chips, poker::kMaxPlayers> stacks{};
  for (int p = 0; p < spec.setup->players; ++p)
    stacks[static_cast<std::size_t>(p)] = played.hand.stack(p);
  spec.live->hand_events(spec.live_table, played.events);
  spec.live->hand_finished(spec.live_table,
                           std::span(stacks.data(), static_cast<std::size_t>(spec.setup->players)));
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
