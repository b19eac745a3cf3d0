// The bots' folders of an arena killed with SIGKILL (arena/director/bot_folders.hpp): the killed
// arena cannot remove them, so the next arena to start a run in the same temporary folder does,
// and never those of an arena still running, nor a folder it did not make.
#include <signal.h>
#include <sys/wait.h>

#include <doctest/doctest.h>
#include <chrono>
#include <thread>

#include "support/arena_runner.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// A run that goes on until it is stopped: deep stacks, no hand limit.
const std::string kEndless =
    "run --quiet --stack 100000000 --bot caller=build/bin/caller --bot raiser=build/bin/raiser";

// The run's bots' folders under `temp` (<temp>/arena-<run>-XXXXXX/).
std::vector<fs::path> bot_folders_of(const fs::path& temp, const std::string& run) {
  std::vector<fs::path> found;
  for (const fs::directory_entry& entry : fs::directory_iterator(temp))
    if (entry.path().filename().string().rfind("arena-" + run + "-", 0) == 0)
      found.push_back(entry.path());
  return found;
}

// The endless run started in the background, once it plays (its bots started in their folders).
pid_t start_playing(const std::string& run, const fs::path& results, const fs::path& temp) {
  const pid_t arena =
      start_arena(kEndless + " --name " + run + " --results '" + results.string() + "'",
                  results / (run + ".out"), temp);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (!has_complete_lines(results / run / "hands.jsonl", 3) &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return arena;
}

}  // namespace

TEST_CASE("a killed arena's bots' folders are removed by the next run, a running one's kept") {
  const fs::path results = scratch_dir("stale-bot-folders");
  const fs::path temp = results / "tmp";
  fs::create_directories(temp);
  // A folder of the same shape that no arena made (no owner's note): never touched.
  fs::create_directories(temp / "arena-other-abc123" / "bot");

  const pid_t killed = start_playing("killed", results, temp);
  REQUIRE(bot_folders_of(temp, "killed").size() == 1);
  ::kill(killed, SIGKILL);
  ::waitpid(killed, nullptr, 0);
  CHECK(bot_folders_of(temp, "killed").size() == 1);  // what a kill -9 leaves

  const pid_t running = start_playing("running", results, temp);
  REQUIRE(bot_folders_of(temp, "running").size() == 1);

  const RunResult next = run_arena(
      "run --quiet --hand-limit 3 --bot caller=build/bin/caller --bot raiser=build/bin/raiser",
      "next", results, "TMPDIR='" + temp.string() + "'");
  INFO(next.output);
  CHECK(next.exit_code == 0);
  CHECK(bot_folders_of(temp, "killed").empty());
  CHECK(bot_folders_of(temp, "running").size() == 1);
  CHECK(fs::exists(temp / "arena-other-abc123" / "bot"));
  CHECK(bot_folders_of(temp, "next").empty());  // its own, removed as it ended

  ::kill(running, SIGTERM);
  int status = 0;
  ::waitpid(running, &status, 0);
  CHECK(bot_folders_of(temp, "running").empty());
}
