// The sample bots' program (build/bin/sample_bots, bots/multicall/): a bot is picked by the link
// the program was started through, and a program it cannot place says so.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "support/arena_runner.hpp"
#include "support/paths.hpp"

namespace {

struct Exit {
  int code = -1;
  std::string err;
};

// Runs `program args` with no input, as a bot would be started with its stdin closed at once.
Exit run_program(const std::filesystem::path& program, const std::string& args,
                 const std::filesystem::path& dir) {
  const std::filesystem::path err = dir / "stderr.txt";
  const std::string cmd =
      "'" + program.string() + "' " + args + " </dev/null >/dev/null 2>'" + err.string() + "'";
  const int status = std::system(cmd.c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, test_arena::read_file(err)};
}

}  // namespace

TEST_CASE("a symbolic link named after one sample bot runs the bot it points to") {
  const auto dir = test_arena::scratch_dir("multicall-link");
  // random_bot takes --seed; caller takes no argument and refuses one (exit 2).
  REQUIRE(run_program(test_paths::bin("caller"), "--seed 1", dir).code == 2);
  REQUIRE(run_program(test_paths::bin("random_bot"), "--seed 1", dir).code == 0);
  const std::filesystem::path link = dir / "caller";
  std::filesystem::create_symlink(test_paths::bin("random_bot"), link);
  const Exit through_link = run_program(link, "--seed 1", dir);
  INFO(through_link.err);
  CHECK(through_link.code == 0);
}

TEST_CASE("the sample bots' program under a name it does not know names its bots and exits 2") {
  const auto dir = test_arena::scratch_dir("multicall-copy");
  const std::filesystem::path copy = dir / "my_bot";
  std::filesystem::copy_file(test_paths::bin("sample_bots"), copy);
  std::filesystem::permissions(copy, std::filesystem::perms::owner_exec,
                               std::filesystem::perm_options::add);
  const Exit unknown = run_program(copy, "", dir);
  CHECK(unknown.code == 2);
  CHECK(unknown.err.find("start me by one of the names") != std::string::npos);
  CHECK(unknown.err.find(" caller") != std::string::npos);
  CHECK(unknown.err.find(" reference") != std::string::npos);
}
