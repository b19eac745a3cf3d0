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
// Needs only nlohmann/json (Debian: nlohmann-json3-dev) and arena_bot_flat.hpp beside this file
// (a quick reader for the frequent messages). Messages and fields it does not know are
// ignored, so bots keep working when the arena adds some. Anything you print for yourself goes
// to stderr (the arena keeps it in your log); stdout belongs to the protocol.
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
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "arena_bot_flat.hpp"

namespace arena_bot {

using json = nlohmann::json;
using Chips = std::int64_t;

// One seat at the table.
struct Player {
  int seat = -1;
  std::string name;
  Chips stack = 0;          // chips behind
  Chips bet = 0;            // live wager on the current street (blinds included, antes not)
  Chips put_in = 0;         // everything put in this hand, antes included
  bool in_hand = false;     // dealt into the current hand
  bool folded = false;      // in this hand
  bool all_in = false;      // in this hand
  bool eliminated = false;  // out of the tournament
  int place = 0;            // when eliminated
};

// One public event of the current hand, in order (posts, actions, board cards, showdowns).
struct HandEvent {
  std::string type;    // "post", "acted", "board", "show", "uncalled", "pot_won"
  int seat = -1;       // -1 for board cards
  std::string street;  // for "acted" and "board"
  std::string action;  // "acted": fold, check, call, bet, raise; "post": ante, small_blind...
  Chips amount = 0;    // as in the message (raise-to total for bet/raise)
  std::string line;    // the whole message as it came, for fields not copied above

  json message() const { return json::parse(line, nullptr, false); }
};

// Everything the bot knows, kept up to date from the arena's messages.
struct GameState {
  // From hello: the tournament.
  json hello;  // the whole message
  std::string tournament;
  std::string mode;  // "tournament" or "match"
  int my_seat = -1;
  std::string my_name;
  std::string structure;  // "no-limit", "pot-limit", "fixed-limit"
  Chips starting_stack = 0;
  std::vector<Player> players;  // indexed by seat

  // From hand_start and the events: the hand in play.
  std::int64_t hand = 0;
  int level = 0;
  Chips small_blind = 0;
  Chips big_blind = 0;
  Chips ante = 0;
  std::string ante_kind;  // "none", "every-player", "big-blind"
  int button = -1;
  int small_blind_seat = -1;
  int big_blind_seat = -1;
  std::vector<std::string> hole;   // my two cards, e.g. {"Ah", "Kd"}
  std::vector<std::string> board;  // 0, 3, 4 or 5 cards
  std::string street;              // "preflop", "flop", "turn", "river"
  Chips pot = 0;                   // everything in the middle, this street's bets included
  std::vector<HandEvent> history;  // this hand's public events

  // From act: the question being asked.
  std::int64_t act_id = 0;
  std::vector<std::string> legal;  // from fold, check, call, bet, raise
  Chips to_call = 0;               // chips a call adds (at most my stack)
  Chips min_raise_to = 0;          // when bet or raise is legal: smallest "raise to" total
  Chips max_raise_to = 0;          // and largest (all-in)
  std::int64_t time_ms = 0;        // how long the arena waits for the answer
  std::string act_line;            // the whole message as it came

  json act_message() const { return json::parse(act_line, nullptr, false); }

  // Housekeeping.
  int timeouts = 0;         // timeout messages received (time, invalid or absent)
  json last_timeout;        // the last of them
  std::optional<json> bye;  // the end of the tournament, once it came

  bool can(std::string_view action) const {
    return std::find(legal.begin(), legal.end(), action) != legal.end();
  }
  const Player& me() const { return players.at(static_cast<std::size_t>(my_seat)); }
  Chips my_stack() const { return my_seat >= 0 ? me().stack : 0; }
  Chips my_bet() const { return my_seat >= 0 ? me().bet : 0; }
  // Players still in the hand (not folded), me included.
  int active_players() const {
    int n = 0;
    for (const auto& p : players) n += p.in_hand && !p.folded;
    return n;
  }
  int opponents_in_hand() const { return std::max(0, active_players() - 1); }
  // The largest wager on this street.
  Chips current_bet() const {
    Chips best = 0;
    for (const auto& p : players)
      if (p.in_hand) best = std::max(best, p.bet);
    return best;
  }
};

// An answer to `act`. For bet and raise, `amount` is the "raise to" total of my wager on this
// street (between min_raise_to and max_raise_to); it is ignored for the others.
struct Decision {
  std::string action = "fold";
  Chips amount = 0;

  static Decision fold() { return {"fold", 0}; }
  static Decision check() { return {"check", 0}; }
  static Decision call() { return {"call", 0}; }
  static Decision bet(Chips to) { return {"bet", to}; }
  static Decision raise_to(Chips to) { return {"raise", to}; }
  // Bets or raises (whichever is legal) to `to`, clamped into the legal range; checks or calls
  // when neither is legal.
  static Decision aggressive(const GameState& s, Chips to) {
    to = std::clamp(to, s.min_raise_to, std::max(s.min_raise_to, s.max_raise_to));
    if (s.can("raise")) return raise_to(to);
    if (s.can("bet")) return bet(to);
    return passive(s);
  }
  // Checks when free, else calls.
  static Decision passive(const GameState& s) { return s.can("check") ? check() : call(); }
};

namespace detail {

template <class T>
T get(const json& m, const char* key, T fallback) {
  auto it = m.find(key);
  if (it == m.end()) return fallback;
  if constexpr (std::is_same_v<T, std::string>) {
    return it->is_string() ? it->template get<std::string>() : fallback;
  } else if constexpr (std::is_same_v<T, bool>) {
    return it->is_boolean() ? it->template get<bool>() : fallback;
  } else {
    return it->is_number() ? it->template get<T>() : fallback;
  }
}

inline std::vector<std::string> strings(const json& m, const char* key) {
  std::vector<std::string> out;
  auto it = m.find(key);
  if (it == m.end() || !it->is_array()) return out;
  for (const auto& v : *it)
    if (v.is_string()) out.push_back(v.get<std::string>());
  return out;
}

// A JSON tree read through the same calls as flat::Message, so one piece of code handles both.
struct JsonMessage {
  const json& m;
  template <class T>
  T get(const char* key, T fallback) const {
    return detail::get<T>(m, key, fallback);
  }
  std::vector<std::string> strings(const char* key) const { return detail::strings(m, key); }
  void strings_into(const char* key, std::vector<std::string>& out) const {
    out = detail::strings(m, key);
  }
  bool text(const char* key, std::string& out) const {
    auto it = m.find(key);
    if (it == m.end() || !it->is_string()) return false;
    out = it->template get_ref<const std::string&>();
    return true;
  }
  bool contains(const char* key) const { return m.contains(key); }
  template <class Visit>
  void for_each_object(const char* key, Visit&& visit) const {
    auto it = m.find(key);
    if (it == m.end() || !it->is_array()) return;
    for (const auto& x : *it)
      if (x.is_object()) visit(JsonMessage{x});
  }
};

// The messages flat::Message can carry: `act` and the public events; Other for the rest.
enum class FlatType { Act, Post, Acted, Board, Uncalled, PotWon, Show, Other };

inline FlatType flat_type(std::string_view type) {
  if (type == "act") return FlatType::Act;
  if (type == "acted") return FlatType::Acted;
  if (type == "post") return FlatType::Post;
  if (type == "board") return FlatType::Board;
  if (type == "uncalled") return FlatType::Uncalled;
  if (type == "pot_won") return FlatType::PotWon;
  if (type == "show") return FlatType::Show;
  return FlatType::Other;
}

}  // namespace detail

// Keeps a GameState from the arena's messages, one message at a time.
class Tracker {
 public:
  GameState state;

  Player* player(int seat) {
    if (seat < 0 || seat > 1000) return nullptr;
    if (static_cast<std::size_t>(seat) >= state.players.size()) {
      const std::size_t old = state.players.size();
      state.players.resize(static_cast<std::size_t>(seat) + 1);
      for (std::size_t i = old; i < state.players.size(); ++i)
        state.players[i].seat = static_cast<int>(i);
    }
    return &state.players[static_cast<std::size_t>(seat)];
  }

  // Returns the message's type ("" when it is not an object with a string type). Pass the
  // message as an rvalue (std::move) to have it kept without a copy.
  std::string update(json m) {
    using detail::get;
    if (!m.is_object()) return "";
    const std::string type = get<std::string>(m, "type", "");
    if (const detail::FlatType kind = detail::flat_type(type); kind != detail::FlatType::Other) {
      apply_flat(detail::JsonMessage{m}, kind, type, m.dump());
      return type;
    }
    if (type == "hand_start" || type == "hand_end") {
      apply_table(detail::JsonMessage{m}, type);
      return type;
    }
    auto& s = state;
    if (type == "hello") {
      s.tournament = get<std::string>(m, "tournament", "");
      s.mode = get<std::string>(m, "mode", "tournament");
      s.my_seat = get<int>(m, "seat", -1);
      s.my_name = get<std::string>(m, "name", "");
      if (auto g = m.find("game"); g != m.end() && g->is_object()) {
        s.structure = get<std::string>(*g, "structure", "no-limit");
        s.starting_stack = get<Chips>(*g, "starting_stack", 0);
      }
      if (auto ps = m.find("players"); ps != m.end() && ps->is_array())
        for (const auto& p : *ps)
          if (Player* seat = player(get<int>(p, "seat", -1))) {
            seat->name = get<std::string>(p, "name", "");
            seat->stack = s.starting_stack;
          }
      player(s.my_seat);
      s.hello = std::move(m);
    } else if (type == "timeout") {
      ++s.timeouts;
      s.last_timeout = std::move(m);
    } else if (type == "bye") {
      s.bye = std::move(m);
    }
    return type;
  }

  // Reads one line from the arena and returns its type ("" when it is not a JSON object with a
  // string type). `act` and the public events go through the quick reader, the rest (and
  // anything it does not understand) through the JSON parser: the state is the same either way.
  std::string update_line(std::string_view line) {
    if (flat_.parse(line)) {
      const flat::Field* type = flat_.find("type");
      if (type != nullptr && type->kind == flat::Kind::String) {
        if (const detail::FlatType kind = detail::flat_type(type->text);
            kind != detail::FlatType::Other) {
          apply_flat(flat_, kind, type->text, line);
          return std::string(type->text);
        }
        if (type->text == "hand_start" || type->text == "hand_end") {
          apply_table(flat_, type->text);
          return std::string(type->text);
        }
      }
    }
    json m = json::parse(line, nullptr, false);
    return m.is_discarded() ? "" : update(std::move(m));
  }

 private:
  // hand_start and hand_end, read through flat::Message or detail::JsonMessage.
  template <class Message>
  void apply_table(const Message& m, std::string_view type) {
    auto& s = state;
    if (type == "hand_end") {
      m.for_each_object("stacks", [&](const auto& x) {
        if (Player* p = player(x.template get<int>("seat", -1)))
          p->stack = x.template get<Chips>("stack", 0);
      });
      m.for_each_object("eliminated", [&](const auto& x) {
        if (Player* p = player(x.template get<int>("seat", -1))) {
          p->eliminated = true;
          p->place = x.template get<int>("place", 0);
        }
      });
      return;
    }
    s.hand = m.template get<std::int64_t>("hand", 0);
    s.level = m.template get<int>("level", 0);
    s.small_blind = m.template get<Chips>("small_blind", 0);
    s.big_blind = m.template get<Chips>("big_blind", 0);
    s.ante = m.template get<Chips>("ante", 0);
    if (!m.text("ante_kind", s.ante_kind)) s.ante_kind = "none";
    s.button = m.template get<int>("button", -1);
    s.small_blind_seat = m.template get<int>("small_blind_seat", -1);
    s.big_blind_seat = m.template get<int>("big_blind_seat", -1);
    if (m.contains("seat")) s.my_seat = m.template get<int>("seat", s.my_seat);
    m.strings_into("hole", s.hole);
    s.board.clear();
    s.street = "preflop";
    s.pot = 0;
    // The events' strings keep their buffers for the next hand's events.
    for (HandEvent& e : s.history) spare_events_.push_back(std::move(e));
    s.history.clear();
    for (auto& p : s.players) {
      p.in_hand = false;
      p.bet = p.put_in = 0;
      p.folded = p.all_in = false;
    }
    m.for_each_object("seats", [&](const auto& x) {
      if (Player* p = player(x.template get<int>("seat", -1))) {
        p->in_hand = true;
        p->stack = x.template get<Chips>("stack", p->stack);
        x.text("name", p->name);
      }
    });
  }

  // `act` and the public events, read through flat::Message or detail::JsonMessage. Strings are
  // assigned into the state's and the events' kept strings: no allocation once warmed up.
  template <class Message>
  void apply_flat(const Message& m, detail::FlatType kind, std::string_view type,
                  std::string_view line) {
    using detail::FlatType;
    auto& s = state;
    if (kind == FlatType::Act) {
      s.act_id = m.template get<std::int64_t>("id", 0);
      m.strings_into("legal", s.legal);
      s.to_call = m.template get<Chips>("to_call", 0);
      s.min_raise_to = m.template get<Chips>("min_raise_to", 0);
      s.max_raise_to = m.template get<Chips>("max_raise_to", 0);
      s.time_ms = m.template get<std::int64_t>("time_ms", 0);
      m.text("street", s.street);
      s.pot = m.template get<Chips>("pot", s.pot);
      if (m.contains("board")) m.strings_into("board", s.board);
      if (Player* me = player(s.my_seat)) {
        me->stack = m.template get<Chips>("stack", me->stack);
        me->bet = m.template get<Chips>("bet", me->bet);
      }
      s.act_line.assign(line);
      return;
    }
    // The new event takes a kept one's place (its strings keep their buffers).
    if (spare_events_.empty()) {
      s.history.emplace_back();
    } else {
      s.history.push_back(std::move(spare_events_.back()));
      spare_events_.pop_back();
    }
    HandEvent& e = s.history.back();
    e.type.assign(type);
    e.seat = m.template get<int>("seat", -1);
    if (!m.text("street", e.street)) e.street.clear();
    // Two calls, so that each key's tag is worked out by the compiler.
    const bool named =
        kind == FlatType::Post ? m.text("blind", e.action) : m.text("action", e.action);
    if (!named) e.action.clear();
    e.amount = m.template get<Chips>("amount", 0);
    e.line.assign(line);
    Player* p = kind == FlatType::Board ? nullptr : player(e.seat);
    if (p && m.contains("stack")) p->stack = m.template get<Chips>("stack", p->stack);
    if (kind == FlatType::Post && p) {
      p->put_in += e.amount;
      if (e.action != "ante") p->bet += e.amount;
      s.pot = m.template get<Chips>("pot", s.pot + e.amount);
    } else if (kind == FlatType::Acted && p) {
      const Chips added = m.template get<Chips>("added", 0);
      p->put_in += added;
      p->bet += added;
      if (e.action == "fold") p->folded = true;
      p->all_in = m.template get<bool>("all_in", p->all_in);
      s.pot = m.template get<Chips>("pot", s.pot + added);
      if (!e.street.empty()) s.street = e.street;
    } else if (kind == FlatType::Uncalled && p) {
      p->bet = std::max<Chips>(0, p->bet - e.amount);
      p->put_in -= e.amount;
      s.pot = m.template get<Chips>("pot", s.pot - e.amount);
    } else if (kind == FlatType::PotWon) {
      s.pot = std::max<Chips>(0, s.pot - e.amount);
    } else if (kind == FlatType::Board) {
      s.street = e.street;
      m.strings_into("board", s.board);
      for (auto& x : s.players) x.bet = 0;
    }
  }

  flat::Message flat_;                   // reused: its fields are views into the line being read
  std::vector<HandEvent> spare_events_;  // last hands' events, their string buffers reused  //
                                         // reused: its fields are views into the line being read
};

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

// The seed for a bot's own random choices: N from `--seed N` among the program's arguments, so a
// seeded run with the bot can be reproduced; otherwise one drawn from the operating system.
// Returns nullopt (after a message on stderr) when the value after --seed is not a whole number.
inline std::optional<std::uint64_t> seed_from_args(int argc, char** argv) {
  std::uint64_t seed = std::random_device{}();
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) != "--seed") continue;
    const std::string_view value = i + 1 < argc ? argv[i + 1] : "";
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
    if (value.empty() || error != std::errc() || end != value.data() + value.size()) {
      std::cerr << "arena_bot: --seed needs a whole number, got '" << value << "'\n";
      return std::nullopt;
    }
    ++i;
  }
  return seed;
}

namespace detail {

// Lines from a file descriptor, read in blocks of 64 KiB: the arena sends several lines per
// decision, and std::getline on std::cin moves them a byte at a time.
class FdLines {
 public:
  explicit FdLines(int fd) : fd_(fd) {}

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

}  // namespace detail

// Plays until the arena closes stdin. `decide(const GameState&)` returns a Decision. Returns the
// process exit code. With the default streams, stdin is read straight from its file descriptor
// (so do not read std::cin yourself).
template <class Decide>
int run(Decide&& decide, const std::string& name, const std::string& version = "",
        std::istream& in = std::cin, std::ostream& out = std::cout) {
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
  const auto on_line = [&](std::string_view line) {
    // A line that is not JSON gives "": not ours to judge; the arena only sends JSON.
    const std::string type = tracker.update_line(line);
    if (type == "hello") {
      out << ready_line(name, version) << '\n' << std::flush;
    } else if (type == "act") {
      const GameState& s = tracker.state;
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
    for (std::string_view line; lines.next(line);) on_line(line);
  } else {
    for (std::string line; std::getline(in, line);) on_line(line);
  }
  return 0;
}

}  // namespace arena_bot
