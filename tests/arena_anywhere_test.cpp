// The real `arena` run from a folder outside the repository: the shipped schedules are built
// into it, so `--schedule turbo` and the default schedule work there, the run verifies from
// there, and `arena run --help` names the shipped schedules.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "arena/config/schedule_file.hpp"
#include "arena/config/shipped_schedules.hpp"
#include "support/arena_runner.hpp"

namespace {

struct Ran {
  int exit_code = -1;
  std::string output;
};

// Runs `arena ARGS` with `dir` as the working folder; stdout and stderr together.
Ran arena_in(const std::filesystem::path& dir, const std::string& args) {
  const auto out = dir / "arena.out";
  const std::string cmd = "cd '" + dir.string() + "' && '" + test_paths::bin("arena") + "' " +
                          args + " >'" + out.string() + "' 2>&1";
  const int status = std::system(cmd.c_str());
  Ran r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.output = test_arena::read_file(out);
  std::filesystem::remove(out);
  return r;
}

std::string bots() {
  return " --bot caller='" + test_paths::bin("caller") + "' --bot raiser='" +
         test_paths::bin("raiser") + "' --bot rnd='" + test_paths::bin("random_bot") + " --seed 2'";
}

}  // namespace

TEST_CASE("arena run outside the repository: --schedule turbo, the default schedule, verify") {
  const auto dir = test_arena::scratch_dir("anywhere");
  REQUIRE_FALSE(std::filesystem::exists(dir / "schedules"));
  const auto source = test_paths::source_dir() / "schedules";

  for (const std::string schedule : {"turbo", ""}) {
    CAPTURE(schedule);
    const std::string name = schedule.empty() ? "default" : schedule;
    const Ran run = arena_in(dir, "run --seed 4 --hand-limit 30 --quiet --name " + name +
                                      (schedule.empty() ? "" : " --schedule " + schedule) + bots());
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto config =
        nlohmann::json::parse(test_arena::read_file(dir / "results" / name / "config.json"));
    const std::string expected = schedule.empty() ? "standard" : schedule;
    CHECK(config["schedule"]["name"] == expected);
    CHECK(config["schedule"]["file"] == "schedules/" + expected + ".json");
    const auto shipped = arena::load_schedule_file(source / (expected + ".json"));
    auto levels = config["schedule"];
    levels.erase("file");
    CHECK(arena::schedule_from_json(levels, "config.json", "").levels == shipped.levels);
    CHECK(std::filesystem::exists(dir / "results" / name / "hands.jsonl"));

    // config.json holds the schedule itself: the run verifies (and reruns) from here too.
    const Ran verify = arena_in(dir, "verify results/" + name);
    INFO(verify.output);
    CHECK(verify.exit_code == 0);
  }

  // A schedule that is neither a file here nor shipped: the error names the shipped ones.
  const Ran missing = arena_in(dir, "run --schedule weekly --quiet" + bots());
  CHECK(missing.exit_code == 2);
  CHECK(missing.output ==
        "arena run: command line: --schedule: schedule file 'schedules/weekly.json' not found "
        "(shipped schedules: botpoker hyper_turbo standard turbo)\n");
  std::filesystem::remove_all(dir);
}

TEST_CASE("arena run --help names the shipped schedules") {
  const auto dir = test_arena::scratch_dir("anywhere_help");
  const Ran help = arena_in(dir, "run --help");
  CHECK(help.exit_code == 0);
  const auto line = help.output.find("--schedule");
  REQUIRE(line != std::string::npos);
  const std::string text = help.output.substr(line, help.output.find("\n  -", line) - line);
  for (const auto& shipped : arena::shipped_schedules())
    CHECK(text.find(shipped.name) != std::string::npos);
  std::filesystem::remove_all(dir);
}
