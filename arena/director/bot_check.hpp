#pragma once
// What can be told about a bot's command before it is started, in the words the user typed, so
// that a bot that will not start is explained before the run rather than by an exit code:
//   - a script named on its command line that is not there ("mybots/sdk_bto.py"), which the
//     bot's interpreter would report with a path inside its temporary folder;
//   - with the sandbox on, a program, the interpreter of a script (`#!`, `#!/usr/bin/env X`), or
//     what a shim script runs (`exec "/root/.pyenv/libexec/pyenv" ...`) that the sandbox cannot
//     show: under the arena user's home or another folder it hides, or outside the folders it
//     shows. With the fix: a program outside it, or the folder shown with --read-only.
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"

namespace arena {

// One line per finding, each starting with the bot's name ("mine: ...").
std::vector<std::string> check_bot_command(const RunSettings& settings, const BotEntry& bot);

// Prints every bot's findings on stderr ("arena: bot mine: ..."); returns how many.
int warn_about_bot_commands(const RunSettings& settings);

}  // namespace arena
