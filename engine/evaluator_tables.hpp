#pragma once
// Private to the evaluator: the lookup tables behind evaluate5/evaluate7 and how they are indexed.
//
// Every card contributes one 64-bit key; the keys of a hand are summed:
//   - high 32 bits: a per-rank weight chosen so that the sums of all rank multisets of up to
//     seven cards (at most four of a rank) are distinct, so the sum names the multiset exactly;
//   - low 16 bits: four 4-bit suit counters (at most 7 each, so they never carry).
// A hand with five cards of one suit is a flush (two flushes need 10 cards, and with at most 7
// cards a flush and a full house or quads never coexist), ranked by its 13-bit rank mask.
// Every other hand is ranked by its rank multiset, found through a two-level perfect hash.
#include <array>
#include <cstdint>

namespace poker::eval_detail {

// HandRank layout: category in bits 12+, 1-based strength within the category below.
inline constexpr int kCategoryShift = 12;

// Per-rank weights (2..A). Found by a greedy search: each is the smallest value above the
// previous one keeping every sum of <= 7 cards (<= 4 per rank) unique. Largest 7-card sum:
// 18,393,157, so a sum fits in 32 bits.
inline constexpr std::array<std::uint32_t, 13> kRankWeight = {
    1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520};

// Perfect hash of a rank sum: h = sum * kHashMultiplier (mod 2^32); the top kRowBits of h pick
// a row, whose displacement is added to the low kColumnBits of h. Multiplying by an odd number
// is a bijection, and the table builder checks the whole mapping is collision free.
inline constexpr std::uint32_t kHashMultiplier = 0x9E3779B1u;
inline constexpr int kRowBits = 13;
inline constexpr int kColumnBits = 13;
inline constexpr std::uint32_t kColumnMask = (1u << kColumnBits) - 1;
inline constexpr std::uint32_t kSlotCapacity = 96 * 1024;

// Suit counters start at bit 0; adding 3 to each makes bit 3 of a counter set iff it is >= 5.
inline constexpr std::uint32_t kSuitFlushBias = 0x3333u;
inline constexpr std::uint32_t kSuitFlushTest = 0x8888u;

struct Tables {
  // Indexed by Card::index; entries 52..255 are zero so any byte is a safe index.
  alignas(64) std::array<std::uint64_t, 256> card_key{};
  // Indexed by Card::index: bit 16 * suit + rank, so OR-ing a hand's bits gives a 13-bit rank
  // mask per suit. Only flushes need it. Entries 52..255 are zero.
  alignas(64) std::array<std::uint64_t, 256> card_suit_bit{};
  alignas(64) std::array<std::uint32_t, 1u << kRowBits> row_offset{};
  // Flush and straight-flush rank by the 13-bit mask of the flush suit's ranks (>= 5 bits set).
  alignas(64) std::array<std::uint16_t, 1u << 13> flush_rank{};
  // Non-flush rank by perfect-hash slot. The builder checks that every row offset plus any
  // column stays below the capacity, so even a garbage sum reads inside the table.
  alignas(64) std::array<std::uint16_t, kSlotCapacity> rank_by_slot{};
};

static_assert(sizeof(Tables) <= 1024 * 1024, "issue 2 caps the evaluator's tables at 1 MB");

// The tables, 244 KB, constant data: engine/tables/generate.cpp runs the algorithm
// (engine/tables/build_tables.cpp) at build time and writes their definition, which the library
// compiles (constinit, so initialized before any code runs). Nothing is built at run time: a
// process's first evaluation costs what any other does (building them took some 60 ms of CPU
// in each process, seconds for a thousand bots starting on two cores), and the pages are
// read-only, shared by every process of a program instead of 244 KB private to each.
extern const Tables g_tables;

inline std::uint32_t slot_of(const Tables& t, std::uint32_t rank_sum) {
  const std::uint32_t h = rank_sum * kHashMultiplier;
  return t.row_offset[h >> (32 - kRowBits)] + (h & kColumnMask);
}

}  // namespace poker::eval_detail
