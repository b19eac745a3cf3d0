#pragma once
// Runs the real `arena` program as a subprocess and reads back its results folder, for the
// integration tests.
#include <dirent.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "paths.hpp"

namespace test_arena {

struct RunResult {
  int exit_code = -1;
  std::filesystem::path dir;  // results/<name>
  std::string output;         // stdout and stderr of the arena
  nlohmann::json standings;
  nlohmann::json config;
  std::vector<nlohmann::json> hands;
};

inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The last line of a program's output, without its newline (trailing empty lines skipped).
inline std::string last_line(const std::string& text) {
  std::string t = text;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  const auto nl = t.rfind('\n');
  return nl == std::string::npos ? t : t.substr(nl + 1);
}

// Whether a log being written holds at least `count` complete lines. It reads no further than
// that: reading a file to its end while a fast run keeps writing it may never end. A last line
// without its newline is still being written and does not count.
inline bool has_complete_lines(const std::filesystem::path& p, std::size_t count) {
  std::ifstream in(p);
  std::string line;
  std::size_t complete = 0;
  while (complete < count && std::getline(in, line))
    if (!in.eof() && !line.empty()) ++complete;
  return complete >= count;
}

inline std::vector<nlohmann::json> read_jsonl(const std::filesystem::path& p) {
  std::vector<nlohmann::json> out;
  std::ifstream in(p);
  std::string line;
  while (std::getline(in, line))
    if (!line.empty()) out.push_back(nlohmann::json::parse(line));
  return out;
}

// The test process's own folder for results (<temp>/arena-test-<pid>/), removed when the process
// exits unless ARENA_KEEP_TEST_FILES is set (to read what a failed test left), so runs of the
// suite do not pile up in the temporary folder. It is also the temporary folder (TMPDIR) of every
// arena the process starts from then on: the bots' folders, by which processes_of_run finds a
// run's processes, then never mix with those of the tests running beside it (two tests may name
// a run alike).
class ScratchRoot {
 public:
  ScratchRoot()
      : path_(std::filesystem::temp_directory_path() /
              ("arena-test-" + std::to_string(::getpid()))) {
    const std::filesystem::path temp = path_ / "tmp";
    std::filesystem::create_directories(temp);
    ::setenv("TMPDIR", temp.c_str(), 1);
  }
  ScratchRoot(const ScratchRoot&) = delete;
  ScratchRoot& operator=(const ScratchRoot&) = delete;
  ~ScratchRoot() {
    std::error_code ec;
    if (std::getenv("ARENA_KEEP_TEST_FILES") == nullptr) std::filesystem::remove_all(path_, ec);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// Time limits no machine reaches however busy (the suite runs beside other jobs, and under the
// sanitizers every bot is several times slower): a test that compares two runs' hands or standings
// adds them, because one answer past the default 1 s limit is a time-out that changes the hands.
inline const std::string kUnhurried = " --decision-ms 300000 --startup-ms 300000";

// A fresh results folder for one test run.
inline std::filesystem::path scratch_dir(const std::string& name) {
  static const ScratchRoot root;
  auto dir = root.path() / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// `args` follow `arena`; the run's name and results folder are added. `environment` ("NAME=value
// ...") is set for the arena alone.
inline RunResult run_arena(const std::string& args, const std::string& name,
                           const std::filesystem::path& results,
                           const std::string& environment = "") {
  RunResult r;
  const auto out_file = results / (name + ".out");
  const std::string cmd = "cd '" + test_paths::source_dir().string() + "' && " + environment +
                          " '" + test_paths::bin("arena") + "' " + args + " --name " + name +
                          " --results '" + results.string() + "' >'" + out_file.string() + "' 2>&1";
  const int status = std::system(cmd.c_str());
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.output = read_file(out_file);
  r.dir = results / name;
  if (std::filesystem::exists(r.dir / "standings.json"))
    r.standings = nlohmann::json::parse(read_file(r.dir / "standings.json"));
  if (std::filesystem::exists(r.dir / "config.json"))
    r.config = nlohmann::json::parse(read_file(r.dir / "config.json"));
  if (std::filesystem::exists(r.dir / "hands.jsonl")) r.hands = read_jsonl(r.dir / "hands.jsonl");
  return r;
}

// The arena started in the background with `args` (split by the shell), stdout and stderr to
// `out`, its bots' folders under `bot_tmp` (TMPDIR: a killed arena cannot remove them, the test
// does); its pid, for the test to wait for or kill.
inline pid_t start_arena(const std::string& args, const std::filesystem::path& out,
                         const std::filesystem::path& bot_tmp) {
  const std::string cmd = "cd '" + test_paths::source_dir().string() + "' && TMPDIR='" +
                          bot_tmp.string() + "' exec '" + test_paths::bin("arena") + "' " + args +
                          " >'" + out.string() + "' 2>&1";
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  return pid;
}

// The bots (or their children) of the run whose results are in `run_dir`, found by their working
// folder, which lies in the run's bot folders (<temp>/arena-<run name>-XXXXXX/<bot>/, also after
// they were removed): processes left behind once the run is over.
inline std::vector<int> processes_of_run(const std::filesystem::path& run_dir) {
  std::vector<int> found;
  const std::string prefix =
      (std::filesystem::temp_directory_path() / ("arena-" + run_dir.filename().string() + "-"))
          .string();
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string pid = entry.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::error_code ec;
    const auto cwd = std::filesystem::read_symlink(entry.path() / "cwd", ec);
    if (!ec && cwd.string().rfind(prefix, 0) == 0) found.push_back(std::stoi(pid));
  }
  return found;
}

// The bot's entry in standings.json.
inline nlohmann::json standing_of(const RunResult& r, const std::string& name) {
  for (const auto& s : r.standings["standings"])
    if (s["name"] == name) return s;
  return {};
}

}  // namespace test_arena
