// The draw games' low rankings (docs/RULES.md, R32 and R33): every hand checked against a slow,
// obvious reading of the same rule, and the hands a player would name.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/low_evaluator.hpp"

namespace {

using poker::Card;

std::vector<Card> cards_of(const char* text) {
  auto parsed = poker::parse_cards(text);
  REQUIRE(parsed.has_value());
  return *parsed;
}

poker::HandRank low27(const char* text) {
  return poker::evaluate_deuce_to_seven(cards_of(text));
}

poker::HandRank badugi(const char* text) {
  return poker::evaluate_badugi(cards_of(text));
}

// 2-7 read the slow way: a high-poker key where aces are only high (no wheel), so the lowest key
// wins. Key: category, then the ranks ordered by count then rank.
std::vector<int> slow_high_key_no_wheel(std::vector<Card> five) {
  std::array<int, 13> count{};
  for (Card c : five) ++count[c.rank()];
  std::vector<int> ranks;
  for (int r = 12; r >= 0; --r)
    if (count[r] > 0) ranks.push_back(r);
  std::stable_sort(ranks.begin(), ranks.end(), [&](int a, int b) { return count[a] > count[b]; });
  const bool flush =
      std::all_of(five.begin(), five.end(), [&](Card c) { return c.suit() == five[0].suit(); });
  const bool straight = ranks.size() == 5 && ranks.front() - ranks.back() == 4;
  int category = 0;
  if (straight && flush)
    category = 8;
  else if (count[ranks[0]] == 4)
    category = 7;
  else if (count[ranks[0]] == 3 && count[ranks[1]] == 2)
    category = 6;
  else if (flush)
    category = 5;
  else if (straight)
    category = 4;
  else if (count[ranks[0]] == 3)
    category = 3;
  else if (count[ranks[0]] == 2 && count[ranks[1]] == 2)
    category = 2;
  else if (count[ranks[0]] == 2)
    category = 1;
  std::vector<int> key = {category};
  key.insert(key.end(), ranks.begin(), ranks.end());
  return key;
}

// Badugi read the slow way: every set of cards with distinct ranks and suits, the largest, then
// the one whose ranks (aces low) read from the top down are lowest. Key: higher wins.
std::pair<int, std::vector<int>> slow_badugi_key(const std::vector<Card>& four) {
  std::pair<int, std::vector<int>> best{0, {}};
  for (unsigned subset = 1; subset < 16; ++subset) {
    std::vector<int> ranks;
    std::set<int> suits;
    for (int i = 0; i < 4; ++i) {
      if (!(subset & (1u << i))) continue;
      ranks.push_back((four[i].rank() + 1) % 13);
      suits.insert(four[i].suit());
    }
    const std::set<int> distinct(ranks.begin(), ranks.end());
    if (distinct.size() != ranks.size() || suits.size() != ranks.size()) continue;
    std::sort(ranks.rbegin(), ranks.rend());
    std::vector<int> lower_wins;
    for (int r : ranks) lower_wins.push_back(-r);
    const std::pair<int, std::vector<int>> key{static_cast<int>(ranks.size()), lower_wins};
    if (key > best) best = key;
  }
  return best;
}

std::vector<Card> random_cards(std::mt19937_64& rng, int n) {
  std::array<Card, 52> deck = poker::ordered_deck();
  std::shuffle(deck.begin(), deck.end(), rng);
  return {deck.begin(), deck.begin() + n};
}

template <typename T>
int sign_of_compare(const T& a, const T& b) {
  return a < b ? -1 : (b < a ? 1 : 0);
}

}  // namespace

TEST_CASE("R32 2-7 lowball: 7-5-4-3-2 off-suit is the best hand, the wheel is ace-high") {
  CHECK(low27("7c5d4h3s2c") > low27("7c6d4h3s2c"));
  CHECK(low27("7c5d4h3s2c") > low27("8c5d4h3s2c"));
  // A-2-3-4-5 is no straight: worse than any king-high, better than A-6-4-3-2.
  CHECK(low27("Ac5d4h3s2c") < low27("KcQdJhTs8c"));
  CHECK(low27("Ac5d4h3s2c") > low27("Ac6d4h3s2c"));
  CHECK(low27("Ac5c4c3c2c") < low27("KcQcJcTc8c"));  // and a suited wheel is an ace-high flush
  CHECK(low27("Ac5c4c3c2c") > low27("Ac6c4c3c2c"));
  // Straights and flushes count against a hand; pairs lose to any unpaired hand.
  CHECK(low27("8c7d6h5s4c") < low27("KcQdJh9s8c"));
  CHECK(low27("7c5c4c3c2c") < low27("KcQdJh9s8c"));
  CHECK(low27("2c2d3h4s5c") < low27("AcKdQhJs9c"));
  // Suits never break a tie.
  CHECK(low27("7c5d4h3s2c") == low27("7s5h4d3c2s"));
  CHECK(poker::deuce_to_seven_name(cards_of("2c5d3h7s4c")) == "7-5-4-3-2");
  CHECK(poker::deuce_to_seven_name(cards_of("Ac5d4h3s2c")) == "A-5-4-3-2");
  CHECK(poker::deuce_to_seven_name(cards_of("7c5c4c3c2c")) == "flush 7-5-4-3-2");
  CHECK(poker::deuce_to_seven_name(cards_of("9c9d4h3s2c")) == "one pair 9-9-4-3-2");
}

TEST_CASE("R32 2-7 lowball: every five-card hand ranks as the slow reading, 7,462 classes") {
  // Every hand once: the classes counted, the best one found, and the order of neighbours in
  // enumeration order checked against the slow reading.
  std::set<poker::HandRank> classes;
  poker::HandRank best = 0;
  std::vector<Card> best_hand, previous;
  poker::HandRank previous_rank = 0;
  int compared = 0, disagreements = 0;
  for (int a = 0; a < 52; ++a)
    for (int b = a + 1; b < 52; ++b)
      for (int c = b + 1; c < 52; ++c)
        for (int d = c + 1; d < 52; ++d)
          for (int e = d + 1; e < 52; ++e) {
            const std::array<Card, 5> five = {
                Card(static_cast<std::uint8_t>(a)), Card(static_cast<std::uint8_t>(b)),
                Card(static_cast<std::uint8_t>(c)), Card(static_cast<std::uint8_t>(d)),
                Card(static_cast<std::uint8_t>(e))};
            const poker::HandRank r = poker::evaluate_deuce_to_seven(five.data());
            classes.insert(r);
            if (r > best) {
              best = r;
              best_hand.assign(five.begin(), five.end());
            }
            // One in 97 hands against the previous one: a spread sample of pairs.
            if ((a + b + c + d + e) % 97 == 0) {
              std::vector<Card> hand(five.begin(), five.end());
              if (!previous.empty()) {
                ++compared;
                // Lower slow key wins at 2-7, higher rank wins here.
                const int ours = sign_of_compare(previous_rank, r);
                const int slow =
                    sign_of_compare(slow_high_key_no_wheel(hand), slow_high_key_no_wheel(previous));
                if (ours != slow) ++disagreements;
              }
              previous = hand;
              previous_rank = r;
            }
          }
  CHECK(classes.size() == 7462);
  CHECK(poker::deuce_to_seven_name(best_hand) == "7-5-4-3-2");
  CHECK(compared > 20000);
  CHECK(disagreements == 0);
}

TEST_CASE("R32 2-7 lowball: random pairs of hands compare as the slow reading") {
  std::mt19937_64 rng(20261125);
  for (int i = 0; i < 20000; ++i) {
    const std::vector<Card> x = random_cards(rng, 5), y = random_cards(rng, 5);
    const int ours =
        sign_of_compare(poker::evaluate_deuce_to_seven(y), poker::evaluate_deuce_to_seven(x));
    const int slow = sign_of_compare(slow_high_key_no_wheel(x), slow_high_key_no_wheel(y));
    REQUIRE(ours == slow);
  }
}

TEST_CASE("R33 badugi: four rainbow cards beat any three, aces low, lowest top card wins") {
  CHECK(badugi("Ac2d3h4s") > badugi("Ac2d3h5s"));   // the best hand
  CHECK(badugi("KcQdJhTs") > badugi("Ac2d3h3s"));   // four cards beat three
  CHECK(badugi("Ac2d3h3s") > badugi("Ac2d4h4s"));   // 3-2-A beats 4-2-A
  CHECK(badugi("8c5d3h2s") > badugi("8c6d2h3s"));   // 8-5 beats 8-6
  CHECK(badugi("Ac2c3c4c") == badugi("As2s3s4s"));  // one card counts: the ace
  CHECK(badugi("Ac2c3c4c") > badugi("2c3c4c5c"));
  CHECK(badugi("AcAd2h3s") == badugi("Ac2h3s4s"));  // both 3-2-A
  CHECK(poker::badugi_size(badugi("Ac2d3h4s")) == 4);
  CHECK(poker::badugi_size(badugi("AcAd2h3s")) == 3);
  CHECK(poker::badugi_size(badugi("Ac2c3c4c")) == 1);
  CHECK(poker::badugi_name(cards_of("4s2dAc3h")) == "badugi 4-3-2-A");
  CHECK(poker::badugi_name(cards_of("AcAd2h3s")) == "3-card 3-2-A");
  CHECK(poker::badugi_cards(cards_of("KcKd7h2c")).size() == 3);
}

TEST_CASE("R33 badugi: every four-card hand ranks as the slow reading, 1,092 classes") {
  std::set<poker::HandRank> classes;
  std::mt19937_64 rng(7);
  for (int a = 0; a < 52; ++a)
    for (int b = a + 1; b < 52; ++b)
      for (int c = b + 1; c < 52; ++c)
        for (int d = c + 1; d < 52; ++d) {
          const std::array<Card, 4> four = {
              Card(static_cast<std::uint8_t>(a)), Card(static_cast<std::uint8_t>(b)),
              Card(static_cast<std::uint8_t>(c)), Card(static_cast<std::uint8_t>(d))};
          classes.insert(poker::evaluate_badugi(four.data()));
        }
  // 715 four-card, 286 three-card, 78 two-card and 13 one-card hands.
  CHECK(classes.size() == 1092);
  for (int i = 0; i < 20000; ++i) {
    std::vector<Card> x = random_cards(rng, 4), y = random_cards(rng, 4);
    const int ours = sign_of_compare(poker::evaluate_badugi(x), poker::evaluate_badugi(y));
    const int slow = sign_of_compare(slow_badugi_key(x), slow_badugi_key(y));
    REQUIRE(ours == slow);
    std::shuffle(x.begin(), x.end(), rng);  // the order of the cards never matters
    REQUIRE(poker::evaluate_badugi(x) == poker::evaluate_badugi(x.data()));
  }
}

TEST_CASE("Low evaluators refuse a wrong count, an unknown or a repeated card") {
  CHECK_THROWS_AS(poker::evaluate_deuce_to_seven(cards_of("7c5d4h3s")), std::invalid_argument);
  CHECK_THROWS_AS(poker::evaluate_deuce_to_seven(cards_of("7c5d4h3s3s")), std::invalid_argument);
  CHECK_THROWS_AS(poker::evaluate_badugi(cards_of("Ac2d3h4s5c")), std::invalid_argument);
  CHECK_THROWS_AS(poker::evaluate_badugi(cards_of("Ac2d3h??")), std::invalid_argument);
}
