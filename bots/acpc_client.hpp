// The ACPC client process as the ACPC dealer sees it (github:dmorrill10/project_acpc_server,
// dealer.c): one TCP connection on which the client first sends its version line, then answers
// MATCHSTATE lines. Used by acpc_adapter.cpp.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace acpc {

using Clock = std::chrono::steady_clock;

// The ACPC client: its process and its one connection, lines ending in "\r\n".
class Client {
 public:
  ~Client() { stop(); }

  // Starts the client (its words, {game}, {host} and {port} replaced in each) and waits until
  // `deadline` for its connection and its version line; an empty string, or why not (in the
  // words of someone who wrote the client).
  std::string start(const std::vector<std::string>& words, const std::string& game_file,
                    Clock::time_point deadline) {
    std::string why = connect(words, game_file, deadline);
    if (!why.empty() && pid_ > 0 && exited().empty()) {
      ::kill(pid_, SIGKILL);  // not waited for: the arena waits for this program to exit
      ::waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
    return why;
  }

 private:
  // Starts the client and waits for its connection and its version line (see start).
  std::string connect(std::vector<std::string> words, const std::string& game_file,
                      Clock::time_point deadline) {
    stop();
    if (words.empty()) return "no ACPC command after acpc:";
    const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    if (listener < 0 || ::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
        ::listen(listener, 1) != 0 ||
        ::getsockname(listener, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
      if (listener >= 0) ::close(listener);
      return "cannot listen on loopback";
    }
    for (std::string& word : words) {
      replace(word, "{game}", game_file);
      replace(word, "{host}", "127.0.0.1");
      replace(word, "{port}", std::to_string(ntohs(addr.sin_port)));
    }
    name_ = words[0];
    std::fflush(nullptr);
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(2, 1);  // the client's stdout is not the arena's protocol: into the stderr log
      std::vector<char*> argv;
      for (auto& w : words) argv.push_back(w.data());
      argv.push_back(nullptr);
      ::execvp(argv[0], argv.data());
      std::perror(("acpc: cannot start " + words[0]).c_str());
      ::_exit(127);
    }
    // Wait for the connection, looking in on the process so that one that exits is said at once.
    while (fd_ < 0) {
      if (const std::string gone = exited(); !gone.empty()) {
        ::close(listener);
        return "the ACPC client " + name_ + " " + gone + " before connecting";
      }
      const auto left = millis_until(deadline);
      if (left <= 0) {
        ::close(listener);
        return "the ACPC client " + name_ + " did not connect to port " +
               std::to_string(ntohs(addr.sin_port)) + " within the start-up time";
      }
      pollfd p{listener, POLLIN, 0};
      if (::poll(&p, 1, static_cast<int>(std::min<long long>(left, 100))) > 0)
        fd_ = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
    }
    ::close(listener);
    // As dealer.c does for each seat: every state goes out at once, not held back by Nagle's
    // algorithm until the client acknowledges the previous one.
    const int one = 1;
    ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    // dealer.c checkVersion: sscanf(line, "VERSION:%u.%u.%u") must read three numbers; another
    // version than 2.0 is only warned about (VERSION_MAJOR, VERSION_MINOR in game.h), as there.
    // example_player.c sends "VERSION:2.0.0".
    const auto version = read_line(deadline);
    if (!version) {
      const std::string gone = exited();
      return "the ACPC client " + name_ + " connected but " +
             (gone.empty() ? "sent no version line within the start-up time"
                           : gone + " before sending its version line");
    }
    unsigned major = 0, minor = 0, revision = 0;
    if (std::sscanf(version->c_str(), "VERSION:%u.%u.%u", &major, &minor, &revision) < 3)
      return "the ACPC client " + name_ + " greeted with \"" + *version +
             "\"; the ACPC protocol begins with a version line such as \"VERSION:2.0.0\"";
    if (major != 2 || minor > 0)
      std::cerr << "acpc: warning: the ACPC client speaks protocol " << major << "." << minor << "."
                << revision << "; this is 2.0.0\n";
    return {};
  }

 public:
  // Sends one line; false when the client is gone.
  bool send(const std::string& line) {
    const std::string out = line + "\r\n";
    std::size_t done = 0;
    while (done < out.size()) {
      const ssize_t n = ::send(fd_, out.data() + done, out.size() - done, MSG_NOSIGNAL);
      if (n <= 0) return closed_ = true, false;
      done += static_cast<std::size_t>(n);
    }
    return true;
  }

  // The next line (without "\r\n" or "\n"), or nothing at the deadline or when the client closed
  // its connection (then closed() is true).
  std::optional<std::string> read_line(Clock::time_point deadline) {
    while (true) {
      const auto end = pending_.find('\n');
      if (end != std::string::npos) {
        std::string line = pending_.substr(0, end);
        pending_.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      const auto left = millis_until(deadline);
      pollfd p{fd_, POLLIN, 0};
      if (left <= 0 || ::poll(&p, 1, static_cast<int>(left)) <= 0) return std::nullopt;
      // Acknowledged at once: a client that answers a state it does not act on (the dealer
      // ignores those) and then the next one is held by its own Nagle's algorithm until this
      // side acknowledges the first; a delayed acknowledgement costs it some 40 ms a decision.
      // Linux clears the flag as it sees fit, so it is set before every read.
      const int quick = 1;
      ::setsockopt(fd_, IPPROTO_TCP, TCP_QUICKACK, &quick, sizeof quick);
      char buf[4096];
      const ssize_t n = ::read(fd_, buf, sizeof buf);
      if (n <= 0) return closed_ = true, std::nullopt;
      pending_.append(buf, static_cast<std::size_t>(n));
    }
  }

  bool closed() const { return closed_; }

  // "exited with status N" or "was killed by signal N" once the process has ended, else "".
  std::string exited() {
    if (pid_ > 0 && !status_) {
      int status = 0;
      if (::waitpid(pid_, &status, WNOHANG) == pid_) status_ = status;
    }
    if (!status_) return {};
    return WIFSIGNALED(*status_) ? "was killed by signal " + std::to_string(WTERMSIG(*status_))
                                 : "exited with status " + std::to_string(WEXITSTATUS(*status_));
  }

  // Why the client is gone, for the adapter's last words.
  std::string gone() {
    for (int i = 0; i < 50 && exited().empty(); ++i) ::usleep(10000);
    const std::string how = exited();
    return "the ACPC client " + name_ + " " +
           (how.empty() ? "closed its connection" : how + " (its stderr is above)");
  }

  void stop() {
    if (fd_ >= 0) ::close(fd_);  // the client sees the end of the match
    fd_ = -1;
    pending_.clear();
    closed_ = false;
    if (pid_ > 0) {
      for (int i = 0; i < 100 && exited().empty(); ++i) ::usleep(10000);
      if (exited().empty()) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
      }
    }
    pid_ = -1;
    status_.reset();
  }

 private:
  static long long millis_until(Clock::time_point deadline) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  }
  static void replace(std::string& s, const std::string& from, const std::string& to) {
    for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
      s.replace(at, from.size(), to);
  }
  pid_t pid_ = -1;
  std::optional<int> status_;
  int fd_ = -1;
  bool closed_ = false;
  std::string name_;
  std::string pending_;
};

}  // namespace acpc
