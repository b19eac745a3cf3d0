#pragma once
// A run's standings.json as `arena show RESULTS_DIR` prints it: how the run ended, each bot's
// place, result and ending, and under the table each bot's note (why it crashed, never started
// or was no longer waited for, with its stderr's last lines) and first errors, so a fault is
// seen without opening the JSON.
#include <nlohmann/json.hpp>
#include <string>

namespace arena::verify {

// `standings` is read, not trusted: a missing or odd field shows as "?" or is left out.
std::string standings_text(const nlohmann::json& standings);

}  // namespace arena::verify
