#include "arena/league/standings_file.hpp"

namespace arena {

using nlohmann::json;

nlohmann::json league_standings_json(const RunSettings& settings, const LeagueTally& tally,
                                     const std::vector<LeagueStanding>& rows, int finished) {
  json bots = json::array();
  for (const LeagueStanding& s : rows) bots.push_back(to_json(s));
  json j = {{"league", settings.name},
            {"mode", "league"},
            {"games_planned", settings.league.shard.games_of(settings.league.games)},
            {"games_finished", finished},
            {"table_size", settings.seats_per_table},
            {"rotations", settings.league.rotations},
            {"paid_places", paid_places(settings.seats_per_table)},
            {"rating_model",
             "Weng-Lin Plackett-Luce (OpenSkill defaults: mu 25, sigma 25/3, "
             "beta 25/6, tau 25/300)"},
            {"mean_points_interval", "95%, Student's t over the bot's games"},
            {"faulted_bots", settings.faulted_rank_last ? "rank-last" : "as-eliminated"},
            {"faulted_bots_rule", faulted_rule(settings)},
            {"quarantine_after", settings.league.quarantine_after},
            {"quarantine_rule", quarantine_rule(settings)}};
  if (!settings.league.shard.whole()) {
    j["shard"] = settings.league.shard.text();
    j["league_games"] = settings.league.games;
  }
  j["bots"] = std::move(bots);
  j["crosstable"] = tally.crosstable().to_json(tally.names(), tally.order_of(rows));
  return j;
}

std::string league_folder_name(const RunSettings& settings) {
  const LeagueShard& shard = settings.league.shard;
  if (shard.whole()) return settings.name;
  return settings.name + "-shard-" + std::to_string(shard.index) + "-of-" +
         std::to_string(shard.count);
}

}  // namespace arena
