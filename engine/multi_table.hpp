#pragma once
// A multi-table tournament (R48-R53): a tournament field (tournament_field.hpp) larger than one
// table, seated at several tables drawn from the seed, all playing one hand each per round with
// the blind levels of the whole field; between rounds the field places the players out, tables
// are broken and balanced, and the last tables come together at a redrawn final table. Every
// decision is made between rounds from the tables' state alone, so the tournament is the same
// whatever order the tables' hands were played in. It is driven like a sit-and-go: prepare a
// round, play its hands, finish it.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/seeded_hand.hpp"
#include "engine/table_seats.hpp"
#include "engine/tournament_field.hpp"

namespace poker {

struct MultiTableSetup {
  FieldSetup field;    // entrants: more than table_size; hand_limit counts rounds
  int table_size = 9;  // seats at each table, 2..10
};

enum class MoveReason : std::uint8_t {
  Balance,     // R51: from the fullest table to the shortest
  Break,       // R52: the table broke
  FinalTable,  // R52: the final table, redrawn
};
std::string_view to_string(MoveReason reason);

struct TableMove {
  int entrant = 0;
  int from_table = 0;  // 0-based
  int from_seat = 0;
  int to_table = 0;
  int to_seat = 0;
  MoveReason reason = MoveReason::Balance;
};

// One table's hand in a round.
struct TableHand {
  int table = 0;        // 0-based
  int hand_number = 0;  // 1-based across the whole tournament, in (round, table) order
  HandSetup setup;
  std::vector<int> entrants;  // by hand player index
  std::vector<int> seats;     // by hand player index
  SeededHand seeded;          // the hand's deck and draw stream, alive while it is played
};

class MultiTableTournament : public TournamentField {
 public:
  explicit MultiTableTournament(const MultiTableSetup& setup);

  // The setup it was made from, points filled in (a copy: the field keeps the field's part).
  MultiTableSetup setup() const { return {TournamentField::setup(), table_size_}; }
  int table_size() const { return table_size_; }
  int table_count() const { return static_cast<int>(tables_.size()); }  // at the start
  bool in_play(int table) const { return in_play_[static_cast<std::size_t>(table)]; }
  int tables_in_play() const;
  const TableSeats& table(int t) const { return tables_[static_cast<std::size_t>(t)]; }
  int table_of(int entrant) const { return table_of_[static_cast<std::size_t>(entrant)]; }
  int seat_of(int entrant) const { return seat_of_[static_cast<std::size_t>(entrant)]; }
  int rounds_played() const { return rounds_; }
  int hands_played() const { return hands_; }

  // Prepares one hand at every table in play, in table order. Throws std::logic_error when the
  // tournament is over or the last round is not finished.
  const std::vector<TableHand*>& next_round();
  // Records the round: `hands` are the round's hands, finished, in next_round()'s order. Places
  // the players out (R19 across the round's tables, R49), ends the tournament (R20) or moves the
  // level on, then breaks and balances the tables (R51, R52). Throws std::logic_error for a hand
  // that is not the one prepared, not finished, or that lost or made chips.
  void finish_round(const std::vector<const Hand*>& hands);
  // The moves made when the last round was finished, in the order they were made.
  const std::vector<TableMove>& moves() const { return moves_; }
  // The tables broken when the last round was finished (a final table breaks all but one).
  const std::vector<int>& broken() const { return broken_; }

 private:
  const Seed& seed() const { return TournamentField::setup().seed; }
  void seat_at(int table, int seat, int who, bool newcomer);
  void move(int who, int to_table, int to_seat, MoveReason reason);
  void rebalance();
  void break_table(int t);
  void final_table();
  void balance();
  // A fresh number from the seed's stream for `purpose` (`n` > 0 choices).
  int draw(std::uint64_t purpose, int n) const;

  int table_size_ = 0;
  std::vector<TableSeats> tables_;
  std::vector<bool> in_play_;
  std::vector<TableHand> hands_at_;  // by table, reused round after round
  std::vector<TableHand*> round_;    // the round last prepared
  std::vector<int> table_of_, seat_of_;
  std::vector<TableMove> moves_;
  std::vector<int> broken_;
  int rounds_ = 0;
  int hands_ = 0;
};

}  // namespace poker
