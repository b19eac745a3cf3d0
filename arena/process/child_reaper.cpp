#include "arena/process/child_reaper.hpp"

#include <dirent.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
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

// One process's state and process group, from /proc/<pid>/stat (fields 3 and 5; the command
// name in field 2 may contain spaces and ')', so parse after the last ')'). False when it is gone.
bool read_stat(pid_t pid, char& state, pid_t& ppid, pid_t& pgrp) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%ld/stat", static_cast<long>(pid));
  FILE* f = std::fopen(path, "re");
  if (f == nullptr) return false;  // it exited meanwhile
  char buf[1024];
  const std::size_t len = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  buf[len] = '\0';
  const char* close_paren = std::strrchr(buf, ')');
  if (close_paren == nullptr) return false;
  long parent = 0, group = 0;
  if (std::sscanf(close_paren + 1, " %c %ld %ld", &state, &parent, &group) != 3) return false;
  ppid = static_cast<pid_t>(parent);
  pgrp = static_cast<pid_t>(group);
  return true;
}

// Every process on the machine, through all of /proc: only where the kernel has no children
// lists (CONFIG_PROC_CHILDREN), since its cost grows with everything running here.
template <typename Visit>
void for_each_process(Visit&& visit) {
  DIR* proc = ::opendir("/proc");
  if (proc == nullptr) return;
  while (const dirent* entry = ::readdir(proc)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    visit(static_cast<pid_t>(pid));
  }
  ::closedir(proc);
}

// The children of `pid` from /proc/<pid>/task/<tid>/children, one file per thread (a child
// belongs to the thread that forked it, or that adopted it). False when the kernel keeps no such
// lists. Reading them costs what `pid` has, not what the machine runs: ending one bot of a
// thousand used to walk all of /proc twice, so a large field's wind-down grew with its square.
bool children_of(pid_t pid, std::vector<pid_t>& out) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%ld/task", static_cast<long>(pid));
  DIR* tasks = ::opendir(path);
  if (tasks == nullptr) return false;
  bool listed = false;
  std::vector<char> text;
  while (const dirent* entry = ::readdir(tasks)) {
    char* end = nullptr;
    const long tid = std::strtol(entry->d_name, &end, 10);
    if (*end != '\0') continue;
    std::snprintf(path, sizeof path, "/proc/%ld/task/%ld/children", static_cast<long>(pid), tid);
    FILE* f = std::fopen(path, "re");
    if (f == nullptr) continue;  // a thread that ended meanwhile, or no such lists
    listed = true;
    text.clear();
    char chunk[4096];
    for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, f)) > 0;)
      text.insert(text.end(), chunk, chunk + n);
    std::fclose(f);
    text.push_back('\0');
    for (const char* at = text.data(); *at != '\0';) {
      char* number_end = nullptr;
      const long child = std::strtol(at, &number_end, 10);
      if (number_end == at) break;
      out.push_back(static_cast<pid_t>(child));
      at = number_end;
    }
  }
  ::closedir(tasks);
  return listed;
}

// Children of this process.
std::vector<pid_t> list_children() {
  std::vector<pid_t> children;
  const pid_t self = ::getpid();
  if (children_of(self, children)) return children;
  for_each_process([&](pid_t pid) {
    char state = 0;
    pid_t ppid = 0, pgrp = 0;
    if (read_stat(pid, state, ppid, pgrp) && ppid == self) children.push_back(pid);
  });
  return children;
}

// The registered bots now, sorted: a hunt asks it once per child, where contains() would scan
// every slot of the registry each time.
std::vector<pid_t> registered_now() {
  std::vector<pid_t> bots;
  for (const auto& slot : g_live_bots)
    if (const pid_t pid = slot.load(); pid > 0) bots.push_back(pid);
  std::sort(bots.begin(), bots.end());
  return bots;
}

// Whether `pid` is the init of a PID namespace below ours that bubblewrap made: the sandbox's
// own first process (bwrap forks it, and its outer process can exit first, leaving it to us, the
// subreaper, for a moment). Nothing a sandboxed bot starts can reach us (its orphans go to that
// init), so this one is never a process the bot left behind. Read from /proc/<pid>/status: the
// last NSpid is its pid in its own namespace, 1 for an init.
bool is_sandbox_init(pid_t pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%ld/status", static_cast<long>(pid));
  FILE* f = std::fopen(path, "re");
  if (f == nullptr) return false;
  char line[256];
  bool bwrap = false, init = false;
  while (std::fgets(line, sizeof line, f) != nullptr) {
    if (std::strncmp(line, "Name:", 5) == 0) {
      char name[64] = "";
      bwrap = std::sscanf(line + 5, "%63s", name) == 1 && std::strcmp(name, "bwrap") == 0;
    } else if (std::strncmp(line, "NSpid:", 6) == 0) {
      const char* last = std::strrchr(line, '\t');
      init = last != nullptr && std::strtol(last + 1, nullptr, 10) == 1 &&
             std::strchr(line + 6, '\t') != last;  // two pids or more: a namespace below ours
    }
  }
  std::fclose(f);
  return bwrap && init;
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
  const auto in_group = [pgid](pid_t pid) {
    char state = 0;
    pid_t ppid = 0, pgrp = 0;
    return read_stat(pid, state, ppid, pgrp) && pgrp == pgid && pid != pgid && state != 'Z' &&
           state != 'X';
  };
  // Once a bot has exited, whatever of its group still runs was re-parented to the arena (its
  // child subreaper) or descends from what was: only the trees below the arena's children that
  // are not live bots need looking at, not every process on the machine.
  const std::vector<pid_t> bots = registered_now();
  std::vector<pid_t> to_visit;
  if (!children_of(::getpid(), to_visit)) {
    bool found = false;
    for_each_process([&](pid_t pid) { found = found || in_group(pid); });
    return found;
  }
  std::erase_if(to_visit,
                [&](pid_t child) { return std::binary_search(bots.begin(), bots.end(), child); });
  while (!to_visit.empty()) {
    const pid_t pid = to_visit.back();
    to_visit.pop_back();
    if (in_group(pid)) return true;
    children_of(pid, to_visit);
  }
  return false;
}

void prepare_parent_process() {
  static std::once_flag once;
  std::call_once(once, [] {
    ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    ::signal(SIGPIPE, SIG_IGN);
  });
}

SpawnLock::SpawnLock() {
  pthread_rwlockattr_t kind;
  ::pthread_rwlockattr_init(&kind);
  ::pthread_rwlockattr_setkind_np(&kind, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
  ::pthread_rwlock_init(&lock_, &kind);
  ::pthread_rwlockattr_destroy(&kind);
}

SpawnLock::~SpawnLock() {
  ::pthread_rwlock_destroy(&lock_);
}

SpawnLock& spawn_mutex() {
  static SpawnLock m;
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

// The arena's children that are not registered bots: orphans, bots still being started, and
// none that its own BotProcess reaped meanwhile. The registry is read before the children are
// listed, so such a bot is either still registered or no longer listed, never killed as an
// orphan when its pid may already be a stranger's. (An orphan that took the pid of a bot reaped
// but not yet removed from the registry is not seen: the next hunt takes it.)
std::vector<pid_t> unregistered_children() {
  const std::vector<pid_t> bots = registered_now();
  std::vector<pid_t> unregistered;
  for (pid_t child : list_children())
    if (!std::binary_search(bots.begin(), bots.end(), child)) unregistered.push_back(child);
  return unregistered;
}

std::size_t reap_orphans() {
  // Most bots leave nothing behind: then no lock is taken, and a hunt does not wait for (or
  // hold up) other tables' spawns. Anything unregistered is looked at again under the locks.
  if (unregistered_children().empty()) return 0;
  std::lock_guard reaping(g_reaping);
  std::size_t left_behind = 0;
  while (true) {
    std::vector<pid_t> orphans;
    {
      std::unique_lock lock(spawn_mutex());
      for (pid_t child : unregistered_children()) {
        // Asked before the kill: a killed process's status still names it until it is reaped,
        // but one that exits on its own meanwhile is simply not counted.
        if (!is_sandbox_init(child)) ++left_behind;
        ::kill(child, SIGKILL);
        orphans.push_back(child);
      }
    }
    if (orphans.empty()) return left_behind;
    for (pid_t pid : orphans) kill_and_reap(pid);
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
