// The multi-table tournament (R48-R53), played with the real hand machine and real seeded deals.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/multi_table.hpp"
#include "support/sng_play.hpp"

using namespace poker;
using namespace sng_test;

namespace {

MultiTableSetup mtt_field(int entrants, int table_size, const std::string& seed,
                          std::vector<double> points = {}) {
  SitAndGoSetup s = make_setup(entrants, 1000,
                               hands_schedule({{10, 20, 0, AnteKind::None, 4},
                                               {25, 50, 0, AnteKind::None, 4},
                                               {50, 100, 0, AnteKind::None, 4}}),
                               seed);
  s.points = std::move(points);
  return {s, table_size};
}

using TableDecide = std::function<Action(const Hand&, int table, int entrant)>;

// What a test needs of one table's hand once the round is over.
struct PlayedAt {
  int hand_number = 0;
  std::vector<int> entrants, seats;
  int button_entrant = -1, small_blind_entrant = -1, big_blind_entrant = -1;
  Chips big_blind = 0;
  std::vector<Chips> start, end;
};

// Plays one round with `decide` and finishes it; returns what each table played, by table.
std::map<int, PlayedAt> play_round(MultiTableTournament& mt, const TableDecide& decide) {
  const std::vector<TableHand*> round = mt.next_round();
  std::vector<Hand> hands(round.size());
  std::map<int, PlayedAt> out;
  std::vector<const Hand*> done;
  for (std::size_t i = 0; i < round.size(); ++i) {
    const TableHand& th = *round[i];
    Hand& hand = hands[i];
    hand.start(th.setup);
    while (!hand.finished()) {
      const Action a = decide(hand, th.table, th.entrants[static_cast<std::size_t>(hand.actor())]);
      REQUIRE(hand.apply(a) == ActionError::None);
    }
    PlayedAt& p = out[th.table];
    p.hand_number = th.hand_number;
    p.entrants = th.entrants;
    p.seats = th.seats;
    const auto who = [&](int player) { return th.entrants[static_cast<std::size_t>(player)]; };
    p.button_entrant = who(th.setup.button);
    p.small_blind_entrant = who(th.setup.small_blind_player());
    p.big_blind_entrant = who(th.setup.big_blind_player());
    p.big_blind = th.setup.big_blind;
    for (int q = 0; q < th.setup.players; ++q) {
      p.start.push_back(th.setup.stacks[static_cast<std::size_t>(q)]);
      p.end.push_back(hand.stack(q));
    }
    done.push_back(&hand);
  }
  mt.finish_round(done);
  return out;
}

TableDecide everyone(Action (*how)(const Hand&, int)) {
  return [how](const Hand& h, int, int e) { return how(h, e); };
}

// All-in at the tables in `shoving`, no chip put in voluntarily at the others.
TableDecide shove_at(std::set<int> shoving) {
  return [shoving](const Hand& h, int table, int e) {
    return shoving.count(table) != 0 ? all_in(h, e) : passive(h, e);
  };
}

// The seating is whole: every player still in has exactly one seat, as the tables say.
void check_seating(const MultiTableTournament& mt) {
  std::set<int> seen;
  for (int t = 0; t < mt.table_count(); ++t) {
    for (int s = 0; s < mt.table(t).size(); ++s) {
      const int e = mt.table(t).entrant[static_cast<std::size_t>(s)];
      if (e < 0) continue;
      CHECK(mt.in_play(t));
      CHECK(!mt.eliminated(e));
      CHECK(mt.table_of(e) == t);
      CHECK(mt.seat_of(e) == s);
      CHECK(seen.insert(e).second);
    }
  }
  CHECK(static_cast<int>(seen.size()) == mt.players_left());
}

int spread(const MultiTableTournament& mt) {
  int most = 0, fewest = 1 << 30;
  for (int t = 0; t < mt.table_count(); ++t) {
    if (!mt.in_play(t)) continue;
    most = std::max(most, mt.table(t).occupied());
    fewest = std::min(fewest, mt.table(t).occupied());
  }
  return most - fewest;
}

}  // namespace

TEST_CASE("R48 a field larger than a table sits at tables drawn from the seed") {
  const MultiTableTournament a(mtt_field(20, 9, "draw"));
  const MultiTableTournament b(mtt_field(20, 9, "draw"));
  const MultiTableTournament c(mtt_field(20, 9, "another draw"));
  REQUIRE(a.table_count() == 3);
  std::vector<int> sizes;
  for (int t = 0; t < 3; ++t) sizes.push_back(a.table(t).occupied());
  CHECK(sizes == std::vector<int>{7, 7, 6});
  check_seating(a);
  bool differs = false;
  for (int t = 0; t < 3; ++t) {
    CHECK(a.table(t).entrant == b.table(t).entrant);
    CHECK(a.table(t).first_button == b.table(t).first_button);
    CHECK(a.table(t).entrant[static_cast<std::size_t>(a.table(t).first_button)] >= 0);
    differs = differs || a.table(t).entrant != c.table(t).entrant;
  }
  CHECK(differs);
  CHECK_THROWS_WITH_AS(MultiTableTournament(mtt_field(9, 9, "x")),
                       "multi-table: 9 entrants fit at one table of 9: play a sit-and-go",
                       std::invalid_argument);
}

TEST_CASE("R49 a hand a round at every table; players out together placed by starting stacks") {
  MultiTableTournament mt(mtt_field(9, 3, "r49"));
  // Round 1 at table 0 only: its stacks now differ from the rest.
  const auto r1 = play_round(mt, shove_at({0}));
  CHECK(r1.size() == 3);
  CHECK(mt.rounds_played() == 1);
  CHECK(mt.hands_played() == 3);
  std::set<int> numbers;
  for (const auto& [t, p] : r1) numbers.insert(p.hand_number);
  CHECK(numbers == std::set<int>{1, 2, 3});  // hands are numbered in table order
  int rounds = 1, shared = 0;
  while (!mt.finished() && rounds < 200) {
    const int left = mt.players_left();
    std::map<int, Chips> start;
    for (const auto& [t, p] : play_round(mt, everyone(all_in)))
      for (std::size_t i = 0; i < p.entrants.size(); ++i)
        if (mt.eliminated(p.entrants[i])) start[p.entrants[i]] = p.start[i];
    ++rounds;
    // The players out this round hold the places just below everyone still in, ordered by the
    // stacks they started this round's hand with, equal stacks sharing a place.
    const std::vector<Standing> standings = mt.standings();
    std::map<int, int> place;
    for (const Standing& s : standings) place[s.entrant] = s.place;
    for (const auto& [x, x_start] : start) {
      CHECK(place[x] > (mt.finished() ? 1 : mt.players_left()));
      CHECK(place[x] <= left);
      for (const auto& [y, y_start] : start) {
        if (x_start > y_start) CHECK(place[x] < place[y]);
        if (x_start == y_start) CHECK(place[x] == place[y]);
        if (x != y && x_start == y_start) ++shared;
      }
    }
    if (!mt.finished()) check_seating(mt);
  }
  CHECK(mt.finished());
  CHECK(shared > 0);  // the first all-in round at tables 1 and 2 put out equal stacks together
}

TEST_CASE("R49 levels go up by rounds, the same at every table; an orbit is a table's worth") {
  MultiTableTournament mt(mtt_field(12, 4, "levels"));
  for (int r = 0; r < 10; ++r) {
    const auto round = play_round(mt, everyone(passive));
    CHECK(round.size() == 3);
    CHECK(mt.level_index() == std::min(r / 4, 2));  // of the round just played
    for (const auto& [t, p] : round) CHECK(p.big_blind == mt.level().big_blind);
  }
  MultiTableSetup by_orbits = mtt_field(12, 4, "orbits");
  by_orbits.field.schedule.unit = LevelUnit::Orbits;
  by_orbits.field.schedule.levels[0].length = 2;  // 2 orbits of a table of 4: 8 rounds
  MultiTableTournament orbits(by_orbits);
  for (int r = 0; r < 9; ++r) {
    play_round(orbits, everyone(passive));
    CHECK(orbits.level_index() == (r < 8 ? 0 : 1));
  }
}

namespace {

// A table of `size` seats with `seated` dealt in, whose last hand had its button at `button`.
TableSeats table_with(int size, std::vector<int> seated, int button) {
  TableSeats t(size);
  for (const int s : seated) t.entrant[static_cast<std::size_t>(s)] = 100 + s;
  t.last_button = button;
  return t;
}

}  // namespace

TEST_CASE("R50 a newcomer between the last button and the small blind waits for the button") {
  // Seats 0, 2, 4 played with the button at 0: next hand button 2, small blind 4, big blind 0.
  TableSeats t = table_with(6, {0, 2, 4}, 0);
  const Positions p = t.next_positions();
  CHECK(p.button == 2);
  CHECK(p.small_blind == 4);
  CHECK(p.big_blind == 0);
  t.seat_newcomer(1, 7);  // between the last button and the next button
  t.seat_newcomer(3, 8);  // between the next button and the small blind
  t.seat_newcomer(5, 9);  // between the small blind and the big blind: takes the big blind
  t.settle_newcomers();
  CHECK(t.waiting == std::vector<bool>{false, true, false, true, false, false});
  const Positions q = t.next_positions();
  CHECK(q.button == 2);       // the button and small blind do not move for the newcomer
  CHECK(q.small_blind == 4);  // nobody pays a blind twice...
  CHECK(q.big_blind == 5);    // ...and the newcomer pays the big blind at once
  // After that hand the button has passed seat 1 (now just before it): dealt in. Seat 3 is
  // between the last button and the next small blind still, and waits one hand more.
  t.last_button = q.button;
  t.settle_newcomers();
  CHECK(!t.waiting[1]);
  CHECK(t.waiting[3]);
  t.last_button = t.next_positions().button;  // 4
  t.settle_newcomers();
  CHECK(!t.waiting[3]);
}

TEST_CASE("R50 a new table, or one where fewer than two would play, deals everyone in") {
  TableSeats fresh(6);
  fresh.seat_newcomer(2, 1);
  fresh.seat_newcomer(4, 2);
  fresh.first_button = 4;
  fresh.settle_newcomers();
  CHECK(fresh.dealt_in_count() == 2);
  CHECK(fresh.next_positions().button == 4);
  TableSeats lonely = table_with(6, {0}, 0);
  lonely.seat_newcomer(1, 5);
  lonely.settle_newcomers();
  CHECK(lonely.dealt_in_count() == 2);
}

TEST_CASE("R51 a balancing move takes the worst position: the next big blind first") {
  // Next hand: button 2, small blind 4, big blind 0. The empty seat 5 takes the big blind.
  CHECK(table_with(6, {0, 2, 4}, 0).balance_seat() == 5);
  // With 5 taken, the first empty seat after the big blind is 1, and it is dealt in at once.
  TableSeats t = table_with(6, {0, 2, 4, 5}, 0);
  CHECK(t.next_positions().big_blind == 5);
  CHECK(t.balance_seat() == 1);
  // Every empty seat between the last button and the next small blind: the first after the button.
  CHECK(table_with(6, {0, 3, 4, 5}, 5).balance_seat() == 1);
  CHECK(table_with(4, {0, 1, 2, 3}, 0).balance_seat() == -1);
}

TEST_CASE("R51 a table two players short gets the fullest table's next big blind") {
  // 12 players at tables of 4: find a seed where table 2 loses exactly two players at once.
  bool found = false;
  for (int s = 0; s < 200 && !found; ++s) {
    MultiTableTournament mt(mtt_field(12, 4, "balance-" + std::to_string(s)));
    // Three players shove at table 2 and one folds: two are out unless the pot is split.
    int folder = mt.entrants();
    for (const int e : mt.table(2).entrant)
      if (e >= 0) folder = std::min(folder, e);
    const auto round = play_round(mt, [folder](const Hand& h, int table, int e) {
      return table == 2 && e != folder ? all_in(h, e) : passive(h, e);
    });
    if (mt.players_left() != 10) continue;  // two out at table 2, which now has three
    found = true;
    REQUIRE(mt.moves().size() == 1);
    const TableMove& m = mt.moves()[0];
    CHECK(m.reason == MoveReason::Balance);
    CHECK(m.from_table == 0);  // the fullest, the lowest number among equals
    CHECK(m.to_table == 2);
    // Four-handed, the next big blind is the player first to act after this hand's big blind.
    const PlayedAt& src = round.at(0);
    const auto bb = std::find(src.entrants.begin(), src.entrants.end(), src.big_blind_entrant);
    const std::size_t next = (static_cast<std::size_t>(bb - src.entrants.begin()) + 1) % 4;
    CHECK(m.entrant == src.entrants[next]);
    CHECK(mt.table(0).occupied() == 3);
    CHECK(mt.table(2).occupied() == 3);
    check_seating(mt);
    // The moved player never posts the small blind at the new table: the big blind, if the
    // seat it took was where the big blind falls, else no blind at all.
    const auto next_round = play_round(mt, everyone(passive));
    const PlayedAt& dst = next_round.at(2);
    CHECK(dst.small_blind_entrant != m.entrant);
    const bool took_big_blind_seat = dst.big_blind_entrant == m.entrant;
    const bool dealt_in = std::count(dst.entrants.begin(), dst.entrants.end(), m.entrant) == 1;
    CHECK((took_big_blind_seat || dealt_in ||
           mt.table(2).waiting[static_cast<std::size_t>(m.to_seat)]));
  }
  CHECK(found);
}

TEST_CASE("R52 a table breaks when the field fits at one table fewer; the final table is redrawn") {
  MultiTableTournament mt(mtt_field(12, 4, "break"));
  bool broke = false, final_table = false;
  for (int r = 0; r < 300 && !mt.finished() && !final_table; ++r) {
    const int tables = mt.tables_in_play();
    std::map<int, std::pair<int, int>> where;
    for (int e = 0; e < mt.entrants(); ++e) where[e] = {mt.table_of(e), mt.seat_of(e)};
    // Shoving at table 0 alone puts out at most three a round, until a table has broken.
    play_round(mt, broke ? everyone(all_in) : shove_at({0}));
    if (mt.finished()) break;
    check_seating(mt);
    const int left = mt.players_left();
    // A table is broken exactly when the field fits at one table fewer.
    CHECK(left > (mt.tables_in_play() - 1) * 4);
    for (const TableMove& m : mt.moves())
      CHECK(where[m.entrant] == std::pair<int, int>{m.from_table, m.from_seat});
    if (mt.tables_in_play() == 1) {
      final_table = true;
      CHECK(tables > 1);
      const auto redrawn =
          std::count_if(mt.moves().begin(), mt.moves().end(),
                        [](const TableMove& m) { return m.reason == MoveReason::FinalTable; });
      CHECK(redrawn == left);  // everyone left is drawn a seat, even those already at table 1
      CHECK(mt.in_play(0));
      CHECK(mt.table(0).dealt_in_count() == left);  // everyone plays the first hand
    } else if (mt.tables_in_play() < tables) {
      broke = true;
      REQUIRE(mt.broken().size() == 1);
      const int gone = mt.broken()[0];
      CHECK(gone == tables - 1);  // the highest-numbered table breaks first
      int from_broken = 0;
      for (const TableMove& m : mt.moves()) {
        if (m.reason != MoveReason::Break) continue;
        CHECK(m.from_table == gone);
        ++from_broken;
      }
      CHECK(from_broken > 0);
      CHECK(spread(mt) <= 1);
    }
  }
  CHECK(broke);
  CHECK(final_table);
}

TEST_CASE("R53 the bubble: the next player out takes the first place that pays nothing") {
  int seen = 0;
  for (int s = 0; s < 20; ++s) {
    MultiTableTournament mt(mtt_field(12, 4, "bubble-" + std::to_string(s), {50, 30, 20}));
    while (!mt.finished()) {
      CHECK(mt.on_bubble() == (mt.players_left() == 4));
      seen += mt.on_bubble() ? 1 : 0;
      int first = 0;
      while (!mt.in_play(first)) ++first;
      play_round(mt, shove_at({first}));
    }
  }
  CHECK(seen > 0);
}

TEST_CASE("multi-table: 30 players at tables of 6 play to one winner, the same on the same seed") {
  const auto play = [](const std::string& seed) {
    MultiTableTournament mt(mtt_field(30, 6, seed));
    RandomPlayer rp{std::mt19937_64(7)};
    std::vector<std::string> log;
    int moved_big_blind = 0;
    while (!mt.finished()) {
      const auto round = play_round(mt, [&](const Hand& h, int, int e) { return rp(h, e); });
      Chips total = 0;
      for (int e = 0; e < mt.entrants(); ++e) total += mt.stack(e);
      REQUIRE(total == 30 * 1000);
      if (mt.finished()) break;
      check_seating(mt);
      if (mt.tables_in_play() > 1) CHECK(spread(mt) <= 1);
      for (const TableMove& m : mt.moves())
        log.push_back(std::to_string(m.entrant) + std::string(to_string(m.reason)) +
                      std::to_string(m.to_table) + ":" + std::to_string(m.to_seat));
      // A player moved to balance never pays the small blind at the new table next hand.
      const std::vector<TableMove> balance_moves = mt.moves();
      if (balance_moves.empty()) continue;
      const auto next = play_round(mt, [&](const Hand& h, int, int e) { return rp(h, e); });
      for (const TableMove& m : balance_moves) {
        if (m.reason != MoveReason::Balance || next.count(m.to_table) == 0) continue;
        CHECK(next.at(m.to_table).small_blind_entrant != m.entrant);
        if (round.count(m.from_table) != 0 && round.at(m.from_table).big_blind_entrant == m.entrant)
          CHECK(next.at(m.to_table).big_blind_entrant != m.entrant);
        moved_big_blind += next.at(m.to_table).big_blind_entrant == m.entrant ? 1 : 0;
      }
      if (mt.finished()) break;
      check_seating(mt);
    }
    std::vector<int> places;
    for (const Standing& s : mt.standings()) places.push_back(s.place);
    log.push_back("big blinds " + std::to_string(moved_big_blind));
    return std::make_pair(places, log);
  };
  const auto a = play("thirty");
  const auto b = play("thirty");
  CHECK(a == b);
  CHECK(a.first.front() == 1);
  CHECK(a.second.size() > 5);  // moves were made
}
