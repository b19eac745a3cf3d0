#pragma once
// A league's results folder read back (docs/LEAGUE.md, "The league's folder"): what `arena
// verify`, `arena show` and `arena export` need to take a league as one result rather than a
// folder of games.
#include <filesystem>
#include <string>
#include <vector>

namespace arena {

// Whether `dir` holds a league: its config.json says "mode": "league".
bool is_league_folder(const std::filesystem::path& dir);

struct LeagueFolder {
  std::filesystem::path root;
  std::string name;
  int games_planned = 0;  // the folder's: a shard's games, or the whole league's
  std::string shard;      // "2/3" for a shard's folder (docs/LEAGUE.md), else empty
  int table_size = 0;
  std::string continue_from;                 // the league whose ratings it started from, if any
  int quarantine_after = 0;                  // 0: never (also a league from before the setting)
  int shards = 1;                            // the shards it was split into (its quarantine's)
  std::vector<std::string> bots;             // the pool, in the settings' order
  std::vector<std::filesystem::path> games;  // games/0001, ... that exist, in game order

  // Throws std::runtime_error naming the file and field that is missing or malformed.
  static LeagueFolder read(const std::filesystem::path& dir);
};

// The league's standings table, as the league printed it, from its database's finished games.
std::string league_standings_text(const LeagueFolder& league);

}  // namespace arena
