// The C++ SDK's evaluator at work (sdk/cpp/README.md, "Hand evaluation and equity"): in every
// game, it estimates its share of the pot against each opponent still in (a random hand, or in
// stud the up cards it shows), then raises when well ahead, calls when the share beats the price
// of the call, and folds otherwise. Deliberately simple: an example of the API, not a strategy
// to copy. Seeded (--seed N), so a run replays.
#include <algorithm>
#include <exception>
#include <iostream>

#include "arena_bot.hpp"
#include "arena_eval.hpp"

namespace {

using arena_bot::Decision;
using arena_bot::GameState;

// The others' hands as ranges: any cards, or in stud the up cards shown (the rest unseen).
// Folded players' up cards are out of the deck.
void opponents_of(const GameState& s, std::vector<arena_eval::Range>& ranges,
                  std::vector<arena_eval::Card>& dead) {
  for (const arena_bot::Player& p : s.players) {
    if (p.seat == s.my_seat || !p.in_hand) continue;
    const std::vector<arena_eval::Card> up = arena_eval::cards(p.up);
    if (p.folded) {
      dead.insert(dead.end(), up.begin(), up.end());
      continue;
    }
    ranges.push_back(up.empty() ? arena_eval::Range::any() : arena_eval::Range().add(up));
  }
}

Decision decide(const GameState& s, std::uint64_t seed) {
  const arena_eval::Game game = arena_eval::Game::named(s.variant);
  const std::vector<arena_eval::Card> hole = arena_eval::cards(s.hole);
  // Crazy Pineapple's third card is held only until its discard: equity counts the cards kept.
  if (static_cast<int>(hole.size()) > game.hole_cards()) return Decision::passive(s);
  std::vector<arena_eval::Range> ranges;
  std::vector<arena_eval::Card> dead;
  opponents_of(s, ranges, dead);
  if (ranges.empty()) return Decision::passive(s);
  const arena_eval::Equity e = arena_eval::equity(
      game, hole, arena_eval::cards(s.board), ranges,
      {.samples = 2000, .seed = seed + static_cast<std::uint64_t>(s.hand), .exact_limit = 50'000},
      dead);
  const double fair = 1.0 / static_cast<double>(ranges.size() + 1);
  const double cost = static_cast<double>(s.call_cost());
  if (e.share > std::min(0.7, 2 * fair) && (s.can("bet") || s.can("raise")))
    return Decision::aggressive(s, s.current_bet() + std::max<arena_bot::Chips>(s.pot, 1));
  if (cost == 0) return Decision::passive(s);
  // Call when the share of the pot after calling is worth more than the call.
  return e.share * (static_cast<double>(s.pot) + cost) >= cost ? Decision::call()
                                                               : Decision::fold();
}

}  // namespace

int main(int argc, char** argv) {
  const auto seed = arena_bot::seed_from_args(argc, argv);
  if (!seed) return 2;
  return arena_bot::run([&](const GameState& s) { return decide(s, *seed); }, "example_equity",
                        "1.0");
}
