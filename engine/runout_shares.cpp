#include "engine/runout_shares.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include "engine/evaluator_parts.hpp"
#include "engine/short_deck.hpp"

namespace poker {
namespace {

constexpr int kRanks = 13;

// A pot's share for each of `count` winners, in kWholeShare: kShareOf[count].
constexpr auto kShareOf = [] {
  std::array<std::int64_t, kMaxPlayers + 1> share{};
  for (std::size_t n = 1; n <= kMaxPlayers; ++n)
    share[n] = static_cast<std::int64_t>(kWholeShare / n);
  return share;
}();
constexpr int kSuits = 4;

// C(n, k) for the at most four cards of a rank.
constexpr std::array<std::array<std::int64_t, 5>, 5> kChoose = {
    {{1, 0, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 2, 1, 0, 0}, {1, 3, 3, 1, 0}, {1, 4, 6, 4, 1}}};

constexpr std::uint32_t choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::uint64_t c = 1;
  for (int j = 1; j <= k; ++j) c = c * static_cast<std::uint64_t>(n - k + j) / j;
  return static_cast<std::uint32_t>(c);
}

// A runout's number among the rank multisets of its size (at most five cards): with its ranks
// r_0 <= r_1 <= ..., the sum of C(r_i + i, i + 1) (the colex rank of the increasing r_i + i),
// below C(12 + size, size). kPlace[i][r]: what a card of rank r adds as the i-th lowest.
constexpr int kMostRunout = 5;
constexpr auto kPlace = [] {
  std::array<std::array<std::uint32_t, kRanks>, kMostRunout> place{};
  for (int i = 0; i < kMostRunout; ++i)
    for (int r = 0; r < kRanks; ++r)
      place[static_cast<std::size_t>(i)][static_cast<std::size_t>(r)] = choose(r + i, i + 1);
  return place;
}();

// Some cards of a runout by their ranks alone: their weight sum (evaluator_parts.hpp; the count
// by ranks only), the set of their ranks, how many deals of actual cards it stands for, and how
// many cards and the runout's number so far (kPlace: the ranks are added in increasing order).
struct RankClass {
  std::uint32_t rank_weights = 0;
  unsigned ranks = 0;
  std::int64_t ways = 1;
  std::uint32_t number = 0;
  int cards = 0;
};

// Calls visit(c) for every multiset of `cards` ranks from `rank` up that `left` (the cards left
// of each rank) can deal, with the number of ways to deal it.
template <class Visit>
void for_each_rank_multiset(const std::array<int, kRanks>& left, int rank, int cards,
                            const RankClass& so_far, Visit& visit) {
  if (cards == 0) {
    visit(so_far);
    return;
  }
  if (rank == kRanks) return;
  const int have = left[static_cast<std::size_t>(rank)];
  RankClass with = so_far;
  const int most = std::min(cards, have);
  for (int k = 0;; ++k) {
    with.ways = so_far.ways * kChoose[static_cast<std::size_t>(have)][static_cast<std::size_t>(k)];
    for_each_rank_multiset(left, rank + 1, cards - k, with, visit);
    if (k == most) break;
    with.rank_weights += rank_weight(rank);
    with.ranks = so_far.ranks | 1u << rank;
    with.number += kPlace[static_cast<std::size_t>(with.cards)][static_cast<std::size_t>(rank)];
    ++with.cards;
  }
}

// Calls visit(c) for every subset of `size` of the `bits` ranks in `from` (a suit's cards),
// added to `so_far`: its ranks and number; one way to deal it.
template <class Visit>
void for_each_rank_subset(unsigned from, int bits, int size, const RankClass& so_far,
                          Visit& visit) {
  if (size == 0) {
    visit(so_far);
    return;
  }
  RankClass with = so_far;
  for (unsigned rest = from; bits >= size; --bits) {
    const int rank = std::countr_zero(rest);
    rest &= rest - 1;
    with.ranks = so_far.ranks | 1u << rank;
    with.number = so_far.number +
                  kPlace[static_cast<std::size_t>(so_far.cards)][static_cast<std::size_t>(rank)];
    with.cards = so_far.cards + 1;
    for_each_rank_subset(rest, bits - 1, size - 1, with, visit);
  }
}

// Where a flush class's suited ranks (fixed) fall in its runout's number (kPlace) when its at
// most two other ranks (the suit has three of the five) are put among them: a suited rank
// counts before an equal other one, and moves up a place for each other rank below it.
// before_[shift][i]: the first i suited ranks' places, each moved up `shift`.
class SuitedPlaces {
 public:
  SuitedPlaces(unsigned suited, int others) {
    const auto shifts = static_cast<std::size_t>(others);
    for (unsigned rest = suited; rest != 0; rest &= rest - 1, ++count_) {
      const auto rank = static_cast<std::size_t>(std::countr_zero(rest));
      const auto i = static_cast<std::size_t>(count_);
      for (std::size_t shift = 0; shift <= shifts; ++shift)
        before_[shift][i + 1] = before_[shift][i] + kPlace[i + shift][rank];
    }
  }
  // The runout's number with `a` above `below_a` suited ranks, or with a <= b above `below_a`
  // and `below_b` suited ranks.
  std::uint32_t number(int a, int below_a) const {
    const auto pa = static_cast<std::size_t>(below_a);
    return before_[0][pa] + kPlace[pa][static_cast<std::size_t>(a)] +
           before_[1][static_cast<std::size_t>(count_)] - before_[1][pa];
  }
  std::uint32_t number(int a, int below_a, int b, int below_b) const {
    const auto pa = static_cast<std::size_t>(below_a), pb = static_cast<std::size_t>(below_b);
    return before_[0][pa] + kPlace[pa][static_cast<std::size_t>(a)] + before_[1][pb] -
           before_[1][pa] + kPlace[pb + 1][static_cast<std::size_t>(b)] +
           before_[2][static_cast<std::size_t>(count_)] - before_[2][pb];
  }

 private:
  int count_ = 0;
  std::array<std::array<std::uint32_t, kMostRunout + 1>, 3> before_{};
};

using Ranks = std::array<HandRank, kMaxPlayers>;  // by live player

class ShareCounter {
 public:
  ShareCounter(const RunoutDeal& deal, const PotLayers& pots, int pot_count)
      : short_deck_(deal.short_deck), runout_(deal.runout), pot_count_(pot_count) {
    std::array<int, kMaxPlayers> live_index{};
    for (int p = 0; p < deal.players; ++p) {
      if (!((deal.live >> p) & 1U)) continue;
      const auto i = static_cast<std::size_t>(live_count_);
      live_index[static_cast<std::size_t>(p)] = live_count_;
      player_[i] = p;
      auto add = [&](Card c) {
        weights_[i] += rank_weight(c.rank());
        ranks_[i] |= 1u << c.rank();
        suit_ranks_[i][static_cast<std::size_t>(c.suit())] |= 1u << c.rank();
        ++suit_count_[i][static_cast<std::size_t>(c.suit())];
      };
      for (const Card c : deal.hole[static_cast<std::size_t>(p)]) add(c);
      for (const Card c : deal.known_board) add(c);
      ++live_count_;
    }
    for (const Card c : deal.known_board) ++board_suit_count_[static_cast<std::size_t>(c.suit())];
    for (int index = 0; index < kDeckSize; ++index) {
      if (!((deal.unseen >> index) & 1U)) continue;
      const Card c(static_cast<std::uint8_t>(index));
      ++left_[static_cast<std::size_t>(c.rank())];
      left_suit_[static_cast<std::size_t>(c.suit())] |= 1u << c.rank();
    }
    // Pots by live player: only live players are ever eligible (build_pots).
    for (int k = 0; k < pot_count; ++k)
      for (int p = 0; p < deal.players; ++p)
        if (((deal.live >> p) & 1U) && ((pots[static_cast<std::size_t>(k)].eligible >> p) & 1U))
          eligible_[static_cast<std::size_t>(k)] |= 1u << live_index[static_cast<std::size_t>(p)];
  }

  void count() {
    const std::size_t numbers = choose(kRanks - 1 + runout_, runout_);
    class_ranks_.assign(numbers * static_cast<std::size_t>(live_count_), 0);
    class_winners_.assign(numbers * static_cast<std::size_t>(pot_count_), Winners{});
    // Every runout ranked as though nobody made a flush, once per rank multiset; the ranks and
    // winners kept by its number for the flush classes.
    auto by_ranks = [&](const RankClass& c) {
      HandRank* rank = &class_ranks_[c.number * static_cast<std::size_t>(live_count_)];
      Winners* won = &class_winners_[c.number * static_cast<std::size_t>(pot_count_)];
      for (int i = 0; i < live_count_; ++i) rank[i] = unsuited(i, c);
      for (int k = 0; k < pot_count_; ++k) {
        won[k] = winners(rank, k);
        credit_pot(k, won[k], c.ways);
      }
      runouts_ += c.ways;
    };
    for_each_rank_multiset(left_, 0, runout_, RankClass{}, by_ranks);
    for (int suit = 0; suit < kSuits; ++suit) correct_flushes(suit);
  }

  RunoutShares result() const {
    RunoutShares out;
    out.runouts = static_cast<std::uint64_t>(runouts_);
    for (int k = 0; k < pot_count_; ++k)
      for (int i = 0; i < live_count_; ++i)
        out.share[static_cast<std::size_t>(k)]
                 [static_cast<std::size_t>(player_[static_cast<std::size_t>(i)])] =
            static_cast<std::uint64_t>(
                share_[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)]);
    return out;
  }

 private:
  // Live player i's rank with the runout cards `c`, none of a suit with five.
  HandRank unsuited(int i, const RankClass& c) const {
    const auto at = static_cast<std::size_t>(i);
    const HandRank standard = unsuited_rank(weights_[at] + c.rank_weights);
    return short_deck_ ? short_deck_rank(standard, ranks_[at] | c.ranks, 0) : standard;
  }

  // The runouts with three or more cards of `suit` on the board: for each set of that suit's
  // cards the runout deals, where a player reaches five of it, the count by ranks is taken off
  // and the true one put in, over every way of dealing the runout's other cards in other suits.
  void correct_flushes(int suit) {
    const auto s = static_cast<std::size_t>(suit);
    // A suit like an earlier one (the same cards held by each player and on the board, the same
    // cards left) has the same classes with the suits swapped: counted there, twice or more.
    int alike = 1;
    for (int other = 0; other < kSuits; ++other) {
      if (other == suit || !same_flush_chances(suit, other)) continue;
      if (other < suit) return;
      ++alike;
    }
    const unsigned suited_left = left_suit_[s];
    int most_held = 0;  // the most cards of the suit a player holds with the known board
    for (int i = 0; i < live_count_; ++i)
      most_held = std::max(most_held, suit_count_[static_cast<std::size_t>(i)][s]);
    std::array<int, kRanks> off_suit = left_;
    for (int r = 0; r < kRanks; ++r)
      off_suit[static_cast<std::size_t>(r)] -= (suited_left >> r) & 1;
    const int cards_left = std::popcount(suited_left);
    const int first = std::max(0, 3 - board_suit_count_[s]);
    for (int j = first; j <= std::min(runout_, cards_left); ++j) {
      if (most_held + j < 5) continue;  // nobody reaches five of the suit
      auto correct = [&](const RankClass& dealt) {
        correct_flush_class(suit, dealt, j, off_suit, alike);
      };
      for_each_rank_subset(suited_left, cards_left, j, RankClass{}, correct);
    }
  }

  bool same_flush_chances(int a, int b) const {
    const auto sa = static_cast<std::size_t>(a), sb = static_cast<std::size_t>(b);
    if (left_suit_[sa] != left_suit_[sb]) return false;
    for (int i = 0; i < live_count_; ++i)
      if (suit_ranks_[static_cast<std::size_t>(i)][sa] !=
          suit_ranks_[static_cast<std::size_t>(i)][sb])
        return false;
    return true;  // the known board is in every player's suit ranks
  }

  // The runouts dealing `suited` (`suited_count` cards of `suit`) and the rest in other suits.
  void correct_flush_class(int suit, const RankClass& suited, int suited_count,
                           const std::array<int, kRanks>& off_suit, int alike) {
    const auto s = static_cast<std::size_t>(suit);
    Ranks flush{};
    unsigned flushing = 0;  // by live player
    for (int i = 0; i < live_count_; ++i) {
      const auto at = static_cast<std::size_t>(i);
      if (suit_count_[at][s] + suited_count < 5) continue;
      flushing |= 1u << i;
      const unsigned held = suit_ranks_[at][s] | suited.ranks;
      const HandRank standard = flush_suit_rank(held);
      // A flush is above every straight, so the other ranks never make the unsuited A-6-7-8-9.
      flush[at] = short_deck_ ? short_deck_rank(standard, held, held) : standard;
    }
    // The count by ranks left, by the runout's number, each player's rank without the flush
    // and each pot's winners: only the winners with the flushes are found here.
    const int others = runout_ - suited_count;
    Ranks actual{};
    auto recount = [&](std::int64_t ways, std::uint32_t number) {
      const HandRank* counted = &class_ranks_[number * static_cast<std::size_t>(live_count_)];
      const Winners* was = &class_winners_[number * static_cast<std::size_t>(pot_count_)];
      for (int i = 0; i < live_count_; ++i)
        actual[static_cast<std::size_t>(i)] =
            ((flushing >> i) & 1U) ? flush[static_cast<std::size_t>(i)] : counted[i];
      for (int k = 0; k < pot_count_; ++k) {
        const Winners is = winners(actual.data(), k);
        if (is.players == was[k].players) continue;
        credit_pot(k, was[k], -ways * alike);
        credit_pot(k, is, ways * alike);
      }
    };
    if (others == 0) {
      recount(1, suited.number);
      return;
    }
    const SuitedPlaces places(suited.ranks, others);
    // The other cards: one rank a, or two a <= b, by how many ways the other suits deal them.
    int below_a = 0;  // suited ranks at or below a
    for (int a = 0; a < kRanks; ++a) {
      below_a += static_cast<int>((suited.ranks >> a) & 1U);
      const std::int64_t have_a = off_suit[static_cast<std::size_t>(a)];
      if (have_a == 0) continue;
      if (others == 1) {
        recount(have_a, places.number(a, below_a));
        continue;
      }
      if (have_a >= 2)
        recount(kChoose[static_cast<std::size_t>(have_a)][2],
                places.number(a, below_a, a, below_a));
      int below_b = below_a;
      for (int b = a + 1; b < kRanks; ++b) {
        below_b += static_cast<int>((suited.ranks >> b) & 1U);
        const std::int64_t have_b = off_suit[static_cast<std::size_t>(b)];
        if (have_b != 0) recount(have_a * have_b, places.number(a, below_a, b, below_b));
      }
    }
  }

  struct Winners {
    unsigned players = 0;  // bit per live player
    int count = 0;
  };

  // Pot k's eligible players with the best rank.
  Winners winners(const HandRank* rank, int k) const {
    Winners w;
    HandRank best = 0;
    for (unsigned e = eligible_[static_cast<std::size_t>(k)]; e != 0; e &= e - 1) {
      const int i = std::countr_zero(e);
      const HandRank r = rank[i];
      if (w.count == 0 || r > best) {
        best = r;
        w = {1u << i, 1};
      } else if (r == best) {
        w.players |= 1u << i;
        ++w.count;
      }
    }
    return w;
  }

  // `ways` runouts (taken off when negative) to pot k's winners `w`, in equal shares.
  void credit_pot(int k, Winners w, std::int64_t ways) {
    if (w.count == 0) return;
    const std::int64_t each = ways * kShareOf[static_cast<std::size_t>(w.count)];
    auto& pot_share = share_[static_cast<std::size_t>(k)];
    for (unsigned p = w.players; p != 0; p &= p - 1)
      pot_share[static_cast<std::size_t>(std::countr_zero(p))] += each;
  }

  bool short_deck_;
  int runout_;
  int pot_count_;
  int live_count_ = 0;
  std::array<int, kMaxPlayers> player_{};  // hand player of each live player
  // Each live player's cards with the known board: weight sum, ranks, ranks of each suit.
  std::array<std::uint32_t, kMaxPlayers> weights_{};
  std::array<unsigned, kMaxPlayers> ranks_{};
  std::array<std::array<unsigned, kSuits>, kMaxPlayers> suit_ranks_{};
  std::array<std::array<int, kSuits>, kMaxPlayers> suit_count_{};  // cards of each suit
  std::array<int, kSuits> board_suit_count_{};                     // of the known board
  std::array<int, kRanks> left_{};                                 // cards left of each rank
  std::array<unsigned, kSuits> left_suit_{};                       // ranks left of each suit
  std::array<unsigned, kMaxPlayers> eligible_{};                   // by pot, bit per live player
  std::array<std::array<std::int64_t, kMaxPlayers>, kMaxPlayers> share_{};  // [pot][live]
  std::int64_t runouts_ = 0;
  // By the number of a runout's rank multiset: the live players' ranks without a flush, and
  // each pot's winners among them.
  std::vector<HandRank> class_ranks_;
  std::vector<Winners> class_winners_;
};

}  // namespace

RunoutShares count_runout_shares(const RunoutDeal& deal, const PotLayers& pots, int pot_count) {
  ShareCounter counter(deal, pots, pot_count);
  counter.count();
  return counter.result();
}

}  // namespace poker
