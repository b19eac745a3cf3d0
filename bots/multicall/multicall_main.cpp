// The main of a program that holds several bots, each reached through a hard link of its own
// name: build/bin/testbot (the test bots, tests/tests.cmake) and build/bin/sample_bots (the sample
// bots, bots/bots.cmake). Compiling and linking the bots once, not once per bot, is what it is for:
// each C++ bot spends nearly all its compiling on the SDK's and nlohmann/json's code, which one
// program compiles once. The build generates the table (MULTICALL_TABLE, multicall_table.hpp's
// shape) and makes the links; a bot started by a link's path gets the same arguments, process
// name and behaviour as from a program of its own.
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <string_view>

#include MULTICALL_TABLE

namespace {

std::string_view file_name(std::string_view path) {
  const std::size_t slash = path.rfind('/');
  if (slash != std::string_view::npos) path.remove_prefix(slash + 1);
  return path;
}

const multicall::Entry* bot_named(std::string_view name) {
  if (name.substr(0, multicall::kLinkPrefix.size()) != multicall::kLinkPrefix) return nullptr;
  name.remove_prefix(multicall::kLinkPrefix.size());
  for (const multicall::Entry& bot : multicall::kBots) {
    if (name == bot.name) return &bot;
  }
  return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
  // The link it was started through (/proc/self/exe: the hard link's own name, and the target of
  // a symbolic link, so a symbolic link named after another bot still runs the one it points
  // to), else the name it was started by (argv[0]: a sandbox may show the program under another
  // path).
  const multicall::Entry* bot = nullptr;
  char self[PATH_MAX];
  const ssize_t length = ::readlink("/proc/self/exe", self, sizeof self);
  if (length > 0) bot = bot_named(file_name(std::string_view(self, std::size_t(length))));
  if (bot == nullptr) bot = bot_named(file_name(argc > 0 && argv[0] != nullptr ? argv[0] : ""));
  if (bot != nullptr) return bot->run(argc, argv);
  std::fprintf(stderr, "%.*s: start me by one of the names of my hard links beside me:",
               int(multicall::kProgram.size()), multicall::kProgram.data());
  for (const multicall::Entry& entry : multicall::kBots) {
    std::fprintf(stderr, " %.*s%s", int(multicall::kLinkPrefix.size()),
                 multicall::kLinkPrefix.data(), entry.name);
  }
  std::fprintf(stderr, "\n");
  return 2;
}
