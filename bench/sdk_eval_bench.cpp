// The C++ SDK's evaluator (sdk/cpp/arena_eval.hpp) on one core: seven-card evaluations a second
// through the SDK's fast path, beside the engine's evaluate7 in the same run (the same function:
// the ratio shows the SDK adds nothing), and the checked calls a bot makes one hand at a time;
// then equity, exact and sampled, in each family of games. CPU time of this thread (the machine
// is shared); one JSON line per figure on stdout, notes on stderr. bench/README.md has figures.
#include <time.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "arena_eval.hpp"

namespace {

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

constexpr std::size_t kHands = std::size_t{1} << 20;

std::vector<arena_eval::Card> random_sevens(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::array<arena_eval::Card, 52> deck = poker::ordered_deck();
  std::vector<arena_eval::Card> out;
  out.reserve(kHands * 7);
  for (std::size_t h = 0; h < kHands; ++h)
    for (std::size_t j = 0; j < 7; ++j) {
      std::swap(deck[j], deck[j + rng() % (52 - j)]);
      out.push_back(deck[j]);
    }
  return out;
}

void report(const char* name, double per_second, std::uint64_t checksum) {
  std::fprintf(stderr, "%-34s %8.1f M/s  (%.2f ns each; checksum %llu)\n", name, per_second / 1e6,
               1e9 / per_second, static_cast<unsigned long long>(checksum));
  std::printf("{\"bench\":\"sdk_eval.%s\",\"value\":%.0f,\"unit\":\"evals/s\"}\n", name,
              per_second);
}

// Rounds of each way in turn, so a busy machine slows each about alike.
void bench_seven_card() {
  const std::vector<arena_eval::Card> cards = random_sevens(44);
  double engine = 0, sdk = 0, checked = 0;
  std::uint64_t sum_engine = 0, sum_sdk = 0, sum_checked = 0;
  for (int round = 0; round < 5; ++round) {
    double t = cpu_seconds();
    for (std::size_t h = 0; h < kHands; ++h) sum_engine += poker::evaluate7(&cards[7 * h]);
    engine += cpu_seconds() - t;
    t = cpu_seconds();
    for (std::size_t h = 0; h < kHands; ++h) sum_sdk += arena_eval::evaluate7(&cards[7 * h]);
    sdk += cpu_seconds() - t;
    t = cpu_seconds();
    for (std::size_t h = 0; h < kHands; ++h)
      sum_checked += arena_eval::high(std::span<const arena_eval::Card>(&cards[7 * h], 7));
    checked += cpu_seconds() - t;
  }
  const double n = 5.0 * kHands;
  report("engine_evaluate7", n / engine, sum_engine);
  report("evaluate7", n / sdk, sum_sdk);
  report("high_checked", n / checked, sum_checked);
}

void bench_equity(const char* variant, const char* hole, const char* board, const char* range,
                  const arena_eval::EquityOptions& options) {
  const arena_eval::Game game = arena_eval::Game::named(variant);
  const arena_eval::Range r = *range ? arena_eval::Range::parse(range) : arena_eval::Range::any();
  const double t = cpu_seconds();
  const arena_eval::Equity e =
      arena_eval::equity(game, arena_eval::cards(hole), arena_eval::cards(board), {r}, options);
  const double s = cpu_seconds() - t;
  std::fprintf(stderr, "equity %-16s %-10s vs %-6s %s %9llu deals in %7.1f ms: share %.4f\n",
               variant, hole, *range ? range : "any", e.exact ? "exact  " : "sampled",
               static_cast<unsigned long long>(e.deals), s * 1e3, e.share);
  std::printf("{\"bench\":\"sdk_eval.equity.%s.%s\",\"value\":%.0f,\"unit\":\"deals/s\"}\n",
              variant, e.exact ? "exact" : "sampled", static_cast<double>(e.deals) / s);
}

}  // namespace

int main() {
  bench_seven_card();
  const arena_eval::EquityOptions sampled{.samples = 100'000, .seed = 1, .exact_limit = 0};
  bench_equity("holdem", "AsAh", "", "KdKc", {});
  bench_equity("holdem", "AsAh", "", "", sampled);
  bench_equity("holdem", "AsKd", "Jh8c2s", "", {});
  bench_equity("short-deck", "AsAh", "", "", sampled);
  bench_equity("omaha-8", "AsAh2c3d", "", "", sampled);
  bench_equity("stud-8", "As2c3d", "", "", sampled);
  bench_equity("razz", "As2c3d", "", "", sampled);
  bench_equity("2-7-triple-draw", "7c5d4h3s2c", "", "", sampled);
  bench_equity("badugi", "As2c3d4h", "", "", sampled);
}
