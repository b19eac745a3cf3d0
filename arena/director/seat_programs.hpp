#pragma once
// Seats played through a program the arena ships, beside its own executable (build/bin/):
// - `--bot NAME=acpc:COMMAND`: a bot written for the ACPC server (protocol 2.0.0) plays
//   unchanged through bots/acpc_adapter.cpp, which speaks the arena's protocol and starts
//   COMMAND as its ACPC client; the adapter is the bot as far as the arena is concerned (its
//   sandbox, limits, time and logs are the bot's).
// - `--bot NAME=botpoker:COMMAND`: a botpoker bot (an HTTP server answering POST /bet) plays
//   unchanged through bots/botpoker_adapter.cpp, likewise.
// - `--bot NAME=human`: a person at the terminal plays the seat. The arena starts the human seat
// program (bots/human.cpp, build/bin/human beside the arena) for it, a bot like any other on the
// protocol's pipes, which talks to the person through /dev/tty. It plays by the same rules and
// time limits, with a person's time per decision, and its hands are logged like anyone's. It is
// the organizer's own seat, so it is never sandboxed (the sandbox has no terminal).
#include <string>

#include "arena/config/run_settings.hpp"

namespace arena {

// The bot's command is the word `human`.
bool is_human_seat(const BotEntry& bot);

// The command the arena starts for a bot: the bot's own, or the program playing it for it
// (the human seat; the ACPC adapter with COMMAND's words after it). Throws BotSpawnError for an
// `acpc:` command whose words cannot be read.
std::string seat_command(const BotEntry& bot);

// The bot's own command: after an adapter's prefix ("acpc:", "botpoker:"), else all of it.
std::string adapted_command(const BotEntry& bot);

// The command that starts the human seat program: beside the arena's own executable.
std::string human_seat_command();

// Empty when the program the arena starts for the bot (the human seat, an adapter) is built, or
// the bot needs none; else which program is missing and the command that builds it.
std::string missing_seat_program(const BotEntry& bot);

// The time rules a seat plays under: the run's, with a human seat's time per decision
// (time.human_decision_ms) for a human when that is longer.
TimeRules seat_time_rules(const RunSettings& config, const BotEntry& bot);

// Whether any bot of the run is a human seat (the run then draws no progress line over it).
bool has_human_seat(const RunSettings& config);

}  // namespace arena
