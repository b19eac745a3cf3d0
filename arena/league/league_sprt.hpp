#pragma once
// A league's SPRT (the setting sprt.bots, docs/RATINGS.md "The SPRT"): which games count, and the
// "sprt" block of standings.json. The league counts games as they finish and stops at the first
// decision; a merge of shards counts them in game order and cuts the league at that game.
#include <nlohmann/json.hpp>

#include <array>
#include <optional>

#include "arena/config/run_settings.hpp"
#include "arena/league/game_record.hpp"
#include "arena/league/sprt.hpp"

namespace arena {

// The pool indices of the test's A and B, {-1, -1} without a test.
std::array<int, 2> sprt_bots(const RunSettings& settings);

// Counts `game` in `record` when both of `bots` sat in it: A ahead of B a win, behind a loss,
// level a draw.
void count_for_sprt(const GameRecord& game, const std::array<int, 2>& bots, PairRecord& record);

// The "sprt" block: the bots and hypotheses, the record, the test now, and the decision where it
// was first reached (`verdict`, after `verdict_games` games).
nlohmann::json sprt_json(const LeagueSettings& league, const PairRecord& record,
                         const std::optional<SprtResult>& now,
                         const std::optional<SprtResult>& verdict, int verdict_games);

}  // namespace arena
