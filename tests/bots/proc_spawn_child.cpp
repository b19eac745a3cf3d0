// Test bot for the process layer: leaves processes behind for the arena to clean up.
//   - a child in its process group that sleeps forever;
//   - a grandchild that leaves the group with setsid() and is daemonized (its parent exits at
//     once, so it is re-parented) and sleeps forever.
// Prints "child <pid> escaped <pid>", then waits on stdin and ignores EOF (sleeps forever).
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

namespace testbot {

int proc_spawn_child(int, char**) {
  const pid_t child = ::fork();
  if (child == 0) {
    for (;;) ::pause();
  }
  int report[2];
  if (::pipe(report) == -1) return 1;
  const pid_t middle = ::fork();
  if (middle == 0) {
    ::setsid();
    const pid_t escaped = ::fork();
    if (escaped == 0) {
      ::close(report[0]);
      ::close(report[1]);
      for (;;) ::pause();
    }
    if (::write(report[1], &escaped, sizeof escaped) != sizeof escaped) ::_exit(1);
    ::_exit(0);  // the daemon is now an orphan
  }
  ::close(report[1]);
  pid_t escaped = -1;
  if (::read(report[0], &escaped, sizeof escaped) != sizeof escaped) return 1;
  ::waitpid(middle, nullptr, 0);
  std::printf("child %d escaped %d\n", static_cast<int>(child), static_cast<int>(escaped));
  std::fflush(stdout);
  char buf[256];
  while (::read(0, buf, sizeof buf) > 0) {
  }
  for (;;) ::pause();  // does not exit at EOF: the arena must kill it
}

}  // namespace testbot
