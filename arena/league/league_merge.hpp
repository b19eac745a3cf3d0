#pragma once
// `arena league merge`: the folders of a league's shards (`arena league --shard I/N`, played
// anywhere) made into one ordinary league folder: config.json, league.sqlite with every game,
// standings.json with the standings, ratings and crosstable the whole league would have had
// (every figure is computed from the games in game order, whoever played them), and games/
// holding a link to each game's run folder in its shard's folder.
//
// With an SPRT (sprt.bots) the shards play every game and the merge runs the test over the games
// in game order: the merged league ends at the game where it first decides, as the league played
// whole one game at a time does, and the shards' later games are left out of it.
//
// It refuses folders that are not shards of one league (their settings or seeds differ), a shard
// given twice and a game recorded twice. When games are missing it names them and the shards
// they belong to; with `partial` it merges what there is and marks the result partial. It may be
// run again as more shards finish: it replaces a folder it merged before, never anything else.
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "arena/league/league_standings.hpp"
#include "arena/league/sprt.hpp"

namespace arena {

struct MergeRequest {
  std::vector<std::filesystem::path> shards;  // as the user typed them
  std::filesystem::path results_dir;
  std::string name;
  bool partial = false;  // merge even with games missing
};

struct MergeOutcome {
  std::filesystem::path folder;
  std::vector<LeagueStanding> standings;
  std::string crosstable;  // every pair's head-to-head, as lines
  std::string rules;       // how faulted bots were placed and quarantined (faulted_rules)
  int games_planned = 0;
  int games_merged = 0;
  std::vector<std::string> shards;  // "1/3", ... as merged
  std::string missing;              // which games are missing and why; empty when complete
  bool complete = false;            // every game merged, or the SPRT decided
  std::string stopped_by;           // "SPRT: H1 accepted" when the test ended the league
  std::optional<SprtResult> sprt;   // with sprt.bots: the test, at its decision if it decided
  std::string seed;                 // revealed once complete
  std::string seed_hash;
};

// Games missing and no `partial`: what() names them (nothing was written).
struct MergeIncomplete : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws MergeIncomplete, or std::runtime_error naming the folder and the problem.
MergeOutcome merge_league_shards(const MergeRequest& request);

}  // namespace arena
