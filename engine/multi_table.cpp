// The multi-table tournament (R48-R53): seating, rounds, places, breaking and balancing. The
// hands are the Hand state machine's business, the seats' rulings TableSeats'.
#include "engine/multi_table.hpp"

#include <algorithm>
#include <stdexcept>

namespace poker {
std::string_view to_string(MoveReason reason) {
  switch (reason) {
    case MoveReason::Balance:
      return "balance";
    case MoveReason::Break:
      return "break";
    case MoveReason::FinalTable:
      return "final-table";
  }
  return "balance";
}

MultiTableTournament::MultiTableTournament(MultiTableSetup setup) : setup_(std::move(setup)) {
  validate();
  SitAndGoSetup& f = setup_.field;
  if (f.points.empty()) f.points = default_points(f.entrants);
  for (const Level& level : f.schedule.levels) levels_.push_back(with_default_small_blind(level));
  const int n = f.entrants;
  const auto size = static_cast<std::size_t>(n);
  table_of_.assign(size, -1);
  seat_of_.assign(size, -1);
  stacks_.assign(size, f.starting_stack);
  hands_played_.assign(size, 0);
  out_in_hand_.assign(size, 0);
  place_.assign(size, 0);
  points_.assign(size, 0.0);
  folds_.assign(size, false);

  // R48: the entrants in a drawn order are dealt to the tables in turn, so the tables differ by
  // at most one player; each table's seats and first button are drawn from their own streams.
  const int count = (n + setup_.table_size - 1) / setup_.table_size;
  tables_.assign(static_cast<std::size_t>(count), TableSeats(setup_.table_size));
  in_play_.assign(static_cast<std::size_t>(count), true);
  hands_at_ = std::vector<TableHand>(static_cast<std::size_t>(count));
  const std::vector<int> order = seeded_permutation(f.seed, kSeatDrawPurpose, n);
  std::vector<std::vector<int>> seat_order;
  for (int t = 0; t < count; ++t)
    seat_order.push_back(
        seeded_permutation(f.seed, numbered_purpose(kTableSeatDrawPurpose, t), setup_.table_size));
  for (int i = 0; i < n; ++i) {
    const int t = i % count;
    seat_at(t, seat_order[static_cast<std::size_t>(t)][static_cast<std::size_t>(i / count)],
            order[static_cast<std::size_t>(i)], false);
  }
  for (int t = 0; t < count; ++t) {
    TableSeats& table = tables_[static_cast<std::size_t>(t)];
    std::vector<int> seated;
    for (int s = 0; s < table.size(); ++s)
      if (table.entrant[static_cast<std::size_t>(s)] >= 0) seated.push_back(s);
    table.first_button = seated[static_cast<std::size_t>(
        draw(numbered_purpose(kTableButtonDrawPurpose, t), static_cast<int>(seated.size())))];
  }
}

void MultiTableTournament::validate() const {
  const int size = setup_.table_size;
  if (size < 2 || size > kMaxPlayers)
    throw std::invalid_argument("multi-table: table_size must be 2.." +
                                std::to_string(kMaxPlayers) + ", got " + std::to_string(size));
  if (setup_.field.entrants <= size)
    throw std::invalid_argument("multi-table: " + std::to_string(setup_.field.entrants) +
                                " entrants fit at one table of " + std::to_string(size) +
                                ": play a sit-and-go");
  // The rest (stacks, schedule, points) as a sit-and-go checks it, on a table's worth of players.
  SitAndGoSetup table = setup_.field;
  table.entrants = size;
  table.points.clear();
  (void)SitAndGo(table);
}

int MultiTableTournament::draw(std::uint64_t p, int n) const {
  return seeded_permutation(setup_.field.seed, p, n)[0];
}

int MultiTableTournament::tables_in_play() const {
  return static_cast<int>(std::count(in_play_.begin(), in_play_.end(), true));
}

int MultiTableTournament::players_left() const {
  return static_cast<int>(std::count(out_in_hand_.begin(), out_in_hand_.end(), 0));
}

bool MultiTableTournament::on_bubble() const {
  const auto& points = setup_.field.points;
  const int left = players_left();
  const auto pays = [&](int place) {
    return place >= 1 && place <= static_cast<int>(points.size()) &&
           points[static_cast<std::size_t>(place - 1)] > 0;
  };
  return left >= 2 && !pays(left) && pays(left - 1);
}

void MultiTableTournament::set_folds_before_showdown(int entrant, bool value) {
  folds_.at(static_cast<std::size_t>(entrant)) = value;
}

void MultiTableTournament::seat_at(int t, int seat, int who, bool newcomer) {
  TableSeats& table = tables_[static_cast<std::size_t>(t)];
  if (newcomer) {
    table.seat_newcomer(seat, who);
  } else {
    table.entrant[static_cast<std::size_t>(seat)] = who;
  }
  table_of_[static_cast<std::size_t>(who)] = t;
  seat_of_[static_cast<std::size_t>(who)] = seat;
}

void MultiTableTournament::move(int who, int to_table, int to_seat, MoveReason reason) {
  const int from_table = table_of(who), from_seat = seat_of(who);
  tables_[static_cast<std::size_t>(from_table)].vacate(from_seat);
  seat_at(to_table, to_seat, who, reason != MoveReason::FinalTable);
  moves_.push_back({who, from_table, from_seat, to_table, to_seat, reason});
}

const std::vector<TableHand*>& MultiTableTournament::next_round() {
  if (finished_) throw std::logic_error("multi-table: next_round() after the tournament ended");
  if (round_open_) throw std::logic_error("multi-table: next_round() before the last round ended");
  round_open_ = true;
  round_level_ = level_index_;
  const Level& lv = levels_[static_cast<std::size_t>(round_level_)];
  round_.clear();
  for (int t = 0; t < table_count(); ++t) {
    TableSeats& table = tables_[static_cast<std::size_t>(t)];
    if (!in_play(t) || table.occupied() < 2) continue;
    table.settle_newcomers();
    const Positions p = table.next_positions();
    TableHand& th = hands_at_[static_cast<std::size_t>(t)];
    th.table = t;
    th.hand_number = ++hands_;
    th.entrants.clear();
    th.seats.clear();
    HandSetup& hs = th.setup;
    hs = HandSetup{};
    for (int s = 0; s < table.size(); ++s) {
      if (!table.dealt_in(s)) continue;
      const int e = table.entrant[static_cast<std::size_t>(s)];
      const int player = static_cast<int>(th.entrants.size());
      if (s == p.button) hs.button = player;
      hs.stacks[static_cast<std::size_t>(player)] = stacks_[static_cast<std::size_t>(e)];
      hs.folds_before_showdown[static_cast<std::size_t>(player)] =
          folds_[static_cast<std::size_t>(e)];
      th.entrants.push_back(e);
      th.seats.push_back(s);
    }
    hs.players = static_cast<int>(th.entrants.size());
    const SitAndGoSetup& f = setup_.field;
    TableGame game{f.game, f.structure, f.muck_losing_hands};
    if (f.mix.mixed()) {  // R44, by round: every table plays the same game
      const MixedGame& now = f.mix.game_of(rounds_ + 1, round_level_);
      game.game = now.game;
      game.structure = now.structure;
    }
    th.seeded.set_up(hs, game, lv, f.seed, static_cast<std::uint64_t>(th.hand_number));
    round_.push_back(&th);
  }
  return round_;
}

void MultiTableTournament::finish_round(const std::vector<const Hand*>& hands) {
  if (!round_open_) throw std::logic_error("multi-table: finish_round() with no round prepared");
  if (hands.size() != round_.size())
    throw std::logic_error("multi-table: finish_round() was given " + std::to_string(hands.size()) +
                           " hands for a round of " + std::to_string(round_.size()));
  for (std::size_t i = 0; i < hands.size(); ++i)
    check_played_hand(
        round_[i]->setup, *hands[i],
        "multi-table: hand " + std::to_string(round_[i]->hand_number) + ": finish_round()");
  round_open_ = false;
  ++rounds_;
  moves_.clear();
  broken_.clear();

  // R49: everyone out in the round, whatever their table, is placed together by the stacks they
  // started the round's hand with, below every player still in.
  std::vector<int> busted;
  std::vector<Chips> start(stacks_.size(), 0);
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const TableHand& th = *round_[i];
    TableSeats& table = tables_[static_cast<std::size_t>(th.table)];
    for (int p = 0; p < th.setup.players; ++p) {
      const auto e = static_cast<std::size_t>(th.entrants[static_cast<std::size_t>(p)]);
      stacks_[e] = hands[i]->stack(p);
      start[e] = th.setup.stacks[static_cast<std::size_t>(p)];
      ++hands_played_[e];
      if (stacks_[e] == 0) {
        busted.push_back(static_cast<int>(e));
        out_in_hand_[e] = th.hand_number;
      }
    }
    table.last_button = th.seats[static_cast<std::size_t>(th.setup.button)];
    table.button_stays = setup_.field.mix.mixed() && th.setup.game->deals_up_cards();
  }
  if (!busted.empty()) {
    place_group(busted, start, players_left() + 1, setup_.field.points, place_, points_);
    for (const int e : busted) {
      tables_[static_cast<std::size_t>(table_of(e))].vacate(seat_of(e));
      table_of_[static_cast<std::size_t>(e)] = seat_of_[static_cast<std::size_t>(e)] = -1;
    }
  }
  const int limit = setup_.field.hand_limit;
  if (players_left() <= 1 || (limit > 0 && rounds_ >= limit)) {
    end_with_remaining_placed();
    return;
  }
  next_level();
  rebalance();
}

void MultiTableTournament::next_level() {
  // R49: a level lasts a number of rounds (hands at every table), the same for every player
  // whatever the number of tables; a level given in orbits lasts that many full tables' orbits.
  const Level& lv = levels_[static_cast<std::size_t>(level_index_)];
  const int rounds =
      setup_.field.schedule.unit == LevelUnit::Hands ? lv.length : lv.length * setup_.table_size;
  if (++level_rounds_ >= rounds && static_cast<std::size_t>(level_index_) + 1 < levels_.size()) {
    ++level_index_;
    level_rounds_ = 0;
  }
}

void MultiTableTournament::end_now() {
  if (round_open_) throw std::logic_error("multi-table: end_now() while a round is open");
  if (!finished_) end_with_remaining_placed();
}

void MultiTableTournament::end_with_remaining_placed() {
  finished_ = true;
  std::vector<int> remaining;
  for (int e = 0; e < entrants(); ++e)
    if (!eliminated(e)) remaining.push_back(e);
  place_group(remaining, stacks_, 1, setup_.field.points, place_, points_);
}

std::vector<Standing> MultiTableTournament::standings() const {
  std::vector<int> place = place_;
  std::vector<double> points = points_;
  if (!finished_) {
    std::vector<int> remaining;
    for (int e = 0; e < entrants(); ++e)
      if (!eliminated(e)) remaining.push_back(e);
    place_group(remaining, stacks_, 1, setup_.field.points, place, points);
  }
  std::vector<Standing> out;
  for (int e = 0; e < entrants(); ++e) {
    const auto i = static_cast<std::size_t>(e);
    out.push_back(Standing{e, place[i], points[i], stacks_[i], hands_played_[i], out_in_hand_[i]});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Standing& a, const Standing& b) { return a.place < b.place; });
  return out;
}

}  // namespace poker
