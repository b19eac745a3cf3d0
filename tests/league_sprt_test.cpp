// The league's SPRT between two bots: the log-likelihood ratio is fishtest's GSPRT for logistic
// Elo on trinomial results (checked against values fishtest's own code printed), the Wald
// bounds, the decisions, and fishtest's Elo estimate with its 95% error and LOS.
#include <doctest/doctest.h>

#include <cmath>
#include <stdexcept>

#include "arena/league/sprt.hpp"

using arena::PairRecord;
using arena::SprtBounds;
using arena::SprtDecision;

namespace {

// Relative agreement, with an absolute floor for values that are 0 in exact arithmetic.
bool close(double got, double want, double rel = 1e-9) {
  return std::fabs(got - want) <= rel * std::fmax(std::fabs(got), std::fabs(want)) + 1e-15;
}

struct KnownLlr {
  double elo0, elo1;
  PairRecord record;  // wins, draws, losses of A
  double llr;
};

// Printed by fishtest's own LLRcalc.LLR_logistic(elo0, elo1, [losses, draws, wins]) from
// official-stockfish/fishtest b8eecff220b5 (server/fishtest/stats/LLRcalc.py, run unchanged
// with python3). scipy could not be installed on this machine, so scipy.optimize.brentq was
// supplied by a line-by-line Python port of scipy's brentq.c (same xtol 2e-12, rtol 4 eps);
// the LLR is stationary in the root it finds, so that choice moves no digit shown here.
const KnownLlr kFishtestLlr[] = {
    {0, 5, {0, 0, 0}, -4.659589953688289e-07},
    {0, 5, {10, 5, 3}, 0.13710592963835125},
    {0, 5, {120, 40, 100}, 0.30837157573943896},
    {0, 5, {1000, 500, 900}, 1.5040460947606922},
    {0, 5, {3, 0, 0}, 0.04286260629528402},
    {0, 5, {0, 0, 7}, -0.10146314472712871},
    {0, 5, {0, 50, 0}, -0.7178636568236848},
    {0, 5, {65388, 56553, 65804}, -36.38752444915505},
    {-5, 5, {0, 0, 0}, 0.0},
    {-5, 5, {10, 5, 3}, 0.27895773588135264},
    {-5, 5, {120, 40, 100}, 0.6802976858325493},
    {-5, 5, {1000, 500, 900}, 3.6355601605929766},
    {-5, 5, {3, 0, 0}, 0.0863469218028123},
    {-5, 5, {0, 0, 7}, -0.201476187413499},
    {-5, 5, {0, 50, 0}, 0.0},
    {-5, 5, {65388, 56553, 65804}, -17.13389099840486},
};

struct KnownElo {
  PairRecord record;
  double elo, error95, los;
};

// Printed by fishtest's stat_util.get_elo([losses, draws, wins]) from the same checkout, with
// scipy.stats.norm's cdf and ppf supplied by math.erfc and statistics.NormalDist.
const KnownElo kFishtestElo[] = {
    {{0, 0, 0}, 0.0, 1199.8261952903854, 0.5},
    {{10, 5, 3}, 142.61892940552505, 157.4187618109675, 0.9854996138066592},
    {{120, 40, 100}, 26.778715852245266, 39.108893526454644, 0.9119944307776799},
    {{1000, 500, 900}, 14.484869061777905, 12.380853847309613, 0.9891813989733412},
    {{3, 0, 0}, 1199.8261952903777, 276.4785047458733, 1.0},
    {{0, 0, 7}, -1199.826195290393, 201.74106223930238, 0.0},
    {{65388, 56553, 65804}, -0.7698390908603271, 1.313742840854298, 0.12537555271611714},
};

}  // namespace

TEST_CASE("logistic score is 1/2 at 0 Elo and 10/11 at +400 Elo") {
  CHECK(arena::logistic_score(0) == 0.5);
  CHECK(close(arena::logistic_score(400), 10.0 / 11.0, 1e-15));
  CHECK(close(arena::logistic_score(-400), 1.0 / 11.0, 1e-15));
}

TEST_CASE("Wald bounds are -+2.944438979 for alpha = beta = 0.05, ln(b/(1-a)) and ln((1-b)/a)") {
  const auto r = arena::sprt(SprtBounds{}, PairRecord{});
  CHECK(close(r.lower, -2.9444389791664403, 1e-15));  // fishtest's SPRT() lower_bound
  CHECK(close(r.upper, 2.9444389791664403, 1e-15));
  const auto asym = arena::sprt(SprtBounds{0, 5, 0.05, 0.1}, PairRecord{});
  CHECK(close(asym.lower, std::log(0.1 / 0.95), 1e-15));
  CHECK(close(asym.upper, std::log(0.9 / 0.05), 1e-15));
}

TEST_CASE("LLR equals fishtest's LLR_logistic to 1e-9 for elo0/elo1 = 0/5 and -5/5") {
  for (const KnownLlr& k : kFishtestLlr) {
    const double got = arena::sprt_llr(k.elo0, k.elo1, k.record);
    CAPTURE(k.elo0);
    CAPTURE(k.elo1);
    CAPTURE(k.record.wins);
    CAPTURE(k.record.draws);
    CAPTURE(k.record.losses);
    CAPTURE(got);
    CAPTURE(k.llr);
    CHECK(close(got, k.llr));
    CHECK(arena::sprt(SprtBounds{k.elo0, k.elo1}, k.record).llr == got);
  }
}

TEST_CASE("no games: zero counts are regularized to 0.001 as fishtest does, LLR ~ 0, continue") {
  const auto r = arena::sprt(SprtBounds{}, PairRecord{});
  // N = 0.003 after regularization: not exactly 0, but fishtest's -4.66e-7.
  CHECK(close(r.llr, -4.659589953688289e-07));
  CHECK(r.decision == SprtDecision::Continue);
}

TEST_CASE("one-sided records stay finite thanks to regularization, however many games") {
  const double all_wins = arena::sprt_llr(0, 5, PairRecord{1000000, 0, 0});
  const double all_losses = arena::sprt_llr(0, 5, PairRecord{0, 0, 1000000});
  CHECK(std::isfinite(all_wins));
  CHECK(std::isfinite(all_losses));
  CHECK(all_wins > 100);
  CHECK(all_losses < -100);
}

TEST_CASE("swapping H0 and H1 negates the LLR; mirroring the record and the Elos keeps it") {
  const PairRecord r{120, 40, 100};
  const PairRecord mirrored{100, 40, 120};
  const double llr = arena::sprt_llr(-2, 7, r);
  CHECK(close(arena::sprt_llr(7, -2, r), -llr, 1e-12));
  // B's view of the same games: its wins are A's losses, its Elo the negative of A's.
  CHECK(close(arena::sprt_llr(2, -7, mirrored), llr, 1e-12));
  CHECK(arena::sprt_llr(3, 3, r) == 0.0);
}

TEST_CASE("a strongly winning A accepts H1, a strongly losing A accepts H0, in between continue") {
  const SprtBounds b{};  // elo0 = 0, elo1 = 5
  const auto winning = arena::sprt(b, PairRecord{600, 200, 200});
  CHECK(winning.decision == SprtDecision::AcceptH1);
  CHECK(winning.llr >= winning.upper);
  const auto losing = arena::sprt(b, PairRecord{200, 200, 600});
  CHECK(losing.decision == SprtDecision::AcceptH0);
  CHECK(losing.llr <= losing.lower);
  const auto unclear = arena::sprt(b, PairRecord{10, 5, 3});
  CHECK(unclear.decision == SprtDecision::Continue);
  CHECK(unclear.llr > unclear.lower);
  CHECK(unclear.llr < unclear.upper);
  // fishtest's own records: LLR 3.636 passes +-5 Elo; LLR -36.4 rejects 0..5 Elo.
  CHECK(arena::sprt(SprtBounds{-5, 5}, PairRecord{1000, 500, 900}).decision ==
        SprtDecision::AcceptH1);
  CHECK(arena::sprt(b, PairRecord{65388, 56553, 65804}).decision == SprtDecision::AcceptH0);
  CHECK(arena::sprt(b, PairRecord{1000, 500, 900}).decision == SprtDecision::Continue);
}

TEST_CASE("each extra win raises the LLR, and the decision flips to H1 once, at the upper bound") {
  PairRecord r{100, 50, 100};
  double previous = arena::sprt(SprtBounds{}, r).llr;
  int flips = 0;
  SprtDecision last = arena::sprt(SprtBounds{}, r).decision;
  CHECK(last == SprtDecision::Continue);
  for (int i = 0; i < 300; ++i) {
    ++r.wins;
    const auto res = arena::sprt(SprtBounds{}, r);
    CHECK(res.llr > previous);
    CHECK(res.decision == (res.llr >= res.upper ? SprtDecision::AcceptH1 : SprtDecision::Continue));
    if (res.decision != last) ++flips;
    last = res.decision;
    previous = res.llr;
  }
  CHECK(flips == 1);
  CHECK(last == SprtDecision::AcceptH1);
}

TEST_CASE("decisions have plain names") {
  CHECK(arena::to_string(SprtDecision::Continue) == "continue");
  CHECK(arena::to_string(SprtDecision::AcceptH0) == "H0 accepted");
  CHECK(arena::to_string(SprtDecision::AcceptH1) == "H1 accepted");
}

TEST_CASE("Elo estimate, 95% error and LOS equal fishtest's get_elo to 1e-9") {
  for (const KnownElo& k : kFishtestElo) {
    const auto e = arena::elo_estimate(k.record);
    CAPTURE(k.record.wins);
    CAPTURE(k.record.draws);
    CAPTURE(k.record.losses);
    CAPTURE(e.elo);
    CAPTURE(e.error95);
    CAPTURE(e.los);
    CHECK(close(e.elo, k.elo));
    CHECK(close(e.error95, k.error95));
    CHECK(close(e.los, k.los));
  }
  // Draws only: fishtest prints 7.7e-14 Elo (rounding of mu = 0.5), error 0.609, LOS 0.5.
  const auto draws = arena::elo_estimate(PairRecord{0, 50, 0});
  CHECK(std::fabs(draws.elo) < 1e-9);
  CHECK(close(draws.error95, 0.6090465062338244));
  CHECK(close(draws.los, 0.5));
}

TEST_CASE("negative counts, bad alpha/beta and Elos with no score are rejected") {
  CHECK_THROWS_AS(arena::sprt(SprtBounds{}, PairRecord{-1, 0, 0}), std::invalid_argument);
  CHECK_THROWS_AS(arena::elo_estimate(PairRecord{0, -1, 0}), std::invalid_argument);
  CHECK_THROWS_AS(arena::sprt(SprtBounds{0, 5, 0.0, 0.05}, PairRecord{}), std::invalid_argument);
  CHECK_THROWS_AS(arena::sprt(SprtBounds{0, 5, 0.05, 1.0}, PairRecord{}), std::invalid_argument);
  CHECK_THROWS_AS(arena::sprt(SprtBounds{0, 5, 0.6, 0.5}, PairRecord{}), std::invalid_argument);
  CHECK_THROWS_AS(arena::sprt(SprtBounds{0, 1e6}, PairRecord{}), std::invalid_argument);
  CHECK_THROWS_AS(arena::sprt(SprtBounds{NAN, 5}, PairRecord{}), std::invalid_argument);
}

TEST_CASE("the SPRT's line says which bound the LLR reached, or that it is between them") {
  arena::SprtResult r;
  r.lower = -2.944;
  r.upper = 2.944;
  r.llr = 3.052;
  r.decision = arena::SprtDecision::AcceptH1;
  CHECK(arena::describe(r) == "LLR 3.052 reached the upper bound 2.944: H1 accepted");
  r.llr = -3.01;
  r.decision = arena::SprtDecision::AcceptH0;
  CHECK(arena::describe(r) == "LLR -3.010 reached the lower bound -2.944: H0 accepted");
  r.llr = 1.2034;
  r.decision = arena::SprtDecision::Continue;
  CHECK(arena::describe(r) == "LLR 1.203, between the bounds -2.944 and 2.944: no decision yet");
}
