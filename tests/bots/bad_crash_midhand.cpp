// Plays correctly, then exits abruptly when asked to act for the third time or in hand 2,
// whichever comes first: in the middle of a hand, with chips in play.
#include <cstdlib>

#include "bad_common.hpp"

namespace testbot {

int bad_crash_midhand(int, char**) {
  return bad_bot::play("bad_crash_midhand", [](const arena_bot::GameState& s, int acts) {
    if (acts >= 3 || s.hand >= 2) std::_Exit(3);
    return false;
  });
}

}  // namespace testbot
