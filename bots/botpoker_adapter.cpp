// The botpoker adapter: a bot written for the botpoker engine (brunoscopelliti/
// poker-holdem-engine, @botpoker/engine-holdem 1.0.3: an HTTP server that answers POST /bet with
// the chips it puts in) plays in the arena unchanged. The arena starts this program for
// `--bot 'NAME=botpoker:COMMAND'`; it speaks the arena's protocol on stdin/stdout, starts COMMAND
// (its words after this program's name) with PORT set to a free loopback port, waits until the
// server answers GET / (the engine's README: a bot answers `POST /bet`, `GET /` and
// `GET /version`), and at each turn posts the payload the engine's domain/player/create.js,
// talk(), builds, and reads the answer as talk() and engine/tasks/game/bet-loop.js do: below the
// call folds (or checks when nothing is owed), at least the call calls, at least the minimum
// raise raises (by that many chips), everything it has goes all in. Hold'em only.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arena_bot.hpp"

namespace {

using arena_bot::Chips;
using arena_bot::json;
using Clock = std::chrono::steady_clock;

// One HTTP/1.1 exchange with the bot on loopback (Connection: close). `late`: no whole answer
// before the deadline; `failed`: refused, cut off or not HTTP (the engine's request error).
struct Response {
  enum class Outcome { answered, late, failed } outcome = Outcome::failed;
  int status = 0;
  std::string body;
};

Response http(int port, const std::string& method, const std::string& path, const std::string& body,
              Clock::time_point deadline) {
  Response r;
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return r;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string reply;
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) {
    // The headers the engine's `request` (2.88.2, `json: true`) sends with the payload.
    const std::string request = method + " " + path +
                                " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                                "\r\nConnection: close\r\nAccept: application/json\r\n"
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
        r.outcome = Response::Outcome::late;
        return r;
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
  if (reply.rfind("HTTP/1.", 0) != 0 || head_end == std::string::npos) return r;
  r.outcome = Response::Outcome::answered;
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

// A card as the engine writes one: "Th" is {"rank":"10","type":"H"} (its deck, @botpoker/cards,
// formerly brunoscopelliti/poker-deck index.js: ranks "2".."10", "J", "Q", "K", "A"; types
// "H", "S", "D", "C").
json card(const std::string& c) {
  std::string rank = c.substr(0, 1);
  if (rank == "T") rank = "10";
  std::string type = c.substr(1, 1);
  type[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
  return {{"rank", rank}, {"type", type}};
}

// The size of a full raise on this street as the engine keeps it (create.js payBet():
// `lastRaiseAmount`, the last full raise's increment, reset after each betting round by
// bet-loop.js; 0 until then, when the engine uses `2 * sb`, its big blind). Fixed-limit, which
// the engine does not play, takes its own bet size.
Chips raise_increment(const arena_bot::GameState& s) {
  const bool big_street = s.street == "turn" || s.street == "river";
  const Chips floor = s.structure == "fixed-limit" && big_street ? 2 * s.big_blind : s.big_blind;
  Chips top = s.street == "preflop" ? s.big_blind : 0, last = 0;
  for (const auto& e : s.history) {
    if (e.type != "acted" || e.street != s.street || (e.action != "bet" && e.action != "raise"))
      continue;
    if (e.amount - top >= std::max(last, floor)) last = e.amount - top;  // a full raise
    top = std::max(top, e.amount);
  }
  return last > 0 ? last : floor;
}

// The side pots as the engine's domain/player/split-pot.js computes them (its pay() calls it once
// a player is all in): every player's `chipsBet` ascending; none when all are equal; else each
// level that is not 0 is a pot of {"minChipsBet": the level added to the previous one's,
// "pot": the level times the players at or above it}.
json side_pots(const arena_bot::GameState& s) {
  json pots = json::array();
  bool all_in = false;
  std::vector<Chips> bets;
  for (const auto& p : s.players) {
    bets.push_back(p.put_in);
    all_in = all_in || (p.in_hand && p.all_in);
  }
  std::sort(bets.begin(), bets.end());
  if (!all_in || bets.empty() || bets.front() == bets.back()) return pots;
  for (std::size_t i = 0; i < bets.size(); ++i) {
    const Chips level = bets[i];
    if (level <= 0) continue;
    const Chips threshold = pots.empty() ? level : level + pots.back()["minChipsBet"].get<Chips>();
    pots.push_back(
        {{"minChipsBet", threshold}, {"pot", level * static_cast<Chips>(bets.size() - i)}});
    for (std::size_t j = i + 1; j < bets.size(); ++j) bets[j] -= level;
  }
  return pots;
}

// The engine's payload for the turn: create.js, talk(), field by field (documented in the
// engine's docs/game-state-payload.md).
json payload(const arena_bot::GameState& s, int spin) {
  json players = json::array();
  for (const auto& p : s.players) {
    // {chips, chipsBet, id, name, state}: chips behind, chips put in this hand (antes and
    // blinds included), the player's id (a string in the engine: the arena's unique name),
    // and domain/player/states.js's "active", "fold" or "out".
    json entry = {{"id", p.name},
                  {"name", p.name},
                  {"chips", p.stack},
                  {"chipsBet", p.put_in},
                  {"state", p.eliminated || !p.in_hand ? "out"
                            : p.folded                 ? "fold"
                                                       : "active"}};
    if (p.seat == s.my_seat) {  // "each bot player can see only its cards"
      entry["cards"] = json::array();
      for (const auto& c : s.hole) entry["cards"].push_back(card(c));
    }
    players.push_back(entry);
  }
  json common = json::array();
  for (const auto& c : s.board) common.push_back(card(c));
  // callAmount = max(gamestate.callAmount - this.chipsBet, 0): what the bot owes, not capped at
  // its stack (the arena's to_call is); minimumRaiseAmount = callAmount + (lastRaiseAmount ||
  // 2 * sb), sent whether or not the bot may raise.
  const Chips call = std::max<Chips>(0, s.current_bet() - s.my_bet());
  return {{"tournamentId", s.tournament},
          {"game", 1},  // gameProgressiveId: an arena run is one game
          {"hand", s.hand},
          {"spinCount", spin},
          {"buyin", s.starting_stack},
          {"sb", s.small_blind},
          {"dealer", s.button},  // an index into players, as `me`: the arena's seats
          {"pot", s.pot},
          {"sidepots", side_pots(s)},
          {"commonCards", common},
          {"callAmount", call},
          {"minimumRaiseAmount", call + raise_increment(s)},
          {"players", players},
          {"me", s.my_seat}};
}

// JavaScript's Number(string) (ECMAScript StringToNumber): blanks trimmed, "" is 0, a decimal
// with optional sign, point and exponent, "Infinity", 0x/0o/0b integers; anything else NaN.
double js_number(std::string_view s) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  const auto blank = [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
  };
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  if (s.empty()) return 0;
  if (s.size() > 2 && s[0] == '0') {
    const char b = static_cast<char>(std::tolower(static_cast<unsigned char>(s[1])));
    const int base = b == 'x' ? 16 : b == 'o' ? 8 : b == 'b' ? 2 : 0;
    if (base != 0) {
      double v = 0;
      for (const char c : s.substr(2)) {
        const int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                      : std::isxdigit(static_cast<unsigned char>(c))
                          ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                          : 99;
        if (d >= base) return kNaN;
        v = v * base + d;
      }
      return v;
    }
  }
  std::string_view body = s;
  const bool negative = body[0] == '-';
  if (body[0] == '+' || body[0] == '-') body.remove_prefix(1);
  if (body == "Infinity") return negative ? -HUGE_VAL : HUGE_VAL;
  std::size_t i = 0, digits = 0;
  const auto run_of_digits = [&] {
    std::size_t n = 0;
    while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i]))) ++i, ++n;
    return n;
  };
  digits += run_of_digits();
  if (i < body.size() && body[i] == '.') ++i, digits += run_of_digits();
  if (digits == 0) return kNaN;
  if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
    ++i;
    if (i < body.size() && (body[i] == '+' || body[i] == '-')) ++i;
    if (run_of_digits() == 0) return kNaN;
  }
  if (i != body.size()) return kNaN;
  return std::strtod(std::string(s).c_str(), nullptr);
}

// Number(value) of what the engine's `request` hands talk() for a body it parsed as JSON.
double js_number(const json& v) {
  if (v.is_number()) return v.get<double>();
  if (v.is_boolean()) return v.get<bool>() ? 1 : 0;
  if (v.is_null()) return 0;
  if (v.is_string()) return js_number(std::string_view(v.get_ref<const std::string&>()));
  if (v.is_array() && v.empty()) return 0;  // String([]) is ""
  if (v.is_array() && v.size() == 1 && !v[0].is_boolean() && !v[0].is_object())
    return v[0].is_null() ? 0 : js_number(v[0]);  // String([x]) is String(x)
  return std::numeric_limits<double>::quiet_NaN();
}

// The chips the bot answered, as talk() reads them: `request` with `json: true` parses the body
// as JSON when it can (else keeps the text), sanitizeAmount() takes Number() of it, positive or
// 0, and talk() caps it at the bot's chips (Infinity is all in). The engine keeps fractions;
// the arena's chips are whole, so a fraction is rounded down.
Chips answered_chips(const arena_bot::GameState& s, const std::string& body) {
  const json parsed = json::parse(body, nullptr, false);
  const double number =
      parsed.is_discarded() ? js_number(std::string_view(body)) : js_number(parsed);
  if (!(number > 0)) return 0;  // NaN too
  const double whole = std::floor(std::min(number, static_cast<double>(s.my_stack())));
  return static_cast<Chips>(whole);
}

// What those chips do, as bet-loop.js and payBet() decide: fewer than the call (and not all the
// bot has) folds; more than the call raises when the bot may (not after it acted unless a full
// raise reopened the betting) and the chips reach the minimum raise or are all it has; else it
// calls (0 owed: checks).
arena_bot::Decision decision(const arena_bot::GameState& s, Chips put) {
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

// The server's exit, once it has exited (reaped here): a bot that cannot answer any more.
std::optional<int> exit_status(pid_t server) {
  int status = 0;
  if (::waitpid(server, &status, WNOHANG) != server) return std::nullopt;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
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
  // A server that exited is a bot that crashed: this adapter exits too, so that the arena
  // reports it with the reason (the engine would fold the bot for the rest of the game).
  const auto stop_if_exited = [&]() {
    if (const auto status = exit_status(server)) {
      std::cerr << "botpoker: " << argv[1] << " exited (status " << *status << ")\n";
      std::exit(1);
    }
  };
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
      // Up when it answers GET / (any status), within the start-up time. (The engine itself
      // never calls GET /; its README asks every bot to answer it, and botpoker.org checks it.)
      const auto deadline =
          Clock::now() +
          std::chrono::milliseconds(std::max<std::int64_t>(
              1000, s.hello.value("time", json::object()).value("startup_ms", 10000) - 500));
      bool up = false;
      while (!up && Clock::now() < deadline && ::waitpid(server, nullptr, WNOHANG) == 0) {
        up = http(port, "GET", "/", "", Clock::now() + std::chrono::seconds(1)).outcome ==
             Response::Outcome::answered;
        if (!up) ::usleep(50000);
      }
      if (!up) {
        std::cerr << "botpoker: " << argv[1] << " did not answer GET / on port " << port << "\n";
        if (::waitpid(server, nullptr, WNOHANG) == 0) ::kill(server, SIGKILL);
        return 1;
      }
      // The bot's version, when it answers the README's GET /version with one.
      std::string version = "1.0";
      const Response v = http(port, "GET", "/version", "", Clock::now() + std::chrono::seconds(1));
      if (v.outcome == Response::Outcome::answered && v.status == 200 && !v.body.empty() &&
          v.body.size() <= 64 && v.body.find('\n') == std::string::npos)
        version = v.body;
      std::cout << arena_bot::ready_line("botpoker", version) << '\n' << std::flush;
    } else if (type == "act") {
      // spinCount: the rounds of the table already gone in this betting round (bet-loop.js
      // counts one per turn of the whole table; pre-flop.js and make-post-flop-task.js start it
      // at 0), which for this bot are its own turns so far in the round.
      if (s.street != street) {
        spin = 0;
        street = s.street;
      }
      stop_if_exited();
      const auto deadline =
          Clock::now() + std::chrono::milliseconds(std::max<std::int64_t>(0, s.time_ms - 50));
      const Response reply = http(port, "POST", "/bet", payload(s, spin).dump(), deadline);
      ++spin;
      // No answer in the arena's time (the engine waits 5000 ms): the arena's time-out rule.
      if (reply.outcome == Response::Outcome::late) continue;
      Chips put = 0;
      if (reply.outcome == Response::Outcome::failed) {
        stop_if_exited();
        std::cerr << "botpoker: POST /bet failed; taken as 0, as the engine does\n";
      } else {
        // The engine reads the body whatever the status; a status other than 200 is worth a line.
        if (reply.status != 200) std::cerr << "botpoker: /bet answered " << reply.status << "\n";
        put = answered_chips(s, reply.body);
      }
      std::cout << arena_bot::action_line(s.act_id, decision(s, put)) << '\n' << std::flush;
    } else if (type == "hand_start") {
      spin = 0;
      street.clear();
    }
  }
  if (server > 0 && !exit_status(server)) {  // the run is over: stop the server, then reap it
    ::kill(server, SIGTERM);
    bool reaped = false;
    for (int i = 0; i < 100 && !reaped; ++i) {
      reaped = ::waitpid(server, nullptr, WNOHANG) == server;
      if (!reaped) ::usleep(10000);
    }
    if (!reaped) {
      ::kill(server, SIGKILL);
      ::waitpid(server, nullptr, 0);
    }
  }
  return 0;
}
