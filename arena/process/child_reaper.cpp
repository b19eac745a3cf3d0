#include "arena/process/child_reaper.hpp"

#include <dirent.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

namespace arena::process_registry {

namespace {

std::array<std::atomic<pid_t>, kMaxLiveBots> g_live_bots{};   // 0 = free slot, -1 = being taken
std::array<std::atomic<bool>, kMaxLiveBots> g_at_terminal{};  // the slot's bot is at the terminal

// One hunt for orphans at a time. Every run's thread hunts whenever one of its bots ends; two
// hunts that listed the same orphan would both kill it, and the later kill could hit a stranger
// that reused the pid once the earlier hunt had reaped it.
std::mutex g_reaping;

// Every process's pid, state, ppid and process group, read from /proc/<pid>/stat (fields 3-5;
// the command name in field 2 may contain spaces and ')', so parse after the last ')').
template <typename Visit>
void for_each_process(Visit&& visit) {
  DIR* proc = ::opendir("/proc");
  if (proc == nullptr) return;
  while (const dirent* entry = ::readdir(proc)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE* f = std::fopen(path, "re");
    if (f == nullptr) continue;  // it exited meanwhile
    char buf[1024];
    const std::size_t len = std::fread(buf, 1, sizeof buf - 1, f);
    std::fclose(f);
    buf[len] = '\0';
    const char* close_paren = std::strrchr(buf, ')');
    if (close_paren == nullptr) continue;
    char state = 0;
    long ppid = 0, pgrp = 0;
    if (std::sscanf(close_paren + 1, " %c %ld %ld", &state, &ppid, &pgrp) == 3)
      visit(static_cast<pid_t>(pid), state, static_cast<pid_t>(ppid), static_cast<pid_t>(pgrp));
  }
  ::closedir(proc);
}

// Children of this process.
std::vector<pid_t> list_children() {
  std::vector<pid_t> children;
  const pid_t self = ::getpid();
  for_each_process([&](pid_t pid, char, pid_t ppid, pid_t) {
    if (ppid == self) children.push_back(pid);
  });
  return children;
}

void kill_and_reap(pid_t pid) {
  ::kill(pid, SIGKILL);
  // SIGKILL cannot be caught, so this wait is short; EINTR just retries, ECHILD means someone
  // else (the bot's owner) reaped it first.
  while (::waitpid(pid, nullptr, 0) == -1 && errno == EINTR) {
  }
}

}  // namespace

bool group_has_others(pid_t pgid) {
  bool found = false;
  for_each_process([&](pid_t pid, char state, pid_t, pid_t pgrp) {
    if (pgrp == pgid && pid != pgid && state != 'Z' && state != 'X') found = true;
  });
  return found;
}

void prepare_parent_process() {
  static std::once_flag once;
  std::call_once(once, [] {
    ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    ::signal(SIGPIPE, SIG_IGN);
  });
}

std::mutex& spawn_mutex() {
  static std::mutex m;
  return m;
}

bool add(pid_t pid, bool at_terminal) {
  for (std::size_t i = 0; i < g_live_bots.size(); ++i) {
    // Taken first and named after, so a signal handler never sees the pid with the slot's last
    // bot's flag.
    pid_t expected = 0;
    if (g_live_bots[i].compare_exchange_strong(expected, -1)) {
      g_at_terminal[i].store(at_terminal);
      g_live_bots[i].store(pid);
      return true;
    }
  }
  return false;
}

void remove(pid_t pid) {
  for (auto& slot : g_live_bots) {
    pid_t expected = pid;
    if (slot.compare_exchange_strong(expected, 0)) return;
  }
}

bool contains(pid_t pid) {
  for (const auto& slot : g_live_bots) {
    if (slot.load() == pid) return true;
  }
  return false;
}

void kill_registered_groups() {
  for (const auto& slot : g_live_bots) {
    const pid_t pid = slot.load();
    if (pid > 0) ::kill(-pid, SIGKILL);
  }
}

void signal_groups(int signal, bool at_terminal) {
  for (std::size_t i = 0; i < g_live_bots.size(); ++i) {
    const pid_t pid = g_live_bots[i].load();
    if (pid > 0 && g_at_terminal[i].load() == at_terminal) ::kill(-pid, signal);
  }
}

std::size_t reap_orphans() {
  std::lock_guard reaping(g_reaping);
  std::size_t reaped = 0;
  while (true) {
    std::vector<pid_t> orphans;
    {
      std::lock_guard lock(spawn_mutex());
      for (pid_t child : list_children()) {
        if (!contains(child)) {
          ::kill(child, SIGKILL);
          orphans.push_back(child);
        }
      }
    }
    if (orphans.empty()) return reaped;
    for (pid_t pid : orphans) kill_and_reap(pid);
    reaped += orphans.size();
  }
}

std::size_t reap_all_descendants() {
  std::lock_guard reaping(g_reaping);
  std::size_t reaped = 0;
  while (true) {
    kill_registered_groups();
    const std::vector<pid_t> children = list_children();
    if (children.empty()) return reaped;
    for (pid_t pid : children) {
      ::kill(-pid, SIGKILL);  // a bot is its group's leader; harmless when it is not
      kill_and_reap(pid);
      remove(pid);
    }
    reaped += children.size();
  }
}

}  // namespace arena::process_registry
