// Thinks 300 ms over every decision (says so on stderr first), then checks or calls: a run with
// it is nearly always waiting on a decision, which is where a pause (Ctrl-Z) must stop the clock.
#include <chrono>
#include <cstdio>
#include <thread>

#include "bad_common.hpp"

namespace testbot {

int thinker(int, char**) {
  return bad_bot::play("thinker", [](const arena_bot::GameState& s, int acts) {
    std::fprintf(stderr, "thinking over decision %d\n", acts);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    bad_bot::answer(s, arena_bot::Decision::passive(s));
    return true;
  });
}

}  // namespace testbot
