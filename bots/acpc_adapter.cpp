// The ACPC adapter: a bot written for the annual computer poker competition's server (protocol
// 2.0.0) plays in the arena unchanged. The arena starts this program for
// `--bot 'NAME=acpc:COMMAND'`; it speaks the arena's protocol on stdin/stdout, writes the ACPC
// game definition of the run's game (acpc.game in its folder), listens on loopback and starts
// COMMAND (its words after this program's name) with {game}, {host} and {port} replaced, then at
// each turn sends the ACPC client the hand's MATCHSTATE and turns its answer into the arena's
// action. Texas Hold'em, no-limit and fixed-limit, 2 to 10 seats. ACPC has no antes and one stack
// size per game: the bot sees the blinds and the bets (antes are left out of its betting totals)
// and the run's starting stack. When the table shrinks or the blinds rise (a sit-and-go) the client
// is started again with the new game definition, as the ACPC server would start a new match.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>

#include "arena_bot.hpp"

namespace {

using arena_bot::json;
using Clock = std::chrono::steady_clock;

// The ACPC client: its process and its one connection, lines ending in "\r\n".
class Client {
 public:
  ~Client() { stop(); }

  // Starts the client (its words, {game}, {host} and {port} replaced in each) and waits for its
  // connection and its VERSION line; an empty string, or why not.
  std::string start(std::vector<std::string> words, const std::string& game_file) {
    stop();
    const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    if (listener < 0 || ::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
        ::listen(listener, 1) != 0 ||
        ::getsockname(listener, reinterpret_cast<sockaddr*>(&addr), &len) != 0)
      return "cannot listen on loopback";
    for (std::string& word : words) {
      replace(word, "{game}", game_file);
      replace(word, "{host}", "127.0.0.1");
      replace(word, "{port}", std::to_string(ntohs(addr.sin_port)));
    }
    if (words.empty()) return "no ACPC command after acpc:";
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(2, 1);  // the client's stdout is not the arena's protocol: into the stderr log
      std::vector<char*> argv;
      for (auto& w : words) argv.push_back(w.data());
      argv.push_back(nullptr);
      ::execvp(argv[0], argv.data());
      std::cerr << "acpc: cannot start " << words[0] << "\n";
      ::_exit(127);
    }
    pollfd p{listener, POLLIN, 0};
    const bool came = ::poll(&p, 1, 10000) > 0;
    fd_ = came ? ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC) : -1;
    ::close(listener);
    if (fd_ < 0) return "the ACPC client " + words[0] + " did not connect within 10 s";
    const auto version = read_line(Clock::now() + std::chrono::seconds(10));
    if (!version || version->rfind("VERSION:2:", 0) != 0)
      return "the ACPC client did not say VERSION:2:0:0 first";
    return {};
  }

  void send(const std::string& line) const {
    const std::string out = line + "\r\n";
    std::size_t done = 0;
    while (done < out.size()) {
      const ssize_t n = ::write(fd_, out.data() + done, out.size() - done);
      if (n <= 0) return;
      done += static_cast<std::size_t>(n);
    }
  }

  std::optional<std::string> read_line(Clock::time_point deadline) {
    while (true) {
      const auto end = pending_.find('\n');
      if (end != std::string::npos) {
        std::string line = pending_.substr(0, end);
        pending_.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      pollfd p{fd_, POLLIN, 0};
      if (left <= 0 || ::poll(&p, 1, static_cast<int>(left)) <= 0) return std::nullopt;
      char buf[4096];
      const ssize_t n = ::read(fd_, buf, sizeof buf);
      if (n <= 0) return std::nullopt;
      pending_.append(buf, static_cast<std::size_t>(n));
    }
  }

  void stop() {
    if (fd_ >= 0) ::close(fd_);  // the client sees the end of the match
    fd_ = -1;
    pending_.clear();
    if (pid_ <= 0) return;
    for (int i = 0; i < 100 && ::waitpid(pid_, nullptr, WNOHANG) == 0; ++i) ::usleep(10000);
    if (::waitpid(pid_, nullptr, WNOHANG) == 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    pid_ = -1;
  }

 private:
  static void replace(std::string& s, const std::string& from, const std::string& to) {
    for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
      s.replace(at, from.size(), to);
  }
  pid_t pid_ = -1;
  int fd_ = -1;
  std::string pending_;
};

// The ACPC game definition for `players` seats of the run's game.
std::string game_definition(const arena_bot::GameState& s, int players) {
  const bool limit = s.structure == "fixed-limit";
  const bool heads_up = players == 2;
  std::string blinds, stacks, first = heads_up ? "2 1 1 1" : "3 1 1 1";
  for (int p = 0; p < players; ++p) {
    // Heads-up the big blind is position 0 and the button (small blind) position 1; otherwise
    // the small blind is position 0, the big blind 1, and the button the last.
    const arena_bot::Chips blind = heads_up ? (p == 0 ? s.big_blind : s.small_blind)
                                            : (p == 0   ? s.small_blind
                                               : p == 1 ? s.big_blind
                                                        : 0);
    blinds += " " + std::to_string(blind);
    stacks += " " + std::to_string(s.starting_stack);
  }
  std::string def = "GAMEDEF\n" + std::string(limit ? "limit" : "nolimit") +
                    "\nnumPlayers = " + std::to_string(players) + "\nnumRounds = 4\n";
  if (!limit) def += "stack =" + stacks + "\n";
  def += "blind =" + blinds + "\n";
  if (limit) {
    const std::string small = std::to_string(s.big_blind), big = std::to_string(2 * s.big_blind);
    def += "raiseSize = " + small + " " + small + " " + big + " " + big + "\n";
    def += "maxRaises = 3 4 4 4\n";
  }
  return def + "firstPlayer = " + first +
         "\nnumSuits = 4\nnumRanks = 13\nnumHoleCards = 2\nnumBoardCards = 0 3 1 1\nEND GAMEDEF\n";
}

// One hand as ACPC sees it: positions, the betting by round, each position's total in the pot.
struct AcpcHand {
  std::map<int, int> position;  // by seat
  std::vector<int> seat_at;     // by position
  std::string betting;
  std::map<int, arena_bot::Chips> total, street;  // by seat: the hand's (no antes), the street's
  std::map<int, std::string> shown;               // by seat: cards shown at showdown
  int rounds = 0;

  void begin(const arena_bot::GameState& s) {
    *this = AcpcHand{};
    std::vector<int> order;  // the seats in the hand, from the one after the button round to it
    const int n = static_cast<int>(s.players.size());
    for (int k = 1; k <= n; ++k) {
      const int seat = (s.button + k) % n;
      if (s.players[static_cast<std::size_t>(seat)].in_hand) order.push_back(seat);
    }
    if (order.size() == 2 && order[0] != s.big_blind_seat) std::swap(order[0], order[1]);
    seat_at = order;
    for (std::size_t p = 0; p < order.size(); ++p) position[order[p]] = static_cast<int>(p);
  }

  void on(const std::string& type, const json& m) {
    const int seat = m.value("seat", -1);
    if (type == "post" && m.value("blind", "") != "ante") {
      total[seat] += m.value("amount", arena_bot::Chips{0});
      street[seat] += m.value("amount", arena_bot::Chips{0});
    } else if (type == "board") {
      betting += "/";
      street.clear();
    } else if (type == "acted") {
      const std::string action = m.value("action", "");
      const arena_bot::Chips added = m.value("added", arena_bot::Chips{0});
      total[seat] += added;
      street[seat] += added;
      if (action == "fold")
        betting += "f";
      else if (action == "check" || action == "call")
        betting += "c";
      else
        betting += "r" + std::to_string(total[seat]);
    } else if (type == "show") {
      std::string cards;
      for (const auto& c : m.value("cards", json::array())) cards += c.get<std::string>();
      shown[seat] = cards;
    }
  }

  std::string state(const arena_bot::GameState& s, int hand_index, bool limit) const {
    std::string cards;
    for (std::size_t p = 0; p < seat_at.size(); ++p) {
      if (p > 0) cards += "|";
      const int seat = seat_at[p];
      if (seat == s.my_seat) {
        for (const auto& c : s.hole) cards += c;
      } else if (const auto it = shown.find(seat); it != shown.end()) {
        cards += it->second;
      }
    }
    for (std::size_t i = 0; i < s.board.size(); ++i)
      cards += (i == 0 || i == 3 || i == 4 ? "/" : "") + s.board[i];
    std::string bets = betting;
    if (limit) {  // limit raises carry no size
      std::string plain;
      for (std::size_t i = 0; i < bets.size(); ++i) {
        plain += bets[i];
        if (bets[i] == 'r')
          while (i + 1 < bets.size() && std::isdigit(static_cast<unsigned char>(bets[i + 1]))) ++i;
      }
      bets = plain;
    }
    return "MATCHSTATE:" + std::to_string(position.at(s.my_seat)) + ":" +
           std::to_string(hand_index) + ":" + bets + ":" + cards;
  }
};

// The client's answer ("<state>:r300") as the arena's action; anything else checks or folds.
arena_bot::Decision decision(const arena_bot::GameState& s, const AcpcHand& hand,
                             const std::string& answer) {
  const std::string action = answer.substr(answer.rfind(':') + 1);
  const bool can_size = s.can("bet") || s.can("raise");
  if (!action.empty() && action[0] == 'r' && can_size) {
    arena_bot::Chips to = s.min_raise_to;
    if (action.size() > 1) {  // no-limit: the hand's total; the arena's: this street's
      const auto it = hand.total.find(s.my_seat);
      const auto st = hand.street.find(s.my_seat);
      const arena_bot::Chips before =
          (it == hand.total.end() ? 0 : it->second) - (st == hand.street.end() ? 0 : st->second);
      to = std::strtoll(action.c_str() + 1, nullptr, 10) - before;
    }
    return arena_bot::Decision::aggressive(s, to);
  }
  if (!action.empty() && action[0] == 'f' && s.can("fold")) return arena_bot::Decision::fold();
  return arena_bot::Decision::passive(s);  // c, a raise that cannot be made, or garbage
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: acpc_adapter PROGRAM [ARGUMENT...]  ({game}, {host}, {port} replaced)\n";
    return 2;
  }
  const std::vector<std::string> command(argv + 1, argv + argc);
  arena_bot::Tracker tracker;
  const arena_bot::GameState& s = tracker.state;
  Client client;
  AcpcHand hand;
  std::string current_game;
  int hand_index = -1;
  for (std::string line; std::getline(std::cin, line);) {
    const std::string type = tracker.update_line(line);
    const json m = json::parse(line, nullptr, false);
    if (type == "hello") {
      if (s.variant != "holdem" || s.structure == "pot-limit") {
        std::cerr << "acpc: ACPC bots play Texas Hold'em, no-limit or fixed-limit; this run is "
                  << s.variant << " " << s.structure << "\n";
        return 1;
      }
      std::cout << arena_bot::ready_line("acpc", "2.0.0") << '\n' << std::flush;
    } else if (type == "hand_start") {
      int in_hand = 0;
      for (const auto& p : s.players) in_hand += p.in_hand ? 1 : 0;
      // ACPC fixes the players and the blinds for a match: a new game (and the client started
      // again) at the first hand, and when the table shrinks or the blinds go up.
      const std::string game = game_definition(s, in_hand);
      if (game != current_game) {
        std::ofstream("acpc.game") << game;
        if (const std::string why = client.start(command, "acpc.game"); !why.empty()) {
          std::cerr << "acpc: " << why << "\n";
          return 1;
        }
        current_game = game;
        hand_index = -1;
      }
      ++hand_index;
      hand.begin(s);
    } else if (type == "post" || type == "acted" || type == "board" || type == "show") {
      hand.on(type, m);
    } else if (type == "hand_end") {
      client.send(hand.state(s, hand_index, s.structure == "fixed-limit"));
    } else if (type == "act") {
      const std::string state = hand.state(s, hand_index, s.structure == "fixed-limit");
      client.send(state);
      const auto deadline =
          Clock::now() + std::chrono::milliseconds(std::max<std::int64_t>(0, s.time_ms - 50));
      std::optional<std::string> answer;
      while ((answer = client.read_line(deadline)) && answer->rfind(state + ":", 0) != 0) {
      }
      if (!answer) continue;  // no answer in time: the arena acts for the bot
      std::cout << arena_bot::action_line(s.act_id, decision(s, hand, *answer)) << '\n'
                << std::flush;
    }
  }
  client.stop();
  return 0;
}
