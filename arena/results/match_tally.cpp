#include "arena/results/match_tally.hpp"

namespace arena {

MatchTally::MatchTally(int bots, poker::Chips big_blind, int rotations)
    : big_blind_(big_blind),
      rotations_(rotations),
      chips_won_(static_cast<std::size_t>(bots), 0),
      deal_net_(static_cast<std::size_t>(bots), 0),
      hands_played_(static_cast<std::size_t>(bots), 0),
      per_deal_(static_cast<std::size_t>(bots)) {}

void MatchTally::add_hand(std::span<const poker::Chips> net, bool ends_deal) {
  for (std::size_t i = 0; i < chips_won_.size() && i < net.size(); ++i) {
    chips_won_[i] += net[i];
    deal_net_[i] += net[i];
    ++hands_played_[i];
  }
  if (!ends_deal) return;
  for (std::size_t i = 0; i < deal_net_.size(); ++i) {
    per_deal_[i].add(
        bb_per_100(static_cast<double>(deal_net_[i]), static_cast<double>(big_blind_), rotations_));
    deal_net_[i] = 0;
  }
}

std::vector<MatchBotResult> MatchTally::results(const std::vector<BotResult>& bots) const {
  std::vector<MatchBotResult> out;
  for (std::size_t i = 0; i < bots.size() && i < chips_won_.size(); ++i) {
    MatchBotResult r;
    r.bot = bots[i];
    r.bot.chips = chips_won_[i];
    r.bot.hands_played = hands_played_[i];
    r.bb_per_100 = win_rate(per_deal_[i]);
    out.push_back(std::move(r));
  }
  place_by_chips_won(out);
  return out;
}

}  // namespace arena
