// Tries to create each file its arguments name, outside its own folder: the sandbox shows
// nothing writable but its folder and its /tmp.
#include <fstream>
#include <string>
#include <vector>

#include "attack_common.hpp"

namespace testbot {

int attack_write_outside(int argc, char** argv) {
  const std::vector<std::string> paths = attack::targets(argc, argv);
  return attack::play_after("attack_write_outside", [paths] {
    for (const std::string& path : paths) {
      std::ofstream out(path);
      out << "written by a bot\n";
      out.flush();
      if (out) {
        attack::escaped("wrote " + path);
      } else {
        attack::say("write " + path + ": " + attack::last_error());
      }
    }
  });
}

}  // namespace testbot
