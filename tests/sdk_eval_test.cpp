// The C++ SDK's evaluator (sdk/cpp/arena_eval.hpp): each evaluator gives the engine's rank on
// random hands, and equity is exact against an enumeration written here with the engine's
// evaluate7, reproducible with a seed, and within a few standard errors of exact when sampled.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "arena_eval.hpp"
#include "engine/ace_to_five_low.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/low_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/ranking.hpp"
#include "engine/short_deck.hpp"
#include "tests/support/splitmix.hpp"

namespace {

using arena_eval::Card;
using poker::HandRank;

// `n` distinct random cards of `deck`.
std::vector<Card> deal(test_play::SplitMix& rng, std::vector<Card> deck, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) std::swap(deck[i], deck[i + rng.next() % (deck.size() - i)]);
  deck.resize(n);
  return deck;
}

std::span<const Card> part(const std::vector<Card>& v, std::size_t from, std::size_t n) {
  return std::span<const Card>(v).subspan(from, n);
}

// Hold'em equity of `hole` against `other` with `board`, by every runout, with evaluate7.
double enumerated_holdem_share(const std::vector<Card>& hole, const std::vector<Card>& other,
                               const std::vector<Card>& board) {
  std::vector<Card> rest;
  for (const Card c : poker::ordered_deck())
    if (std::count(hole.begin(), hole.end(), c) + std::count(other.begin(), other.end(), c) +
            std::count(board.begin(), board.end(), c) ==
        0)
      rest.push_back(c);
  std::array<Card, 7> mine{hole[0], hole[1]}, theirs{other[0], other[1]};
  std::copy(board.begin(), board.end(), mine.begin() + 2);
  std::copy(board.begin(), board.end(), theirs.begin() + 2);
  double share = 0, deals = 0;
  // Every set of the missing board cards, in increasing deck order.
  const auto runouts = [&](auto&& self, std::size_t slot, std::size_t from) -> void {
    if (slot == 7) {
      const HandRank a = poker::evaluate7(mine.data()), b = poker::evaluate7(theirs.data());
      share += a > b ? 1.0 : a == b ? 0.5 : 0.0;
      ++deals;
      return;
    }
    for (std::size_t i = from; i < rest.size(); ++i) {
      mine[slot] = theirs[slot] = rest[i];
      self(self, slot + 1, i + 1);
    }
  };
  runouts(runouts, 2 + board.size(), 0);
  return share / deals;
}

}  // namespace

TEST_CASE("arena_eval: card text is the protocol's, and bad cards are refused") {
  CHECK(arena_eval::cards("AsTd") == std::vector<Card>{Card::from(12, 3), Card::from(8, 1)});
  CHECK(arena_eval::cards("As, 10d 2c") == arena_eval::cards("AsTd2c"));
  CHECK(arena_eval::cards(std::vector<std::string>{"Kh", "2c"}) == arena_eval::cards("Kh2c"));
  CHECK(arena_eval::to_text(arena_eval::cards("AsTd")) == "AsTd");
  CHECK_THROWS_AS(arena_eval::cards("Ax"), std::invalid_argument);
  CHECK_THROWS_AS(arena_eval::cards("??"), std::invalid_argument);
  CHECK_THROWS_AS(arena_eval::high(arena_eval::cards("AsAsKdQcJh")), std::invalid_argument);
  CHECK_THROWS_AS(arena_eval::badugi(arena_eval::cards("AsKdQc")), std::invalid_argument);
  CHECK_THROWS_AS(arena_eval::Game::named("checkers"), std::invalid_argument);
  const auto range = arena_eval::Range::parse("AsAh, KdKc:0.5 QsQh:0");
  REQUIRE(range.hands.size() == 2);  // a weight of 0 drops the hand
  CHECK(range.hands[1].weight == 0.5);
  CHECK_THROWS_AS(arena_eval::Range::parse("AsAh:x"), std::invalid_argument);
}

TEST_CASE("arena_eval: every evaluator gives the engine's rank on random hands") {
  test_play::SplitMix rng{44};
  const auto full = poker::ordered_deck();
  const std::vector<Card> deck(full.begin(), full.end());
  std::vector<Card> short_deck;
  for (const Card c : deck)
    if (c.rank() >= 4) short_deck.push_back(c);
  for (int i = 0; i < 3000; ++i) {
    const std::vector<Card> c = deal(rng, deck, 9);
    const auto seven = part(c, 0, 7);
    CHECK(arena_eval::evaluate7(seven.data()) == poker::evaluate7(seven.data()));
    CHECK(arena_eval::high(seven) == poker::evaluate7(seven.data()));
    CHECK(arena_eval::high(part(c, 0, 5)) == poker::evaluate5(seven.data()));
    CHECK(arena_eval::omaha(part(c, 0, 4), part(c, 4, 5)) ==
          poker::evaluate_omaha(part(c, 0, 4), part(c, 4, 5)));
    CHECK(arena_eval::omaha_eight_or_better(part(c, 0, 4), part(c, 4, 5)) ==
          poker::omaha_eight_or_better_low(part(c, 0, 4), part(c, 4, 5)));
    CHECK(arena_eval::deuce_to_seven(part(c, 0, 5)) == poker::evaluate_deuce_to_seven(c.data()));
    CHECK(arena_eval::ace_to_five(part(c, 0, 8)) == poker::evaluate_ace_to_five(part(c, 0, 8)));
    CHECK(arena_eval::badugi(part(c, 0, 4)) == poker::evaluate_badugi(c.data()));
    CHECK(arena_eval::eight_or_better(seven) == poker::best_eight_or_better_low(seven));
    const std::vector<Card> s = deal(rng, short_deck, 7);
    CHECK(arena_eval::short_deck(s) == poker::evaluate_short_deck(s));
  }
}

TEST_CASE("arena_eval: a game ranks a finished hand as its showdown does") {
  test_play::SplitMix rng{45};
  for (const poker::GameDef& def : poker::games()) {
    const arena_eval::Game game = arena_eval::Game::named(def.name);
    CHECK(game.board_cards() == def.board_cards());
    const std::vector<Card> deck = game.deck();
    CHECK(deck.size() == (def.short_deck ? 36u : 52u));
    const auto h = static_cast<std::size_t>(game.hole_cards());
    const auto b = static_cast<std::size_t>(game.board_cards());
    const poker::RankingRule& rule = poker::ranking_rule(def.ranking);
    for (int i = 0; i < 200; ++i) {
      const std::vector<Card> c = deal(rng, deck, h + b);
      CHECK(game.rank(part(c, 0, h), part(c, h, b)) == rule.rank(part(c, 0, h), part(c, h, b)));
      const HandRank low = def.hi_lo ? rule.eight_or_better_low(part(c, 0, h), part(c, h, b)) : 0;
      CHECK(game.low(part(c, 0, h), part(c, h, b)) == low);
    }
  }
}

TEST_CASE("arena_eval: a river against one hand is won, split or lost whole") {
  const arena_eval::Game holdem = arena_eval::Game::named("holdem");
  const auto board = arena_eval::cards("2c7d9hJsKd");
  const auto one = [&](const char* hole, const char* other) {
    const auto e = arena_eval::equity(holdem, arena_eval::cards(hole), board,
                                      {arena_eval::Range().add(arena_eval::cards(other))});
    CHECK(e.exact);
    CHECK(e.deals == 1);
    return e.share;
  };
  CHECK(one("AsKs", "QcQd") == 1.0);  // a pair of kings over queens
  CHECK(one("AsQs", "AdQd") == 0.5);  // the same five cards
  CHECK(one("3c4c", "2d2h") == 0.0);  // trips beat nothing
  // Hi-lo: the best low takes half. A wheel low with a straight scoops nothing better than the
  // set above it: the high to the other, the low here.
  const auto omaha8 = arena_eval::Game::named("omaha-8");
  const auto e =
      arena_eval::equity(omaha8, arena_eval::cards("As2sKhKc"), arena_eval::cards("3d4h8cQsQd"),
                         {arena_eval::Range().add(arena_eval::cards("QhJcTc9c"))});
  CHECK(e.share == 0.5);
  CHECK(e.tie == 1.0);
}

TEST_CASE("arena_eval: exact equity is the enumeration of every runout") {
  const arena_eval::Game holdem = arena_eval::Game::named("holdem");
  const auto aces = arena_eval::cards("AsAh"), kings = arena_eval::cards("KdKc");
  const auto pre = arena_eval::equity(holdem, aces, {}, {arena_eval::Range().add(kings)});
  CHECK(pre.exact);
  CHECK(pre.deals == 1712304);  // C(48, 5)
  CHECK(pre.share == doctest::Approx(enumerated_holdem_share(aces, kings, {})).epsilon(1e-12));
  // A turn against a weighted range: the weighted mean of each hand's exact share.
  const auto turn = arena_eval::cards("Ts9s2d3c");
  const auto ak = arena_eval::cards("AcKc"), sets = arena_eval::cards("2h2c");
  const auto e = arena_eval::equity(holdem, arena_eval::cards("JsQs"), turn,
                                    {arena_eval::Range().add(ak, 3).add(sets, 1)});
  CHECK(e.exact);
  const double mean = (3 * enumerated_holdem_share(arena_eval::cards("JsQs"), ak, turn) +
                       enumerated_holdem_share(arena_eval::cards("JsQs"), sets, turn)) /
                      4;
  CHECK(e.share == doctest::Approx(mean).epsilon(1e-12));
}

TEST_CASE("arena_eval: Monte Carlo is the same for a seed and near the exact equity") {
  const arena_eval::Game holdem = arena_eval::Game::named("holdem");
  const auto aces = arena_eval::cards("AsAh");
  const std::vector<arena_eval::Range> kings = {arena_eval::Range::parse("KdKc")};
  const auto exact = arena_eval::equity(holdem, aces, {}, kings);
  const arena_eval::EquityOptions sampled{.samples = 200'000, .seed = 9, .exact_limit = 0};
  const auto a = arena_eval::equity(holdem, aces, {}, kings, sampled);
  const auto b = arena_eval::equity(holdem, aces, {}, kings, sampled);
  CHECK_FALSE(a.exact);
  CHECK(a.deals == 200'000);
  CHECK(a.share == b.share);
  CHECK(a.win == b.win);
  const auto other = arena_eval::equity(holdem, aces, {}, kings, {200'000, 10, 0});
  CHECK(other.share != a.share);
  const double sigma = std::sqrt(exact.share * (1 - exact.share) / 200'000.0);
  CHECK(std::abs(a.share - exact.share) < 4 * sigma);
  // Against a random hand (too many deals to enumerate): AA's known 85% share, near enough.
  const auto random = arena_eval::equity(holdem, aces, {}, {arena_eval::Range::any()});
  CHECK_FALSE(random.exact);
  CHECK(random.share == doctest::Approx(0.852).epsilon(0.01));
  // Stud: an opponent's up cards as a partial hand, the rest dealt; and a range that cannot fit.
  const auto razz = arena_eval::Game::named("razz");
  const auto r = arena_eval::equity(razz, arena_eval::cards("As2c3d"), {},
                                    {arena_eval::Range().add(arena_eval::cards("Kh"))},
                                    {.samples = 20'000, .seed = 3, .exact_limit = 0});
  CHECK(r.share > 0.7);
  CHECK_THROWS_AS(arena_eval::equity(holdem, aces, {}, {arena_eval::Range::parse("AsKd")}),
                  std::invalid_argument);
  CHECK_THROWS_AS(arena_eval::equity(arena_eval::Game::named("short-deck"), aces, {},
                                     {arena_eval::Range::parse("2c3c")}),
                  std::invalid_argument);  // no deuces in the 36 cards
}
