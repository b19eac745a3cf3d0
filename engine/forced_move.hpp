#pragma once
// What the table does for a player who did not act: timed out, answered with something invalid,
// or is no longer there (R22, R24, R26). The count of protections is the caller's (one per bot
// per run); the rule of the hand is the engine's.
#include <optional>
#include <string_view>

#include "engine/hand.hpp"

namespace poker {

enum class TimeoutRule : std::uint8_t {
  Vacation,         // R22: check if free, else fold
  AllInProtection,  // R26: as Vacation, but a player facing a bet with chips in is protected
};
std::string_view to_string(TimeoutRule rule);  // "vacation", "all-in-protection"
std::optional<TimeoutRule> timeout_rule_named(std::string_view name);

// BringIn: stud's bring-in is due (R39), which may be neither checked nor folded: it is posted
// (the call of the bring-in).
enum class ForcedMove : std::uint8_t { Check, Fold, Protect, BringIn };
std::string_view to_string(ForcedMove move);  // "check", "fold", "protected", "bring-in"

// The move for the actor of `hand` under `rule` with `protections_left` protections to give.
ForcedMove forced_move(const Hand& hand, TimeoutRule rule, int protections_left);

// The action a Check, Fold or BringIn move takes (Protect is no action).
Action forced_action(ForcedMove move);

// Applies forced_move() to the hand and spends a protection when it protects.
ForcedMove apply_forced_move(Hand& hand, TimeoutRule rule, int& protections_left);

}  // namespace poker
