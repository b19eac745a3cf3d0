// The human seat: a person at the keyboard plays one seat. The arena starts this program for
// `--bot NAME=human`; it speaks the bot protocol on stdin/stdout like any bot and talks to the
// person through the terminal (/dev/tty): what happens at the table as it happens, then at each
// turn the table, the cards, the legal options and the time left. Entries are short and
// forgiving (`f`, `c`, `k`, `r 300`, `a`, `d Ks 2c`, `p`); a bad one is explained and asked again,
// never folded. When the time runs out nothing is sent: the arena acts for the seat as it does
// for any bot.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <iostream>
#include <optional>
#include <sstream>

#include "arena_bot.hpp"

namespace {

using arena_bot::Decision;
using arena_bot::GameState;
using arena_bot::json;
using Clock = std::chrono::steady_clock;

// The person's terminal, read with a deadline.
class Terminal {
 public:
  Terminal() : fd_(::open("/dev/tty", O_RDWR | O_CLOEXEC)) {}
  ~Terminal() {
    if (fd_ >= 0) ::close(fd_);
  }
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;
  bool open() const { return fd_ >= 0; }

  void say(const std::string& text) const {
    std::size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
      if (n <= 0) return;
      done += static_cast<std::size_t>(n);
    }
  }

  // One line typed before `deadline`; nullopt when the time ran out (or the terminal closed).
  // The seat runs in a process group of its own (every bot does): it takes the terminal's
  // foreground for the prompt, so the terminal lets it read, and gives it back after.
  std::optional<std::string> read_line(Clock::time_point deadline) {
    const pid_t before = ::tcgetpgrp(fd_);
    ::tcsetpgrp(fd_, ::getpgrp());
    auto line = read_until(deadline);
    if (before > 0) ::tcsetpgrp(fd_, before);
    return line;
  }

 private:
  std::optional<std::string> read_until(Clock::time_point deadline) {
    while (true) {
      const auto newline = pending_.find('\n');
      if (newline != std::string::npos) {
        std::string line = pending_.substr(0, newline);
        pending_.erase(0, newline + 1);
        return line;
      }
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() <= 0) return std::nullopt;
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
      char buf[256];
      const ssize_t n = ::read(fd_, buf, sizeof buf);
      if (n <= 0) return std::nullopt;
      pending_.append(buf, static_cast<std::size_t>(n));
    }
  }

  int fd_;
  std::string pending_;
};

std::vector<std::string> words_of(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::string joined(const std::vector<std::string>& cards) {
  std::string out;
  for (const auto& c : cards) out += (out.empty() ? "" : " ") + c;
  return out.empty() ? "-" : out;
}

std::string name_of(const GameState& s, int seat) {
  if (seat == s.my_seat) return "you";
  if (seat >= 0 && static_cast<std::size_t>(seat) < s.players.size())
    return s.players[static_cast<std::size_t>(seat)].name;
  return "seat " + std::to_string(seat);
}

// A line for what just happened at the table, if it is worth one.
std::string news(const GameState& s, const std::string& type, const json& m) {
  const int seat = m.value("seat", -1);
  if (type == "hand_start")
    return "\n=== hand " + std::to_string(s.hand) + "  blinds " + std::to_string(s.small_blind) +
           "/" + std::to_string(s.big_blind) +
           (s.ante > 0 ? " ante " + std::to_string(s.ante) : "") +
           "  button: " + name_of(s, s.button) + " ===\nyour cards: " + joined(s.hole) + "\n";
  if (type == "acted") {
    const std::string action = m.value("action", "");
    const bool sized = action == "bet" || action == "raise";
    return "  " + name_of(s, seat) + " " + action +
           (action == "raise" ? "s to "
            : sized           ? "s "
                              : "s") +
           (sized ? std::to_string(m.value("amount", 0)) : "") +
           (m.value("all_in", false) ? " (all in)" : "") + "\n";
  }
  if (type == "board") return "  board: " + joined(s.board) + "\n";
  if (type == "drew")
    return "  " + name_of(s, seat) + " discarded " + std::to_string(m.value("discarded", 0)) +
           (seat == s.my_seat ? ", now: " + joined(s.hole) : "") + "\n";
  if (type == "show")
    return "  " + name_of(s, seat) + (seat == s.my_seat ? " show " : " shows ") +
           joined(arena_bot::Tracker::cards_of(m, "cards")) + " (" + m.value("hand_rank", "") +
           ")\n";
  if (type == "pot_won")
    return "  " + name_of(s, seat) + " win" + (seat == s.my_seat ? "" : "s") + " " +
           std::to_string(m.value("amount", 0)) + "\n";
  if (type == "timeout")
    return "  the arena acted for you (" + m.value("reason", "") + "): " + m.value("taken", "") +
           "\n";
  if (type == "hand_end") return "  your stack: " + std::to_string(s.my_stack()) + "\n";
  if (type == "bye") {
    std::string out = "\nThe end: you placed " + std::to_string(m.value("place", 0)) + ".\n";
    if (m.contains("standings") && m["standings"].is_array())
      for (const auto& row : m["standings"])
        out += "  " + std::to_string(row.value("place", 0)) + ". " + row.value("name", "") + " " +
               std::to_string(row.value("chips", 0)) + " chips\n";
    return out;
  }
  return "";
}

// The table at a turn: stacks and bets, the board, the cards, the pot.
std::string table(const GameState& s) {
  std::string out = "\n--- hand " + std::to_string(s.hand) + ", " + s.street + " --- pot " +
                    std::to_string(s.pot) + "\n";
  for (const auto& p : s.players) {
    if (!p.in_hand) continue;
    out += "  " + std::string(p.seat == s.button ? "(B) " : "    ") + name_of(s, p.seat) + ": " +
           std::to_string(p.stack) + (p.bet > 0 ? ", bet " + std::to_string(p.bet) : "") +
           (p.folded ? ", folded" : "") + (p.all_in ? ", all in" : "") + "\n";
  }
  return out + "  board: " + joined(s.board) + "   your cards: " + joined(s.hole) + "\n";
}

std::string options(const GameState& s) {
  std::string out = "options:";
  if (s.can("fold")) out += " f(old)";
  if (s.can("check")) out += " k/c (check)";
  if (s.can("call")) out += " c(all) " + std::to_string(s.to_call);
  const char* sized = s.can("bet") ? "b(et)" : s.can("raise") ? "r(aise to)" : nullptr;
  if (sized != nullptr)
    out += std::string(" ") + sized + " N (" + std::to_string(s.min_raise_to) + " to " +
           std::to_string(s.max_raise_to) + "), a(ll in)";
  return out + "\n";
}

// The entry as a decision, or why it is not one.
std::optional<Decision> read_action(const GameState& s, const std::vector<std::string>& w,
                                    std::string& why) {
  const std::string& word = w.empty() ? std::string() : w[0];
  const bool can_size = s.can("bet") || s.can("raise");
  const auto sized = [&](arena_bot::Chips to) {
    return s.can("raise") ? Decision::raise_to(to) : Decision::bet(to);
  };
  if ((word == "f" || word == "fold") && s.can("fold")) return Decision::fold();
  if (word == "f" || word == "fold") why = "checking is free: k";
  if ((word == "k" || word == "x" || word == "check") && s.can("check")) return Decision::check();
  if (word == "c" || word == "call") {
    if (s.can("call")) return Decision::call();
    if (s.can("check")) return Decision::check();
  }
  if ((word == "a" || word == "allin" || word == "all-in" || word == "shove") && can_size)
    return sized(s.max_raise_to);
  if (word == "b" || word == "bet" || word == "r" || word == "raise") {
    if (!can_size) {
      why = "you cannot bet or raise now";
      return std::nullopt;
    }
    if (w.size() < 2) return sized(s.min_raise_to);
    char* end = nullptr;
    const long long to = std::strtoll(w[1].c_str(), &end, 10);
    if (end == w[1].c_str() || *end != '\0' || to < s.min_raise_to || to > s.max_raise_to) {
      why = "a total from " + std::to_string(s.min_raise_to) + " to " +
            std::to_string(s.max_raise_to) + ", e.g. " + word + " " +
            std::to_string(s.min_raise_to);
      return std::nullopt;
    }
    return sized(to);
  }
  if (why.empty()) why = "'" + word + "' is not one of the options";
  return std::nullopt;
}

// The entry as discards (an empty list stands pat), or why it is not.
std::optional<std::vector<std::string>> read_discards(const GameState& s,
                                                      std::vector<std::string> w,
                                                      std::string& why) {
  if (!w.empty() && (w[0] == "p" || w[0] == "pat" || w[0] == "stand")) w.clear();
  if (!w.empty() && (w[0] == "d" || w[0] == "discard")) w.erase(w.begin());
  std::vector<std::string> cards;
  for (const std::string& typed : w) {
    const auto held = std::find_if(s.hole.begin(), s.hole.end(), [&](const std::string& c) {
      return words_of(c) == std::vector<std::string>{typed};
    });
    if (held == s.hole.end()) {
      why = typed + " is not one of your cards (" + joined(s.hole) + ")";
      return std::nullopt;
    }
    cards.push_back(*held);
  }
  if (!arena_bot::discards_fit(s, cards)) {
    why = "this round takes " + std::to_string(s.min_discard) + " to " +
          std::to_string(s.max_discard) + " cards";
    return std::nullopt;
  }
  return cards;
}

}  // namespace

// Ctrl-C at the prompt (the seat then holds the terminal) stops the run, as it would without a
// human seat: passed on to the arena.
extern "C" void pass_interrupt(int) {
  ::kill(::getppid(), SIGINT);
}

int main(int argc, char** argv) {
  if (!arena_bot::no_arguments(argc, argv)) return 2;
  ::signal(SIGTTOU, SIG_IGN);  // taking and giving back the terminal's foreground
  ::signal(SIGTTIN, SIG_IGN);
  ::signal(SIGINT, pass_interrupt);
  Terminal tty;
  if (!tty.open()) {
    std::cerr << "human: the human seat needs a terminal (/dev/tty), and there is none\n";
    return 1;
  }
  arena_bot::Tracker tracker;
  const GameState& s = tracker.state;
  for (std::string line; std::getline(std::cin, line);) {
    const std::string type = tracker.update_line(line);
    const json m = json::parse(line, nullptr, false);
    if (type == "hello") {
      std::cout << arena_bot::ready_line("human", "1.0") << '\n' << std::flush;
      tty.say("You are " + s.my_name + " at seat " + std::to_string(s.my_seat) + ", " + s.variant +
              " " + s.structure + ". Entries: f, k, c, b/r N, a; draws: d CARDS, p.\n");
      continue;
    }
    tty.say(news(s, type, m));
    if (type != "act" && type != "draw") continue;
    const bool drawing = type == "draw";
    const auto deadline =
        Clock::now() + std::chrono::milliseconds(std::max<std::int64_t>(
                           0, (drawing ? m.value("time_ms", 0) : s.time_ms) - 250));
    tty.say(table(s));
    std::string answer;
    while (answer.empty()) {
      const auto left = std::chrono::duration_cast<std::chrono::seconds>(deadline - Clock::now());
      tty.say((drawing ? "discard: d CARDS, or p to stand pat (" + std::to_string(s.min_discard) +
                             " to " + std::to_string(s.max_discard) + " cards)\n"
                       : options(s)) +
              std::to_string(left.count()) + " s> ");
      const auto typed = tty.read_line(deadline);
      if (!typed) {
        tty.say("\ntime's up: the arena acts for you\n");
        break;
      }
      std::string why;
      if (drawing) {
        if (const auto cards = read_discards(s, words_of(*typed), why))
          answer = arena_bot::discard_line(s.draw_id, *cards);
      } else if (const auto d = read_action(s, words_of(*typed), why)) {
        answer = arena_bot::action_line(s.act_id, *d);
      }
      if (answer.empty()) tty.say("  " + why + "\n");
    }
    if (!answer.empty()) std::cout << answer << '\n' << std::flush;
  }
  return 0;
}
