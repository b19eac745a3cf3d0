#pragma once
// One computed push/fold chart (bots/push_fold/ranges.hpp holds them all): a spot and, per
// starting-hand class (push_fold/hand_class.hpp), how often the small blind pushes and how often
// the big blind calls a push, in thousandths.
#include <array>
#include <cstdint>

namespace push_fold {

struct Chart {
  double stack;             // big blinds each player starts the hand with
  double small_blind_ante;  // big blinds of dead money each side posts before its blind
  double big_blind_ante;
  double pusher_gain;  // what a best response of either side gains against these ranges,
  double caller_gain;  // in big blinds a hand (push_fold_solve measures them)
  std::array<std::uint16_t, 169> push;
  std::array<std::uint16_t, 169> call;
};

inline constexpr int kPerMille = 1000;

}  // namespace push_fold
