// Push or fold, at the heads-up equilibrium the project computes (bots/push_fold/,
// push_fold_solve): in no-limit hold'em with at most 15 big blinds behind (the shorter of its stack
// and the deepest opponent's still in), it either puts its whole stack in before the flop or folds
// (checks when free), by the charts in bots/push_fold_chart.hpp, its mixed strategies drawn from
// a seeded generator (`push_fold --seed N`).
//   - Folded to it (or only limps before it): it pushes the small blind's range.
//   - Facing a raise or a push: it calls (or re-pushes over a raise short of all in) with the big
//     blind's calling range; in the big blind after a limp it pushes that range too, else checks.
//   - With more players than two in the hand the charts are heads-up ones, taken at the depth
//     times the opponents still in: a rough way to tighten for the chance that one of them wakes
//     up with a hand, not an equilibrium of the multi-way game (bots/README.md says more).
// Deeper stacks, the other games and any hand that reaches the flop without all-ins it plays as
// hand_strength does (bots/hand_strength_play.hpp).
#include <algorithm>
#include <random>

#include "arena_bot.hpp"
#include "hand_strength_play.hpp"
#include "push_fold_chart.hpp"

namespace {

using arena_bot::Chips;
using arena_bot::Decision;
using arena_bot::GameState;

// Chips a player had when the hand began: behind, plus everything put in (antes included).
Chips starting_chips(const arena_bot::Player& p) {
  return p.stack + p.put_in;
}

push_fold::Antes antes_of(const GameState& s) {
  const double ante = static_cast<double>(s.ante) / static_cast<double>(s.big_blind);
  if (s.ante_kind == "every-player") return {ante, ante};
  if (s.ante_kind == "big-blind") return {0, ante};
  return {};
}

// The stack that is at stake, in big blinds: the smaller of mine and the deepest opponent's
// still in the hand.
double effective_stack_bb(const GameState& s) {
  Chips deepest = 0;
  for (const auto& p : s.players)
    if (p.in_hand && !p.folded && p.seat != s.my_seat)
      deepest = std::max(deepest, starting_chips(p));
  return static_cast<double>(std::min(starting_chips(s.me()), deepest)) /
         static_cast<double>(s.big_blind);
}

bool push_fold_game(const GameState& s) {
  return s.variant == "holdem" && s.ranking == "high" && s.structure == "no-limit" && !s.stud &&
         s.hole.size() == 2 && s.street == "preflop" && s.big_blind > 0;
}

Decision all_in(const GameState& s) {
  return s.can("raise") || s.can("bet") ? Decision::aggressive(s, s.max_raise_to)
                                        : Decision::passive(s);
}

Decision give_up(const GameState& s) {
  return s.can("check")  ? Decision::check()
         : s.can("fold") ? Decision::fold()
                         : Decision::passive(s);
}

Decision decide(const GameState& s, std::mt19937_64& rng) {
  if (!push_fold_game(s)) return hand_strength_play::decide(s, rng);
  const double stack_bb = effective_stack_bb(s);
  if (stack_bb > push_fold::kDeepestChart) return hand_strength_play::decide(s, rng);
  const auto cards = poker::parse_cards(s.hole[0] + s.hole[1]);
  if (!cards || cards->size() != 2) return hand_strength_play::decide(s, rng);
  const int hand_class = push_fold::class_of((*cards)[0], (*cards)[1]);
  // Heads-up the chart's own depth; against more, deeper (tighter) by the number of them.
  const double depth = std::min(push_fold::kDeepestChart, stack_bb * s.opponents_in_hand());
  const push_fold::Antes antes = antes_of(s);
  const double draw = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
  const bool raised = s.current_bet() > s.big_blind;
  const bool big_blind_option = !raised && s.my_bet() >= s.big_blind;
  if (raised || big_blind_option) {
    if (!push_fold::should_call(hand_class, depth, draw, antes)) return give_up(s);
    // Over a push: call. Over a raise short of all in, or a limp: push.
    return s.can("call") && s.to_call >= s.my_stack() ? Decision::call() : all_in(s);
  }
  return push_fold::should_push(hand_class, depth, draw, antes) ? all_in(s) : give_up(s);
}

}  // namespace

int main(int argc, char** argv) {
  const auto seed = arena_bot::seed_from_args(argc, argv);  // --seed N: the same play each run
  if (!seed) return 2;
  std::mt19937_64 rng{*seed};
  return arena_bot::run_with_draw([&rng](const GameState& s) { return decide(s, rng); },
                                  [](const GameState& s) { return hand_strength_play::draw(s); },
                                  "push_fold", "1.0");
}
