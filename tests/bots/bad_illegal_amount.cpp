// Whenever it may bet or raise, does so for one chip more than max_raise_to (the first time)
// or one chip less than min_raise_to (the next), alternating; else checks or calls.
#include "bad_common.hpp"

namespace testbot {

int bad_illegal_amount(int, char**) {
  bool over = true;
  return bad_bot::play("bad_illegal_amount", [&over](const arena_bot::GameState& s, int) {
    if (!s.can("bet") && !s.can("raise")) return false;
    const arena_bot::Chips amount = over ? s.max_raise_to + 1 : s.min_raise_to - 1;
    over = !over;
    bad_bot::answer(s, {s.can("raise") ? "raise" : "bet", amount});
    return true;
  });
}

}  // namespace testbot
