// Looks around for what it must never read: below each folder its arguments name (three levels
// down), any hands.jsonl, hands.phhs, config.json or standings.json it can open; beside its own
// folder, other bots' folders; in its environment, the variable ARENA_TEST_SECRET the test gave
// the arena (it prints its whole environment as "ENV: NAME=value" lines). Hand records and the seed
// are "ESCAPED"; another bot's folder is "SAW OTHER BOT".
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "attack_common.hpp"

extern char** environ;

namespace testbot {

namespace {

void search(const std::filesystem::path& root, int& files_seen) {
  namespace fs = std::filesystem;
  static const std::set<std::string> kSecrets = {"hands.jsonl", "hands.phhs", "config.json",
                                                 "standings.json"};
  std::error_code ec;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (++files_seen > 50000) return;
    if (it.depth() >= 3) it.disable_recursion_pending();
    const fs::path& path = it->path();
    if (kSecrets.count(path.filename().string()) == 0) continue;
    std::ifstream in(path);
    std::string first_line;
    if (in && std::getline(in, first_line)) {
      attack::escaped("read " + path.string() + ": " + first_line.substr(0, 120));
    }
  }
}

}  // namespace

int attack_snoop(int argc, char** argv) {
  const std::vector<std::string> roots = attack::targets(argc, argv);
  return attack::play_after("attack_snoop", [roots] {
    namespace fs = std::filesystem;
    int files_seen = 0;
    for (const std::string& root : roots) search(root, files_seen);
    attack::say("snoop: looked at " + std::to_string(files_seen) + " entries");
    std::error_code ec;
    const fs::path self = fs::current_path(ec);
    for (const auto& entry : fs::directory_iterator(self.parent_path(), ec)) {
      if (entry.path().filename() != self.filename()) {
        attack::say("SAW OTHER BOT: " + entry.path().string());
      }
    }
    for (char** var = environ; *var != nullptr; ++var) attack::say(std::string("ENV: ") + *var);
    if (const char* secret = std::getenv("ARENA_TEST_SECRET")) {
      attack::escaped(std::string("environment: ARENA_TEST_SECRET=") + secret);
    }
  });
}

}  // namespace testbot
