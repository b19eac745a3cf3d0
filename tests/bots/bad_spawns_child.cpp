// Starts a grandchild that never exits (`sleep 1000` in a session of its own, so it is not in
// the bot's process group), then plays correctly. The arena must still leave nothing behind.
#include <sys/types.h>
#include <unistd.h>

#include "bad_common.hpp"

namespace testbot {

int bad_spawns_child(int, char**) {
  const pid_t child = fork();
  if (child == 0) {
    setsid();
    execlp("sleep", "sleep", "1000", static_cast<char*>(nullptr));
    _exit(127);
  }
  return bad_bot::play("bad_spawns_child", [](const arena_bot::GameState&, int) { return false; });
}

}  // namespace testbot
