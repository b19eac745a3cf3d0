// Says ready, then writes advance requests (R25) without end, valid and invalid in turn, and never
// answers an act: the arena must still move on at each deadline and end the run.
#include <unistd.h>

#include <iostream>
#include <string>

namespace testbot {

int flood_requests(int, char**) {
  std::string line;
  if (!std::getline(std::cin, line)) return 1;  // hello
  std::cout << R"({"type":"ready","name":"flood"})" << std::endl;
  const std::string burst = R"({"type":"advance","hand":1,"action":"call_any"})"
                            "\n"
                            R"({"type":"advance","hand":1,"action":"shove"})"
                            "\n";
  for (;;) {
    if (::write(1, burst.data(), burst.size()) < 0) return 0;  // the arena is gone
  }
}

}  // namespace testbot
