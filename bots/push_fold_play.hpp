#pragma once
// Push or fold, at the heads-up equilibrium the project computes (bots/push_fold/,
// push_fold_solve), for any bot that plays short stacks by the charts (push_fold.cpp, the
// reference bot's short-stack hook): in no-limit hold'em before the flop with at most 15 big
// blinds behind (the shorter of its stack and the deepest opponent's still in), it either puts
// its whole stack in or folds (checks when free), by the charts in bots/push_fold_chart.hpp, its
// mixed strategies drawn from the caller's seeded generator.
//   - Folded to it (or only limps before it): it pushes the small blind's range.
//   - Facing a raise or a push: it calls (or re-pushes over a raise short of all in) with the big
//     blind's calling range; in the big blind after a limp it pushes that range too, else checks.
//   - With more players than two in the hand the charts are heads-up ones, taken at the depth
//     times the opponents still in: a rough way to tighten for the chance that one of them wakes
//     up with a hand, not an equilibrium of the multi-way game (bots/README.md says more).
#include <algorithm>
#include <optional>
#include <random>

#include "arena_bot.hpp"
#include "push_fold_chart.hpp"

namespace push_fold_play {

using arena_bot::Chips;
using arena_bot::Decision;
using arena_bot::GameState;

// Chips a player had when the hand began: behind, plus everything put in (antes included).
inline Chips starting_chips(const arena_bot::Player& p) {
  return p.stack + p.put_in;
}

inline push_fold::Antes antes_of(const GameState& s) {
  const double ante = static_cast<double>(s.ante) / static_cast<double>(s.big_blind);
  if (s.ante_kind == "every-player") return {ante, ante};
  if (s.ante_kind == "big-blind") return {0, ante};
  return {};
}

// The stack that is at stake, in big blinds: the smaller of mine and the deepest opponent's
// still in the hand.
inline double effective_stack_bb(const GameState& s) {
  Chips deepest = 0;
  for (const auto& p : s.players)
    if (p.in_hand && !p.folded && p.seat != s.my_seat)
      deepest = std::max(deepest, starting_chips(p));
  return static_cast<double>(std::min(starting_chips(s.me()), deepest)) /
         static_cast<double>(s.big_blind);
}

inline bool push_fold_game(const GameState& s) {
  return s.variant == "holdem" && s.ranking == "high" && s.structure == "no-limit" && !s.stud &&
         s.hole.size() == 2 && s.street == "preflop" && s.big_blind > 0;
}

inline Decision all_in(const GameState& s) {
  return s.can("raise") || s.can("bet") ? Decision::aggressive(s, s.max_raise_to)
                                        : Decision::passive(s);
}

inline Decision give_up(const GameState& s) {
  return s.can("check")  ? Decision::check()
         : s.can("fold") ? Decision::fold()
                         : Decision::passive(s);
}

// The chart's decision, or nullopt outside its ground (another game or street, deeper than the
// deepest chart), where the calling bot plays its own way.
inline std::optional<Decision> decide(const GameState& s, std::mt19937_64& rng) {
  if (!push_fold_game(s)) return std::nullopt;
  const double stack_bb = effective_stack_bb(s);
  if (stack_bb > push_fold::kDeepestChart) return std::nullopt;
  const auto cards = poker::parse_cards(s.hole[0] + s.hole[1]);
  if (!cards || cards->size() != 2) return std::nullopt;
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

}  // namespace push_fold_play
