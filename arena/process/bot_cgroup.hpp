#pragma once
// A control group of its own for one sandboxed bot: its memory and its number of processes are
// limited over the bot's whole tree, the kernel tells what was hit (the OOM killer acted, a fork
// was refused), and every process in it can be found and killed.
//
// Both layouts are handled: cgroup v1 (a `memory` and a `pids` hierarchy, as on the machines
// here) and v2 (one unified hierarchy, with the controllers enabled for our sub-tree). Groups
// are made under an `arena` folder of the hierarchy; that takes the right to write there (root,
// or a delegated sub-tree). Where a group cannot be made, `create` returns null and the caller
// falls back to per-process resource limits (RLIMIT_AS, RLIMIT_NPROC); so it does for a
// controller the group lacks (`limits_memory`, `limits_processes`).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace arena {

class BotCgroup {
 public:
  // A group for one bot (`label` makes its folder name unique in this process, e.g. the bot's
  // name) with these limits in bytes and processes; null when no group can be made here.
  static std::unique_ptr<BotCgroup> create(const std::string& label, std::uint64_t memory_bytes,
                                           std::uint64_t max_processes);

  BotCgroup(const BotCgroup&) = delete;
  BotCgroup& operator=(const BotCgroup&) = delete;
  ~BotCgroup();  // kills what is left in it and removes the group

  // The `cgroup.procs` files the child writes "0" into before exec, to enter the group.
  const std::vector<std::string>& procs_files() const { return procs_files_; }

  // Limits the kernel enforced, in words for the results: "memory limit" when the OOM killer
  // killed a process of the group, "process limit" when a fork was refused (with how often).
  std::vector<std::string> limits_hit() const;
  bool oom_killed() const;
  bool limits_memory() const { return !memory_dir_.empty(); }
  bool limits_processes() const { return !pids_dir_.empty(); }

  // SIGKILL to every process in the group (a sandboxed bot's tree cannot leave it).
  void kill_all() const;

 private:
  BotCgroup() = default;
  bool v2_ = false;
  std::vector<std::string> dirs_;  // one per hierarchy (v1: memory, pids; v2: one)
  std::string memory_dir_;
  std::string pids_dir_;
  std::vector<std::string> procs_files_;
};

}  // namespace arena
