// Prints its ready line into stdout's buffer and never flushes it: it then waits for its stdin
// to end (read straight from the descriptor, which flushes nothing), so the arena sees nothing.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace testbot {

int bad_ready_unflushed(int, char**) {
  std::setvbuf(stdout, nullptr, _IOFBF, 1 << 16);  // a pipe is fully buffered anyway
  std::printf("{\"type\":\"ready\",\"name\":\"bad\"}\n");
  char buf[4096];
  while (::read(0, buf, sizeof buf) > 0) {
  }
  std::_Exit(0);  // without flushing: the line never leaves
}

}  // namespace testbot
