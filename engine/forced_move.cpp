#include "engine/forced_move.hpp"

#include <stdexcept>

namespace poker {

std::string_view to_string(TimeoutRule rule) {
  return rule == TimeoutRule::AllInProtection ? "all-in-protection" : "vacation";
}

std::optional<TimeoutRule> timeout_rule_named(std::string_view name) {
  if (name == "vacation") return TimeoutRule::Vacation;
  if (name == "all-in-protection") return TimeoutRule::AllInProtection;
  return std::nullopt;
}

std::string_view to_string(ForcedMove move) {
  switch (move) {
    case ForcedMove::Check:
      return "check";
    case ForcedMove::Fold:
      return "fold";
    case ForcedMove::Protect:
      return "protected";
    case ForcedMove::BringIn:
      return "bring-in";
  }
  return "unknown-forced-move";
}

ForcedMove forced_move(const Hand& hand, TimeoutRule rule, int protections_left) {
  // A free check is taken under both rules: protection replaces only a fold (R26).
  if (hand.legal().check) return ForcedMove::Check;
  if (hand.legal().bring_in) return ForcedMove::BringIn;
  if (rule == TimeoutRule::AllInProtection && protections_left > 0 && hand.can_protect())
    return ForcedMove::Protect;
  return ForcedMove::Fold;
}

Action forced_action(ForcedMove move) {
  switch (move) {
    case ForcedMove::Check:
      return {ActionType::Check, 0};
    case ForcedMove::BringIn:
      return {ActionType::Call, 0};
    case ForcedMove::Fold:
    case ForcedMove::Protect:
      break;
  }
  return {ActionType::Fold, 0};
}

ForcedMove apply_forced_move(Hand& hand, TimeoutRule rule, int& protections_left) {
  const ForcedMove move = forced_move(hand, rule, protections_left);
  ActionError error = ActionError::None;
  if (move == ForcedMove::Protect) {
    error = hand.protect();
    if (error == ActionError::None) --protections_left;
  } else {
    error = hand.apply(forced_action(move));
  }
  if (error != ActionError::None)
    throw std::logic_error("forced " + std::string(to_string(move)) +
                           " refused: " + std::string(to_string(error)));
  return move;
}

}  // namespace poker
