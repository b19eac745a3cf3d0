// Writes a file in its folder, then one in its TMPDIR, a mebibyte at a time until the system
// stops it: the sandbox's file size limit and the bounded size of both folders must, long
// before the disk is full.
#include <cstdlib>
#include <fstream>
#include <string>

#include "attack_common.hpp"

namespace testbot {

namespace {

void fill(const std::string& path) {
  std::ofstream out(path, std::ios::binary);
  const std::string block(1 << 20, 'x');
  long long mib = 0;
  while (out && mib < 64 * 1024) {
    out.write(block.data(), static_cast<std::streamsize>(block.size()));
    out.flush();
    if (out) ++mib;
  }
  attack::say("fill " + path + ": " + std::to_string(mib) + " MiB, then " + attack::last_error());
  if (mib >= 64 * 1024) attack::escaped("wrote 64 GiB to " + path);
}

}  // namespace

int attack_fill_disk(int, char**) {
  return attack::play_after("attack_fill_disk", [] {
    fill("filler");
    const char* tmp = std::getenv("TMPDIR");
    fill(std::string(tmp != nullptr ? tmp : "/tmp") + "/filler");
  });
}

}  // namespace testbot
