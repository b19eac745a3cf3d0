// Evaluator speed on one core: random 7-card hands, and the full 133,784,560-hand enumeration.
// One JSON line per figure on stdout; human-readable notes on stderr.
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <random>
#include <span>
#include <vector>

#include "engine/ace_to_five_low.hpp"
#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/low_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// CPU time of this thread: on a shared, busy machine wall time also counts the time other
// processes held the core; the figures use CPU time and print both.
double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// 2^20 hands = 7 MiB of cards: far beyond L1/L2, read sequentially as a simulation would.
constexpr std::size_t kHands = std::size_t{1} << 20;

std::vector<poker::Card> random_hands(std::size_t hands, std::uint64_t seed, int size = 7) {
  std::mt19937_64 rng(seed);
  std::array<poker::Card, 52> deck = poker::ordered_deck();
  std::vector<poker::Card> out;
  out.reserve(hands * static_cast<std::size_t>(size));
  for (std::size_t h = 0; h < hands; ++h) {
    for (int j = 0; j < size; ++j) {  // partial Fisher-Yates: `size` distinct cards
      std::uniform_int_distribution<int> pick(j, 51);
      std::swap(deck[j], deck[pick(rng)]);
      out.push_back(deck[j]);
    }
  }
  return out;
}

void bench_random7() {
  const std::vector<poker::Card> cards = random_hands(kHands, 20261122);
  poker::evaluate7(cards.data());  // build the tables outside the timing
  std::uint64_t checksum = 0, evals = 0;
  const auto start = Clock::now();
  const double cpu_start = thread_cpu_seconds();
  double elapsed = 0;
  do {
    for (std::size_t h = 0; h < kHands; ++h) checksum += poker::evaluate7(&cards[h * 7]);
    evals += kHands;
    elapsed = thread_cpu_seconds() - cpu_start;
  } while (elapsed < 1.5);
  const double wall = seconds_since(start);
  const double rate = static_cast<double>(evals) / elapsed;
  std::fprintf(stderr,
               "random7: %llu evaluations in %.3f s CPU (%.3f s wall) = %.1f M/s (%.2f ns each), "
               "checksum %llu\n",
               static_cast<unsigned long long>(evals), elapsed, wall, rate / 1e6, 1e9 / rate,
               static_cast<unsigned long long>(checksum));
  std::printf("{\"bench\":\"evaluator.random7\",\"value\":%.0f,\"unit\":\"evals/s\",\"n\":%llu}\n",
              rate, static_cast<unsigned long long>(evals));
}

// One pass over all 133,784,560 seven-card hands in index order; returns the sum of ranks.
std::uint64_t enumerate_all7(std::uint64_t& hands) {
  std::array<poker::Card, 7> h{};
  std::uint64_t checksum = 0;
  for (int a = 0; a < 52; ++a) {
    h[0] = poker::Card(a);
    for (int b = a + 1; b < 52; ++b) {
      h[1] = poker::Card(b);
      for (int c = b + 1; c < 52; ++c) {
        h[2] = poker::Card(c);
        for (int d = c + 1; d < 52; ++d) {
          h[3] = poker::Card(d);
          for (int e = d + 1; e < 52; ++e) {
            h[4] = poker::Card(e);
            for (int f = e + 1; f < 52; ++f) {
              h[5] = poker::Card(f);
              for (int g = f + 1; g < 52; ++g) {
                h[6] = poker::Card(g);
                checksum += poker::evaluate7(h.data());
              }
              hands += 51 - f;
            }
          }
        }
      }
    }
  }
  return checksum;
}

void bench_enumerate7() {
  std::uint64_t checksum = 0, hands = 0;
  int passes = 0;
  const auto start = Clock::now();
  const double cpu_start = thread_cpu_seconds();
  double elapsed = 0;
  do {  // whole passes until the figure has run for at least a second
    checksum += enumerate_all7(hands);
    ++passes;
    elapsed = thread_cpu_seconds() - cpu_start;
  } while (elapsed < 1.0);
  const double wall = seconds_since(start);
  const double rate = static_cast<double>(hands) / elapsed;
  const double per_pass = elapsed / passes;
  std::fprintf(stderr,
               "enumerate7: %d pass(es) of 133,784,560 hands in %.3f s CPU (%.3f s wall) = "
               "%.1f M/s, %.3f s per full enumeration, checksum %llu\n",
               passes, elapsed, wall, rate / 1e6, per_pass,
               static_cast<unsigned long long>(checksum));
  std::printf(
      "{\"bench\":\"evaluator.enumerate7\",\"value\":%.0f,\"unit\":\"hands/s\",\"n\":%llu,"
      "\"seconds\":%.3f}\n",
      rate, static_cast<unsigned long long>(hands), per_pass);
}

// The draw games' rankings beside high poker's on the same footing: `size`-card random hands,
// one evaluation each (five cards for high and 2-7, four for badugi).
template <typename Evaluate>
void bench_random_n(const char* name, int size, Evaluate evaluate) {
  const std::vector<poker::Card> cards = random_hands(kHands, 20261125, size);
  evaluate(cards.data());  // tables built outside the timing
  const auto stride = static_cast<std::size_t>(size);
  std::uint64_t checksum = 0, evals = 0;
  const double cpu_start = thread_cpu_seconds();
  double elapsed = 0;
  do {
    for (std::size_t h = 0; h < kHands; ++h) checksum += evaluate(&cards[h * stride]);
    evals += kHands;
    elapsed = thread_cpu_seconds() - cpu_start;
  } while (elapsed < 1.0);
  const double rate = static_cast<double>(evals) / elapsed;
  std::fprintf(stderr, "%s: %.1f M/s (%.2f ns each), checksum %llu\n", name, rate / 1e6, 1e9 / rate,
               static_cast<unsigned long long>(checksum));
  std::printf("{\"bench\":\"evaluator.%s\",\"value\":%.0f,\"unit\":\"evals/s\",\"n\":%llu}\n", name,
              rate, static_cast<unsigned long long>(evals));
}

}  // namespace

int main() {
  bench_random7();
  bench_enumerate7();
  bench_random_n("random5_high", 5, [](const poker::Card* c) { return poker::evaluate5(c); });
  bench_random_n("random5_deuce_to_seven", 5,
                 [](const poker::Card* c) { return poker::evaluate_deuce_to_seven(c); });
  bench_random_n("random4_badugi", 4,
                 [](const poker::Card* c) { return poker::evaluate_badugi(c); });
  // Omaha: four hole cards and a board of five, the best of 6 x 10 five-card hands (R37).
  bench_random_n("random9_omaha", 9, [](const poker::Card* c) {
    return poker::evaluate_omaha(std::span<const poker::Card>(c, 4),
                                 std::span<const poker::Card>(c + 4, 5));
  });
  // The hi-lo games' eight-or-better low (R38): Omaha's (two and three, 60 hands) and the best
  // five of seven (stud-8); razz's A-5 low of seven (R42).
  bench_random_n("random9_omaha_low", 9, [](const poker::Card* c) {
    return poker::omaha_eight_or_better_low(std::span<const poker::Card>(c, 4),
                                            std::span<const poker::Card>(c + 4, 5));
  });
  bench_random_n("random7_eight_or_better_low", 7, [](const poker::Card* c) {
    return poker::best_eight_or_better_low(std::span<const poker::Card>(c, 7));
  });
  bench_random_n("random7_ace_to_five", 7, [](const poker::Card* c) {
    return poker::evaluate_ace_to_five(std::span<const poker::Card>(c, 7));
  });
  return 0;
}
