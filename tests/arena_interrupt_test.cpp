// An interrupted arena (SIGINT, SIGTERM) stops between hands, keeps every finished hand and the
// standings so far, and leaves no bot process behind, grandchildren included.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <doctest/doctest.h>
#include <chrono>
#include <thread>

#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {

// Starts the arena on a long tournament and returns its pid.
pid_t start_long_run(const std::filesystem::path& results) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    if (::chdir(test_paths::source_dir().c_str()) != 0) ::_exit(126);
    const std::string arena = test_paths::bin("arena");
    const std::string dir = results.string();
    const std::string out = (results / "arena.out").string();
    const int fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    ::execl(arena.c_str(), arena.c_str(), "run", "--name", "long", "--results", dir.c_str(),
            "--seed", "9", "--stack", "100000000", "--quiet", "--bot",
            "child=build/bin/testbot_bad_spawns_child", "--bot", "caller=build/bin/caller", "--bot",
            "raiser=build/bin/raiser", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  return pid;
}

// Ends the arena if the test stops before it did (a failed check must not leave a run going).
struct RunGuard {
  pid_t pid;
  bool stopped = false;
  ~RunGuard() {
    if (stopped) return;
    ::kill(pid, SIGTERM);
    ::waitpid(pid, nullptr, 0);
  }
};

int stop_with(pid_t pid, int signal) {
  ::kill(pid, signal);
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

void wait_for_hand_lines(const std::filesystem::path& hands_file, std::size_t count) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (std::chrono::steady_clock::now() < deadline) {
    if (has_complete_lines(hands_file, count)) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

void check_interrupted(int signal, int expected_exit) {
  const auto results = scratch_dir("interrupt-" + std::to_string(signal));
  const pid_t pid = start_long_run(results);
  RunGuard guard{pid};
  const auto run = results / "long";
  wait_for_hand_lines(run / "hands.jsonl", 20);
  const int exit_code = stop_with(pid, signal);
  guard.stopped = true;
  const std::string output = read_file(results / "arena.out");
  INFO(output);
  CHECK(exit_code == expected_exit);
  // --quiet: no table, also when interrupted (errors and the arena's log lines only).
  CHECK(output.find("place bot") == std::string::npos);
  CHECK(output.find("Interrupted after") == std::string::npos);
  CHECK(processes_of_run(run).empty());
  // Every finished hand is kept, whole.
  const auto hands = read_jsonl(run / "hands.jsonl");
  CHECK(hands.size() >= 20);
  for (std::size_t i = 0; i < hands.size(); ++i) CHECK(hands[i]["hand"] == i + 1);
  const auto standings = nlohmann::json::parse(read_file(run / "standings.json"));
  CHECK(standings["interrupted"] == true);
  CHECK(standings["finished"] == false);
  CHECK(standings["standings"].size() == 3);
  // The summary counts exactly the hands the log holds, and says the bots did not finish.
  CHECK(standings["hands"] == hands.size());
  for (const auto& s : standings["standings"]) CHECK(s["ended"] == "interrupted");
}

}  // namespace

TEST_CASE("SIGTERM stops the run, keeps its results and leaves no process behind") {
  check_interrupted(SIGTERM, 128 + SIGTERM);
}

TEST_CASE("SIGINT stops the run, keeps its results and leaves no process behind") {
  check_interrupted(SIGINT, 128 + SIGINT);
}
