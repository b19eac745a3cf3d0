#pragma once
// What `arena verify` does with one logged hand, whatever the kind of run: follow the logged
// decisions through the engine, then compare the hands.jsonl record the replay gives with the
// logged one, setup first (what was fixed before the first decision), then everything.
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "arena/config/table_rules.hpp"
#include "arena/results/hand_record.hpp"
#include "engine/hand.hpp"

namespace arena::replay {

// The first difference found; verification stops there.
struct Mismatch : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A JSON value as an error message quotes it.
std::string show_json(const nlohmann::json& j);

// Checks that hands.jsonl line `line` (0-based) logs hand line + 1 of a run that is not over
// (`over`: it ended after `played` hands; `what`: "tournament", "match"); throws Mismatch.
void check_hand_number(const nlohmann::json& log, std::size_t line, bool over, int played,
                       const std::string& what);

// The seats the log flags folds_before_showdown, as flags by seat 0..seats-1; throws Mismatch
// (prefixed with `where`) when the field is missing or names a seat outside the table.
std::vector<bool> logged_vacation_seats(const nlohmann::json& log, const std::string& where,
                                        int seats);

// Plays the logged decisions of `log` on `hand` (started), whose player p sits at table seat
// seat_of_player[p]. Each is ruled by the live seat's policy (poker::rule_turn) from what the
// log says the clock saw: a forced decision must be what the table rules give (R22, R26:
// `protections_left[p]`, the run's count for that player, is spent as the arena spent it), an
// advance request must resolve to the logged action (R25), an answer must be legal. Returns the
// first reason the log cannot be followed, if any; the notes get each decision's logged time,
// forced reason and advance request.
std::optional<std::string> play_logged_actions(const nlohmann::json& log, poker::Hand& hand,
                                               std::span<const int> seat_of_player,
                                               const TableRules& rules,
                                               std::span<int> protections_left,
                                               std::vector<DecisionNote>& notes);

// Compares the logged record with the replay's; throws Mismatch prefixed with `where`.
// `cannot_follow` is play_logged_actions' answer: reported after the setup fields, before the
// rest.
void check_logged_hand(const nlohmann::json& log, const nlohmann::json& replay,
                       const std::string& where, const std::optional<std::string>& cannot_follow);

}  // namespace arena::replay
