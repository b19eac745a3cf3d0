#pragma once
// A live page's server as a test talks to it (docs/LIVE.md): the address and token the arena
// prints, plain HTTP requests over a socket, and a while of its server-sent events.
#include <arpa/inet.h>
#include <doctest/doctest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "arena_runner.hpp"

namespace test_live {

struct PageAddress {
  int port = 0;
  std::string token;
};

// The "arena: live page http://ADDR:PORT/?token=T" line of `output` (a file the arena writes),
// waited for up to 60 s.
inline PageAddress wait_for_page(const std::filesystem::path& output) {
  const std::string mark = "live page http://";
  // Looked for often: a short run given a pause as soon as its page is up must not end first.
  for (int i = 0; i < 6000; ++i) {
    const std::string text = test_arena::read_file(output);
    const std::size_t at = text.find(mark);
    const std::size_t end = at == std::string::npos ? at : text.find('\n', at);
    if (end != std::string::npos) {
      const std::string url = text.substr(at + mark.size(), end - at - mark.size());
      const std::size_t colon = url.rfind(':', url.find('/'));
      PageAddress page;
      page.port = std::stoi(url.substr(colon + 1));
      page.token = url.substr(url.find("token=") + 6);
      return page;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  FAIL("the arena printed no live page address");
  return {};
}

// A connection to the page with `text` sent on it. `may_be_gone`: the run may have ended and
// closed its page (refused, or reset just after the accept: no SIGPIPE), and then -1.
inline int send_request(int port, const std::string& text, bool may_be_gone = false) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in at{};
  at.sin_family = AF_INET;
  at.sin_port = htons(static_cast<std::uint16_t>(port));
  at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const bool sent =
      ::connect(fd, reinterpret_cast<sockaddr*>(&at), sizeof at) == 0 &&
      ::send(fd, text.data(), text.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(text.size());
  if (!sent && may_be_gone) {
    ::close(fd);
    return -1;
  }
  REQUIRE(sent);
  return fd;
}

// Everything the socket gives within `ms` (or until it closes).
inline std::string read_for(int fd, int ms) {
  std::string got;
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  char buffer[65536];
  while (std::chrono::steady_clock::now() < until) {
    pollfd p{fd, POLLIN, 0};
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        until - std::chrono::steady_clock::now());
    if (::poll(&p, 1, static_cast<int>(left.count()) + 1) <= 0) continue;
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n <= 0) break;
    got.append(buffer, static_cast<std::size_t>(n));
  }
  return got;
}

struct Reply {
  int status = 0;
  std::string body;
};

// `host` is the request's Host header, as a browser sends the name it was given. With
// `may_be_gone`, a page already closed is a reply of status 0.
inline Reply request(int port, const std::string& method, const std::string& target,
                     const std::string& host = "127.0.0.1", bool may_be_gone = false) {
  const int fd = send_request(port,
                              method + " " + target + " HTTP/1.1\r\nHost: " + host +
                                  "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                              may_be_gone);
  if (fd < 0) return {};
  const std::string got = read_for(fd, 20000);
  ::close(fd);
  Reply r;
  if (got.rfind("HTTP/1.1 ", 0) == 0) r.status = std::stoi(got.substr(9, 3));
  const std::size_t body = got.find("\r\n\r\n");
  if (body != std::string::npos) r.body = got.substr(body + 4);
  return r;
}

inline nlohmann::json state(int port, const std::string& query = "") {
  const Reply r = request(port, "GET", "/state.json" + query);
  REQUIRE(r.status == 200);
  return nlohmann::json::parse(r.body);
}

// The states pushed on GET /events within `ms`, parsed.
// None when the run has ended and closed its page first.
inline std::vector<nlohmann::json> pushed_states(int port, int ms) {
  const int fd = send_request(port, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", true);
  if (fd < 0) return {};
  const std::string got = read_for(fd, ms);
  ::close(fd);
  std::vector<nlohmann::json> states;
  for (std::size_t at = got.find("data: "); at != std::string::npos;
       at = got.find("data: ", at + 1)) {
    const std::size_t end = got.find("\n\n", at);
    if (end == std::string::npos) break;
    states.push_back(nlohmann::json::parse(got.substr(at + 6, end - at - 6)));
  }
  return states;
}

}  // namespace test_live
