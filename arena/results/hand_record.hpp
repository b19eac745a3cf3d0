#pragma once
// One line of hands.jsonl: everything the organizer saw of a finished hand (all hole cards,
// every action with its time, the board, pots and winners, stacks), enough to replay and verify
// it from the tournament seed. docs/LOGS.md describes each field.
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arena/results/recorded_hand.hpp"
#include "engine/hand.hpp"

namespace arena {

// How one decision was made, in the order of the hand's Act events.
struct DecisionNote {
  double time_ms = 0;   // measured by the arena, from the write of `act` to the answer
  std::string forced;   // empty when the bot chose; else "timeout", "invalid", "absent"
  std::string advance;  // R25: the advance request applied ("call_any"), empty when asked
  poker::Chips advance_amount = 0;  // its amount (call: chips seen; bet/raise: the total)
  Refusal refused;                  // forced "invalid": why (its kind empty otherwise)
};

struct HandRecordInput {
  int hand_number = 0;
  int level = 0;  // 1-based
  const poker::HandSetup* setup = nullptr;
  const poker::Hand* hand = nullptr;  // finished
  std::span<const poker::Event> events;
  std::span<const int> seat_of_player;          // table seat of each hand player index
  std::span<const std::string> name_of_player;  // bot name of each hand player index
  std::span<const DecisionNote> decisions;
  // false (setting no_timings): leave out what depends on timing, not on the seed and the bots'
  // choices: each decision's time_ms, and whether an advance request had arrived before the act.
  bool timings = true;
  bool mixed = false;  // a mix's hand (R44): its record names its game, hold'em too
  int table = 0;       // a multi-table tournament's table (1-based, R48); 0: the run's one table
};

// A finished hand with everything its record needs, owned: for whoever keeps a hand beyond the
// buffers it was played in (the log writer's queue, tests). input() points into it.
struct HandRecordData {
  int hand_number = 0;
  int level = 1;
  poker::HandSetup setup;
  poker::Hand hand;  // finished; only its stacks and board are read
  std::vector<poker::Event> events;
  std::vector<int> seat_of_player;
  std::vector<std::string> name_of_player;
  std::vector<DecisionNote> decisions;
  bool timings = true;
  bool mixed = false;
  int table = 0;

  HandRecordData() = default;
  explicit HandRecordData(const HandRecordInput& input);  // a copy of what `input` points to
  HandRecordInput input() const;
};

nlohmann::json hand_record(const HandRecordInput& input);

// An engine event's `type` in hands.jsonl: "post_ante", "deal_board", "act", "win_pot", ...
std::string_view event_type_name(poker::EventType type);
// The event type a hands.jsonl `type` word names, or nullopt: event_type_name read back, from
// the same list.
std::optional<poker::EventType> event_type_named(std::string_view word);

// The bet sizes a hand used, as the engine resolved them (0 in the setup means a default): what
// the record's min_bet, small_bet and big_bet say. Read from the hand, never re-derived.
struct BetSizes {
  poker::Chips min_bet = 0;
  poker::Chips small_bet = 0;
  poker::Chips big_bet = 0;
};
BetSizes bet_sizes(const poker::Hand& hand);

// An engine event as JSON with table seats (organizer's view: nothing hidden).
// `game` names the streets and the shown hands' ranks.
nlohmann::json event_json(const poker::Event& event, std::span<const int> seat_of_player,
                          const poker::GameDef& game = poker::holdem_game());
// A shown (or mucked) hand's rank in words, by the game's ranking.
std::string shown_rank_name(const poker::Event& event, const poker::GameDef& game);

nlohmann::json cards_json(std::span<const poker::Card> cards);

}  // namespace arena
