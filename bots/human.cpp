// The human seat: a person at the keyboard plays one seat. The arena starts this program for
// `--bot NAME=human`; it speaks the bot protocol on stdin/stdout like any bot and talks to the
// person through the terminal (/dev/tty): what happens at the table as it happens, then at each
// turn the table, the cards, the legal options and the time left. Entries are short and
// forgiving (`f`, `c`, `k`, `r 300`, `a`, `d Ks 2c`, `p`); a bad one is explained and asked again,
// never folded. When the time runs out nothing is sent: the arena acts for the seat as it does
// for any bot. What the person reads is bots/human_screen.hpp; Ctrl-C and Ctrl-Z are below.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "arena_bot.hpp"
#include "human_screen.hpp"

namespace {

using arena_bot::Decision;
using arena_bot::GameState;
using arena_bot::json;
using Clock = std::chrono::steady_clock;

// ---- Ctrl-C and Ctrl-Z at this seat -------------------------------------------------------------
// The seat runs in a process group of its own (every bot does) and takes the terminal's
// foreground while it asks, so a key typed then signals the seat, not the arena:
// - Ctrl-C (SIGINT) is passed on to the arena, which stops the run after the hand in play as it
//   would without a human seat; a Ctrl-C the arena got itself it passes here. Either way the
//   seat asks no more and checks or folds to the hand's end, so the run ends at once with its
//   results written (a second Ctrl-C reaches the arena and ends everything without waiting).
// - Ctrl-Z (SIGTSTP) from the terminal is passed on to the arena, which pauses the run
//   (arena/process/pause.hpp) and sends SIGTSTP back: the seat then gives the terminal back,
//   notes the time and stops itself. Continued, it takes the time stopped out of its countdown
//   (the arena's clocks stood still too), takes the terminal again and asks again.
// Pauses are counted, not flagged and cleared: a Ctrl-Z typed as soon as the prompt shows can
// stop and continue the seat before it runs one more line after the prompt's write (on a busy
// machine the seat waits its turn while the arena pauses), and a flag cleared after the prompt
// lost that pause: no terminal taken back, every read failing, the turn timed out. So a question
// notes the count before it takes the terminal, and any pause since makes it take it again.
std::atomic<bool> g_stopping{false};       // the run stops after this hand
std::atomic<std::uint64_t> g_pauses{0};    // pauses this seat was stopped by and continued from
std::atomic<std::int64_t> g_paused_ns{0};  // all the time stopped by pauses
std::atomic<pid_t> g_terminal_owner{0};    // whom the terminal goes back to (the arena's group)
int g_tty = -1;

std::int64_t steady_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch())
      .count();
}

// The seat's countdown: steady time without the pauses. Steady time is read first, so a pause
// that ends between the two reads makes it late, never early.
Clock::time_point countdown_now() {
  const Clock::time_point now = Clock::now();
  return now - std::chrono::nanoseconds(g_paused_ns.load());
}

// Async-signal-safe: only while the seat holds the terminal.
void give_terminal_back() {
  const pid_t owner = g_terminal_owner.load();
  if (g_tty >= 0 && owner > 0 && ::tcgetpgrp(g_tty) == ::getpgrp()) ::tcsetpgrp(g_tty, owner);
}

bool from_the_arena(const siginfo_t* info) {
  return info != nullptr && info->si_pid == ::getppid();
}

extern "C" void on_interrupt(int, siginfo_t* info, void*) {
  const int saved_errno = errno;
  if (!from_the_arena(info)) ::kill(::getppid(), SIGINT);
  g_stopping.store(true);
  errno = saved_errno;
}

extern "C" void on_pause(int, siginfo_t* info, void*) {
  const int saved_errno = errno;
  give_terminal_back();
  if (!from_the_arena(info)) {
    ::kill(::getppid(), SIGTSTP);  // the arena pauses the run, then stops this seat
  } else {
    const std::int64_t stopped_at = steady_ns();
    ::raise(SIGSTOP);
    g_paused_ns.fetch_add(steady_ns() - stopped_at);
    g_pauses.fetch_add(1);
  }
  errno = saved_errno;
}

void install_signal_handlers() {
  ::signal(SIGTTOU, SIG_IGN);  // taking and giving back the terminal's foreground
  ::signal(SIGTTIN, SIG_IGN);
  struct sigaction action {};
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_SIGINFO | SA_RESTART;  // restarted: the protocol's reads on stdin
  action.sa_sigaction = on_interrupt;
  ::sigaction(SIGINT, &action, nullptr);
  action.sa_sigaction = on_pause;
  ::sigaction(SIGTSTP, &action, nullptr);
}

// Whole seconds left, rounded up: "1 s" until the time is out.
std::string seconds_left(Clock::time_point deadline) {
  const auto left = deadline - countdown_now();
  return std::to_string(
      std::max<std::int64_t>(0, std::chrono::ceil<std::chrono::seconds>(left).count()));
}

// The person's terminal, read with a deadline.
class Terminal {
 public:
  enum class Outcome { Line, TimeUp, Stopping };
  struct Entry {
    Outcome outcome = Outcome::TimeUp;
    std::string line;
  };

  Terminal() : fd_(::open("/dev/tty", O_RDWR | O_CLOEXEC)) { g_tty = fd_; }
  ~Terminal() {
    g_tty = -1;
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

  // Asks `question` with the seconds left ("12 s> ") until a line is typed, the time runs out
  // or the run stops. The seat takes the terminal's foreground for it, so the terminal lets it
  // read, and gives it back after. The seconds left are shown again when half the time is gone
  // and at 10 s, and after a pause.
  Entry ask(const std::string& question, Clock::time_point deadline) {
    const std::uint64_t pauses_seen = g_pauses.load();  // before the terminal is taken
    if (const pid_t owner = ::tcgetpgrp(fd_); owner > 0 && owner != ::getpgrp())
      g_terminal_owner.store(owner);
    ::tcsetpgrp(fd_, ::getpgrp());
    Entry entry = ask_until(question, deadline, pauses_seen);
    give_terminal_back();
    return entry;
  }

 private:
  Entry ask_until(const std::string& question, Clock::time_point deadline,
                  std::uint64_t pauses_seen) {
    const auto prompt = [&] { return seconds_left(deadline) + " s> "; };
    std::vector<Clock::duration> reminders;  // the times left to show again, longest first
    const auto whole = deadline - countdown_now();
    if (whole > std::chrono::seconds(20)) reminders.push_back(whole / 2);
    if (whole > std::chrono::seconds(10)) reminders.push_back(std::chrono::seconds(10));
    if (whole <= std::chrono::seconds(20)) reminders.push_back(whole / 2);
    say(question + prompt());
    int failed_reads = 0;
    while (true) {
      if (g_stopping.load()) return {Outcome::Stopping, ""};
      if (const std::uint64_t pauses = g_pauses.load(); pauses != pauses_seen) {
        pauses_seen = pauses;
        ::tcsetpgrp(fd_, ::getpgrp());
        say("\n(continued)\n" + question + prompt());
      }
      if (const auto newline = pending_.find('\n'); newline != std::string::npos) {
        Entry entry{Outcome::Line, pending_.substr(0, newline)};
        pending_.erase(0, newline + 1);
        return entry;
      }
      const auto left = deadline - countdown_now();
      if (left <= Clock::duration::zero()) return {Outcome::TimeUp, ""};
      if (!reminders.empty() && left <= reminders.front()) {
        reminders.erase(reminders.begin());
        say("\n  " + seconds_left(deadline) + " s left\n" + prompt());
        continue;
      }
      const auto wait = reminders.empty() ? left : left - reminders.front();
      pollfd p{fd_, POLLIN, 0};
      const auto ms = std::chrono::ceil<std::chrono::milliseconds>(wait).count();
      if (::poll(&p, 1, static_cast<int>(std::min<std::int64_t>(ms, 1000))) <= 0) continue;
      char buf[256];
      const ssize_t n = ::read(fd_, buf, sizeof buf);
      if (n > 0) {
        pending_.append(buf, static_cast<std::size_t>(n));
        failed_reads = 0;
      } else if (n < 0 && errno == EIO && in_background()) {
        // Not the terminal's foreground: a Ctrl-Z gave it back and the arena's SIGTSTP has not
        // stopped the seat yet (seconds on a busy machine). The terminal is there: wait for it.
        ::poll(nullptr, 0, 20);
      } else if (n == 0 || (errno != EINTR && errno != EAGAIN && ++failed_reads > 3)) {
        return {Outcome::TimeUp, ""};  // the terminal is gone
      }
    }
  }

  // The terminal is there but another group holds its foreground.
  bool in_background() const {
    const pid_t foreground = ::tcgetpgrp(fd_);
    return foreground > 0 && foreground != ::getpgrp();
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
      why = typed + " is not one of your cards (" + human_screen::joined(s.hole) + ")";
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

// What the seat answers once the run stops (Ctrl-C): the hand is checked or folded to its end,
// as a player leaving the table would; the bring-in is posted where it is due (nothing else is
// legal), and a draw stands pat or discards the cards it must.
std::string leaving_answer(const GameState& s, bool drawing) {
  if (drawing) {
    const auto must = static_cast<std::size_t>(std::max(0, s.min_discard));
    return arena_bot::discard_line(
        s.draw_id, std::vector<std::string>(s.hole.begin(),
                                            s.hole.begin() + static_cast<std::ptrdiff_t>(
                                                                 std::min(must, s.hole.size()))));
  }
  const Decision d = s.can("check")  ? Decision::check()
                     : s.can("fold") ? Decision::fold()
                                     : Decision::passive(s);
  return arena_bot::action_line(s.act_id, d);
}

// Asks the person for this turn's answer; empty when the time ran out or the run stops.
std::string ask_turn(Terminal& tty, const GameState& s, bool drawing, std::int64_t time_ms) {
  const auto deadline =
      countdown_now() + std::chrono::milliseconds(std::max<std::int64_t>(0, time_ms - 250));
  tty.say(human_screen::table(s));
  const std::string question = drawing ? "discard: d CARDS, or p to stand pat (" +
                                             std::to_string(s.min_discard) + " to " +
                                             std::to_string(s.max_discard) + " cards)\n"
                                       : human_screen::options(s);
  while (true) {
    const Terminal::Entry entry = tty.ask(question, deadline);
    if (entry.outcome == Terminal::Outcome::Stopping) return "";
    if (entry.outcome == Terminal::Outcome::TimeUp) {
      tty.say("\ntime's up: the arena acts for you\n");
      return "";
    }
    std::string why;
    if (drawing) {
      if (const auto cards = read_discards(s, words_of(entry.line), why))
        return arena_bot::discard_line(s.draw_id, *cards);
    } else if (const auto d = read_action(s, words_of(entry.line), why)) {
      return arena_bot::action_line(s.act_id, *d);
    }
    tty.say("  " + why + "\n");
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (!arena_bot::no_arguments(argc, argv)) return 2;
  install_signal_handlers();
  Terminal tty;
  if (!tty.open()) {
    std::cerr << "human: the human seat needs a terminal (/dev/tty), and there is none\n";
    return 1;
  }
  arena_bot::Tracker tracker;
  human_screen::Narrator narrator;
  const GameState& s = tracker.state;
  bool told_stopping = false;
  for (std::string line; std::getline(std::cin, line);) {
    const std::string type = tracker.update_line(line);
    const json m = json::parse(line, nullptr, false);
    if (type == "hello") {
      std::cout << arena_bot::ready_line("human", "1.0") << '\n' << std::flush;
      tty.say("You are " + s.my_name + " at seat " + std::to_string(s.my_seat) + ", " + s.variant +
              " " + s.structure +
              ". Entries: f, k, c, b/r N, a; draws: d CARDS, p. Ctrl-C stops the run after the "
              "hand, Ctrl-Z pauses it.\n");
      continue;
    }
    tty.say(narrator.news(s, type, m));
    if (type != "act" && type != "draw") continue;
    const bool drawing = type == "draw";
    std::string answer;
    if (!g_stopping.load()) answer = ask_turn(tty, s, drawing, s.time_ms);
    if (answer.empty() && g_stopping.load()) {
      if (!told_stopping)
        tty.say("\nThe run stops after this hand: you check or fold to its end.\n");
      told_stopping = true;
      answer = leaving_answer(s, drawing);
    }
    if (!answer.empty()) std::cout << answer << '\n' << std::flush;
  }
  return 0;
}
