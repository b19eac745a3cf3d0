#pragma once
// GET /state.json and each pushed state (docs/LIVE.md describes every field): the run, its
// progress, whether it is paused, each table's hand as a spectator sees it, the standings so far
// (a league's with its ratings), and the last hands logged.
#include <nlohmann/json.hpp>

#include "arena/live/folder_watch.hpp"
#include "arena/results/live_board.hpp"

namespace arena::live {

// `board` null: a folder alone (`arena watch`): its tables show the last hand each logged.
nlohmann::json live_state(const FolderWatch& folder, const LiveBoard* board);

}  // namespace arena::live
