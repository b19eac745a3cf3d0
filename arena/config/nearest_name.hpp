#pragma once
// The "did you mean" of every place a user types a name the arena knows (settings-file fields,
// command-line flags, commands): the known name closest to a typo, if it is close enough to be one.
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace arena {

// Levenshtein distance: insertions, deletions and substitutions of one character each count 1.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The name of `known` nearest to `typed`, when it is a few edits away (more allowed for longer
// names); nothing when no known name is that close (the typed word is not a typo of one).
std::optional<std::string_view> nearest_name(std::string_view typed,
                                             std::span<const std::string_view> known);

}  // namespace arena
