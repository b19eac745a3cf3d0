#pragma once
// What a run publishes to its live page's board (arena/results/live_board.hpp, docs/LIVE.md):
// a hand's public header at its start, and the progress line's figures after each hand.
#include <nlohmann/json.hpp>

#include "arena/director/progress_line.hpp"
#include "arena/director/table_hand.hpp"

namespace arena {

// The hand's public facts (names, seats, stacks, button, forced bets, game) and the events so
// far, on spec.live: copies, no JSON on the table's thread.
void publish_hand_start(const TableHandSpec& spec, const PlayedHand& played);
// The last events and the stacks after the hand.
void publish_hand_end(const TableHandSpec& spec, const PlayedHand& played);

// The progress line's facts as state.json's "progress" (docs/LIVE.md), after `seconds` of play.
nlohmann::json progress_json(const ProgressFigures& figures, double seconds);

}  // namespace arena
