#pragma once
// tables.jsonl, a multi-table tournament's log of its field (docs/LOGS.md): one record for each
// round that changed it, with the players out and their places, the moves with their reasons
// (R51, R52), the tables broken, and whether the round was on the bubble (R53). The director
// writes it and `arena verify` derives it again from the seed and the hands, so both build it
// here.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/multi_table.hpp"

namespace arena {

// The record of the round `mt` has just finished (`round`: its hands, as next_round() gave
// them), naming entrants by `names`; null when the round changed nothing but stacks.
// `was_bubble`: whether the round was played on the bubble.
nlohmann::json field_record(const poker::MultiTableTournament& mt,
                            const std::vector<poker::TableHand*>& round,
                            const std::vector<std::string>& names, bool was_bubble);

}  // namespace arena
