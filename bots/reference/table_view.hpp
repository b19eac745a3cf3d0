#pragma once
// What the reference bot sees of a hand, put as range_equity.hpp's Situation: my cards and the
// board, each live opponent's range share (opponent_model.hpp) and, in stud, every up card seen:
// a live opponent's are its known cards, a folded player's are dead (in no hand that can still
// win, and out of the deck every sample deals from). In the draw games, how many cards each
// opponent drew at its last draw, and how many draws are still to come.
#include <optional>
#include <vector>

#include "arena_bot.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "opponent_model.hpp"
#include "range_equity.hpp"

namespace reference {

inline std::vector<Card> cards_of(const std::vector<std::string>& text) {
  std::vector<Card> out;
  for (const auto& t : text)
    if (auto c = poker::parse_card(t); c && c->known()) out.push_back(*c);
  return out;
}

// Cards each seat drew at its last draw this hand (-1: none seen), by seat.
inline std::vector<int> last_draws(const arena_bot::GameState& s) {
  std::vector<int> drew(s.players.size(), -1);
  for (const arena_bot::HandEvent& e : s.history)
    if (e.type == "drew" && e.seat >= 0 && static_cast<std::size_t>(e.seat) < drew.size())
      drew[static_cast<std::size_t>(e.seat)] = static_cast<int>(e.amount);
  return drew;
}

// Draw rounds after street `street` (its own draw, if any, is over once its betting is asked).
inline int draws_after(const poker::GameDef& game, int street) {
  int n = 0;
  const auto streets = game.streets();
  for (std::size_t i = static_cast<std::size_t>(street) + 1; i < streets.size(); ++i)
    n += streets[i].draw.any() ? 1 : 0;
  return n;
}

inline Situation situation_of(const arena_bot::GameState& s, const poker::GameDef& game,
                              const OpponentModel& model) {
  Situation out;
  out.game = &game;
  out.mine = cards_of(s.hole);
  out.board = cards_of(s.board);
  const auto family = game.family();
  if (family == poker::Family::Board)
    out.board_to_come = std::max(0, game.board_cards() - static_cast<int>(out.board.size()));
  if (family == poker::Family::Stud)
    out.cards_to_come = std::max(0, poker::kMaxHoleCards - static_cast<int>(out.mine.size()));
  if (family == poker::Family::Draw)
    out.draws_to_come = draws_after(game, std::max(0, street_index(game, s.street)));
  const std::vector<int> drew = last_draws(s);
  for (const arena_bot::Player& p : s.players) {
    if (p.seat == s.my_seat || !p.in_hand) continue;
    if (p.folded) {
      for (const Card c : cards_of(p.up)) out.dead.push_back(c);
      continue;
    }
    OpponentView o;
    o.up = cards_of(p.up);
    o.hidden = static_cast<int>(out.mine.size()) - static_cast<int>(o.up.size());
    o.drew_last = drew[static_cast<std::size_t>(p.seat)];
    o.share = model.range_share(s, p.seat);
    out.opponents.push_back(std::move(o));
  }
  return out;
}

}  // namespace reference
