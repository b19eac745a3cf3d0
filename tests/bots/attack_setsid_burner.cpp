// Starts a child that leaves the bot's session (setsid) and burns CPU forever: it must die with
// the bot, also when the arena itself is killed. Its command line is the bot's, so the test
// finds it by the marker argument it passed.
#include <unistd.h>

#include "attack_common.hpp"

namespace testbot {

int attack_setsid_burner(int, char**) {
  return attack::play_after("attack_setsid_burner", [] {
    const pid_t child = ::fork();
    if (child == 0) {
      ::setsid();
      volatile unsigned long spin = 0;
      for (;;) spin = spin + 1;
    }
    attack::say("setsid burner: child " + std::to_string(child));
  });
}

}  // namespace testbot
