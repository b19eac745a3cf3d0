// The ranking table's entries, one per Ranking, in Ranking order.
#include "engine/ranking.hpp"

#include <stdexcept>
#include <string>

#include "engine/ace_to_five_low.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/low_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/short_deck.hpp"

namespace poker {
namespace {

// The hole cards and the board together, for the rankings that take the best of all of them:
// at most `N` cards (high: seven; A-5 low: eight, a stud hand and its community card).
template <std::size_t N>
class Together {
 public:
  Together(std::span<const Card> hole, std::span<const Card> board, const char* too_many) {
    if (hole.size() + board.size() > N)
      throw std::invalid_argument(too_many + std::to_string(hole.size() + board.size()));
    for (const Card c : hole) cards_[n_++] = c;
    for (const Card c : board) cards_[n_++] = c;
  }
  std::span<const Card> cards() const { return std::span<const Card>(cards_).first(n_); }
  const Card* data() const { return cards_.data(); }
  std::size_t size() const { return n_; }

 private:
  std::array<Card, N> cards_{};
  std::size_t n_ = 0;
};

constexpr const char* kHighTooMany = "showdown_rank: high hands take 5 to 7 cards, got ";
constexpr const char* kLowTooMany = "showdown_rank: A-5 low takes 5 to 8 cards, got ";

// The engine's "8-7-4-3-2" as PokerStars lists ranks: "8,7,4,3,2".
std::string commas(std::string ranks) {
  for (char& c : ranks)
    if (c == '-') c = ',';
  return ranks;
}

std::string hi_lo_words(const std::string& high, HandRank low) {
  return "HI: " + high + (low == 0 ? "" : "; LO: " + commas(eight_or_better_name(low)));
}

std::string category_words(HandRank rank, std::span<const Card>) {
  return std::string(category_name(category(rank)));
}

// ---- high: the best five of the hole cards and the board (hold'em, draw, stud) --------------

HandRank high_rank(std::span<const Card> hole, std::span<const Card> board) {
  if (hole.size() == 2 && board.size() == 5) {  // hold'em, most hands of most runs
    const std::array<Card, 7> seven = {hole[0],  hole[1],  board[0], board[1],
                                       board[2], board[3], board[4]};
    return evaluate7(seven.data());
  }
  const Together<7> all(hole, board, kHighTooMany);
  if (all.size() == 7) return evaluate7(all.data());  // hold'em, stud
  if (all.size() == 5) return evaluate5(all.data());  // five-card draw
  return evaluate(all.cards());
}

HandRank high_rank_checked(std::span<const Card> hole, std::span<const Card> board) {
  return evaluate(Together<7>(hole, board, kHighTooMany).cards());
}

HandRank high_low(std::span<const Card> hole, std::span<const Card> board) {
  return best_eight_or_better_low(Together<7>(hole, board, kHighTooMany).cards());
}

std::optional<std::array<Card, 5>> high_best_five(std::span<const Card> hole,
                                                  std::span<const Card> board) {
  const std::size_t n = hole.size() + board.size();
  if (n < 5 || n > 7) return std::nullopt;
  return best_five(Together<7>(hole, board, kHighTooMany).cards());
}

std::string high_pokerstars(std::span<const Card> hole, std::span<const Card> board, bool hi_lo,
                            HighWords high) {
  const Together<7> all(hole, board, kHighTooMany);
  if (!hi_lo) return high(all.cards());
  return hi_lo_words(high(all.cards()), best_eight_or_better_low(all.cards()));  // R38
}

// ---- 2-7 lowball and badugi: the hand alone --------------------------------------------------

HandRank deuce_to_seven_rank(std::span<const Card> hole, std::span<const Card>) {
  return evaluate_deuce_to_seven(hole.data());
}

HandRank deuce_to_seven_checked(std::span<const Card> hole, std::span<const Card> board) {
  if (!board.empty()) throw std::invalid_argument("showdown_rank: 2-7 has no board");
  return evaluate_deuce_to_seven(hole);
}

std::string deuce_to_seven_words(HandRank, std::span<const Card> hole) {
  return deuce_to_seven_name(hole);
}

std::string deuce_to_seven_pokerstars(std::span<const Card> hole, std::span<const Card>, bool,
                                      HighWords) {
  return "Lo: " + commas(deuce_to_seven_name(hole));
}

HandRank badugi_rank(std::span<const Card> hole, std::span<const Card>) {
  return evaluate_badugi(hole.data());
}

HandRank badugi_checked(std::span<const Card> hole, std::span<const Card> board) {
  if (!board.empty()) throw std::invalid_argument("showdown_rank: badugi has no board");
  return evaluate_badugi(hole);
}

std::string badugi_words(HandRank, std::span<const Card> hole) {
  return badugi_name(hole);
}

std::string badugi_pokerstars(std::span<const Card> hole, std::span<const Card>, bool, HighWords) {
  const std::string name = badugi_name(hole);  // "badugi 7-4-3-2", "3-card 7-4-2"
  const auto space = name.find(' ');
  const std::string kind = name.substr(0, space);
  return (kind == "badugi" ? std::string("Badugi") : kind) + ": " + commas(name.substr(space + 1));
}

// ---- Omaha: exactly two of the hole cards and three of the board (R37) -----------------------

std::optional<std::array<Card, 5>> omaha_five(std::span<const Card> hole,
                                              std::span<const Card> board) {
  if (board.size() < 3) return std::nullopt;
  return omaha_best_five(hole, board);
}

std::string omaha_pokerstars(std::span<const Card> hole, std::span<const Card> board, bool hi_lo,
                             HighWords high) {
  const std::string words = high(omaha_best_five(hole, board));  // its two and three cards
  if (!hi_lo) return words;
  return hi_lo_words(words, omaha_eight_or_better_low(hole, board));
}

// ---- A-5 low (razz, R42): the lowest five of every card, straights and flushes not counted ---

HandRank ace_to_five_rank(std::span<const Card> hole, std::span<const Card> board) {
  return evaluate_ace_to_five(Together<8>(hole, board, kLowTooMany).cards());
}

HandRank ace_to_five_checked(std::span<const Card> hole, std::span<const Card> board) {
  return evaluate_ace_to_five_checked(Together<8>(hole, board, kLowTooMany).cards());
}

std::string ace_to_five_words(HandRank rank, std::span<const Card>) {
  return ace_to_five_name(rank);
}

std::string ace_to_five_pokerstars(std::span<const Card> hole, std::span<const Card> board, bool,
                                   HighWords) {
  return "Lo: " + commas(ace_to_five_name(ace_to_five_checked(hole, board)));
}

// ---- short-deck (R45): high hands from 36 cards, flush over full house, A-6-7-8-9 straight ---

HandRank short_deck_rank_of(std::span<const Card> hole, std::span<const Card> board) {
  return evaluate_short_deck(Together<7>(hole, board, kHighTooMany).cards());
}

// The showdown's (unchecked): seven known cards take evaluate7's path, as high_rank's do.
HandRank short_deck_showdown_rank(std::span<const Card> hole, std::span<const Card> board) {
  if (hole.size() == 2 && board.size() == 5) {
    const std::array<Card, 7> seven = {hole[0],  hole[1],  board[0], board[1],
                                       board[2], board[3], board[4]};
    return evaluate_short_deck7(seven.data());
  }
  return short_deck_rank_of(hole, board);
}

std::string short_deck_words(HandRank rank, std::span<const Card>) {
  return std::string(category_name(short_deck_category(rank)));
}

std::string short_deck_pokerstars(std::span<const Card> hole, std::span<const Card> board, bool,
                                  HighWords high) {
  const Together<7> all(hole, board, kHighTooMany);
  const Category c = short_deck_category(evaluate_short_deck(all.cards()));
  if (c == category(evaluate(all.cards()))) return high(all.cards());
  // Only the straights differ in category: A-6-7-8-9 is short-deck's lowest (R45).
  return c == Category::Straight ? "a straight, Ace to Nine" : "a straight flush, Ace to Nine";
}

constexpr std::array<RankingRule, 6> kRankings = {{
    {.id = Ranking::High,
     .name = "high",
     .high_categories = true,
     .counts_runouts = true,
     .rank = high_rank,
     .rank_checked = high_rank_checked,
     .eight_or_better_low = high_low,
     .hand_name = category_words,
     .best_five = high_best_five,
     .pokerstars_words = high_pokerstars},
    {.id = Ranking::DeuceToSevenLow,
     .name = "2-7-low",
     .rank = deuce_to_seven_rank,
     .rank_checked = deuce_to_seven_checked,
     .hand_name = deuce_to_seven_words,
     .pokerstars_words = deuce_to_seven_pokerstars},
    {.id = Ranking::Badugi,
     .name = "badugi",
     .rank = badugi_rank,
     .rank_checked = badugi_checked,
     .hand_name = badugi_words,
     .pokerstars_words = badugi_pokerstars},
    {.id = Ranking::Omaha,
     .name = "omaha",
     .high_categories = true,
     .rank = evaluate_omaha,
     .rank_checked = evaluate_omaha_checked,
     .eight_or_better_low = omaha_eight_or_better_low,
     .hand_name = category_words,
     .best_five = omaha_five,
     .pokerstars_words = omaha_pokerstars},
    {.id = Ranking::AceToFiveLow,
     .name = "a-5-low",
     .low_showing_opens = true,
     .rank = ace_to_five_rank,
     .rank_checked = ace_to_five_checked,
     .hand_name = ace_to_five_words,
     .pokerstars_words = ace_to_five_pokerstars},
    {.id = Ranking::ShortDeck,
     .name = "short-deck",
     .counts_runouts = true,
     .rank = short_deck_showdown_rank,
     .rank_checked = short_deck_rank_of,
     .hand_name = short_deck_words,
     .pokerstars_words = short_deck_pokerstars},
}};

constexpr bool in_ranking_order() {
  for (std::size_t i = 0; i < kRankings.size(); ++i)
    if (static_cast<std::size_t>(kRankings[i].id) != i) return false;
  return true;
}
static_assert(in_ranking_order(), "kRankings lists the rankings in Ranking order");

}  // namespace

const RankingRule& ranking_rule(Ranking ranking) {
  const auto i = static_cast<std::size_t>(ranking);
  if (i >= kRankings.size()) throw std::invalid_argument("ranking_rule: unknown ranking");
  return kRankings[i];
}

std::string_view to_string(Ranking r) {
  const auto i = static_cast<std::size_t>(r);
  return i < kRankings.size() ? kRankings[i].name : "unknown-ranking";
}

}  // namespace poker
