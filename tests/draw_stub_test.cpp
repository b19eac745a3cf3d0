// The draw games' stub (docs/RULES.md, R30, R31 and R34): burns, replacements, the stub running
// short, and the random discard made for a player on vacation.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <map>
#include <random>
#include <set>
#include <vector>

#include "engine/card.hpp"
#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"

namespace {

using poker::Card;

std::vector<Card> stub_cards(const char* text) {
  auto parsed = poker::parse_cards(text);
  REQUIRE(parsed.has_value());
  return *parsed;
}

bool contains(const std::vector<Card>& cards, Card c) {
  return std::find(cards.begin(), cards.end(), c) != cards.end();
}

}  // namespace

TEST_CASE("R30 a draw round burns one card, then serves replacements in stub order") {
  const std::vector<Card> undealt = stub_cards("2c3c4c5c6c");
  poker::DrawStub stub;
  stub.reset(undealt);
  poker::DrawStream random(poker::Seed::from_text("d3"), 1);
  stub.burn();
  CHECK(stub.size() == 4);
  CHECK(stub.discarded() == 1);
  std::array<Card, 2> first{}, second{};
  stub.serve(0, first, random);
  stub.serve(1, second, random);
  CHECK(first == std::array<Card, 2>{undealt[1], undealt[2]});
  CHECK(second == std::array<Card, 2>{undealt[3], undealt[4]});
  CHECK(stub.reshuffles() == 0);
  poker::DrawStub empty;
  empty.burn();  // nothing to burn: nothing happens
  CHECK(empty.discarded() == 0);
}

TEST_CASE("R31 the stub running short: the old stub's cards first, never the drawer's own") {
  const std::vector<Card> own = stub_cards("AsKsQs"), others = stub_cards("2h3h4h");
  const std::vector<Card> undealt = stub_cards("9c8c7c");
  for (std::uint64_t hand = 1; hand <= 200; ++hand) {
    poker::DrawStub stub;
    stub.reset(undealt);
    stub.burn();  // 9c burned
    stub.discard(0, own);
    stub.discard(1, others);
    poker::DrawStream random(poker::Seed::from_text("d4"), hand);
    std::array<Card, 4> drawn{};
    stub.serve(0, drawn, random);
    REQUIRE(drawn[0] == undealt[1]);
    REQUIRE(drawn[1] == undealt[2]);
    for (int i = 2; i < 4; ++i) {
      REQUIRE_FALSE(contains(own, drawn[i]));
      REQUIRE((contains(others, drawn[i]) || drawn[i] == undealt[0]));
    }
    CHECK(drawn[2] != drawn[3]);
    CHECK(stub.reshuffles() == 1);
    CHECK(stub.size() == 2);       // the burn and the others' discards, less the two served
    CHECK(stub.discarded() == 3);  // the drawer's own discards wait in the pile
  }
}

TEST_CASE("R31 the drawer's own discards are shuffled in only when nothing else can serve") {
  const std::vector<Card> own = stub_cards("AsKsQs");
  poker::DrawStub stub;
  stub.reset(stub_cards("2c"));
  stub.burn();  // 2c burned: the only card not the drawer's
  stub.discard(0, own);
  poker::DrawStream random(poker::Seed::from_text("own"), 1);
  std::array<Card, 3> drawn{};
  stub.serve(0, drawn, random);
  std::set<int> seen;
  for (const Card c : drawn) {
    CHECK((contains(own, c) || c == stub_cards("2c")[0]));
    seen.insert(c.index);
  }
  CHECK(seen.size() == 3);
  CHECK(stub.discarded() == 0);
  std::array<Card, 2> too_many{};
  CHECK_THROWS_AS(stub.serve(0, too_many, random), std::logic_error);
}

TEST_CASE("R31 reshuffles and R34 discards are reproducible from the seed, hand by hand") {
  const poker::Seed seed = poker::Seed::from_text("replay");
  std::vector<std::uint32_t> first, again, other_hand;
  poker::DrawStream a(seed, 7), b(seed, 7), c(seed, 8);
  for (int i = 0; i < 100; ++i) {
    first.push_back(a.below(1000));
    again.push_back(b.below(1000));
    other_hand.push_back(c.below(1000));
  }
  CHECK(first == again);
  CHECK(first != other_hand);
}

TEST_CASE("R34 a compulsory discard is chosen uniformly, never by rank or suit") {
  // Crazy Pineapple's one card of three, 30,000 times: each position within 5% of a third.
  const std::vector<Card> hand = stub_cards("AsKd2c");
  const poker::Seed seed = poker::Seed::from_text("vacation");
  std::map<int, int> chosen;
  for (std::uint64_t h = 1; h <= 30000; ++h) {
    poker::DrawStream random(seed, h);
    std::array<Card, 1> out{};
    poker::choose_discards(hand, 1, random, out);
    ++chosen[out[0].index];
  }
  REQUIRE(chosen.size() == 3);
  for (const auto& [card, times] : chosen) CHECK(std::abs(times - 10000) < 500);
  // Two of five, all distinct and from the hand.
  const std::vector<Card> five = stub_cards("7h5d4c3s2h");
  poker::DrawStream random(seed, 1);
  std::array<Card, 2> two{};
  poker::choose_discards(five, 2, random, two);
  CHECK(two[0] != two[1]);
  CHECK((contains(five, two[0]) && contains(five, two[1])));
  std::array<Card, 1> one{};
  CHECK_THROWS_AS(poker::choose_discards(five, 6, random, one), std::invalid_argument);
}

TEST_CASE("Draw rounds conserve the cards: no card twice, 52 in all, at a full table") {
  // Six players of 2-7 triple draw drawing at random, often to the bottom of the stub.
  std::mt19937 rng(25);
  int reshuffled_hands = 0;
  for (std::uint64_t hand_number = 1; hand_number <= 300; ++hand_number) {
    const poker::Seed seed = poker::Seed::from_text("conserve");
    const auto deck = poker::shuffled_deck(seed, hand_number);
    std::array<std::array<Card, 5>, 6> hands{};
    int next = 0;
    for (auto& h : hands)
      for (Card& c : h) c = deck[static_cast<std::size_t>(next++)];
    poker::DrawStub stub;
    stub.reset(std::span<const Card>(deck).subspan(static_cast<std::size_t>(next)));
    poker::DrawStream random(seed, hand_number);
    for (int round = 0; round < 3; ++round) {
      stub.burn();
      for (int p = 0; p < 6; ++p) {
        const int count = std::uniform_int_distribution<int>(0, 5)(rng);
        std::array<Card, 5> out{};
        poker::choose_discards(hands[static_cast<std::size_t>(p)], count, random,
                               std::span<Card>(out).first(static_cast<std::size_t>(count)));
        stub.discard(p, std::span<const Card>(out).first(static_cast<std::size_t>(count)));
        std::array<Card, 5> in{};
        stub.serve(p, std::span<Card>(in).first(static_cast<std::size_t>(count)), random);
        auto& h = hands[static_cast<std::size_t>(p)];
        for (int k = 0; k < count; ++k) *std::find(h.begin(), h.end(), out[k]) = in[k];
        std::set<int> held;
        for (const auto& each : hands)
          for (const Card c : each) held.insert(c.index);
        REQUIRE(held.size() == 30);  // no card in two hands, none lost
        REQUIRE(30 + stub.size() + stub.discarded() == 52);
      }
    }
    reshuffled_hands += stub.reshuffles() > 0 ? 1 : 0;
  }
  CHECK(reshuffled_hands > 50);  // the short stub was exercised
}
