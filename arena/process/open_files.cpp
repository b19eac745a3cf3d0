#include "arena/process/open_files.hpp"

#include <dirent.h>
#include <fcntl.h>

#include <cerrno>
#include <cstring>
#include <mutex>

namespace arena {

namespace {

std::once_flag g_raise_once;
std::optional<rlimit> g_bot_limit;  // set once, under g_raise_once, before any bot starts

constexpr std::string_view kArenaOutOfFiles = "the arena ran out of open files";
constexpr std::string_view kSystemOutOfFiles = "the system ran out of open files";

// Descriptors open in this process: the entries of /proc/self/fd but the one listing them.
std::uint64_t count_open_descriptors(std::uint64_t limit) {
  if (DIR* fds = ::opendir("/proc/self/fd"); fds != nullptr) {
    std::uint64_t count = 0;
    while (const dirent* entry = ::readdir(fds))
      if (entry->d_name[0] != '.') ++count;
    ::closedir(fds);
    return count > 0 ? count - 1 : 0;
  }
  std::uint64_t count = 0;  // no /proc: asked one by one, as far as a limit that is not absurd
  for (std::uint64_t fd = 0; fd < limit && fd < 65536; ++fd)
    if (::fcntl(static_cast<int>(fd), F_GETFD) != -1) ++count;
  return count;
}

}  // namespace

int descriptors_per_bot(bool traced, bool own_io_context) {
  return 3 + 1 + 1 + (traced ? 1 : 0) + (own_io_context ? 3 : 0);
}

void raise_open_file_limit() {
  std::call_once(g_raise_once, [] {
    rlimit now{};
    if (::getrlimit(RLIMIT_NOFILE, &now) != 0 || now.rlim_cur >= now.rlim_max) return;
    const rlimit raised{now.rlim_max, now.rlim_max};
    if (::setrlimit(RLIMIT_NOFILE, &raised) == 0) g_bot_limit = now;
  });
}

std::optional<rlimit> bot_open_file_limit() {
  return g_bot_limit;
}

OpenFileUse open_file_use() {
  raise_open_file_limit();
  OpenFileUse use;
  rlimit now{};
  if (::getrlimit(RLIMIT_NOFILE, &now) != 0) return use;
  use.limit = now.rlim_cur;
  use.hard = now.rlim_max;
  use.open = count_open_descriptors(use.limit);
  return use;
}

std::string open_file_limit_fix(std::uint64_t needed) {
  // A round figure with room for more: the next multiple of 1024.
  const std::string n = std::to_string((needed + 1023) / 1024 * 1024);
  return "raise the open-file limit in the shell that starts the arena with `ulimit -n " + n +
         "` (up to the hard limit, `ulimit -Hn`); root raises the hard limit in "
         "/etc/security/limits.conf (`* hard nofile " +
         n + "`, from the next login) or, for a systemd service, with LimitNOFILE=" + n;
}

std::string out_of_open_files(int error) {
  if (error == EMFILE) {
    rlimit now{};
    const std::string limit =
        ::getrlimit(RLIMIT_NOFILE, &now) == 0 ? std::to_string(now.rlim_cur) : "?";
    return std::string(kArenaOutOfFiles) + " (" + std::strerror(error) + ", at its limit of " +
           limit + "), not a fault of the bot: " + open_file_limit_fix(now.rlim_cur * 2);
  }
  if (error == ENFILE) {
    return std::string(kSystemOutOfFiles) + " (" + std::strerror(error) +
           "), not a fault of the bot: root raises the system's limit with `sysctl fs.file-max`";
  }
  return {};
}

bool says_out_of_open_files(std::string_view note) {
  // The system's own words too: what failed may be a library's (Asio's epoll for a bot's
  // io_context), which reports errno as it is.
  for (const std::string_view words :
       {kArenaOutOfFiles, kSystemOutOfFiles, std::string_view(std::strerror(EMFILE)),
        std::string_view(std::strerror(ENFILE))})
    if (note.find(words) != std::string_view::npos) return true;
  return false;
}

}  // namespace arena
