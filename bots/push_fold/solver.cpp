#include "solver.hpp"

#include <algorithm>

namespace push_fold {
namespace {

constexpr double kOpponentHands = 1225;  // two-card hands left once one is dealt: C(50, 2)

// What each outcome is worth to the small blind, in big blinds.
struct Payoffs {
  double fold = 0;    // it folds: its blind and ante are lost
  double steal = 0;   // it pushes, the big blind folds: the big blind's blind and ante won
  double pot = 0;     // the pot when the big blind calls
  double called = 0;  // what the small blind has in that pot
};

Payoffs payoffs(const Spot& s) {
  // The antes come first; each side's live chips are what it has left, the shorter the limit.
  const double live = std::min(s.stack - s.small_blind_ante, s.stack - s.big_blind_ante);
  Payoffs p;
  p.fold = -(std::min(0.5, live) + s.small_blind_ante);
  p.steal = std::min(1.0, live) + s.big_blind_ante;
  p.pot = 2 * live + s.small_blind_ante + s.big_blind_ante;
  p.called = live + s.small_blind_ante;
  return p;
}

// margin[i][j]: over the pairs of class i against class j, what the small blind gains when its
// push is called rather than folded to.
using Margins = std::array<std::array<double, kClasses>, kClasses>;

Margins call_margins(const ClassEquity& eq, const Payoffs& p) {
  Margins m{};
  for (int i = 0; i < kClasses; ++i)
    for (int j = 0; j < kClasses; ++j) {
      const double pairs = eq.pairs[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
      m[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
          eq.equity_sum(i, j) * p.pot - pairs * (p.called + p.steal);
    }
  return m;
}

// Per pusher class, summed over its hands and the big blind's: pushing rather than folding.
Strategy push_gains(const Payoffs& p, const Margins& m, const Strategy& call) {
  Strategy gain{};
  for (std::size_t i = 0; i < kClasses; ++i) {
    double g = combos_in(static_cast<int>(i)) * kOpponentHands * (p.steal - p.fold);
    for (std::size_t j = 0; j < kClasses; ++j) g += call[j] * m[i][j];
    gain[i] = g;
  }
  return gain;
}

// Per caller class: the small blind's gain when it calls rather than folds (it calls when < 0).
Strategy call_losses(const Margins& m, const Strategy& push) {
  Strategy loss{};
  for (std::size_t i = 0; i < kClasses; ++i)
    for (std::size_t j = 0; j < kClasses; ++j) loss[j] += push[i] * m[i][j];
  return loss;
}

double total_hands() {
  return static_cast<double>(kCombos) * kOpponentHands;
}

double folding_value(const Payoffs& p) {
  return total_hands() * p.fold;
}

}  // namespace

double pusher_value(const ClassEquity& eq, const Spot& spot, const Strategy& push,
                    const Strategy& call) {
  const Payoffs p = payoffs(spot);
  const Strategy gain = push_gains(p, call_margins(eq, p), call);
  double v = folding_value(p);
  for (std::size_t i = 0; i < kClasses; ++i) v += push[i] * gain[i];
  return v / total_hands();
}

void measure_exploitability(const ClassEquity& eq, const Spot& spot, Solution& s) {
  const Payoffs p = payoffs(spot);
  const Margins m = call_margins(eq, p);
  const Strategy gain = push_gains(p, m, s.call);
  const Strategy loss = call_losses(m, s.push);
  double value = folding_value(p), best_push = folding_value(p), best_call = folding_value(p);
  for (std::size_t i = 0; i < kClasses; ++i) {
    value += s.push[i] * gain[i];
    best_push += std::max(0.0, gain[i]);
    // Against the pushes, the big blind folds everything first, then calls where it gains.
    best_call += s.push[i] * combos_in(static_cast<int>(i)) * kOpponentHands * (p.steal - p.fold);
  }
  for (std::size_t j = 0; j < kClasses; ++j) best_call += std::min(0.0, loss[j]);
  s.value = value / total_hands();
  s.pusher_gain = best_push / total_hands() - s.value;
  s.caller_gain = s.value - best_call / total_hands();
}

Solution solve(const ClassEquity& eq, const Spot& spot, double target, int max_iterations) {
  const Payoffs p = payoffs(spot);
  const Margins m = call_margins(eq, p);
  Solution s;
  s.push.fill(1.0);  // start from any two pushed and called
  s.call.fill(1.0);
  for (int t = 1; t <= max_iterations; ++t) {
    // Each side's best response to the other's average, folded into its own average with
    // weight 1/(t+1): the averages are what converges, not the responses.
    const Strategy gain = push_gains(p, m, s.call);
    const Strategy loss = call_losses(m, s.push);
    const double w = 1.0 / (t + 1);
    for (std::size_t c = 0; c < kClasses; ++c) {
      s.push[c] += w * ((gain[c] > 0 ? 1.0 : 0.0) - s.push[c]);
      s.call[c] += w * ((loss[c] < 0 ? 1.0 : 0.0) - s.call[c]);
    }
    s.iterations = t;
    if (t % 100 == 0) {
      measure_exploitability(eq, spot, s);
      if (s.pusher_gain <= target && s.caller_gain <= target) break;
    }
  }
  measure_exploitability(eq, spot, s);
  return s;
}

}  // namespace push_fold
