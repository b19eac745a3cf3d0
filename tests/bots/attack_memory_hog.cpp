// Allocates and touches memory a mebibyte at a time until it is stopped: the sandbox's memory
// limit must end it (cause "memory limit"), never the arena.
#include <cstdlib>
#include <cstring>
#include <vector>

#include "attack_common.hpp"

namespace testbot {

int attack_memory_hog(int, char**) {
  return attack::play_after("attack_memory_hog", [] {
    std::vector<char*> kept;
    for (int mib = 1; mib <= 64 * 1024; ++mib) {
      char* block = static_cast<char*>(std::malloc(1 << 20));
      if (block == nullptr) {
        attack::say("memory hog: allocation refused after " + std::to_string(mib) + " MiB");
        return;
      }
      std::memset(block, mib & 0xff, 1 << 20);  // touched, so it is really used
      kept.push_back(block);
    }
    attack::escaped("64 GiB allocated and touched");
  });
}

}  // namespace testbot
