// arena_eval's equity: every deal of the unseen cards enumerated when there are few enough,
// else a seeded Monte Carlo. Each showdown splits a pot of kWhole units as the arena does
// (engine/ranking.hpp's evaluators; hi-lo: half to the best high, half to the best
// eight-or-better low when one qualifies), so splits add whole numbers and an enumeration adds
// the same sum in any order. sdk/python/arena_bot/eval_pure.py repeats these steps card for card
// (the same generator, the same draws), so the two give the same answers for a seed.
#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

#include "arena_eval.hpp"
#include "engine/ranking.hpp"

namespace arena_eval {
namespace {

constexpr std::uint64_t kWhole = 5040;  // divisible by 2 * (1..10): any split of either half
constexpr int kMostPlayers = 10;
constexpr int kMostHole = 8;

// splitmix64: small, fast and easy to repeat exactly in Python.
struct Rng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
};

// The cards of one deal: each player's hand (the hero first) and the board, the first
// `known` of each fixed, the rest filled by the enumeration or the sampler.
struct Deal {
  const poker::RankingRule* rule = nullptr;
  bool hi_lo = false;
  int players = 0;
  int hole = 0;
  int board_total = 0;
  std::array<std::array<Card, kMostHole>, kMostPlayers> hand{};
  std::array<int, kMostPlayers> hand_known{};
  std::array<Card, 5> board{};
  int board_known = 0;

  // The hero's part of the pot, in kWhole units.
  std::uint64_t hero_share() const {
    const std::span<const Card> b(board.data(), static_cast<std::size_t>(board_total));
    Rank best_hi = 0, best_lo = 0, hero_hi = 0, hero_lo = 0;
    std::uint64_t hi_count = 0, lo_count = 0;
    for (int p = 0; p < players; ++p) {
      const std::span<const Card> h(hand[static_cast<std::size_t>(p)].data(),
                                    static_cast<std::size_t>(hole));
      const Rank hi = rule->rank(h, b);
      const Rank lo = hi_lo ? rule->eight_or_better_low(h, b) : 0;
      if (p == 0) hero_hi = hi, hero_lo = lo;
      if (hi > best_hi) best_hi = hi, hi_count = 0;
      hi_count += hi == best_hi;
      if (lo > best_lo) best_lo = lo, lo_count = 0;
      lo_count += lo == best_lo && lo > 0;
    }
    if (best_lo == 0) return hero_hi == best_hi ? kWhole / hi_count : 0;
    std::uint64_t share = hero_hi == best_hi ? kWhole / 2 / hi_count : 0;
    return share + (hero_lo == best_lo ? kWhole / 2 / lo_count : 0);
  }
};

struct Tally {
  double weight = 0, share = 0, win = 0, tie = 0;
  std::uint64_t deals = 0;
  void add(std::uint64_t share_units, double w) {
    weight += w;
    share += w * static_cast<double>(share_units);
    win += share_units == kWhole ? w : 0;
    tie += share_units > 0 && share_units < kWhole ? w : 0;
    ++deals;
  }
};

// Every deal: each opponent's range hand (weighted), then every set of the unseen cards for
// each player's missing cards and the board's, in deck order.
class Enumeration {
 public:
  Enumeration(Deal& deal, const std::vector<Range>& ranges, const std::vector<Card>& deck,
              std::uint64_t used)
      : deal_(deal), ranges_(ranges), deck_(deck), used_(used) {}
  Tally run() {
    choose_hands(1, 1.0);
    return tally_;
  }

 private:
  void choose_hands(int player, double weight) {
    if (player == deal_.players) return fill(0, deal_.hand_known[0], 0, weight);
    const auto p = static_cast<std::size_t>(player);
    const Range& range = ranges_[p - 1];
    if (range.hands.empty()) {
      deal_.hand_known[p] = 0;
      return choose_hands(player + 1, weight);
    }
    for (const Range::Hand& h : range.hands) {
      std::uint64_t mask = 0;
      for (const Card c : h.cards) mask |= std::uint64_t{1} << c.index;
      if (mask & used_) continue;
      std::copy(h.cards.begin(), h.cards.end(), deal_.hand[p].begin());
      deal_.hand_known[p] = static_cast<int>(h.cards.size());
      used_ |= mask;
      choose_hands(player + 1, weight * h.weight);
      used_ &= ~mask;
    }
  }
  // Slot `at` of group `group` (players 0.., then the board), from deck position `from` on.
  void fill(int group, int at, std::size_t from, double weight) {
    const bool board = group == deal_.players;
    const int size = board ? deal_.board_total : deal_.hole;
    if (at == size) {
      if (board) return tally_.add(deal_.hero_share(), weight);
      const int next = group + 1;
      return fill(next, next == deal_.players ? deal_.board_known : deal_.hand_known[next], 0,
                  weight);
    }
    Card& slot = board ? deal_.board[static_cast<std::size_t>(at)]
                       : deal_.hand[static_cast<std::size_t>(group)][static_cast<std::size_t>(at)];
    for (std::size_t i = from; i < deck_.size(); ++i) {
      const std::uint64_t bit = std::uint64_t{1} << deck_[i].index;
      if (used_ & bit) continue;
      slot = deck_[i];
      used_ |= bit;
      fill(group, at + 1, i + 1, weight);
      used_ &= ~bit;
    }
  }

  Deal& deal_;
  const std::vector<Range>& ranges_;
  const std::vector<Card>& deck_;
  std::uint64_t used_;
  Tally tally_;
};

double choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double c = 1;
  for (int j = 1; j <= k; ++j) c = c * (n - k + j) / j;
  return c;
}

// An upper bound of the enumeration's showdowns: every range hand times the sets of unseen
// cards for each player's missing cards and the board's, each opponent holding its range's
// shortest hand.
double enumeration_size(const Deal& deal, const std::vector<Range>& ranges, int unseen) {
  double size = 1;
  const auto deal_cards = [&](int k) {
    size *= choose(unseen, k);
    unseen -= k;
  };
  deal_cards(deal.hole - deal.hand_known[0]);
  for (const Range& r : ranges) {
    std::size_t shortest = 0;
    if (!r.hands.empty()) {
      size *= static_cast<double>(r.hands.size());
      shortest = r.hands.front().cards.size();
      for (const Range::Hand& h : r.hands) shortest = std::min(shortest, h.cards.size());
      unseen -= static_cast<int>(shortest);
    }
    deal_cards(deal.hole - static_cast<int>(shortest));
  }
  deal_cards(deal.board_total - deal.board_known);
  return size;
}

Tally sample(Deal& deal, const std::vector<Range>& ranges, const std::vector<Card>& deck,
             std::uint64_t known, const EquityOptions& options) {
  Rng rng{options.seed};
  std::vector<std::vector<double>> cumulative(ranges.size());
  for (std::size_t r = 0; r < ranges.size(); ++r) {
    double sum = 0;
    for (const Range::Hand& h : ranges[r].hands) cumulative[r].push_back(sum += h.weight);
  }
  Tally tally;
  std::vector<Card> unseen;
  std::uint64_t attempts = 0;
  while (tally.deals < options.samples) {
    if (++attempts > 100 * options.samples + 1000)
      throw std::invalid_argument("arena_eval: the ranges hardly ever fit the known cards");
    std::uint64_t used = known;
    bool fits = true;
    for (std::size_t r = 0; r < ranges.size() && fits; ++r) {
      deal.hand_known[r + 1] = 0;
      if (ranges[r].hands.empty()) continue;
      const std::vector<double>& cum = cumulative[r];
      const double u = rng.unit() * cum.back();
      const std::size_t pick = std::min<std::size_t>(
          static_cast<std::size_t>(std::upper_bound(cum.begin(), cum.end(), u) - cum.begin()),
          cum.size() - 1);
      for (const Card c : ranges[r].hands[pick].cards) {
        const std::uint64_t bit = std::uint64_t{1} << c.index;
        fits = fits && !(used & bit);
        used |= bit;
        deal.hand[r + 1][static_cast<std::size_t>(deal.hand_known[r + 1]++)] = c;
      }
    }
    if (!fits) continue;
    unseen.clear();
    for (const Card c : deck)
      if (!(used & std::uint64_t{1} << c.index)) unseen.push_back(c);
    // A partial Fisher-Yates shuffle deals the missing cards: the hero's, each opponent's, the
    // board's.
    std::size_t next = 0;
    const auto draw = [&] {
      const std::size_t j = next + rng.next() % (unseen.size() - next);
      std::swap(unseen[next], unseen[j]);
      return unseen[next++];
    };
    for (int p = 0; p < deal.players; ++p)
      for (int k = deal.hand_known[static_cast<std::size_t>(p)]; k < deal.hole; ++k)
        deal.hand[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)] = draw();
    for (int k = deal.board_known; k < deal.board_total; ++k)
      deal.board[static_cast<std::size_t>(k)] = draw();
    tally.add(deal.hero_share(), 1.0);
  }
  return tally;
}

// The deal's fixed cards, checked against the game: returns the bit mask of every known card.
std::uint64_t set_up(Deal& deal, const Game& game, std::span<const Card> hole,
                     std::span<const Card> board, const std::vector<Range>& opponents,
                     std::span<const Card> dead) {
  if (opponents.empty() || opponents.size() >= kMostPlayers)
    throw std::invalid_argument("arena_eval: equity takes 1 to 9 opponents");
  deal.rule = &poker::ranking_rule(game.def().ranking);
  deal.hi_lo = game.hi_lo() && deal.rule->eight_or_better_low != nullptr;
  deal.players = static_cast<int>(opponents.size()) + 1;
  deal.hole = game.hole_cards();
  deal.board_total = game.board_cards();
  if (static_cast<int>(hole.size()) > deal.hole ||
      static_cast<int>(board.size()) > deal.board_total)
    throw std::invalid_argument("arena_eval: more cards than " + std::string(game.name()) +
                                " deals");
  std::uint64_t in_deck = 0;
  for (const Card c : game.deck()) in_deck |= std::uint64_t{1} << c.index;
  for (const Range& r : opponents)
    for (const Range::Hand& h : r.hands) {
      bool fits = static_cast<int>(h.cards.size()) <= deal.hole;
      for (const Card c : h.cards) fits = fits && (in_deck >> c.index & 1);
      if (!fits) throw std::invalid_argument("arena_eval: a range's hand does not fit the game");
    }
  std::uint64_t known = 0;
  for (const std::span<const Card> part : {hole, board, dead})
    for (const Card c : part) {
      const std::uint64_t bit = c.known() ? std::uint64_t{1} << c.index : 0;
      if (!(in_deck & bit) || (known & bit))
        throw std::invalid_argument("arena_eval: " + poker::to_string(c) +
                                    (known & bit ? " twice" : " is not in the deck"));
      known |= bit;
    }
  std::copy(hole.begin(), hole.end(), deal.hand[0].begin());
  deal.hand_known[0] = static_cast<int>(hole.size());
  std::copy(board.begin(), board.end(), deal.board.begin());
  deal.board_known = static_cast<int>(board.size());
  return known;
}

}  // namespace

Equity equity(const Game& game, std::span<const Card> hole, std::span<const Card> board,
              const std::vector<Range>& opponents, const EquityOptions& options,
              std::span<const Card> dead) {
  Deal deal;
  const std::uint64_t known = set_up(deal, game, hole, board, opponents, dead);
  const std::vector<Card> deck = game.deck();
  const int unseen = static_cast<int>(deck.size()) - std::popcount(known);
  const bool exact =
      enumeration_size(deal, opponents, unseen) <= static_cast<double>(options.exact_limit);
  const Tally t = exact ? Enumeration(deal, opponents, deck, known).run()
                        : sample(deal, opponents, deck, known, options);
  if (t.weight <= 0) throw std::invalid_argument("arena_eval: no range hand fits the known cards");
  return Equity{.share = t.share / (t.weight * static_cast<double>(kWhole)),
                .win = t.win / t.weight,
                .tie = t.tie / t.weight,
                .deals = t.deals,
                .exact = exact};
}

}  // namespace arena_eval
