// The sit-and-go (R1-R4, R7, R18, R19), played with the real hand machine and real seeded deals.
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
