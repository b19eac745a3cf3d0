#pragma once
// The tournament director for a multi-table tournament (R48-R53): a sit-and-go of more bots than
// seat at one table. Each bot's process is started once and kept from table to table; every
// round, each table in play deals one hand, the hands played side by side on `concurrency`
// threads; between rounds the engine places the players out and breaks and balances the tables,
// and each moved bot is told its new table and seat. hands.jsonl (and hands.phhs) hold every
// table's hands, each naming its table; tables.jsonl the moves, breaks and eliminations.
#include "arena/config/run_settings.hpp"
#include "arena/director/run_skeleton.hpp"
#include "arena/director/tournament.hpp"
#include "engine/multi_table.hpp"

namespace arena {

// Plays the tournament to its end, or until stopped (as run_tournament does).
RunOutcome run_multi_table(const RunSettings& config, const RunOptions& options);
// Goes on with the tournament in `run` (`arena run --resume`; multi_table_resume.hpp); throws
// std::runtime_error, saying why, for a folder that cannot be resumed.
RunOutcome resume_multi_table(const std::filesystem::path& run, const RunOptions& options);

}  // namespace arena
