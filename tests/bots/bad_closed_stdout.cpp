// Says ready, then closes its stdout and keeps running (reading stdin until the arena closes
// it), so the arena sees end-of-file from a live process.
#include <unistd.h>

#include "bad_common.hpp"

namespace testbot {

int bad_closed_stdout(int, char**) {
  return bad_bot::play(
      "bad_closed_stdout", [](const arena_bot::GameState&, int) { return true; },
      [] { ::close(1); });
}

}  // namespace testbot
