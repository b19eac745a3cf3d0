#include "arena/director/bot_folders.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spdlog/spdlog.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace arena {

namespace {

namespace fs = std::filesystem;

constexpr const char* kOwnerNote = ".arena-owner";

// Who made a run's folder. A pid alone would not do: after the arena's end the pid may be
// another process's, so the process's start time (in clock ticks since boot) is kept with it,
// and the boot and the PID namespace the pid means something in.
struct Owner {
  long pid = 0;
  std::string started;  // /proc/<pid>/stat's field 22
  std::string boot;     // /proc/sys/kernel/random/boot_id
  std::string pid_namespace;
};

std::string first_line(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  return line;
}

// The start time of process `pid`; empty when there is no such process.
std::string start_time_of(long pid) {
  const std::string stat = first_line("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t name_end = stat.rfind(')');  // the command name may hold spaces and ')'
  if (name_end == std::string::npos) return {};
  std::istringstream fields(stat.substr(name_end + 1));
  std::string field;
  for (int n = 3; n <= 22 && fields >> field; ++n) {
    if (n == 22) return field;
  }
  return {};
}

std::string own_pid_namespace() {
  std::error_code ec;
  return fs::read_symlink("/proc/self/ns/pid", ec).string();
}

Owner this_arena() {
  return {static_cast<long>(::getpid()), start_time_of(::getpid()),
          first_line("/proc/sys/kernel/random/boot_id"), own_pid_namespace()};
}

std::string note_text(const Owner& owner) {
  return "pid " + std::to_string(owner.pid) + "\nstarted " + owner.started + "\nboot " +
         owner.boot + "\npid_namespace " + owner.pid_namespace + "\n";
}

// The note of a folder; nothing when it has none or cannot be read whole (a run that was killed
// before writing it all, or a folder that is not a run's).
std::optional<Owner> read_note(const fs::path& folder) {
  const int fd = ::open((folder / kOwnerNote).c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd == -1) return std::nullopt;
  char buffer[512];
  const ssize_t n = ::read(fd, buffer, sizeof buffer);
  ::close(fd);
  if (n <= 0) return std::nullopt;
  std::istringstream in(std::string(buffer, static_cast<std::size_t>(n)));
  Owner owner;
  std::string key;
  int keys = 0;
  while (in >> key) {
    if (key == "pid" && in >> owner.pid) ++keys;
    if (key == "started" && in >> owner.started) ++keys;
    if (key == "boot" && in >> owner.boot) ++keys;
    if (key == "pid_namespace" && in >> owner.pid_namespace) ++keys;
  }
  if (keys != 4 || owner.pid <= 0) return std::nullopt;
  return owner;
}

// Whether the owner provably ended: the machine was booted since, or (in this PID namespace)
// its pid is no process now or another process's that started at another time.
bool has_ended(const Owner& owner, const Owner& self) {
  if (owner.boot != self.boot) return true;
  if (owner.pid_namespace != self.pid_namespace) return false;  // its pid means nothing here
  const std::string started = start_time_of(owner.pid);
  return started.empty() ? ::kill(static_cast<pid_t>(owner.pid), 0) == -1 && errno == ESRCH
                         : started != owner.started;
}

fs::path temp_folder() {
  std::error_code ec;
  fs::path base = fs::temp_directory_path(ec);
  return ec ? fs::path("/tmp") : base;
}

}  // namespace

int remove_folders_of_ended_arenas(const fs::path& temp) {
  const Owner self = this_arena();
  int removed = 0;
  std::error_code ec;
  for (fs::directory_iterator it(temp, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::path folder = it->path();
    if (folder.filename().string().rfind("arena-", 0) != 0) continue;
    struct stat info {};
    if (::lstat(folder.c_str(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid())
      continue;
    const std::optional<Owner> owner = read_note(folder);
    if (!owner || !has_ended(*owner, self)) continue;
    std::error_code remove_ec;
    fs::remove_all(folder, remove_ec);
    if (!remove_ec) ++removed;
  }
  return removed;
}

BotFolders::BotFolders(const std::string& run_name) {
  const fs::path base = temp_folder();
  static std::once_flag cleaned;
  std::call_once(cleaned, [&base] {
    if (const int removed = remove_folders_of_ended_arenas(base); removed > 0)
      spdlog::info("removed {} bots' folders in {} left by arenas that were killed", removed,
                   base.string());
  });
  std::string pattern = (base / ("arena-" + run_name + "-XXXXXX")).string();
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (::mkdtemp(buffer.data()) == nullptr) {  // mode 0700
    throw std::runtime_error("cannot create the bots' folder " + pattern + ": " +
                             std::strerror(errno));
  }
  root_ = buffer.data();
  // Written before any bot starts in it; a folder killed before its note is complete is left
  // alone by the next start (read_note), never taken for one to remove.
  std::ofstream(root_ / kOwnerNote) << note_text(this_arena());
}

BotFolders::~BotFolders() {
  std::error_code ec;
  fs::remove_all(root_, ec);
}

fs::path BotFolders::of(const std::string& bot) const {
  const fs::path folder = root_ / bot;
  ::mkdir(folder.c_str(), 0700);
  ::mkdir((folder / "tmp").c_str(), 0700);
  return folder;
}

}  // namespace arena
