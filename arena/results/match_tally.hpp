#pragma once
// A match's running totals, kept the same way by the director as it plays and by `arena verify`
// as it re-derives: chips won and hands by bot, and each finished deal's net (summed over its
// seat rotations) as one bb/100 sample of the bot's win rate.
#include <cstdint>
#include <span>
#include <vector>

#include "arena/results/match_standings.hpp"
#include "arena/results/win_rate.hpp"
#include "engine/hand.hpp"

namespace arena {

class MatchTally {
 public:
  MatchTally(int bots, poker::Chips big_blind, int rotations);

  // One hand's net chips by entrant, and its all-in adjusted net (R47: all_in_adjusted_net);
  // `ends_deal`: the hand was its deal's last rotation.
  void add_hand(std::span<const poker::Chips> net, std::span<const double> adjusted,
                bool ends_deal);

  // `bots` (in entry order: names, seats and what the arena measured) with their chips won,
  // hands, win rates and places by chips won.
  std::vector<MatchBotResult> results(const std::vector<BotResult>& bots) const;

  std::int64_t deals() const { return per_deal_.empty() ? 0 : per_deal_[0].count(); }

 private:
  poker::Chips big_blind_;
  int rotations_;
  std::vector<poker::Chips> chips_won_;  // by entrant, over the whole match
  std::vector<poker::Chips> deal_net_;   // by entrant, over the deal in play
  std::vector<int> hands_played_;
  std::vector<RunningStats> per_deal_;  // bb/100 of each finished deal, by entrant
  std::vector<double> deal_adjusted_;   // the all-in adjusted net of the deal in play
  std::vector<RunningStats> per_deal_adjusted_;
  int adjusted_hands_ = 0;  // hands whose result the adjustment changed
};

// A finished hand's all-in adjusted net by hand player (R47): `net` where the hand was not all
// in before its last board card, else net less the pots won plus the pots' expected share.
std::vector<double> all_in_adjusted_net(const poker::Hand& hand,
                                        std::span<const poker::Event> events,
                                        std::span<const poker::Chips> net);

}  // namespace arena
