// Reads the files its arguments name (a secret the test planted outside the bot's folder) and
// tells what it found: the sandbox must not show them.
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "attack_common.hpp"

namespace testbot {

int attack_read_file(int argc, char** argv) {
  const std::vector<std::string> paths = attack::targets(argc, argv);
  return attack::play_after("attack_read_file", [paths] {
    for (const std::string& path : paths) {
      std::ifstream in(path);
      if (!in) {
        attack::say("read " + path + ": " + attack::last_error());
        continue;
      }
      const std::string content((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
      attack::escaped("read " + path + ": " + content.substr(0, 200));
    }
  });
}

}  // namespace testbot
