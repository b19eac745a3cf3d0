// A run killed after its last hand, while it says goodbye to its bots (issue 40, item 3: for 1000
// bots that lasts a minute): its results and seed are written before the goodbyes, so it verifies,
// and `arena run --resume` of it says it is over and exits 0. A multi-table tournament whose every
// hand is logged but whose results are not (the state older arenas left) is finished by --resume.
// No timing: a test bot writes a file once its goodbye came and stays until the arena is gone.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>

#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"

using namespace test_arena;

namespace {

nlohmann::json json_of(const std::filesystem::path& file) {
  return nlohmann::json::parse(test_arena::read_file(file));
}

// `bots` callers, the last of them stuck at its goodbye (it writes `marker` once told bye); the
// arena is killed with SIGKILL as soon as the marker exists, so during the goodbyes.
void kill_during_goodbyes(const std::string& settings, int bots,
                          const std::filesystem::path& results, const std::string& name) {
  const std::filesystem::path marker = results / "told-bye";
  const auto bot_tmp = results / "tmp";
  std::filesystem::create_directories(bot_tmp);
  std::string field;
  for (int i = 1; i < bots; ++i)
    field += " --bot 'c" + std::to_string(i) + "=" + test_paths::bin("caller") + "'";
  field += " --bot 'stuck=" + test_paths::bin("testbot_sloppy") + " stuck-at-bye " +
           marker.string() + "'";
  // The longest grace there is: the arena would wait a minute on the stuck bot.
  const pid_t arena =
      start_arena("run" + field + settings + kUnhurried + " --grace-ms 60000 --quiet --name " +
                      name + " --results " + quoted(results),
                  results / (name + ".out"), bot_tmp);
  bool killed = false;
  for (int wait = 0; wait < 30000 && !killed; ++wait) {  // 10 min at most
    if (std::filesystem::exists(marker)) killed = ::kill(arena, SIGKILL) == 0;
    if (!killed) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  int status = 0;
  ::waitpid(arena, &status, 0);
  INFO(test_arena::read_file(results / (name + ".out")));
  REQUIRE(killed);
  REQUIRE(WIFSIGNALED(status));
}

// What a finished run shows: its standings final, its seed revealed (the same in both files) and
// matching the hash published before the first hand; `arena verify` passes.
void check_finished(const std::filesystem::path& run, int bots) {
  const nlohmann::json standings = json_of(run / "standings.json");
  const nlohmann::json config = json_of(run / "config.json");
  CHECK(standings["finished"] == true);
  CHECK(standings["interrupted"] == false);
  CHECK(standings["standings"].size() == static_cast<std::size_t>(bots));
  REQUIRE(config["seed"].is_string());
  CHECK(standings["seed"] == config["seed"]);
  CHECK(!std::filesystem::exists(run / "seed.private"));
  check_verifies(run);
}

// --resume of a run that is over: nothing to do, said so, exit 0, the folder left as it is.
void check_resume_says_over(const std::filesystem::path& run) {
  const std::string standings = test_arena::read_file(run / "standings.json");
  const CommandResult again = arena_command("run --resume " + quoted(run));
  INFO(again.out, again.err);
  CHECK(again.exit_code == 0);
  CHECK(again.err.find("it is over: every hand was played") != std::string::npos);
  CHECK(test_arena::read_file(run / "standings.json") == standings);
}

}  // namespace

TEST_CASE("sit-and-go killed during its goodbyes: finished, verifies, --resume says it is over") {
  const auto results = scratch_dir("bye_kill_sng");
  kill_during_goodbyes(" --seed 5 --hand-limit 12", 3, results, "sng");
  const std::filesystem::path run = results / "sng";
  CHECK(json_of(run / "standings.json")["hands"] == 12);
  check_finished(run, 3);
  check_resume_says_over(run);
}

TEST_CASE("multi-table killed during its goodbyes: finished, verifies, --resume says it is over") {
  const auto results = scratch_dir("bye_kill_mtt");
  kill_during_goodbyes(" --seed 6 --table-size 4 --hand-limit 10", 9, results, "mtt");
  const std::filesystem::path run = results / "mtt";
  check_finished(run, 9);
  check_resume_says_over(run);
}

TEST_CASE("multi-table whose every hand is logged but not its results: --resume finishes it") {
  const auto results = scratch_dir("bye_kill_mtt_unwritten");
  kill_during_goodbyes(" --seed 7 --table-size 4 --hand-limit 10", 9, results, "mtt");
  const std::filesystem::path run = results / "mtt";
  const nlohmann::json written = json_of(run / "standings.json");
  REQUIRE(json_of(run / "config.json")["seed"].is_string());
  const std::string seed = json_of(run / "config.json")["seed"].get<std::string>();

  // What an arena killed between its last hand and its results leaves (as arenas did before the
  // results were written ahead of the goodbyes): the seed secret in seed.private, config.json's
  // seed null, standings.json neither finished nor revealing the seed.
  nlohmann::json config = json_of(run / "config.json");
  config["seed"] = nullptr;
  std::ofstream(run / "config.json") << config.dump(2) << "\n";
  std::ofstream(run / "seed.private") << seed;
  nlohmann::json standings = written;
  standings["finished"] = false;
  standings.erase("seed");
  std::ofstream(run / "standings.json") << standings.dump(2) << "\n";
  const CommandResult unverified = arena_command("verify " + quoted(run));
  CHECK(unverified.exit_code != 0);

  const std::size_t hands = test_arena::read_file(run / "hands.jsonl").size();
  const CommandResult resumed = arena_command("run --resume " + quoted(run));
  INFO(resumed.out, resumed.err);
  REQUIRE(resumed.exit_code == 0);
  CHECK(resumed.out.find("Tournament over") != std::string::npos);
  // No hand is dealt again, so the bots' restart changes nothing and is not warned of.
  CHECK(resumed.err.find("bots restart") == std::string::npos);
  CHECK(resumed.out.find("seed " + seed) != std::string::npos);
  CHECK(test_arena::read_file(run / "hands.jsonl").size() == hands);  // no hand dealt again
  check_finished(run, 9);
  const nlohmann::json finished = json_of(run / "standings.json");
  CHECK(finished["hands"] == written["hands"]);
  for (std::size_t i = 0; i < written["standings"].size(); ++i) {
    CHECK(finished["standings"][i]["name"] == written["standings"][i]["name"]);
    CHECK(finished["standings"][i]["place"] == written["standings"][i]["place"]);
    CHECK(finished["standings"][i]["chips"] == written["standings"][i]["chips"]);
  }
}
