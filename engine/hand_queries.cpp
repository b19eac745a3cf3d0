// What a hand tells its callers: read-only views of its state, each bounds-checked (a seat out of
// range reads as empty), so the arena and the tests never index the arrays themselves.
#include "engine/hand.hpp"

namespace poker {

Street Hand::street() const {
  return street_;
}
const HandSetup& Hand::setup() const {
  return setup_;
}
int Hand::players() const {
  return n_;
}
int Hand::button() const {
  return setup_.button;
}
Chips Hand::stack(int p) const {
  return p >= 0 && p < n_ ? stack_[p] + held_[p] : 0;
}
Chips Hand::street_bet(int p) const {
  return p >= 0 && p < n_ ? bet_[p] : 0;
}
Chips Hand::put_in(int p) const {
  return p >= 0 && p < n_ ? put_in_[p] : 0;
}
Chips Hand::ante(int p) const {
  return p >= 0 && p < n_ ? ante_[p] : 0;
}
Chips Hand::pot() const {
  Chips total = collected_;
  for (int p = 0; p < n_; ++p) total += bet_[p];
  return total;
}
bool Hand::folded(int p) const {
  return p >= 0 && p < n_ && folded_[p];
}
bool Hand::all_in(int p) const {
  return p >= 0 && p < n_ && all_in_[p];
}
std::span<const Card> Hand::board() const {
  return std::span<const Card>(setup_.deal.board.data(), static_cast<std::size_t>(board_count_));
}
std::span<const Card> Hand::hole(int p) const {
  if (p < 0 || p >= n_) return {};
  return std::span<const Card>(hole_[p]).first(hole_count_[p]);
}
std::string_view Hand::street_name() const {
  return poker::street_name(*game_, street_);
}
Chips Hand::won(int p) const {
  return p >= 0 && p < n_ ? won_[p] : 0;
}
bool Hand::needs_unknown_card() const {
  return needs_unknown_;
}
Chips Hand::current_bet() const {
  return current_bet_;
}

}  // namespace poker
