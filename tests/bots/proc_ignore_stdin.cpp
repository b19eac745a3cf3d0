// Test bot for the process layer: says "ready" and then never reads stdin and never exits on its
// own (closing its stdin does not end it): the arena must not block writing to it, and must
// kill it after the grace period.
#include <signal.h>
#include <unistd.h>

#include <cstdio>

namespace testbot {

int proc_ignore_stdin(int, char**) {
  std::printf("ready\n");
  std::fflush(stdout);
  for (;;) ::pause();
}

}  // namespace testbot
