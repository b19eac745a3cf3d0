// Picks a legal action at random; bets and raises are sized at random, mostly small, so its
// tournaments last long enough to be interesting. `random_bot --seed N` plays the same way every
// time it sees the same game, so a seeded run with it is reproducible; without a seed it draws one.
#include <algorithm>
#include <random>

#include "arena_bot.hpp"

int main(int argc, char** argv) {
  const auto seed = arena_bot::seed_from_args(argc, argv);
  if (!seed) return 2;
  std::mt19937_64 rng{*seed};
  auto decide = [&rng](const arena_bot::GameState& s) {
    using arena_bot::Decision;
    if (s.legal.empty()) return Decision::fold();
    std::uniform_int_distribution<std::size_t> pick(0, s.legal.size() - 1);
    const std::string& action = s.legal[pick(rng)];
    if (action != "bet" && action != "raise") return Decision{action, 0};
    // Between the minimum and a quarter of the way to all-in.
    const arena_bot::Chips span = (s.max_raise_to - s.min_raise_to) / 4;
    std::uniform_int_distribution<arena_bot::Chips> size(0, span > 0 ? span : 0);
    return Decision{action, s.min_raise_to + size(rng)};
  };
  // Draw games: a count in the round's range, the cards at random.
  auto draw = [&rng](const arena_bot::GameState& s) {
    std::vector<std::string> cards = s.hole;
    std::shuffle(cards.begin(), cards.end(), rng);
    std::uniform_int_distribution<int> count(
        s.min_discard, std::min<int>(s.max_discard, static_cast<int>(cards.size())));
    cards.resize(static_cast<std::size_t>(count(rng)));
    return cards;
  };
  return arena_bot::run_with_draw(decide, draw, "random", "1.0");
}
