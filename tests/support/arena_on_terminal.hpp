#pragma once
// The arena on a pseudo-terminal (its controlling terminal, as a person's shell would give it):
// the human seat program it starts talks to that terminal, and a test types at the prompts and
// reads what the person would see (tests/human_seat_test.cpp, human_screen_test.cpp).
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <string>
#include <vector>

#include "paths.hpp"

namespace test_arena {

// The arena on a pseudo-terminal: everything it and its human seat write, and a keyboard.
class ArenaOnTerminal {
 public:
  explicit ArenaOnTerminal(const std::vector<std::string>& args) {
    pid_ = ::forkpty(&master_, nullptr, nullptr, nullptr);
    if (pid_ == 0) {
      if (::chdir(test_paths::source_dir().c_str()) != 0) ::_exit(126);
      const std::string arena = test_paths::bin("arena");
      std::vector<char*> argv{const_cast<char*>(arena.c_str())};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      ::execv(arena.c_str(), argv.data());
      ::_exit(127);
    }
  }
  ~ArenaOnTerminal() {
    if (pid_ > 0 && !exited_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) ::close(master_);
  }
  ArenaOnTerminal(const ArenaOnTerminal&) = delete;
  ArenaOnTerminal& operator=(const ArenaOnTerminal&) = delete;

  // Reads the screen until the arena ends (or 60 s pass), answering each prompt ("... s> ")
  // with what `answer` gives for the screen so far; returns the arena's exit status.
  int play(const std::function<std::string(const std::string&)>& answer) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    std::size_t answered_up_to = 0;
    while (std::chrono::steady_clock::now() < deadline) {
      pollfd p{master_, POLLIN, 0};
      if (::poll(&p, 1, 200) > 0) {
        char buf[4096];
        const ssize_t n = ::read(master_, buf, sizeof buf);
        if (n <= 0) {  // the terminal's other side closed: the arena is ending
          int status = 0;
          ::waitpid(pid_, &status, 0);
          exited_ = true;
          return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
        screen_.append(buf, static_cast<std::size_t>(n));
        const auto prompt = screen_.rfind(" s> ");
        if (prompt != std::string::npos && prompt + 4 == screen_.size() &&
            prompt > answered_up_to) {
          answered_up_to = prompt;
          const std::string line = answer(screen_) + "\n";
          if (!line.empty() && line != "\n") {
            [[maybe_unused]] const ssize_t w = ::write(master_, line.data(), line.size());
          }
        }
      }
      int status = 0;
      if (::waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
    }
    return -1;
  }
  const std::string& screen() const { return screen_; }
  pid_t pid() const { return pid_; }
  // Keys typed without a newline: "\x03" is Ctrl-C, "\x1a" Ctrl-Z.
  void press(const std::string& keys) {
    [[maybe_unused]] const ssize_t w = ::write(master_, keys.data(), keys.size());
  }

 private:
  int master_ = -1;
  pid_t pid_ = -1;
  bool exited_ = false;
  std::string screen_;
};

// How many times `part` is on the screen.
inline int times_shown(const std::string& screen, const std::string& part) {
  int n = 0;
  for (auto at = screen.find(part); at != std::string::npos; at = screen.find(part, at + 1)) ++n;
  return n;
}

}  // namespace test_arena
