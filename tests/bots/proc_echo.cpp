// Test bot for the process layer: echoes every stdin line to stdout, with a few commands:
//   !cwd          prints its working folder        !args   prints argv[1..] joined by '|'
//   !burst N      prints N lines "burst i" at once !exit N exits with code N
//   !stderr TEXT  writes TEXT to stderr
// It exits 0 at EOF on stdin.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

namespace testbot {

int proc_echo(int argc, char** argv) {
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line == "!cwd") {
      char buf[4096];
      std::cout << (::getcwd(buf, sizeof buf) ? buf : "?") << '\n';
    } else if (line == "!args") {
      for (int i = 1; i < argc; ++i) std::cout << (i > 1 ? "|" : "") << argv[i];
      std::cout << '\n';
    } else if (line.rfind("!burst ", 0) == 0) {
      const int n = std::atoi(line.c_str() + 7);
      for (int i = 0; i < n; ++i) std::cout << "burst " << i << '\n';
    } else if (line.rfind("!exit ", 0) == 0) {
      std::cout.flush();
      return std::atoi(line.c_str() + 6);
    } else if (line.rfind("!stderr ", 0) == 0) {
      std::cerr << line.substr(8) << std::endl;
    } else {
      std::cout << line << '\n';
    }
    std::cout.flush();
  }
  return 0;
}

}  // namespace testbot
