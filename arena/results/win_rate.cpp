#include "arena/results/win_rate.hpp"

#include <array>
#include <cmath>

namespace arena {

void RunningStats::add(double x) {
  ++count_;
  const double delta = x - mean_;
  mean_ += delta / static_cast<double>(count_);
  m2_ += delta * (x - mean_);
}

double RunningStats::variance() const {
  return count_ < 2 ? 0.0 : m2_ / static_cast<double>(count_ - 1);
}

double t_quantile_975(std::int64_t df) {
  // Two-sided 95% critical values of Student's t, df = 1..30.
  static constexpr std::array<double, 30> kTable{
      12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004,
      2.262157,  2.228139, 2.200985, 2.178813, 2.160369, 2.144787, 2.131450, 2.119905,
      2.109816,  2.100922, 2.093024, 2.085963, 2.079614, 2.073873, 2.068658, 2.063899,
      2.059539,  2.055529, 2.051831, 2.048407, 2.045230, 2.042272};
  if (df < 1) df = 1;
  if (df <= static_cast<std::int64_t>(kTable.size()))
    return kTable[static_cast<std::size_t>(df - 1)];
  // Cornish-Fisher expansion of t in powers of 1/df around the normal quantile.
  const double z = 1.959963984540054;
  const double n = static_cast<double>(df);
  const double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z;
  return z + (z3 + z) / (4 * n) + (5 * z5 + 16 * z3 + 3 * z) / (96 * n * n) +
         (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * n * n * n);
}

WinRate win_rate(const RunningStats& per_deal) {
  WinRate w;
  w.deals = per_deal.count();
  w.mean = per_deal.mean();
  if (w.deals < 2) return w;
  w.standard_error = std::sqrt(per_deal.variance() / static_cast<double>(w.deals));
  const double half = t_quantile_975(w.deals - 1) * w.standard_error;
  w.ci95_low = w.mean - half;
  w.ci95_high = w.mean + half;
  return w;
}

double bb_per_100(double net_chips, double big_blind, int hands_per_deal) {
  return net_chips / big_blind * 100.0 / static_cast<double>(hands_per_deal);
}

}  // namespace arena
