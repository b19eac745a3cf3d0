#include "arena/phh/phh_stud.hpp"

namespace arena::phh {
namespace {

std::string player_word(int p) {
  return "p" + std::to_string(p + 1);
}

}  // namespace

StudTrace::StudTrace(int players) : players_(players) {}

bool StudTrace::note(poker::Card c) {
  if (!c.known()) return true;
  const std::uint64_t bit = std::uint64_t{1} << c.index;
  if (seen_ & bit) return false;
  seen_ |= bit;
  return true;
}

std::string StudTrace::deal(int player, const std::vector<poker::Card>& cards) {
  auto& third = third_[static_cast<std::size_t>(player)];
  for (const poker::Card c : cards)
    if (!note(c)) return poker::to_string(c) + " is dealt twice";
  if (third.empty()) {
    if (cards.size() != 3)
      return "stud deals 3 cards on third street, not " + std::to_string(cards.size());
    third = cards;
    return {};
  }
  if (cards.size() != 1) return "stud deals 1 card a street after the third";
  auto& later = later_[static_cast<std::size_t>(player)];
  if (later.size() == 4) return player_word(player) + " is dealt more than 7 cards";
  later.push_back(stub_.size());
  stub_.push_back(cards[0]);
  return {};
}

std::string StudTrace::board(const std::vector<poker::Card>& cards) {
  for (const poker::Card c : cards) {
    if (!note(c)) return poker::to_string(c) + " is dealt twice";
    stub_.push_back(c);
  }
  return {};
}

std::string StudTrace::show(int player, const std::vector<poker::Card>& cards) {
  const auto p = static_cast<std::size_t>(player);
  const std::size_t held = third_[p].size() + later_[p].size();
  if (cards.size() != held)
    return player_word(player) + " shows " + std::to_string(cards.size()) + " cards but holds " +
           std::to_string(held);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    poker::Card& dealt = i < 3 ? third_[p][i] : stub_[later_[p][i - 3]];
    if (!cards[i].known()) continue;
    if (dealt.known()) {
      if (dealt != cards[i])
        return player_word(player) + " shows " + poker::to_string(cards[i]) + " but was dealt " +
               poker::to_string(dealt);
      continue;
    }
    if (!note(cards[i])) return poker::to_string(cards[i]) + " is dealt twice";
    dealt = cards[i];
  }
  return {};
}

void StudTrace::fill(poker::Deal& deal) const {
  for (int p = 0; p < players_; ++p)
    for (std::size_t i = 0; i < third_[static_cast<std::size_t>(p)].size(); ++i)
      deal.hole[static_cast<std::size_t>(p)][i] = third_[static_cast<std::size_t>(p)][i];
  deal.undealt_count = 0;
  for (const poker::Card c : stub_)
    deal.undealt[static_cast<std::size_t>(deal.undealt_count++)] = c;
}

}  // namespace arena::phh
