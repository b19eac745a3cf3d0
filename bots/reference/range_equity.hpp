#pragma once
// The reference bot's equity: my share of the pot against each live opponent's estimated range,
// by seeded Monte Carlo over the cards I cannot see, in every game the arena deals, ranked by the
// engine's ranking table (engine/ranking.hpp) so each game is ranked as its showdown ranks it.
//
// An opponent's range is a share of all hands (opponent_model.hpp). A sample deals it the best,
// by where it stands now, of about 1/share random holdings: a player who holds a fifth of all
// hands gets the best of five, so the tighter it played, the stronger the hands it is dealt.
// What "best now" means: with three board cards or more, the hand's rank on the board; before
// the flop, a starting-hand score (pairs, high cards, suits, connected ranks); in stud, the
// same score of its up and hidden cards; in a draw game, the cards its draw would keep, and a
// player that drew few cards is only dealt hands that keep as many.
// The rest of the deal is played out as the game deals it: the board completed, stud's later
// streets dealt, and in the draw games every draw still to come drawn by draw_choice.hpp's rules.
// A hi-lo pot is halved when some hand makes an eight-or-better low (R38).
// Bounded by samples and by the clock (the arena's time for the decision), so it always answers.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <random>
#include <span>
#include <vector>

#include "draw_choice.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/ranking.hpp"

namespace reference {

struct OpponentView {
  std::vector<Card> up;  // stud: its cards face up
  int hidden = 0;        // cards it holds that I cannot see
  int drew_last = -1;    // a draw game: cards it drew at its last draw (-1: none yet)
  double share = 1.0;    // the share of all hands it holds (opponent_model.hpp)
};

// Everything one equity estimate needs, as the bot sees the table.
struct Situation {
  const poker::GameDef* game = nullptr;
  std::vector<Card> mine;   // my cards now
  std::vector<Card> board;  // community cards so far
  std::vector<Card> dead;   // seen cards no live hand holds (folded stud hands' up cards)
  std::vector<OpponentView> opponents;
  int board_to_come = 0;  // community cards still to be dealt
  int cards_to_come = 0;  // stud: cards each live player is still dealt
  int draws_to_come = 0;  // draw rounds still to be played (this one included when drawing now)
};

struct Budget {
  int max_samples = 3000;
  std::chrono::microseconds max_time{150'000};
};

// A starting hand's score before any board: in a high game pairs and trips first, then high
// cards, suits held together and ranks close together; in a low game small distinct cards (aces
// low where the game counts them low), a pair counting heavily against. Only orders hands of one
// game and size.
inline int starting_score(std::span<const Card> cards, bool low, bool aces_low) {
  std::array<int, 13> by_rank{};
  std::array<int, 4> by_suit{};
  int score = 0;
  for (const Card c : cards) {
    const int r = aces_low ? (c.rank() + 1) % 13 : c.rank();
    ++by_rank[static_cast<std::size_t>(r)];
    ++by_suit[static_cast<std::size_t>(c.suit())];
    score += low ? -r : r;
  }
  int run = 0, best_run = 0;
  for (int r = 0; r < 13; ++r) {
    const int n = by_rank[static_cast<std::size_t>(r)];
    if (n >= 2) score += low ? -20 * (n - 1) : 14 * (n - 1) + 2 * r;
    run = n > 0 ? run + 1 : 0;
    best_run = std::max(best_run, run);
  }
  if (low) return score;
  for (const int n : by_suit) score += n >= 2 ? 3 * (n - 1) : 0;
  return score + 2 * (best_run - 1);
}

class RangeEquity {
 public:
  explicit RangeEquity(const poker::GameDef& game)
      : game_(game), rule_(poker::ranking_rule(game.ranking)) {}

  // My share of the pot, 0 to 1, by Monte Carlo (the number of samples in *samples_taken).
  double equity(const Situation& s, std::mt19937_64& rng, Budget budget,
                int* samples_taken = nullptr) const {
    std::vector<Card> deck = live_deck(s);
    const auto start = std::chrono::steady_clock::now();
    double won = 0;
    int n = 0;
    for (; n < budget.max_samples; ++n) {
      if ((n & 31) == 31 && std::chrono::steady_clock::now() - start > budget.max_time) break;
      won += one_deal(s, deck, rng);
    }
    if (samples_taken != nullptr) *samples_taken = n;
    return n == 0 ? 0.0 : won / n;
  }

 private:
  bool low_game() const {
    return game_.ranking == poker::Ranking::DeuceToSevenLow ||
           game_.ranking == poker::Ranking::Badugi || game_.ranking == poker::Ranking::AceToFiveLow;
  }

  bool aces_low() const {
    return game_.ranking == poker::Ranking::Badugi || game_.ranking == poker::Ranking::AceToFiveLow;
  }

  std::vector<Card> live_deck(const Situation& s) const {
    std::array<bool, poker::kDeckSize> seen{};
    const auto mark = [&seen](std::span<const Card> cards) {
      for (const Card c : cards)
        if (c.known()) seen[c.index] = true;
    };
    mark(s.mine);
    mark(s.board);
    mark(s.dead);
    for (const OpponentView& o : s.opponents) mark(o.up);
    std::vector<Card> deck;
    for (const Card c : poker::ordered_deck())
      if (!seen[c.index] && (!game_.short_deck || c.rank() >= poker::kShortDeckLowestRank))
        deck.push_back(c);
    return deck;
  }

  // Where a holding stands now, to pick the best of several (higher is stronger).
  std::int64_t standing(std::span<const Card> hand, std::span<const Card> board,
                        int drew_last) const {
    const auto family = game_.family();
    if (family == poker::Family::Draw) {
      const DrawContext ctx{};
      const std::vector<Card> keep = keep_for_draw(to_string(game_.ranking), hand, board, ctx);
      const int short_of = static_cast<int>(hand.size()) - drew_last;
      // A player that kept more cards than this holding would keep is not holding it.
      const std::int64_t fits = drew_last >= 0 && static_cast<int>(keep.size()) < short_of ? 0 : 1;
      return fits * 1'000'000'000LL + static_cast<std::int64_t>(keep.size()) * 100'000'000LL +
             starting_score(keep, low_game(), aces_low());
    }
    if (family == poker::Family::Board && board.size() >= 3) return rule_.rank(hand, board);
    if (family == poker::Family::Stud && hand.size() >= 5) return rule_.rank(hand, {});
    return starting_score(hand, low_game(), aces_low());
  }

  // The showdown rank of a holding on the full board: its best `kept_cards` where it holds more
  // (Crazy Pineapple before its discard).
  poker::HandRank final_rank(std::span<const Card> hand, std::span<const Card> board,
                             bool low_half) const {
    const auto rank = [&](std::span<const Card> h) {
      return low_half ? rule_.eight_or_better_low(h, board) : rule_.rank(h, board);
    };
    if (game_.family() != poker::Family::Board || game_.ranking == poker::Ranking::Omaha ||
        static_cast<int>(hand.size()) <= game_.kept_cards)
      return rank(hand);
    poker::HandRank best = 0;
    for (std::size_t skip = 0; skip < hand.size(); ++skip) {
      std::array<Card, 2> two{};
      std::size_t k = 0;
      for (std::size_t i = 0; i < hand.size() && k < 2; ++i)
        if (i != skip) two[k++] = hand[i];
      best = std::max(best, rank(two));
    }
    return best;
  }

  // Draws a holding of `n` unseen cards: moves them to deck[top, top + n).
  static void deal(std::vector<Card>& deck, std::size_t top, int n, std::mt19937_64& rng) {
    for (int i = 0; i < n; ++i) {
      std::uniform_int_distribution<std::size_t> pick(top + i, deck.size() - 1);
      std::swap(deck[top + i], deck[pick(rng)]);
    }
  }

  // Plays every draw still to come on `hand` by the draw rules, from deck[top, ...).
  void play_draws(std::vector<Card>& hand, std::vector<Card>& deck, std::size_t& top, int draws,
                  std::mt19937_64& rng) const {
    for (int d = 0; d < draws; ++d) {
      const DrawContext ctx{draws - d - 1, false};
      std::vector<Card> keep = keep_for_draw(to_string(game_.ranking), hand, {}, ctx);
      const int need = static_cast<int>(hand.size() - keep.size());
      if (need == 0 || top + need > deck.size()) continue;
      deal(deck, top, need, rng);
      keep.insert(keep.end(), deck.begin() + static_cast<std::ptrdiff_t>(top),
                  deck.begin() + static_cast<std::ptrdiff_t>(top + need));
      top += static_cast<std::size_t>(need);
      hand = keep;
    }
  }

  // One deal of the unseen cards: my share of the pot in it.
  double one_deal(const Situation& s, std::vector<Card>& deck, std::mt19937_64& rng) const {
    std::size_t top = 0;
    std::vector<std::vector<Card>> hands;
    hands.reserve(s.opponents.size());
    for (const OpponentView& o : s.opponents) {
      const int tries = std::clamp(static_cast<int>(1.0 / o.share + 0.5), 1, 12);
      if (top + o.hidden > deck.size()) break;  // stud's deck ran short: fewer opponents
      std::vector<Card> best;
      std::int64_t best_standing = std::numeric_limits<std::int64_t>::min();
      std::vector<Card> hand;
      for (int t = 0; t < tries; ++t) {
        deal(deck, top, o.hidden, rng);
        hand = o.up;
        hand.insert(hand.end(), deck.begin() + static_cast<std::ptrdiff_t>(top),
                    deck.begin() + static_cast<std::ptrdiff_t>(top) + o.hidden);
        const std::int64_t st = tries == 1 ? 0 : standing(hand, s.board, o.drew_last);
        if (st > best_standing) {
          best_standing = st;
          best = hand;
        }
      }
      // The chosen hidden cards to the front of the unseen ones.
      for (std::size_t i = o.up.size(); i < best.size(); ++i) {
        const auto at =
            std::find(deck.begin() + static_cast<std::ptrdiff_t>(top), deck.end(), best[i]);
        std::iter_swap(deck.begin() + static_cast<std::ptrdiff_t>(top), at);
        ++top;
      }
      hands.push_back(std::move(best));
    }
    std::vector<Card> board = s.board;
    const auto fill = [&](std::vector<Card>& cards, int n) {
      n = std::min<int>(n, static_cast<int>(deck.size() - top));
      deal(deck, top, n, rng);
      cards.insert(cards.end(), deck.begin() + static_cast<std::ptrdiff_t>(top),
                   deck.begin() + static_cast<std::ptrdiff_t>(top) + n);
      top += static_cast<std::size_t>(n);
    };
    fill(board, s.board_to_come);
    std::vector<Card> mine = s.mine;
    fill(mine, s.cards_to_come);
    for (auto& h : hands) fill(h, s.cards_to_come);
    if (s.draws_to_come > 0) {
      play_draws(mine, deck, top, s.draws_to_come, rng);
      for (auto& h : hands) play_draws(h, deck, top, s.draws_to_come, rng);
    }
    if (game_.family() == poker::Family::Stud && mine.size() < 5) return 0.5;  // cannot rank
    return share_of_pot(mine, hands, board);
  }

  double share_of_pot(std::span<const Card> mine, const std::vector<std::vector<Card>>& hands,
                      std::span<const Card> board) const {
    const auto half = [&](bool low) {
      const poker::HandRank me = final_rank(mine, board, low);
      poker::HandRank best = me;
      int tied = 1;
      for (const auto& h : hands) {
        const poker::HandRank r = final_rank(h, board, low);
        if (r > best) {
          best = r;
          tied = 1;
        } else if (r == best) {
          ++tied;
        }
      }
      return std::pair<double, bool>(me == best ? 1.0 / tied : 0.0, best > 0);
    };
    const double high = half(false).first;
    if (!game_.hi_lo) return high;
    const auto [low, any_low] = half(true);
    return any_low ? (high + low) / 2 : high;
  }

  const poker::GameDef& game_;
  const poker::RankingRule& rule_;
};

}  // namespace reference
