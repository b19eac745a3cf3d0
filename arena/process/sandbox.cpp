#include "arena/process/sandbox.hpp"

#include "arena/process/command_line.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <thread>

extern char** environ;

namespace arena {

namespace {

namespace fs = std::filesystem;

// The system, shown read-only to every bot. On merged-/usr systems /bin, /lib... are links
// into /usr and are made the same links inside.
constexpr const char* kSystemFolders[] = {"/usr", "/etc"};
constexpr const char* kSystemLinks[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};

bool is_under(const fs::path& path, const fs::path& folder) {
  const auto [f, p] = std::mismatch(folder.begin(), folder.end(), path.begin(), path.end());
  return f == folder.end();
}

bool is_system_path(const fs::path& path) {
  for (const char* folder : kSystemFolders) {
    if (is_under(path, folder)) return true;
  }
  for (const char* link : kSystemLinks) {
    if (is_under(path, link)) return true;
  }
  return false;
}

std::size_t depth(const fs::path& path) {
  return static_cast<std::size_t>(std::distance(path.begin(), path.end()));
}

}  // namespace

bool visible_in_sandbox(const fs::path& path, const std::vector<fs::path>& shown,
                        const std::vector<fs::path>& hidden) {
  const fs::path p = path.lexically_normal();
  const auto hidden_within = [&](const fs::path& folder) {
    return std::any_of(hidden.begin(), hidden.end(), [&](const fs::path& h) {
      const fs::path normal = h.lexically_normal();
      return is_under(normal, folder) && is_under(p, normal);
    });
  };
  if (is_system_path(p)) {
    for (const char* folder : kSystemFolders)
      if (is_under(p, folder) && !hidden_within(folder)) return true;
    for (const char* link : kSystemLinks)
      if (is_under(p, link) && !hidden_within(link)) return true;
  }
  return std::any_of(shown.begin(), shown.end(), [&](const fs::path& s) {
    const fs::path folder = s.lexically_normal();
    return is_under(p, folder) && !hidden_within(folder);
  });
}

std::vector<fs::path> command_paths(const std::vector<std::string>& bot_argv) {
  std::vector<fs::path> paths;
  const auto add = [&paths](const fs::path& folder) {
    const fs::path normal = folder.lexically_normal();
    if (is_system_path(normal) || normal == "/" || normal.empty()) return;
    if (std::find(paths.begin(), paths.end(), normal) == paths.end()) paths.push_back(normal);
  };
  std::error_code ec;
  for (std::size_t i = 0; i < bot_argv.size(); ++i) {
    const fs::path path(bot_argv[i]);
    if (!path.is_absolute() || !fs::exists(path, ec)) continue;
    const bool folder = fs::is_directory(path, ec);
    add(folder ? path : path.parent_path());
    // Reached through a symbolic link (a linked folder on the way, or the program itself a
    // link), the file lies elsewhere too: the folder it really is in is shown as well, so that
    // a link to a file elsewhere can be followed inside, and the check of what the bot needs
    // (arena/director/bot_check.cpp), which looks at the real path, sees it shown.
    const fs::path real = fs::canonical(path, ec);
    if (!ec) add(folder ? real : real.parent_path());
  }
  return paths;
}

std::vector<std::string> sandbox_command(const fs::path& bwrap,
                                         const std::vector<std::string>& bot_argv,
                                         const SandboxSpec& spec) {
  std::vector<std::string> cmd = {
      bwrap.string(), "--unshare-all", "--unshare-user",    "--uid",        "65534",
      "--gid",        "65534",         "--die-with-parent", "--new-session"};
  const auto add = [&cmd](std::initializer_list<std::string> words) {
    cmd.insert(cmd.end(), words.begin(), words.end());
  };
  std::error_code ec;
  for (const char* folder : kSystemFolders) add({"--ro-bind", folder, folder});
  for (const char* link : kSystemLinks) {
    if (fs::is_symlink(link, ec)) {
      add({"--symlink", fs::read_symlink(link, ec).string(), link});
    } else if (fs::is_directory(link, ec)) {
      add({"--ro-bind", link, link});
    }
  }
  add({"--proc", "/proc", "--dev", "/dev"});
  const std::string size = std::to_string(spec.folder_bytes);
  add({"--size", size, "--tmpfs", "/tmp"});

  // The organizer's paths and the command's, then what must stay hidden under them, deeper
  // mounts after shallower ones so that each lands on top of the one containing it.
  struct Mount {
    fs::path path;
    bool hide;
  };
  std::vector<Mount> mounts;
  std::vector<fs::path> shown;
  for (const fs::path& path : spec.read_only) {
    const fs::path normal = fs::absolute(path, ec).lexically_normal();
    if (!is_system_path(normal)) {
      mounts.push_back({normal, false});
      shown.push_back(normal);
    }
  }
  for (const fs::path& path : spec.hidden) {
    const fs::path normal = fs::absolute(path, ec).lexically_normal();
    const bool under_shown = std::any_of(shown.begin(), shown.end(),
                                         [&](const fs::path& s) { return is_under(normal, s); }) ||
                             is_system_path(normal);
    if (under_shown && fs::exists(normal, ec)) mounts.push_back({normal, true});
    // A folder shown through a symbolic link shows what lies under its real path: what is
    // hidden there is hidden at the linked path too.
    const fs::path real = fs::weakly_canonical(normal, ec);
    for (const fs::path& s : shown) {
      const fs::path real_shown = fs::weakly_canonical(s, ec);
      if (ec || real_shown == s || !is_under(real, real_shown)) continue;
      const fs::path seen_at = (s / real.lexically_relative(real_shown)).lexically_normal();
      if (seen_at != normal && fs::exists(seen_at, ec)) mounts.push_back({seen_at, true});
    }
  }
  std::stable_sort(mounts.begin(), mounts.end(),
                   [](const Mount& a, const Mount& b) { return depth(a.path) < depth(b.path); });
  for (const Mount& m : mounts) {
    if (!m.hide) {
      add({"--ro-bind", m.path.string(), m.path.string()});
    } else if (fs::is_directory(m.path, ec)) {
      add({"--tmpfs", m.path.string()});
    } else {
      add({"--ro-bind", "/dev/null", m.path.string()});
    }
  }
  // Its own folder last: nothing the organizer shows covers it. Then the root itself (where
  // bwrap made the mount points) read-only: the bot writes only in its folder and /tmp.
  add({"--size", size, "--tmpfs", spec.folder.string(), "--remount-ro", "/", "--chdir",
       spec.folder.string(), "--"});
  cmd.insert(cmd.end(), bot_argv.begin(), bot_argv.end());
  return cmd;
}

fs::path find_bwrap() {
  return find_in_path("bwrap");
}

namespace {

// Runs `argv` with stdout and stderr into a pipe; returns its exit code (-1: it could not run
// or took more than 10 s) and what it printed (the first 4 KiB).
int run_captured(const std::vector<std::string>& argv, std::string& output) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) == -1) return -1;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 2);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = -1;
  const int spawned = ::posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[1]);
  if (spawned != 0) {
    ::close(fds[0]);
    return -1;
  }
  ::fcntl(fds[0], F_SETFL, O_NONBLOCK);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  int status = 0;
  pid_t done = 0;
  char buf[4096];
  while ((done = ::waitpid(pid, &status, WNOHANG)) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      ::close(fds[0]);
      return -1;
    }
    const ssize_t n = ::read(fds[0], buf, sizeof buf);
    if (n > 0 && output.size() < 4096) output.append(buf, static_cast<std::size_t>(n));
    if (n <= 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  ssize_t n;
  while ((n = ::read(fds[0], buf, sizeof buf)) > 0 && output.size() < 4096) {
    output.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fds[0]);
  return done == pid && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string probe_sandbox() {
  const fs::path bwrap = find_bwrap();
  if (bwrap.empty()) {
    return "the sandbox needs bubblewrap (bwrap), which is not installed (not found in PATH): "
           "install it with `sudo apt-get install bubblewrap` (scripts/setup does), or run "
           "with --sandbox off";
  }
  SandboxSpec spec;
  spec.folder = "/tmp/arena-sandbox-probe";
  spec.folder_bytes = 1 << 20;
  std::string output;
  const int code = run_captured(sandbox_command(bwrap, {"/usr/bin/true"}, spec), output);
  if (code == 0) return {};
  while (!output.empty() && (output.back() == '\n' || output.back() == '\r')) output.pop_back();
  return "bubblewrap (" + bwrap.string() + ") cannot make the sandbox's namespaces here" +
         (output.empty() ? std::string() : ": " + output) +
         ". Unprivileged user namespaces may be off (sysctl user.max_user_namespaces, "
         "kernel.unprivileged_userns_clone, or an AppArmor rule for bwrap), or run the arena "
         "as root; or run with --sandbox off";
}

}  // namespace

std::string sandbox_problem() {
  static std::once_flag once;
  static std::string problem;
  std::call_once(once, [] { problem = probe_sandbox(); });
  return problem;
}

}  // namespace arena
