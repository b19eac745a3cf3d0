#pragma once
// One table of a multi-table tournament between hands: who sits where, who is still waiting to be
// dealt in, and where the button was. The seat-by-seat rulings of moving players live here (R50):
// where the next hand's button and blinds fall, when a newcomer is dealt in, and which empty seat
// a player moved to balance the tables takes.
#include <vector>

namespace poker {

// Seats of one hand, clockwise positions at the table; -1 when not known.
struct Positions {
  int button = -1;
  int small_blind = -1;  // heads-up: the button (R4)
  int big_blind = -1;
};

struct TableSeats {
  explicit TableSeats(int seats = 0)
      : entrant(static_cast<std::size_t>(seats), -1),
        waiting(static_cast<std::size_t>(seats), false) {}

  std::vector<int> entrant;   // by seat: the entrant sitting there, or -1 for an empty seat
  std::vector<bool> waiting;  // by seat: a newcomer not dealt in yet (R50)
  int last_button = -1;       // the button's seat in the table's last hand; -1 before its first
  int first_button = 0;       // a new table's first button (drawn, R48), or the next seat after
  bool button_stays = false;  // the last hand was stud in a mix: the button stays (R44)

  int size() const { return static_cast<int>(entrant.size()); }
  int occupied() const;
  bool dealt_in(int seat) const;  // occupied and not waiting
  int dealt_in_count() const;
  // The first seat clockwise after `from` (not `from` itself) that is dealt in; -1 if none.
  int next_dealt_in(int from) const;
  int previous_dealt_in(int from) const;  // the same, counter-clockwise

  // Seats `who` at an empty `seat`, waiting until settle_newcomers() deals them in.
  void seat_newcomer(int seat, int who);
  void vacate(int seat);

  // R50: the next hand's button and blinds over the players dealt in (at least two). The button
  // moves to the next of them after the last button (R3), or stays after a stud hand in a mix
  // (R44); a new table starts from its drawn button.
  Positions next_positions() const;
  // R50: deals in every newcomer who may play the next hand: one seated after the next hand's
  // small blind and up to the last hand's button (in the big blind's seat, or where they pay no
  // blind before the big blind reaches them). One seated between the last button and the next
  // small blind waits until the button has passed. At a heads-up table the first newcomer takes
  // the big blind at once. A new table, or one where fewer than two would play, deals everyone in.
  void settle_newcomers();
  // R50: the empty seat for a player moved here to balance the tables, the worst position first:
  // the seat that takes the next big blind; else the first seat after the next big blind (dealt
  // in at once, first to act); else the first seat after the last button (waits for the button
  // to pass). -1 when no seat is empty.
  int balance_seat() const;
};

// True when seat `x` lies strictly after `from` and strictly before `to`, going clockwise round a
// table of `n` seats (when from == to: every seat but `from`).
bool clockwise_between(int x, int from, int to, int n);

}  // namespace poker
