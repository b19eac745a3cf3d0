#pragma once
// What both directions of the bot protocol share (sdk/PROTOCOL.md): the version, the line limit,
// the wire words, and the rule for names that go on the wire as they are.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/card.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena::protocol {

using Json = nlohmann::json;
using poker::Chips;

inline constexpr int kProtocolVersion = 1;
// A bot line longer than this is a protocol error (sdk/PROTOCOL.md, Transport).
inline constexpr std::size_t kMaxLineBytes = 65536;

// The wire words, fixed by the protocol (they must not follow any display text of the engine).
std::string_view wire_name(poker::ActionType action);    // "fold", "check", "call", "bet", "raise"
std::string_view wire_name(poker::Structure structure);  // "no-limit", "pot-limit", ...
std::string_view wire_name(poker::AnteKind kind);        // "none", "every-player", "big-blind"
std::vector<std::string_view> legal_words(const poker::Legal& legal);  // fold, check, call...

// A word a bot sends in `action` (an answer to `act`, an advance request) as the arena reads it:
// in any case, as cards are read ("CALL", "Call" and "call" are one word), so the word is
// compared lower-cased. Message types and field names are read exactly as written.
std::string folded_word(std::string_view word);
// The action a bot's answer names, in any case: "Raise" is Raise.
std::optional<poker::ActionType> action_word(std::string_view word);

// A bot name as the settings allow it (arena/config: [A-Za-z0-9_.-], not empty): such a name
// needs no escaping in JSON, so the line writers put it between quotes as it is. BotSeat refuses
// any other name, so none reaches them.
bool is_wire_name(std::string_view name);

// One message built as a Json tree (the rare ones: hello, timeout, bye) as the line written to a
// bot: compact JSON and '\n'.
std::string to_line(const Json& message);

}  // namespace arena::protocol
