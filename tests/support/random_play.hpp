#pragma once
// Random legal play for tests that drive engine hands in-process (the protocol's messages, the
// SDK's state): one place that picks an action from what the engine allows.
#include <random>
#include <vector>

#include "engine/hand.hpp"

namespace test_play {

// How a random bet or raise is sized.
enum class BetSize {
  Extremes,  // the minimum or the maximum (all-in), half the time each
  Anywhere,  // any total in [min_raise_to, max_raise_to]
};

// A random action among those `legal` allows: fold, check, call, or a bet/raise sized by `size`.
inline poker::Action random_legal_action(const poker::Legal& l, std::mt19937_64& rng,
                                         BetSize size) {
  std::vector<poker::Action> options;
  if (l.fold) options.push_back({poker::ActionType::Fold, 0});
  if (l.check) options.push_back({poker::ActionType::Check, 0});
  if (l.call) options.push_back({poker::ActionType::Call, 0});
  if (l.bet || l.raise) {
    const auto type = l.bet ? poker::ActionType::Bet : poker::ActionType::Raise;
    const poker::Chips span = l.max_raise_to - l.min_raise_to;
    if (size == BetSize::Extremes)
      options.push_back({type, rng() % 2 ? l.min_raise_to : l.max_raise_to});
    else
      options.push_back(
          {type, l.min_raise_to + (span > 0 ? static_cast<poker::Chips>(rng() % (span + 1)) : 0)});
  }
  return options[rng() % options.size()];
}

}  // namespace test_play
