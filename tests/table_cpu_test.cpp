// Where a table runs (arena/process/table_cpu.hpp): the --cpu setting, pinning the table's thread
// and restoring it, claims that keep parallel runs apart, the log writer free to run on every
// CPU, and real bots of a real `arena run` inheriting the table's CPU.
#include <doctest/doctest.h>
#include <sched.h>

#include <algorithm>
#include <thread>
#include <vector>

#include "arena/config/config_error.hpp"
#include "arena/process/table_cpu.hpp"
#include "support/tournament_checks.hpp"

using arena::CpuChoice;
using arena::TableCpu;

namespace {

CpuChoice fixed(int cpu) {
  return {CpuChoice::Kind::Fixed, cpu};
}

// The "Cpus_allowed_list:" value a bot's wrapper shell wrote to its stderr log.
std::string allowed_list_in(const std::filesystem::path& log) {
  const std::string text = test_arena::read_file(log);
  const std::string key = "Cpus_allowed_list:";
  const auto at = text.find(key);
  if (at == std::string::npos) return "(none in " + log.string() + ")";
  const auto begin = text.find_first_not_of(" \t", at + key.size());
  return text.substr(begin, text.find('\n', begin) - begin);
}

// A bot command that first reports the CPUs its process may use, then plays as the caller.
std::string reporting_caller() {
  return "sh -c \"grep Cpus_allowed_list /proc/self/status >&2; exec '" +
         test_paths::bin("caller") + "'\"";
}

}  // namespace

TEST_CASE("--cpu takes auto, off or a CPU number, and names itself in every error") {
  CHECK(arena::parse_cpu_choice("auto") == CpuChoice{CpuChoice::Kind::Auto, -1});
  CHECK(arena::parse_cpu_choice("off") == CpuChoice{CpuChoice::Kind::Off, -1});
  CHECK(arena::parse_cpu_choice("3") == fixed(3));
  CHECK(arena::to_string(fixed(3)) == "3");
  for (const char* bad : {"", "x", "-1", "1.5", "2 ", "99999"}) {
    INFO("'" << bad << "'");
    try {
      arena::parse_cpu_choice(bad);
      FAIL("accepted");
    } catch (const arena::ConfigError& e) {
      CHECK(std::string(e.what()).find("--cpu: '" + std::string(bad) + "' is not a CPU") == 0);
    }
  }
}

TEST_CASE("a table pins its thread to one CPU and gives the thread its CPUs back") {
  const std::vector<int> before = arena::usable_cpus();
  REQUIRE(!before.empty());
  {
    const TableCpu table(fixed(before.back()));
    REQUIRE(table.cpu() == before.back());
    CHECK(arena::usable_cpus() == std::vector<int>{before.back()});
    CHECK(sched_getcpu() == before.back());
    CHECK(table.describe() == "CPU " + std::to_string(before.back()));
  }
  CHECK(arena::usable_cpus() == before);
  {
    const TableCpu table(CpuChoice{CpuChoice::Kind::Off, -1});
    CHECK(!table.cpu());
    CHECK(arena::usable_cpus() == before);
  }
}

TEST_CASE("a CPU the process may not use is refused, naming it and the usable ones") {
  const int outside = CPU_SETSIZE - 1;  // no test machine has 1024 CPUs
  try {
    const TableCpu table(fixed(outside));
    FAIL("pinned to CPU " << outside);
  } catch (const std::runtime_error& e) {
    const std::string what = e.what();
    CHECK(what.find("--cpu " + std::to_string(outside)) == 0);
    CHECK(what.find("may use " + std::to_string(arena::usable_cpus().front())) !=
          std::string::npos);
  }
}

TEST_CASE("tables on `auto` held at once never share a CPU") {
  const std::vector<int> usable = arena::usable_cpus();
  std::vector<std::unique_ptr<TableCpu>> tables;
  std::vector<int> taken;
  for (std::size_t i = 0; i <= usable.size(); ++i) {
    // Each from its own thread, as parallel runs would be; the claim outlives the thread.
    std::thread([&] { tables.push_back(std::make_unique<TableCpu>(CpuChoice{})); }).join();
    if (tables.back()->cpu()) taken.push_back(*tables.back()->cpu());
  }
  std::sort(taken.begin(), taken.end());
  CHECK(std::adjacent_find(taken.begin(), taken.end()) == taken.end());
  // One more table than CPUs: at least the last found every CPU held and stayed unpinned.
  CHECK(taken.size() < tables.size());
  CHECK(tables.back()->describe() == "not pinned (every CPU is held by another run)");
}

TEST_CASE("the log writer's placement unpins it: every CPU, the table's own included") {
  const std::vector<int> usable = arena::usable_cpus();
  const TableCpu table(fixed(usable.front()));
  REQUIRE(table.cpu() == usable.front());
  std::vector<int> started_on;
  std::vector<int> helper_cpus;
  // The helper starts on the table's thread's CPU, as a thread started by it would; its table
  // waits for it at times, so it may run where the waiting table leaves room.
  std::thread([&] {
    started_on = arena::usable_cpus();
    table.helper_placement()();
    helper_cpus = arena::usable_cpus();
  }).join();
  CHECK(started_on == std::vector<int>{usable.front()});
  CHECK(helper_cpus == usable);
}

TEST_CASE("the bots of `arena run --cpu N` run on CPU N; with --cpu off they are not pinned") {
  const auto results = test_arena::scratch_dir("table-cpu");
  const std::vector<int> usable = arena::usable_cpus();
  const std::string bots = " --seed cpu --hand-limit 20 --quiet --bot 'spy=" + reporting_caller() +
                           "' --bot raiser=build/bin/raiser";
  const int cpu = usable.back();
  const test_arena::RunResult pinned =
      test_arena::run_arena("run --cpu " + std::to_string(cpu) + bots, "pinned", results);
  INFO(pinned.output);
  REQUIRE(pinned.exit_code == 0);
  CHECK(allowed_list_in(pinned.dir / "logs" / "spy.stderr.log") == std::to_string(cpu));
  test_arena::check_chips_conserved(pinned, 2 * 1500);

  const test_arena::RunResult unpinned =
      test_arena::run_arena("run --cpu off" + bots, "off", results);
  INFO(unpinned.output);
  REQUIRE(unpinned.exit_code == 0);
  if (usable.size() > 1)
    CHECK(allowed_list_in(unpinned.dir / "logs" / "spy.stderr.log") != std::to_string(cpu));
  // The placement changes nothing of the play.
  REQUIRE(pinned.hands.size() == unpinned.hands.size());
  for (std::size_t i = 0; i < pinned.hands.size(); ++i)
    CHECK(pinned.hands[i]["board"] == unpinned.hands[i]["board"]);
}

TEST_CASE("a bad --cpu stops the run before it starts, naming the flag") {
  const auto results = test_arena::scratch_dir("table-cpu-bad");
  const test_arena::RunResult r = test_arena::run_arena(
      "run --cpu banana --bot a=build/bin/caller --bot b=build/bin/caller", "bad", results);
  CHECK(r.exit_code == 2);
  CHECK(r.output.find("--cpu: 'banana' is not a CPU") != std::string::npos);
  CHECK(!std::filesystem::exists(r.dir));
  const test_arena::RunResult match = test_arena::run_arena(
      "match --hands 2 --cpu 1.5 --bot a=build/bin/caller --bot b=build/bin/caller", "badm",
      results);
  CHECK(match.exit_code == 2);
  CHECK(match.output.find("--cpu: '1.5' is not a CPU") != std::string::npos);
}

TEST_CASE("a CPU this process may not use stops run, match and league before any results folder") {
  const auto results = test_arena::scratch_dir("table-cpu-absent");
  const std::string cpu = std::to_string(CPU_SETSIZE - 1);  // a number, but no CPU of ours
  const std::vector<int> usable = arena::usable_cpus();
  REQUIRE(std::find(usable.begin(), usable.end(), CPU_SETSIZE - 1) == usable.end());
  for (const std::string command : {"run", "match --hands 2", "league --games 1 --sandbox off"}) {
    INFO(command);
    const test_arena::RunResult r = test_arena::run_arena(
        command + " --cpu " + cpu + " --bot a=build/bin/caller --bot b=build/bin/caller", "absent",
        results);
    CHECK(r.exit_code == 2);
    CHECK(r.output.find("--cpu " + cpu + ": this process may not run on that CPU (it may use ") !=
          std::string::npos);
    CHECK(!std::filesystem::exists(r.dir));
  }
}
