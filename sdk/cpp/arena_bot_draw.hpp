#pragma once
// The draw games' side of the C++ SDK (sdk/PROTOCOL.md, "Drawing"): the `discard` answer, the
// default discards, and the check that a bot's discards fit the request before they go out.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "arena_bot_state.hpp"

namespace arena_bot {

// The answer to draw request `id`: the cards discarded, none to stand pat (no '\n').
inline std::string discard_line(std::int64_t id, const std::vector<std::string>& cards) {
  json answer{{"type", "discard"}, {"id", id}, {"cards", cards}};
  return answer.dump(-1, ' ', false, json::error_handler_t::replace);
}

namespace detail {
inline int rank_of(const std::string& card) {
  static constexpr std::string_view kRanks = "23456789TJQKA";
  return card.empty() ? -1 : static_cast<int>(kRanks.find(card[0]));
}
}  // namespace detail

// What a bot that says nothing of its draws discards: nothing where it may stand pat; where a
// discard is compulsory (Crazy Pineapple's one card), its lowest cards in a high game, its
// highest in a low one. default_discards_of gives `count` of them (the game's compulsory_discard
// to pre-act it with Advance::discard); default_discards the turn's min_discard.
inline std::vector<std::string> default_discards_of(const GameState& s, int count) {
  std::vector<std::string> cards = s.hole;
  const bool low = s.ranking == "2-7-low" || s.ranking == "badugi";
  std::stable_sort(cards.begin(), cards.end(), [low](const std::string& a, const std::string& b) {
    return low ? detail::rank_of(a) > detail::rank_of(b) : detail::rank_of(a) < detail::rank_of(b);
  });
  cards.resize(std::min<std::size_t>(cards.size(), static_cast<std::size_t>(std::max(count, 0))));
  return cards;
}
inline std::vector<std::string> default_discards(const GameState& s) {
  return default_discards_of(s, s.min_discard);
}

// Whether `cards` answer the current draw request: distinct cards of my hand, as many as the
// round takes.
inline bool discards_fit(const GameState& s, const std::vector<std::string>& cards) {
  const auto n = static_cast<int>(cards.size());
  if (n < s.min_discard || n > s.max_discard) return false;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (std::find(s.hole.begin(), s.hole.end(), cards[i]) == s.hole.end()) return false;
    if (std::find(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(i), cards[i]) !=
        cards.begin() + static_cast<std::ptrdiff_t>(i))
      return false;
  }
  return true;
}

namespace detail {
// No draw callback: the default discards.
struct DefaultDraw {
  std::vector<std::string> operator()(const GameState& s) const { return default_discards(s); }
};
}  // namespace detail

}  // namespace arena_bot
