#include "arena/process/pause.hpp"

#include <signal.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <mutex>

#include "arena/process/child_reaper.hpp"

namespace arena {

namespace {

using Steady = std::chrono::steady_clock;

// The play clock reads steady time less g_paused_ns. While stopped, g_generation is odd and the
// clock reads g_frozen_ns; a reader that saw the generation change while it read starts again
// (the handler may run on any thread, also while another reads).
std::atomic<std::uint64_t> g_generation{0};
std::atomic<std::int64_t> g_paused_ns{0};
std::atomic<std::int64_t> g_frozen_ns{0};
std::atomic<bool> g_pausing{false};

std::int64_t steady_ns() noexcept {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(Steady::now().time_since_epoch())
      .count();
}

extern "C" void on_pause_signal(int) {
  const int saved_errno = errno;
  // A second Ctrl-Z delivered to another thread meanwhile is the same pause.
  bool expected = false;
  if (!g_pausing.compare_exchange_strong(expected, true)) return;
  const std::int64_t stopped_at = steady_ns();
  g_frozen_ns.store(stopped_at - g_paused_ns.load());
  g_generation.fetch_add(1);  // odd: the clock stands at g_frozen_ns
  // The bots first: once the arena is stopped nothing can stop them.
  process_registry::signal_groups(SIGSTOP, false);
  process_registry::signal_groups(SIGTSTP, true);
  ::raise(SIGSTOP);
  // Continued.
  g_paused_ns.fetch_add(steady_ns() - stopped_at);
  g_generation.fetch_add(1);
  process_registry::signal_groups(SIGCONT, false);
  process_registry::signal_groups(SIGCONT, true);
  g_pausing.store(false);
  errno = saved_errno;
}

}  // namespace

void install_pause_handler() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_handler = on_pause_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGTSTP, &action, nullptr);
  });
}

PlayClock::time_point PlayClock::now() noexcept {
  while (true) {
    const std::uint64_t generation = g_generation.load();
    if (generation % 2 == 1) return time_point(std::chrono::nanoseconds(g_frozen_ns.load()));
    const std::int64_t ns = steady_ns() - g_paused_ns.load();
    if (g_generation.load() == generation) return time_point(std::chrono::nanoseconds(ns));
  }
}

std::chrono::nanoseconds time_paused() noexcept {
  return std::chrono::nanoseconds(g_paused_ns.load());
}

}  // namespace arena
