#pragma once
// Every hand (and every run's standings) of a results folder, in the order played: a run's or a
// match's hands.jsonl, or each game's of a league (games/0001, ...). What `arena stats` and `arena
// report` read.
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>

#include "arena/results/recorded_hand.hpp"

namespace arena::report {

// `take(game, record, hand)` for each hand: `game` is the league's game (1-based) or 0 for a single
// run. Throws std::runtime_error naming the file and line of a record it cannot read.
void for_each_result_hand(const std::filesystem::path& dir,
                          const std::function<void(int game, const nlohmann::json& record,
                                                   const RecordedHand& hand)>& take);

// `take(game, standings)` for each run's standings.json: the run's (game 0), or each game's of a
// league. Throws std::runtime_error naming a file it cannot read.
void for_each_result_standings(
    const std::filesystem::path& dir,
    const std::function<void(int game, const nlohmann::json& standings)>& take);

}  // namespace arena::report
