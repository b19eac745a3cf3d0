// Breaking and balancing the tables between rounds (R51, R52), after TDA Rules 10 and 11: a
// table breaks as soon as the field fits at one table fewer, its players drawn into the other
// tables' empty seats; the final table is redrawn; otherwise a table two or more players short of
// another gets a player from the fullest table: the one due for the big blind next there.
#include <algorithm>

#include "engine/multi_table.hpp"

namespace poker {

void MultiTableTournament::rebalance() {
  const int size = table_size_;
  while (tables_in_play() > 1 && players_left() <= (tables_in_play() - 1) * size) {
    if (tables_in_play() == 2) {
      final_table();
      return;
    }
    // The break order is fixed in advance: the highest-numbered table in play breaks first.
    int last = table_count() - 1;
    while (!in_play(last)) --last;
    break_table(last);
  }
  balance();
}

void MultiTableTournament::break_table(int t) {
  broken_.push_back(t);
  in_play_[static_cast<std::size_t>(t)] = false;
  TableSeats& gone = tables_[static_cast<std::size_t>(t)];
  std::vector<int> players;
  for (const int e : gone.entrant)
    if (e >= 0) players.push_back(e);
  // A two-step draw, as TDA Rule 10 has it: the players in a drawn order each go to the table
  // with the fewest players (the lowest number among equals), to a seat drawn among its empty
  // ones, so the tables stay within one player of each other where they can.
  const std::vector<int> order = seeded_permutation(
      seed(), numbered_purpose(kBreakDrawPurpose, rounds_, t), static_cast<int>(players.size()));
  for (std::size_t i = 0; i < players.size(); ++i) {
    const int who = players[static_cast<std::size_t>(order[i])];
    int to = -1;
    for (int u = 0; u < table_count(); ++u) {
      if (!in_play(u) || table(u).occupied() >= table(u).size()) continue;
      if (to < 0 || table(u).occupied() < table(to).occupied()) to = u;
    }
    std::vector<int> empty;
    for (int s = 0; s < table(to).size(); ++s)
      if (table(to).entrant[static_cast<std::size_t>(s)] < 0) empty.push_back(s);
    const int pick = draw(numbered_purpose(kBreakDrawPurpose, rounds_, 1024 + static_cast<int>(i)),
                          static_cast<int>(empty.size()));
    move(who, to, empty[static_cast<std::size_t>(pick)], MoveReason::Break);
  }
}

void MultiTableTournament::final_table() {
  // R52: every player left is drawn a seat at table 1 afresh, and its button is drawn too.
  std::vector<int> players;
  for (int t = 0; t < table_count(); ++t) {
    if (!in_play(t)) continue;
    for (const int e : table(t).entrant)
      if (e >= 0) players.push_back(e);
    if (t != 0) broken_.push_back(t);
  }
  const int n = static_cast<int>(players.size());
  const std::vector<int> seats =
      seeded_permutation(seed(), numbered_purpose(kFinalTableDrawPurpose, rounds_), table_size_);
  std::vector<int> from_table(players.size()), from_seat(players.size());
  for (std::size_t i = 0; i < players.size(); ++i) {
    from_table[i] = table_of(players[i]);
    from_seat[i] = seat_of(players[i]);
  }
  for (int t = 0; t < table_count(); ++t) {
    in_play_[static_cast<std::size_t>(t)] = t == 0;
    tables_[static_cast<std::size_t>(t)] = TableSeats(table_size_);
  }
  for (std::size_t i = 0; i < players.size(); ++i) {
    seat_at(0, seats[i], players[i], false);
    moves_.push_back(
        {players[i], from_table[i], from_seat[i], 0, seats[i], MoveReason::FinalTable});
  }
  tables_[0].first_button = seats[static_cast<std::size_t>(
      draw(numbered_purpose(kFinalTableDrawPurpose, rounds_, 1), n))];
}

void MultiTableTournament::balance() {
  // TDA Rule 11: the player due for the big blind next at the fullest table moves to the worst
  // position at the shortest (the lowest-numbered table among equals, both ways), until no table
  // is two or more players short of another.
  for (;;) {
    int full = -1, short_of = -1;
    for (int t = 0; t < table_count(); ++t) {
      if (!in_play(t)) continue;
      if (full < 0 || table(t).occupied() > table(full).occupied()) full = t;
      if (short_of < 0 || table(t).occupied() < table(short_of).occupied()) short_of = t;
    }
    if (full < 0 || table(full).occupied() - table(short_of).occupied() < 2) return;
    const TableSeats& from = table(full);
    int who_seat = from.next_positions().big_blind;
    if (who_seat < 0)  // fewer than two dealt in: the first player seated
      for (int s = 0; s < from.size() && who_seat < 0; ++s)
        if (from.entrant[static_cast<std::size_t>(s)] >= 0) who_seat = s;
    const int who = from.entrant[static_cast<std::size_t>(who_seat)];
    move(who, short_of, table(short_of).balance_seat(), MoveReason::Balance);
  }
}

}  // namespace poker
