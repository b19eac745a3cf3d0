#include "arena/league/sprt.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

namespace arena {
namespace {

// fishtest's prior for a result never seen (LLRcalc.regularize, stat_util.get_elo).
constexpr double kRegularizedZero = 1e-3;
// Phi^-1(0.975), as scipy.stats.norm.ppf gives it.
constexpr double kZ975 = 1.959963984540054;

// The trinomial in fishtest's order: scores 0, 1/2, 1 (losses, draws, wins).
struct Trinomial {
  double total = 0;
  std::array<double, 3> p{};  // empirical probabilities
};
constexpr std::array<double, 3> kScores{0.0, 0.5, 1.0};

Trinomial regularized(const PairRecord& r) {
  if (r.wins < 0 || r.draws < 0 || r.losses < 0) {
    throw std::invalid_argument("SPRT: negative result count");
  }
  std::array<double, 3> counts{static_cast<double>(r.losses), static_cast<double>(r.draws),
                               static_cast<double>(r.wins)};
  Trinomial t;
  for (double& c : counts) {
    if (c == 0) c = kRegularizedZero;
    t.total += c;
  }
  for (std::size_t i = 0; i < 3; ++i) t.p[i] = counts[i] / t.total;
  return t;
}

double checked_score(double elo) {
  const double s = logistic_score(elo);
  if (!(s > 0 && s < 1)) {
    throw std::invalid_argument("SPRT: Elo " + std::to_string(elo) + " has no score in (0, 1)");
  }
  return s;
}

// N * KL(p || q_s), q_s the maximum-likelihood trinomial with expected score s. The LLR is the
// difference of two of these. Bisection rather than Newton or Brent: the secular function is
// strictly decreasing on its pole-free interval, so bisection cannot leave the bracket or
// fail, and since the result is stationary in x an x accurate to 1e-15 is far more than enough.
double divergence_from(const Trinomial& t, double s) {
  std::array<double, 3> d{};
  for (std::size_t i = 0; i < 3; ++i) d[i] = kScores[i] - s;
  auto secular = [&](double x) {
    double sum = 0;
    for (std::size_t i = 0; i < 3; ++i) sum += t.p[i] * d[i] / (1 + x * d[i]);
    return sum;
  };
  // Poles at x = -1/(1-s) (the win term) and x = 1/s (the loss term); every term's 1 + x d_i
  // stays positive strictly between them.
  double lo = -1 / (1 - s);
  double hi = 1 / s;
  for (int i = 0; i < 200 && hi - lo > 1e-15 * (1 + std::fabs(lo + hi)); ++i) {
    const double mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    (secular(mid) > 0 ? lo : hi) = mid;
  }
  const double x = lo + (hi - lo) / 2;
  double sum = 0;
  for (std::size_t i = 0; i < 3; ++i) sum += t.p[i] * std::log1p(x * d[i]);
  return t.total * sum;
}

// fishtest's stat_util.elo: the clamp keeps a one-sided record at a finite +-1200 Elo.
double score_to_elo(double score) {
  const double x = std::fmin(std::fmax(score, kRegularizedZero), 1 - kRegularizedZero);
  return -400 * std::log10(1 / x - 1);
}

double normal_cdf(double z) {
  return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

}  // namespace

double logistic_score(double elo) {
  return 1 / (1 + std::pow(10.0, -elo / 400));
}

double sprt_llr(double elo0, double elo1, const PairRecord& record) {
  const double s0 = checked_score(elo0);
  const double s1 = checked_score(elo1);
  const Trinomial t = regularized(record);
  // log q1 - log q0 = log(1 + x0 d0) - log(1 + x1 d1): the KL terms of p cancel.
  return divergence_from(t, s0) - divergence_from(t, s1);
}

SprtResult sprt(const SprtBounds& bounds, const PairRecord& record) {
  const double a = bounds.alpha;
  const double b = bounds.beta;
  if (!(a > 0 && a < 1 && b > 0 && b < 1 && a + b < 1)) {
    throw std::invalid_argument("SPRT: alpha and beta must lie in (0, 1) with alpha + beta < 1");
  }
  SprtResult r;
  r.llr = sprt_llr(bounds.elo0, bounds.elo1, record);
  r.lower = std::log(b / (1 - a));
  r.upper = std::log((1 - b) / a);
  if (r.llr >= r.upper) {
    r.decision = SprtDecision::AcceptH1;
  } else if (r.llr <= r.lower) {
    r.decision = SprtDecision::AcceptH0;
  }
  return r;
}

std::string_view to_string(SprtDecision decision) {
  switch (decision) {
    case SprtDecision::Continue:
      return "continue";
    case SprtDecision::AcceptH0:
      return "H0 accepted";
    case SprtDecision::AcceptH1:
      return "H1 accepted";
  }
  return "unknown";
}

std::string describe(const SprtResult& r) {
  char text[160];
  switch (r.decision) {
    case SprtDecision::AcceptH1:
      std::snprintf(text, sizeof text, "LLR %.3f reached the upper bound %.3f: H1 accepted", r.llr,
                    r.upper);
      break;
    case SprtDecision::AcceptH0:
      std::snprintf(text, sizeof text, "LLR %.3f reached the lower bound %.3f: H0 accepted", r.llr,
                    r.lower);
      break;
    case SprtDecision::Continue:
      std::snprintf(text, sizeof text,
                    "LLR %.3f, between the bounds %.3f and %.3f: no decision yet", r.llr, r.lower,
                    r.upper);
      break;
  }
  return text;
}

EloEstimate elo_estimate(const PairRecord& record) {
  const Trinomial t = regularized(record);
  double mu = 0;
  for (std::size_t i = 0; i < 3; ++i) mu += t.p[i] * kScores[i];
  double var = 0;
  for (std::size_t i = 0; i < 3; ++i) var += t.p[i] * (kScores[i] - mu) * (kScores[i] - mu);
  // Regularization leaves every p_i > 0, so var > 0 and nothing below divides by zero.
  const double se = std::sqrt(var) / std::sqrt(t.total);
  EloEstimate e;
  e.elo = score_to_elo(mu);
  e.error95 = (score_to_elo(mu + kZ975 * se) - score_to_elo(mu - kZ975 * se)) / 2;
  e.los = normal_cdf((mu - 0.5) / se);
  return e;
}

}  // namespace arena
