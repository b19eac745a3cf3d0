// How a sit-and-go ends and pays (R20, R21, R23, R2, bad setups, random tournaments), played with
// the real hand machine and real seeded deals.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/sit_and_go.hpp"
#include "support/sng_play.hpp"

using namespace poker;
using namespace sng_test;

TEST_CASE("R20 the tournament ends when one player holds all the chips") {
  SitAndGo sng(make_setup(6, 500, hands_schedule({{25, 50, 0, AnteKind::None, 10}}), "r20"));
  sng.play(all_in);
  REQUIRE(sng.finished());
  const auto st = sng.standings();
  CHECK(st[0].place == 1);
  CHECK(st[0].chips == 3000);
  CHECK(st[0].eliminated_in_hand == 0);
  for (std::size_t i = 1; i < st.size(); ++i) CHECK(st[i].chips == 0);
  CHECK_THROWS_AS(sng.next_hand(), std::logic_error);
}

TEST_CASE("R20 at the hand limit the players still in are placed by their stacks; ties share") {
  // Heads-up, everyone folds: hand 1 the small blind (button) loses 5, hand 2 the other one
  // does: equal stacks after 2 hands, a shared first place; after 3 hands, a clear order.
  SitAndGo two(make_setup(2, 100, hands_schedule({{5, 10, 0, AnteKind::None, 100}}), "r20-a", 2));
  two.play(passive);
  REQUIRE(two.finished());
  CHECK(two.hands_played() == 2);
  auto st = two.standings();
  CHECK(st[0].place == 1);
  CHECK(st[1].place == 1);
  CHECK(st[0].points == 0.5);  // the points of places 1 and 2 (1 and 0) split
  CHECK(st[1].points == 0.5);

  SitAndGo three(make_setup(2, 100, hands_schedule({{5, 10, 0, AnteKind::None, 100}}), "r20-b", 3));
  three.play(passive);
  CHECK(three.hands_played() == 3);
  st = three.standings();
  CHECK(st[0].place == 1);
  CHECK(st[0].chips == 105);
  CHECK(st[0].points == 1.0);
  CHECK(st[1].place == 2);
  CHECK(st[1].chips == 95);
  CHECK(st[1].points == 0.0);
}

TEST_CASE("R5 R20 heads-up with a big-blind ante above the stacks: the tournament ends") {
  // Before big-blind antes went whole into the main pot, every hand of this schedule handed
  // the chips back and two stacks of 1,500 stayed 1,500 for ever.
  const Schedule frozen = hands_schedule({{1000, 2000, 2000, AnteKind::BigBlind, 10}});
  for (const SitAndGo::Decide& decide : {SitAndGo::Decide(passive), SitAndGo::Decide(all_in)}) {
    SitAndGo sng(make_setup(2, 1500, frozen, "frozen"));
    int hands = 0;
    while (!sng.finished()) {
      play_one(sng, decide);
      REQUIRE(total_chips(sng) == 3000);
      REQUIRE(++hands < 100);
    }
    CHECK(sng.standings()[0].chips == 3000);
  }
  // Absent players (folded before showdown, check or fold) end too.
  SitAndGo absent(make_setup(2, 1500, frozen, "frozen-absent"));
  absent.set_folds_before_showdown(0, true);
  absent.set_folds_before_showdown(1, true);
  int hands = 0;
  while (!absent.finished()) {
    play_one(absent, passive);
    REQUIRE(++hands < 100);
  }
}

TEST_CASE("R5 R8 an ante-only level: no blinds, the player after the button opens, min_bet") {
  SitAndGo sng(
      make_setup(3, 500, hands_schedule({{0, 0, 10, AnteKind::EveryPlayer, 100, 40}}), "ante"));
  const HandSetup& hs = sng.next_hand();
  CHECK(hs.small_blind == 0);
  CHECK(hs.big_blind == 0);
  CHECK(hs.min_bet == 40);
  Hand hand;
  hand.start(hs);
  CHECK(hand.pot() == 30);
  CHECK(hand.actor() == (hs.button + 1) % 3);
  CHECK(hand.legal().min_raise_to == 40);
  CHECK(betting_unit(sng.level()) == 40);
}

TEST_CASE("R20 end_now places those still in by their stacks, between hands only") {
  SitAndGo sng(make_setup(4, 1000, hands_schedule({{25, 50, 0, AnteKind::None, 10}}), "end"));
  play_one(sng, passive);
  play_one(sng, passive);
  sng.next_hand();
  CHECK_THROWS_AS(sng.end_now(), std::logic_error);  // a hand is open
  SitAndGo fresh(make_setup(4, 1000, hands_schedule({{25, 50, 0, AnteKind::None, 10}}), "end"));
  play_one(fresh, passive);
  play_one(fresh, passive);
  fresh.end_now();
  REQUIRE(fresh.finished());
  CHECK_THROWS_AS(fresh.next_hand(), std::logic_error);
  const auto st = fresh.standings();
  for (std::size_t i = 1; i < st.size(); ++i) {
    CHECK(st[i - 1].chips >= st[i].chips);
    CHECK(st[i - 1].place <= st[i].place);
  }
  CHECK(total_chips(fresh) == 4000);
  fresh.end_now();  // once over, nothing changes
  CHECK(fresh.standings().size() == 4);
}

TEST_CASE("R21 points come from the table by place; places past its end get none") {
  CHECK(default_points(4) == std::vector<double>{3, 2, 1, 0});
  CHECK(default_points(2) == std::vector<double>{1, 0});
  // 5 players, passive play, hand limit 5: one full orbit, everyone back to 1000 except... the
  // stacks after an orbit of folds to the big blind are all equal: a five-way tie for first.
  auto setup = make_setup(5, 1000, hands_schedule({{5, 10, 0, AnteKind::None, 100}}), "r21", 5);
  setup.points = {10, 5, 2};
  SitAndGo sng(setup);
  sng.play(passive);
  for (const Standing& s : sng.standings()) {
    CHECK(s.place == 1);
    CHECK(s.points == doctest::Approx((10.0 + 5 + 2) / 5));
    CHECK(s.chips == 1000);
  }
  // A clear order with the same table: 4 hands of folds leave different stacks.
  setup.hand_limit = 4;
  SitAndGo partial(setup);
  partial.play(passive);
  double total = 0;
  for (const Standing& s : partial.standings()) total += s.points;
  CHECK(total == doctest::Approx(17.0));  // every place's points are paid once, no more
}

TEST_CASE("R23 the folds-before-showdown flag reaches the entrant's hand seat") {
  SitAndGo sng(make_setup(4, 1000, hands_schedule({{5, 10, 0, AnteKind::None, 100}}), "r23"));
  sng.set_folds_before_showdown(2, true);
  const HandSetup& hs = sng.next_hand();
  for (int p = 0; p < hs.players; ++p)
    CHECK(hs.folds_before_showdown[static_cast<std::size_t>(p)] ==
          (sng.hand_entrants()[static_cast<std::size_t>(p)] == 2));
}

TEST_CASE("R2 each hand is dealt from the seeded deck of its number") {
  SitAndGo sng(make_setup(7, 1000, hands_schedule({{5, 10, 0, AnteKind::None, 100}}), "deal"));
  for (int h = 1; h <= 20; ++h) {
    const HandSetup& hs = sng.next_hand();
    const Deal expect = deal_from_deck(
        shuffled_deck(sng.setup().seed, static_cast<std::uint64_t>(h)), hs.players, hs.button);
    CHECK(hs.deal.hole == expect.hole);
    CHECK(hs.deal.board == expect.board);
    Hand hand;
    hand.start(hs);
    while (!hand.finished()) REQUIRE(hand.apply(passive(hand, 0)) == ActionError::None);
    sng.finish_hand(hand);
  }
}

TEST_CASE("sit-and-go: bad setups and misuse are clear errors") {
  const Schedule ok = hands_schedule({{5, 10, 0, AnteKind::None, 10}});
  CHECK_THROWS_WITH_AS(SitAndGo(make_setup(1, 100, ok, "x")), doctest::Contains("entrants"),
                       std::invalid_argument);
  CHECK_THROWS_AS(SitAndGo(make_setup(11, 100, ok, "x")), std::invalid_argument);
  CHECK_THROWS_WITH_AS(SitAndGo(make_setup(3, 0, ok, "x")), doctest::Contains("starting_stack"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(SitAndGo(make_setup(3, 100, hands_schedule({}), "x")),
                       doctest::Contains("no levels"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(
      SitAndGo(
          make_setup(3, 100, hands_schedule({ok.levels[0], {5, 10, 0, AnteKind::None, 0}}), "x")),
      doctest::Contains("level 2: length"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(
      SitAndGo(make_setup(3, 100, hands_schedule({{20, 10, 0, AnteKind::None, 1}}), "x")),
      doctest::Contains("above the big blind"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(
      SitAndGo(make_setup(3, 100, hands_schedule({ok.levels[0], {0, 0, 0, AnteKind::None, 1}}), "x",
                          50)),
      doctest::Contains("level 2: neither blinds nor an ante"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(
      SitAndGo(make_setup(3, 100, hands_schedule({{0, 0, 5, AnteKind::EveryPlayer, 1}}), "x")),
      doctest::Contains("needs min_bet"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(
      SitAndGo(make_setup(3, 100, hands_schedule({{5, 10, 0, AnteKind::None, 1, 20}}), "x")),
      doctest::Contains("min_bet is for levels without blinds"), std::invalid_argument);
  CHECK_THROWS_AS(SitAndGo(make_setup(3, 100, ok, "x", -1)), std::invalid_argument);

  SitAndGo sng(make_setup(3, 100, ok, "misuse"));
  CHECK_THROWS_AS(sng.stack(3), std::out_of_range);
  CHECK_THROWS_AS(sng.finish_hand(Hand{}), std::logic_error);
  sng.next_hand();
  CHECK_THROWS_AS(sng.next_hand(), std::logic_error);
  SitAndGo other(make_setup(3, 100, ok, "misuse"));
  CHECK_THROWS_AS(sng.finish_hand(Hand{}), std::logic_error);  // not finished / not this hand
  CHECK_THROWS_WITH_AS(other.play_hand([](const Hand&, int) {
    return Action{ActionType::Raise, 1};
  }),
                       doctest::Contains("illegal"), std::runtime_error);
}

TEST_CASE("R1 R3 R18 R19 R20 R21 random tournaments end with consistent places, chips conserved") {
#ifdef ARENA_SANITIZED
  constexpr int kTournaments = 60;
#else
  constexpr int kTournaments = 600;
#endif
  int multi_out = 0, shared = 0, limited = 0;
  long long hands = 0;
  for (int t = 0; t < kTournaments; ++t) {
    const int n = 2 + t % 9;
    std::mt19937_64 cfg(static_cast<std::uint64_t>(t) * 7919);
    Schedule sch{"random", t % 2 ? LevelUnit::Orbits : LevelUnit::Hands, {}};
    for (int i = 1; i <= 12; ++i) {
      const AnteKind kind = static_cast<AnteKind>(cfg() % 3);
      const Chips ante = kind == AnteKind::None ? 0 : static_cast<Chips>(i);
      const int length = 1 + static_cast<int>(cfg() % 6);
      if (i <= 3 && t % 7 == 3) {  // some schedules open with ante-only levels (R5, R8)
        sch.levels.push_back(
            {0, 0, 2L * i, kind == AnteKind::None ? AnteKind::EveryPlayer : kind, length, 5L * i});
        continue;
      }
      sch.levels.push_back({cfg() % 2 ? 0 : 5L * i, 10L * i * i, ante, kind, length});
    }
    auto setup = make_setup(n, 100 + static_cast<Chips>(cfg() % 900), sch,
                            "random-" + std::to_string(t), t % 5 == 0 ? 20 : 0);
    setup.structure = static_cast<Structure>(t % 3);
    SitAndGo sng(setup);
    const Chips total = total_chips(sng);
    RandomPlayer rp{std::mt19937_64(static_cast<std::uint64_t>(t))};
    int guard = 0;
    while (!sng.finished()) {
      play_one(sng, std::ref(rp));
      REQUIRE(total_chips(sng) == total);
      REQUIRE(++guard < 100'000);
    }
    hands += sng.hands_played();
    limited += setup.hand_limit > 0 && sng.hands_played() == setup.hand_limit;
    const auto st = sng.standings();
    REQUIRE(st.size() == static_cast<std::size_t>(n));
    // Places are a permutation of 1..n with ties: a group of k tied at place p covers p..p+k-1.
    std::map<int, int> group;
    std::map<int, int> out_in_hand;
    double points = 0, table = 0;
    for (const Standing& s : st) {
      ++group[s.place];
      points += s.points;
      if (s.eliminated_in_hand) ++out_in_hand[s.eliminated_in_hand];
      CHECK(s.hands_played == (s.eliminated_in_hand ? s.eliminated_in_hand : sng.hands_played()));
      CHECK((s.chips == 0) == (s.eliminated_in_hand != 0));
    }
    for (double p : default_points(n)) table += p;
    CHECK(points == doctest::Approx(table));
    int expect = 1;
    for (const auto& [place, count] : group) {
      REQUIRE(place == expect);
      expect += count;
      shared += count > 1;
    }
    REQUIRE(expect == n + 1);
    for (const auto& [h, c] : out_in_hand) multi_out += c > 1;
    // Later eliminations place better; the players still in place above everyone out.
    for (const Standing& a : st)
      for (const Standing& b : st) {
        const int ha = a.eliminated_in_hand ? a.eliminated_in_hand : 1 << 30;
        const int hb = b.eliminated_in_hand ? b.eliminated_in_hand : 1 << 30;
        if (ha > hb) CHECK(a.place < b.place);
      }
    if (setup.hand_limit == 0) CHECK(st[0].chips == total);
  }
  MESSAGE(kTournaments << " tournaments, " << hands << " hands; " << multi_out
                       << " hands with several eliminations; " << shared << " shared places; "
                       << limited << " ended at the hand limit");
  CHECK(multi_out > 0);
  CHECK(shared > 0);
  CHECK(limited > 0);
}
