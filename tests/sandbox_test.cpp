// Untrusted bots under the sandbox (docs/SECURITY.md): one attacking bot (tests/bots/attack_*)
// at a time in a tournament with two polite bots, through the real arena and real bubblewrap.
// Each time the run completes with its chips conserved, nothing got out, no process is left,
// and the limit the bot ran into is in the results.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <doctest/doctest.h>
#include <chrono>
#include <fstream>
#include <random>
#include <thread>

#include "support/tournament_checks.hpp"

using namespace test_arena;
using nlohmann::json;

namespace {

const std::string kSandboxed =
    "run --schedule schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --grace-ms 1000 "
    "--quiet --seed 3 --sandbox on --memory-mb 512 --processes 64 --file-size-mb 32";
const std::string kPolite = " --bot caller=build/bin/caller --bot raiser=build/bin/raiser";

RunResult play_against(const std::string& attacker, const std::string& name,
                       const std::filesystem::path& results,
                       const std::string& settings = kSandboxed) {
  return run_arena(settings + " --bot 'attacker=" + attacker + "'" + kPolite, name, results);
}

std::string attacker_log(const RunResult& r) {
  return read_file(r.dir / "logs" / "attacker.stderr.log");
}

// What every attacked run must show: it ran to its end, chips conserved, places paid, no
// process of it left, and the attacker got nothing (by its own account, unless `bot_can_tell`
// is false: a bot cannot tell its private /tmp from the machine's, which the test checks).
void check_contained(const RunResult& r, bool bot_can_tell = true) {
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(r.standings["finished"] == true);
  check_chips_conserved(r, 3 * 500);
  check_places(r, 3);
  check_nothing_left_running(r);
  const std::string log = attacker_log(r);
  INFO(log);
  if (bot_can_tell) CHECK(log.find("ESCAPED") == std::string::npos);
  CHECK(log.find("SAW OTHER BOT") == std::string::npos);
}

// Processes whose command line holds `marker` (a bot's escaped children keep its arguments).
std::vector<int> processes_with(const std::string& marker) {
  std::vector<int> found;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string pid = entry.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::string cmdline = read_file(entry.path() / "cmdline");
    if (cmdline.find(marker) != std::string::npos && std::stoi(pid) != ::getpid()) {
      found.push_back(std::stoi(pid));
    }
  }
  return found;
}

std::string unique_marker() {
  std::random_device random;
  return "marker-" + std::to_string(::getpid()) + "-" + std::to_string(random());
}

// No process with the marker within `seconds` (the kernel takes a moment to tear a namespace
// down).
bool all_gone(const std::string& marker, int seconds) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  while (!processes_with(marker).empty()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

bool contains_starting(const json& list, const std::string& prefix) {
  for (const json& item : list)
    if (item.get<std::string>().rfind(prefix, 0) == 0) return true;
  return false;
}

// The attacker's process was ended by `limit`, and the results say so: its end state, its note
// and its list of limits.
void check_ended_by(const RunResult& r, const std::string& limit) {
  const json attacker = standing_of(r, "attacker");
  INFO(attacker.dump());
  CHECK(attacker["ended"] == "crashed");
  CHECK(attacker["note"].get<std::string>().find("(" + limit + ")") != std::string::npos);
  CHECK(contains_starting(attacker["limits"], limit));
}

// How many variables attack_snoop found in its environment (its "ENV: " lines).
std::size_t variables_in(const std::string& log) {
  std::size_t variables = 0;
  for (std::size_t at = log.find("ENV: "); at != std::string::npos; at = log.find("ENV: ", at + 1))
    ++variables;
  return variables;
}

}  // namespace

TEST_CASE("sandbox: a fork bomb meets the process limit, and the run goes on") {
  const auto results = scratch_dir("sandbox-fork");
  const RunResult r = play_against("build/bin/testbot_attack_fork_bomb", "fork", results);
  check_contained(r);
  CHECK(attacker_log(r).find("fork bomb: ") != std::string::npos);
  CHECK(contains_starting(standing_of(r, "attacker")["limits"], "process limit"));
}

TEST_CASE("sandbox: a memory hog is ended by the memory limit, never the arena") {
  const auto results = scratch_dir("sandbox-memory");
  const RunResult r = play_against("build/bin/testbot_attack_memory_hog", "memory", results);
  check_contained(r);
  check_ended_by(r, "memory limit");
}

TEST_CASE("sandbox: a TCP connection to a listener on 127.0.0.1 is refused") {
  const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  REQUIRE(listener >= 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  REQUIRE(::listen(listener, 8) == 0);
  socklen_t length = sizeof address;
  REQUIRE(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length) == 0);
  const std::string port = std::to_string(ntohs(address.sin_port));

  const auto results = scratch_dir("sandbox-connect");
  const RunResult r = play_against("build/bin/testbot_attack_connect " + port, "connect", results);
  check_contained(r);
  CHECK(attacker_log(r).find("connect to 127.0.0.1:" + port + ": ") != std::string::npos);
  CHECK(::accept(listener, nullptr, nullptr) == -1);  // nobody knocked
  ::close(listener);
}

TEST_CASE("sandbox: a file planted outside the bot's folder cannot be read") {
  const auto results = scratch_dir("sandbox-read");
  const std::filesystem::path planted = results / "planted.txt";
  { std::ofstream(planted) << "the organizer's secret\n"; }
  const std::filesystem::path in_source = test_paths::source_dir() / "CMakeLists.txt";
  const RunResult r = play_against("build/bin/testbot_attack_read_file @" + planted.string() +
                                       " @" + in_source.string() + " @/root/.bashrc",
                                   "read", results);
  check_contained(r);
  const std::string log = attacker_log(r);
  CHECK(log.find("read " + planted.string() + ": ") != std::string::npos);
  CHECK(log.find("the organizer's secret") == std::string::npos);
}

TEST_CASE("sandbox: the results, other bots' folders and the environment hold nothing to find") {
  const auto results = scratch_dir("sandbox-snoop");
  ::setenv("ARENA_TEST_SECRET", "the arena's environment", 1);
  const char* home = std::getenv("HOME");
  const RunResult r =
      play_against("build/bin/testbot_attack_snoop @" + results.string() +
                       " @.. @../.. @/tmp @/ @" + (home != nullptr ? home : "/root"),
                   "snoop", results);
  ::unsetenv("ARENA_TEST_SECRET");
  check_contained(r);
  const std::string log = attacker_log(r);
  CHECK(log.find("snoop: looked at") != std::string::npos);
  // Its environment is the one built for it.
  CHECK(log.find("ENV: LANG=C.UTF-8\n") != std::string::npos);
  CHECK(log.find("ENV: TMPDIR=/tmp\n") != std::string::npos);
  CHECK(log.find("ENV: HOME=" + std::filesystem::temp_directory_path().string() +
                 "/arena-snoop-") != std::string::npos);
}

TEST_CASE("sandbox: nothing outside its folder can be written") {
  const auto results = scratch_dir("sandbox-write");
  // Its program's folder and the system are shown to it, read-only; the rest is not there.
  const std::filesystem::path targets[] = {results / "escaped.txt",
                                           test_paths::source_dir() / "escaped-by-a-bot.txt",
                                           test_paths::source_dir() / "build" / "bin" / "escaped",
                                           "/etc/escaped-by-a-bot.txt", "/escaped-by-a-bot.txt"};
  std::string command = "build/bin/testbot_attack_write_outside";
  for (const auto& target : targets) command += " @" + target.string();
  const RunResult r = play_against(command, "write", results);
  // Where the source tree lies under /tmp, the bot's writes to it land in its own private /tmp
  // (the folders leading to its program's folder exist there): not on the machine.
  check_contained(r, false);
  const std::string log = attacker_log(r);
  CHECK(log.find("write " + targets[2].string() + ": Read-only file system") != std::string::npos);
  CHECK(log.find("write /etc/escaped-by-a-bot.txt: Read-only file system") != std::string::npos);
  for (const auto& target : targets) {
    INFO(target.string());
    CHECK_FALSE(std::filesystem::exists(target));
  }
}

TEST_CASE("sandbox: SIGKILL to its parent does not reach the arena") {
  const auto results = scratch_dir("sandbox-kill");
  const RunResult r = play_against("build/bin/testbot_attack_kill_parent", "kill", results);
  check_contained(r);
  CHECK(attacker_log(r).find("kill(parent ") != std::string::npos);
}

TEST_CASE("sandbox: a CPU-burning child that left with setsid dies with its bot") {
  const auto results = scratch_dir("sandbox-setsid");
  const std::string marker = unique_marker();
  const RunResult r =
      play_against("build/bin/testbot_attack_setsid_burner " + marker, "setsid", results);
  check_contained(r);
  CHECK(attacker_log(r).find("setsid burner: child ") != std::string::npos);
  CHECK(all_gone(marker, 30));
}

TEST_CASE("sandbox: filling the disk stops at the file size limit, in memory") {
  const auto results = scratch_dir("sandbox-fill");
  const RunResult r = play_against("build/bin/testbot_attack_fill_disk", "fill", results);
  check_contained(r);
  check_ended_by(r, "file size limit");
}

TEST_CASE("sandbox: kill -9 of the arena mid-run leaves no bot process behind") {
  const auto results = scratch_dir("sandbox-kill9");
  const std::string marker = unique_marker();
  const pid_t arena = ::fork();
  if (arena == 0) {
    if (::chdir(test_paths::source_dir().c_str()) != 0) ::_exit(126);
    const int fd = ::open((results / "arena.out").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    const std::string arena_path = test_paths::bin("arena");
    const std::string burner = "burner=build/bin/testbot_attack_setsid_burner " + marker;
    // The bots' folders under the results: the killed arena cannot remove them, the test does.
    ::setenv("TMPDIR", results.c_str(), 1);
    ::execl(arena_path.c_str(), arena_path.c_str(), "run", "--name", "kill9", "--results",
            results.c_str(), "--seed", "9", "--stack", "100000000", "--quiet", "--sandbox", "on",
            "--bot", burner.c_str(), "--bot", "caller=build/bin/caller", "--bot",
            "raiser=build/bin/raiser", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  // Playing: hands are being logged and the burner's child runs.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while ((!has_complete_lines(results / "kill9" / "hands.jsonl", 5) ||
          processes_with(marker).size() < 2) &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  CHECK(processes_with(marker).size() >= 2);  // the bot and its escaped child
  ::kill(arena, SIGKILL);
  ::waitpid(arena, nullptr, 0);
  CHECK(all_gone(marker, 30));
  for (int pid : processes_with(marker)) ::kill(pid, SIGKILL);  // not to leave them to others
}

TEST_CASE("without the sandbox the seed and the hand records are not there to read") {
  // A bot with the same rights as the arena: what it can reach by looking around itself (its
  // folder, the folders above, its HOME and TMPDIR, its environment) holds no hand record and
  // no seed. (Other bots' folders are visible beside its own: only the sandbox hides them.)
  const auto results = scratch_dir("unsandboxed-snoop");
  ::setenv("ARENA_TEST_SECRET", "the arena's environment", 1);
  const RunResult r = run_arena(
      "run --schedule schedules/hyper_turbo.json --stack 500 --quiet --seed 3 "
      "--bot 'attacker=build/bin/testbot_attack_snoop @. @..' " +
          kPolite,
      "unsandboxed", results);
  ::unsetenv("ARENA_TEST_SECRET");
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  check_chips_conserved(r, 3 * 500);
  check_nothing_left_running(r);
  const std::string log = attacker_log(r);
  INFO(log);
  CHECK(log.find("ESCAPED") == std::string::npos);
  // The environment is built, not inherited.
  CHECK(log.find("ENV: LANG=C.UTF-8\n") != std::string::npos);
  CHECK(log.find("ENV: PATH=") != std::string::npos);
  CHECK(log.find("ENV: HOME=") != std::string::npos);
  CHECK(log.find("ENV: TMPDIR=") != std::string::npos);
  CHECK(variables_in(log) == 4);
  // Its folder was outside the results and is gone with the run.
  CHECK_FALSE(std::filesystem::exists(r.dir / "bots"));
}

TEST_CASE("--sandbox on without bubblewrap fails before any bot starts") {
  const auto results = scratch_dir("sandbox-missing");
  const RunResult r =
      run_arena("run --sandbox on --quiet --bot a=build/bin/caller --bot b=build/bin/caller",
                "missing", results, "PATH=/nonexistent");
  INFO(r.output);
  CHECK(r.exit_code != 0);
  CHECK(r.output.find("bubblewrap") != std::string::npos);
  CHECK(r.output.find("apt-get install bubblewrap") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(r.dir));  // nothing started, nothing written
}

TEST_CASE("--sandbox on where bubblewrap cannot make namespaces fails before any bot starts") {
  // A bwrap that answers as bubblewrap does on a kernel without unprivileged user namespaces.
  const auto results = scratch_dir("sandbox-no-namespaces");
  const std::filesystem::path fake = results / "bin";
  std::filesystem::create_directories(fake);
  {
    std::ofstream script(fake / "bwrap");
    script << "#!/bin/sh\necho 'bwrap: No permissions to creating new namespace' >&2\nexit 1\n";
  }
  std::filesystem::permissions(fake / "bwrap", std::filesystem::perms::owner_all);
  const RunResult r =
      run_arena("run --sandbox on --quiet --bot a=build/bin/caller --bot b=build/bin/caller",
                "refused", results, "PATH=" + fake.string() + ":/usr/bin:/bin");
  INFO(r.output);
  CHECK(r.exit_code != 0);
  CHECK(r.output.find("cannot make the sandbox's namespaces here: bwrap: No permissions") !=
        std::string::npos);
  CHECK(r.output.find("--sandbox off") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(r.dir));
}

TEST_CASE("a bot gets the variables its entry's env gives, besides the four the arena sets") {
  const auto results = scratch_dir("bot-env");
  const std::filesystem::path settings = results / "t.json";
  {
    const json bots = json::array({{{"name", "attacker"},
                                    {"command", "build/bin/testbot_attack_snoop"},
                                    {"env", {{"OMP_NUM_THREADS", "1"}, {"LANG", "en_GB.UTF-8"}}}},
                                   {{"name", "caller"}, {"command", "build/bin/caller"}}});
    std::ofstream(settings) << json{{"bots", bots}}.dump();
  }
  const RunResult r = run_arena("run --config " + settings.string() +
                                    " --schedule schedules/hyper_turbo.json --stack 500 --quiet",
                                "env", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const std::string log = attacker_log(r);
  INFO(log);
  CHECK(log.find("ENV: OMP_NUM_THREADS=1\n") != std::string::npos);
  CHECK(log.find("ENV: LANG=en_GB.UTF-8\n") != std::string::npos);  // its own over the arena's
  CHECK(variables_in(log) == 5);
}

TEST_CASE("a read-only path that does not exist makes the bots no-shows, named, and the run ends") {
  const auto results = scratch_dir("sandbox-no-path");
  const RunResult r = run_arena(
      "run --sandbox on --quiet --read-only models/missing.bin --schedule "
      "schedules/hyper_turbo.json"
      " --bot a=build/bin/caller --bot b=build/bin/caller",
      "nopath", results);
  INFO(r.output);
  CHECK(r.exit_code == 1);  // no bot started, so nothing was played
  CHECK(r.output.find("arena run: stopped before the first hand: 2 of 2 bots could not start") !=
        std::string::npos);
  CHECK(r.standings["hands"] == 0);
  CHECK(r.standings["absent"] == json::array({"a", "b"}));
  for (const char* bot : {"a", "b"}) {
    const json standing = standing_of(r, bot);
    CHECK(standing["ended"] == "no-show");
    CHECK(standing["note"].get<std::string>().find(
              "read-only path '" + (test_paths::source_dir() / "models" / "missing.bin").string() +
              "' does not exist") != std::string::npos);
  }
}

TEST_CASE("sandbox: programs reached through symbolic links start, with no false warning") {
  // One bot's program in a folder that is a link to the build's, the other's program itself a
  // link into the build's folder: the sandbox shows both the path given and the real one.
  const auto results = scratch_dir("sandbox-symlinks");
  const auto programs = scratch_dir("sandbox-symlinks-programs");
  const std::filesystem::path bin = std::filesystem::path(test_paths::bin("caller")).parent_path();
  std::filesystem::create_directory_symlink(bin, programs / "linked-folder");
  std::filesystem::create_directories(programs / "links");
  std::filesystem::create_symlink(bin / "raiser", programs / "links" / "raiser");
  const RunResult r = run_arena("run --sandbox on --quiet --hand-limit 3 --bot a=" +
                                    (programs / "linked-folder" / "caller").string() +
                                    " --bot b=" + (programs / "links" / "raiser").string(),
                                "linked", results);
  INFO(r.output);
  CHECK(r.exit_code == 0);
  CHECK(r.output.find("cannot show") == std::string::npos);
  CHECK(r.standings["hands"].get<int>() > 0);
  CHECK(r.standings.value("absent", json::array()).empty());
  for (const char* bot : {"a", "b"}) CHECK(standing_of(r, bot)["ended"] == "finished");
}
