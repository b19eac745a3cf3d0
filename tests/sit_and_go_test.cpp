// The sit-and-go (R1, R3, R7, R18-R21), played with the real hand machine and real seeded deals.
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

using namespace poker;

namespace {

Schedule hands_schedule(std::vector<Level> levels) {
  return Schedule{"test", LevelUnit::Hands, std::move(levels)};
}

SitAndGoSetup make_setup(int entrants, Chips stack, Schedule schedule, const std::string& seed,
                         int hand_limit = 0) {
  SitAndGoSetup s;
  s.entrants = entrants;
  s.starting_stack = stack;
  s.schedule = std::move(schedule);
  s.seed = Seed::from_text(seed);
  s.hand_limit = hand_limit;
  return s;
}

// Nobody puts in a chip voluntarily: check when free, else fold. The big blind wins the blinds.
Action passive(const Hand& hand, int) {
  const Legal l = hand.legal();
  return l.check ? Action{ActionType::Check, 0} : Action{ActionType::Fold, 0};
}

// Everyone goes all-in or calls one: every hand is a showdown of everyone.
Action all_in(const Hand& hand, int) {
  const Legal l = hand.legal();
  if (l.raise) return Action{ActionType::Raise, l.max_raise_to};
  if (l.bet) return Action{ActionType::Bet, l.max_raise_to};
  if (l.call) return Action{ActionType::Call, 0};
  return Action{ActionType::Check, 0};
}

// A random legal action; shoves often enough that tournaments end.
struct RandomPlayer {
  std::mt19937_64 rng;
  Action operator()(const Hand& hand, int) {
    const Legal l = hand.legal();
    std::uniform_int_distribution<int> pct(0, 99);
    const int r = pct(rng);
    if ((l.bet || l.raise) && r < 25) {
      const ActionType t = l.bet ? ActionType::Bet : ActionType::Raise;
      if (r < 8) return Action{t, l.max_raise_to};
      std::uniform_int_distribution<Chips> amount(l.min_raise_to, l.max_raise_to);
      return Action{t, amount(rng)};
    }
    if (l.fold && r < 50) return Action{ActionType::Fold, 0};
    if (l.call) return Action{ActionType::Call, 0};
    if (l.check) return Action{ActionType::Check, 0};
    return Action{ActionType::Fold, 0};
  }
};

Chips total_chips(const SitAndGo& sng) {
  Chips sum = 0;
  for (int e = 0; e < sng.setup().entrants; ++e) sum += sng.stack(e);
  return sum;
}

// Plays one hand by hand so the test sees every step.
void play_one(SitAndGo& sng, const SitAndGo::Decide& decide) {
  const HandSetup& hs = sng.next_hand();
  Hand hand;
  hand.start(hs);
  while (!hand.finished()) {
    const int entrant = sng.hand_entrants()[static_cast<std::size_t>(hand.actor())];
    REQUIRE(hand.apply(decide(hand, entrant)) == ActionError::None);
  }
  sng.finish_hand(hand);
}

}  // namespace

TEST_CASE("R1 seats are drawn at random from the seed: a permutation, reproducible") {
  std::set<std::vector<int>> seen;
  for (int n = 2; n <= 10; ++n) {
    for (int s = 0; s < 30; ++s) {
      const std::string seed = "seats-" + std::to_string(s);
      const SitAndGo a(make_setup(n, 1000, hands_schedule({{5, 10, 0, AnteKind::None, 5}}), seed));
      const SitAndGo b(make_setup(n, 1000, hands_schedule({{5, 10, 0, AnteKind::None, 5}}), seed));
      std::vector<int> sorted = a.seating();
      std::sort(sorted.begin(), sorted.end());
      std::vector<int> identity(static_cast<std::size_t>(n));
      std::iota(identity.begin(), identity.end(), 0);
      REQUIRE(sorted == identity);
      CHECK(a.seating() == b.seating());
      CHECK(a.button_seat() == b.button_seat());
      for (int e = 0; e < n; ++e) CHECK(a.seating()[a.seat_of(e)] == e);
      if (n == 10) seen.insert(a.seating());
    }
  }
  CHECK(seen.size() == 30);  // different seeds, different seatings (10! of them)
}

TEST_CASE("R1 first buttons are drawn at random: every seat gets it over many seeds") {
  std::map<int, int> count;
  for (int s = 0; s < 600; ++s) {
    const SitAndGo sng(make_setup(6, 100, hands_schedule({{1, 2, 0, AnteKind::None, 1}}),
                                  "button-" + std::to_string(s)));
    ++count[sng.button_seat()];
  }
  REQUIRE(count.size() == 6);
  for (const auto& [seat, c] : count) CHECK(c > 50);  // expected 100 each
}

TEST_CASE("R3 the button moves one seat clockwise after each hand; blinds follow it") {
  SitAndGo sng(make_setup(5, 10'000, hands_schedule({{50, 100, 0, AnteKind::None, 100}}), "r3"));
  int button = sng.button_seat();
  for (int h = 1; h <= 12; ++h) {
    const HandSetup& hs = sng.next_hand();
    CHECK(sng.hand_number() == h);
    REQUIRE(hs.players == 5);
    // Hand players are the seats in order: the hand's button is the tournament's button seat.
    CHECK(sng.hand_entrants()[static_cast<std::size_t>(hs.button)] == sng.seating()[button]);
    CHECK(hs.small_blind_player() == (hs.button + 1) % 5);
    CHECK(hs.big_blind_player() == (hs.button + 2) % 5);
    Hand hand;
    hand.start(hs);
    while (!hand.finished()) REQUIRE(hand.apply(passive(hand, 0)) == ActionError::None);
    sng.finish_hand(hand);
    button = (button + 1) % 5;
    CHECK(sng.button_seat() == button);
  }
}

TEST_CASE("R3 the button skips eliminated players (property over random tournaments)") {
  int skips = 0, eliminated_button = 0;
  for (int s = 0; s < 60; ++s) {
    const int n = 3 + s % 8;
    SitAndGo sng(make_setup(n, 200, hands_schedule({{10, 20, 0, AnteKind::None, 1000}}),
                            "r3-skip-" + std::to_string(s)));
    RandomPlayer rp{std::mt19937_64(static_cast<std::uint64_t>(s))};
    while (!sng.finished()) {
      const int before = sng.button_seat();
      play_one(sng, std::ref(rp));
      if (sng.finished()) break;
      int expect = before;
      do expect = (expect + 1) % n;
      while (sng.eliminated(sng.seating()[expect]));
      REQUIRE(sng.button_seat() == expect);
      skips += (expect - before + n) % n > 1;
      eliminated_button += sng.eliminated(sng.seating()[before]);
    }
  }
  CHECK(skips > 0);  // the property was exercised where it matters
  CHECK(eliminated_button > 0);
}

TEST_CASE("R4 heads-up the button posts the small blind") {
  SitAndGo sng(make_setup(2, 1000, hands_schedule({{5, 10, 0, AnteKind::None, 10}}), "r4"));
  const HandSetup& hs = sng.next_hand();
  CHECK(hs.small_blind_player() == hs.button);
  CHECK(hs.big_blind_player() == 1 - hs.button);
}

TEST_CASE("R18 levels by hands change at the next hand and the last level lasts for ever") {
  SitAndGo sng(make_setup(4, 1'000'000,
                          hands_schedule({{10, 20, 0, AnteKind::None, 3},
                                          {20, 40, 5, AnteKind::EveryPlayer, 2},
                                          {50, 100, 100, AnteKind::BigBlind, 1}}),
                          "r18-hands"));
  const std::vector<int> expected = {0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2, 2};
  for (std::size_t h = 0; h < expected.size(); ++h) {
    const HandSetup& hs = sng.next_hand();
    REQUIRE(sng.level_index() == expected[h]);
    const Level& lv = sng.level();
    CHECK(hs.big_blind == lv.big_blind);
    CHECK(hs.small_blind == lv.small_blind);
    const Chips antes = std::accumulate(hs.antes.begin(), hs.antes.end(), Chips{0});
    if (expected[h] == 1) CHECK(antes == 4 * 5);
    if (expected[h] == 2) {
      CHECK(antes == 100);
      CHECK(hs.antes[static_cast<std::size_t>(hs.big_blind_player())] == 100);
    }
    Hand hand;
    hand.start(hs);
    while (!hand.finished()) REQUIRE(hand.apply(passive(hand, 0)) == ActionError::None);
    sng.finish_hand(hand);
    // The finished hand keeps its level; the change shows only in the next hand.
    CHECK(sng.level_index() == expected[h]);
  }
}

TEST_CASE("R18 levels by orbits: a level ends when the button returns to its first holder") {
  Schedule orbits{"orbits",
                  LevelUnit::Orbits,
                  {{10, 20, 0, AnteKind::None, 1},
                   {20, 40, 0, AnteKind::None, 2},
                   {40, 80, 0, AnteKind::None, 1}}};
  SitAndGo sng(make_setup(4, 1'000'000, orbits, "r18-orbits"));
  // 4 players, nobody out: one orbit is 4 hands, so levels last 4, 8, then for ever.
  std::vector<int> levels;
  for (int h = 0; h < 16; ++h) {
    play_one(sng, passive);
    levels.push_back(sng.level_index());
  }
  CHECK(levels == std::vector<int>{0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2});
}

TEST_CASE("R18 levels by orbits with eliminations: a passed-over seat ends the orbit") {
  // Reference model, stepping seat by seat: after each hand the button walks clockwise to the
  // next player still in; stepping onto the anchor seat (the first holder's) ends an orbit,
  // whether or not that player is still in.
  int checked_hands = 0, anchor_out_orbits = 0;
  for (int s = 0; s < 80; ++s) {
    const int n = 3 + s % 8;
    Schedule orbits{"o", LevelUnit::Orbits, {}};
    for (int i = 1; i <= 30; ++i)
      orbits.levels.push_back({5L * i, 10L * i, 0, AnteKind::None, 1 + i % 2});
    SitAndGo sng(make_setup(n, 300, orbits, "orbit-model-" + std::to_string(s)));
    RandomPlayer rp{std::mt19937_64(static_cast<std::uint64_t>(1000 + s))};
    int level = 0, done = 0, anchor = sng.button_seat();
    while (!sng.finished()) {
      int button = sng.button_seat();
      play_one(sng, std::ref(rp));
      REQUIRE(sng.level_index() == level);
      ++checked_hands;
      if (sng.finished()) break;
      do {
        button = (button + 1) % n;
        if (button == anchor) {
          ++done;
          anchor_out_orbits += sng.eliminated(sng.seating()[anchor]);
        }
      } while (sng.eliminated(sng.seating()[button]));
      REQUIRE(sng.button_seat() == button);
      if (done >= orbits.levels[static_cast<std::size_t>(level)].length &&
          level + 1 < static_cast<int>(orbits.levels.size())) {
        ++level;
        done = 0;
        anchor = button;
      }
    }
  }
  CHECK(checked_hands > 500);
  CHECK(anchor_out_orbits > 0);  // orbits that ended on an eliminated anchor's seat happened
}

TEST_CASE("R7 a level that gives only the big blind gets half of it, rounded down") {
  CHECK(with_default_small_blind({0, 25, 0, AnteKind::None, 1}).small_blind == 12);
  CHECK(with_default_small_blind({0, 100, 0, AnteKind::None, 1}).small_blind == 50);
  CHECK(with_default_small_blind({0, 1, 0, AnteKind::None, 1}).small_blind == 0);
  CHECK(with_default_small_blind({30, 100, 0, AnteKind::None, 1}).small_blind == 30);
  SitAndGo sng(make_setup(3, 1000, hands_schedule({{0, 25, 0, AnteKind::None, 1}}), "r7"));
  const HandSetup& hs = sng.next_hand();
  CHECK(hs.small_blind == 12);
  CHECK(hs.big_blind == 25);
  CHECK(sng.level().small_blind == 12);
}

TEST_CASE("R19 players out in the same hand are placed by their starting stacks") {
  // Hand 1: everyone folds to the big blind, so stacks differ; hand 2: everyone all-in. Find a
  // seed where hand 2 knocks out two or more players with different starting stacks.
  bool found = false;
  for (int s = 0; s < 300 && !found; ++s) {
    SitAndGo sng(make_setup(4, 100, hands_schedule({{5, 10, 0, AnteKind::None, 100}}),
                            "r19-" + std::to_string(s)));
    play_one(sng, passive);
    std::vector<Chips> start(4);
    for (int e = 0; e < 4; ++e) start[static_cast<std::size_t>(e)] = sng.stack(e);
    play_one(sng, all_in);
    std::vector<int> out;
    for (int e = 0; e < 4; ++e)
      if (sng.eliminated(e)) out.push_back(e);
    if (out.size() < 2) continue;
    std::set<Chips> distinct;
    for (int e : out) distinct.insert(start[static_cast<std::size_t>(e)]);
    if (distinct.size() < 2) continue;
    found = true;
    const auto st = sng.standings();
    std::map<int, Standing> by;
    for (const Standing& x : st) by[x.entrant] = x;
    const int left = 4 - static_cast<int>(out.size());
    for (int a : out) {
      CHECK(by[a].eliminated_in_hand == 2);
      CHECK(by[a].place > left);
      for (int b : out) {
        const Chips sa = start[static_cast<std::size_t>(a)],
                    sb = start[static_cast<std::size_t>(b)];
        if (sa > sb) CHECK(by[a].place < by[b].place);
        if (sa == sb) CHECK(by[a].place == by[b].place);
      }
    }
  }
  CHECK(found);
}

TEST_CASE("R19 R21 equal starting stacks share the places and split their points") {
  // Hand 1 of a 4-player all-in: all stacks equal. Find a seed with one winner: the other three
  // share place 2 and split the points of places 2, 3 and 4.
  bool found = false;
  for (int s = 0; s < 100 && !found; ++s) {
    SitAndGo sng(make_setup(4, 100, hands_schedule({{5, 10, 0, AnteKind::None, 100}}),
                            "r19-tie-" + std::to_string(s)));
    play_one(sng, all_in);
    if (!sng.finished()) continue;
    found = true;
    const auto st = sng.standings();
    REQUIRE(st.size() == 4);
    CHECK(st[0].place == 1);
    CHECK(st[0].points == 3.0);  // default points for 4 entrants: 3, 2, 1, 0
    CHECK(st[0].chips == 400);
    for (int i = 1; i < 4; ++i) {
      CHECK(st[static_cast<std::size_t>(i)].place == 2);
      CHECK(st[static_cast<std::size_t>(i)].points == doctest::Approx(1.0));  // (2+1+0)/3
      CHECK(st[static_cast<std::size_t>(i)].eliminated_in_hand == 1);
    }
  }
  CHECK(found);
}

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
