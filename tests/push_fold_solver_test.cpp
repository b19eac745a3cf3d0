// The push/fold bot's charts (bots/push_fold/): the class-against-class equities in the shipped
// data file are the exact counts (checked against every runout enumerated here, one board at a
// time, and against the deck's hands of each class), the solver converges at a small depth, and
// every shipped chart is within 0.05 big blinds a hand of the equilibrium.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <cstdint>

#include "bots/push_fold/class_equity.hpp"
#include "bots/push_fold/ranges.hpp"
#include "bots/push_fold/solver.hpp"
#include "engine/evaluator.hpp"
#include "engine/runout_shares.hpp"
#include "support/paths.hpp"

using poker::Card;
using Hole = std::array<Card, 2>;

namespace {

Hole hole_of(const char* text) {
  const auto cards = poker::parse_cards(text);
  REQUIRE(cards.has_value());
  return {(*cards)[0], (*cards)[1]};
}

// The first hand's share of the pot over every board, in kWholeShare parts, one board at a time.
std::uint64_t enumerated_share(const Hole& a, const Hole& b) {
  std::array<Card, 48> rest{};
  std::size_t n = 0;
  for (const Card c : poker::ordered_deck())
    if (c != a[0] && c != a[1] && c != b[0] && c != b[1]) rest[n++] = c;
  std::uint64_t share = 0;
  std::array<Card, 7> mine{a[0], a[1]}, theirs{b[0], b[1]};
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      for (std::size_t k = j + 1; k < n; ++k)
        for (std::size_t l = k + 1; l < n; ++l)
          for (std::size_t m = l + 1; m < n; ++m) {
            const std::array<Card, 5> board{rest[i], rest[j], rest[k], rest[l], rest[m]};
            std::copy(board.begin(), board.end(), mine.begin() + 2);
            std::copy(board.begin(), board.end(), theirs.begin() + 2);
            const auto x = poker::evaluate7(mine.data()), y = poker::evaluate7(theirs.data());
            share += x > y ? poker::kWholeShare : x == y ? poker::kWholeShare / 2 : 0;
          }
  return share;
}

const push_fold::ClassEquity& shipped_equity() {
  static const auto table =
      push_fold::read_class_equity(test_paths::source_dir() / "bots/push_fold/class_equity.txt");
  REQUIRE(table.has_value());
  return *table;
}

int class_named(const char* name) {
  for (int c = 0; c < push_fold::kClasses; ++c)
    if (push_fold::class_name(c) == name) return c;
  FAIL("no class " << name);
  return -1;
}

// Every pair of hands of the two classes the deck can deal, counted one pair at a time.
void check_class_entry(const char* first, const char* second) {
  const int i = class_named(first), j = class_named(second);
  std::uint32_t pairs = 0;
  std::uint64_t share = 0;
  for (const Hole& a : push_fold::all_combos())
    for (const Hole& b : push_fold::all_combos()) {
      if (push_fold::class_of(a[0], a[1]) != i || push_fold::class_of(b[0], b[1]) != j) continue;
      if (a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1]) continue;
      ++pairs;
      share += push_fold::pair_share(a, b);
    }
  const auto& eq = shipped_equity();
  CHECK(eq.pairs[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] == pairs);
  CHECK(eq.share[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] == share);
}

}  // namespace

TEST_CASE("a pair of hands' share counted by class is every board enumerated one by one") {
  for (const auto& hands :
       {std::pair{"AsAh", "KsKh"}, std::pair{"AsAh", "KcKd"}, std::pair{"7c2d", "AhKh"}}) {
    // Named, not a structured binding: doctest's INFO captures them in a lambda, which clang 14
    // (the sanitizer build's compiler) refuses for a binding.
    const char* a = hands.first;
    const char* b = hands.second;
    INFO(a << " v " << b);
    CHECK(push_fold::pair_share(hole_of(a), hole_of(b)) ==
          enumerated_share(hole_of(a), hole_of(b)));
  }
}

TEST_CASE("the shipped class equities are the deck's pairs of hands of each class, exactly") {
  check_class_entry("AA", "KK");    // 36 pairs: no card in common
  check_class_entry("AA", "AKs");   // 12: each suited AK blocks three of the six aces
  check_class_entry("AKo", "AKo");  // the same class: shared cards removed
  check_class_entry("72o", "T9s");
  const auto& eq = shipped_equity();
  const int aa = class_named("AA"), kk = class_named("KK");
  CHECK(eq.pairs[static_cast<std::size_t>(aa)][static_cast<std::size_t>(class_named("AKs"))] == 12);
  // The well-known figure: aces win about 82% against kings all in pre-flop.
  CHECK(eq.equity(aa, kk) == doctest::Approx(0.8195).epsilon(0.002));
  CHECK(eq.equity(aa, kk) + eq.equity(kk, aa) == doctest::Approx(1.0));
}

TEST_CASE("fictitious play converges at 4 big blinds: a best response gains under 0.05 bb") {
  const push_fold::Spot spot{4.0, 0, 0};
  const push_fold::Solution s = push_fold::solve(shipped_equity(), spot, 0.01, 20000);
  CHECK(s.pusher_gain <= 0.01);
  CHECK(s.caller_gain <= 0.01);
  CHECK(s.pusher_gain >= -1e-9);  // a best response never does worse than the strategy itself
  CHECK(s.caller_gain >= -1e-9);
  // At 4 big blinds aces push and call always; the small blind pushes most hands.
  const auto aa = static_cast<std::size_t>(class_named("AA"));
  CHECK(s.push[aa] == doctest::Approx(1.0));
  CHECK(s.call[aa] == doctest::Approx(1.0));
  CHECK(s.push[static_cast<std::size_t>(class_named("K2o"))] > 0.99);
}

namespace {

// The small blind's EV written out from the game's definition at 4 big blinds, no ante: folding
// loses the small blind (0.5), a push folded to wins the big blind (1), a push called plays for a
// pot of 8 with 4 in it; every pair of hands the deck can deal equally likely.
double pusher_ev_by_definition(const push_fold::Strategy& push, const push_fold::Strategy& call) {
  const auto& eq = shipped_equity();
  double total = 0, weight = 0;
  for (int i = 0; i < push_fold::kClasses; ++i)
    for (int j = 0; j < push_fold::kClasses; ++j) {
      const double pairs = eq.pairs[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
      const double p = push[static_cast<std::size_t>(i)], c = call[static_cast<std::size_t>(j)];
      const double called = eq.equity(i, j) * 8 - 4;
      total += pairs * ((1 - p) * -0.5 + p * ((1 - c) * 1 + c * called));
      weight += pairs;
    }
  return total / weight;
}

}  // namespace

TEST_CASE("the solver's values and best-response gains match the game written out") {
  const push_fold::Spot spot{4.0, 0, 0};
  push_fold::Solution s = push_fold::solve(shipped_equity(), spot, 0.01, 20000);
  CHECK(push_fold::pusher_value(shipped_equity(), spot, s.push, s.call) ==
        doctest::Approx(pusher_ev_by_definition(s.push, s.call)));
  // Best responses class by class: the EV is linear in each class's frequency, so each class's
  // best answer is 0 or 1 whatever the others do.
  push_fold::Strategy best_push = s.push, best_call = s.call;
  for (std::size_t c = 0; c < push_fold::kClasses; ++c) {
    push_fold::Strategy a = s.push, b = s.push;
    a[c] = 0;
    b[c] = 1;
    best_push[c] = pusher_ev_by_definition(b, s.call) > pusher_ev_by_definition(a, s.call);
    a = s.call;
    b = s.call;
    a[c] = 0;
    b[c] = 1;
    best_call[c] = pusher_ev_by_definition(s.push, b) < pusher_ev_by_definition(s.push, a);
  }
  const double value = pusher_ev_by_definition(s.push, s.call);
  CHECK(s.value == doctest::Approx(value));
  CHECK(s.pusher_gain == doctest::Approx(pusher_ev_by_definition(best_push, s.call) - value));
  CHECK(s.caller_gain == doctest::Approx(value - pusher_ev_by_definition(s.push, best_call)));
}

TEST_CASE("every shipped chart is within 0.05 bb a hand of the equilibrium") {
  for (const push_fold::Chart& chart : push_fold::kCharts) {
    const push_fold::Spot spot{chart.stack, chart.small_blind_ante, chart.big_blind_ante};
    push_fold::Solution shipped;
    for (int c = 0; c < push_fold::kClasses; ++c) {
      shipped.push[static_cast<std::size_t>(c)] =
          chart.push[static_cast<std::size_t>(c)] / double{push_fold::kPerMille};
      shipped.call[static_cast<std::size_t>(c)] =
          chart.call[static_cast<std::size_t>(c)] / double{push_fold::kPerMille};
    }
    push_fold::measure_exploitability(shipped_equity(), spot, shipped);
    INFO("stack " << chart.stack << ", antes " << chart.small_blind_ante << "/"
                  << chart.big_blind_ante);
    CHECK(shipped.pusher_gain <= 0.05);
    CHECK(shipped.caller_gain <= 0.05);
    CHECK(shipped.pusher_gain == doctest::Approx(chart.pusher_gain).epsilon(1e-6));
  }
}
