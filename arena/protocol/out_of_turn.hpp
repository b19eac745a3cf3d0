#pragma once
// Lines a bot may send when it is not answering an `act` (sdk/PROTOCOL-ADVANCE.md):
//   {"type":"advance","hand":42,"action":"call","amount":200}   a request for its next turn (R25)
//   {"type":"advance","hand":42,"action":"cancel"}              withdraws the request
//   {"type":"show","hand":42}                                   show my hand if it would be
//                                                               mucked at this showdown (R27)
// Any other line is not one of these (kind None): the seat reads it as before.
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/advance.hpp"

namespace arena::protocol {

enum class OutOfTurnKind { None, Advance, Cancel, Show, Invalid };

struct OutOfTurnLine {
  OutOfTurnKind kind = OutOfTurnKind::None;
  poker::AdvanceRequest request;  // Advance: kind, amount and hand; Cancel, Show: the hand
  std::string action;             // the request's action word, lower-cased (for messages)
  std::string error;              // Invalid: what is wrong, naming the field
};

OutOfTurnLine parse_out_of_turn(std::string_view line);

}  // namespace arena::protocol
