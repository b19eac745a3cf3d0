#pragma once
// The raw floor of one bot decision: a line to a tiny echo child through plain pipes and back,
// with nothing but read/write syscalls. Shared by the benchmarks that compare the arena's cost
// with it in the same run (pipe_bench, arena_bench). The child is the benchmark program itself,
// started again with kEchoChildFlag; main() hands over to echo_child() when it sees the flag.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

namespace bench {

inline constexpr const char* kEchoChildFlag = "--echo-child";

// A typical `act` message, so the byte count is realistic.
inline const std::string kActLine =
    R"({"type":"act","id":17,"hand":42,"street":"flop","to_call":200,"min_raise_to":600,)"
    R"("max_raise_to":4850,"legal":["fold","call","raise"],"time_ms":1000})";

// This program's own path, to start it again as the echo child.
inline std::string self_path() {
  return std::filesystem::read_symlink("/proc/self/exe").string();
}

// The child's whole life: copy stdin to stdout until EOF.
inline int echo_child() {
  static char buf[1 << 16];
  while (true) {
    const ssize_t n = ::read(0, buf, sizeof buf);
    if (n <= 0) return 0;
    for (ssize_t off = 0; off < n;) {
      const ssize_t w = ::write(1, buf + off, static_cast<std::size_t>(n - off));
      if (w <= 0) return 1;
      off += w;
    }
  }
}

// The echo child on plain pipes, driven with raw read/write.
class RawEcho {
 public:
  explicit RawEcho(const std::string& self) {
    int to_child[2], from_child[2];
    if (::pipe2(to_child, O_CLOEXEC) == -1 || ::pipe2(from_child, O_CLOEXEC) == -1) {
      std::perror("pipe");
      std::exit(1);
    }
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(to_child[0], 0);
      ::dup2(from_child[1], 1);
      ::execl(self.c_str(), self.c_str(), kEchoChildFlag, static_cast<char*>(nullptr));
      ::_exit(127);
    }
    ::close(to_child[0]);
    ::close(from_child[1]);
    to_ = to_child[1];
    from_ = from_child[0];
  }
  RawEcho(const RawEcho&) = delete;
  RawEcho& operator=(const RawEcho&) = delete;
  ~RawEcho() {
    ::close(to_);
    ::close(from_);
    ::waitpid(pid_, nullptr, 0);
  }
  pid_t pid() const { return pid_; }
  // `msg` ends in '\n'; returns once the whole echo is back.
  void round_trip(const std::string& msg) {
    if (::write(to_, msg.data(), msg.size()) != static_cast<ssize_t>(msg.size())) {
      std::fprintf(stderr, "echo child: write failed\n");
      std::exit(1);
    }
    std::size_t got = 0;
    while (got == 0 || buf_[got - 1] != '\n') {
      const ssize_t r = ::read(from_, buf_ + got, sizeof buf_ - got);
      if (r <= 0) {
        std::fprintf(stderr, "echo child: read failed\n");
        std::exit(1);
      }
      got += static_cast<std::size_t>(r);
    }
  }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  char buf_[1 << 16];
};

}  // namespace bench
