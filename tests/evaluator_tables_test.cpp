// The evaluator's tables are constant data written at build time (engine/tables/generate.cpp):
// they must be exactly what the algorithm builds, hold every rank multiset, and sit in read-only
// memory, where no process can have built (or changed) them at run time.
#include <doctest/doctest.h>

#include <array>
#include <bit>
#include <cstdint>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "engine/evaluator_tables.hpp"
#include "engine/tables/build_tables.hpp"

using poker::eval_detail::g_tables;
using poker::eval_detail::Tables;

namespace {

// Rank multisets of 5 to 7 cards with at most 4 of each of 13 ranks, counted independently of
// the builder: ways[c] = multisets of c cards over the ranks so far.
std::size_t multisets_of_five_to_seven() {
  std::array<std::size_t, 8> ways{1};
  for (int rank = 0; rank < 13; ++rank) {
    std::array<std::size_t, 8> next{};
    for (int c = 0; c <= 7; ++c)
      for (int k = 0; k <= 4 && c + k <= 7; ++k) next[c + k] += ways[c];
    ways = next;
  }
  return ways[5] + ways[6] + ways[7];
}

// The permissions ("r--p", "rw-p", ...) of the mapping of this process holding `address`, from
// /proc/self/maps, or "" if none does.
std::string permissions_at(const void* address) {
  const auto at = reinterpret_cast<std::uintptr_t>(address);
  std::ifstream maps("/proc/self/maps");
  std::string line;
  while (std::getline(maps, line)) {
    std::istringstream fields(line);
    std::uintptr_t begin = 0, end = 0;
    char dash = 0;
    std::string perms;
    fields >> std::hex >> begin >> dash >> end >> perms;
    if (fields && begin <= at && at < end) return perms;
  }
  return "";
}

}  // namespace

TEST_CASE("evaluator tables: the compiled-in tables are what the algorithm builds") {
  auto fresh = std::make_unique<Tables>();  // 244 KB: not on the stack
  poker::eval_detail::build_tables(*fresh);
  CHECK(fresh->card_key == g_tables.card_key);
  CHECK(fresh->card_suit_bit == g_tables.card_suit_bit);
  CHECK(fresh->row_offset == g_tables.row_offset);
  CHECK(fresh->flush_rank == g_tables.flush_rank);
  CHECK(fresh->rank_by_slot == g_tables.rank_by_slot);
}

TEST_CASE("evaluator tables: complete, with every rank multiset in a slot of its own") {
  std::size_t filled = 0;
  for (const std::uint16_t rank : g_tables.rank_by_slot) filled += rank != 0 ? 1 : 0;
  CHECK(multisets_of_five_to_seven() == 73'775);
  CHECK(filled == multisets_of_five_to_seven());
  // Every mask of five or more ranks is a flush of some rank, and no smaller one is.
  for (unsigned mask = 0; mask < g_tables.flush_rank.size(); ++mask) {
    INFO("rank mask ", mask);
    CHECK((g_tables.flush_rank[mask] != 0) == (std::popcount(mask) >= 5));
  }
  // The royal flush (A K Q J T: bits 12 to 8) is the tenth and best straight flush (category 8).
  CHECK(g_tables.flush_rank[0x1F00] == ((8 << poker::eval_detail::kCategoryShift) | 10));
  for (int card = 0; card < 52; ++card) CHECK(g_tables.card_key[card] != 0);
}

TEST_CASE("evaluator tables: in read-only memory, never written at run time") {
  const std::string perms = permissions_at(&g_tables);
  INFO("the mapping holding g_tables is ", perms);
  REQUIRE(perms.size() == 4);
  CHECK(perms[0] == 'r');
  CHECK(perms[1] == '-');  // read-only: shared by every process of the program
  // And the last byte too: the tables do not straddle into a writable mapping.
  CHECK(permissions_at(reinterpret_cast<const char*>(&g_tables) + sizeof(Tables) - 1) == perms);
}
