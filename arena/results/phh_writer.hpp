#pragma once
// Writes a recorded hand (a hands.jsonl record) as a PHH hand history (the Poker Hand History
// standard, TOML), as the organizer saw it: every hole card, every action, the showdown.
// Mapping (docs/LOGS.md has it field by field):
// - players are listed clockwise from the small blind, the button last (p1 = small blind;
//   heads-up p1 is the big blind and p2 the button, and `antes` / `blinds_or_straddles` are
//   written in blind order, which the standard reverse-assigns heads-up);
// - variant "NT" for no-limit and pot-limit (the standard has no pot-limit hold'em code: our own
//   `_structure` field says "pot-limit"; every pot-limit bet is a legal no-limit bet, so the
//   stacks replay the same), "FT" with small_bet/big_bet for fixed-limit;
// - a hand folded at showdown (R23, R24: a bot on vacation, a no-show, a crashed bot) is written
//   as a muck, `pN sm`, in the showdown: a mucked hand contests no pot, as in the engine;
// - the showdown is written where the betting ended and, after an all-in, again after each street
//   dealt later, every show and muck as PokerKit's reader takes them (phh_writer_actions.hpp).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "arena/results/recorded_hand.hpp"

namespace arena {

// What a hand record does not hold about the run it belongs to.
struct PhhRunInfo {
  std::string event;        // the tournament's (or match's) name
  std::string mode;         // "tournament" or "match"
  std::string seed_hash;    // the published commitment to the seed
  int seat_count = 0;       // seats at the table; 0: not written
  double time_limit_s = 0;  // seconds per decision; 0: not written
};

// The PHH fields of one hand (TOML key/value lines, no table header).
std::string phh_hand_text(const RecordedHand& hand, const PhhRunInfo& run);

// One hand as a table of a .phhs file: "[<hand number>]" then its fields and a blank line.
// Throws std::runtime_error naming the hand and field when the record is malformed.
std::string phhs_table(const nlohmann::json& record, const PhhRunInfo& run);
// The same from a hand already read (or built: recorded_hand()). Empty for a game PHH does not
// define (five-card draw, Crazy Pineapple: phh_variant).
std::string phhs_table(const RecordedHand& hand, const PhhRunInfo& run);
// The same appended to out (the log writer's buffer, reused hand after hand); false, with nothing
// appended, for a game PHH does not define.
bool append_phhs_table(std::string& out, const RecordedHand& hand, const PhhRunInfo& run);

// The hand's PHH variant code by its game and structure ("NT", "F2L3D", "FB"), empty where PHH
// has none (engine/game.cpp holds the codes).
std::string_view phh_variant(const RecordedHand& hand);

// A TOML basic string with quotes and escapes.
std::string toml_string(const std::string& text);
// The same appended to out.
void append_toml_string(std::string& out, std::string_view text);
// A whole number appended to out, as TOML and std::to_string write it.
void append_toml_integer(std::string& out, std::int64_t v);

}  // namespace arena
