#pragma once
// A process's state as /proc tells it, and waiting for a state: for the tests that stop and
// continue the arena (Ctrl-Z, tests/pause_test.cpp, tests/human_seat_test.cpp).
#include <sys/types.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace test_arena {

// The state letter of /proc/<pid>/stat ('T': stopped, 'S': sleeping, ...); 0 once it is gone.
// The fields after the command name, which may hold spaces and ')', are read after the last ')'.
inline char process_state(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::stringstream text;
  text << in.rdbuf();
  const std::string stat = text.str();
  const auto close = stat.rfind(')');
  return close == std::string::npos || close + 2 >= stat.size() ? 0 : stat[close + 2];
}

// The live children of `parent`.
inline std::vector<pid_t> children_of(pid_t parent) {
  std::vector<pid_t> out;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream in(entry.path() / "stat");
    std::stringstream text;
    text << in.rdbuf();
    const std::string stat = text.str();
    const auto close = stat.rfind(')');
    char state = 0;
    long ppid = 0;
    if (close != std::string::npos &&
        std::sscanf(stat.c_str() + close + 1, " %c %ld", &state, &ppid) == 2 && ppid == parent &&
        state != 'Z')
      out.push_back(static_cast<pid_t>(std::stol(name)));
  }
  return out;
}

// Polls `done` until it holds, for a minute at most (a bound for a broken arena, not a timing:
// every wait is for a state). Returns whether it held.
inline bool wait_for(const std::function<bool()>& done) {
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(1);
  while (!done()) {
    if (std::chrono::steady_clock::now() > give_up) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

}  // namespace test_arena
