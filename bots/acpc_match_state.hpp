// What an ACPC client is told: the game definition file and the MATCHSTATE lines, written as the
// ACPC server writes them (github:dmorrill10/project_acpc_server: game.c readGame for the game
// file; game.c printMatchState, printBetting, printPlayerHoleCards and printBoardCards for the
// states; protocol.md for examples). Used by acpc_adapter.cpp.
#pragma once

#include <cstdlib>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "arena_bot.hpp"

namespace acpc {

using arena_bot::Chips;
using arena_bot::json;

// An ACPC game definition: the players by position (0 is the first after the button; heads-up
// the big blind, as in the server's holdem.*.2p.reverse_blinds.game), their stacks and blinds.
// ACPC fixes these for a whole match, so the adapter writes the hand's real ones (a sit-and-go's
// stacks differ and change) and starts the client again when they change.
struct Game {
  bool limit = false;
  std::vector<Chips> stack, blind;  // by position
  int first_preflop = 1;            // 1-based position of the first to act pre-flop
  Chips big_blind = 0;              // the level's: the fixed-limit small bet (R12)

  std::string text() const {
    std::string stacks, blinds;
    for (std::size_t p = 0; p < stack.size(); ++p) {
      stacks += " " + std::to_string(stack[p]);
      blinds += " " + std::to_string(blind[p]);
    }
    // readGame needs a stack for every player, limit included (it assumes 4 without the line).
    std::string def = "GAMEDEF\n" + std::string(limit ? "limit" : "nolimit") +
                      "\nnumPlayers = " + std::to_string(stack.size()) +
                      "\nnumRounds = 4\nstack =" + stacks + "\nblind =" + blinds + "\n";
    if (limit) {
      // One bet and three raises a street (R12); pre-flop the big blind is the bet, and ACPC
      // counts only raises made in the round: 3 pre-flop, 4 after.
      const std::string small = std::to_string(big_blind), big = std::to_string(2 * big_blind);
      def +=
          "raiseSize = " + small + " " + small + " " + big + " " + big + "\nmaxRaises = 3 4 4 4\n";
    }
    return def + "firstPlayer = " + std::to_string(first_preflop) +
           " 1 1 1\nnumSuits = 4\nnumRanks = 13\nnumHoleCards = 2\nnumBoardCards = 0 3 1 1\n"
           "END GAMEDEF\n";
  }

  // The game hello announces: `players` seats, the first level's blinds, the starting stack.
  static Game announced(const arena_bot::GameState& s, const json& level) {
    Game g;
    g.limit = s.structure == "fixed-limit";
    const int players = static_cast<int>(s.players.size());
    const Chips sb = level.value("small_blind", Chips{0}), bb = level.value("big_blind", Chips{0});
    const Chips ante = level.value("ante_kind", "none") == "every-player"
                           ? level.value("ante", Chips{0})
                           : Chips{0};
    for (int p = 0; p < players; ++p) {
      g.stack.push_back(s.starting_stack - ante);
      g.blind.push_back(players == 2 ? (p == 0 ? bb : sb) : p == 0 ? sb : p == 1 ? bb : 0);
    }
    g.first_preflop = players == 2 ? 2 : 3;
    g.big_blind = bb;
    return g;
  }

  bool operator==(const Game&) const = default;
};

// One hand as ACPC sees it: positions, the betting by round, each seat's total in the pot.
struct Hand {
  std::map<int, int> position;                    // by seat
  std::vector<int> seat_at;                       // by position
  std::map<int, Chips> start_stack, ante, blind;  // by seat: before the hand; posted
  std::map<int, Chips> total, street;  // by seat: in the pot this hand (no antes), this street
  std::map<int, std::string> shown;    // by seat: cards shown at showdown
  std::string betting, board;          // "r300c/r500", "/8c8d5c/6s"

  void begin(const arena_bot::GameState& s) {
    *this = Hand{};
    std::vector<int> order;  // the seats in the hand, from the one after the button round to it
    const int n = static_cast<int>(s.players.size());
    for (int k = 1; k <= n; ++k) {
      const int seat = (s.button + k) % n;
      const auto& player = s.players[static_cast<std::size_t>(seat)];
      if (!player.in_hand) continue;
      order.push_back(seat);
      start_stack[seat] = player.stack;  // hand_start's stacks are before antes and blinds
    }
    if (order.size() == 2 && order[0] != s.big_blind_seat) std::swap(order[0], order[1]);
    seat_at = order;
    for (std::size_t p = 0; p < order.size(); ++p) position[order[p]] = static_cast<int>(p);
  }

  // The game of this hand, once its antes and blinds are posted: what each can still bet.
  Game game(const arena_bot::GameState& s) const {
    Game g;
    g.limit = s.structure == "fixed-limit";
    g.big_blind = s.big_blind;
    const int n = static_cast<int>(seat_at.size());
    for (const int seat : seat_at) {
      g.stack.push_back(at(start_stack, seat) - at(ante, seat));
      g.blind.push_back(at(blind, seat));
    }
    const auto bb = position.find(s.big_blind_seat);
    g.first_preflop = bb == position.end() ? 1 : (bb->second + 1) % n + 1;
    return g;
  }

  void on(const std::string& type, const json& m, bool limit) {
    const int seat = m.value("seat", -1);
    const Chips amount = m.value("amount", Chips{0});
    if (type == "post") {
      // Antes are dead money ACPC has no word for: they only shorten the stack.
      if (m.value("blind", "") == "ante") {
        ante[seat] += amount;
      } else {
        blind[seat] += amount;
        total[seat] += amount;
        street[seat] += amount;
      }
    } else if (type == "board") {
      betting += "/";  // printBetting: '/' before each round after the first
      board += "/";    // printBoardCards: likewise before each round's cards
      for (const auto& c : m.value("cards", json::array())) board += c.get<std::string>();
      street.clear();
    } else if (type == "acted" && m.value("street", "") != "showdown") {
      // A fold at the showdown (a player on vacation, R23) has no ACPC counterpart: left out.
      const std::string action = m.value("action", "");
      const Chips added = m.value("added", Chips{0});
      total[seat] += added;
      street[seat] += added;
      // printAction: 'f', 'c' for check and call alike, 'r' for bet and raise, in no-limit with
      // the hand's total after it ("raise to", blinds included).
      if (action == "fold")
        betting += "f";
      else if (action == "check" || action == "call")
        betting += "c";
      else
        betting += limit ? "r" : "r" + std::to_string(total[seat]);
    } else if (type == "show") {
      std::string cards;
      for (const auto& c : m.value("cards", json::array())) cards += c.get<std::string>();
      shown[seat] = cards;
    }
  }

  // printMatchState: "MATCHSTATE:<position>:<hand>:<betting>:<cards>". Other players' cards
  // only in the final state, for those who showed (printPlayerHoleCards).
  std::string state(const arena_bot::GameState& s, int hand_number, bool final) const {
    std::string cards;
    for (std::size_t p = 0; p < seat_at.size(); ++p) {
      if (p > 0) cards += "|";
      const int seat = seat_at[p];
      if (seat == s.my_seat) {
        for (const auto& c : s.hole) cards += c;
      } else if (const auto it = shown.find(seat); final && it != shown.end()) {
        cards += it->second;
      }
    }
    return "MATCHSTATE:" + std::to_string(position.at(s.my_seat)) + ":" +
           std::to_string(hand_number) + ":" + betting + ":" + cards + board;
  }

  static Chips at(const std::map<int, Chips>& m, int seat) {
    const auto it = m.find(seat);
    return it == m.end() ? 0 : it->second;
  }
};

// The client's answer to `state` ("<state>:r300") as the arena's action, as the dealer reads it
// (dealer.c readPlayerResponse, game.c readAction and isValidAction): 'f', 'c', 'r' (in no-limit
// with the hand total to raise to); an action that cannot be read, or is not valid, becomes a
// call; a raise size out of range is brought into it.
inline arena_bot::Decision decision(const arena_bot::GameState& s, const Hand& hand,
                                    const std::string& action) {
  if (!action.empty() && action[0] == 'r' && (s.can("bet") || s.can("raise"))) {
    arena_bot::Chips to = s.min_raise_to;
    if (s.structure != "fixed-limit") {  // the hand's total; the arena's: this street's
      const Chips earlier = Hand::at(hand.total, s.my_seat) - Hand::at(hand.street, s.my_seat);
      char* end = nullptr;
      const long long size = std::strtoll(action.c_str() + 1, &end, 10);
      if (end == action.c_str() + 1) return arena_bot::Decision::passive(s);  // "r" alone
      to = size - earlier;
    }
    return arena_bot::Decision::aggressive(s, to);
  }
  // A fold is valid only facing a bet (isValidAction): otherwise it is called, as the dealer does.
  if (!action.empty() && action[0] == 'f' && s.can("fold") && s.to_call > 0)
    return arena_bot::Decision::fold();
  return arena_bot::Decision::passive(s);
}

}  // namespace acpc
