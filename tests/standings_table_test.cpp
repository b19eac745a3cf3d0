// The standings a run prints at its end (issue 40, item 14): a small field in full; a large one
// as its leaders, every bot with a fault or a note, and a count of the rest, with the lines that
// would repeat for nearly every bot (moved above a faulted bot, advance requests) summed up.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "arena/results/standings.hpp"

namespace {

// A field of n bots placed 1..n in order; the one at place `hung` hung and was placed last.
std::vector<arena::BotResult> field(int n, int hung) {
  std::vector<arena::BotResult> bots;
  for (int place = 1; place <= n; ++place) {
    arena::BotResult r;
    r.name = "bot" + std::to_string(place);
    r.place = place;
    r.hands_played = 10;
    if (place == hung) {
      r.ended = "absent";
      r.timeouts = 3;
      r.note = "3 time-outs in a row: no longer waited for";
      r.moved_from_place = place;  // set below, once the place is last
    } else {
      r.ended = "eliminated";
    }
    bots.push_back(r);
  }
  // rank-last: the hung bot goes last and every bot below it moves up one place.
  for (auto& r : bots) {
    if (r.ended == "absent") {
      r.moved_from_place = r.place;
      r.place = n;
    } else if (r.place > hung) {
      r.moved_from_place = r.place;
      r.place -= 1;
    }
  }
  return bots;
}

int count(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("a small field's standings list every bot and each move above a faulted bot") {
  const std::string table = arena::standings_table(field(8, 5));
  for (int i = 1; i <= 8; ++i) CHECK(count(table, " bot" + std::to_string(i) + " ") == 1);
  CHECK(count(table, "above the faulted bots (faulted_bots: rank-last)") == 3);
  CHECK(count(table, "more bots with nothing to report") == 0);
}

TEST_CASE("a large field's standings show the leaders and the faulted bot, and count the rest") {
  const std::string table = arena::standings_table(field(1000, 500));
  // The leaders, 1 to kStandingsLeaders, and the hung bot, last.
  for (int i = 1; i <= arena::kStandingsLeaders; ++i)
    CHECK(count(table, " bot" + std::to_string(i) + " ") == 1);
  CHECK(count(table, "1000  bot500 ") == 1);
  CHECK(count(table, " bot21 ") == 0);
  CHECK(count(table, " bot999 ") == 0);
  CHECK(count(table, "  ... 979 more bots with nothing to report") == 1);
  // 500 bots moved up one place: one line for all of them, the hung bot's own line kept.
  CHECK(count(table, "500 bots placed above the faulted bots") == 1);
  CHECK(count(table, "placed 999 from 1000 above") == 0);
  CHECK(count(table, "bot500: placed 1000 from 500 as a faulted bot") == 1);
  CHECK(count(table, "bot500: 3 time-outs in a row") == 1);
  CHECK(count(table, "\n") < 40);
}
