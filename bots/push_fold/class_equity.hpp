#pragma once
// The all-in equity of every starting-hand class against every other, heads-up pre-flop, counted
// exactly: every pair of two-card hands that share no card, every runout of the five board cards
// (engine/runout_shares.*, the same whole-number shares R47's all-in equity uses). A class
// against a class is the sum over its pairs of hands, so card removal is in it: AA against AKs
// is 12 pairs of hands, not 24, and those 12 are the ones the deck can deal.
#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>

#include "hand_class.hpp"

namespace push_fold {

struct ClassEquity {
  // [i][j]: the pairs of hands (one of class i, one of class j, no card in common).
  std::array<std::array<std::uint32_t, kClasses>, kClasses> pairs{};
  // [i][j]: over those pairs and every runout, the class-i hand's share of the pot, in
  // poker::kWholeShare parts of a pot per runout.
  std::array<std::array<std::uint64_t, kClasses>, kClasses> share{};
  std::uint64_t runouts = 0;  // runouts of each pair: C(48, 5)

  // Class i's equity against class j (0 when the deck cannot deal them together).
  double equity(int i, int j) const;
  // The sum over the pairs of class i's equity: pairs * equity.
  double equity_sum(int i, int j) const;
};

// Counts every class against every class (about a minute on one core in a Release build).
ClassEquity count_class_equity();

// The exact share of the pot `first` wins heads-up against `second` over every runout, in
// poker::kWholeShare parts per runout (the cards must be four different cards).
std::uint64_t pair_share(const std::array<poker::Card, 2>& first,
                         const std::array<poker::Card, 2>& second);

// The data file: the counts for class i <= j, one line each (j < i follows from them).
void write_class_equity(const ClassEquity& table, const std::filesystem::path& file);
// nullopt when the file is missing or not a whole table.
std::optional<ClassEquity> read_class_equity(const std::filesystem::path& file);

}  // namespace push_fold
