// Ctrl-Z pauses a run without changing it (issue 40 item 12, arena/process/pause.hpp): SIGTSTP
// stops the arena and its bots, the time stopped counts against no bot, and SIGCONT goes on.
// Every wait is for a state (a bot thinking, a process stopped), never for a time, but the pause
// itself, which outlasts the decision limit on purpose.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <string>
#include <thread>

#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"
#include "support/process_state.hpp"

using namespace test_arena;

TEST_CASE("SIGTSTP stops a run mid-decision with its bots; continued, nobody timed out") {
  const auto results = scratch_dir("pause");
  const auto bot_tmp = results / "tmp";
  std::filesystem::create_directories(bot_tmp);
  // The thinker takes 300 ms over each decision: the run is nearly always waiting on one, and
  // the limit (1000 ms) is far below the pause.
  const pid_t arena = start_arena(
      "run --bot 'slow=" + test_paths::bin("testbot_thinker") +
          "' --bot 'caller=" + test_paths::bin("caller") +
          "' --hand-limit 1 --seed pause --decision-ms 1000 --quiet --name paused --results " +
          quoted(results),
      results / "paused.out", bot_tmp);
  const auto thinking = results / "paused" / "logs" / "slow.stderr.log";
  REQUIRE(wait_for([&] { return read_file(thinking).find("thinking") != std::string::npos; }));
  REQUIRE(::kill(arena, SIGTSTP) == 0);
  REQUIRE(wait_for([&] { return process_state(arena) == 'T'; }));
  // Its bots are stopped with it (SIGSTOP before the arena stops itself).
  const auto bots = children_of(arena);
  CHECK(bots.size() == 2);
  for (const pid_t bot : bots) CHECK(process_state(bot) == 'T');
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // past the decision limit
  CHECK(process_state(arena) == 'T');
  REQUIRE(::kill(arena, SIGCONT) == 0);
  int status = 0;
  ::waitpid(arena, &status, 0);
  INFO(read_file(results / "paused.out"));
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  const auto standings = nlohmann::json::parse(read_file(results / "paused" / "standings.json"));
  CHECK(standings["finished"] == true);
  for (const auto& bot : standings["standings"]) {
    INFO(bot.dump());
    CHECK(bot["timeouts"] == 0);
    CHECK(bot["late_answers"] == 0);
    CHECK(bot["ended"] == "finished");
    CHECK(bot["decisions"].get<int>() > 0);
  }
}
