// The multi-table tournament (R48-R53): seating and rounds (breaking and balancing in
// table_balance.cpp). The field (stacks, places, points, the level, the end) is TournamentField's
// business, the hands the Hand state machine's, the seats' rulings TableSeats'.
#include "engine/multi_table.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

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

namespace {

// The checks tables of `table_size` seats add to the field's.
const FieldSetup& at_tables(const MultiTableSetup& setup) {
  const int size = setup.table_size;
  if (size < 2 || size > kMaxPlayers)
    throw std::invalid_argument("multi-table: table_size must be 2.." +
                                std::to_string(kMaxPlayers) + ", got " + std::to_string(size));
  if (setup.field.entrants <= size)
    throw std::invalid_argument("multi-table: " + std::to_string(setup.field.entrants) +
                                " entrants fit at one table of " + std::to_string(size) +
                                ": play a sit-and-go");
  return setup.field;
}

}  // namespace

MultiTableTournament::MultiTableTournament(const MultiTableSetup& setup)
    : TournamentField(at_tables(setup), setup.table_size, "multi-table", "round"),
      table_size_(setup.table_size) {
  const int n = entrants();
  table_of_.assign(static_cast<std::size_t>(n), -1);
  seat_of_.assign(static_cast<std::size_t>(n), -1);

  // R48: the entrants in a drawn order are dealt to the tables in turn, so the tables differ by
  // at most one player; each table's seats and first button are drawn from their own streams.
  const int count = (n + table_size_ - 1) / table_size_;
  tables_.assign(static_cast<std::size_t>(count), TableSeats(table_size_));
  in_play_.assign(static_cast<std::size_t>(count), true);
  hands_at_ = std::vector<TableHand>(static_cast<std::size_t>(count));
  const std::vector<int> order = seeded_permutation(seed(), kSeatDrawPurpose, n);
  std::vector<std::vector<int>> seat_order;
  for (int t = 0; t < count; ++t)
    seat_order.push_back(
        seeded_permutation(seed(), numbered_purpose(kTableSeatDrawPurpose, t), table_size_));
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

int MultiTableTournament::draw(std::uint64_t p, int n) const {
  return seeded_permutation(seed(), p, n)[0];
}

int MultiTableTournament::tables_in_play() const {
  return static_cast<int>(std::count(in_play_.begin(), in_play_.end(), true));
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
  open_step("next_round()");
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
      deal_in(hs, player, e);
      th.entrants.push_back(e);
      th.seats.push_back(s);
    }
    hs.players = static_cast<int>(th.entrants.size());
    // R44, by round: every table plays the same game.
    th.seeded.set_up(hs, table_game(rounds_ + 1), level(), seed(),
                     static_cast<std::uint64_t>(th.hand_number));
    round_.push_back(&th);
  }
  return round_;
}

void MultiTableTournament::finish_round(const std::vector<const Hand*>& hands) {
  if (!step_open()) throw std::logic_error("multi-table: finish_round() with no round prepared");
  if (hands.size() != round_.size())
    throw std::logic_error("multi-table: finish_round() was given " + std::to_string(hands.size()) +
                           " hands for a round of " + std::to_string(round_.size()));
  for (std::size_t i = 0; i < hands.size(); ++i)
    check_played_hand(
        round_[i]->setup, *hands[i],
        "multi-table: hand " + std::to_string(round_[i]->hand_number) + ": finish_round()");
  ++rounds_;
  moves_.clear();
  broken_.clear();

  for (std::size_t i = 0; i < hands.size(); ++i) {
    const TableHand& th = *round_[i];
    take_hand(th.setup, *hands[i], th.entrants, th.hand_number);
    TableSeats& table = tables_[static_cast<std::size_t>(th.table)];
    table.last_button = th.seats[static_cast<std::size_t>(th.setup.button)];
    table.button_stays = button_stays(th.setup);
  }
  // R49: the players out in the round are placed together, whatever their tables (the field).
  const bool over = close_step(rounds_);
  for (const int e : out_in_step()) {
    tables_[static_cast<std::size_t>(table_of(e))].vacate(seat_of(e));
    table_of_[static_cast<std::size_t>(e)] = seat_of_[static_cast<std::size_t>(e)] = -1;
  }
  if (over) return;
  // R49: a level lasts a number of rounds (hands at every table), the same for every player
  // whatever the number of tables; a level given in orbits lasts that many full tables' orbits.
  count_level_unit(TournamentField::setup().schedule.unit == LevelUnit::Hands ? 1 : table_size_);
  rebalance();
}

}  // namespace poker
