#include "engine/showdown_rank.hpp"

#include <array>
#include <stdexcept>
#include <string>

#include "engine/ace_to_five_low.hpp"
#include "engine/low_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/short_deck.hpp"

namespace poker {
namespace {

// A high hand's cards, the hole cards and the board together: at most seven.
class Seven {
 public:
  Seven(std::span<const Card> hole, std::span<const Card> board) {
    if (hole.size() + board.size() > cards_.size())
      throw std::invalid_argument("showdown_rank: high hands take 5 to 7 cards, got " +
                                  std::to_string(hole.size() + board.size()));
    for (const Card c : hole) cards_[n_++] = c;
    for (const Card c : board) cards_[n_++] = c;
  }
  std::span<const Card> cards() const { return std::span<const Card>(cards_).first(n_); }

 private:
  std::array<Card, 7> cards_{};
  std::size_t n_ = 0;
};

}  // namespace

HandRank showdown_rank(Ranking ranking, std::span<const Card> hole, std::span<const Card> board) {
  switch (ranking) {
    case Ranking::High: {
      Seven seven(hole, board);
      return evaluate(seven.cards());
    }
    case Ranking::DeuceToSevenLow:
      if (!board.empty()) throw std::invalid_argument("showdown_rank: 2-7 has no board");
      return evaluate_deuce_to_seven(hole);
    case Ranking::Badugi:
      if (!board.empty()) throw std::invalid_argument("showdown_rank: badugi has no board");
      return evaluate_badugi(hole);
    case Ranking::Omaha:
      return evaluate_omaha_checked(hole, board);
    case Ranking::ShortDeck: {
      Seven seven(hole, board);
      return evaluate_short_deck(seven.cards());
    }
    case Ranking::AceToFiveLow: {
      std::array<Card, 8> cards{};
      std::size_t n = 0;
      for (const Card c : hole)
        if (n < cards.size()) cards[n++] = c;
      for (const Card c : board)
        if (n < cards.size()) cards[n++] = c;
      if (hole.size() + board.size() > cards.size())
        throw std::invalid_argument("showdown_rank: A-5 low takes 5 to 8 cards");
      return evaluate_ace_to_five_checked(std::span<const Card>(cards).first(n));
    }
  }
  throw std::invalid_argument("showdown_rank: unknown ranking");
}

std::string showdown_rank_name(Ranking ranking, HandRank rank, std::span<const Card> hole) {
  switch (ranking) {
    case Ranking::High:
    case Ranking::Omaha:
      return std::string(category_name(category(rank)));
    case Ranking::DeuceToSevenLow:
      return deuce_to_seven_name(hole);
    case Ranking::Badugi:
      return badugi_name(hole);
    case Ranking::AceToFiveLow:
      return ace_to_five_name(rank);
    case Ranking::ShortDeck:
      return std::string(category_name(short_deck_category(rank)));
  }
  return "unknown";
}

}  // namespace poker
