#include "engine/places.hpp"

#include <algorithm>

namespace poker {

void place_group(std::vector<int> group, const std::vector<Chips>& key, int first_place,
                 const std::vector<double>& points_table, std::vector<int>& place,
                 std::vector<double>& points) {
  const auto at = [](const auto& v, int e) { return v[static_cast<std::size_t>(e)]; };
  std::stable_sort(group.begin(), group.end(),
                   [&](int a, int b) { return at(key, a) > at(key, b); });
  const auto points_of = [&](int pl) {
    return pl >= 1 && pl <= static_cast<int>(points_table.size())
               ? points_table[static_cast<std::size_t>(pl - 1)]
               : 0.0;
  };
  std::size_t i = 0;
  while (i < group.size()) {
    std::size_t j = i;
    while (j < group.size() && at(key, group[j]) == at(key, group[i])) ++j;
    const int shared = first_place + static_cast<int>(i);
    double sum = 0;
    for (std::size_t k = i; k < j; ++k) sum += points_of(first_place + static_cast<int>(k));
    for (std::size_t k = i; k < j; ++k) {
      place[static_cast<std::size_t>(group[k])] = shared;
      points[static_cast<std::size_t>(group[k])] = sum / static_cast<double>(j - i);
    }
    i = j;
  }
}

}  // namespace poker
