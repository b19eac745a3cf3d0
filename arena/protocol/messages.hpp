#pragma once
// The bot protocol's messages (sdk/PROTOCOL.md), both directions: to_bot.hpp (every arena -> bot
// message), from_bot.hpp (the parsers of `ready` and `action`), wire.hpp (what both share).
#include "arena/protocol/from_bot.hpp"
#include "arena/protocol/to_bot.hpp"
#include "arena/protocol/wire.hpp"
