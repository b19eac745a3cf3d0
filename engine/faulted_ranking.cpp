#include "engine/faulted_ranking.hpp"

#include <algorithm>

namespace poker {

std::vector<Standing> rank_faulted_last(std::vector<Standing> standings,
                                        const std::vector<bool>& faulted,
                                        const std::vector<double>& points) {
  const auto is_faulted = [&](const Standing& s) {
    const auto e = static_cast<std::size_t>(s.entrant);
    return e < faulted.size() && faulted[e];
  };
  std::stable_sort(standings.begin(), standings.end(), [&](const Standing& a, const Standing& b) {
    if (is_faulted(a) != is_faulted(b)) return !is_faulted(a);
    return a.place < b.place;
  });
  const auto points_of = [&](std::size_t place) {
    return place >= 1 && place <= points.size() ? points[place - 1] : 0.0;
  };
  std::size_t i = 0;
  while (i < standings.size()) {
    // A run of entrants tied before (same place, same group) stays tied.
    std::size_t j = i + 1;
    while (j < standings.size() && standings[j].place == standings[i].place &&
           is_faulted(standings[j]) == is_faulted(standings[i]))
      ++j;
    double sum = 0;
    for (std::size_t k = i; k < j; ++k) sum += points_of(k + 1);
    for (std::size_t k = i; k < j; ++k) {
      standings[k].place = static_cast<int>(i + 1);
      standings[k].points = sum / static_cast<double>(j - i);
    }
    i = j;
  }
  return standings;
}

}  // namespace poker
