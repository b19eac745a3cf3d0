// A minimal ACPC client, written from the ACPC protocol's own text (github:dmorrill10/
// project_acpc_server, protocol.md "ACPC Protocol Specification, version 2.0.0") and its example
// client (example_player.c): `testbot_acpc_client GAMEFILE HOST PORT [MODE]`. It connects, sends
// the version line exactly as example_player.c does (fprintf "VERSION:%u.%u.%u\n", 2.0.0),
// reads the game definition (limit or no-limit, the big blind) and answers every MATCHSTATE
// line with the same state, ':' and an action, ending in "\r\n" (protocol.md "<clientResponse>
// := <matchState> ':' <action> '\r\n'"). Like a careless client it answers states where it is not
// acting too: the dealer, and so the adapter, must pass those over ("ignoring un-requested
// response", dealer.c readPlayerResponse). Before each answer it sends a comment line, which the
// dealer skips (lines starting with '#' or ';').
// MODE: call (default) answers `c`; raise answers `r` in limit, in no-limit `r<N>` for a hand
// total two big blinds above the largest total so far; greet-colon greets "VERSION:2:0:0" (the
// wrong form); no-connect never connects; exit-after-N exits with status 3 after N states.
// Every state it receives goes to its stderr ("state ..."), so a test can check what it saw.
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

void send_text(int fd, const std::string& text) {
  [[maybe_unused]] const ssize_t n = ::write(fd, text.data(), text.size());
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
  const std::string mode = argc > 4 ? argv[4] : "call";
  if (mode == "no-connect") {
    std::cerr << "acpc_client: not connecting\n";
    ::sleep(600);
    return 0;
  }
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
  // protocol.md: "The first message from a player must be a version string VERSION:2.0.0\r\n";
  // example_player.c ends it with "\n" alone, which the dealer's getLine reads the same.
  send_text(fd, mode == "greet-colon" ? "VERSION:2:0:0\r\n" : "VERSION:2.0.0\n");
  const long exit_after = mode.rfind("exit-after-", 0) == 0 ? std::atol(mode.c_str() + 11) : -1;
  long states = 0;
  std::string pending;
  char buf[4096];
  for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;) {
    pending.append(buf, static_cast<std::size_t>(n));
    // protocol.md: "All messages are terminated by a carriage return and a new line".
    for (auto end = pending.find("\r\n"); end != std::string::npos; end = pending.find("\r\n")) {
      const std::string state = pending.substr(0, end);
      pending.erase(0, end + 2);
      if (state.rfind("MATCHSTATE:", 0) != 0) continue;
      std::cerr << "state " << state << "\n";
      if (++states == exit_after) {
        std::cerr << "acpc_client: exiting after " << states << " states, as told\n";
        return 3;
      }
      std::string action = "c";
      if (mode == "raise") {
        // MATCHSTATE:<position>:<handNumber>:<betting>:<cards>
        std::size_t field = 0, at = 0;
        for (; field < 3 && at != std::string::npos; ++field) at = state.find(':', at + 1);
        const std::string betting = state.substr(at + 1, state.find(':', at + 1) - at - 1);
        action =
            limit ? "r" : "r" + std::to_string(largest_total(betting, big_blind) + 2 * big_blind);
      }
      send_text(fd, "# thinking about " + state + "\r\n" + state + ":" + action + "\r\n");
    }
  }
  return 0;
}

}  // namespace testbot
