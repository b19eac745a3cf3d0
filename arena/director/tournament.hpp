#pragma once
// The tournament director for one sit-and-go: starts the bots, seats them, deals every hand
// through the engine, asks each bot its decisions, tells every bot what it may see, and writes
// the results folder as it goes (hands.jsonl per hand; standings.json and config.json replaced
// atomically), so an interrupted run keeps every finished hand.
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/run_skeleton.hpp"
#include "arena/director/tournament_skeleton.hpp"
#include "arena/replay/run_setup.hpp"
#include "arena/results/run_folder.hpp"
#include "arena/results/standings.hpp"

namespace arena {

// Plays the tournament to the end (or until SIGINT/SIGTERM or options.stop is requested). Throws
// std::runtime_error for problems with the results folder; bot failures never throw.
RunOutcome run_tournament(const RunSettings& config, const RunOptions& options);

}  // namespace arena
