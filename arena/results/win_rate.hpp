#pragma once
// Win rates of a match with error bars. A match's unit of independent luck is the deal: a
// bot's net chips over one deal (summed over every seat rotation of that deal when the match is
// duplicate) is one sample, so the interval shrinks when duplicate play cancels card luck.
// The interval is mean +- t * sd / sqrt(deals), with t the 97.5% quantile of Student's t
// distribution with deals - 1 degrees of freedom (close to 1.96 for many deals, wider for few).
#include <cstdint>
#include <optional>

namespace arena {

// Mean and variance of a stream of samples in one pass (Welford's update), so a match of a
// hundred million hands needs no memory per deal and loses no precision to large sums.
class RunningStats {
 public:
  void add(double x);
  std::int64_t count() const { return count_; }
  double mean() const { return mean_; }
  // Sample variance (divides by count - 1); 0 with fewer than two samples.
  double variance() const;

 private:
  std::int64_t count_ = 0;
  double mean_ = 0;
  double m2_ = 0;  // sum of squared deviations from the running mean
};

// The 97.5% quantile of Student's t with `df` degrees of freedom (df >= 1): exact table values
// to 30, then the Cornish-Fisher expansion around the normal's 1.959964 (error < 1e-4).
double t_quantile_975(std::int64_t df);

struct WinRate {
  std::int64_t deals = 0;
  double mean = 0;            // per deal, in the unit of the samples
  double standard_error = 0;  // sd / sqrt(deals)
  // 95% interval; none with fewer than two deals (no spread to measure).
  std::optional<double> ci95_low;
  std::optional<double> ci95_high;
};

WinRate win_rate(const RunningStats& per_deal);

// A deal's net chips as a win rate in big blinds per 100 hands: `hands_per_deal` is how many
// hands the bot played in that deal (the number of seat rotations in a duplicate match, else 1).
double bb_per_100(double net_chips, double big_blind, int hands_per_deal);

}  // namespace arena
