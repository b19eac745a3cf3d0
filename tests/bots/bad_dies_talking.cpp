// Writes a few lines on stderr, the last naming a path in its own (temporary) folder, and exits
// before the arena's hello can be answered: what a mistyped script does under an interpreter.
#include <unistd.h>

#include <cstdio>
#include <string>

namespace testbot {

int bad_dies_talking(int, char**) {
  char cwd[4096] = {};
  if (::getcwd(cwd, sizeof cwd) == nullptr) cwd[0] = '\0';
  for (int i = 1; i <= 7; ++i) std::fprintf(stderr, "starting up, step %d\n", i);
  std::fprintf(stderr, "fatal: cannot open '%s/mybots/sdk_bto.py'\n", cwd);
  return 2;
}

}  // namespace testbot
