#include "arena/process/shutdown.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <mutex>

#include "arena/process/child_reaper.hpp"

namespace arena {

namespace {

std::atomic<int> g_signal{0};
int g_notify_pipe[2] = {-1, -1};

extern "C" void on_shutdown_signal(int sig) {
  const int saved_errno = errno;
  int expected = 0;
  if (!g_signal.compare_exchange_strong(expected, sig)) {
    // Asked twice: no more waiting for the threads to wind down.
    process_registry::kill_registered_groups();
    ::_exit(128 + sig);
  }
  // A person at a human seat is asked for a decision the hand cannot end without: told by
  // SIGINT, the seat stops asking and checks or folds the hand to its end (bots/human.cpp).
  process_registry::signal_groups(SIGINT, true);
  if (g_notify_pipe[1] != -1) {
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_notify_pipe[1], &byte, 1);
  }
  errno = saved_errno;
}

}  // namespace

void install_shutdown_handlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    process_registry::prepare_parent_process();
    if (::pipe2(g_notify_pipe, O_CLOEXEC | O_NONBLOCK) == -1) {
      g_notify_pipe[0] = g_notify_pipe[1] = -1;
    }
    struct sigaction action {};
    action.sa_handler = on_shutdown_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
  });
}

bool shutdown_requested() {
  return g_signal.load() != 0;
}

int shutdown_signal() {
  return g_signal.load();
}

int shutdown_exit_code() {
  const int sig = g_signal.load();
  return sig == 0 ? 0 : 128 + sig;
}

int shutdown_notify_fd() {
  return g_notify_pipe[0];
}

std::size_t terminate_all_bots() {
  return process_registry::reap_all_descendants();
}

}  // namespace arena
