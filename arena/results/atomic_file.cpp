#include "arena/results/atomic_file.hpp"

#include <fcntl.h>
#include <stdio.h>  // renameat2, RENAME_NOREPLACE (glibc, _GNU_SOURCE)
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace arena {
namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const char* what) {
  throw std::runtime_error("cannot write " + path.string() + ": " + what + ": " +
                           std::strerror(errno));
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, std::string_view content,
                           FileSync sync) {
  const std::filesystem::path temp = path.string() + ".tmp";
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail(temp, "open");
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      ::close(fd);
      fail(temp, "write");
    }
    written += static_cast<std::size_t>(n);
  }
  // The data must be on disk before the rename makes it visible, or a crash of the machine could
  // leave an empty file under the final name.
  if (sync == FileSync::ToDisk && ::fsync(fd) != 0) {
    ::close(fd);
    fail(temp, "fsync");
  }
  ::close(fd);
  if (::rename(temp.c_str(), path.c_str()) != 0) fail(path, "rename");
}

bool rename_folder_into_place(const std::filesystem::path& from, const std::filesystem::path& to,
                              std::error_code& error) {
  error.clear();
  if (::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0) return true;
  if (errno != EEXIST) error.assign(errno, std::generic_category());
  return false;
}

}  // namespace arena
