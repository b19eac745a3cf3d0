#pragma once
// A league's folder opened to go on from it: to resume it (league.cpp) or to merge it with the
// other shards of its league (league_merge.cpp). What it was started with is kept twice: in
// league.sqlite, which the arena alone writes, and in config.json, which the organizer reads and
// might edit; the two must agree.
#include <filesystem>

#include <nlohmann/json.hpp>

#include "arena/config/run_settings.hpp"
#include "arena/director/run_summary.hpp"
#include "arena/league/league_db.hpp"

namespace arena {

struct StoredLeague {
  LeagueDb db;
  LeagueMeta meta;
  RunSettings settings;  // with the seed
  RunSeed seed;
};

// Throws std::runtime_error naming the file: no such folder, league.sqlite missing or corrupt,
// config.json missing, not a league's, or edited since the league started.
StoredLeague open_stored_league(const std::filesystem::path& folder);

// The league's settings as league.sqlite keeps them: config.json's, without the seed fields.
nlohmann::json stored_settings(const RunSettings& settings);

}  // namespace arena
