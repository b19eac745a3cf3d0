// What the player to act may do (R9-R12, and stud's bring-in and completion, R39).
#include <algorithm>

#include "engine/hand.hpp"

namespace poker {
namespace {

// Fixed-limit cap (R12): one bet and three raises.
constexpr int kMaxBetsPerStreet = 4;

}  // namespace

void Hand::update_legal() {
  Legal& legal = legal_;
  legal = Legal{};
  if (finished_ || actor_ < 0 || drawing_) return;
  if (bring_in_due_) {
    bring_in_legal();
    return;
  }
  const int p = actor_;
  const Chips owed = current_bet_ - bet_[p];
  legal.to_call = std::min(owed, stack_[p]);
  legal.fold = owed > 0;
  legal.call = owed > 0;
  legal.check = owed <= 0;
  if (game().betting == Betting::BlogNomic) {
    // R46: folding is always allowed, and before the flop nobody checks: the first to act with
    // nothing to call raises or folds.
    legal.fold = true;
    if (street_ == Street::Preflop) legal.check = false;
  }

  if (stack_[p] <= owed) return;  // a call is already all-in
  if (setup_.structure == Structure::FixedLimit && raises_ >= kMaxBetsPerStreet) return;
  // R10: a player who acted may raise again only when facing at least a full raise since.
  if ((acted_ >> p & 1U) && current_bet_ - faced_[p] < raise_size_) return;
  // R11: somebody else must be able to call at least part of a raise.
  bool someone = false;
  for (int q = 0; q < n_; ++q)
    if (q != p && !folded_[q] && stack_[q] > 0 && stack_[q] + bet_[q] > current_bet_) {
      someone = true;
      break;
    }
  if (!someone) return;

  const Chips all_in_to = bet_[p] + stack_[p];
  // While the bring-in stands, the next raise completes it to the small bet (R39).
  Chips min_to = completing_ ? small_bet_ : current_bet_ + raise_size_;
  Chips max_to = all_in_to;
  if (setup_.structure == Structure::FixedLimit) {
    max_to = min_to;
  } else if (setup_.structure == Structure::PotLimit) {
    // R9: the pot after the call, then that much more on top of the call.
    max_to = std::max(min_to, 2 * current_bet_ - bet_[p] + pot());
  }
  legal.min_raise_to = std::min(min_to, all_in_to);
  legal.max_raise_to = std::min(max_to, all_in_to);
  if (current_bet_ == 0) {
    legal.bet = true;
  } else {
    legal.raise = true;
  }
}

ActionError Hand::check_action(Action action) const {
  if (finished_ || actor_ < 0) return ActionError::HandOver;
  if (drawing_) return ActionError::NotAllowed;
  return poker::check_action(legal_, action);
}

}  // namespace poker
