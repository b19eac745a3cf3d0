#include "arena/process/fork_exec.hpp"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>

namespace arena {

namespace {

// Makes `fd` the child's descriptor `target`, without close-on-exec.
bool place(int fd, int target) {
  if (fd == target) return ::fcntl(fd, F_SETFD, 0) != -1;
  return ::dup2(fd, target) != -1;
}

// Every descriptor from `first` to `last` (inclusive) closed.
void close_range_of(unsigned first, unsigned last) {
  if (first > last) return;
  if (::syscall(SYS_close_range, first, last, 0u) == 0) return;
  rlimit files{};  // kernel before 5.9: one by one
  const unsigned limit = ::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < 1048576
                             ? files.rlim_cur
                             : 1048576;
  for (unsigned fd = first; fd <= last && fd < limit; ++fd) ::close(static_cast<int>(fd));
}

[[noreturn]] void fail_in_child(int report_fd, int error) {
  while (::write(report_fd, &error, sizeof error) == -1 && errno == EINTR) {
  }
  ::_exit(127);
}

}  // namespace

pid_t fork_exec(const ExecSpec& spec) {
  // Everything the child needs, built before the fork.
  std::vector<char*> argv;
  for (const std::string& arg : spec.argv) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  std::vector<char*> envp;
  for (const std::string& var : spec.env) envp.push_back(const_cast<char*>(var.c_str()));
  envp.push_back(nullptr);

  // The child reports a failure before exec through this pipe; a successful exec closes it.
  int report[2];
  if (::pipe2(report, O_CLOEXEC) == -1) return -errno;

  const pid_t pid = ::fork();
  if (pid == -1) {
    const int error = errno;
    ::close(report[0]);
    ::close(report[1]);
    return -error;
  }
  if (pid == 0) {
    ::close(report[0]);
    if (!place(spec.stdin_fd, 0) || !place(spec.stdout_fd, 1) || !place(spec.stderr_fd, 2)) {
      fail_in_child(report[1], errno);
    }
    if (::chdir(spec.dir.c_str()) == -1) fail_in_child(report[1], errno);
    if (spec.setup != nullptr) {
      if (const int error = spec.setup(spec.context); error != 0) fail_in_child(report[1], error);
    }
    // Nothing of the arena's but the report pipe (closed by the exec) reaches the bot: another
    // bot's pipe ends would hide EOF and EPIPE from the arena.
    const unsigned keep = static_cast<unsigned>(report[1]);
    close_range_of(3, keep - 1);
    close_range_of(keep + 1, ~0u);
    ::execve(argv[0], argv.data(), envp.data());
    fail_in_child(report[1], errno);
  }

  ::close(report[1]);
  int child_error = 0;
  ssize_t got;
  while ((got = ::read(report[0], &child_error, sizeof child_error)) == -1 && errno == EINTR) {
  }
  ::close(report[0]);
  if (got == static_cast<ssize_t>(sizeof child_error)) {
    while (::waitpid(pid, nullptr, 0) == -1 && errno == EINTR) {
    }
    return -(child_error != 0 ? child_error : ECHILD);
  }
  return pid;
}

}  // namespace arena
