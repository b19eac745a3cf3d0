// Plays correctly (checks or calls), but is sloppy in the ways `arena check` must catch, by its
// argument: `print` writes a debugging line to stdout before every answer; `linger` does not
// exit after bye (it sleeps 30 s once its stdin closes); `helper` starts a helper process in its
// own process group that outlives it.
#include <unistd.h>

#include <cstring>

#include "bad_common.hpp"

namespace testbot {

int sloppy(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "helper" && ::fork() == 0) {
    ::execlp("sleep", "sleep", "1000", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  const int status = bad_bot::play("sloppy", [&](const arena_bot::GameState&, int) {
    if (mode == "print") bad_bot::write_raw("thinking about it...\n");
    return false;
  });
  if (mode == "linger") ::sleep(30);
  return status;
}

}  // namespace testbot
