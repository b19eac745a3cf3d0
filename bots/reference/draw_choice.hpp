#pragma once
// The reference bot's draws, by the rules of thumb draw players teach:
//   - 2-7 lowball: keep the best low: distinct cards of eight or lower (aces are high); a pair
//     is broken (one of it kept), and so is a straight or a flush. A made hand (five distinct
//     cards, no straight nor flush) stands pat when it is good enough (nine high or better while
//     draws remain, ten high at the last), and is broken (its top card thrown) when it is nine
//     high or worse and an opponent stood pat: a pat hand is more often eight high or better.
//   - Badugi: keep the best rainbow set of distinct ranks; a four-card badugi stands pat unless
//     it is rough (jack high or worse) against an opponent who stood pat;
//     a three-card hand throws a high card (nine or worse) too while draws remain.
//   - Five-card draw: keep pairs and better; a straight or a flush stands pat; four to a flush or
//     to an open straight draws one; else keep the two highest cards.
//   - Crazy Pineapple's compulsory discard: keep the two that make the best hand with the board.
// Snowing (standing pat with nothing, to bluff) is decided by the bot (reference.cpp), not here.
#include <algorithm>
#include <array>
#include <span>
#include <vector>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/low_evaluator.hpp"

namespace reference {

using poker::Card;

// Ranks 0..12 are 2..A. In 2-7 an eight is rank 6; badugi counts aces low.
inline constexpr int kEight = 6;
inline constexpr int kNine = 7;
inline constexpr int kTen = 8;
inline constexpr int kJack = 9;

inline int badugi_rank(Card c) {
  return (c.rank() + 1) % 13;  // aces low: A=0, 2=1, ..., K=12
}

// What the opponents did at the last draw, as the draw rules need it.
struct DrawContext {
  int draws_left = 0;               // draw rounds after this one
  bool opponent_stood_pat = false;  // some live opponent drew no card at its last draw
};

// 2-7: the cards to keep.
inline std::vector<Card> deuce_to_seven_keep(std::span<const Card> hand, const DrawContext& ctx) {
  std::vector<Card> sorted(hand.begin(), hand.end());
  std::sort(sorted.begin(), sorted.end(), [](Card a, Card b) { return a.rank() < b.rank(); });
  std::vector<Card> distinct;
  for (const Card c : sorted)
    if (distinct.empty() || distinct.back().rank() != c.rank()) distinct.push_back(c);
  if (distinct.size() == 5 && hand.size() == 5) {
    const poker::Category cat = poker::category(poker::evaluate5(sorted.data()));
    const bool straight_or_flush = cat == poker::Category::Straight ||
                                   cat == poker::Category::Flush ||
                                   cat == poker::Category::StraightFlush;
    const int top = distinct.back().rank();
    // Behind: an opponent stood pat, and a pat hand is eight high or better more often than not.
    const bool behind = ctx.opponent_stood_pat && top >= kNine;
    const int worst_pat = ctx.draws_left > 0 ? kNine : kTen;
    if (!straight_or_flush && !behind && top <= worst_pat) return distinct;  // stand pat
  }
  std::vector<Card> keep;
  for (const Card c : distinct)
    if (c.rank() <= kEight) keep.push_back(c);
  if (keep.size() == 5) keep.pop_back();  // a made hand broken: draw to the best four
  return keep;
}

// Badugi: the cards to keep.
inline std::vector<Card> badugi_keep(std::span<const Card> hand, const DrawContext& ctx) {
  if (hand.size() != 4) return {};
  std::vector<Card> keep = poker::badugi_cards(hand);
  std::sort(keep.begin(), keep.end(),
            [](Card a, Card b) { return badugi_rank(a) < badugi_rank(b); });
  const int top = keep.empty() ? 0 : badugi_rank(keep.back());
  if (keep.size() == 4) {
    const bool rough = top >= kJack + 1;  // jack high or worse (aces low: jack is 10)
    if (rough && ctx.opponent_stood_pat) keep.pop_back();
    return keep;
  }
  if (keep.size() == 3 && top >= 8 && ctx.draws_left > 0) keep.pop_back();  // nine or worse
  return keep;
}

// Five-card draw: the cards to keep.
inline std::vector<Card> five_card_draw_keep(std::span<const Card> hand) {
  if (hand.size() != 5) return std::vector<Card>(hand.begin(), hand.end());
  std::array<int, 13> by_rank{};
  std::array<int, 4> by_suit{};
  for (const Card c : hand) {
    ++by_rank[static_cast<std::size_t>(c.rank())];
    ++by_suit[static_cast<std::size_t>(c.suit())];
  }
  const poker::Category cat = poker::category(poker::evaluate5(hand.data()));
  if (cat >= poker::Category::Straight) return std::vector<Card>(hand.begin(), hand.end());
  std::vector<Card> keep;
  for (const Card c : hand)
    if (by_rank[static_cast<std::size_t>(c.rank())] >= 2) keep.push_back(c);
  if (!keep.empty()) return keep;
  for (int suit = 0; suit < 4; ++suit)
    if (by_suit[static_cast<std::size_t>(suit)] == 4) {
      for (const Card c : hand)
        if (c.suit() == suit) keep.push_back(c);
      return keep;
    }
  for (int low = 0; low + 3 <= 12; ++low) {  // four in a row, open at both ends
    bool run = low > 0 && low + 3 < 12;
    for (int r = low; r < low + 4 && run; ++r) run = by_rank[static_cast<std::size_t>(r)] == 1;
    if (!run) continue;
    for (const Card c : hand)
      if (c.rank() >= low && c.rank() < low + 4) keep.push_back(c);
    return keep;
  }
  keep.assign(hand.begin(), hand.end());
  std::sort(keep.begin(), keep.end(), [](Card a, Card b) { return a.rank() > b.rank(); });
  keep.resize(2);
  return keep;
}

// Crazy Pineapple: the two of three hole cards that make the best hand with the board.
inline std::vector<Card> pineapple_keep(std::span<const Card> hole, std::span<const Card> board) {
  std::vector<Card> best(hole.begin(), hole.end());
  if (hole.size() != 3 || board.size() < 3) {
    std::sort(best.begin(), best.end(), [](Card a, Card b) { return a.rank() > b.rank(); });
    best.resize(std::min<std::size_t>(2, best.size()));
    return best;
  }
  poker::HandRank best_rank = 0;
  for (std::size_t skip = 0; skip < 3; ++skip) {
    std::vector<Card> cards;
    for (std::size_t i = 0; i < 3; ++i)
      if (i != skip) cards.push_back(hole[i]);
    const std::vector<Card> two = cards;
    cards.insert(cards.end(), board.begin(), board.end());
    const poker::HandRank r = poker::evaluate(cards);
    if (r >= best_rank) {
      best_rank = r;
      best = two;
    }
  }
  return best;
}

// The cards of `hand` to keep in `variant`'s draw (the rest are discarded).
inline std::vector<Card> keep_for_draw(std::string_view ranking, std::span<const Card> hand,
                                       std::span<const Card> board, const DrawContext& ctx) {
  if (ranking == "2-7-low") return deuce_to_seven_keep(hand, ctx);
  if (ranking == "badugi") return badugi_keep(hand, ctx);
  if (!board.empty() || hand.size() == 3) return pineapple_keep(hand, board);
  return five_card_draw_keep(hand);
}

}  // namespace reference
