#pragma once
// Before any bot starts: can the arena hold every descriptor its bots need at once
// (arena/process/open_files.hpp)? A field too large for the open-file limit is refused here,
// with the largest one that fits and how to raise the limit, instead of stopping half-way
// through starting it with "Too many open files" from a bot that did nothing wrong.
#include "arena/config/run_settings.hpp"

namespace arena {

// Throws std::runtime_error when the run's field (every bot at once, as a multi-table
// tournament starts them) does not fit the arena's open-file limit.
void require_open_files_for_run(const RunSettings& settings);

// Throws std::runtime_error when `games_at_once` of the league's games, each a table of its bots,
// do not fit the arena's open-file limit.
void require_open_files_for_league(const RunSettings& league, int games_at_once);

}  // namespace arena
