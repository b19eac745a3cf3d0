#pragma once
// The tables `arena check` seats a bot at: short sit-and-gos against the sample bots, each chosen
// to bring a kind of turn (deep stacks for every street and showdowns, short stacks with rising
// blinds and antes for all-ins and side pots, heads-up for the button's blind). They are played
// by the same director as `arena run`, with the bot's own settings (game, structure, time
// limits, sandbox) and the protocol trace on.
#include <filesystem>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"

namespace arena::check {

struct CheckSession {
  std::string title;  // "deep stacks", ...
  RunSettings settings;
};

// The sample bots' programs: beside the arena's own executable (build/bin/).
std::filesystem::path sample_bots_folder();

// The sessions for `mine` under `base` (the resolved settings of the command line: game,
// structure, time rules, sandbox, seed, results folder, run name). Throws std::runtime_error when
// a sample bot is missing from `samples`.
std::vector<CheckSession> check_sessions(const RunSettings& base, const BotEntry& mine,
                                         const std::filesystem::path& samples);

}  // namespace arena::check
