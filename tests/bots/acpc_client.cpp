// A minimal ACPC client (protocol 2.0.0), written for the tests from the protocol's description:
// `testbot_acpc_client GAMEFILE HOST PORT [call|raise]`. It connects, says VERSION:2:0:0, reads
// the game definition (limit or no-limit, the big blind) and answers every MATCHSTATE with `c`,
// or with `raise` a raise: `r` in limit, in no-limit `r<N>` for a hand total two big blinds above
// the largest total so far. Every state it receives goes to its stderr ("state ..."), so a test
// can compare what it saw with the arena's log.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace testbot {
namespace {

void send_line(int fd, const std::string& line) {
  const std::string out = line + "\r\n";
  [[maybe_unused]] const ssize_t n = ::write(fd, out.data(), out.size());
}

// The largest "r<N>" total in a no-limit betting string, or `floor`.
long largest_total(const std::string& betting, long floor) {
  long best = floor;
  for (std::size_t i = 0; i < betting.size(); ++i)
    if (betting[i] == 'r') best = std::max(best, std::strtol(betting.c_str() + i + 1, nullptr, 10));
  return best;
}

}  // namespace

int acpc_client(int argc, char** argv) {
  if (argc < 4) return 2;
  const std::string style = argc > 4 ? argv[4] : "call";
  bool limit = false;
  long big_blind = 0;
  std::ifstream game(argv[1]);
  for (std::string line; std::getline(game, line);) {
    if (line == "limit") limit = true;
    if (line.rfind("blind =", 0) == 0) {
      std::istringstream blinds(line.substr(7));
      for (long b; blinds >> b;) big_blind = std::max(big_blind, b);
    }
  }
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(std::atoi(argv[3])));
  ::inet_pton(AF_INET, argv[2], &addr.sin_addr);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) return 1;
  send_line(fd, "VERSION:2:0:0");
  std::string pending;
  char buf[4096];
  for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;) {
    pending.append(buf, static_cast<std::size_t>(n));
    for (auto end = pending.find("\r\n"); end != std::string::npos; end = pending.find("\r\n")) {
      const std::string state = pending.substr(0, end);
      pending.erase(0, end + 2);
      if (state.rfind("MATCHSTATE:", 0) != 0) continue;
      std::cerr << "state " << state << "\n";
      std::string action = "c";
      if (style == "raise") {
        // MATCHSTATE:position:hand:betting:cards
        std::size_t field = 0, at = 0;
        for (; field < 3 && at != std::string::npos; ++field) at = state.find(':', at + 1);
        const std::string betting = state.substr(at + 1, state.find(':', at + 1) - at - 1);
        action =
            limit ? "r" : "r" + std::to_string(largest_total(betting, big_blind) + 2 * big_blind);
      }
      send_line(fd, state + ":" + action);
    }
  }
  return 0;
}

}  // namespace testbot
