// Misses its first decision (answers only after the time limit), then plays correctly at once:
// R22's vacation and the way back from it.
#include <chrono>
#include <thread>

#include "bad_common.hpp"

namespace testbot {

int slow_once(int, char**) {
  return bad_bot::play("slow_once", [](const arena_bot::GameState& s, int acts) {
    if (acts != 1) return false;
    // Late on purpose: the arena's limit in the test is far below this.
    std::this_thread::sleep_for(std::chrono::milliseconds(1300));
    bad_bot::answer(s, arena_bot::Decision::passive(s));
    return true;
  });
}

}  // namespace testbot
