#pragma once
// One logged hand (a hands.jsonl record) as text for people: every card, action, board, showdown,
// pot and stack, or only what one bot was told during the hand (its own hole cards and the
// public events: other hole cards appear only when shown at showdown). For bot authors
// debugging a hand, through `arena show`.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace arena::verify {

// `viewer`: a bot's name for its view; nullopt for the organizer's view (all hole cards).
// `run_name` heads the text. Throws RunFileError naming the field when the record is malformed,
// and when the viewer did not play the hand.
std::string hand_text(const nlohmann::json& record, const std::string& run_name,
                      const std::optional<std::string>& viewer);

}  // namespace arena::verify
