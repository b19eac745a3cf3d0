#pragma once
// The reference bot's betting from its equity against the opponents' ranges:
//   - with nothing to call: bets for value when its equity is well above its fair share of the
//     pot, sized between half the pot and the pot as the edge grows; heads-up after the first
//     street it bluffs now and then against a player who folds to bets more often than not;
//   - facing a bet: raises about the pot with a big edge (twice a street at most), calls when
//     its equity beats the pot odds (with a margin in the big-bet games, where more betting
//     is to come), else folds;
//   - stud's bring-in: completes with an edge, else posts it.
// Fixed-limit sizes are the arena's (Decision::aggressive clamps every size to the legal one).
#include <algorithm>
#include <random>

#include "arena_bot.hpp"

namespace reference {

using arena_bot::Chips;
using arena_bot::Decision;
using arena_bot::GameState;

struct BettingView {
  double equity = 0;          // my share of the pot against the ranges (range_equity.hpp)
  int opponents = 1;          // live opponents
  double fold_to_bet = 0.33;  // heads-up: the opponent's folds to a bet on this street
  int my_raises = 0;          // my bets and raises on this street so far
  bool first_street = true;
  bool snowing = false;  // a draw game's pat bluff: bet it as a made hand
};

// The edge over a fair share of the pot: 0 at the fair share, 1 at certain victory.
inline double edge(double equity, int opponents) {
  const double fair = 1.0 / (std::max(1, opponents) + 1);
  return (equity - fair) / (1.0 - fair);
}

inline Decision bet_or_check(const GameState& s, const BettingView& v, std::mt19937_64& rng) {
  const double e = edge(v.equity, v.opponents);
  const auto pot_fraction = [&s](double f) {
    return s.current_bet() + static_cast<Chips>(f * static_cast<double>(s.pot));
  };
  if ((e >= 0.25 || v.snowing) && (s.can("bet") || s.can("raise")))
    return Decision::aggressive(s, pot_fraction(0.5 + 0.5 * std::min(1.0, std::max(0.0, e))));
  std::uniform_real_distribution<double> chance(0.0, 1.0);
  const bool bluff = v.opponents == 1 && !v.first_street && v.fold_to_bet > 0.5 &&
                     chance(rng) < v.fold_to_bet - 0.4;
  if (bluff && s.can("bet")) return Decision::aggressive(s, pot_fraction(0.5));
  return Decision::passive(s);
}

inline Decision facing_bet(const GameState& s, const BettingView& v) {
  const double e = edge(v.equity, v.opponents);
  if ((e >= 0.45 || (v.snowing && v.my_raises == 0)) && v.my_raises < 2 &&
      (s.can("raise") || s.can("bet")))
    return Decision::aggressive(s, s.current_bet() + s.pot + s.to_call);  // about the pot
  const double pot_odds =
      static_cast<double>(s.to_call) / static_cast<double>(std::max<Chips>(1, s.pot + s.to_call));
  // More betting to come in the big-bet games punishes a thin call; fixed-limit's bets are small.
  const double margin = s.structure == "fixed-limit" ? 0.0 : 0.04;
  if (v.equity >= pot_odds + margin && s.can("call")) return Decision::call();
  return s.can("fold") ? Decision::fold() : Decision::passive(s);
}

inline Decision choose_action(const GameState& s, const BettingView& v, std::mt19937_64& rng) {
  if (s.bring_in_due)  // stud: a call posts the bring-in, a raise completes it
    return edge(v.equity, v.opponents) >= 0.2 ? Decision::aggressive(s, s.min_raise_to)
                                              : Decision::call();
  if (!s.can("check") && !s.can("call") && s.can("raise"))  // BlogNomic's first turn: raise or fold
    return v.equity >= 1.0 / (v.opponents + 1) ? Decision::aggressive(s, s.min_raise_to)
                                               : Decision::fold();
  if (s.to_call == 0) return bet_or_check(s, v, rng);
  return facing_bet(s, v);
}

}  // namespace reference
