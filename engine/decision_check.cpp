// The one check of a decision, whoever makes it: the hand applying it, the protocol reading a
// bot's answer (arena/protocol/from_bot), a replay or `arena verify` following a log.
#include <algorithm>

#include "engine/hand.hpp"

namespace poker {

bool allows(const Legal& legal, ActionType type) {
  switch (type) {
    case ActionType::Fold:
      return legal.fold;
    case ActionType::Check:
      return legal.check;
    case ActionType::Call:
      return legal.call;
    case ActionType::Bet:
      return legal.bet;
    case ActionType::Raise:
      return legal.raise;
  }
  return false;
}

ActionError check_action(const Legal& legal, Action action) {
  if (!allows(legal, action.type)) return ActionError::NotAllowed;
  if (action.type != ActionType::Bet && action.type != ActionType::Raise) return ActionError::None;
  if (action.amount < legal.min_raise_to) return ActionError::AmountTooSmall;
  if (action.amount > legal.max_raise_to) return ActionError::AmountTooLarge;
  return ActionError::None;
}

DrawError check_discards(std::span<const Card> held, const DrawRound& round,
                         std::span<const Card> discards, std::size_t* bad_card) {
  // The cards first, so an answer naming a card it does not hold is told that before its count.
  int unknown_held = 0;
  for (const Card c : held) unknown_held += c.known() ? 0 : 1;
  for (std::size_t i = 0; i < discards.size(); ++i) {
    const Card c = discards[i];
    DrawError error = DrawError::None;
    if (!c.known()) {
      if (--unknown_held < 0) error = DrawError::NotHeld;
    } else if (std::find(held.begin(), held.end(), c) == held.end()) {
      error = DrawError::NotHeld;
    } else if (std::find(discards.begin(), discards.begin() + static_cast<std::ptrdiff_t>(i), c) !=
               discards.begin() + static_cast<std::ptrdiff_t>(i)) {
      error = DrawError::Repeated;
    }
    if (error != DrawError::None) {
      if (bad_card != nullptr) *bad_card = i;
      return error;
    }
  }
  const int count = static_cast<int>(discards.size());
  if (count < round.min_discard) return DrawError::TooFew;
  if (count > round.max_discard) return DrawError::TooMany;
  return DrawError::None;
}

}  // namespace poker
