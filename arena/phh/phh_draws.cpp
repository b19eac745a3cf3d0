#include "arena/phh/phh_draws.hpp"

#include <algorithm>

namespace arena::phh {
namespace {

std::string who(int player) {
  return "p" + std::to_string(player + 1);
}

}  // namespace

DrawTrace::DrawTrace(int players, int hole_cards)
    : hole_cards_(hole_cards),
      dealt_(static_cast<std::size_t>(players)),
      initial_(static_cast<std::size_t>(players)),
      held_(static_cast<std::size_t>(players)),
      pending_action_(static_cast<std::size_t>(players)),
      pending_places_(static_cast<std::size_t>(players)) {}

poker::Card& DrawTrace::card_of(std::size_t player, const Origin& origin) {
  const auto index = static_cast<std::size_t>(origin.index);
  return origin.draw < 0 ? initial_[player][index]
                         : drawn_[static_cast<std::size_t>(origin.draw)][index];
}

poker::Card DrawTrace::card_of(std::size_t player, const Origin& origin) const {
  const auto index = static_cast<std::size_t>(origin.index);
  return origin.draw < 0 ? initial_[player][index]
                         : drawn_.at(static_cast<std::size_t>(origin.draw))[index];
}

bool DrawTrace::held_by_anyone(poker::Card c) const {
  for (std::size_t p = 0; p < held_.size(); ++p)
    for (const Origin& o : held_[p])
      if (card_of(p, o) == c) return true;
  return false;
}

std::string DrawTrace::deal(int player, const std::vector<poker::Card>& cards) {
  const auto p = static_cast<std::size_t>(player);
  for (const poker::Card c : cards)
    if (c.known() && held_by_anyone(c)) return poker::to_string(c) + " is held already";
  if (!dealt_[p]) {
    if (static_cast<int>(cards.size()) != hole_cards_)
      return "the game deals " + std::to_string(hole_cards_) + " hole cards";
    dealt_[p] = true;
    initial_[p] = cards;
    for (int i = 0; i < hole_cards_; ++i) held_[p].push_back(Origin{-1, i});
    return "";
  }
  if (pending_places_[p].empty()) return who(player) + " is dealt cards without having discarded";
  if (cards.size() != pending_places_[p].size())
    return who(player) + " discarded " + std::to_string(pending_places_[p].size()) +
           " cards but is dealt " + std::to_string(cards.size());
  const std::size_t action = pending_action_[p];
  drawn_[action] = cards;
  for (std::size_t k = 0; k < cards.size(); ++k)
    held_[p][static_cast<std::size_t>(pending_places_[p][k])] =
        Origin{static_cast<long>(action), static_cast<int>(k)};
  pending_places_[p].clear();
  return "";
}

std::string DrawTrace::discard(int player, std::size_t action,
                               const std::vector<poker::Card>& cards) {
  const auto p = static_cast<std::size_t>(player);
  if (!dealt_[p]) return who(player) + " discards before it is dealt";
  if (!pending_places_[p].empty()) return who(player) + " discards again before its draw";
  if (cards.size() > held_[p].size()) return who(player) + " discards more cards than it holds";
  std::vector<bool> taken(held_[p].size());
  for (const poker::Card c : cards) {
    bool found = false;
    for (std::size_t i = 0; i < held_[p].size() && !found; ++i) {
      if (!taken[i] && card_of(p, held_[p][i]) == c) {
        taken[i] = true;
        pending_places_[p].push_back(static_cast<int>(i));
        found = true;
      }
    }
    if (!found)
      return who(player) + " discards " + poker::to_string(c) + ", which it does not hold";
  }
  pending_action_[p] = action;
  return "";
}

std::string DrawTrace::show(int player, const std::vector<poker::Card>& cards) {
  const auto p = static_cast<std::size_t>(player);
  if (!dealt_[p]) return "";  // nothing to trace: the replay reports a hand never dealt
  if (cards.size() != held_[p].size())
    return who(player) + " shows " + std::to_string(cards.size()) + " cards but holds " +
           std::to_string(held_[p].size());
  const auto value = [&](const Origin& o) -> poker::Card& { return card_of(p, o); };
  // Known cards must be held; each card shown that is not known fills the next unknown place.
  std::vector<poker::Card> missing;
  for (const poker::Card c : cards) {
    if (!c.known()) continue;
    const bool held = std::any_of(held_[p].begin(), held_[p].end(),
                                  [&](const Origin& o) { return value(o) == c; });
    if (!held) missing.push_back(c);
  }
  std::size_t next = 0;
  for (const Origin& o : held_[p]) {
    poker::Card& c = value(o);
    if (c.known() || next == missing.size()) continue;
    if (held_by_anyone(missing[next])) return poker::to_string(missing[next]) + " is held already";
    c = missing[next++];
  }
  if (next != missing.size())
    return who(player) + " shows " + poker::to_string(missing[next]) + ", which it does not hold";
  return "";
}

int DrawTrace::awaiting_replacements() const {
  for (std::size_t p = 0; p < pending_places_.size(); ++p)
    if (!pending_places_[p].empty()) return static_cast<int>(p);
  return -1;
}

void DrawTrace::fill(poker::Deal& deal) const {
  for (std::size_t p = 0; p < initial_.size(); ++p)
    for (std::size_t i = 0; i < initial_[p].size(); ++i) deal.hole[p][i] = initial_[p][i];
}

std::vector<poker::Card> DrawTrace::replacements(std::size_t action) const {
  const auto it = drawn_.find(action);
  return it == drawn_.end() ? std::vector<poker::Card>{} : it->second;
}

}  // namespace arena::phh
