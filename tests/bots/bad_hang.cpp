// Says ready, then never answers an act; when the arena closes its stdin it still does not
// exit, so the arena has to kill it after the grace period.
#include <unistd.h>

#include "bad_common.hpp"

namespace testbot {

int bad_hang(int, char**) {
  bad_bot::play("bad_hang", [](const arena_bot::GameState&, int) { return true; });
  for (;;) pause();
}

}  // namespace testbot
