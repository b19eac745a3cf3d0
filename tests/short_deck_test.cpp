// Short-deck (6+) hold'em (docs/RULES.md, R45): its ranking, as PokerKit's
// ShortDeckHoldemLookup orders hands, and its 36-card deck.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string_view>
#include <vector>

#include "engine/deal.hpp"
#include "engine/game.hpp"
#include "engine/short_deck.hpp"
#include "support/best_of_five.hpp"
#include "support/hand_setup.hpp"
#include "support/splitmix.hpp"

namespace {

using namespace hand_test;

HandRank short_rank(std::string_view text) {
  std::vector<Card> cards;
  for (std::size_t i = 0; i < text.size(); i += 2) cards.push_back(card(text.substr(i, 2)));
  return evaluate_short_deck(cards);
}

}  // namespace

TEST_CASE("R45 short-deck: a flush beats a full house") {
  const HandRank flush = short_rank("Ah9h8h7hJh");
  const HandRank full_house = short_rank("AsAdAcKsKd");
  CHECK(flush > full_house);
  CHECK(short_deck_category(flush) == Category::Flush);
  CHECK(short_deck_category(full_house) == Category::FullHouse);
  CHECK(short_rank("6s6d6c6h7d") > flush);       // four of a kind stays above both
  CHECK(full_house > short_rank("TsTdTcJhAd"));  // and above three of a kind
}

TEST_CASE("R45 short-deck: A-6-7-8-9 is the lowest straight; suited, the lowest straight flush") {
  const HandRank wheel = short_rank("Ah6c7d8s9h");
  CHECK(short_deck_category(wheel) == Category::Straight);
  CHECK(wheel < short_rank("6c7d8s9hTh"));  // below 6-to-10
  CHECK(wheel > short_rank("AhAcAd8s9h"));  // three of a kind stays below a straight
  CHECK(short_rank("AhKh6c7d8s9hTd") == short_rank("6c7d8s9hTd"));  // the higher straight plays
  const HandRank suited = short_rank("Ah6h7h8h9h");
  CHECK(short_deck_category(suited) == Category::StraightFlush);
  CHECK(suited < short_rank("6h7h8h9hTh"));
  CHECK(suited > short_rank("KsKdKcKh9h"));
}

TEST_CASE("R45 a short-deck hand of seven is the best of its 21 hands of five") {
  test_play::SplitMix rng{0x36};
  for (int n = 0; n < 20'000; ++n) {
    const auto seven = best_of_five::distinct_seven(
        [&] { return static_cast<int>(rng.in(kShortDeckLowestRank * 4, kDeckSize - 1)); });
    REQUIRE(evaluate_short_deck(seven) ==
            best_of_five::best_of_fives(
                seven, [](const std::vector<Card>& five) { return evaluate_short_deck(five); }));
  }
}

TEST_CASE("R45 short-deck deals from the 36 cards six to ace, every one of them") {
  const GameDef* g = find_game("short-deck");
  REQUIRE(g != nullptr);
  CHECK(g->short_deck);
  const Seed seed = Seed::from_text("short-deck");
  std::set<int> seen;
  for (std::uint64_t hand = 1; hand <= 300; ++hand) {
    const Deal deal = deal_from_deck(shuffled_deck_prefix(seed, hand, deck_cards_needed(*g, 9)), 9,
                                     static_cast<int>(hand % 9), *g);
    std::set<int> this_hand;
    for (int p = 0; p < 9; ++p)
      for (int i = 0; i < 2; ++i) {
        const Card c = deal.hole[p][i];
        REQUIRE(c.known());
        CHECK(c.rank() >= kShortDeckLowestRank);
        CHECK(this_hand.insert(c.index).second);
        seen.insert(c.index);
      }
    for (int i = 0; i < 5; ++i) {
      const Card c = deal.board[i];
      REQUIRE(c.known());
      CHECK(c.rank() >= kShortDeckLowestRank);
      CHECK(this_hand.insert(c.index).second);
    }
  }
  CHECK(seen.size() == 36);
}
