#pragma once
// Hands with explicit deals for the engine's rule tests (tests/hand_*_test.cpp): a setup from
// stacks, blinds and cards written as text, an action that must be legal, the chips on the table.
#include <doctest/doctest.h>

#include <string_view>
#include <vector>

#include "engine/deal.hpp"
#include "engine/hand.hpp"

namespace hand_test {

using namespace poker;

inline Card card(std::string_view text) {
  const auto c = parse_card(text);
  REQUIRE(c.has_value());
  return *c;
}

// A setup with stacks (one per player), blinds and a deal given as "AhKd" per player and a
// five-card board such as "2c7d9hJsQs".
inline HandSetup make_setup(std::vector<Chips> stacks, int button, Chips sb, Chips bb,
                            std::vector<std::string_view> holes, std::string_view board,
                            Structure structure = Structure::NoLimit) {
  HandSetup s;
  s.structure = structure;
  s.players = static_cast<int>(stacks.size());
  s.button = button;
  for (int p = 0; p < s.players; ++p) s.stacks[p] = stacks[p];
  s.small_blind = sb;
  s.big_blind = bb;
  REQUIRE(holes.size() == stacks.size());
  for (int p = 0; p < s.players; ++p) {
    s.deal.hole[p][0] = card(holes[p].substr(0, 2));
    s.deal.hole[p][1] = card(holes[p].substr(2, 2));
  }
  for (int i = 0; i < 5; ++i) s.deal.board[i] = card(board.substr(2 * i, 2));
  return s;
}

inline Chips total_chips(const Hand& h) {
  Chips t = h.pot();
  for (int p = 0; p < h.players(); ++p) t += h.stack(p);
  return t;
}

inline void act(Hand& h, int expected_actor, ActionType type, Chips amount = 0) {
  REQUIRE(h.actor() == expected_actor);
  const ActionError e = h.apply(Action{type, amount});
  REQUIRE_MESSAGE(e == ActionError::None, "player " << expected_actor << " " << to_string(type)
                                                    << " " << amount << ": " << to_string(e));
}

inline std::vector<Event> of_type(const std::vector<Event>& events, EventType type) {
  std::vector<Event> out;
  for (const Event& e : events)
    if (e.type == type) out.push_back(e);
  return out;
}

}  // namespace hand_test
