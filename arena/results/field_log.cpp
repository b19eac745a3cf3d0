#include "arena/results/field_log.hpp"

#include <algorithm>

namespace arena {

nlohmann::json field_record(const poker::MultiTableTournament& mt,
                            const std::vector<poker::TableHand*>& round,
                            const std::vector<std::string>& names, bool was_bubble) {
  const auto name = [&](int e) { return names[static_cast<std::size_t>(e)]; };

  nlohmann::json out = nlohmann::json::array();
  for (const poker::TableHand* th : round)
    for (std::size_t p = 0; p < th->entrants.size(); ++p) {
      const int e = th->entrants[p];
      if (!mt.eliminated(e)) continue;
      out.push_back({{"name", name(e)},
                     {"table", th->table + 1},
                     {"seat", th->seats[p]},
                     {"hand", th->hand_number},
                     {"place", mt.place_of(e)}});
    }
  // Best place first, as standings are read.
  std::stable_sort(out.begin(), out.end(), [](const nlohmann::json& a, const nlohmann::json& b) {
    return a["place"].get<int>() < b["place"].get<int>();
  });
  nlohmann::json moves = nlohmann::json::array();
  for (const poker::TableMove& m : mt.moves())
    moves.push_back({{"name", name(m.entrant)},
                     {"reason", poker::to_string(m.reason)},
                     {"from", {{"table", m.from_table + 1}, {"seat", m.from_seat}}},
                     {"to", {{"table", m.to_table + 1}, {"seat", m.to_seat}}}});
  nlohmann::json broken = nlohmann::json::array();
  for (const int t : mt.broken()) broken.push_back(t + 1);
  if (out.empty() && moves.empty() && broken.empty()) return nullptr;

  nlohmann::json record = {
      {"round", mt.rounds_played()},       {"last_hand", mt.hands_played()},
      {"players_left", mt.players_left()}, {"tables", mt.finished() ? 0 : mt.tables_in_play()},
      {"eliminated", std::move(out)},      {"moves", std::move(moves)},
      {"broken", std::move(broken)}};
  if (was_bubble) record["bubble"] = true;
  if (!mt.finished() && mt.tables_in_play() == 1 && !mt.broken().empty())
    record["final_table"] = true;
  if (mt.finished()) record["finished"] = true;
  return record;
}

}  // namespace arena
