#pragma once
// What the person at the human seat (bots/human.cpp) reads: a line for each thing that happens
// at the table, a heading when a street begins, and at each turn the table, the cards and the
// options. Everything comes from the arena's messages as arena_bot::Tracker keeps them, in the
// protocol's words (the streets' are the engine's: "flop", "fourth", "draw1").
#include <algorithm>
#include <string>
#include <vector>

#include "arena_bot.hpp"

namespace human_screen {

using arena_bot::Chips;
using arena_bot::GameState;
using arena_bot::json;

inline std::string joined(const std::vector<std::string>& cards) {
  std::string out;
  for (const auto& c : cards) out += (out.empty() ? "" : " ") + c;
  return out;
}

inline std::string name_of(const GameState& s, int seat) {
  if (seat == s.my_seat) return "you";
  if (seat >= 0 && static_cast<std::size_t>(seat) < s.players.size())
    return s.players[static_cast<std::size_t>(seat)].name;
  return "seat " + std::to_string(seat);
}

// "you call", "bot calls": the person is "you", and the verb agrees.
inline std::string does(const GameState& s, int seat, const std::string& verb) {
  return name_of(s, seat) + " " + verb + (seat == s.my_seat ? "" : "s");
}

// A street as a player says it: stud's are "third street" to "seventh street".
inline std::string street_title(const GameState& s, const std::string& street) {
  return s.stud ? street + " street" : street;
}

// The forced bets of the hand as its game has them: blinds, an ante, a bring-in.
inline std::string forced_bets(const GameState& s) {
  std::string out;
  const auto add = [&out](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
  if (s.big_blind > 0)
    add("blinds " + std::to_string(s.small_blind) + "/" + std::to_string(s.big_blind));
  if (s.ante > 0)
    add(std::string(s.ante_kind == "big-blind" ? "big-blind ante " : "ante ") +
        std::to_string(s.ante));
  if (s.bring_in > 0) add("bring-in " + std::to_string(s.bring_in));
  return out;
}

// My cards: in stud which are down and which are up; else all of them.
inline std::string my_cards(const GameState& s) {
  if (!s.stud || s.my_seat < 0) return joined(s.hole);
  const std::vector<std::string>& up = s.me().up;
  std::vector<std::string> down;
  for (const std::string& c : s.hole)
    if (std::find(up.begin(), up.end(), c) == up.end()) down.push_back(c);
  return "down " + joined(down) + (up.empty() ? "" : ", up " + joined(up));
}

// A line (or lines) for each message worth one; a heading before the first news of a street.
class Narrator {
 public:
  std::string news(const GameState& s, const std::string& type, const json& m) {
    if (type == "hand_start") {
      street_shown_.clear();
      const std::string bets = forced_bets(s);
      return "\n=== hand " + std::to_string(s.hand) +
             (s.mix_name.empty() ? "" : "  " + s.variant + " " + s.structure) +
             (bets.empty() ? "" : "  " + bets) +
             (s.stud ? "" : "  button: " + name_of(s, s.button)) + " ===\n" +
             (s.stud ? "" : "your cards: " + my_cards(s) + "\n");
    }
    std::string out = heading(s, m.value("street", ""));
    return out + event(s, type, m);
  }

 private:
  // "--- flop ---" when a message is the first of a street.
  std::string heading(const GameState& s, const std::string& street) {
    if (street.empty() || street == street_shown_ || street == "showdown") return "";
    street_shown_ = street;
    return "--- " + street_title(s, street) + " ---\n";
  }

  static std::string event(const GameState& s, const std::string& type, const json& m) {
    const int seat = m.value("seat", -1);
    const std::string amount = std::to_string(m.value("amount", Chips{0}));
    if (type == "post") {
      std::string blind = m.value("blind", "");
      std::replace(blind.begin(), blind.end(), '_', ' ');
      return "  " + does(s, seat, "post") + " the " + blind + " " + amount + "\n";
    }
    if (type == "dealt") {
      const std::vector<std::string> up = arena_bot::Tracker::cards_of(m, "up");
      std::string down;
      if (seat == s.my_seat) {
        std::vector<std::string> mine;
        for (const std::string& c : arena_bot::Tracker::cards_of(m, "cards"))
          if (std::find(up.begin(), up.end(), c) == up.end()) mine.push_back(c);
        down = joined(mine);
      } else if (const int n = m.value("down", 0); n > 0) {
        down = std::to_string(n) + (n == 1 ? " card" : " cards");
      }
      return "  " + does(s, seat, "get") + (down.empty() ? "" : " down " + down) +
             (down.empty() || up.empty() ? "" : ",") + (up.empty() ? "" : " up " + joined(up)) +
             "\n";
    }
    if (type == "acted") {
      const std::string action = m.value("action", "");
      const std::string all_in = m.value("all_in", false) ? " (all in)" : "";
      if (m.value("bring_in", false))
        return "  " + does(s, seat, "post") + " the bring-in " + amount + all_in + "\n";
      if (action == "raise") return "  " + does(s, seat, "raise") + " to " + amount + all_in + "\n";
      if (action == "bet" || action == "call")
        return "  " + does(s, seat, action) + " " + amount + all_in + "\n";
      return "  " + does(s, seat, action) + all_in + "\n";
    }
    if (type == "board") return "  board: " + joined(s.board) + "\n";
    if (type == "drew") {
      const int n = m.value("discarded", 0);
      return "  " +
             (n == 0 ? does(s, seat, "stand") + " pat"
                     : does(s, seat, "discard") + " " + std::to_string(n)) +
             (seat == s.my_seat && n > 0 ? ", now: " + joined(s.hole) : "") + "\n";
    }
    if (type == "show")
      return "  " + does(s, seat, "show") + " " + joined(arena_bot::Tracker::cards_of(m, "cards")) +
             " (" + m.value("hand_rank", "") + ")\n";
    if (type == "muck") return "  " + does(s, seat, "muck") + "\n";
    if (type == "pot_won") return "  " + does(s, seat, "win") + " " + amount + "\n";
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

  std::string street_shown_;
};

// The table at a turn: stacks, bets and stud's up cards, the board if the game has one, my
// cards, the pot.
inline std::string table(const GameState& s) {
  std::string out = "\n[hand " + std::to_string(s.hand) + ", " + street_title(s, s.street) +
                    ", pot " + std::to_string(s.pot) + "]\n";
  for (const auto& p : s.players) {
    if (!p.in_hand) continue;
    const bool button = !s.stud && p.seat == s.button;
    out += "  " + std::string(button ? "(B) " : "    ") + name_of(s, p.seat) + ": " +
           std::to_string(p.stack) + (p.bet > 0 ? ", bet " + std::to_string(p.bet) : "") +
           (p.folded ? ", folded" : "") + (p.all_in ? ", all in" : "") +
           (p.seat != s.my_seat && !p.up.empty() ? ", up " + joined(p.up) : "") + "\n";
  }
  if (!s.board.empty()) out += "  board: " + joined(s.board) + "\n";
  return out + "  your cards: " + my_cards(s) + "\n";
}

inline std::string options(const GameState& s) {
  const bool sized = s.can("bet") || s.can("raise");
  const std::string range =
      " (" + std::to_string(s.min_raise_to) + " to " + std::to_string(s.max_raise_to) + ")";
  if (s.bring_in_due)  // stud's third street: the lowest card brings in or completes
    return "you bring in: c posts the bring-in " + std::to_string(s.to_call) +
           (sized ? ", r N completes to N" + range + ", a(ll in)" : "") + "\n";
  std::string out = "options:";
  if (s.can("fold")) out += " f(old)";
  if (s.can("check")) out += " k/c (check)";
  if (s.can("call")) out += " c(all) " + std::to_string(s.to_call);
  if (sized)
    out += std::string(s.can("bet") ? " b(et)" : " r(aise to)") + " N" + range + ", a(ll in)";
  return out + "\n";
}

}  // namespace human_screen
