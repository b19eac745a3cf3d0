#pragma once
// Starting a child from a process with many threads. After fork() only the forking thread goes
// on in the child, and any lock another thread held at that moment stays held forever, so the
// child may only make async-signal-safe calls until it execs. Boost.Process v2's launchers
// allocate in the child (asio's notify_fork): when runs spawned bots from several threads at
// once, a child under AddressSanitizer waited forever on the allocator's lock. So the arena
// starts its children itself: everything is prepared in the parent, and the child only duplicates
// descriptors, changes folder, runs a set-up of async-signal-safe calls, and execs. The child
// shares the parent's memory until then (clone with CLONE_VM | CLONE_VFORK, fork_exec.cpp says
// why), so the set-up must not write anything but its own locals either.
#include <sys/types.h>

#include <string>
#include <vector>

namespace arena {

struct ExecSpec {
  std::vector<std::string> argv;  // argv[0]: the program's absolute path
  std::vector<std::string> env;   // "NAME=value" each: the child's whole environment
  std::string dir;                // the child's working folder
  int stdin_fd = -1;              // the child's ends of its pipes, made 0, 1 and 2
  int stdout_fd = -1;
  int stderr_fd = -1;
  // Runs in the child after its stdio and folder are set, before exec: async-signal-safe calls
  // only, no allocation. Returns 0, or the errno that stops the start.
  int (*setup)(const void* context) = nullptr;
  const void* context = nullptr;
};

// Starts the child and execs; every descriptor but 0, 1 and 2 is closed in the child. Returns the
// child's pid, or -errno when it could not be started (the child's failure to set up or to exec
// included: the child is then reaped).
pid_t fork_exec(const ExecSpec& spec);

}  // namespace arena
