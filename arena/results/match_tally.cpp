#include "arena/results/match_tally.hpp"

#include "engine/all_in_equity.hpp"

namespace arena {

MatchTally::MatchTally(int bots, poker::Chips big_blind, int rotations)
    : big_blind_(big_blind),
      rotations_(rotations),
      chips_won_(static_cast<std::size_t>(bots), 0),
      deal_net_(static_cast<std::size_t>(bots), 0),
      hands_played_(static_cast<std::size_t>(bots), 0),
      per_deal_(static_cast<std::size_t>(bots)),
      deal_adjusted_(static_cast<std::size_t>(bots), 0.0),
      per_deal_adjusted_(static_cast<std::size_t>(bots)) {}

void MatchTally::add_hand(std::span<const poker::Chips> net, std::span<const double> adjusted,
                          bool ends_deal) {
  bool changed = false;
  for (std::size_t i = 0; i < chips_won_.size() && i < net.size(); ++i) {
    chips_won_[i] += net[i];
    deal_net_[i] += net[i];
    ++hands_played_[i];
    const double a = i < adjusted.size() ? adjusted[i] : static_cast<double>(net[i]);
    deal_adjusted_[i] += a;
    changed = changed || a != static_cast<double>(net[i]);
  }
  adjusted_hands_ += changed ? 1 : 0;
  if (!ends_deal) return;
  for (std::size_t i = 0; i < deal_net_.size(); ++i) {
    per_deal_[i].add(
        bb_per_100(static_cast<double>(deal_net_[i]), static_cast<double>(big_blind_), rotations_));
    per_deal_adjusted_[i].add(
        bb_per_100(deal_adjusted_[i], static_cast<double>(big_blind_), rotations_));
    deal_net_[i] = 0;
    deal_adjusted_[i] = 0;
  }
}

std::vector<double> all_in_adjusted_net(const poker::Hand& hand,
                                        std::span<const poker::Event> events,
                                        std::span<const poker::Chips> net) {
  std::vector<double> out(net.begin(), net.end());
  const auto expected = poker::all_in_expected_winnings(hand, events);
  if (!expected) return out;
  for (std::size_t p = 0; p < out.size(); ++p)
    out[p] += (*expected)[p] - static_cast<double>(hand.won(static_cast<int>(p)));
  return out;
}

std::vector<MatchBotResult> MatchTally::results(const std::vector<BotResult>& bots) const {
  std::vector<MatchBotResult> out;
  for (std::size_t i = 0; i < bots.size() && i < chips_won_.size(); ++i) {
    MatchBotResult r;
    r.bot = bots[i];
    r.bot.chips = chips_won_[i];
    r.bot.hands_played = hands_played_[i];
    r.bb_per_100 = win_rate(per_deal_[i]);
    r.all_in_adjusted = win_rate(per_deal_adjusted_[i]);
    r.adjusted_hands = adjusted_hands_;
    out.push_back(std::move(r));
  }
  place_by_chips_won(out);
  return out;
}

}  // namespace arena
