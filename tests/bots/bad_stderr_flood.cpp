// Writes 4 MiB to stderr at start and 64 KiB more at every act, but plays correctly: the arena
// must drain and cap its log without slowing down or blocking it.
#include "bad_common.hpp"

namespace {
void flood(std::size_t bytes) {
  const std::string chunk(4096, 'E');
  for (std::size_t done = 0; done < bytes; done += chunk.size()) {
    std::size_t off = 0;
    while (off < chunk.size()) {
      const ssize_t n = ::write(2, chunk.data() + off, chunk.size() - off);
      if (n <= 0) return;
      off += static_cast<std::size_t>(n);
    }
  }
}
}  // namespace

namespace testbot {

int bad_stderr_flood(int, char**) {
  flood(4u << 20);
  return bad_bot::play("bad_stderr_flood", [](const arena_bot::GameState&, int) {
    flood(64u << 10);
    return false;
  });
}

}  // namespace testbot
