// Plays correctly (checks or calls), but is sloppy in the ways `arena check` must catch, by its
// argument: `print` writes a debugging line to stdout before every answer; `linger` does not
// exit after bye (it sleeps 30 s once its stdin closes); `helper` starts a helper process in its
// own process group that outlives it; `wait-for-peers FILE N` after bye appends "bye" to FILE
// and exits only once FILE holds N such lines (every bot of the run told bye), then appends
// "left": a run that says goodbye to one bot at a time kills it after its grace period instead;
// `stuck-at-bye MARKER` writes the file MARKER once its stdin closes after bye and then stays
// until the arena is gone (at most 10 min), so a test can stop the arena during its goodbyes;
// with MARKER already there it leaves after bye at once. `every-other` leaves every second act
// unanswered (a time-out each, never three in a row). With no argument, or `holdem-only`, it
// answers `act` and never `draw`, as a bot written for hold'em alone (the loop of every bad_*
// bot ignores draw requests).
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "bad_common.hpp"

namespace testbot {

int sloppy(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "helper" && ::fork() == 0) {
    ::execlp("sleep", "sleep", "1000", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  const int status = bad_bot::play("sloppy", [&](const arena_bot::GameState&, int acts) {
    if (mode == "print") bad_bot::write_raw("thinking about it...\n");
    return mode == "every-other" && acts % 2 == 0;
  });
  if (mode == "linger") ::sleep(30);
  if (mode == "wait-for-peers" && argc > 3) {
    const std::string file = argv[2];
    const int peers = std::atoi(argv[3]);
    std::ofstream(file, std::ios::app) << "bye\n";
    // Bounded, so a forgotten bot cannot outlive its test for long.
    for (int looked = 0; looked < 60000; ++looked) {
      std::ifstream in(file);
      int byes = 0;
      for (std::string line; std::getline(in, line);) byes += line == "bye" ? 1 : 0;
      if (byes >= peers) {
        std::ofstream(file, std::ios::app) << "left\n";
        return status;
      }
      ::usleep(1000);
    }
  }
  // Stuck once: started again (by --resume) with the marker there, it leaves at once.
  if (mode == "stuck-at-bye" && argc > 2 && !std::filesystem::exists(argv[2])) {
    const pid_t arena = ::getppid();
    std::ofstream(argv[2]) << "bye\n";
    for (int waited = 0; waited < 30000 && ::getppid() == arena; ++waited)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return status;
}

}  // namespace testbot
