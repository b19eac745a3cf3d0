#include "arena/process/table_cpu.hpp"

#include <fcntl.h>
#include <spdlog/spdlog.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <system_error>

#include "arena/config/config_error.hpp"

namespace arena {
namespace {

cpu_set_t thread_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (::sched_getaffinity(0, sizeof set, &set) != 0) CPU_SET(0, &set);
  return set;
}

bool set_thread_cpus(const cpu_set_t& set) {
  return ::sched_setaffinity(0, sizeof set, &set) == 0;
}

// The CPUs the process was started with, read before anything here pins a thread: helper threads
// go back to these, also when a table runs inside a thread that is pinned already.
const cpu_set_t kProcessCpus = thread_cpus();

cpu_set_t one_cpu(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return set;
}

std::vector<int> cpus_of(const cpu_set_t& set) {
  std::vector<int> out;
  for (int c = 0; c < CPU_SETSIZE; ++c)
    if (CPU_ISSET(c, &set)) out.push_back(c);
  return out;
}

std::string list_text(const std::vector<int>& cpus) {
  std::string s;
  for (int c : cpus) s += (s.empty() ? "" : ",") + std::to_string(c);
  return s;
}

// The folder of the per-CPU lock files: this user's own, so no one else can plant files in it.
// Looked up by every table rather than once per process: a league's process may outlive a clean-up
// of the temporary folder, and mkdir makes the folder again.
std::optional<std::filesystem::path> claim_folder() {
  std::error_code ec;
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path(ec) / ("poker-arena-cpus-" + std::to_string(::getuid()));
  if (ec) return std::nullopt;
  ::mkdir(dir.c_str(), 0700);
  struct stat st {};
  if (::lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid()) {
    spdlog::info("table CPU: {} is not a folder of this user's: CPUs are not claimed",
                 dir.string());
    return std::nullopt;
  }
  return dir;
}

}  // namespace

CpuChoice parse_cpu_choice(std::string_view text, std::string_view source) {
  if (text == "auto") return {CpuChoice::Kind::Auto, -1};
  if (text == "off") return {CpuChoice::Kind::Off, -1};
  int cpu = -1;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), cpu);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || cpu < 0 ||
      cpu >= CPU_SETSIZE) {
    throw ConfigError(std::string(source) + ": '" + std::string(text) +
                      "' is not a CPU: use auto, off or a CPU number (0, 1, ...)");
  }
  return {CpuChoice::Kind::Fixed, cpu};
}

void check_cpu_usable(const CpuChoice& choice, std::string_view source) {
  if (choice.kind != CpuChoice::Kind::Fixed) return;
  const std::vector<int> usable = usable_cpus();
  if (std::find(usable.begin(), usable.end(), choice.cpu) == usable.end()) {
    throw ConfigError(std::string(source) + " " + std::to_string(choice.cpu) +
                      ": this process may not run on that CPU (it may use " + list_text(usable) +
                      ")");
  }
}

std::string to_string(const CpuChoice& choice) {
  switch (choice.kind) {
    case CpuChoice::Kind::Auto:
      return "auto";
    case CpuChoice::Kind::Off:
      return "off";
    case CpuChoice::Kind::Fixed:
      return std::to_string(choice.cpu);
  }
  return "?";
}

std::vector<int> usable_cpus() {
  return cpus_of(thread_cpus());
}

TableCpu::TableCpu(const CpuChoice& choice) : before_(thread_cpus()) {
  const std::vector<int> usable = cpus_of(before_);
  int chosen = -1;
  switch (choice.kind) {
    case CpuChoice::Kind::Off:
      description_ = "not pinned (--cpu off)";
      return;
    case CpuChoice::Kind::Fixed:
      check_cpu_usable(choice);
      chosen = choice.cpu;
      claim(claim_folder(),
            chosen);  // so that `auto` runs keep off it; held or not, the table goes there
      break;
    case CpuChoice::Kind::Auto: {
      // Start from the CPU the thread is on now: the scheduler put it where there was room.
      const int here = ::sched_getcpu();
      auto start = std::find(usable.begin(), usable.end(), here);
      if (start == usable.end()) start = usable.begin();
      std::vector<int> order(start, usable.end());
      order.insert(order.end(), usable.begin(), start);
      const std::optional<std::filesystem::path> folder = claim_folder();
      for (int c : order) {
        if (claim(folder, c)) {
          chosen = c;
          break;
        }
      }
      if (chosen < 0) {
        description_ = "not pinned (every CPU is held by another run)";
        return;
      }
      break;
    }
  }
  if (!pin_this_thread(chosen)) {
    // Not strerror, which POSIX does not require to be thread-safe: other runs' threads.
    description_ = "not pinned (" + std::error_code(errno, std::system_category()).message() + ")";
    return;
  }
  pinned_ = true;
  cpu_ = chosen;
  description_ = "CPU " + std::to_string(chosen);
}

TableCpu::~TableCpu() {
  if (pinned_) set_thread_cpus(before_);
  if (claim_fd_ != -1) ::close(claim_fd_);  // releases the lock
}

std::optional<int> TableCpu::cpu() const {
  if (!pinned_) return std::nullopt;
  return cpu_;
}

std::function<void()> TableCpu::helper_placement() const {
  if (!pinned_) return [] {};
  return [] { set_thread_cpus(kProcessCpus); };
}

bool TableCpu::claim(const std::optional<std::filesystem::path>& folder, int cpu) {
  if (!folder) return true;  // no claims possible: take the CPU uncoordinated
  const std::filesystem::path file = *folder / ("cpu" + std::to_string(cpu));
  const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd == -1) return true;
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    return false;
  }
  claim_fd_ = fd;
  return true;
}

bool pin_this_thread(int cpu) {
  return set_thread_cpus(one_cpu(cpu));
}

bool pin_process_tree(pid_t pid, int cpu) {
  const cpu_set_t set = one_cpu(cpu);
  bool pinned = ::sched_setaffinity(pid, sizeof set, &set) == 0;
  // Every thread of the process, and the children each started.
  std::error_code ec;
  for (const auto& task :
       std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec)) {
    pid_t tid = 0;
    const std::string name = task.path().filename().string();
    std::from_chars(name.data(), name.data() + name.size(), tid);
    if (tid > 0 && tid != pid) pinned = ::sched_setaffinity(tid, sizeof set, &set) == 0 && pinned;
    std::ifstream children(task.path() / "children");
    for (pid_t child = 0; children >> child;) pinned = pin_process_tree(child, cpu) && pinned;
  }
  return pinned;
}

}  // namespace arena
