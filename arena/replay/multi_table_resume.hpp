#pragma once
// Where an interrupted multi-table tournament goes on from (`arena run --resume`, R48-R53): its
// state after its last whole round, re-derived from the seed and hands.jsonl exactly as `arena
// verify` re-derives it, so a resume continues the tournament the logs hold, never one of its
// own. A log that does not re-derive is refused (Mismatch); the last line cut off by a kill is not.
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/results/game_tally.hpp"
#include "engine/multi_table.hpp"

namespace arena::replay {

struct MultiTableResumePoint {
  std::unique_ptr<poker::MultiTableTournament> tournament;  // after its last whole round
  std::size_t hand_lines = 0;   // hands.jsonl lines of those rounds (the rest is dropped)
  std::size_t field_lines = 0;  // tables.jsonl lines of those rounds
  // Records of those rounds that tables.jsonl lacks (the kill came before they were written).
  std::vector<nlohmann::json> missing_field_records;
  std::vector<int> protections_left;            // by entrant (R26)
  std::vector<int> last_table, last_seat;       // by entrant: where each sat last (0-based table)
  std::vector<std::vector<GameTally>> by_game;  // by entrant, a mix's (R44)
};

MultiTableResumePoint multi_table_resume_point(const std::filesystem::path& dir,
                                               const RunSettings& config, const std::string& seed);

}  // namespace arena::replay
