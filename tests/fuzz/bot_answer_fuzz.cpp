// A bot's lines as the arena reads them: `ready` to the handshake, `action` to an `act`, and the
// lines it may send out of turn (advance and show requests, R25, R27).
// Input: 8 bytes that choose the request (which actions are legal, the amounts), then the line.
// Invariants: an accepted action is legal for the request it answers (its type allowed, a bet or
// raise amount within [min_raise_to, max_raise_to]) and carries the request's id; a refused
// one says why; an accepted ready has a name (a non-empty string, sdk/PROTOCOL.md); an accepted
// advance request names a hand and an action, and resolves, applied or void, to a legal action
// or a reason.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "arena/protocol/from_bot.hpp"
#include "arena/protocol/out_of_turn.hpp"
#include "fuzz_check.hpp"

namespace {

using arena::protocol::ParseKind;

// A request a real hand could make: check and call exclusive, bet and raise exclusive, fold only
// when facing a bet, amounts ordered; or a stud bring-in (call or complete, nothing else).
arena::protocol::ActRequest request_from(const std::uint8_t* bytes) {
  arena::protocol::ActRequest request;
  request.id = 1 + bytes[0] % 5;
  poker::Legal& legal = request.legal;
  const bool facing_bet = (bytes[1] & 1) != 0;
  legal.check = !facing_bet;
  legal.call = facing_bet;
  legal.fold = facing_bet;
  legal.to_call = facing_bet ? 1 + bytes[2] * 7 : 0;
  const bool can_raise = (bytes[1] & 2) != 0;
  legal.bet = can_raise && !facing_bet;
  legal.raise = can_raise && facing_bet;
  if (can_raise) {
    legal.min_raise_to = 2 + bytes[3] * 11;
    legal.max_raise_to =
        legal.min_raise_to + ((bytes[1] & 4) != 0 ? 0 : bytes[4] * 1000 + bytes[5]);
  }
  if ((bytes[1] & 8) != 0) {  // a stud bring-in (R39): call posts it, raise completes; no fold
    legal = poker::Legal{};
    legal.bring_in = true;
    legal.call = true;
    legal.to_call = 1 + bytes[2];
    legal.raise = (bytes[1] & 2) != 0;
    if (legal.raise) legal.min_raise_to = legal.max_raise_to = legal.to_call + 1 + bytes[3];
  }
  request.stack = legal.max_raise_to + legal.to_call + bytes[6];
  return request;
}

// An action the arena would apply must be legal for the request.
void check_legal(const poker::Action& action, const poker::Legal& legal) {
  switch (action.type) {
    case poker::ActionType::Fold:
      FUZZ_CHECK(legal.fold);
      break;
    case poker::ActionType::Check:
      FUZZ_CHECK(legal.check);
      break;
    case poker::ActionType::Call:
      FUZZ_CHECK(legal.call);
      break;
    case poker::ActionType::Bet:
    case poker::ActionType::Raise:
      FUZZ_CHECK(action.type == poker::ActionType::Bet ? legal.bet : legal.raise);
      FUZZ_CHECK(action.amount >= legal.min_raise_to);
      FUZZ_CHECK(action.amount <= legal.max_raise_to);
      break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 8) return 0;
  const arena::protocol::ActRequest request = request_from(data);
  const std::string_view line(reinterpret_cast<const char*>(data + 8), size - 8);

  const arena::protocol::ActionAnswer answer = arena::protocol::parse_action(line, request);
  if (answer.kind == ParseKind::Ok) {
    FUZZ_CHECK(answer.id == request.id);
    check_legal(answer.action, request.legal);
  } else if (answer.kind == ParseKind::Stale) {
    FUZZ_CHECK(answer.id != request.id);
  } else {
    FUZZ_CHECK(!answer.error.empty());
  }

  const arena::protocol::OutOfTurnLine o = arena::protocol::parse_out_of_turn(line);
  if (o.kind == arena::protocol::OutOfTurnKind::Invalid) FUZZ_CHECK(!o.error.empty());
  if (o.kind == arena::protocol::OutOfTurnKind::Advance) {
    FUZZ_CHECK(o.request.hand >= 1);
    FUZZ_CHECK(o.request.amount >= 0);
    const poker::AdvanceResolution r =
        poker::resolve_advance(o.request, o.request.hand, request.legal);
    if (r.action) {
      check_legal(*r.action, request.legal);
    } else {
      FUZZ_CHECK(!poker::describe_void(o.request, r.why, o.request.hand, request.legal).empty());
    }
  }

  const arena::protocol::ReadyAnswer ready = arena::protocol::parse_ready(line);
  if (ready.ok) {
    FUZZ_CHECK(ready.is_ready);
    FUZZ_CHECK(!ready.name.empty());  // any non-empty string (sdk/PROTOCOL.md)
  } else {
    FUZZ_CHECK(!ready.error.empty());
  }
  return 0;
}
