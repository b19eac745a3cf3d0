#pragma once
// What a bot may say (sdk/PROTOCOL.md): `ready` to the handshake and `action` to an `act`, read
// by strict parsers that never guess what the bot meant and say what is wrong.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "arena/protocol/to_bot.hpp"  // ActRequest
#include "arena/protocol/wire.hpp"

namespace arena::protocol {

struct ReadyAnswer {
  bool ok = false;
  bool is_ready = false;  // a JSON object with "type":"ready", valid or not
  std::string name;
  std::string version;  // empty when not given
  std::string error;    // when !ok: what is wrong, for the bot's log
};
// `{"type":"ready","name":"MyBot","version":"0.3"}`; version optional (string or number).
ReadyAnswer parse_ready(std::string_view line);

enum class ParseKind {
  Ok,         // `action` is legal and may be applied
  Stale,      // a well-formed answer to another id: drop it and keep waiting
  Malformed,  // not JSON, not an object, not an action, missing or mistyped fields
  NotLegal,   // the action is not in the request's `legal`
  BadAmount,  // bet/raise amount not an integer or outside [min_raise_to, max_raise_to]
  TooLong,    // a line over the 65,536 bytes a line may have: never read whole
};
// The kind's word in hands.jsonl ("refused": {"kind": ...}): ok, stale, malformed, not_legal,
// bad_amount, too_long.
std::string_view to_string(ParseKind kind);

// A bot's line as plain ASCII for logs and messages: bytes that are not printable ASCII become
// \xNN (so a line that is not UTF-8 cannot break a JSON writer), and past `cap` bytes of the line
// it is cut, with "... (N bytes)" saying how long it was.
std::string printable_excerpt(std::string_view line, std::size_t cap);

struct ActionAnswer {
  ParseKind kind = ParseKind::Malformed;
  poker::Action action;  // when Ok
  std::int64_t id = 0;   // the id the bot sent, when it sent one
  std::string error;     // when not Ok: what is wrong, naming the field
};
// Strict: never guesses what the bot meant. Unknown fields are ignored; `amount` is ignored
// for fold, check and call; the action word is read in any case ("Call"), as cards are. A legal
// answer in the usual form is read without a Json tree (flat_json.hpp); anything else goes to the
// full parser, which words the error.
ActionAnswer parse_action(std::string_view line, const ActRequest& request);

// The answer to a `draw` request (R30): the cards discarded, none to stand pat.
struct DiscardAnswer {
  ParseKind kind = ParseKind::Malformed;
  std::vector<poker::Card> cards;  // when Ok: distinct cards of the hand, within the round's limits
  std::int64_t id = 0;             // the id the bot sent, when it sent one
  std::string error;               // when not Ok: what is wrong, naming the field
};
// `{"type":"discard","id":23,"cards":["Kd","2s"]}`. A card not held, named twice, or a count
// outside [min_discard, max_discard] is NotLegal; anything not of that form Malformed; an answer
// (of either kind) to another id Stale.
DiscardAnswer parse_discard(std::string_view line, const DrawRequest& request);

}  // namespace arena::protocol
