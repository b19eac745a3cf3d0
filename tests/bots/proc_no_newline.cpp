// Test bot for the process layer: writes "partial" without a newline and goes silent until it
// reads a line; then completes the line with " rest\n". Exits 0 at EOF.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

namespace testbot {

int proc_no_newline(int, char**) {
  std::fputs("partial", stdout);
  std::fflush(stdout);
  std::string line;
  if (!std::getline(std::cin, line)) return 0;
  std::fputs(" rest\n", stdout);
  std::fflush(stdout);
  while (std::getline(std::cin, line)) {
  }
  return 0;
}

}  // namespace testbot
