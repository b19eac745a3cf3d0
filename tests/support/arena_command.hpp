#pragma once
// Runs the real `arena` program with any arguments (verify, show, ...) and captures its exit
// code, stdout and stderr separately, for the tests of the read-back commands.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "arena_runner.hpp"

namespace test_arena {

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// `args` follow `arena` and are passed through the shell as written (quote paths).
inline CommandResult arena_command(const std::string& args) {
  static int counter = 0;
  const auto base = std::filesystem::temp_directory_path() /
                    ("arena-cmd-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
  const std::string cmd = "cd '" + test_paths::source_dir().string() + "' && '" +
                          test_paths::bin("arena") + "' " + args + " >'" + base.string() +
                          ".out' 2>'" + base.string() + ".err'";
  const int status = std::system(cmd.c_str());
  CommandResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = read_file(base.string() + ".out");
  r.err = read_file(base.string() + ".err");
  std::filesystem::remove(base.string() + ".out");
  std::filesystem::remove(base.string() + ".err");
  return r;
}

inline std::string quoted(const std::filesystem::path& p) {
  return "'" + p.string() + "'";
}

// The run's folder re-derives from its seed: `arena verify` passes.
inline void check_verifies(const std::filesystem::path& run) {
  const CommandResult verified = arena_command("verify " + quoted(run));
  INFO(verified.out, verified.err);
  CHECK(verified.exit_code == 0);
}

// The run's hands.phhs replays through the engine to its recorded stacks, every hand.
inline void check_phh_replays(const std::filesystem::path& run) {
  const CommandResult replayed = arena_command("replay --check " + quoted(run / "hands.phhs"));
  INFO(replayed.out, replayed.err);
  CHECK(replayed.exit_code == 0);
  CHECK(replayed.out.find(" 0 differ") != std::string::npos);
}

}  // namespace test_arena
