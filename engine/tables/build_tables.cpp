#include "engine/tables/build_tables.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>
#include <vector>

namespace poker::eval_detail {
namespace {

// A "score" orders hands the slow, obvious way: category in bits 20+, then up to five ranks
// (0..12) in decreasing significance, one per nibble. Tables map scores to dense HandRanks.
using Score = std::uint32_t;

Score make_score(int category, std::initializer_list<int> ranks) {
  Score s = static_cast<Score>(category);
  int n = 0;
  for (int r : ranks) {
    s = (s << 4) | static_cast<Score>(r);
    ++n;
  }
  return s << (4 * (5 - n));
}

// Highest straight in a 13-bit rank mask as its top rank (3 = five-high wheel), or -1.
int straight_top(unsigned mask) {
  for (int top = 12; top >= 4; --top) {
    const unsigned run = 0x1Fu << (top - 4);
    if ((mask & run) == run) return top;
  }
  constexpr unsigned kWheel = 0x100Fu;  // A,2,3,4,5
  return (mask & kWheel) == kWheel ? 3 : -1;
}

// Best flush or straight flush among the ranks of a mask with at least five bits.
Score flush_score(unsigned mask) {
  if (const int top = straight_top(mask); top >= 0) return make_score(8, {top});
  int r[5], n = 0;
  for (int rank = 12; rank >= 0 && n < 5; --rank)
    if (mask & (1u << rank)) r[n++] = rank;
  return make_score(5, {r[0], r[1], r[2], r[3], r[4]});
}

// Best non-flush five-card hand from 5 to 7 cards given by rank counts.
Score multiset_score(const std::array<int, 13>& count) {
  unsigned mask = 0;
  std::vector<int> quads, trips, pairs, singles;  // descending ranks; build time only
  for (int rank = 12; rank >= 0; --rank) {
    if (count[rank] > 0) mask |= 1u << rank;
    if (count[rank] == 4) quads.push_back(rank);
    if (count[rank] == 3) trips.push_back(rank);
    if (count[rank] == 2) pairs.push_back(rank);
    if (count[rank] == 1) singles.push_back(rank);
  }
  // Highest rank present other than the excluded ones (kickers may come from any group).
  auto kickers = [&](std::initializer_list<int> used, int want) {
    std::vector<int> k;
    for (int rank = 12; rank >= 0 && static_cast<int>(k.size()) < want; --rank)
      if ((mask & (1u << rank)) && std::find(used.begin(), used.end(), rank) == used.end())
        k.push_back(rank);
    return k;
  };
  if (!quads.empty()) return make_score(7, {quads[0], kickers({quads[0]}, 1)[0]});
  if (!trips.empty() && (trips.size() >= 2 || !pairs.empty())) {
    const int pair = std::max(trips.size() >= 2 ? trips[1] : -1, pairs.empty() ? -1 : pairs[0]);
    return make_score(6, {trips[0], pair});
  }
  if (const int top = straight_top(mask); top >= 0) return make_score(4, {top});
  if (!trips.empty()) {
    const auto k = kickers({trips[0]}, 2);
    return make_score(3, {trips[0], k[0], k[1]});
  }
  if (pairs.size() >= 2) {
    const auto k = kickers({pairs[0], pairs[1]}, 1);
    return make_score(2, {pairs[0], pairs[1], k[0]});
  }
  if (pairs.size() == 1) {
    const auto k = kickers({pairs[0]}, 3);
    return make_score(1, {pairs[0], k[0], k[1], k[2]});
  }
  const auto k = kickers({}, 5);
  return make_score(0, {k[0], k[1], k[2], k[3], k[4]});
}

[[noreturn]] void fail(const char* what) {
  throw std::runtime_error(std::string("evaluator tables: build failed: ") + what);
}

// Calls f(counts, card_count, rank_sum) for every rank multiset of 5 to 7 cards.
template <class F>
void for_each_multiset(F&& f) {
  std::array<int, 13> count{};
  auto rec = [&](auto&& self, int rank, int cards, std::uint32_t sum) -> void {
    if (rank == 13) {
      if (cards >= 5) f(count, cards, sum);
      return;
    }
    for (int c = 0; c <= 4 && cards + c <= 7; ++c) {
      count[rank] = c;
      self(self, rank + 1, cards + c, sum + static_cast<std::uint32_t>(c) * kRankWeight[rank]);
    }
    count[rank] = 0;
  };
  rec(rec, 0, 0, 0);
}

// The sorted distinct scores of all five-card hands: position = strength order.
std::vector<Score> all_five_card_scores() {
  std::vector<Score> scores;
  for_each_multiset([&](const std::array<int, 13>& count, int cards, std::uint32_t) {
    if (cards == 5) scores.push_back(multiset_score(count));
  });
  for (unsigned mask = 0; mask < (1u << 13); ++mask)
    if (std::popcount(mask) == 5) scores.push_back(flush_score(mask));
  std::sort(scores.begin(), scores.end());
  scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
  return scores;
}

}  // namespace

void build_tables(Tables& t) {
  const std::vector<Score> order = all_five_card_scores();
  // First position of each category in the sorted scores, to number ranks within it.
  std::array<std::size_t, 10> category_start{};
  for (std::size_t i = order.size(); i-- > 0;) category_start[order[i] >> 20] = i;
  auto rank_of = [&](Score s) -> std::uint16_t {
    const auto it = std::lower_bound(order.begin(), order.end(), s);
    if (it == order.end() || *it != s) fail("score outside the five-card order");
    const std::size_t category = s >> 20;
    const std::size_t within =
        static_cast<std::size_t>(it - order.begin()) - category_start[category] + 1;
    return static_cast<std::uint16_t>((category << kCategoryShift) | within);
  };

  for (int card = 0; card < 52; ++card) {
    const int rank = card >> 2, suit = card & 3;
    t.card_key[card] = (std::uint64_t{kRankWeight[rank]} << 32) | (1u << (4 * suit));
    t.card_suit_bit[card] = std::uint64_t{1} << (16 * suit + rank);
  }

  for (unsigned mask = 0; mask < (1u << 13); ++mask)
    if (std::popcount(mask) >= 5) t.flush_rank[mask] = rank_of(flush_score(mask));

  // Perfect hash: group the multisets by row, place the fullest rows first, each at the first
  // displacement where all its columns land on free slots.
  struct Entry {
    std::uint32_t column;
    std::uint16_t rank;
  };
  std::vector<std::vector<Entry>> rows(1u << kRowBits);
  for_each_multiset([&](const std::array<int, 13>& count, int, std::uint32_t sum) {
    const std::uint32_t h = sum * kHashMultiplier;
    rows[h >> (32 - kRowBits)].push_back({h & kColumnMask, rank_of(multiset_score(count))});
  });
  std::vector<std::uint32_t> row_order(rows.size());
  for (std::uint32_t i = 0; i < row_order.size(); ++i) row_order[i] = i;
  std::stable_sort(row_order.begin(), row_order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return rows[a].size() > rows[b].size();
  });
  // Slot occupancy as a bitset, so 64 candidate offsets are tested at once: bit j of
  // free_run(p) says whether slot p + j is free.
  std::vector<std::uint64_t> used((kSlotCapacity + 64) / 64 + 2, 0);
  auto free_run = [&](std::uint32_t pos) {
    const std::uint32_t word = pos >> 6, shift = pos & 63;
    std::uint64_t bits = used[word] >> shift;
    if (shift != 0) bits |= used[word + 1] << (64 - shift);
    return ~bits;
  };
  auto is_used = [&](std::uint32_t pos) { return (used[pos >> 6] >> (pos & 63)) & 1; };
  std::uint32_t first_free = 0;
  std::size_t placed = 0;
  for (const std::uint32_t row : row_order) {
    const auto& entries = rows[row];
    if (entries.empty()) break;
    std::uint32_t lowest_column = kColumnMask;
    for (const Entry& e : entries) lowest_column = std::min(lowest_column, e.column);
    while (is_used(first_free)) ++first_free;
    // No slot below first_free is free, so no offset below this one can fit.
    std::uint32_t base = first_free > lowest_column ? first_free - lowest_column : 0;
    for (;; base += 64) {
      if (base + kColumnMask >= kSlotCapacity) fail("perfect hash does not fit");
      std::uint64_t fits = ~std::uint64_t{0};
      for (std::size_t i = 0; fits != 0 && i < entries.size(); ++i)
        fits &= free_run(base + entries[i].column);
      if (fits == 0) continue;
      const std::uint32_t offset = base + static_cast<std::uint32_t>(std::countr_zero(fits));
      if (offset + kColumnMask >= kSlotCapacity) fail("perfect hash does not fit");
      // Two multisets with one sum would share a column in one row and so one slot: the
      // greedy weights rule that out, and the count of occupied slots below proves it.
      for (const Entry& e : entries) {
        const std::uint32_t slot = offset + e.column;
        used[slot >> 6] |= std::uint64_t{1} << (slot & 63);
        t.rank_by_slot[slot] = e.rank;
      }
      placed += entries.size();
      t.row_offset[row] = offset;
      break;
    }
  }
  std::size_t occupied = 0;
  for (std::uint64_t w : used) occupied += static_cast<std::size_t>(std::popcount(w));
  if (occupied != placed) fail("two rank multisets share a key");
}

}  // namespace poker::eval_detail
