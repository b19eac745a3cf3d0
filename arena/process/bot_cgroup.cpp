#include "arena/process/bot_cgroup.hpp"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace arena {

namespace {

namespace fs = std::filesystem;

const fs::path kRoot = "/sys/fs/cgroup";

bool write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  out.flush();
  return static_cast<bool>(out);
}

// The number after `key` in a "key value" file such as memory.events; 0 when absent.
std::uint64_t counter(const fs::path& file, const std::string& key) {
  std::ifstream in(file);
  std::string name;
  std::uint64_t value = 0;
  while (in >> name >> value) {
    if (name == key) return value;
  }
  return 0;
}

// Groups left by arenas that died before removing them ("<pid>-<n>-<label>" of a dead pid).
void remove_stale_groups(const fs::path& parent) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(parent, ec)) {
    const std::string name = entry.path().filename().string();
    const auto dash = name.find('-');
    if (!entry.is_directory(ec) || dash == std::string::npos) continue;
    const pid_t owner = static_cast<pid_t>(std::atol(name.substr(0, dash).c_str()));
    if (owner > 0 && owner != ::getpid() && ::kill(owner, 0) == -1 && errno == ESRCH) {
      ::rmdir(entry.path().c_str());
    }
  }
}

// Makes <hierarchy>/arena/<name>; empty on failure.
std::string make_group(const fs::path& hierarchy, const std::string& name) {
  std::error_code ec;
  const fs::path parent = hierarchy / "arena";
  fs::create_directories(parent, ec);
  if (ec) return {};
  remove_stale_groups(parent);
  const fs::path dir = parent / name;
  if (::mkdir(dir.c_str(), 0755) == -1 && errno != EEXIST) return {};
  return dir.string();
}

}  // namespace

std::unique_ptr<BotCgroup> BotCgroup::create(const std::string& label, std::uint64_t memory_bytes,
                                             std::uint64_t max_processes) {
  static std::atomic<unsigned> next{0};
  const std::string name =
      std::to_string(::getpid()) + "-" + std::to_string(next.fetch_add(1)) + "-" + label;
  std::unique_ptr<BotCgroup> group(new BotCgroup());
  std::error_code ec;
  if (fs::exists(kRoot / "cgroup.controllers", ec)) {
    // v2: one hierarchy; the controllers must be enabled for the children of each level.
    group->v2_ = true;
    write_file(kRoot / "cgroup.subtree_control", "+memory +pids");
    const std::string dir = make_group(kRoot, name);
    if (dir.empty()) return nullptr;
    group->dirs_.push_back(dir);
    write_file(kRoot / "arena" / "cgroup.subtree_control", "+memory +pids");
    if (memory_bytes > 0 &&
        write_file(fs::path(dir) / "memory.max", std::to_string(memory_bytes))) {
      write_file(fs::path(dir) / "memory.swap.max", "0");
      group->memory_dir_ = dir;
    }
    if (max_processes > 0 &&
        write_file(fs::path(dir) / "pids.max", std::to_string(max_processes))) {
      group->pids_dir_ = dir;
    }
  } else {
    // v1: a hierarchy per controller.
    if (memory_bytes > 0 && fs::exists(kRoot / "memory" / "cgroup.procs", ec)) {
      const std::string dir = make_group(kRoot / "memory", name);
      if (!dir.empty()) {
        group->dirs_.push_back(dir);
        if (write_file(fs::path(dir) / "memory.limit_in_bytes", std::to_string(memory_bytes))) {
          // Memory and swap together, so the limit is not dodged by swapping (when accounted).
          write_file(fs::path(dir) / "memory.memsw.limit_in_bytes", std::to_string(memory_bytes));
          group->memory_dir_ = dir;
        }
      }
    }
    if (max_processes > 0 && fs::exists(kRoot / "pids" / "cgroup.procs", ec)) {
      const std::string dir = make_group(kRoot / "pids", name);
      if (!dir.empty()) {
        group->dirs_.push_back(dir);
        if (write_file(fs::path(dir) / "pids.max", std::to_string(max_processes))) {
          group->pids_dir_ = dir;
        }
      }
    }
  }
  if (group->memory_dir_.empty() && group->pids_dir_.empty()) return nullptr;
  for (const std::string& dir : group->dirs_) {
    group->procs_files_.push_back((fs::path(dir) / "cgroup.procs").string());
  }
  return group;
}

BotCgroup::~BotCgroup() {
  kill_all();
  // A group can be removed once its last process is gone; the killed ones take a moment.
  for (const std::string& dir : dirs_) {
    for (int attempt = 0; attempt < 50 && ::rmdir(dir.c_str()) == -1 && errno == EBUSY; ++attempt) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }
}

bool BotCgroup::oom_killed() const {
  if (memory_dir_.empty()) return false;
  const fs::path dir(memory_dir_);
  return v2_ ? counter(dir / "memory.events", "oom_kill") > 0
             : counter(dir / "memory.oom_control", "oom_kill") > 0;
}

std::vector<std::string> BotCgroup::limits_hit() const {
  std::vector<std::string> hit;
  if (oom_killed()) hit.push_back("memory limit");
  if (!pids_dir_.empty()) {
    const std::uint64_t refused = counter(fs::path(pids_dir_) / "pids.events", "max");
    if (refused > 0) {
      hit.push_back("process limit (" + std::to_string(refused) + " fork" +
                    (refused == 1 ? "" : "s") + " refused)");
    }
  }
  return hit;
}

void BotCgroup::kill_all() const {
  for (const std::string& dir : dirs_) {
    if (v2_ && write_file(fs::path(dir) / "cgroup.kill", "1")) continue;
    std::ifstream procs(fs::path(dir) / "cgroup.procs");
    pid_t pid = 0;
    while (procs >> pid) {
      if (pid > 0) ::kill(pid, SIGKILL);
    }
  }
}

}  // namespace arena
