#pragma once
// A hand as the hand viewer draws it (arena/report/viewer/hand_viewer.js): a hands.jsonl record
// made compact (cards as one string, events as short arrays grouped into the steps the viewer
// steps through), about a third of the record's size. docs/REPORT.md ("The hand viewer") gives
// the format. A hand still in play is drawn too: a record with the events so far, no result
// yet, and hole cards hidden (absent or null) drawn as card backs.
#include <nlohmann/json.hpp>
#include <string>

namespace arena::report {

// Who looks at the hand. The organizer sees every card; anyone else sees what a bot at the table
// is told (`arena show --as`): the board, stud's up cards, the cards shown at showdown, and only
// `bot`'s own hole, drawn, discarded and mucked cards (none for a spectator: `bot` empty).
struct HandSight {
  bool organizer = true;
  std::string bot;

  static HandSight everything() { return {}; }
  static HandSight rail() { return {false, ""}; }
  static HandSight as_bot(std::string name) { return {false, std::move(name)}; }
};

// The viewer's hand for one hands.jsonl record (finished, or in play: its events so far, without
// `stacks`/`winners`). Cards hidden from `sight`, or absent/null in the record, are "??" each.
// Throws std::runtime_error naming the field of a malformed record.
nlohmann::json viewer_hand(const nlohmann::json& record, const HandSight& sight = {});

}  // namespace arena::report
