#pragma once
// arena_bot: a header-only C++ SDK for the poker arena's bot protocol (sdk/PROTOCOL.md).
//
// You write one function from the game state to a decision; the SDK reads the arena's messages
// on stdin, keeps the state of the table and the hand, answers the handshake, and writes your
// answer to each `act` on stdout:
//
//   #include "arena_bot.hpp"
//   arena_bot::Decision decide(const arena_bot::GameState& s) {
//     return s.can("check") ? arena_bot::Decision::check() : arena_bot::Decision::call();
//   }
//   int main() { return arena_bot::run(decide, "MyBot", "1.0"); }
//
// Needs only nlohmann/json (Debian: nlohmann-json3-dev) and the SDK's other headers beside this
// file (see below). Messages and fields it does not know are
// ignored, so bots keep working when the arena adds some. Anything you print for yourself goes
// to stderr (the arena keeps it in your log); stdout belongs to the protocol.
//
// The SDK is five headers, kept side by side: this one (answers, the loop), arena_bot_state.hpp
// (GameState, Decision), arena_bot_tracker.hpp (GameState from the messages),
// arena_bot_flat.hpp (the quick reader) and arena_bot_draw.hpp (the draw games' discards).
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <exception>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "arena_bot_draw.hpp"
#include "arena_bot_state.hpp"
#include "arena_bot_tracker.hpp"

namespace arena_bot {

inline std::string ready_line(const std::string& name, const std::string& version) {
  json r{{"type", "ready"}, {"name", name}};
  if (!version.empty()) r["version"] = version;
  return r.dump(-1, ' ', false, json::error_handler_t::replace);
}

// The answer to act `id` into `out` (replacing what it held; no '\n').
inline void write_action_line(std::int64_t id, const Decision& d, std::string& out) {
  const bool sized = d.action == "bet" || d.action == "raise";
  const bool plain = std::all_of(d.action.begin(), d.action.end(),
                                 [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
  if (!plain) {  // a name that needs escaping: let the JSON library write it
    json a{{"type", "action"}, {"id", id}, {"action", d.action}};
    if (sized) a["amount"] = d.amount;
    out = a.dump();
    return;
  }
  // Written directly, byte for byte as nlohmann would (keys in sorted order): one per decision.
  const auto number = [&out](std::int64_t v) {
    char digits[24];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, v);
    out.append(digits, end);
  };
  out.assign("{\"action\":\"");
  out += d.action;
  out += "\",";
  if (sized) {
    out += "\"amount\":";
    number(d.amount);
    out += ',';
  }
  out += "\"id\":";
  number(id);
  out += ",\"type\":\"action\"}";
}

inline std::string action_line(std::int64_t id, const Decision& d) {
  std::string out;
  write_action_line(id, d, out);
  return out;
}

// An advance request for hand `hand` (no '\n').
inline std::string advance_line(std::int64_t hand, const Advance& a) {
  json r{{"type", "advance"}, {"hand", hand}, {"action", a.action}};
  if (a.action == "call" || a.action == "bet" || a.action == "raise") r["amount"] = a.amount;
  if (a.action == "discard") r["cards"] = a.cards;
  return r.dump(-1, ' ', false, json::error_handler_t::replace);
}

// Asks that my hand be shown at this hand's showdown even when it loses (R27; no '\n').
inline std::string show_line(std::int64_t hand) {
  return json{{"type", "show"}, {"hand", hand}}.dump();
}

// The seed for a bot's own random choices: N from `--seed N`, so a seeded run with the bot can be
// reproduced; otherwise one drawn from the operating system. `--seed N` is the only argument it
// takes: any other is refused, so a misspelled `--sed 3` cannot run unseeded. Returns nullopt
// (after a message on stderr) when an argument is refused or N is not a whole number: exit then.
inline std::optional<std::uint64_t> seed_from_args(int argc, char** argv) {
  std::uint64_t seed = std::random_device{}();
  // Each `--seed` and the value after it: two arguments a step.
  for (int i = 1; i < argc; i += 2) {
    if (std::string_view(argv[i]) != "--seed") {
      std::cerr << "arena_bot: unknown argument '" << argv[i] << "' (this bot takes --seed N)\n";
      return std::nullopt;
    }
    const std::string_view value = i + 1 < argc ? argv[i + 1] : "";
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
    if (value.empty() || error != std::errc() || end != value.data() + value.size()) {
      std::cerr << "arena_bot: --seed needs a whole number, got '" << value << "'\n";
      return std::nullopt;
    }
  }
  return seed;
}

// For a bot that takes no arguments: false (after a message on stderr) when it was given some.
inline bool no_arguments(int argc, char** argv) {
  if (argc <= 1) return true;
  std::cerr << "arena_bot: unknown argument '" << argv[1] << "' (this bot takes none)\n";
  return false;
}

// Whether run() writes the arena's notices to stderr (so they are in the bot's log): each
// `timeout` (the arena acted for me: no answer in time, or my answer refused and why) and each
// `advance_ignored`. On by default; set it to false before run() to keep them out.
inline bool print_arena_notices = true;

// The notice for one of those messages, or "" for any other message.
inline std::string arena_notice(const json& m) {
  const auto text = [&m](const char* key) {
    const auto it = m.find(key);
    return it != m.end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  const auto number = [&m](const char* key) {
    const auto it = m.find(key);
    return it != m.end() && it->is_number_integer() ? std::to_string(it->get<std::int64_t>())
                                                    : std::string("?");
  };
  const std::string type = text("type");
  const std::string where = "arena_bot: hand " + number("hand") + ": ";
  if (type == "timeout") {
    const std::string reason = text("reason");
    std::string why = reason == "time"      ? "no answer to act " + number("id") + " in time"
                      : reason == "invalid" ? "my answer to act " + number("id") +
                                                  " was refused (" + text("error") + ")"
                                            : "no longer waited for";
    return where + why + "; the arena took " + text("taken");
  }
  if (type == "advance_ignored")
    return where + "advance request " + text("request") + " ignored: " + text("reason");
  return "";
}

namespace detail {

// Lines from a file descriptor, read in blocks of 64 KiB: the arena sends several lines per
// decision, and std::getline on std::cin moves them a byte at a time.
class FdLines {
 public:
  explicit FdLines(int fd) : fd_(fd) {}

  // A whole line is waiting in the buffer (next() would not read the descriptor for it).
  bool has_line() const {
    return std::memchr(buf_.data() + begin_, '\n', end_ - begin_) != nullptr ||
           (eof_ && begin_ < end_);
  }

  // The next line without its '\n' (valid until the next call); false at the end of the input.
  // A last line without '\n' still counts, as with std::getline.
  bool next(std::string_view& line) {
    for (;;) {
      const char* data = buf_.data();
      if (const void* nl = std::memchr(data + begin_, '\n', end_ - begin_)) {
        const auto at = static_cast<std::size_t>(static_cast<const char*>(nl) - data);
        line = std::string_view(data + begin_, at - begin_);
        begin_ = at + 1;
        return true;
      }
      if (eof_) {
        if (begin_ == end_) return false;
        line = std::string_view(data + begin_, end_ - begin_);
        begin_ = end_;
        return true;
      }
      if (begin_ > 0) {  // keep the part-line at the front
        std::memmove(buf_.data(), data + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
      }
      if (end_ == buf_.size()) buf_.resize(buf_.size() * 2);  // a line longer than the buffer
      const ssize_t n = ::read(fd_, buf_.data() + end_, buf_.size() - end_);
      if (n > 0) {
        end_ += static_cast<std::size_t>(n);
      } else if (n == 0 || errno != EINTR) {
        eof_ = true;
      }
    }
  }

 private:
  int fd_;
  std::vector<char> buf_ = std::vector<char>(std::size_t{1} << 16);
  std::size_t begin_ = 0, end_ = 0;
  bool eof_ = false;
};

// No advance requests: run(decide, ...) is run(decide, pre_act, ...) with this pre_act.
struct NoPreAct {
  std::optional<Advance> operator()(const GameState&) const { return std::nullopt; }
};

// What a pre_act returned, as the requests to send: none, one, or several (one of each kind).
inline std::vector<Advance> requests_of(std::optional<Advance> one) {
  if (!one) return {};
  return {std::move(*one)};
}
inline std::vector<Advance> requests_of(std::vector<Advance> several) {
  return several;
}

}  // namespace detail

// The protocol loop of every run below (each forwards here).
namespace detail {
template <class Decide, class PreAct, class Draw>
int play(Decide&& decide, PreAct&& pre_act, Draw&& draw, const std::string& name,
         const std::string& version, std::istream& in, std::ostream& out) {
  std::ios::sync_with_stdio(false);
  in.tie(nullptr);
  Tracker tracker;
  std::string answer;  // reused for every answer
  // Answers go to stdout in one write(2) each, past the stream's buffer (flushed first, in case
  // the bot printed to std::cout after all); to another stream, through it.
  const bool to_stdout = &out == &std::cout;
  const auto send = [&](const std::string& line) {
    if (!to_stdout) {
      out << line << std::flush;
      return;
    }
    out.flush();
    for (std::size_t done = 0; done < line.size();) {
      const ssize_t n = ::write(STDOUT_FILENO, line.data() + done, line.size() - done);
      if (n > 0) {
        done += static_cast<std::size_t>(n);
      } else if (n == -1 && errno != EINTR) {
        return;  // the arena has gone: the next read of stdin ends the bot
      }
    }
  };
  bool may_pre_act = false;  // nothing sent nor answered since the hand start or `advanced`
  // Asks pre_act for a request, if one could be used now, and sends it.
  const auto offer_pre_act = [&] {
    const GameState& s = tracker.state;
    if (!may_pre_act || !s.advance_actions || !s.still_to_act()) return;
    std::vector<Advance> requests;
    try {
      requests = requests_of(pre_act(s));
    } catch (const std::exception& e) {
      std::cerr << "arena_bot: pre_act threw (" << e.what() << "); no request sent\n";
    }
    if (requests.empty()) return;
    may_pre_act = false;
    answer.clear();
    for (const Advance& request : requests) {
      answer += advance_line(s.hand, request);
      answer += '\n';
    }
    send(answer);
  };
  const auto on_line = [&](std::string_view line) {
    // A line that is not JSON gives "": not ours to judge; the arena only sends JSON.
    const std::string type = tracker.update_line(line);
    const GameState& s = tracker.state;
    if (print_arena_notices && (type == "timeout" || type == "advance_ignored")) {
      const json m = json::parse(line, nullptr, false);
      if (!m.is_discarded()) std::cerr << arena_notice(m) << '\n';
    }
    if (type == "hello") {
      out << ready_line(name, version) << '\n' << std::flush;
    } else if (type == "hand_start") {
      may_pre_act = true;
    } else if (type == "advanced") {
      may_pre_act = s.last_advance_note.value("hand", std::int64_t{-1}) == s.hand;
    } else if (type == "draw") {  // a draw or discard round's turn (R30)
      offer_pre_act();  // as with an act: the plan goes first, none after (the hand may be over)
      may_pre_act = false;
      std::vector<std::string> cards;
      try {
        cards = draw(s);
      } catch (const std::exception& e) {
        std::cerr << "arena_bot: draw threw (" << e.what() << "); the default discards\n";
        cards = default_discards(s);
      }
      if (!discards_fit(s, cards)) {
        std::cerr << "arena_bot: hand " << s.hand << ": the draw callback's discards do not fit "
                  << "the request (" << s.min_discard << " to " << s.max_discard
                  << " cards of the hand); the default discards instead\n";
        cards = default_discards(s);
      }
      answer = discard_line(s.draw_id, cards);
      answer += '\n';
      send(answer);
    } else if (type == "act") {
      offer_pre_act();  // this hand's first news came with its act: the plan goes out first
      may_pre_act = false;
      Decision d;
      try {
        d = decide(s);
      } catch (const std::exception& e) {
        std::cerr << "arena_bot: decide threw (" << e.what() << "); checking or folding\n";
        d = s.can("check") ? Decision::check() : Decision::fold();
      }
      if (!s.can(d.action))
        std::cerr << "arena_bot: hand " << s.hand << ": \"" << d.action
                  << "\" is not legal now; the arena will count it as an error\n";
      write_action_line(s.act_id, d, answer);
      answer += '\n';
      send(answer);
    }
  };
  if (&in == &std::cin) {
    detail::FdLines lines(STDIN_FILENO);
    for (std::string_view line; lines.next(line);) {
      on_line(line);
      if (!lines.has_line()) offer_pre_act();  // nothing more to read
    }
  } else {
    for (std::string line; std::getline(in, line);) {
      on_line(line);
      if (in.rdbuf()->in_avail() <= 0) offer_pre_act();
    }
  }
  return 0;
}
}  // namespace detail

// A pre_act function: the request for my next turn (std::optional<Advance>, nullopt for none), or
// several at once (std::vector<Advance>, one of each kind: e.g. call_any and stand_pat, a plan
// for the betting and one for the draws, which stand together).
template <class F>
concept PreActFunction = std::is_invocable_r_v<std::optional<Advance>, F&, const GameState&> ||
                         std::is_invocable_r_v<std::vector<Advance>, F&, const GameState&>;

// Plays until the arena closes stdin, with advance requests (R25). `decide(const GameState&)`
// returns a Decision at each `act`; `pre_act(const GameState&)` (a PreActFunction) returns the
// requests to send for my next turns. The SDK calls pre_act when it has read
// everything the arena sent (so the state is the newest it can be) and a request could be used:
// the run takes them (hello.table_rules.advance_actions), the hand is in play and I am still to
// act in it, and I have neither sent a request nor answered an `act` or `draw` since the hand
// started or the arena last applied one (`advanced`). Information comes between turns only at a
// hand's start and after an applied request (PROTOCOL.md), so that is when pre_act is asked. The
// arena sends a hand's start between turns only to a bot that has sent a request, so until pre_act
// has given one, a hand's start arrives with its first `act`: then pre_act is asked before
// decide, and its requests go out before the answer (a call_any or check_fold then stands for
// my later turns in the hand, and a draw request waits for my next draw; another betting
// request is dropped).
// Returns the process exit code. With the default streams, stdin is read straight from its file
// descriptor (so do not read std::cin yourself).
template <class Decide, class PreAct>
requires PreActFunction<PreAct>
int run(Decide&& decide, PreAct&& pre_act, const std::string& name, const std::string& version = "",
        std::istream& in = std::cin, std::ostream& out = std::cout) {
  return detail::play(std::forward<Decide>(decide), std::forward<PreAct>(pre_act),
                      detail::DefaultDraw{}, name, version, in, out);
}

// A bot for the draw games (sdk/PROTOCOL.md, "Drawing"): as run, and at each draw turn
// `draw(const GameState&)` returns the cards to discard (std::vector<std::string>, empty to stand
// pat; GameState's draw_id, min_discard, max_discard, replace and hole describe the turn).
// Discards that do not fit the request, or an exception, give the default: stand pat, or the
// fewest compulsory cards (default_discards). `pre_act` as for run.
template <class Decide, class Draw, class PreAct = detail::NoPreAct>
requires std::is_invocable_r_v<std::vector<std::string>, Draw&, const GameState&> int run_with_draw(
    Decide&& decide, Draw&& draw, const std::string& name, const std::string& version = "",
    PreAct&& pre_act = PreAct{}, std::istream& in = std::cin, std::ostream& out = std::cout) {
  return detail::play(std::forward<Decide>(decide), std::forward<PreAct>(pre_act),
                      std::forward<Draw>(draw), name, version, in, out);
}

// Plays until the arena closes stdin, answering every `act` with `decide(const GameState&)`,
// which returns a Decision. Returns the process exit code. With the default streams, stdin is
// read straight from its file descriptor (so do not read std::cin yourself).
template <class Decide>
int run(Decide&& decide, const std::string& name, const std::string& version = "",
        std::istream& in = std::cin, std::ostream& out = std::cout) {
  return run(std::forward<Decide>(decide), detail::NoPreAct{}, name, version, in, out);
}

}  // namespace arena_bot
