#include "engine/runout_shares.hpp"

#include <algorithm>
#include <bit>

#include "engine/evaluator_parts.hpp"
#include "engine/short_deck.hpp"

namespace poker {
namespace {

constexpr int kRanks = 13;
constexpr int kSuits = 4;

// C(n, k) for the at most four cards of a rank.
constexpr std::array<std::array<std::int64_t, 5>, 5> kChoose = {
    {{1, 0, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 2, 1, 0, 0}, {1, 3, 3, 1, 0}, {1, 4, 6, 4, 1}}};

// Some cards of a runout by their ranks alone: their weight sum (evaluator_parts.hpp), the set
// of their ranks, and how many deals of actual cards it stands for.
struct RankClass {
  std::uint32_t rank_weights = 0;
  unsigned ranks = 0;
  std::int64_t ways = 1;
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
  for (int k = 0; k <= std::min(cards, have); ++k) {
    with.ways = so_far.ways * kChoose[static_cast<std::size_t>(have)][static_cast<std::size_t>(k)];
    for_each_rank_multiset(left, rank + 1, cards - k, with, visit);
    with.rank_weights += rank_weight(rank);
    with.ranks = so_far.ranks | 1u << rank;
  }
}

// Calls visit(c) for every subset of `size` of the `bits` ranks in `from`, added to `so_far`.
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
    with.rank_weights = so_far.rank_weights + rank_weight(rank);
    with.ranks = so_far.ranks | 1u << rank;
    for_each_rank_subset(rest, bits - 1, size - 1, with, visit);
  }
}

// Calls visit(c) for every multiset of at most two ranks (`cards`) that `left` can deal: the
// cards of a flush class outside its suit (at most two: the suit has three of the five).
template <class Visit>
void for_each_rank_pair(const std::array<int, kRanks>& left, int cards, Visit& visit) {
  if (cards == 0) {
    visit(RankClass{});
    return;
  }
  for (int a = 0; a < kRanks; ++a) {
    const int have_a = left[static_cast<std::size_t>(a)];
    if (have_a == 0) continue;
    const RankClass one{rank_weight(a), 1u << a, have_a};
    if (cards == 1) {
      visit(one);
      continue;
    }
    if (have_a >= 2)
      visit(
          RankClass{2 * one.rank_weights, one.ranks, kChoose[static_cast<std::size_t>(have_a)][2]});
    for (int b = a + 1; b < kRanks; ++b) {
      const int have_b = left[static_cast<std::size_t>(b)];
      if (have_b != 0)
        visit(RankClass{one.rank_weights + rank_weight(b), one.ranks | 1u << b,
                        std::int64_t{have_a} * have_b});
    }
  }
}

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
    build_evaluator_tables();
    Ranks rank{};
    // Every runout ranked as though nobody made a flush, once per rank multiset.
    auto by_ranks = [&](const RankClass& c) {
      for (int i = 0; i < live_count_; ++i) rank[static_cast<std::size_t>(i)] = unsuited(i, c);
      credit(rank, c.ways);
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
    Ranks counted{}, actual{};
    auto with_others = [&](const RankClass& others) {
      const RankClass c{suited.rank_weights + others.rank_weights, suited.ranks | others.ranks,
                        others.ways};
      for (int i = 0; i < live_count_; ++i) {
        const auto at = static_cast<std::size_t>(i);
        counted[at] = unsuited(i, c);
        actual[at] = ((flushing >> i) & 1U) ? flush[at] : counted[at];
      }
      recredit(counted, actual, c.ways * alike);
    };
    for_each_rank_pair(off_suit, runout_ - suited_count, with_others);
  }

  struct Winners {
    unsigned players = 0;  // bit per live player
    int count = 0;
  };

  // Pot k's eligible players with the best rank.
  Winners winners(const Ranks& rank, int k) const {
    Winners w;
    HandRank best = 0;
    for (unsigned e = eligible_[static_cast<std::size_t>(k)]; e != 0; e &= e - 1) {
      const int i = std::countr_zero(e);
      const HandRank r = rank[static_cast<std::size_t>(i)];
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
    const std::int64_t each =
        ways * static_cast<std::int64_t>(kWholeShare / static_cast<std::uint64_t>(w.count));
    auto& pot_share = share_[static_cast<std::size_t>(k)];
    for (unsigned p = w.players; p != 0; p &= p - 1)
      pot_share[static_cast<std::size_t>(std::countr_zero(p))] += each;
  }

  // `ways` runouts on which the live players rank `rank`.
  void credit(const Ranks& rank, std::int64_t ways) {
    for (int k = 0; k < pot_count_; ++k) credit_pot(k, winners(rank, k), ways);
  }

  // `ways` runouts credited as though the players ranked `counted` that rank `actual`.
  void recredit(const Ranks& counted, const Ranks& actual, std::int64_t ways) {
    for (int k = 0; k < pot_count_; ++k) {
      const Winners was = winners(counted, k), is = winners(actual, k);
      if (was.players == is.players) continue;
      credit_pot(k, was, -ways);
      credit_pot(k, is, ways);
    }
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
};

}  // namespace

RunoutShares count_runout_shares(const RunoutDeal& deal, const PotLayers& pots, int pot_count) {
  ShareCounter counter(deal, pots, pot_count);
  counter.count();
  return counter.result();
}

}  // namespace poker
