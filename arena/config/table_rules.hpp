#pragma once
// The table rules an organizer chooses (docs/RULES.md R25-R27): advance requests, what happens to
// a bot that must be acted for, and which hands are shown at showdown. Told to every bot in
// hello, applied by the seats and the engine, kept in config.json for verify.
#include "engine/forced_move.hpp"

namespace arena {

struct TableRules {
  bool advance_actions = true;  // R25
  poker::TimeoutRule timeout_rule = poker::TimeoutRule::Vacation;
  int protections = 2;             // R26: per bot and run, under all-in-protection
  bool muck_losing_hands = false;  // R27: showdown "muck-losers" (else "show-all")
  bool operator==(const TableRules&) const = default;
};

inline const char* showdown_name(const TableRules& rules) {
  return rules.muck_losing_hands ? "muck-losers" : "show-all";
}

}  // namespace arena
