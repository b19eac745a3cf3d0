// The test bots (tests/bots/*.cpp) are one program, build/bin/testbot, compiled and linked once
// instead of once per bot. Each tests/bots/<name>.cpp defines testbot::<name>(argc, argv); the
// build lists them in testbot_table.hpp and makes build/bin/testbot_<name> a hard link to the
// program, which runs the bot its own name picks (argv[0]). A test starts build/bin/testbot_<name>
// as before and gets the same arguments, process name and behaviour as from a program of its own.
#include <cstdio>
#include <string_view>

#include "testbot_table.hpp"

int main(int argc, char** argv) {
  std::string_view self = argc > 0 && argv[0] != nullptr ? argv[0] : "";
  const std::size_t slash = self.rfind('/');
  if (slash != std::string_view::npos) self.remove_prefix(slash + 1);
  constexpr std::string_view kPrefix = "testbot_";
  if (self.substr(0, kPrefix.size()) == kPrefix) {
    self.remove_prefix(kPrefix.size());
    for (const testbot::Entry& bot : testbot::kBots) {
      if (self == bot.name) return bot.run(argc, argv);
    }
  }
  std::fprintf(stderr, "testbot: start me as testbot_<bot> (the hard links beside me); bots:");
  for (const testbot::Entry& bot : testbot::kBots) std::fprintf(stderr, " %s", bot.name);
  std::fprintf(stderr, "\n");
  return 2;
}
