// Sends SIGKILL to its parent, and to the process group and session it started in: in the
// sandbox none of them is the arena, which must play on.
#include <signal.h>
#include <unistd.h>

#include "attack_common.hpp"

namespace testbot {

int attack_kill_parent(int, char**) {
  return attack::play_after("attack_kill_parent", [] {
    const pid_t parent = ::getppid();
    const int killed = ::kill(parent, SIGKILL);
    attack::say("kill(parent " + std::to_string(parent) +
                ", SIGKILL): " + (killed == 0 ? std::string("sent") : attack::last_error()));
  });
}

}  // namespace testbot
