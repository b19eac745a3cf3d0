#pragma once
// The push/fold charts as a lookup, for the push_fold bot and any bot that wants them: how often
// a starting-hand class (push_fold/hand_class.hpp) pushes from the small blind or calls a push in
// the big blind at heads-up equilibrium, at a stack depth in big blinds and with antes. The
// charts (push_fold/ranges.hpp) are computed by push_fold_solve for 1 to 15 big blinds in steps
// of half a big blind and three ante kinds; a spot between them takes the nearest chart.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "push_fold/hand_class.hpp"
#include "push_fold/ranges.hpp"

namespace push_fold {

inline constexpr double kDeepestChart = 15.0;  // big blinds

enum class Seat { small_blind, big_blind };  // heads-up: the pusher and the caller

// Dead money each side posts, in big blinds: an ante of every player, or the big blind's.
struct Antes {
  double small_blind = 0;
  double big_blind = 0;
};

// The chart nearest the spot: the ante kind first, then the stack (1 to 15 big blinds).
inline const Chart& chart_for(double stack_bb, Antes antes = {}) {
  const Chart* best = &kCharts[0];
  double best_distance = 1e9;
  for (const Chart& c : kCharts) {
    const double ante_gap = std::abs(c.small_blind_ante - antes.small_blind) +
                            std::abs(c.big_blind_ante - antes.big_blind);
    const double distance = 100 * ante_gap + std::abs(c.stack - stack_bb);
    if (distance < best_distance) {
      best = &c;
      best_distance = distance;
    }
  }
  return *best;
}

// How often (0 to 1) the class pushes (small blind) or calls a push (big blind).
inline double frequency(Seat seat, int hand_class, double stack_bb, Antes antes = {}) {
  const Chart& c = chart_for(stack_bb, antes);
  const auto& per_class = seat == Seat::small_blind ? c.push : c.call;
  return per_class[static_cast<std::size_t>(hand_class)] / double{kPerMille};
}

// `draw`: a number drawn uniformly from [0, 1), which picks the action of a mixed strategy.
inline bool should_push(int hand_class, double stack_bb, double draw, Antes antes = {}) {
  return draw < frequency(Seat::small_blind, hand_class, stack_bb, antes);
}
inline bool should_call(int hand_class, double stack_bb, double draw, Antes antes = {}) {
  return draw < frequency(Seat::big_blind, hand_class, stack_bb, antes);
}

}  // namespace push_fold
