// Holds its first decision until the file its argument names exists, then checks or calls at
// once: a run with it cannot play past its first hand before the test creates that file (a live
// page's pause sent before the run could end, whatever the machine's load).
#include <chrono>
#include <filesystem>
#include <thread>

#include "bad_common.hpp"

namespace testbot {

int gate(int argc, char** argv) {
  if (argc < 2) return 2;
  const std::filesystem::path open_when = argv[1];
  return bad_bot::play("gate", [&](const arena_bot::GameState&, int acts) {
    // Bounded: the test's own limit ends a run that is never let through.
    for (int wait = 0; acts == 1 && wait < 30'000 && !std::filesystem::exists(open_when); ++wait)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    return false;
  });
}

}  // namespace testbot
