#include "arena/results/match_standings.hpp"

#include <algorithm>
#include <cstdio>

namespace arena {

bool has_win_rate(const MatchBotResult& r) {
  return r.bot.ended != "no-show" && r.bb_per_100.deals > 0;
}

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
  const bool rated = has_win_rate(r);
  j["bb_per_100"] = rated ? nlohmann::json(r.bb_per_100.mean) : nlohmann::json();
  j["standard_error"] = rated ? nlohmann::json(r.bb_per_100.standard_error) : nlohmann::json();
  j["ci95_low"] = rated ? optional(r.bb_per_100.ci95_low) : nlohmann::json();
  j["ci95_high"] = rated ? optional(r.bb_per_100.ci95_high) : nlohmann::json();
  j["all_in_adjusted"] = rated
                             ? nlohmann::json{{"bb_per_100", r.all_in_adjusted.mean},
                                              {"standard_error", r.all_in_adjusted.standard_error},
                                              {"ci95_low", optional(r.all_in_adjusted.ci95_low)},
                                              {"ci95_high", optional(r.all_in_adjusted.ci95_high)},
                                              {"hands", r.adjusted_hands}}
                             : nlohmann::json();
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
  std::snprintf(line, sizeof line, "%-5s %-*s %12s %9s %-21s %10s %8s %9s %8s %6s  %s\n", "place",
                w, "bot", "chips won", "bb/100", "  95% interval", "all-in adj", "hands", "mean ms",
                "timeouts", "errors", "ended");
  out += line;
  for (const auto* r : order) {
    const BotResult& b = r->bot;
    char interval[64] = "  (too few deals)";
    char rate[32] = "-";
    char adjusted[32] = "-";
    if (!has_win_rate(*r)) {
      std::snprintf(interval, sizeof interval,
                    b.ended == "no-show" ? "  (never started)" : "  (no deals)");
    } else {
      std::snprintf(rate, sizeof rate, "%.2f", r->bb_per_100.mean);
      std::snprintf(adjusted, sizeof adjusted, "%.2f", r->all_in_adjusted.mean);
      if (r->bb_per_100.ci95_low && r->bb_per_100.ci95_high)
        std::snprintf(interval, sizeof interval, "[%8.2f, %8.2f]", *r->bb_per_100.ci95_low,
                      *r->bb_per_100.ci95_high);
    }
    const double mean = b.decisions > 0 ? b.time_ms_total / b.decisions : 0.0;
    std::snprintf(line, sizeof line, "%-5d %-*s %12lld %9s %-21s %10s %8d %9.2f %8d %6d  %s\n",
                  b.place, w, b.name.c_str(), static_cast<long long>(b.chips), rate, interval,
                  adjusted, b.hands_played, mean, b.timeouts, b.protocol_errors, b.ended.c_str());
    out += line;
  }
  for (const auto* r : order) {
    if (!r->bot.note.empty()) out += "  " + r->bot.name + ": " + r->bot.note + "\n";
    for (const auto& e : r->bot.errors) out += "  " + r->bot.name + " error: " + e + "\n";
  }
  return out;
}

}  // namespace arena
