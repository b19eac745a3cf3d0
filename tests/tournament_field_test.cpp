// The tournament field (R7, R18-R21, R49, R53) that a sit-and-go and a multi-table tournament
// share: the level clock, the setup's checks, the places of players out together, the end.
#include <doctest/doctest.h>

#include <functional>
#include <limits>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/multi_table.hpp"
#include "engine/sit_and_go.hpp"
#include "support/sng_play.hpp"

using namespace poker;
using namespace sng_test;

namespace {

MultiTableSetup tables_of(int size, SitAndGoSetup field) {
  return {std::move(field), size};
}

// Plays one round at every table with `decide` and finishes it.
void play_round(MultiTableTournament& mt, const SitAndGo::Decide& decide) {
  const std::vector<TableHand*> round = mt.next_round();
  std::vector<Hand> hands(round.size());
  std::vector<const Hand*> done;
  for (std::size_t i = 0; i < round.size(); ++i) {
    Hand& hand = hands[i];
    hand.start(round[i]->setup);
    while (!hand.finished()) {
      const int entrant = round[i]->entrants[static_cast<std::size_t>(hand.actor())];
      REQUIRE(hand.apply(decide(hand, entrant)) == ActionError::None);
    }
    done.push_back(&hand);
  }
  mt.finish_round(done);
}

}  // namespace

TEST_CASE("R7 R18 R49 the level clock: a level lasts its length in units, the last for ever") {
  LevelClock clock(Schedule{
      "t", LevelUnit::Hands, {{0, 20, 0, AnteKind::None, 2}, {0, 50, 0, AnteKind::None, 1}}});
  clock.start_step();
  CHECK(clock.index() == 0);
  CHECK(clock.level().small_blind == 10);  // R7: half the big blind
  // A length of 2 counted in units of 3 (a multi-table level in orbits of 3-seat tables): 6.
  for (int unit = 1; unit <= 5; ++unit) CHECK_FALSE(clock.count(3));
  CHECK(clock.count(3));
  CHECK(clock.index() == 0);  // the step under way keeps its level (R18: from the next hand)
  clock.start_step();
  CHECK(clock.index() == 1);
  CHECK(clock.level().small_blind == 25);
  for (int unit = 0; unit < 50; ++unit) CHECK_FALSE(clock.count(1));
  clock.start_step();
  CHECK(clock.index() == 1);
}

TEST_CASE("the field's checks are one for both kinds of tournament, each named in its errors") {
  const Schedule ok = hands_schedule({{5, 10, 0, AnteKind::None, 10}});
  const auto both_refuse = [](SitAndGoSetup field, const std::string& what) {
    CAPTURE(what);
    field.entrants = 4;
    CHECK_THROWS_WITH_AS(SitAndGo{field}, doctest::Contains(("sit-and-go: " + what).c_str()),
                         std::invalid_argument);
    field.entrants = 12;
    CHECK_THROWS_WITH_AS(MultiTableTournament{tables_of(6, field)},
                         doctest::Contains(("multi-table: " + what).c_str()),
                         std::invalid_argument);
  };
  both_refuse(make_setup(0, 0, ok, "x"), "starting_stack must be at least 1");
  both_refuse(make_setup(0, 100, ok, "x", -1), "hand_limit must be 0 (none) or more");
  both_refuse(
      make_setup(0, 100, hands_schedule({ok.levels[0], {5, 10, 0, AnteKind::None, 0}}), "x"),
      "schedule level 2: length must be at least 1");
  SitAndGoSetup nan_points = make_setup(0, 100, ok, "x");
  nan_points.points = {3, std::numeric_limits<double>::quiet_NaN()};
  both_refuse(nan_points, "points for place 2 is not a finite number");

  // Each kind's own table check comes first.
  CHECK_THROWS_WITH_AS(SitAndGo(make_setup(11, 100, ok, "x")), doctest::Contains("entrants"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(MultiTableTournament(tables_of(11, make_setup(30, 100, ok, "x"))),
                       doctest::Contains("table_size must be 2..10"), std::invalid_argument);
}

TEST_CASE("R19 R21 R49 players out in one round share places by the stacks they began it with") {
  int rounds_with_many_out = 0, shared = 0;
  for (int t = 0; t < 30; ++t) {
    SitAndGoSetup field = make_setup(
        14, 200 + 50 * (t % 3),
        hands_schedule({{10, 20, 0, AnteKind::None, 3}, {20, 40, 5, AnteKind::EveryPlayer, 3}}),
        "field-" + std::to_string(t));
    field.points = {50, 30, 20, 10, 5};
    MultiTableTournament mt(tables_of(3 + t % 4, field));
    RandomPlayer rp{std::mt19937_64(static_cast<std::uint64_t>(t))};
    std::map<int, int> round_out;  // by entrant
    std::vector<Chips> start(14);
    int guard = 0;
    while (!mt.finished()) {
      REQUIRE(++guard < 5000);
      const int left_before = mt.players_left();
      for (int e = 0; e < 14; ++e) start[static_cast<std::size_t>(e)] = mt.stack(e);
      play_round(mt, std::ref(rp));
      std::vector<int> out;
      for (int e = 0; e < 14; ++e)
        if (mt.eliminated(e) && round_out.count(e) == 0) {
          round_out[e] = mt.rounds_played();
          out.push_back(e);
        }
      rounds_with_many_out += out.size() > 1 ? 1 : 0;
      for (const int e : out) {  // below every player still in, within the places they free
        CHECK(mt.place_of(e) > mt.players_left());
        CHECK(mt.place_of(e) <= left_before);
        for (const int f : out) {
          const auto se = start[static_cast<std::size_t>(e)],
                     sf = start[static_cast<std::size_t>(f)];
          if (se > sf) CHECK(mt.place_of(e) < mt.place_of(f));
          if (se == sf) CHECK(mt.place_of(e) == mt.place_of(f));
          shared += e < f && se == sf ? 1 : 0;
        }
      }
    }
    const std::vector<Standing> standings = mt.standings();
    double paid = 0;
    for (const Standing& s : standings) {
      paid += s.points;
      for (const Standing& other : standings) {
        if (s.place == other.place) CHECK(s.points == other.points);  // R21: split evenly
        const auto out_s = round_out.find(s.entrant), out_o = round_out.find(other.entrant);
        if (out_s != round_out.end() && out_o != round_out.end() && out_s->second < out_o->second)
          CHECK(s.place > other.place);  // out earlier, placed lower
      }
    }
    CHECK(paid == doctest::Approx(50 + 30 + 20 + 10 + 5));
    CHECK(standings.front().place == 1);
  }
  CHECK(rounds_with_many_out > 0);
  CHECK(shared > 0);
}

TEST_CASE("R20 ended between hands or rounds, those still in are placed by their stacks now") {
  const Schedule schedule = hands_schedule({{5, 10, 0, AnteKind::None, 100}});
  SitAndGo sng(make_setup(5, 300, schedule, "end-now"));
  MultiTableTournament mt(tables_of(4, make_setup(10, 300, schedule, "end-now")));
  RandomPlayer rp{std::mt19937_64(3)};
  sng.next_hand();
  CHECK_THROWS_AS(sng.end_now(), std::logic_error);  // a hand is open
  mt.next_round();
  CHECK_THROWS_AS(mt.end_now(), std::logic_error);  // a round is open

  SitAndGo sng_played(make_setup(5, 300, schedule, "end-now"));
  MultiTableTournament mt_played(tables_of(4, make_setup(10, 300, schedule, "end-now")));
  for (int i = 0; i < 4 && !sng_played.finished(); ++i) play_one(sng_played, std::ref(rp));
  for (int i = 0; i < 4 && !mt_played.finished(); ++i) play_round(mt_played, std::ref(rp));
  for (TournamentField* field : std::vector<TournamentField*>{&sng_played, &mt_played}) {
    const int left = field->players_left();
    field->end_now();
    CHECK(field->finished());
    field->end_now();  // once over, nothing more
    for (const Standing& s : field->standings()) {
      if (field->eliminated(s.entrant)) {
        CHECK(s.place > left);
        continue;
      }
      CHECK(s.place <= left);
      for (const Standing& other : field->standings()) {
        if (field->eliminated(other.entrant)) continue;
        if (s.chips > other.chips) CHECK(s.place < other.place);
        if (s.chips == other.chips) CHECK(s.place == other.place);
      }
    }
  }
}
