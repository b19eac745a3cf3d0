#include "arena/results/match_standings.hpp"

#include <algorithm>
#include <cstdio>

namespace arena {

void place_by_chips_won(std::vector<MatchBotResult>& results) {
  for (auto& r : results) {
    r.bot.place = 1;
    for (const auto& other : results) r.bot.place += other.bot.chips > r.bot.chips ? 1 : 0;
  }
}

nlohmann::json to_json(const MatchBotResult& r) {
  nlohmann::json j = to_json(r.bot);
  const auto optional = [](const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json();
  };
  j.erase("points");
  j.erase("chips");
  j.erase("hands_played");
  j["chips_won"] = r.bot.chips;
  j["hands"] = r.bot.hands_played;
  j["deals"] = r.bb_per_100.deals;
  j["bb_per_100"] = r.bb_per_100.mean;
  j["standard_error"] = r.bb_per_100.standard_error;
  j["ci95_low"] = optional(r.bb_per_100.ci95_low);
  j["ci95_high"] = optional(r.bb_per_100.ci95_high);
  return j;
}

std::string match_table(const std::vector<MatchBotResult>& results) {
  std::vector<const MatchBotResult*> order;
  for (const auto& r : results) order.push_back(&r);
  std::stable_sort(order.begin(), order.end(),
                   [](const auto* a, const auto* b) { return a->bot.place < b->bot.place; });
  std::size_t name_width = 4;
  for (const auto* r : order) name_width = std::max(name_width, r->bot.name.size());

  std::string out;
  char line[512];
  const int w = static_cast<int>(name_width);
  std::snprintf(line, sizeof line, "%-5s %-*s %12s %9s %-21s %8s %9s %8s %6s  %s\n", "place", w,
                "bot", "chips won", "bb/100", "  95% interval", "hands", "mean ms", "timeouts",
                "errors", "ended");
  out += line;
  for (const auto* r : order) {
    const BotResult& b = r->bot;
    char interval[64] = "  (too few deals)";
    if (r->bb_per_100.ci95_low && r->bb_per_100.ci95_high) {
      std::snprintf(interval, sizeof interval, "[%8.2f, %8.2f]", *r->bb_per_100.ci95_low,
                    *r->bb_per_100.ci95_high);
    }
    const double mean = b.decisions > 0 ? b.time_ms_total / b.decisions : 0.0;
    std::snprintf(line, sizeof line, "%-5d %-*s %12lld %9.2f %-21s %8d %9.2f %8d %6d  %s\n",
                  b.place, w, b.name.c_str(), static_cast<long long>(b.chips), r->bb_per_100.mean,
                  interval, b.hands_played, mean, b.timeouts, b.protocol_errors, b.ended.c_str());
    out += line;
  }
  for (const auto* r : order) {
    if (!r->bot.note.empty()) out += "  " + r->bot.name + ": " + r->bot.note + "\n";
    for (const auto& e : r->bot.errors) out += "  " + r->bot.name + " error: " + e + "\n";
  }
  return out;
}

}  // namespace arena
