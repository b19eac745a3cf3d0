#pragma once
// Before a league's first game: every bot of the pool started once, as its games will start it
// (its folder, environment, sandbox and limits), greeted with a hello for a table of the
// league's size and given the start-up limit to answer, then sent bye with no hand played.
// A bot that cannot is named with the reason before anything else happens, so a league of
// hundreds of games does not rank a bot that never played (each game's logs/ would only say it
// a game at a time). The bots are checked a table at a time, side by side.
#include <filesystem>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/results/standings.hpp"

namespace arena {

// The bots that could not start and answer hello, with why (BotResult::note); their stderr is in
// `folder`/logs/. Throws std::runtime_error when `folder` cannot be made.
std::vector<BotResult> preflight_bots(const RunSettings& league,
                                      const std::filesystem::path& folder);

}  // namespace arena
