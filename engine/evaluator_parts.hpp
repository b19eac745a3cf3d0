#pragma once
// The high evaluator by its two halves, for code that ranks many hands by class instead of one
// by one (R47's exact equity, engine/runout_shares.*): without five cards of a suit, 5 to 7 cards
// rank by their rank multiset alone, named by the sum of their ranks' weights; with five of a
// suit (at most one suit among 7 cards, and then no full house or quads), by that suit's ranks.
// evaluate7 is exactly one or the other (engine/evaluator.cpp). The tables are constant data
// compiled in (engine/tables/), so the lookups need nothing built first.
#include <cstdint>

#include "engine/evaluator.hpp"
#include "engine/evaluator_tables.hpp"

namespace poker {

// A rank's weight (0 = deuce .. 12 = ace): the weights of any 5 to 7 cards sum to a key unique
// to their rank multiset (at most four of a rank).
inline std::uint32_t rank_weight(int rank) {
  return eval_detail::kRankWeight[static_cast<std::size_t>(rank)];
}

// The rank of 5 to 7 cards without five of a suit, from their ranks' weight sum.
inline HandRank unsuited_rank(std::uint32_t rank_weight_sum) {
  const eval_detail::Tables& t = eval_detail::g_tables;
  return t.rank_by_slot[eval_detail::slot_of(t, rank_weight_sum)];
}

// The rank of 5 to 7 cards with five or more of a suit, from that suit's ranks (bit per rank).
inline HandRank flush_suit_rank(unsigned suit_ranks) {
  return eval_detail::g_tables.flush_rank[suit_ranks & 0x1FFFu];
}

}  // namespace poker
