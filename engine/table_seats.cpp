#include "engine/table_seats.hpp"

#include <stdexcept>
#include <string>

namespace poker {

bool clockwise_between(int x, int from, int to, int n) {
  const int along = (x - from + n) % n;
  const int span = (to - from + n) % n;
  return along > 0 && (span == 0 || along < span);
}

int TableSeats::occupied() const {
  int count = 0;
  for (const int e : entrant) count += e >= 0 ? 1 : 0;
  return count;
}

bool TableSeats::dealt_in(int seat) const {
  const auto s = static_cast<std::size_t>(seat);
  return entrant[s] >= 0 && !waiting[s];
}

int TableSeats::dealt_in_count() const {
  int count = 0;
  for (int s = 0; s < size(); ++s) count += dealt_in(s) ? 1 : 0;
  return count;
}

int TableSeats::next_dealt_in(int from) const {
  for (int step = 1; step <= size(); ++step) {
    const int s = (from + step) % size();
    if (dealt_in(s)) return s;
  }
  return -1;
}

int TableSeats::previous_dealt_in(int from) const {
  for (int step = 1; step <= size(); ++step) {
    const int s = (from - step + size()) % size();
    if (dealt_in(s)) return s;
  }
  return -1;
}

void TableSeats::seat_newcomer(int seat, int who) {
  const auto s = static_cast<std::size_t>(seat);
  if (seat < 0 || seat >= size() || entrant[s] >= 0)
    throw std::logic_error("table seats: seat " + std::to_string(seat) + " is not empty");
  entrant[s] = who;
  waiting[s] = true;
}

void TableSeats::vacate(int seat) {
  entrant[static_cast<std::size_t>(seat)] = -1;
  waiting[static_cast<std::size_t>(seat)] = false;
}

Positions TableSeats::next_positions() const {
  Positions p;
  if (dealt_in_count() < 2) return p;
  if (last_button < 0) {
    p.button = dealt_in(first_button) ? first_button : next_dealt_in(first_button);
  } else {
    p.button = button_stays && dealt_in(last_button) ? last_button : next_dealt_in(last_button);
  }
  const bool heads_up = dealt_in_count() == 2;
  p.small_blind = heads_up ? p.button : next_dealt_in(p.button);
  p.big_blind = next_dealt_in(p.small_blind);
  return p;
}

void TableSeats::settle_newcomers() {
  if (last_button < 0 || dealt_in_count() < 2) {
    for (std::size_t s = 0; s < waiting.size(); ++s) waiting[s] = false;
    return;
  }
  if (dealt_in_count() == 2) {
    // Heads-up, the button posts the small blind, so a third player dealt in anywhere would post
    // the small blind or skip the blinds: the first newcomer after the next big blind takes the
    // big blind at once, the player before it the small blind, the other the button (which posts
    // nothing). Other newcomers wait a hand and follow the rule below.
    const Positions p = next_positions();
    for (int step = 1; step <= size(); ++step) {
      const int s = (p.big_blind + step) % size();
      if (!waiting[static_cast<std::size_t>(s)]) continue;
      waiting[static_cast<std::size_t>(s)] = false;
      last_button = previous_dealt_in(previous_dealt_in(s));
      button_stays = true;
      return;
    }
    return;
  }
  // Dealing in a newcomer in (small blind, last button] moves neither the button nor the small
  // blind, so nobody already at the table pays a blind twice or skips one.
  const Positions p = next_positions();
  for (int s = 0; s < size(); ++s) {
    if (!waiting[static_cast<std::size_t>(s)]) continue;
    if (clockwise_between(s, p.small_blind, last_button, size()) || s == last_button)
      waiting[static_cast<std::size_t>(s)] = false;
  }
}

int TableSeats::balance_seat() const {
  const auto empty = [&](int s) { return entrant[static_cast<std::size_t>(s)] < 0; };
  const Positions p = next_positions();
  // A new table, or a heads-up one (where any seat takes the big blind, see settle_newcomers).
  if (p.button < 0 || last_button < 0 || dealt_in_count() == 2) {
    for (int s = 0; s < size(); ++s)
      if (empty(s)) return s;
    return -1;
  }
  const auto first_empty_after = [&](int from, auto&& fits) {
    for (int step = 1; step < size(); ++step) {
      const int s = (from + step) % size();
      if (empty(s) && fits(s)) return s;
    }
    return -1;
  };
  const int n = size();
  if (const int s = first_empty_after(
          p.small_blind,
          [&](int x) { return clockwise_between(x, p.small_blind, p.big_blind, n); });
      s >= 0)
    return s;
  if (const int s = first_empty_after(p.big_blind,
                                      [&](int x) {
                                        return clockwise_between(x, p.big_blind, last_button, n) ||
                                               x == last_button;
                                      });
      s >= 0)
    return s;
  return first_empty_after(last_button, [](int) { return true; });
}

}  // namespace poker
