#pragma once
// Shared loop of the misbehaving test bots: each plays correctly (checks or calls) except for
// the one failure it exists to show, which its `on_act` hook performs.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "arena_bot.hpp"

namespace bad_bot {

// Writes raw bytes to stdout at once (no C++ buffering), as a broken bot would.
inline void write_raw(const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(1, bytes.data() + done, bytes.size() - done);
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

inline void answer(const arena_bot::GameState& s, const arena_bot::Decision& d) {
  write_raw(arena_bot::action_line(s.act_id, d) + "\n");
}

// `on_act(state, act_count)` returns true when it answered (or chose not to) itself; false
// lets the bot answer correctly. `on_hello` runs before `ready` is sent.
template <class OnAct, class OnReady>
int play(const char* name, OnAct&& on_act, OnReady&& after_ready) {
  arena_bot::Tracker tracker;
  std::string line;
  int acts = 0;
  while (std::getline(std::cin, line)) {
    auto m = arena_bot::json::parse(line, nullptr, false);
    if (m.is_discarded()) continue;
    const std::string type = tracker.update(m);
    if (type == "hello") {
      write_raw(arena_bot::ready_line(name, "bad") + "\n");
      after_ready();
    } else if (type == "act") {
      ++acts;
      if (!on_act(tracker.state, acts))
        answer(tracker.state, arena_bot::Decision::passive(tracker.state));
    }
  }
  return 0;
}

template <class OnAct>
int play(const char* name, OnAct&& on_act) {
  return play(name, on_act, [] {});
}

}  // namespace bad_bot
