#pragma once
// Shared by the attacking test bots (tests/sandbox_test.cpp): each makes its one attack right
// after `ready`, says on stderr what came of it, then plays correctly (checks or calls) for as
// long as it lives. A line starting "ESCAPED:" means the attack got something it must not: the
// tests fail on it.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bad_common.hpp"

namespace attack {

inline void say(const std::string& text) {
  std::fprintf(stderr, "%s\n", text.c_str());
  std::fflush(stderr);
}

inline void escaped(const std::string& what) {
  say("ESCAPED: " + what);
}

inline std::string last_error() {
  return std::strerror(errno);
}

// The paths an attack targets come as "@PATH": a plain path on a bot's command line would be
// shown to it by the sandbox as a file it needs.
inline std::vector<std::string> targets(int argc, char** argv) {
  std::vector<std::string> out;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    out.push_back(!arg.empty() && arg[0] == '@' ? arg.substr(1) : arg);
  }
  return out;
}

template <class Attack>
int play_after(const char* name, Attack&& attack) {
  return bad_bot::play(
      name, [](const arena_bot::GameState&, int) { return false; }, attack);
}

}  // namespace attack
