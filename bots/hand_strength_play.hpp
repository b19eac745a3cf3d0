#pragma once
// hand_strength's play (bots/hand_strength.cpp), also the push_fold bot's play where push/fold
// does not apply: estimates its equity against the opponents still in the hand by Monte Carlo
// (random opponent hands and board, the engine's 7-card evaluator), then
//   - bets or raises about the pot with a strong hand (facing a bet: only a very strong one,
//     and once a street),
//   - bets half the pot with a good one when nobody has bet,
//   - calls when its equity beats the pot odds, else checks or folds.
// In Omaha it values its four cards by the Omaha rule; in short-deck it deals its samples from the
// 36 cards and ranks them by R45. In the draw games it keeps its best cards
// for the game's ranking and bets passively; in the stud games it plays as bots/stud_play.hpp says.
#include <algorithm>
#include <array>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "arena_bot.hpp"
#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/game.hpp"
#include "engine/low_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/short_deck.hpp"
#include "stud_play.hpp"

namespace hand_strength_play {

using arena_bot::Chips;
using arena_bot::Decision;
using arena_bot::GameState;

// Share of the pot won on average against `opponents` random hands of as many cards as `hole`,
// over `samples` random deals of the rest of the board; `rank(hand, board)` ranks a hand against
// the full board as the game does.
template <typename Rank>
inline double equity(const std::vector<poker::Card>& hole, const std::vector<poker::Card>& board,
                     int opponents, int samples, std::mt19937_64& rng, Rank rank,
                     int lowest_rank = 0) {  // short-deck: only the sixes and up are dealt
  std::vector<poker::Card> deck;
  std::array<bool, poker::kDeckSize> used{};
  for (auto c : hole) used[c.index] = true;
  for (auto c : board) used[c.index] = true;
  for (auto c : poker::ordered_deck())
    if (!used[c.index] && c.rank() >= lowest_rank) deck.push_back(c);

  const int board_missing = 5 - static_cast<int>(board.size());
  const int held = static_cast<int>(hole.size());
  const int draw = board_missing + held * opponents;
  std::array<poker::Card, 5> full{};
  std::copy(board.begin(), board.end(), full.begin());
  double won = 0;
  for (int s = 0; s < samples; ++s) {
    // Partial Fisher-Yates: the first `draw` cards of the deck are the sample.
    for (int i = 0; i < draw; ++i) {
      std::uniform_int_distribution<std::size_t> pick(i, deck.size() - 1);
      std::swap(deck[i], deck[pick(rng)]);
    }
    for (int i = 0; i < board_missing; ++i) full[board.size() + i] = deck[i];
    const poker::HandRank mine = rank(std::span<const poker::Card>(hole), full);
    int ties = 0;
    bool lost = false;
    for (int o = 0; o < opponents && !lost; ++o) {
      const std::span<const poker::Card> theirs(deck.data() + board_missing + held * o,
                                                static_cast<std::size_t>(held));
      const poker::HandRank r = rank(theirs, full);
      if (r > mine) lost = true;
      if (r == mine) ++ties;
    }
    if (!lost) won += 1.0 / (ties + 1);
  }
  return won / samples;
}

// Hold'em: the best five of the two hole cards and the board. A few thousand deals keep the
// estimate within about 1% and a decision well under 10 ms.
inline double holdem_equity(const std::vector<poker::Card>& hole,
                            const std::vector<poker::Card>& board, int opponents,
                            std::mt19937_64& rng) {
  return equity(hole, board, opponents, 3000, rng,
                [](std::span<const poker::Card> two, const std::array<poker::Card, 5>& full) {
                  const std::array<poker::Card, 7> seven = {two[0],  two[1],  full[0], full[1],
                                                            full[2], full[3], full[4]};
                  return poker::evaluate7(seven.data());
                });
}

// Omaha: two of the four hole cards and three of the board (R37); 60 five-card ranks a hand, so
// fewer deals in the same time.
inline double omaha_equity(const std::vector<poker::Card>& hole,
                           const std::vector<poker::Card>& board, int opponents,
                           std::mt19937_64& rng) {
  return equity(hole, board, opponents, 1500, rng,
                [](std::span<const poker::Card> four, const std::array<poker::Card, 5>& full) {
                  return poker::evaluate_omaha(four, full);
                });
}

// Short-deck (R45): hold'em's two and the board, ranked by its own order, from 36 cards.
inline double short_deck_equity(const std::vector<poker::Card>& hole,
                                const std::vector<poker::Card>& board, int opponents,
                                std::mt19937_64& rng) {
  return equity(
      hole, board, opponents, 1500, rng,
      [](std::span<const poker::Card> two, const std::array<poker::Card, 5>& full) {
        const std::array<poker::Card, 7> seven = {two[0],  two[1],  full[0], full[1],
                                                  full[2], full[3], full[4]};
        return poker::evaluate_short_deck(seven);
      },
      poker::kShortDeckLowestRank);
}

inline std::vector<std::string> texts(const std::vector<poker::Card>& cards) {
  std::vector<std::string> out;
  for (const poker::Card c : cards) out.push_back(poker::to_string(c));
  return out;
}

inline std::vector<poker::Card> cards(const std::vector<std::string>& text);

// The cards to keep for the game's ranking; the rest are discarded (at most the round's most).
inline std::vector<poker::Card> keep_for(const arena_bot::GameState& s,
                                         const std::vector<poker::Card>& hole,
                                         const std::vector<poker::Card>& board) {
  std::vector<poker::Card> keep;
  if (s.ranking == "2-7-low") {  // low unpaired cards, eight or lower (aces are high)
    for (const poker::Card c : hole) {
      const bool paired = std::any_of(keep.begin(), keep.end(),
                                      [c](poker::Card k) { return k.rank() == c.rank(); });
      if (c.rank() <= 6 && !paired) keep.push_back(c);  // rank 6 is the eight
    }
  } else if (s.ranking == "badugi") {  // its best rainbow set of distinct ranks
    keep = poker::badugi_cards(hole);
  } else if (!board.empty()) {  // Crazy Pineapple: the two that make the best hand with the board
    std::vector<poker::Card> best;
    poker::HandRank best_rank = 0;
    for (std::size_t i = 0; i < hole.size(); ++i)
      for (std::size_t j = i + 1; j < hole.size(); ++j) {
        std::vector<poker::Card> hand = {hole[i], hole[j]};
        hand.insert(hand.end(), board.begin(), board.end());
        const poker::HandRank rank = poker::evaluate(hand);
        if (best.empty() || rank > best_rank) {
          best = {hole[i], hole[j]};
          best_rank = rank;
        }
      }
    keep = best;
  } else {  // five-card draw: pairs and better, else the two highest
    for (const poker::Card c : hole)
      if (std::count_if(hole.begin(), hole.end(),
                        [c](poker::Card o) { return o.rank() == c.rank(); }) >= 2)
        keep.push_back(c);
    if (keep.empty()) {
      keep = hole;
      std::sort(keep.begin(), keep.end(),
                [](poker::Card a, poker::Card b) { return a.rank() > b.rank(); });
      keep.resize(std::min<std::size_t>(2, keep.size()));
    }
  }
  return keep;
}

inline std::vector<poker::Card> cards(const std::vector<std::string>& text) {
  std::vector<poker::Card> out;
  for (const auto& t : text)
    if (auto c = poker::parse_card(t); c && c->known()) out.push_back(*c);
  return out;
}

// The answer to `act`, its Monte Carlo samples drawn from `rng`.
inline Decision decide(const GameState& s, std::mt19937_64& rng) {
  const auto hole = cards(s.hole);
  const auto board = cards(s.board);
  if (s.stud) return stud_play::decide(s, hole);
  const bool omaha = s.ranking == "omaha";
  if (hole.size() != (omaha ? 4u : 2u) || board.size() > 5) return Decision::passive(s);
  const int opponents = std::max(1, s.opponents_in_hand());
  const double e = omaha                       ? omaha_equity(hole, board, opponents, rng)
                   : s.ranking == "short-deck" ? short_deck_equity(hole, board, opponents, rng)
                                               : holdem_equity(hole, board, opponents, rng);
  const double fair = 1.0 / (opponents + 1);
  const double strong = std::min(0.65, 2.2 * fair);
  const double good = std::min(0.55, 1.6 * fair);

  // Facing a bet, only a very strong hand raises, once a street: two pot-sized raisers
  // re-raising each other would put every stack in on the first two good hands of the table.
  const bool facing_bet = s.current_bet() > (s.street == "preflop" ? s.big_blind : 0);
  const double very_strong = std::min(0.8, 3.0 * fair);
  const bool may_raise = !facing_bet || (e >= very_strong && s.my_bet() == 0);
  if (e >= strong && may_raise && (s.can("raise") || s.can("bet"))) {
    // About pot-sized: match the bet, then raise by the pot that makes.
    const Chips to = s.current_bet() + s.pot + s.to_call;
    return Decision::aggressive(s, to);
  }
  if (s.to_call == 0) {
    if (e >= good && s.can("bet")) return Decision::aggressive(s, s.pot / 2);
    return s.can("check") ? Decision::check() : Decision::passive(s);
  }
  const double pot_odds = static_cast<double>(s.to_call) / static_cast<double>(s.pot + s.to_call);
  if (e >= pot_odds + 0.03 && s.can("call")) return Decision::call();
  return s.can("fold") ? Decision::fold() : Decision::passive(s);
}

// Draw games: keep the best cards for the ranking, discard the rest (within the round's limits).
inline std::vector<std::string> draw(const GameState& s) {
  const auto hole = cards(s.hole);
  const auto keep = keep_for(s, hole, cards(s.board));
  std::vector<poker::Card> discards;
  for (const poker::Card c : hole)
    if (std::find(keep.begin(), keep.end(), c) == keep.end()) discards.push_back(c);
  if (static_cast<int>(discards.size()) > s.max_discard)
    discards.resize(static_cast<std::size_t>(s.max_discard));
  if (static_cast<int>(discards.size()) < s.min_discard) return arena_bot::default_discards(s);
  return texts(discards);
}

}  // namespace hand_strength_play
