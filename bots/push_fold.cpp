// The push_fold bot: no-limit hold'em at up to 15 big blinds played by the heads-up push/fold
// equilibrium charts (bots/push_fold_play.hpp says how), seeded (`push_fold --seed N`). Deeper
// stacks, the other games and any hand that reaches the flop without all-ins it plays as
// hand_strength does (bots/hand_strength_play.hpp).
#include <random>

#include "arena_bot.hpp"
#include "hand_strength_play.hpp"
#include "push_fold_play.hpp"

int main(int argc, char** argv) {
  const auto seed = arena_bot::seed_from_args(argc, argv);  // --seed N: the same play each run
  if (!seed) return 2;
  std::mt19937_64 rng{*seed};
  return arena_bot::run_with_draw(
      [&rng](const arena_bot::GameState& s) {
        if (auto chart = push_fold_play::decide(s, rng)) return *chart;
        return hand_strength_play::decide(s, rng);
      },
      [](const arena_bot::GameState& s) { return hand_strength_play::draw(s); }, "push_fold",
      "1.0");
}
