#pragma once
// Sit-and-gos for the engine's tests (tests/sit_and_go*_test.cpp): a setup, players that never
// bet, always shove or play at random, and one hand played step by step.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "engine/sit_and_go.hpp"

namespace sng_test {

using namespace poker;

inline Schedule hands_schedule(std::vector<Level> levels) {
  return Schedule{"test", LevelUnit::Hands, std::move(levels)};
}

inline SitAndGoSetup make_setup(int entrants, Chips stack, Schedule schedule,
                                const std::string& seed, int hand_limit = 0) {
  SitAndGoSetup s;
  s.entrants = entrants;
  s.starting_stack = stack;
  s.schedule = std::move(schedule);
  s.seed = Seed::from_text(seed);
  s.hand_limit = hand_limit;
  return s;
}

// Nobody puts in a chip voluntarily: check when free, else fold (a stud bring-in, which may not
// fold, is posted). The big blind wins the blinds.
inline Action passive(const Hand& hand, int) {
  const Legal l = hand.legal();
  if (l.bring_in) return Action{ActionType::Call, 0};
  return l.check ? Action{ActionType::Check, 0} : Action{ActionType::Fold, 0};
}

// Everyone goes all-in or calls one: every hand is a showdown of everyone.
inline Action all_in(const Hand& hand, int) {
  const Legal l = hand.legal();
  if (l.raise) return Action{ActionType::Raise, l.max_raise_to};
  if (l.bet) return Action{ActionType::Bet, l.max_raise_to};
  if (l.call) return Action{ActionType::Call, 0};
  return Action{ActionType::Check, 0};
}

// A random legal action; shoves often enough that tournaments end.
struct RandomPlayer {
  std::mt19937_64 rng;
  Action operator()(const Hand& hand, int) {
    const Legal l = hand.legal();
    std::uniform_int_distribution<int> pct(0, 99);
    const int r = pct(rng);
    if ((l.bet || l.raise) && r < 25) {
      const ActionType t = l.bet ? ActionType::Bet : ActionType::Raise;
      if (r < 8) return Action{t, l.max_raise_to};
      std::uniform_int_distribution<Chips> amount(l.min_raise_to, l.max_raise_to);
      return Action{t, amount(rng)};
    }
    if (l.fold && r < 50) return Action{ActionType::Fold, 0};
    if (l.call) return Action{ActionType::Call, 0};
    if (l.check) return Action{ActionType::Check, 0};
    return Action{ActionType::Fold, 0};
  }
};

inline Chips total_chips(const SitAndGo& sng) {
  Chips sum = 0;
  for (int e = 0; e < sng.setup().entrants; ++e) sum += sng.stack(e);
  return sum;
}

// Plays one hand by hand so the test sees every step.
inline void play_one(SitAndGo& sng, const SitAndGo::Decide& decide) {
  const HandSetup& hs = sng.next_hand();
  Hand hand;
  hand.start(hs);
  while (!hand.finished()) {
    const int entrant = sng.hand_entrants()[static_cast<std::size_t>(hand.actor())];
    REQUIRE(hand.apply(decide(hand, entrant)) == ActionError::None);
  }
  sng.finish_hand(hand);
}

}  // namespace sng_test
