#pragma once
// Converts the hands of a finished (or interrupted) run folder into another hand-history
// format: PokerStars-style text or PHH. Reads <run>/hands.jsonl, and config.json and
// standings.json for what the records do not hold (run name, mode, seats, places).
#include <filesystem>
#include <iosfwd>
#include <string>

namespace arena {

enum class ExportFormat { PokerStars, Phh };

// Writes every hand of the run to `out` and returns how many. Throws std::runtime_error naming
// the file (and hands.jsonl line) when something cannot be read, or for PHH a game PHH does not
// define. `table_prefix` (PHH): each table is named "[<prefix>-<hand>]", so a league's games can
// share one file. `date_et` (PokerStars): every hand's date, "YYYY/MM/DD HH:MM:SS", instead of
// the time hands.jsonl was last written (`arena verify` re-derives a file exported earlier, the
// run folder perhaps copied since).
int export_run(const std::filesystem::path& run_dir, ExportFormat format, std::ostream& out,
               const std::string& table_prefix = "", const std::string& date_et = "");

// "YYYY/MM/DD HH:MM:SS" in US Eastern Time (EST/EDT by the US daylight-saving rule) of a UTC time.
std::string eastern_time_text(std::time_t utc);

}  // namespace arena
