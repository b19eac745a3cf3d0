#include "engine/low_evaluator.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "engine/evaluator_tables.hpp"

namespace poker {
namespace {

// Ranks 2, 3, 4, 5 and A: the wheel, which 2-7 reads as ace-high, not as a straight.
constexpr unsigned kWheelMask = 0x100Fu;

void check_distinct(std::span<const Card> cards, std::size_t count, const char* caller) {
  if (cards.size() != count)
    throw std::invalid_argument(std::string(caller) + ": needs " + std::to_string(count) +
                                " cards, got " + std::to_string(cards.size()));
  std::uint64_t seen = 0;
  for (const Card c : cards) {
    if (!c.known())
      throw std::invalid_argument(std::string(caller) + ": a card is not a known card");
    const std::uint64_t bit = std::uint64_t{1} << c.index;
    if (seen & bit)
      throw std::invalid_argument(std::string(caller) + ": card " + to_string(c) +
                                  " appears twice");
    seen |= bit;
  }
}

// The high ranks 2-7 reads differently, as numbers (the evaluator's layout: category, then a
// 1-based strength within it; tests/low_evaluator_test.cpp checks them against evaluate5): the
// wheel, the weakest straight (flush or not), and A-6-4-3-2, the weakest ace-high hand of high
// poker (off-suit or suited), just above which 2-7 places the wheel, on a doubled scale so no
// rank has to move. 785: the 792 five-rank sets up to king-high less their 8 straights, plus one.
constexpr HandRank high_rank(Category category, HandRank strength) {
  return (static_cast<HandRank>(category) << eval_detail::kCategoryShift) | strength;
}
constexpr HandRank kWheel = high_rank(Category::Straight, 1);
constexpr HandRank kWheelFlush = high_rank(Category::StraightFlush, 1);
constexpr HandRank kAceSixHigh = high_rank(Category::HighCard, 785);
constexpr HandRank kAceSixFlush = high_rank(Category::Flush, 785);

// Above every doubled high rank (categories stop at 8 << 12).
constexpr HandRank kDeuceToSevenTop = 1u << 17;

// Badugi: the key of one set of cards, higher better: its size, then its ranks (aces low) from
// the highest down, the lower winning.
std::uint32_t badugi_key(const Card* cards, unsigned subset) {
  unsigned ranks = 0, suits = 0;
  int size = 0;
  for (int i = 0; i < 4; ++i) {
    if (!(subset & (1u << i))) continue;
    const unsigned rank_bit = 1u << ((cards[i].rank() + 1) % 13);  // ace low: A=0, 2=1, ...
    const unsigned suit_bit = 1u << cards[i].suit();
    if ((ranks & rank_bit) || (suits & suit_bit)) return 0;  // not a badugi set
    ranks |= rank_bit;
    suits |= suit_bit;
    ++size;
  }
  // Comparing the 13-bit masks of equal-sized sets compares their cards from the highest down.
  return (static_cast<std::uint32_t>(size) << 13) | (0x1FFFu - ranks);
}

std::uint32_t best_badugi_key(const Card* cards, unsigned* best_subset = nullptr) {
  std::uint32_t best = 0;
  for (unsigned subset = 1; subset < 16; ++subset) {
    const std::uint32_t key = badugi_key(cards, subset);
    if (key > best) {
      best = key;
      if (best_subset != nullptr) *best_subset = subset;
    }
  }
  return best;
}

// C(n, k) for n < 52, k <= 4: the combinatorial number system indexes a sorted four-card hand.
struct Binomials {
  std::array<std::array<std::uint32_t, 5>, 52> c{};
  constexpr Binomials() {
    for (int n = 0; n < 52; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= 4; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
    }
  }
};
constexpr Binomials kBinomials;
constexpr std::uint32_t kFourCardHands = 270725;  // C(52, 4)

inline std::uint32_t four_card_index(unsigned a, unsigned b, unsigned c, unsigned d) {
  // A sorting network of min/max pairs: no branch to mispredict on random cards.
  const auto order = [](unsigned& x, unsigned& y) {
    // Masks rather than std::min/max, which GCC compiles to branches here.
    const unsigned swap = (x ^ y) & (0u - static_cast<unsigned>(y < x));
    x ^= swap;
    y ^= swap;
  };
  order(a, b);
  order(c, d);
  order(a, c);
  order(b, d);
  order(b, c);
  const auto& n = kBinomials.c;
  return n[a][1] + n[b][2] + n[c][3] + n[d][4];
}

// Every four-card hand's badugi rank, dense (1 = the worst, a one-card king), by index.
struct BadugiTable {
  std::vector<std::uint16_t> rank_by_hand;
  std::vector<std::uint32_t> key_by_rank;  // the key each dense rank stands for

  BadugiTable() : rank_by_hand(kFourCardHands) {
    std::vector<std::uint32_t> key_by_hand(kFourCardHands);
    std::array<Card, 4> cards{};
    for (int a = 0; a < 52; ++a)
      for (int b = a + 1; b < 52; ++b)
        for (int c = b + 1; c < 52; ++c)
          for (int d = c + 1; d < 52; ++d) {
            cards = {Card(static_cast<std::uint8_t>(a)), Card(static_cast<std::uint8_t>(b)),
                     Card(static_cast<std::uint8_t>(c)), Card(static_cast<std::uint8_t>(d))};
            const auto index =
                kBinomials.c[a][1] + kBinomials.c[b][2] + kBinomials.c[c][3] + kBinomials.c[d][4];
            key_by_hand[index] = best_badugi_key(cards.data());
          }
    key_by_rank = key_by_hand;
    std::sort(key_by_rank.begin(), key_by_rank.end());
    key_by_rank.erase(std::unique(key_by_rank.begin(), key_by_rank.end()), key_by_rank.end());
    key_by_rank.insert(key_by_rank.begin(), 0);  // rank 0: no hand
    for (std::uint32_t i = 0; i < kFourCardHands; ++i) {
      const auto at = std::lower_bound(key_by_rank.begin(), key_by_rank.end(), key_by_hand[i]);
      rank_by_hand[i] = static_cast<std::uint16_t>(at - key_by_rank.begin());
    }
  }
};

const BadugiTable& badugi_table() {
  static const BadugiTable table;  // built on first use, thread-safe
  return table;
}

std::string joined_ranks(const std::vector<Card>& cards) {
  std::string out;
  for (const Card c : cards) {
    if (!out.empty()) out += '-';
    out += kRankChars[c.rank()];
  }
  return out;
}

}  // namespace

HandRank evaluate_deuce_to_seven(const Card* five) {
  const HandRank high = evaluate5(five);
  HandRank doubled = 2 * high;
  if (high == kWheel) [[unlikely]]
    doubled = 2 * kAceSixHigh - 1;
  else if (high == kWheelFlush) [[unlikely]]
    doubled = 2 * kAceSixFlush - 1;
  return kDeuceToSevenTop - doubled;
}

HandRank evaluate_deuce_to_seven(std::span<const Card> five) {
  check_distinct(five, 5, "evaluate_deuce_to_seven");
  return evaluate_deuce_to_seven(five.data());
}

HandRank evaluate_badugi(const Card* four) {
  const BadugiTable& table = badugi_table();
  return table
      .rank_by_hand[four_card_index(four[0].index, four[1].index, four[2].index, four[3].index)];
}

HandRank evaluate_badugi(std::span<const Card> four) {
  check_distinct(four, 4, "evaluate_badugi");
  return evaluate_badugi(four.data());
}

int badugi_size(HandRank rank) {
  const auto& keys = badugi_table().key_by_rank;
  return rank < keys.size() ? static_cast<int>(keys[rank] >> 13) : 0;
}

std::vector<Card> badugi_cards(std::span<const Card> four) {
  check_distinct(four, 4, "badugi_cards");
  unsigned subset = 0;
  best_badugi_key(four.data(), &subset);
  std::vector<Card> out;
  for (int i = 0; i < 4; ++i)
    if (subset & (1u << i)) out.push_back(four[static_cast<std::size_t>(i)]);
  const auto ace_low = [](Card c) { return (c.rank() + 1) % 13; };
  std::sort(out.begin(), out.end(), [&](Card a, Card b) { return ace_low(a) > ace_low(b); });
  return out;
}

std::string deuce_to_seven_name(std::span<const Card> five) {
  check_distinct(five, 5, "deuce_to_seven_name");
  std::vector<Card> cards(five.begin(), five.end());
  std::sort(cards.begin(), cards.end(), [](Card a, Card b) { return a.rank() > b.rank(); });
  unsigned mask = 0;
  for (const Card c : cards) mask |= 1u << c.rank();
  const Category high = category(evaluate5(five.data()));
  // The wheel reads as an ace-high hand in 2-7, flush or not.
  if (mask == kWheelMask || high == Category::HighCard) {
    const bool flush = std::all_of(cards.begin(), cards.end(),
                                   [&](Card c) { return c.suit() == cards[0].suit(); });
    return (flush ? "flush " : "") + joined_ranks(cards);
  }
  return std::string(category_name(high)) + " " + joined_ranks(cards);
}

std::string badugi_name(std::span<const Card> four) {
  const std::vector<Card> cards = badugi_cards(four);
  const std::string ranks = joined_ranks(cards);
  if (cards.size() == 4) return "badugi " + ranks;
  return std::to_string(cards.size()) + "-card " + ranks;
}

}  // namespace poker
