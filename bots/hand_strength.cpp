// Bets by hand strength (bots/hand_strength_play.hpp says how): estimates its equity against the
// opponents still in the hand by Monte Carlo and bets, calls or folds by it.
// Against bots that play any two cards this wins: it puts money in with the better hand.
// `hand_strength --seed N` draws the same samples every run (reproducible seeded runs).
#include <random>

#include "arena_bot.hpp"
#include "hand_strength_play.hpp"

int main(int argc, char** argv) {
  const auto seed = arena_bot::seed_from_args(argc, argv);  // --seed N: the same samples each run
  if (!seed) return 2;
  std::mt19937_64 rng{*seed};
  return arena_bot::run_with_draw(
      [&rng](const arena_bot::GameState& s) { return hand_strength_play::decide(s, rng); },
      [](const arena_bot::GameState& s) { return hand_strength_play::draw(s); }, "hand_strength",
      "1.0");
}
