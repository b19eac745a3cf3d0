#include "arena/report/bot_colours.hpp"

#include <cmath>
#include <cstdio>

namespace arena::report {

BotColours::BotColours(const std::vector<std::string>& order) {
  // Tableau's ten, with its grey swapped for navy: grey is the field's.
  static constexpr const char* kDistinct[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                              "#9467bd", "#8c564b", "#e377c2", "#17becf",
                                              "#bcbd22", "#393b79"};
  constexpr std::size_t kCount = sizeof kDistinct / sizeof kDistinct[0];
  for (std::size_t n = 0; n < order.size(); ++n) {
    if (colour_.count(order[n]) != 0) continue;
    if (n < kCount) {
      colour_[order[n]] = kDistinct[n];
      continue;
    }
    // Each next hue 137.5 degrees on: no two near ones close on the wheel.
    const double hue = std::fmod(static_cast<double>(n) * 137.508, 360.0);
    char text[32];
    std::snprintf(text, sizeof text, "hsl(%.0f,65%%,40%%)", hue);
    colour_[order[n]] = text;
  }
}

const std::string& BotColours::of(const std::string& bot) const {
  const auto it = colour_.find(bot);
  return it == colour_.end() ? unknown_ : it->second;
}

}  // namespace arena::report
