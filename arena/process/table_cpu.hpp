#pragma once
// Which CPU a table runs on. A table is strictly sequential: the arena waits while a bot thinks,
// and every bot waits while the arena or another bot acts. With the table's thread and its bots
// on one CPU, each hand-over (a line written, the writer blocking, the reader running) is a task
// switch on that CPU. Spread over CPUs, each hand-over wakes another CPU from idle, which on the
// virtual machines here costs several times more: a pipe round trip took 4.7 us on one CPU
// against 35-55 us across two (bench/README.md).
//
// With `auto`, a run claims a CPU no other run of this user holds (a lock file per CPU, released
// by the kernel when the run ends or dies), so parallel runs on one machine spread out; when
// every CPU is taken, the run is not pinned at all and the scheduler places it. Runs in threads
// of one process spread out the same way: a flock belongs to each open() of the lock file, so
// two tables of one process exclude each other too. Pinning is per thread (sched_setaffinity of
// the calling thread), so each run's thread is pinned alone.
#include <sched.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arena {

// The `--cpu` setting.
struct CpuChoice {
  enum class Kind { Auto, Off, Fixed };
  Kind kind = Kind::Auto;
  int cpu = -1;  // for Fixed
  bool operator==(const CpuChoice&) const = default;
};

// "auto", "off" or a CPU number; throws ConfigError naming `source` otherwise.
CpuChoice parse_cpu_choice(std::string_view text, std::string_view source = "--cpu");
// Throws ConfigError when a Fixed CPU is not one the calling thread may run on: checked by the
// commands before a results folder exists, so a bad `--cpu 5` leaves nothing behind.
void check_cpu_usable(const CpuChoice& choice, std::string_view source = "--cpu");
std::string to_string(const CpuChoice& choice);

// The CPUs the calling thread may run on, ascending.
std::vector<int> usable_cpus();

// A multi-table tournament's worker threads and the bots of the tables they play (R49): each
// worker on a CPU of its own, each bot moved to its table's worker's CPU, so that a table's
// hand-overs stay on one CPU as a sit-and-go's do. Both return false when the kernel refused.
bool pin_this_thread(int cpu);
// Pins process `pid` and its descendants (a sandboxed bot runs under bubblewrap's process).
bool pin_process_tree(pid_t pid, int cpu);

// Pins the calling thread (and so the bots it starts, which inherit it) to one CPU for its
// lifetime, then restores the thread's CPUs. Throws std::runtime_error when a Fixed CPU is not
// one this process may use.
class TableCpu {
 public:
  explicit TableCpu(const CpuChoice& choice);
  TableCpu(const TableCpu&) = delete;
  TableCpu& operator=(const TableCpu&) = delete;
  ~TableCpu();

  // The table's CPU; nullopt when the table is not pinned.
  std::optional<int> cpu() const;
  // "CPU 1", "not pinned (every CPU is held by another run)", ...
  const std::string& describe() const { return description_; }

  // For the table's helper threads (the log writer): a call that moves the thread calling it
  // back to all the CPUs the process started with, its table's own included. The table waits
  // for its helper at times (a flush before each standings write), and with one table on each
  // CPU there is no CPU without a table: a helper kept off its table's CPU queued behind another
  // table's thread while its own table's CPU sat idle (bench/LEAGUES.md, "The log writer on
  // every CPU"). Free to run anywhere, it is woken where there is room.
  std::function<void()> helper_placement() const;

 private:
  // Takes the lock file of `cpu` in `folder` (no folder: claims are impossible, take it).
  bool claim(const std::optional<std::filesystem::path>& folder, int cpu);

  cpu_set_t before_{};  // the thread's CPUs before
  bool pinned_ = false;
  int cpu_ = -1;
  int claim_fd_ = -1;
  std::string description_;
};

}  // namespace arena
