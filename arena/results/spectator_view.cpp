#include "arena/results/spectator_view.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "arena/results/hand_record.hpp"

namespace arena {
namespace {

// The cards only their player saw, each replaced by null: the rail sees how many (as backs),
// and stud's up cards (R39) stay.
void hide_cards(nlohmann::json& item) {
  if (!item.contains("cards") || !item["cards"].is_array()) return;
  const nlohmann::json up = item.value("up", nlohmann::json::array());
  for (nlohmann::json& card : item["cards"])
    if (std::find(up.begin(), up.end(), card) == up.end()) card = nullptr;
}

bool private_cards(const std::string& type) {
  return type == "deal_hole" || type == "discard" || type == "draw" || type == "muck";
}

}  // namespace

nlohmann::json spectator_event_json(const poker::Event& event, std::span<const int> seat_of_player,
                                    const poker::GameDef& game) {
  nlohmann::json j = event_json(event, seat_of_player, game);
  if (private_cards(j["type"].get<std::string>())) {
    hide_cards(j);
    j.erase("rank");
  }
  return j;
}

nlohmann::json spectator_record(nlohmann::json record) {
  if (record.contains("players"))
    for (nlohmann::json& player : record["players"]) player.erase("hole");
  if (record.contains("events")) {
    for (nlohmann::json& e : record["events"]) {
      if (!private_cards(e.value("type", ""))) continue;
      hide_cards(e);
      e.erase("rank");
    }
  }
  if (record.contains("actions"))
    for (nlohmann::json& a : record["actions"]) hide_cards(a);
  if (record.contains("mucked")) {
    for (nlohmann::json& m : record["mucked"]) {
      hide_cards(m);
      m.erase("rank");
    }
  }
  return record;
}

}  // namespace arena
