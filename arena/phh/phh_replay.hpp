#pragma once
// Replays a PHH hand through the engine's Hand and compares the result with the file's
// `finishing_stacks`. The mapping follows the PHH standard and PokerKit:
// - players are in clockwise order, p1 the small blind and the last player the button; the
//   hand index of pN is N-1 and the button is always the last player;
// - heads-up the forced bets are reverse-assigned: p1 posts blinds_or_straddles[1] (the big
//   blind) and antes[1], p2 (the button) posts the small blind, as R4 wants;
// - the deal is taken from the `d dh` / `d db` actions (and `sm` reveals of unknown cards);
//   unknown cards stay Card{};
// - `cc` checks or calls, whichever is legal; `cbr X` bets or raises to a street total of X;
//   `sm` with cards is informational (the engine runs the showdown itself); `sm` without cards
//   (a muck) gives up the hand at showdown, as the engine's folds_before_showdown (R23, R24).
// - a draw game's discards (`pN sd`) are played with the replacements of the `d dh pN` that
//   follows, and cards shown at showdown are traced back through the draws (phh_draws.hpp).
// The variants replayed are those the engine's games have a PHH code for (engine/game.cpp: NT,
// FT, N2L1D, F2L3D, FB); other variants,
// straddles, fractional chips, unknown stacks, and ante trimming that would change the pots are
// skipped with a reason.
#include <optional>
#include <string>
#include <vector>

#include "arena/phh/phh_reader.hpp"
#include "engine/hand.hpp"

namespace arena::phh {

enum class ReplayStatus {
  Replayed,  // every action applied; `stacks` holds the stacks after them
  Skipped,   // the hand is valid PHH but outside what the engine plays (see `reason`)
  Failed,    // the hand cannot be replayed: a bad field, an illegal or out-of-turn action
};

struct ReplayResult {
  ReplayStatus status = ReplayStatus::Failed;
  std::string reason;                // why skipped or failed
  int action_index = -1;             // failed on this action (0-based index into `actions`), or -1
  std::string action_text;           // the action as written
  bool finished = false;             // the hand reached its end (else the file stops mid-hand)
  std::vector<poker::Chips> stacks;  // chips behind each player after the last action
  std::vector<poker::Event> events;  // what the engine did, for callers that log the hand
};

// Builds the engine's setup (with the explicit deal) for a hand; nullopt and a reason when
// the hand is skipped or malformed (`skipped` tells which).
struct SetupResult {
  std::optional<poker::HandSetup> setup;
  std::string reason;
  bool skipped = false;
};
SetupResult make_setup(const PhhHand& hand);

ReplayResult replay_hand(const PhhHand& hand);

enum class StackCheck {
  NoRecord,  // the file has no finishing_stacks
  Match,
  Differ,
};
struct CheckResult {
  StackCheck outcome = StackCheck::NoRecord;
  std::string detail;  // for Differ: which players and both values
};
// Compares replayed stacks with `finishing_stacks`. A recorded non-integer (half a chip of a
// split pot in a PHH written with real-valued chips) matches the integer R16 gives, rounded
// either way, as long as the totals agree (no chip lost or created).
CheckResult check_stacks(const PhhHand& hand, const std::vector<poker::Chips>& stacks);

}  // namespace arena::phh
