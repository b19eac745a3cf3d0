#include "engine/omaha_evaluator.hpp"

#include <stdexcept>
#include <string>

namespace poker {
namespace {

// Calls `take(five)` for every two of `hole` with every three of `board`.
template <typename Take>
void each_omaha_hand(std::span<const Card> hole, std::span<const Card> board, Take&& take) {
  std::array<Card, 5> five{};
  const std::size_t h = hole.size(), b = board.size();
  for (std::size_t i = 0; i + 1 < h; ++i) {
    five[0] = hole[i];
    for (std::size_t j = i + 1; j < h; ++j) {
      five[1] = hole[j];
      for (std::size_t x = 0; x + 2 < b; ++x) {
        five[2] = board[x];
        for (std::size_t y = x + 1; y + 1 < b; ++y) {
          five[3] = board[y];
          for (std::size_t z = y + 1; z < b; ++z) {
            five[4] = board[z];
            take(five);
          }
        }
      }
    }
  }
}

}  // namespace

HandRank evaluate_omaha(std::span<const Card> hole, std::span<const Card> board) {
  HandRank best = 0;
  each_omaha_hand(hole, board, [&best](const std::array<Card, 5>& five) {
    const HandRank rank = evaluate5(five.data());
    if (rank > best) best = rank;
  });
  return best;
}

HandRank evaluate_omaha_checked(std::span<const Card> hole, std::span<const Card> board) {
  if (hole.size() < 2 || hole.size() > 5)
    throw std::invalid_argument("omaha: 2 to 5 hole cards, got " + std::to_string(hole.size()));
  if (board.size() < 3 || board.size() > 5)
    throw std::invalid_argument("omaha: 3 to 5 board cards, got " + std::to_string(board.size()));
  std::array<bool, kDeckSize> seen{};
  for (const std::span<const Card> cards : {hole, board}) {
    for (const Card c : cards) {
      if (c.index >= kDeckSize) throw std::invalid_argument("omaha: an unknown card");
      if (seen[c.index]) throw std::invalid_argument("omaha: card " + to_string(c) + " twice");
      seen[c.index] = true;
    }
  }
  return evaluate_omaha(hole, board);
}

std::array<Card, 5> omaha_best_five(std::span<const Card> hole, std::span<const Card> board) {
  evaluate_omaha_checked(hole, board);
  HandRank best = 0;
  bool any = false;
  std::array<Card, 5> cards{};
  each_omaha_hand(hole, board, [&](const std::array<Card, 5>& five) {
    const HandRank rank = evaluate5(five.data());
    if (!any || rank > best) {
      any = true;
      best = rank;
      cards = five;
    }
  });
  return best_five(cards);
}

}  // namespace poker
