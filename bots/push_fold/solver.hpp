#pragma once
// Heads-up push/fold at equilibrium. The small blind (the button heads-up) either folds or puts
// its whole stack in; the big blind, facing that, calls or folds; the cards then run out. With
// the class-against-class equities this is a zero-sum game of 169 choices a side, solved by
// fictitious play: each side's best response to the other's average strategy so far is added to
// its own average, until neither side can gain more than a set amount by deviating.
#include <array>

#include "class_equity.hpp"

namespace push_fold {

// A spot, in big blinds: both players start the hand with `stack` (the shorter stack when they
// differ) and post their antes (dead money, R5) and then their blinds out of it.
struct Spot {
  double stack = 10;
  double small_blind_ante = 0;
  double big_blind_ante = 0;
};

using Strategy = std::array<double, kClasses>;  // per class: how often it pushes (or calls)

struct Solution {
  Strategy push{};         // the small blind's push frequency per class
  Strategy call{};         // the big blind's call frequency per class
  double value = 0;        // the small blind's chip EV a hand, in big blinds, with both
  double pusher_gain = 0;  // what a best response of the small blind gains over `value`
  double caller_gain = 0;  // what a best response of the big blind gains over -`value`
  int iterations = 0;
};

// The small blind's chip EV of two strategies, in big blinds a hand.
double pusher_value(const ClassEquity& eq, const Spot& spot, const Strategy& push,
                    const Strategy& call);
// The best responses' gains of `s.push` against `s.call` (fills value, pusher_gain, caller_gain).
void measure_exploitability(const ClassEquity& eq, const Spot& spot, Solution& s);

// Fictitious play until both gains are at most `target` big blinds a hand (checked every 100
// iterations) or `max_iterations` have been played.
Solution solve(const ClassEquity& eq, const Spot& spot, double target, int max_iterations);

}  // namespace push_fold
