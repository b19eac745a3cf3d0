#pragma once
// What every league's standings.json holds (docs/LEAGUE.md, "standings.json"), whether a whole
// league, a shard or a merge of shards wrote it: each adds its own fields (the SPRT, the seed
// once revealed, the shards merged) to these.
#include <nlohmann/json.hpp>

#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/league/league_standings.hpp"

namespace arena {

// `rows`: tally.standings(); `finished`: the games the tally holds.
nlohmann::json league_standings_json(const RunSettings& settings, const LeagueTally& tally,
                                     const std::vector<LeagueStanding>& rows, int finished);

// The folder a league's settings play into, under their results folder: the league's name, or
// for a shard "<name>-shard-<I>-of-<N>".
std::string league_folder_name(const RunSettings& settings);

}  // namespace arena
