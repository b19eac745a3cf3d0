// The cost of the seeded deal (R2) and of the sit-and-go's bookkeeping around each hand.
// Figures as JSON lines on stdout; notes on stderr. Each figure runs for at least one second.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>

#include <benchmark/benchmark.h>

#include "engine/deal.hpp"
#include "engine/sit_and_go.hpp"

using namespace poker;
using Clock = std::chrono::steady_clock;

namespace {

void report(const char* name, double value, const char* unit, std::uint64_t n) {
  std::printf("{\"bench\":\"%s\",\"value\":%.0f,\"unit\":\"%s\",\"n\":%llu}\n", name, value, unit,
              static_cast<unsigned long long>(n));
  std::fflush(stdout);
}

// Runs `batch` repeatedly until a second has passed; returns (calls, seconds).
template <class F>
std::pair<std::uint64_t, double> run_for_a_second(std::uint64_t batch, F&& f) {
  std::uint64_t done = 0;
  const auto start = Clock::now();
  double seconds = 0;
  do {
    for (std::uint64_t i = 0; i < batch; ++i) f(done + i);
    done += batch;
    seconds = std::chrono::duration<double>(Clock::now() - start).count();
  } while (seconds < 1.0);
  return {done, seconds};
}

void deck_figure(const char* name, const Seed& seed, int k) {
  auto [n, s] = run_for_a_second(100'000, [&](std::uint64_t i) {
    auto deck = shuffled_deck_prefix(seed, i + 1, k);
    benchmark::DoNotOptimize(deck);
  });
  std::fprintf(stderr, "%s: %.0f ns per deck\n", name, s * 1e9 / static_cast<double>(n));
  report(name, static_cast<double>(n) / s, "decks/s", n);
}

}  // namespace

int main() {
  const Seed seed = Seed::from_text("bench");
  deck_figure("engine.deal.full_deck", seed, kDeckSize);
  deck_figure("engine.deal.six_handed_prefix", seed, 2 * 6 + 8);

  // Whole 6-handed sit-and-gos with a cheap in-process policy (call, or check), so the figure
  // is the deal, the hand machine and the tournament's bookkeeping, not a player's thinking.
  SitAndGoSetup setup;
  setup.entrants = 6;
  setup.starting_stack = 1500;
  setup.schedule = {"bench", LevelUnit::Hands, {}};
  for (int i = 1; i <= 20; ++i)
    setup.schedule.levels.push_back({5L * i, 10L * i, 0, AnteKind::None, 10});
  std::uint64_t hands = 0, tournaments = 0;
  std::mt19937 rng(1);
  const SitAndGo::Decide decide = [&rng](const Hand& hand, int) {
    const Legal l = hand.legal();
    if (l.check) return Action{ActionType::Check, 0};
    if (l.fold && (rng() & 3) != 0) return Action{ActionType::Fold, 0};
    return Action{ActionType::Call, 0};
  };
  {
    // Warm-up: the first hand pays for one-time costs (first touches of code and data), not
    // measured.
    setup.seed = Seed::from_text("warm-up");
    SitAndGo(setup).play(decide);
  }
  const auto start = Clock::now();
  double seconds = 0;
  do {
    setup.seed = Seed::from_text("bench-" + std::to_string(tournaments++));
    SitAndGo sng(setup);
    sng.play(decide);
    hands += static_cast<std::uint64_t>(sng.hands_played());
    seconds = std::chrono::duration<double>(Clock::now() - start).count();
  } while (seconds < 1.0);
  std::fprintf(stderr, "sit-and-go: %llu tournaments, %llu hands, %.0f ns per hand\n",
               static_cast<unsigned long long>(tournaments), static_cast<unsigned long long>(hands),
               seconds * 1e9 / static_cast<double>(hands));
  report("engine.sit_and_go.hands", static_cast<double>(hands) / seconds, "hands/s", hands);
  return 0;
}
