// The table rules' moves on a hand (R26 all-in protection, R27 asking to show), beside the
// betting of hand.cpp: the organizer's choices, not the betting rules themselves.
#include "engine/hand.hpp"

namespace poker {

bool Hand::can_protect() const {
  return !finished_ && actor_ >= 0 && !drawing_ && !legal_.check && put_in_[actor_] > 0;
}

ActionError Hand::protect() {
  if (finished_ || actor_ < 0) return ActionError::HandOver;
  if (!can_protect()) return ActionError::NotAllowed;
  // R26: the chips behind leave the table for the rest of the hand, so every rule that asks
  // "can this player still bet" sees an all-in player, and the pots are layered by what it put in.
  const int p = actor_;
  held_[p] = stack_[p];
  stack_[p] = 0;
  all_in_[p] = true;
  protected_ = static_cast<std::uint16_t>(protected_ | (1U << p));
  if (events_) {
    Event e;
    e.type = EventType::Protect;
    e.street = street_;
    e.player = static_cast<std::int8_t>(p);
    e.amount = put_in_[p];
    e.all_in = true;
    emit(e);
  }
  end_turn(p);
  return ActionError::None;
}

void Hand::ask_to_show(int p) {
  if (p >= 0 && p < n_) asked_to_show_ = static_cast<std::uint16_t>(asked_to_show_ | (1U << p));
}

bool Hand::is_protected(int p) const {
  return p >= 0 && p < n_ && (protected_ >> p & 1U);
}

}  // namespace poker
