#pragma once
// The one decision policy of a seat's turn (R22-R26, R30, R34): from the seat's state, what its
// clock said of the turn and the bot's answer, the table's ruling: what it applies and why. The
// live seat (arena/director/bot_seat*), `arena verify` and every resume
// (arena/replay/logged_hand.cpp) rule each turn here, so a rule changed here changes play and
// re-derivation alike. Pure: no process, clock or log; the caller asks the bot and times it.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/advance.hpp"
#include "engine/forced_move.hpp"
#include "engine/hand.hpp"

namespace poker {

// Why the table acted for the player: hands.jsonl's "forced".
enum class ForcedReason : std::uint8_t {
  Timeout,  // no answer within the limit (R22)
  Invalid,  // an answer that is none, or not legal here (R22)
  Absent,   // the bot is not waited for, or its pipes closed (R24)
};
std::string_view to_string(ForcedReason reason);  // "timeout", "invalid", "absent"
std::optional<ForcedReason> forced_reason_named(std::string_view name);

// What the seat's clock and pipes said of the turn.
enum class ClockVerdict : std::uint8_t {
  NotAsked,  // the bot is not asked yet: a pending advance request may act for it (R25)
  Answered,  // a well-formed answer in time (TurnFacts::answer), which the table still checks
  Invalid,   // a line in time that is no answer: malformed, out of range, too long
  TimedOut,  // nothing within the limit
  Gone,      // its pipes closed
};

// What the table keeps of a seat from turn to turn.
struct SeatTurnState {
  bool waited_for = true;    // false: a no-show, crashed or absent bot is never asked (R24)
  bool on_vacation = false;  // R22: since its last time-out or invalid answer
  int timeouts_in_a_row = 0;
  int protections_left = 0;  // R26: the run's count for this player
  // The pending requests (R25, R30), one of each kind, so a plan for the betting (call_any) and
  // one for the draws (stand_pat) can stand together.
  std::optional<AdvanceRequest> advance;       // for the next betting turn
  std::optional<AdvanceRequest> draw_advance;  // for the next draw turn
};

// The seat's pending request for a turn of this kind (a draw turn or a betting one).
std::optional<AdvanceRequest>& pending_advance(SeatTurnState& seat, bool drawing);
const std::optional<AdvanceRequest>& pending_advance(const SeatTurnState& seat, bool drawing);

// A request the bot sent (R25): it replaces the pending one of its kind, and only that one.
void take_advance(SeatTurnState& seat, const AdvanceRequest& request);

// The bot withdrew its requests (`cancel`): both kinds.
void cancel_advances(SeatTurnState& seat);

struct TurnRules {
  TimeoutRule timeout_rule = TimeoutRule::Vacation;
  int timeouts_in_a_row = 0;  // after this many in a row the bot is not waited for; 0: never
};

// The bot's answer: an action at a betting turn, its discards at a draw turn.
struct TurnAnswer {
  Action action{};
  std::vector<Card> discards;
};

struct TurnFacts {
  const Hand& hand;  // the seat is its actor
  std::int64_t hand_number = 0;
  TurnRules rules;
  SeatTurnState seat;
  ClockVerdict verdict = ClockVerdict::NotAsked;
  TurnAnswer answer;  // with Answered
};

enum class TurnSource : std::uint8_t {
  Ask,      // nothing to apply yet: ask the bot, then rule again with the verdict
  Answer,   // the bot's answer
  Advance,  // its pending request (R25)
  Forced,   // the table acts for it (R22, R24, R26, R34)
};

struct TurnRuling {
  TurnSource source = TurnSource::Ask;
  // A betting turn: the action applied, or R26's protection instead of it.
  Action action{};
  bool protect = false;
  ForcedMove move = ForcedMove::Fold;  // with Forced
  // A draw turn: the cards thrown, or R34's vacation (stand pat, or the compulsory discard the
  // hand chooses from its stream).
  std::vector<Card> discards;
  bool draw_vacation = false;
  ForcedReason reason = ForcedReason::Absent;  // with Forced
  // An answer the table refused (forced as Invalid): why.
  ActionError not_legal = ActionError::None;
  DrawError bad_draw = DrawError::None;
  std::optional<AdvanceRequest> applied;  // with Advance: the request used
  // A pending request void at this turn, and why (the bot is told; it is then asked).
  std::optional<AdvanceRequest> voided;
  AdvanceVoid void_why = AdvanceVoid::None;
  bool now_absent = false;  // this time-out was the last allowed in a row: no longer waited for
  SeatTurnState after;      // the seat's state after the turn
};

TurnRuling rule_turn(const TurnFacts& facts);

// Applies a betting turn's ruling to `hand` (its protection, or its action); a draw turn's is
// applied by Hand::draw or Hand::draw_on_vacation.
ActionError apply_ruling(Hand& hand, const TurnRuling& ruling);

}  // namespace poker
