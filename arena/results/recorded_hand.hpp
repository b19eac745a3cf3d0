#pragma once
// A hands.jsonl record read back into a typed form, checked field by field, for the writers that
// turn a recorded hand into other hand-history formats (PHH, PokerStars text). Reading the
// record (not the engine's objects) lets the same code convert a live hand and an old log.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/hand.hpp"

namespace arena {

struct RecordedPlayer {
  int seat = 0;  // table seat, 0-based as in hands.jsonl
  std::string name;
  poker::Chips stack = 0;         // at the start of the hand
  poker::Chips final_stack = 0;   // after it
  std::vector<std::string> hole;  // "Ah", "Kd"
  poker::Chips ante = 0;
  bool operator==(const RecordedPlayer&) const = default;
};

// Why the arena refused a bot's answer (forced "invalid"): hands.jsonl's "refused".
struct Refusal {
  std::string kind;   // protocol::ParseKind's word: malformed, not_legal, bad_amount, too_long
  std::string error;  // what was wrong, naming the field, as the bot was told in `timeout`
  std::string line;   // the bot's line, printable and capped (protocol::printable_excerpt)
  bool operator==(const Refusal&) const = default;
};

// One entry of the record's `events`, with the decision notes of its `actions` merged in.
struct RecordedEvent {
  // post_ante, post_small_blind, post_big_blind, deal_hole, deal_board, act, return_uncalled,
  // show, muck (R27), protect (R26), win_pot, hand_end, discard and draw (R30: the cards
  // discarded, the cards served); its word read once (event_type_named)
  poker::EventType type = poker::EventType::HandEnd;
  int player = -1;  // hand player index (clockwise, as in `players`), -1 for none
  std::string street;
  poker::ActionType action = poker::ActionType::Fold;  // act's
  poker::Chips amount = 0;
  poker::Chips added = 0;
  bool all_in = false;  // act's; protect: always
  std::vector<std::string> cards;
  std::vector<std::string> up;  // deal_hole in stud: the cards among `cards` dealt face up
  bool bring_in = false;        // act in stud: the call that posts the bring-in (R39)
  std::string rank;             // show, muck: the category name
  int pot = -1;                 // win_pot: 0 main, 1.. side pots
  std::string forced;   // act, discard: "", "timeout", "invalid", "absent", "folds_before_showdown"
  double time_ms = -1;  // act, protect, discard: the bot's time to answer (-1: none recorded)
  Refusal refused;      // forced "invalid": why (its kind empty otherwise)
  std::string advance;  // R25: the advance request the decision came from (kept with timings)
  bool operator==(const RecordedEvent&) const = default;
};

struct RecordedHand {
  std::string game;  // the game's name; empty for hold'em (its records name none)
  int hand = 0;
  int level = 0;
  int table = 0;  // a multi-table tournament's table (1-based); 0 for a run of one table
  poker::Structure structure = poker::Structure::NoLimit;
  poker::Chips small_blind = 0;
  poker::Chips big_blind = 0;
  poker::Chips min_bet = 0;    // no-limit and pot-limit opening size
  poker::Chips small_bet = 0;  // fixed-limit sizes
  poker::Chips big_bet = 0;
  poker::Chips bring_in = 0;            // stud (R39)
  int button = 0;                       // hand player index of the button
  std::vector<RecordedPlayer> players;  // by hand player index, clockwise
  std::vector<std::string> board;
  std::vector<int> folds_before_showdown;  // hand player indices flagged (R23, R24), as logged
  std::vector<RecordedEvent> events;

  int size() const { return static_cast<int>(players.size()); }
  // The game's row (hold'em when the record names none): what a writer asks, never guesses.
  const poker::GameDef& dealt_game() const;
  // Hand player index of the small and big blind (heads-up the button posts the small blind).
  int small_blind_player() const { return size() == 2 ? button : (button + 1) % size(); }
  int big_blind_player() const { return (small_blind_player() + 1) % size(); }
  bool operator==(const RecordedHand&) const = default;
};

// Reads one hands.jsonl record. Throws std::runtime_error naming the hand and the field that is
// missing or malformed.
RecordedHand read_recorded_hand(const nlohmann::json& record);

}  // namespace arena
