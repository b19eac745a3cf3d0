// Forks until the system refuses, each child waiting forever: the sandbox's process limit must
// stop it (the cause is recorded), the run go on, and every child die with the bot.
#include <unistd.h>

#include "attack_common.hpp"

namespace testbot {

int attack_fork_bomb(int, char**) {
  return attack::play_after("attack_fork_bomb", [] {
    int forks = 0;
    for (; forks < 100000; ++forks) {
      const pid_t child = ::fork();
      if (child == 0) {
        for (;;) ::pause();
      }
      if (child == -1) break;
    }
    attack::say("fork bomb: " + std::to_string(forks) + " children, then " + attack::last_error());
    if (forks == 100000) attack::escaped("100000 processes started");
  });
}

}  // namespace testbot
