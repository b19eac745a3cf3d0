#pragma once
// The bot sandbox (setting `sandbox`, docs/SECURITY.md): a bot runs under bubblewrap (`bwrap`)
// in namespaces of its own:
//   - network: an empty one (no interface but its own loopback, nothing to connect to);
//   - PID: it sees only its own processes and cannot signal the arena or another bot; when its
//     first process ends, or the arena dies (--die-with-parent), the kernel kills all of them;
//   - user: it runs as `nobody` (65534) without capabilities; IPC, UTS, cgroup: its own;
//   - mounts: the system (/usr, /etc and the /bin, /lib links) read-only, a fresh /dev and
//     /proc, a private /tmp and its own writable folder (both in memory, of a bounded size), the
//     folders of its program and of the files named on its command line read-only, and the
//     organizer's extra read-only paths. Nothing else: no results folder, no other bot's folder,
//     no home folder. A path to hide that lies under a path shown is covered by an empty folder.
// A new session (setsid) keeps it from reaching the arena's terminal.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace arena {

struct SandboxSpec {
  std::filesystem::path folder;  // the bot's writable folder, its HOME and cwd (same path inside)
  std::uint64_t folder_bytes = 1ull << 30;       // size of that folder and of its /tmp (each)
  std::vector<std::filesystem::path> read_only;  // shown read-only at the same path
  std::vector<std::filesystem::path> hidden;     // never shown, even under a path shown
};

// The bwrap command line that runs `bot_argv` (argv[0] an absolute path) in the sandbox.
std::vector<std::string> sandbox_command(const std::filesystem::path& bwrap,
                                         const std::vector<std::string>& bot_argv,
                                         const SandboxSpec& spec);

// The paths a bot's command needs, read-only: the folder of its program (unless it is part of
// the system, shown anyway) and of each absolute path among its arguments (a script).
std::vector<std::filesystem::path> command_paths(const std::vector<std::string>& bot_argv);

// Whether `path` (absolute) can be seen inside the sandbox: it lies in the system folders or in a
// folder shown (`shown`: the read-only paths and command_paths), and no folder to hide within
// that shown folder covers it.
bool visible_in_sandbox(const std::filesystem::path& path,
                        const std::vector<std::filesystem::path>& shown,
                        const std::vector<std::filesystem::path>& hidden);

// bwrap as found in PATH; empty when it is not installed.
std::filesystem::path find_bwrap();

// Empty when the sandbox works on this machine (bwrap found and a trial run in every namespace
// succeeded); otherwise what is missing and how to fix it, for the organizer. Tried once per
// process.
std::string sandbox_problem();

}  // namespace arena
