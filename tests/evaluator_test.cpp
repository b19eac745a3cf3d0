// The hand evaluator against exhaustive enumeration and an independent slow reference.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"

using poker::Card;
using poker::Category;
using poker::HandRank;

namespace {

std::vector<Card> cards(const char* text) {
  auto parsed = poker::parse_cards(text);
  REQUIRE_MESSAGE(parsed.has_value(), "bad card text in test: ", text);
  return *parsed;
}

HandRank rank_of(const char* text) {
  return poker::evaluate(cards(text));
}

std::string five_text(const std::array<Card, 5>& five) {
  std::string s;
  for (Card c : five) s += poker::to_string(c);
  return s;
}

// The best of the five-card subsets, the definition a 6- or 7-card evaluation must match.
HandRank best_subset_rank(const Card* hand, int n) {
  HandRank best = 0;
  for (unsigned subset = 0; subset < (1u << n); ++subset) {
    if (__builtin_popcount(subset) != 5) continue;
    std::array<Card, 5> five{};
    int m = 0;
    for (int i = 0; i < n; ++i)
      if (subset & (1u << i)) five[m++] = hand[i];
    best = std::max(best, poker::evaluate5(five.data()));
  }
  return best;
}

// Slow reference for five cards, written independently of the tables: the category, then the
// distinct ranks ordered by group size and rank, packed one per nibble so that integers compare
// like hands.
std::uint32_t reference_score(const std::array<Card, 5>& five) {
  std::array<int, 13> count{};
  for (Card c : five) ++count[c.rank()];
  std::array<int, 5> ranks{};  // distinct ranks, biggest group first, then highest rank
  int n = 0;
  for (int group = 4; group >= 1; --group)
    for (int rank = 12; rank >= 0; --rank)
      if (count[rank] == group) ranks[n++] = rank;
  const bool flush =
      std::all_of(five.begin(), five.end(), [&](Card c) { return c.suit() == five[0].suit(); });
  bool straight = false;
  if (n == 5 && ranks[0] - ranks[4] == 4) straight = true;
  if (n == 5 && ranks[0] == 12 && ranks[1] == 3) {  // A-5 wheel: the ace plays low
    straight = true;
    ranks = {3, 2, 1, 0, 0};
  }
  const int top_count = count[ranks[0]];
  const int second_count = n > 1 ? count[ranks[1]] : 0;
  int cat = 0;
  if (straight && flush)
    cat = 8;
  else if (top_count == 4)
    cat = 7;
  else if (top_count == 3 && second_count == 2)
    cat = 6;
  else if (flush)
    cat = 5;
  else if (straight)
    cat = 4;
  else if (top_count == 3)
    cat = 3;
  else if (top_count == 2 && second_count == 2)
    cat = 2;
  else if (top_count == 2)
    cat = 1;
  if (straight) n = 1;  // the top card names a straight
  std::uint32_t score = static_cast<std::uint32_t>(cat);
  for (int i = 0; i < 5; ++i)
    score = (score << 4) | static_cast<std::uint32_t>(i < n ? ranks[i] : 0);
  return score;
}

// Evaluated during static initialisation, in an order across translation units that is
// unspecified: must still be right (the tables are constant-initialized, ready before any).
const HandRank g_royal_at_static_init = [] {
  const std::array<Card, 7> royal = {Card::from(12, 3), Card::from(11, 3), Card::from(10, 3),
                                     Card::from(9, 3),  Card::from(8, 3),  Card::from(0, 0),
                                     Card::from(1, 1)};
  return poker::evaluate7(royal.data());
}();

}  // namespace

TEST_CASE("evaluator: a call from another static initialiser gets the right rank") {
  CHECK(g_royal_at_static_init == rank_of("AsKsQsJsTs2c3d"));
  CHECK(poker::category(g_royal_at_static_init) == Category::StraightFlush);
}

TEST_CASE("evaluator: all 2,598,960 five-card hands give the known category counts and order") {
  std::array<std::uint64_t, 9> by_category{};
  // For each rank value: the reference score it stands for (must be unique both ways).
  constexpr std::uint32_t kNone = 0xFFFFFFFF;
  std::vector<std::uint32_t> score_of_rank(65536, kNone);
  int rank_conflicts = 0;
  std::array<Card, 5> h{};
  std::uint64_t hands = 0;
  for (int a = 0; a < 52; ++a)
    for (int b = a + 1; b < 52; ++b)
      for (int c = b + 1; c < 52; ++c)
        for (int d = c + 1; d < 52; ++d)
          for (int e = d + 1; e < 52; ++e) {
            h = {Card(a), Card(b), Card(c), Card(d), Card(e)};
            const HandRank r = poker::evaluate5(h.data());
            ++hands;
            ++by_category[static_cast<int>(poker::category(r))];
            const std::uint32_t score = reference_score(h);
            std::uint32_t& known = score_of_rank[r & 0xFFFF];
            if (known == kNone) known = score;
            rank_conflicts += known != score || r > 0xFFFF;
          }
  CHECK(hands == 2598960);
  CHECK(by_category[0] == 1302540);
  CHECK(by_category[1] == 1098240);
  CHECK(by_category[2] == 123552);
  CHECK(by_category[3] == 54912);
  CHECK(by_category[4] == 10200);
  CHECK(by_category[5] == 5108);
  CHECK(by_category[6] == 3744);
  CHECK(by_category[7] == 624);
  CHECK(by_category[8] == 40);
  CHECK(rank_conflicts == 0);  // equal ranks only for hands the reference calls equal
  // Ranks ascending must mean reference scores strictly ascending: the whole order is right.
  int distinct = 0, out_of_order = 0, wrong_category = 0;
  std::uint32_t previous = 0;
  for (std::uint32_t rank = 0; rank < score_of_rank.size(); ++rank) {
    const std::uint32_t score = score_of_rank[rank];
    if (score == kNone) continue;
    out_of_order += distinct > 0 && !(previous < score);
    wrong_category += static_cast<std::uint32_t>(poker::category(rank)) != score >> 20;
    previous = score;
    ++distinct;
  }
  CHECK(distinct == 7462);
  CHECK(out_of_order == 0);
  CHECK(wrong_category == 0);
}

#ifndef ARENA_SANITIZED
TEST_CASE("evaluator: all 133,784,560 seven-card hands give the known category counts") {
  std::array<std::uint64_t, 9> by_category{};
  std::bitset<65536> seen;
  std::array<Card, 7> h{};
  std::uint64_t hands = 0;
  for (int a = 0; a < 52; ++a) {
    h[0] = Card(a);
    for (int b = a + 1; b < 52; ++b) {
      h[1] = Card(b);
      for (int c = b + 1; c < 52; ++c) {
        h[2] = Card(c);
        for (int d = c + 1; d < 52; ++d) {
          h[3] = Card(d);
          for (int e = d + 1; e < 52; ++e) {
            h[4] = Card(e);
            for (int f = e + 1; f < 52; ++f) {
              h[5] = Card(f);
              for (int g = f + 1; g < 52; ++g) {
                h[6] = Card(g);
                const HandRank r = poker::evaluate7(h.data());
                ++by_category[r >> 12 < 9 ? r >> 12 : 0];
                seen.set(r & 0xFFFF);
                ++hands;
              }
            }
          }
        }
      }
    }
  }
  CHECK(hands == 133784560);
  CHECK(by_category[8] == 41584);
  CHECK(by_category[7] == 224848);
  CHECK(by_category[6] == 3473184);
  CHECK(by_category[5] == 4047644);
  CHECK(by_category[4] == 6180020);
  CHECK(by_category[3] == 6461620);
  CHECK(by_category[2] == 31433400);
  CHECK(by_category[1] == 58627800);
  CHECK(by_category[0] == 23294460);
  CHECK(seen.count() == 4824);
}
#endif

TEST_CASE("evaluator: 6- and 7-card ranks equal the best five-card subset") {
  // Deterministic sample; the exhaustive 7-card counts above cover the rest.
#ifdef ARENA_SANITIZED
  constexpr int kHands = 100000;
#else
  constexpr int kHands = 500000;
#endif
  std::mt19937_64 rng(20261122);
  std::array<Card, 52> deck = poker::ordered_deck();
  int mismatches7 = 0, mismatches6 = 0, mismatches_span = 0;
  for (int i = 0; i < kHands; ++i) {
    for (int j = 0; j < 7; ++j) {
      std::uniform_int_distribution<int> pick(j, 51);
      std::swap(deck[j], deck[pick(rng)]);
    }
    const HandRank r7 = poker::evaluate7(deck.data());
    mismatches7 += r7 != best_subset_rank(deck.data(), 7);
    mismatches6 += poker::evaluate(std::span(deck.data(), 6)) != best_subset_rank(deck.data(), 6);
    mismatches_span += poker::evaluate(std::span(deck.data(), 7)) != r7;
    mismatches_span += poker::evaluate(std::span(deck.data(), 5)) != poker::evaluate5(deck.data());
  }
  CHECK(mismatches7 == 0);
  CHECK(mismatches6 == 0);
  CHECK(mismatches_span == 0);
}

TEST_CASE("evaluator: the wheel is the lowest straight and the lowest straight flush") {
  CHECK(rank_of("Ah2c3d4s5h") < rank_of("2c3d4s5h6h"));
  CHECK(rank_of("Ah2c3d4s5h") > rank_of("AhAcAdKsQh"));  // any straight beats trips
  CHECK(poker::category(rank_of("Ah2c3d4s5h")) == Category::Straight);
  CHECK(rank_of("Ah2h3h4h5h") < rank_of("2h3h4h5h6h"));
  CHECK(rank_of("Ah2h3h4h5h") > rank_of("AcAdAhAs2c"));  // steel wheel beats quads
  CHECK(rank_of("ThJhQhKhAh") > rank_of("9h8hThJhQh"));
  // Straights do not wrap around the ace.
  CHECK(poker::category(rank_of("QhKcAd2s3h")) == Category::HighCard);
  // Seven cards with both a wheel and a six-high straight use the six-high one.
  CHECK(rank_of("Ah2c3d4s5h6cKd") == rank_of("2c3d4s5h6c"));
}

TEST_CASE("evaluator: suits never rank") {
  CHECK(rank_of("AhKhQh9h2h") == rank_of("AsKsQs9s2s"));
  CHECK(rank_of("AcKdQh9s2c") == rank_of("AsKhQd9c2d"));
  CHECK(rank_of("AcAdKhKs2c7d9h") == rank_of("AhAsKcKd2s7h9c"));
}

TEST_CASE("evaluator: kickers decide, and only the best five cards count") {
  // Board pair of nines; the ace kicker beats the king kicker.
  CHECK(rank_of("9c9d4h7s2cAhJd") > rank_of("9c9d4h7s2cKhJd"));
  // Two pair with the same pairs: the fifth card decides.
  CHECK(rank_of("AcAdKhKsQc") > rank_of("AcAdKhKsJc"));
  // Counterfeit: the board's two pair plus a higher pair leaves the hole card's pair unused.
  CHECK(rank_of("KcKdQhQsJcJd2h") == rank_of("KcKdQhQsJc3d2h"));
  // A sixth and seventh low card do not matter once five better cards exist.
  CHECK(rank_of("AcKdQh9s7c3d2h") == rank_of("AcKdQh9s7c4d2h"));
  // Quads: the kicker is the best remaining card.
  CHECK(rank_of("7c7d7h7sAcKd2h") > rank_of("7c7d7h7sKcQd2h"));
  // Full house: trips rank first, then the pair; two trips make a full house of the higher.
  CHECK(rank_of("KcKdKh2s2c") > rank_of("QcQdQhAsAc"));
  CHECK(rank_of("KcKdKhQsQcQd2h") == rank_of("KcKdKhQsQc"));
  // Flush with six suited cards: the best five.
  CHECK(rank_of("AhKh9h7h5h3h2c") == rank_of("AhKh9h7h5h"));
  // Category order.
  CHECK(rank_of("AcKdQhJs9c") < rank_of("2c2d3h4s5c"));
  CHECK(rank_of("AcAdKhQsJc") < rank_of("2c2d3h3s4c"));
  CHECK(rank_of("AcAdKhKsQc") < rank_of("2c2d2h3s4c"));
  CHECK(rank_of("AcAdAhKsQc") < rank_of("2c3d4h5s6c"));
  CHECK(rank_of("TcJdQhKsAc") < rank_of("2c3c4c5c7c"));
  CHECK(rank_of("AcKcQcJc9c") < rank_of("2c2d2h3s3c"));
  CHECK(rank_of("AcAdAhKsKc") < rank_of("2c2d2h2s3c"));
  CHECK(rank_of("AcAdAhAsKc") < rank_of("2c3c4c5c6c"));
}

TEST_CASE("evaluator: category and category_name for every category") {
  const std::array<std::pair<const char*, const char*>, 9> examples = {{
      {"AcKdQh9s7c3d2h", "high card"},
      {"AcAdQh9s7c3d2h", "one pair"},
      {"AcAdQhQs7c3d2h", "two pair"},
      {"AcAdAh9s7c3d2h", "three of a kind"},
      {"9cTdJhQsKc3d2h", "straight"},
      {"Ac9c7c5c2cKdQh", "flush"},
      {"AcAdAh9s9c3d2h", "full house"},
      {"AcAdAhAs7c3d2h", "four of a kind"},
      {"9hThJhQhKh3d2c", "straight flush"},
  }};
  for (std::size_t i = 0; i < examples.size(); ++i) {
    const Category c = poker::category(rank_of(examples[i].first));
    CHECK(static_cast<std::size_t>(c) == i);
    CHECK(poker::category_name(c) == examples[i].second);
  }
}

TEST_CASE("evaluator: best_five shows the made hand first, then kickers") {
  auto best = [](const char* text) { return five_text(poker::best_five(cards(text))); };
  CHECK(best("2hAcKdQh9s7c3d") == "AcKdQh9s7c");
  CHECK(best("2h7cAdQh9sAc3d") == "AdAcQh9s7c");
  CHECK(best("2hQsAdQh9sAc3d") == "AdAcQsQh9s");
  CHECK(best("2h9c7cAh9s9d3d") == "9s9d9cAh7c");
  CHECK(best("9cTdJhQsKc3d2h") == "KcQsJhTd9c");
  CHECK(best("Ah2c3d4s5hKcKd") == "5h4s3d2cAh");  // wheel: the ace plays low
  CHECK(best("Ac9c7c5c2cKdQc") == "AcQc9c7c5c");
  CHECK(best("9s9cAdAh9d3d2h") == "9s9d9cAhAd");
  CHECK(best("AcAdAhAs7c3dKh") == "AsAhAdAcKh");
  CHECK(best("9hThJhQhKh3d8h") == "KhQhJhTh9h");
  CHECK(best("5d4d3d2dAd") == "5d4d3d2dAd");
  CHECK(best("KcKdKhQsQcQd") == "KhKdKcQsQc");  // first best subset on ties
  // The five cards always evaluate to the hand's rank.
  const auto seven = cards("Td7h2c2sTh7d4c");
  const auto five = poker::best_five(seven);
  CHECK(poker::evaluate5(five.data()) == poker::evaluate(seven));
}

TEST_CASE("evaluator: bad input is a clear error, never a crash") {
  CHECK_THROWS_WITH_AS(poker::evaluate(cards("AcKdQh9s")), "evaluate: needs 5 to 7 cards, got 4",
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(poker::evaluate(cards("AcKdQh9sAc")), "evaluate: card Ac appears twice",
                       std::invalid_argument);
  CHECK_THROWS_AS(poker::evaluate(cards("AcKdQh9s??")), std::invalid_argument);
  CHECK_THROWS_AS(poker::best_five(cards("AcKdQh9s7c3d2h4h")), std::invalid_argument);
  // The unchecked fast path stays inside its tables even for garbage bytes.
  const std::array<Card, 7> junk = {Card(255), Card(255), Card(0), Card(0),
                                    Card(0),   Card(0),   Card(0)};
  (void)poker::evaluate7(junk.data());
  CHECK(poker::category_name(static_cast<Category>(42)) == "unknown category");
}
