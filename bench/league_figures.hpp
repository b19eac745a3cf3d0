#pragma once
// What the league benchmarks (league_bench.cpp, league_slurm_bench.cpp) print and measure alike:
// a figure as a JSON line, and a process's peak resident memory.
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

namespace league_figures {

// One figure, one JSON line on stdout, flushed at once (a long benchmark shows its progress).
inline void report(const std::string& name, double value, const char* unit, long n) {
  std::printf("{\"bench\":\"%s\",\"value\":%.3f,\"unit\":\"%s\",\"n\":%ld}\n", name.c_str(), value,
              unit, n);
  std::fflush(stdout);
}

// The peak resident set (VmHWM) of `pid` in KiB, 0 when it cannot be read (already gone).
inline long peak_rss_kib(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
  return 0;
}

// The wall seconds `command` (a shell command line) takes; a failure stops the benchmark, naming
// the command (`bench`: the benchmark's name).
inline double seconds_of(const char* bench, const std::string& command) {
  const auto start = std::chrono::steady_clock::now();
  const int status = std::system(command.c_str());
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "%s: failed: %s\n", bench, command.c_str());
    std::exit(1);
  }
  return seconds;
}

inline long peak_rss_kib_of_self() {
  return peak_rss_kib(::getpid());
}

// A program run to its end: its wall time, and its own peak resident memory polled as it ran.
struct TimedRun {
  double seconds = 0;
  long peak_rss_kib = 0;
  int status = 0;  // waitpid's
  bool ok() const { return WIFEXITED(status) && WEXITSTATUS(status) == 0; }
};

// Runs args[0] with `args` (no shell), polling its VmHWM every 20 ms.
inline TimedRun run_polled(std::vector<std::string> args) {
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  TimedRun run;
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  while (::waitpid(pid, &run.status, WNOHANG) == 0) {
    run.peak_rss_kib = std::max(run.peak_rss_kib, peak_rss_kib(pid));
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

}  // namespace league_figures
