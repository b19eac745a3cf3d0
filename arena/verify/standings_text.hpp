#pragma once
// A run's standings.json as `arena show RESULTS_DIR` prints it: how the run ended, each bot's
// place, result and ending, and under the table each bot's note (why it crashed, never started
// or was no longer waited for, with its stderr's last lines) and first errors, so a fault is
// seen without opening the JSON; a mix's results by game below.
#include <nlohmann/json.hpp>
#include <string>

namespace arena::verify {

// `standings` is read, not trusted: a missing or odd field shows as "?" or is left out. A mix's
// (R44) ends with by_game_text of its standings.
std::string standings_text(const nlohmann::json& standings);

// A mix's results by game: a line per bot of `rows` (a run's standings or a league's bots) with
// its net chips and hands in each game of the rotation (their `by_game`); "" when none has any.
std::string by_game_text(const nlohmann::json& rows);

}  // namespace arena::verify
