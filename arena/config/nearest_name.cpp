#include "arena/config/nearest_name.hpp"

#include <algorithm>
#include <limits>
#include <vector>

namespace arena {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      const std::size_t substitution = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
      row[j] = std::min({above + 1, row[j - 1] + 1, substitution});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::optional<std::string_view> nearest_name(std::string_view typed,
                                             std::span<const std::string_view> known) {
  std::optional<std::string_view> best;
  std::size_t best_distance = std::numeric_limits<std::size_t>::max();
  bool close = false;
  for (const std::string_view candidate : known) {
    const std::size_t distance = edit_distance(typed, candidate);
    if (distance >= best_distance) continue;
    best_distance = distance;
    best = candidate;
    // Close enough to be a typo: a few edits, more allowed for longer names.
    close = distance <= std::max<std::size_t>(2, std::max(typed.size(), candidate.size()) / 3);
  }
  return close ? best : std::nullopt;
}

}  // namespace arena
