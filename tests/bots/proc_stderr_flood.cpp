// Test bot for the process layer: writes argv[1] bytes (default 3 MiB) to stderr, then prints
// "done" on stdout and exits 0 at EOF on stdin. If the arena stopped draining stderr, it would
// block forever on a full pipe and never say "done".
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace testbot {

int proc_stderr_flood(int argc, char** argv) {
  std::size_t total = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 3u << 20;
  std::string chunk(4096, 'e');
  for (std::size_t i = 0; i < chunk.size(); i += 64) chunk[i] = '\n';
  while (total > 0) {
    const std::size_t n = total < chunk.size() ? total : chunk.size();
    const ssize_t w = ::write(2, chunk.data(), n);
    if (w <= 0) return 2;
    total -= static_cast<std::size_t>(w);
  }
  std::printf("done\n");
  std::fflush(stdout);
  char buf[256];
  while (::read(0, buf, sizeof buf) > 0) {
  }
  return 0;
}

}  // namespace testbot
