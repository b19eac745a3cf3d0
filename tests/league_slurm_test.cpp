// A league on a real Slurm: scripts/slurm-local runs a single-node Slurm (Debian's slurmctld,
// slurmd and munge), scripts/league-slurm submits the shards as a job array and the merge as a
// job that depends on it, and the merged league has the standings of the league played whole.
// The test stops the daemons it started, also when it fails.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "support/arena_command.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// A script of the repository with `args`, its stdout and stderr in `out`; its exit status.
int run_script(const std::string& script_and_args, const fs::path& out) {
  const std::string cmd = "cd '" + test_paths::source_dir().string() + "' && scripts/" +
                          script_and_args + " >'" + out.string() + "' 2>&1";
  const int status = std::system(cmd.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The local Slurm for the test's length: started unless it already ran (then left running).
class LocalSlurm {
 public:
  explicit LocalSlurm(const fs::path& scratch) : log_(scratch / "slurm-local.out") {
    if (run_script("slurm-local status", log_) == 0) return;
    started_ = true;
    up_ = run_script("slurm-local start", log_) == 0;
  }
  ~LocalSlurm() {
    if (started_) run_script("slurm-local stop", log_.string() + ".stop");
  }
  LocalSlurm(const LocalSlurm&) = delete;
  LocalSlurm& operator=(const LocalSlurm&) = delete;
  bool up() const { return !started_ || up_; }
  std::string log() const { return read_file(log_); }

 private:
  fs::path log_;
  bool started_ = false;
  bool up_ = false;
};

std::string slurm_league_flags(const fs::path& results, const std::string& name) {
  return "--bot caller=" + test_paths::bin("caller") +
         " --bot raiser=" + test_paths::bin("raiser") +
         " --bot 'strength=" + test_paths::bin("hand_strength") +
         " --seed 3' --bot 'random=" + test_paths::bin("random_bot") + " --seed 5'" + kUnhurried +
         " --table-size 3 --games 9 --sandbox off --results " + quoted(results) + " --name " + name;
}

}  // namespace

TEST_CASE(
    "league on Slurm: three shards as a job array, merged, give the whole league's standings") {
  const fs::path results = scratch_dir("league-slurm");
  const CommandResult whole =
      arena_command("league --quiet --seed ember " + slurm_league_flags(results, "whole"));
  INFO(whole.err);
  REQUIRE(whole.exit_code == 0);

  const LocalSlurm slurm(scratch_dir("league-slurm-daemons"));
  INFO(slurm.log());
  REQUIRE(slurm.up());
  const fs::path out = results / "league-slurm.out";
  const int status = run_script("league-slurm --shards 3 --wait --mem-per-game 256 --arena " +
                                    test_arena::quoted(fs::path(test_paths::bin("arena"))) +
                                    " --seed ember " + slurm_league_flags(results, "ember"),
                                out);
  INFO(read_file(out));
  REQUIRE(status == 0);
  CHECK(read_file(out).find("3 shards as job array") != std::string::npos);
  CHECK(read_file(out).find("League merged from shards 1/3, 2/3, 3/3: 9 of 9 games") !=
        std::string::npos);
  const auto standings = [](const fs::path& league) {
    return nlohmann::json::parse(read_file(league / "standings.json"));
  };
  CHECK(standings(results / "ember")["bots"] == standings(results / "whole")["bots"]);
  CHECK(standings(results / "ember")["complete"] == true);
  for (int shard = 1; shard <= 3; ++shard) {
    const fs::path folder = results / ("ember-shard-" + std::to_string(shard) + "-of-3");
    CHECK(standings(folder)["games_finished"] == 3);
  }
  // The seed every shard deals from is the organizer's alone.
  struct stat seed_file {};
  REQUIRE(::stat((results / "ember.slurm/seed").c_str(), &seed_file) == 0);
  CHECK((seed_file.st_mode & 0777) == 0600);

  // The merge refuses a shard given twice and names the games a missing shard holds.
  const std::string shard_1 = quoted(results / "ember-shard-1-of-3");
  const std::string shard_2 = quoted(results / "ember-shard-2-of-3");
  const CommandResult twice = arena_command("league merge " + shard_1 + " " + shard_1 +
                                            " --results " + quoted(results) + " --name again");
  CHECK(twice.exit_code == 2);
  CHECK(twice.err.find("shard 1/3 is given twice") != std::string::npos);
  const CommandResult missing = arena_command("league merge " + shard_1 + " " + shard_2 +
                                              " --results " + quoted(results) + " --name again");
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("shard 3/3 was not given (games 3, 6, 9)") != std::string::npos);
  fs::remove_all(results);
}
