#pragma once
// hand_strength's play in seven-card stud, stud hi-lo and razz (R39-R42): on third street it
// plays pairs and three cards to a flush or a straight (razz: three different cards of eight or
// lower), raising with big pairs; on later streets it bets made hands (two pair or better; a
// five-card low of eight or better in razz), calls with a pair or a four-card draw, and gives
// up the rest. A bring-in it cannot avoid it posts, never completes without a hand.
#include <algorithm>
#include <array>
#include <vector>

#include "arena_bot.hpp"
#include "engine/card.hpp"

namespace stud_play {

// Ranks counted 0..12 with aces high; in razz aces count low (as 0, deuces as 1 ...).
inline int low_rank(poker::Card c) {
  return (c.rank() + 1) % 13;
}

struct Shape {
  int pair_rank = -1;    // the highest rank held twice or more, -1 for none
  int pairs = 0;         // ranks held twice or more
  int most_suited = 0;   // cards of the commonest suit
  int best_run = 0;      // most distinct ranks inside a window of five (straight draws)
  int low_distinct = 0;  // distinct ranks of eight or lower, aces low (razz and the low half)
};

inline Shape shape_of(const std::vector<poker::Card>& cards) {
  Shape s;
  std::array<int, 13> by_rank{};
  std::array<int, 4> by_suit{};
  for (const poker::Card c : cards) {
    ++by_rank[static_cast<std::size_t>(c.rank())];
    ++by_suit[static_cast<std::size_t>(c.suit())];
  }
  for (int r = 0; r < 13; ++r) {
    if (by_rank[static_cast<std::size_t>(r)] >= 2) {
      ++s.pairs;
      s.pair_rank = r;
    }
    if (by_rank[static_cast<std::size_t>(r)] > 0 && (r < 7 || r == 12)) ++s.low_distinct;
  }
  s.most_suited = *std::max_element(by_suit.begin(), by_suit.end());
  for (int low = -1; low <= 8; ++low) {  // windows A-5 (the ace as -1) up to T-A
    int run = 0;
    for (int r = low; r < low + 5; ++r)
      run += by_rank[static_cast<std::size_t>(r < 0 ? 12 : r)] > 0 ? 1 : 0;
    s.best_run = std::max(s.best_run, run);
  }
  return s;
}

inline arena_bot::Decision decide(const arena_bot::GameState& s,
                                  const std::vector<poker::Card>& hole) {
  using arena_bot::Decision;
  const bool razz = s.ranking == "a-5-low";
  const bool hi_lo = s.variant == "stud-8";
  const Shape h = shape_of(hole);
  const bool third = hole.size() <= 3;
  const int need = static_cast<int>(hole.size());  // cards a perfect holding would use
  // Playable: a pair, three (then four) to a flush or straight, or a low draw.
  const bool high_draw = h.most_suited >= std::min(need, 4) || h.best_run >= std::min(need, 4);
  const bool low_draw = h.low_distinct >= std::min(need, 5) - (third ? 0 : 1);
  bool playable = razz ? low_draw : (h.pairs > 0 || high_draw || (hi_lo && low_draw));
  bool strong =
      razz ? (h.low_distinct >= 5 || (third && low_draw && h.pairs == 0))
           : (third ? h.pair_rank >= 8 : h.pairs >= 2 || h.most_suited >= 5 || h.best_run >= 5);
  if (hi_lo && !third && h.low_distinct >= 5) strong = true;
  if (s.bring_in_due) return strong ? Decision::aggressive(s, s.min_raise_to) : Decision::call();
  if (strong && (s.can("raise") || s.can("bet"))) return Decision::aggressive(s, s.min_raise_to);
  if (s.can("check")) return Decision::check();
  // Late in the hand a pot worth chasing: keep calling with any pair or draw.
  if (playable && s.can("call")) return Decision::call();
  return s.can("fold") ? Decision::fold() : Decision::passive(s);
}

}  // namespace stud_play
