#include "arena/league/league_sprt.hpp"

#include <algorithm>

namespace arena {

std::array<int, 2> sprt_bots(const RunSettings& settings) {
  std::array<int, 2> bots = {-1, -1};
  for (std::size_t pair = 0; pair < settings.league.sprt.size() && pair < 2; ++pair) {
    const auto at =
        std::find_if(settings.bots.begin(), settings.bots.end(),
                     [&](const BotEntry& b) { return b.name == settings.league.sprt[pair]; });
    if (at != settings.bots.end()) bots[pair] = static_cast<int>(at - settings.bots.begin());
  }
  return bots;
}

void count_for_sprt(const GameRecord& game, const std::array<int, 2>& bots, PairRecord& record) {
  const Placement* a = nullptr;
  const Placement* b = nullptr;
  for (const Placement& p : game.placements) {
    if (p.bot == bots[0]) a = &p;
    if (p.bot == bots[1]) b = &p;
  }
  if (a == nullptr || b == nullptr) return;  // only games where both sat
  if (a->place < b->place)
    ++record.wins;
  else if (a->place > b->place)
    ++record.losses;
  else
    ++record.draws;
}

nlohmann::json sprt_json(const LeagueSettings& league, const PairRecord& record,
                         const std::optional<SprtResult>& now,
                         const std::optional<SprtResult>& verdict, int verdict_games) {
  nlohmann::json test = {{"bots", league.sprt}, {"elo0", league.elo0},   {"elo1", league.elo1},
                         {"wins", record.wins}, {"draws", record.draws}, {"losses", record.losses}};
  if (now) {
    test["llr"] = now->llr;
    test["lower_bound"] = now->lower;
    test["upper_bound"] = now->upper;
    test["decision"] = to_string(verdict ? verdict->decision : now->decision);
  }
  if (verdict) {
    test["decided_after_games"] = verdict_games;
    test["llr_at_decision"] = verdict->llr;
  }
  return test;
}

}  // namespace arena
