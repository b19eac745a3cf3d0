// A botpoker bot for the tests: an HTTP server on $PORT, as the botpoker engine's bots are.
// GET / answers 200; POST /bet logs the payload to stderr ("payload {...}") and answers, by its
// argument: `call` the call amount, `raise` the minimum raise amount, `allin` more chips than
// anyone has, `fold` 0; `answer WORDS...` the words themselves, joined by spaces, every time;
// `exit` exits (status 3) at the first POST /bet, answering nothing.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <string>

#include "arena_bot.hpp"

namespace testbot {

int botpoker_server(int argc, char** argv) {
  const std::string style = argc > 1 ? argv[1] : "call";
  std::string fixed_answer;
  for (int i = 2; style == "answer" && i < argc; ++i)
    fixed_answer += (i > 2 ? " " : "") + std::string(argv[i]);
  const char* port = std::getenv("PORT");
  if (port == nullptr) return 2;
  const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
  const int yes = 1;
  ::setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(std::atoi(port)));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
      ::listen(listener, 8) != 0)
    return 1;
  while (true) {
    const int fd = ::accept(listener, nullptr, nullptr);
    if (fd < 0) return 0;
    std::string request;
    char buf[65536];
    std::size_t want = std::string::npos;
    while (want == std::string::npos || request.size() < want) {
      const ssize_t n = ::read(fd, buf, sizeof buf);
      if (n <= 0) break;
      request.append(buf, static_cast<std::size_t>(n));
      const auto head = request.find("\r\n\r\n");
      if (head != std::string::npos && want == std::string::npos) {
        const auto length = request.find("Content-Length: ");
        want =
            head + 4 + (length == std::string::npos ? 0 : std::atoi(request.c_str() + length + 16));
      }
    }
    std::string body = "200 OK";
    if (request.rfind("POST /bet", 0) == 0) {
      if (style == "exit") std::exit(3);
      const auto game = arena_bot::json::parse(request.substr(request.find("\r\n\r\n") + 4));
      std::cerr << "payload " << game.dump() << "\n";
      const long call = game["callAmount"], raise = game["minimumRaiseAmount"];
      body = style == "answer" ? fixed_answer
                               : std::to_string(style == "raise"   ? raise
                                                : style == "allin" ? 1000000000L
                                                : style == "fold"  ? 0L
                                                                   : call);
    }
    const std::string reply = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " +
                              std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
    [[maybe_unused]] const ssize_t w = ::write(fd, reply.data(), reply.size());
    ::close(fd);
  }
}

}  // namespace testbot
