#pragma once
// What a spectator may see of a hand: what the rail sees at a real table (docs/LIVE.md). Public
// cards, actions, stacks and the hands shown at showdown; never a hole card that was not shown,
// a mucked hand or a draw's cards (each such card null, so their number shows; stud's up cards
// are public, R39).
#include <nlohmann/json.hpp>
#include <span>

#include "engine/hand.hpp"

namespace arena {

// An engine event as hands.jsonl writes it (event_json), less what only its player saw.
nlohmann::json spectator_event_json(const poker::Event& event, std::span<const int> seat_of_player,
                                    const poker::GameDef& game);

// A hands.jsonl record (docs/LOGS.md) less what only each player saw: players' `hole`, the
// cards of deal_hole, discard and draw events and of discard actions, the
// mucked hands' cards and ranks (hidden cards null).
nlohmann::json spectator_record(nlohmann::json record);

}  // namespace arena
