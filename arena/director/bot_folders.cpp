#include "arena/director/bot_folders.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace arena {

BotFolders::BotFolders(const std::string& run_name) {
  std::error_code ec;
  std::filesystem::path base = std::filesystem::temp_directory_path(ec);
  if (ec) base = "/tmp";
  std::string pattern = (base / ("arena-" + run_name + "-XXXXXX")).string();
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (::mkdtemp(buffer.data()) == nullptr) {  // mode 0700
    throw std::runtime_error("cannot create the bots' folder " + pattern + ": " +
                             std::strerror(errno));
  }
  root_ = buffer.data();
}

BotFolders::~BotFolders() {
  std::error_code ec;
  std::filesystem::remove_all(root_, ec);
}

std::filesystem::path BotFolders::of(const std::string& bot) const {
  const std::filesystem::path folder = root_ / bot;
  ::mkdir(folder.c_str(), 0700);
  ::mkdir((folder / "tmp").c_str(), 0700);
  return folder;
}

}  // namespace arena
