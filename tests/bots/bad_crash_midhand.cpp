// Plays correctly, then exits abruptly when asked to act for the third time or in hand 2,
// whichever comes first: in the middle of a hand, with chips in play. Before it exits it says
// why on stderr, as a bot that gives up does, so the arena's note can be seen quoting it.
#include <cstdio>
#include <cstdlib>

#include "bad_common.hpp"

namespace testbot {

int bad_crash_midhand(int, char**) {
  return bad_bot::play("bad_crash_midhand", [](const arena_bot::GameState& s, int acts) {
    if (acts >= 3 || s.hand >= 2) {
      // stderr is unbuffered: every line is out before _Exit, which flushes nothing.
      std::fprintf(stderr, "thinking about hand %lld\n", static_cast<long long>(s.hand));
      std::fprintf(stderr, "opponent model loaded\n");
      std::fprintf(stderr, "range table ready\n");
      std::fprintf(stderr, "fatal: no strategy for act %d of hand %lld\n", acts,
                   static_cast<long long>(s.hand));
      std::_Exit(3);
    }
    return false;
  });
}

}  // namespace testbot
