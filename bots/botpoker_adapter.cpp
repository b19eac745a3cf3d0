// The botpoker adapter: a bot written for the botpoker engine (brunoscopelliti/
// poker-holdem-engine: an HTTP server that answers POST /bet with the chips it puts in) plays in
// the arena unchanged. The arena starts this program for `--bot 'NAME=botpoker:COMMAND'`; it
// speaks the arena's protocol on stdin/stdout, starts COMMAND (its words after this program's
// name) with PORT set to a free loopback port, waits until the server answers GET /, and at each
// turn posts the engine's payload to /bet and reads the number the bot answers as the engine
// does: below the call folds (or checks when nothing is owed), at least the call calls, at least
// the minimum raise raises (by that many chips), everything it has goes all in. Hold'em only.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <optional>

#include "arena_bot.hpp"

namespace {

using arena_bot::Chips;
using arena_bot::json;
using Clock = std::chrono::steady_clock;

// One HTTP/1.1 exchange with the bot on loopback (Connection: close): the response's status
// and body, or nullopt when it did not answer before `deadline`.
struct Response {
  int status = 0;
  std::string body;
};

std::optional<Response> http(int port, const std::string& method, const std::string& path,
                             const std::string& body, Clock::time_point deadline) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return std::nullopt;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string reply;
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) {
    const std::string request = method + " " + path +
                                " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                                "Content-Type: application/json\r\nContent-Length: " +
                                std::to_string(body.size()) + "\r\n\r\n" + body;
    std::size_t done = 0;
    while (done < request.size()) {
      const ssize_t n = ::write(fd, request.data() + done, request.size() - done);
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    while (true) {  // to the end: the server closes the connection
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      pollfd p{fd, POLLIN, 0};
      if (left <= 0 || ::poll(&p, 1, static_cast<int>(left)) <= 0) {
        ::close(fd);
        return std::nullopt;
      }
      char buf[4096];
      const ssize_t n = ::read(fd, buf, sizeof buf);
      if (n <= 0) break;
      reply.append(buf, static_cast<std::size_t>(n));
      if (reply.size() > (1 << 20)) break;
    }
  }
  ::close(fd);
  const auto head_end = reply.find("\r\n\r\n");
  if (reply.rfind("HTTP/1.", 0) != 0 || head_end == std::string::npos) return std::nullopt;
  Response r;
  r.status = std::atoi(reply.c_str() + reply.find(' ') + 1);
  r.body = reply.substr(head_end + 4);
  std::string lower = reply.substr(0, head_end);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.find("transfer-encoding: chunked") != std::string::npos) {  // one or more chunks
    std::string plain;
    for (std::size_t at = 0; at < r.body.size();) {
      const std::size_t size = std::strtoul(r.body.c_str() + at, nullptr, 16);
      const auto data = r.body.find("\r\n", at);
      if (size == 0 || data == std::string::npos) break;
      plain += r.body.substr(data + 2, size);
      at = data + 2 + size + 2;
    }
    r.body = plain;
  }
  return r;
}

// A card as the engine writes one: "Th" is {"rank":"10","type":"H"}.
json card(const std::string& c) {
  std::string rank = c.substr(0, 1);
  if (rank == "T") rank = "10";
  std::string type = c.substr(1, 1);
  type[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
  return {{"rank", rank}, {"type", type}};
}

// The engine's payload for the turn (docs/game-state-payload.md of the engine).
json payload(const arena_bot::GameState& s, int spin) {
  json players = json::array();
  for (const auto& p : s.players) {
    json entry = {{"id", p.seat},
                  {"name", p.name},
                  {"chips", p.stack},
                  {"chipsBet", p.put_in},
                  {"state", p.eliminated || !p.in_hand ? "out"
                            : p.folded                 ? "fold"
                                                       : "active"}};
    if (p.seat == s.my_seat) {
      entry["cards"] = json::array();
      for (const auto& c : s.hole) entry["cards"].push_back(card(c));
    }
    players.push_back(entry);
  }
  json common = json::array();
  for (const auto& c : s.board) common.push_back(card(c));
  const bool can_size = s.can("bet") || s.can("raise");
  return {{"tournamentId", s.tournament},
          {"game", 1},
          {"hand", s.hand},
          {"spinCount", spin},
          {"buyin", s.starting_stack},
          {"sb", s.small_blind},
          {"dealer", s.button},
          {"pot", s.pot},
          {"sidepots", json::array()},
          {"commonCards", common},
          {"callAmount", s.to_call},
          {"minimumRaiseAmount", can_size ? s.min_raise_to - s.my_bet() : s.to_call},
          {"players", players},
          {"me", s.my_seat}};
}

// The chips the bot answered, read as the engine reads them.
arena_bot::Decision decision(const arena_bot::GameState& s, const std::string& body) {
  const double number = std::strtod(body.c_str(), nullptr);
  const Chips put =
      std::isfinite(number) && number > 0 ? static_cast<Chips>(std::min<double>(number, 1e15)) : 0;
  const Chips add = std::min(put, s.my_stack());
  const bool can_size = s.can("bet") || s.can("raise");
  if (add < s.to_call && add < s.my_stack())
    return s.can("check") ? arena_bot::Decision::check() : arena_bot::Decision::fold();
  if (can_size && (add >= s.min_raise_to - s.my_bet() || add >= s.my_stack()))
    return arena_bot::Decision::aggressive(s, s.my_bet() + add);
  return arena_bot::Decision::passive(s);
}

int free_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  ::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  ::close(fd);
  return ntohs(addr.sin_port);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: botpoker_adapter PROGRAM [ARGUMENT...]  (started with PORT set)\n";
    return 2;
  }
  arena_bot::Tracker tracker;
  const arena_bot::GameState& s = tracker.state;
  pid_t server = -1;
  int port = 0, spin = 0;
  std::string street;
  for (std::string line; std::getline(std::cin, line);) {
    const std::string type = tracker.update_line(line);
    if (type == "hello") {
      if (s.variant != "holdem") {
        std::cerr << "botpoker: botpoker bots play Texas Hold'em; this run is " << s.variant
                  << "\n";
        return 1;
      }
      port = free_port();
      server = ::fork();
      if (server == 0) {
        ::dup2(2, 1);  // the server's stdout is not the arena's protocol: into the stderr log
        ::setenv("PORT", std::to_string(port).c_str(), 1);
        ::execvp(argv[1], argv + 1);
        std::cerr << "botpoker: cannot start " << argv[1] << "\n";
        ::_exit(127);
      }
      // Up when it answers GET / (any status), within the start-up time.
      const auto deadline =
          Clock::now() +
          std::chrono::milliseconds(std::max<std::int64_t>(
              1000, s.hello.value("time", json::object()).value("startup_ms", 10000) - 500));
      bool up = false;
      while (!up && Clock::now() < deadline && ::waitpid(server, nullptr, WNOHANG) == 0) {
        up = http(port, "GET", "/", "", Clock::now() + std::chrono::seconds(1)).has_value();
        if (!up) ::usleep(50000);
      }
      if (!up) {
        std::cerr << "botpoker: " << argv[1] << " did not answer GET / on port " << port << "\n";
        if (::waitpid(server, nullptr, WNOHANG) == 0) ::kill(server, SIGKILL);
        return 1;
      }
      std::cout << arena_bot::ready_line("botpoker", "1.0") << '\n' << std::flush;
    } else if (type == "act") {
      if (s.street != street) {  // spinCount: this bot's turns so far in this betting round
        spin = 0;
        street = s.street;
      }
      const auto deadline =
          Clock::now() + std::chrono::milliseconds(std::max<std::int64_t>(0, s.time_ms - 50));
      const auto reply = http(port, "POST", "/bet", payload(s, spin).dump(), deadline);
      ++spin;
      if (!reply) continue;  // no answer in time: the arena acts for the bot
      if (reply->status != 200) std::cerr << "botpoker: /bet answered " << reply->status << "\n";
      std::cout << arena_bot::action_line(s.act_id, decision(s, reply->body)) << '\n' << std::flush;
    } else if (type == "hand_start") {
      spin = 0;
      street.clear();
    }
  }
  if (server > 0) {
    ::kill(server, SIGTERM);
    for (int i = 0; i < 100 && ::waitpid(server, nullptr, WNOHANG) == 0; ++i) ::usleep(10000);
    ::kill(server, SIGKILL);
    ::waitpid(server, nullptr, 0);
  }
  return 0;
}
