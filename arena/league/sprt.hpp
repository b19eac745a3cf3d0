#pragma once
// Sequential probability ratio test between two bots A and B of a league, as fishtest (the
// Stockfish testing framework) runs its tests: the generalized SPRT (GSPRT) on trinomial results
// with the hypotheses in logistic Elo. It lets a league stop as soon as the games played say,
// with known error rates, whether A is stronger than B, instead of playing a fixed number.
//
// Why a trinomial fits a multiplayer sit-and-go: the test only needs, for each game in which
// both A and B sat, which of the two finished ahead. That is one result for A against B: a win
// (A placed better), a loss (worse) or a draw (they shared a place), whatever the other bots
// did. Games are independent deals, so these results are independent draws from one unknown
// distribution on the scores {0, 1/2, 1}, exactly fishtest's trinomial (losses, draws, wins).
// Its expected score s is A's chance to finish ahead of B (draws counting half); the Elo below
// measures that within this league's field, and is not comparable with chess or other leagues.
//
// Logistic Elo and score:  s(elo) = 1 / (1 + 10^(-elo / 400)).
// Hypotheses: H0: elo = elo0 (s0 = s(elo0)) against H1: elo = elo1 (s1 = s(elo1)).
//
// The log-likelihood ratio (fishtest's LLRcalc.LLR_logistic, statistic "expectation"):
// regularize the counts (below), let N = L + D + W and the empirical distribution be
// p = (L, D, W) / N on the scores a = (0, 1/2, 1). For each s in {s0, s1}, the maximum
// likelihood distribution with expected score s is q_i = p_i / (1 + x (a_i - s)), where x is the
// root of the secular equation  sum_i p_i (a_i - s) / (1 + x (a_i - s)) = 0  in the interval
// (-1 / (1 - s), 1 / s) (it is unique there: the sum falls from +inf to -inf). Then
//     LLR = N * sum_i p_i * (log q1_i - log q0_i)
//         = N * sum_i p_i * (log(1 + x0 (a_i - s0)) - log(1 + x1 (a_i - s1))).
// This is the exact generalized LLR of the trinomial; fishtest computes the same (it finds x
// with scipy's brentq). The draw rate is not assumed, only estimated from the data.
//
// Regularization (as fishtest's LLRcalc.regularize): every count that is 0 is replaced by
// 0.001 before anything else. Without it a result never seen would get probability 0, its
// maximum-likelihood q would be pinned at 0 and the secular equation would lose a side of its
// bracket; the tiny prior keeps the LLR finite and continuous (0 games give N = 0.003 and an
// LLR of about 0). Its effect vanishes once a few games are played.
//
// Bounds (Wald): lower = ln(beta / (1 - alpha)), upper = ln((1 - beta) / alpha); for
// alpha = beta = 0.05 they are -+2.944438979. The test accepts H1 when LLR >= upper, H0 when
// LLR <= lower, and otherwise continues. Unlike fishtest, no dynamic overshoot correction is
// applied (fishtest tracks the LLR after every batch to estimate it; a league hands over totals
// only); Wald's bounds ignore the overshoot of the last step, so the real error rates tend to
// lie a little below alpha and beta.
#include <string_view>

namespace arena {

struct SprtBounds {
  double elo0 = 0;      // H0, logistic Elo of A relative to B
  double elo1 = 5;      // H1
  double alpha = 0.05;  // largest chance of accepting H1 when elo = elo0
  double beta = 0.05;   // largest chance of accepting H0 when elo = elo1
};

// A's results against B, over the games in which both played.
struct PairRecord {
  long wins = 0;    // A finished ahead of B
  long draws = 0;   // they shared a place
  long losses = 0;  // A finished behind B
};

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };

struct SprtResult {
  double llr = 0;
  double lower = 0;
  double upper = 0;
  SprtDecision decision = SprtDecision::Continue;
};

// Throws std::invalid_argument for a negative count, for alpha or beta outside (0, 1) or with
// alpha + beta >= 1 (the bounds would not enclose 0), or for an Elo that is not finite or whose
// score rounds to 0 or 1 in double precision (above about +6380 it is 1).
SprtResult sprt(const SprtBounds& bounds, const PairRecord& record);

// The LLR alone (same checks on the Elo values and counts).
double sprt_llr(double elo0, double elo1, const PairRecord& record);

// "continue", "H0 accepted", "H1 accepted".
std::string_view to_string(SprtDecision decision);
// The test's state in words, for the league's last lines: "LLR 3.052 reached the upper bound
// 2.944: H1 accepted", "LLR -3.010 reached the lower bound -2.944: H0 accepted", or "LLR 1.203,
// between the bounds -2.944 and 2.944: no decision yet".
std::string describe(const SprtResult& r);

// s(elo) above: the expected score of a player `elo` logistic Elo stronger.
double logistic_score(double elo);

// The Elo estimate fishtest prints as "Elo: elo +- error95 (95%) LOS: los" (stat_util.get_elo):
// after the same regularization, the mean score mu and its per-game standard deviation sigma,
// the normal 95% interval mu -+ 1.959964 sigma / sqrt(N) converted to Elo (scores clamped to
// [0.001, 0.999], so Elo stays within about +-1200), error95 half its width, and the likelihood
// of superiority los = Phi((mu - 1/2) / (sigma / sqrt(N))). This is the fixed-sample estimate:
// a test that stopped early because the results looked extreme overstates |elo| a little.
struct EloEstimate {
  double elo = 0;
  double error95 = 0;  // half the width of the 95% interval (which is not symmetric in Elo)
  double los = 0.5;    // probability that A is the stronger (elo > 0)
};

// Throws std::invalid_argument for a negative count.
EloEstimate elo_estimate(const PairRecord& record);

}  // namespace arena
