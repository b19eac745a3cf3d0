// Always answers with an action that is not in `legal`: checks when facing a bet, calls when
// there is nothing to call.
#include "bad_common.hpp"

namespace testbot {

int bad_not_legal(int, char**) {
  return bad_bot::play("bad_not_legal", [](const arena_bot::GameState& s, int) {
    for (const char* action : {"check", "call", "fold", "bet", "raise"})
      if (!s.can(action)) {
        bad_bot::answer(s, {action, s.min_raise_to});
        return true;
      }
    return false;
  });
}

}  // namespace testbot
