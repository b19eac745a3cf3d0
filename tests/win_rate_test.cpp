// The statistics behind a match's win rates: running mean and variance, Student's t quantiles,
// and the 95% interval, against values worked out by hand or taken from t tables.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "arena/results/win_rate.hpp"

using arena::RunningStats;

TEST_CASE("running mean and sample variance match the textbook values") {
  RunningStats s;
  for (double x : {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0}) s.add(x);
  CHECK(s.count() == 8);
  CHECK(s.mean() == doctest::Approx(5.0));
  CHECK(s.variance() == doctest::Approx(32.0 / 7.0));  // squared deviations 32, n - 1 = 7
}

TEST_CASE("running variance stays exact around a large offset") {
  // Naive sum-of-squares loses every digit here; Welford's update does not.
  RunningStats s;
  for (double x : {1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16}) s.add(x);
  CHECK(s.mean() == doctest::Approx(1e9 + 10));
  CHECK(s.variance() == doctest::Approx(30.0));
}

TEST_CASE("fewer than two samples have no variance and no interval") {
  RunningStats s;
  CHECK(s.variance() == 0.0);
  CHECK(!arena::win_rate(s).ci95_low);
  s.add(150);
  const arena::WinRate w = arena::win_rate(s);
  CHECK(w.deals == 1);
  CHECK(w.mean == doctest::Approx(150));
  CHECK(!w.ci95_low);
  CHECK(!w.ci95_high);
}

TEST_CASE("t quantiles: table values for few degrees of freedom, the expansion for many") {
  CHECK(arena::t_quantile_975(1) == doctest::Approx(12.706205).epsilon(1e-6));
  CHECK(arena::t_quantile_975(4) == doctest::Approx(2.776445).epsilon(1e-6));
  CHECK(arena::t_quantile_975(10) == doctest::Approx(2.228139).epsilon(1e-6));
  CHECK(arena::t_quantile_975(30) == doctest::Approx(2.042272).epsilon(1e-6));
  // Published values: the expansion is within 1e-4 of them past the table.
  CHECK(std::abs(arena::t_quantile_975(31) - 2.039513) < 1e-4);
  CHECK(std::abs(arena::t_quantile_975(40) - 2.021075) < 1e-4);
  CHECK(std::abs(arena::t_quantile_975(60) - 2.000298) < 1e-4);
  CHECK(std::abs(arena::t_quantile_975(120) - 1.979930) < 1e-4);
  CHECK(std::abs(arena::t_quantile_975(1000) - 1.962339) < 1e-4);
  CHECK(std::abs(arena::t_quantile_975(100'000'000) - 1.959964) < 1e-5);
  // Wider for fewer degrees of freedom, always above the normal's 1.96.
  for (int df = 1; df < 200; ++df) CHECK(arena::t_quantile_975(df) > arena::t_quantile_975(df + 1));
}

TEST_CASE("95% interval: mean +- t(n-1) * sd / sqrt(n)") {
  RunningStats s;
  for (double x : {1.0, 2.0, 3.0, 4.0, 5.0}) s.add(x);
  const arena::WinRate w = arena::win_rate(s);
  CHECK(w.deals == 5);
  CHECK(w.mean == doctest::Approx(3.0));
  CHECK(w.standard_error == doctest::Approx(std::sqrt(2.5 / 5)));  // sd^2 = 2.5
  REQUIRE(w.ci95_low);
  REQUIRE(w.ci95_high);
  const double half = 2.776445 * std::sqrt(0.5);
  CHECK(*w.ci95_low == doctest::Approx(3.0 - half));
  CHECK(*w.ci95_high == doctest::Approx(3.0 + half));
}

TEST_CASE("identical deals give a zero-width interval at their value") {
  RunningStats s;
  for (int i = 0; i < 50; ++i) s.add(0.0);
  const arena::WinRate w = arena::win_rate(s);
  CHECK(w.standard_error == 0.0);
  CHECK(*w.ci95_low == 0.0);
  CHECK(*w.ci95_high == 0.0);
}

TEST_CASE("bb/100 of a deal divides by the hands each bot played in it") {
  CHECK(arena::bb_per_100(150, 100, 1) == doctest::Approx(150));  // 1.5 bb in one hand
  CHECK(arena::bb_per_100(300, 100, 3) == doctest::Approx(100));  // 3 bb over 3 rotations
  CHECK(arena::bb_per_100(-50, 20, 2) == doctest::Approx(-125));  // -2.5 bb over 2 hands
}
