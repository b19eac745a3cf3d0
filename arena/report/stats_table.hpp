#pragma once
// The per-bot statistics as a terminal table (`arena stats`), each share with the number of
// chances it rests on when that is not the hands.
#include <string>
#include <vector>

#include "arena/report/player_stats.hpp"

namespace arena::report {

std::string stats_table_text(const std::vector<PlayerStats>& stats);

// "1.2 / 0.8 / 0.0": the average cards drawn at each draw round; empty when the game draws none.
std::string draws_per_round_text(const PlayerStats& s);

}  // namespace arena::report
