// The seeded deal (R2): reproducible, unbiased, and a permutation every time.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/deal.hpp"

using namespace poker;

namespace {

bool is_permutation_of_deck(const std::array<Card, kDeckSize>& deck) {
  std::array<bool, kDeckSize> seen{};
  for (Card c : deck) {
    if (!c.known() || seen[c.index]) return false;
    seen[c.index] = true;
  }
  return true;
}

#ifdef ARENA_SANITIZED
constexpr int kChiSquareDecks = 20'000;
#else
constexpr int kChiSquareDecks = 200'000;
#endif

// Chi-square over the 52 x 52 table of (card, position) counts. Each cell is binomial, so the
// Pearson sum has mean 52 * 51; both margins are fixed (each deck holds each card once and fills
// each position once), and for a uniform random permutation the sum is asymptotically
// (52/51) * chi-square with 51 * 51 = 2601 degrees of freedom (the covariance of a permutation
// matrix has eigenvalue n/(n-1) on the doubly centred subspace, 0 on the margins). We test the
// sum scaled by 51/52: mean 2601, standard deviation sqrt(2 * 2601) ~ 72.1.
using Counts = std::array<std::array<std::int64_t, kDeckSize>, kDeckSize>;

double chi_square(const Counts& counts, int decks) {
  const double expected = static_cast<double>(decks) / kDeckSize;
  double chi = 0;
  for (const auto& row : counts)
    for (std::int64_t n : row) chi += (n - expected) * (n - expected) / expected;
  return chi * (kDeckSize - 1) / kDeckSize;
}

// A bound about 5.5 standard deviations above the mean: a fair shuffle exceeds it with
// probability below one in ten million, and the fixed seed makes the outcome reproducible.
constexpr double kChiSquareBound = 2601 + 5.5 * 72.1;

}  // namespace

TEST_CASE("R2 the same seed and hand number always give the same deck") {
  const Seed a = Seed::from_text("7");
  const Seed b = Seed::from_text("7");
  CHECK(a.key == b.key);
  for (std::uint64_t hand = 1; hand <= 50; ++hand)
    CHECK(shuffled_deck(a, hand) == shuffled_deck(b, hand));
}

TEST_CASE("R2 the deal is pinned: seed \"7\" hand 1 gives the same cards in every build") {
  // A known answer: if this changes, every recorded tournament stops replaying from its seed.
  const auto deck = shuffled_deck(Seed::from_text("7"), 1);
  std::string first;
  for (int i = 0; i < 10; ++i) first += to_string(deck[i]);
  CHECK(first == "8hKh6c7s3d7d4c4h2d2s");
}

TEST_CASE("R2 different hands and different seeds give different decks") {
  const Seed seed = Seed::from_text("tournament-42");
  std::set<std::array<std::uint8_t, kDeckSize>> decks;  // Card has no order: compare indices
  for (std::uint64_t hand = 1; hand <= 1000; ++hand) {
    std::array<std::uint8_t, kDeckSize> indices{};
    const auto deck = shuffled_deck(seed, hand);
    for (int i = 0; i < kDeckSize; ++i) indices[i] = deck[i].index;
    decks.insert(indices);
  }
  CHECK(decks.size() == 1000);
  CHECK(shuffled_deck(Seed::from_text("1"), 1) != shuffled_deck(Seed::from_text("2"), 1));
  // The text is hashed whole: a seed is not confused with its prefix.
  CHECK(shuffled_deck(Seed::from_text("12"), 1) != shuffled_deck(Seed::from_text("1"), 1));
}

TEST_CASE("R2 every shuffled deck is a permutation of the 52 cards") {
  const Seed seed = Seed::random();
  for (std::uint64_t hand = 1; hand <= 2000; ++hand)
    REQUIRE(is_permutation_of_deck(shuffled_deck(seed, hand)));
}

TEST_CASE("R2 a shuffled prefix equals the full shuffle's first k cards") {
  const Seed seed = Seed::from_text("prefix");
  for (std::uint64_t hand = 1; hand <= 20; ++hand) {
    const auto full = shuffled_deck(seed, hand);
    for (int k = 0; k <= kDeckSize; ++k) {
      const auto part = shuffled_deck_prefix(seed, hand, k);
      REQUIRE(is_permutation_of_deck(part));
      REQUIRE(std::equal(part.begin(), part.begin() + k, full.begin()));
    }
  }
  CHECK_THROWS_AS(shuffled_deck_prefix(seed, 1, -1), std::invalid_argument);
  CHECK_THROWS_AS(shuffled_deck_prefix(seed, 1, 53), std::invalid_argument);
}

TEST_CASE("R2 the commitment is BLAKE2b-256 of the seed text and does not reveal the key") {
  // Reference digests from `printf 7 | b2sum -l 256` (GNU coreutils).
  CHECK(Seed::from_text("7").commitment() ==
        "0a420b072ce72f6a6833576ffa74ea21dcca4ce7c025dbee7b1dae478cba6f29");
  CHECK(Seed::from_text("hello world").commitment() ==
        "256c83b297114d201b30179f3f0ef0cace9783622da5974326b436178aeef610");
  // Publishing the commitment must not publish the stream key.
  const Seed seed = Seed::from_text("7");
  std::string key_hex;
  for (std::uint8_t b : seed.key) {
    static constexpr char kHex[] = "0123456789abcdef";
    key_hex += kHex[b >> 4];
    key_hex += kHex[b & 15];
  }
  CHECK(key_hex != seed.commitment());
}

TEST_CASE("R2 a random seed is 64 hex digits from the operating system, fresh each time") {
  const Seed a = Seed::random();
  const Seed b = Seed::random();
  CHECK(a.text.size() == 64);
  CHECK(a.text.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK(a.text != b.text);
  // A random seed replays like any other: its text alone reproduces the key.
  CHECK(Seed::from_text(a.text).key == a.key);
}

TEST_CASE("R2 chi-square: every card is uniform over the positions of the deck") {
  const Seed seed = Seed::from_text("chi-square");
  Counts counts{};
  for (int d = 1; d <= kChiSquareDecks; ++d) {
    const auto deck = shuffled_deck(seed, static_cast<std::uint64_t>(d));
    for (int pos = 0; pos < kDeckSize; ++pos) ++counts[deck[pos].index][pos];
  }
  const double chi = chi_square(counts, kChiSquareDecks);
  MESSAGE("scaled chi-square over 52x52 cells, 2601 df: " << chi << " (bound " << kChiSquareBound
                                                          << ")");
  CHECK(chi < kChiSquareBound);
  CHECK(chi > 2601 - 5.5 * 72.1);  // too good a fit would be as suspicious as too bad a one
}

TEST_CASE("R2 chi-square: the bound rejects the classic biased shuffle") {
  // Swapping every position with any position (not only the ones not yet placed) is the
  // textbook biased shuffle; the same test and bound must catch it, or the test proves nothing.
  std::mt19937_64 rng(12345);
  Counts counts{};
  for (int d = 0; d < kChiSquareDecks; ++d) {
    auto deck = ordered_deck();
    for (int i = 0; i < kDeckSize; ++i) {
      std::uniform_int_distribution<int> any(0, kDeckSize - 1);
      std::swap(deck[i], deck[any(rng)]);
    }
    for (int pos = 0; pos < kDeckSize; ++pos) ++counts[deck[pos].index][pos];
  }
  const double chi = chi_square(counts, kChiSquareDecks);
  MESSAGE("biased shuffle chi-square: " << chi);
  CHECK(chi > kChiSquareBound);
}

TEST_CASE("R1 seeded permutations: a permutation, reproducible, separate per purpose") {
  const Seed seed = Seed::from_text("seats");
  for (int n = 0; n <= 10; ++n) {
    auto perm = seeded_permutation(seed, kSeatDrawPurpose, n);
    REQUIRE(perm.size() == static_cast<std::size_t>(n));
    CHECK(perm == seeded_permutation(seed, kSeatDrawPurpose, n));
    std::sort(perm.begin(), perm.end());
    for (int i = 0; i < n; ++i) CHECK(perm[static_cast<std::size_t>(i)] == i);
  }
  // Different purposes and different seeds draw from different streams.
  int differ_purpose = 0, differ_seed = 0;
  for (int s = 0; s < 20; ++s) {
    const Seed a = Seed::from_text("seed-" + std::to_string(s));
    const Seed b = Seed::from_text("seed-" + std::to_string(s + 100));
    differ_purpose += seeded_permutation(a, kSeatDrawPurpose, 10) !=
                      seeded_permutation(a, kButtonDrawPurpose, 10);
    differ_seed +=
        seeded_permutation(a, kSeatDrawPurpose, 10) != seeded_permutation(b, kSeatDrawPurpose, 10);
  }
  CHECK(differ_purpose == 20);  // 10! orders: a coincidence has odds below 1e-5 over 20 tries
  CHECK(differ_seed == 20);
  CHECK_THROWS_AS(seeded_permutation(seed, kSeatDrawPurpose, -1), std::invalid_argument);
  // Long permutations take more stream than one ChaCha20 call gives by default.
  auto big = seeded_permutation(seed, 99, 5000);
  CHECK(big == seeded_permutation(seed, 99, 5000));
  std::sort(big.begin(), big.end());
  for (int i = 0; i < 5000; ++i) REQUIRE(big[static_cast<std::size_t>(i)] == i);
}

TEST_CASE("R1 seeded permutations are uniform: each item is equally likely at each place") {
  constexpr int n = 6;
  constexpr int trials = 60'000;
  std::array<std::array<int, n>, n> counts{};
  for (int t = 0; t < trials; ++t) {
    const auto perm = seeded_permutation(Seed::from_text("u" + std::to_string(t)), 1, n);
    for (int i = 0; i < n; ++i) ++counts[static_cast<std::size_t>(perm[i])][i];
  }
  double chi = 0;
  const double expected = static_cast<double>(trials) / n;
  for (const auto& row : counts)
    for (int c : row) chi += (c - expected) * (c - expected) / expected;
  // As for the deck: the Pearson sum over a permutation matrix's counts is (n/(n-1)) times a
  // chi-square with (n-1)^2 = 25 degrees of freedom, whose 1e-6 upper quantile is 73.9.
  chi *= static_cast<double>(n - 1) / n;
  CHECK(chi < 73.9);
}
