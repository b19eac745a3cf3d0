#include "arena/league/crosstable.hpp"

#include <cmath>
#include <cstdio>

namespace arena {

double HeadToHead::los() const {
  const int decided = wins + losses;
  if (decided == 0) return 0.5;
  return 0.5 * (1.0 + std::erf((wins - losses) / std::sqrt(2.0 * decided)));
}

void Crosstable::add(const GameRecord& game) {
  for (const Placement& a : game.placements)
    for (const Placement& b : game.placements) {
      if (a.bot == b.bot) continue;
      HeadToHead& h =
          pairs_[static_cast<std::size_t>(a.bot) * bots_ + static_cast<std::size_t>(b.bot)];
      ++h.games;
      if (a.place < b.place)
        ++h.wins;
      else if (a.place > b.place)
        ++h.losses;
      else
        ++h.ties;
    }
}

nlohmann::json Crosstable::to_json(const std::vector<std::string>& names,
                                   const std::vector<int>& order) const {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t j = i + 1; j < order.size(); ++j) {
      const HeadToHead& h = of(order[i], order[j]);
      if (h.games == 0) continue;
      out.push_back({{"bot", names[static_cast<std::size_t>(order[i])]},
                     {"opponent", names[static_cast<std::size_t>(order[j])]},
                     {"games", h.games},
                     {"wins", h.wins},
                     {"losses", h.losses},
                     {"ties", h.ties},
                     {"score", h.score()},
                     {"los", h.los()}});
    }
  return out;
}

std::string Crosstable::text(const std::vector<std::string>& names,
                             const std::vector<int>& order) const {
  std::string out;
  char line[256];
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t j = i + 1; j < order.size(); ++j) {
      const HeadToHead& h = of(order[i], order[j]);
      if (h.games == 0) continue;
      std::snprintf(line, sizeof line, "  %s - %s: %g of %d (+%d -%d =%d), LOS %.1f%%\n",
                    names[static_cast<std::size_t>(order[i])].c_str(),
                    names[static_cast<std::size_t>(order[j])].c_str(), h.score(), h.games, h.wins,
                    h.losses, h.ties, 100.0 * h.los());
      out += line;
    }
  return out;
}

}  // namespace arena
