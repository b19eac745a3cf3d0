#include "arena/league/league_merge.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <utility>

#include "arena/league/continued_ratings.hpp"
#include "arena/league/league.hpp"
#include "arena/league/league_sprt.hpp"
#include "arena/league/standings_file.hpp"
#include "arena/league/stored_league.hpp"
#include "arena/league/table_draw.hpp"
#include "arena/results/atomic_file.hpp"

namespace arena {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

struct ShardFolder {
  fs::path folder;  // as the user typed it
  StoredLeague league;
  int games = 0;  // finished games found in it
};

// Every finished game of the shards by game index, with the shard that played it.
using FoundGames = std::map<int, std::pair<GameRecord, const ShardFolder*>>;

// What makes folders parts of one league: every setting but the shard and where it was written.
json league_identity(const RunSettings& settings) {
  json j = stored_settings(settings);
  j.erase("shard");
  j.erase("results_dir");
  return j;
}

std::string first_difference(const json& a, const json& b) {
  for (const auto& [key, value] : a.items())
    if (!b.contains(key) || b[key] != value) return key;
  for (const auto& [key, value] : b.items())
    if (!a.contains(key)) return key;
  return {};
}

std::string listed(const std::vector<int>& games) {
  constexpr std::size_t kShown = 10;
  std::string text;
  for (std::size_t i = 0; i < std::min(games.size(), kShown); ++i)
    text += (i > 0 ? ", " : "") + std::to_string(games[i]);
  if (games.size() > kShown) text += " and " + std::to_string(games.size() - kShown) + " more";
  return text;
}

std::vector<ShardFolder> open_shards(const std::vector<fs::path>& folders) {
  if (folders.empty()) throw std::runtime_error("no shard folders given");
  std::vector<ShardFolder> shards;
  for (const fs::path& folder : folders) {
    StoredLeague league = open_stored_league(folder);
    if (league.settings.league.shard.whole()) {
      throw std::runtime_error(folder.string() +
                               ": a whole league, not a shard (merge takes the folders that "
                               "`arena league --shard I/N` wrote)");
    }
    shards.push_back({folder, std::move(league)});
  }
  const ShardFolder& first = shards.front();
  const json identity = league_identity(first.league.settings);
  std::map<int, const ShardFolder*> by_index;
  for (const ShardFolder& shard : shards) {
    const std::string pair = first.folder.string() + " and " + shard.folder.string();
    if (shard.league.meta.seed_hash != first.league.meta.seed_hash)
      throw std::runtime_error(pair + " are not shards of one league: their seeds differ");
    if (const json other = league_identity(shard.league.settings); other != identity) {
      throw std::runtime_error(pair + " are not shards of one league: their settings differ (" +
                               first_difference(identity, other) + ")");
    }
    const LeagueShard& a = first.league.settings.league.shard;
    const LeagueShard& b = shard.league.settings.league.shard;
    if (a.count != b.count) {
      throw std::runtime_error(pair + " split the league differently (shard " + a.text() +
                               " and shard " + b.text() + "): merge the shards of one split");
    }
    const auto [at, added] = by_index.emplace(b.index, &shard);
    if (!added) {
      throw std::runtime_error("shard " + b.text() + " is given twice: " +
                               at->second->folder.string() + " and " + shard.folder.string());
    }
  }
  return shards;
}

// Which games are missing, by shard: "shard 3/3 was not given (games 3, 6)".
std::string describe_missing(const std::vector<int>& missing,
                             const std::vector<ShardFolder>& shards, int count) {
  std::string text;
  for (int index = 1; index <= count; ++index) {
    std::vector<int> its;
    for (const int game : missing)
      if ((game - 1) % count == index - 1) its.push_back(game);
    if (its.empty()) continue;
    const std::string shard = "shard " + LeagueShard{index, count}.text();
    const auto given = std::find_if(shards.begin(), shards.end(), [&](const ShardFolder& s) {
      return s.league.settings.league.shard.index == index;
    });
    text += text.empty() ? "" : "; ";
    if (given == shards.end()) {
      text += shard + " was not given (games " + listed(its) + ")";
    } else {
      text += shard + " in " + given->folder.string() + " has not finished games " + listed(its) +
              " (still playing, or resume it with: arena league --resume " +
              given->folder.string() + ")";
    }
  }
  return std::to_string(missing.size()) + " games are missing: " + text;
}

// The SPRT over the games found, in game order, up to its first decision or the first game
// missing (no decision can be read past a gap).
struct LeagueSprtTally {
  PairRecord record;
  std::optional<SprtResult> now;
  std::optional<SprtResult> verdict;
  int verdict_games = 0;  // the game at which it decided
};

LeagueSprtTally sprt_in_game_order(const RunSettings& league, const FoundGames& found) {
  LeagueSprtTally test;
  if (league.league.sprt.empty()) return test;
  const std::array<int, 2> bots = sprt_bots(league);
  for (int game = 1; game <= league.league.games; ++game) {
    const auto at = found.find(game);
    if (at == found.end()) break;
    count_for_sprt(at->second.first, bots, test.record);
    test.now = sprt(SprtBounds{league.league.elo0, league.league.elo1}, test.record);
    if (test.now->decision != SprtDecision::Continue) {
      test.verdict = test.now;
      test.verdict_games = game;
      break;
    }
  }
  return test;
}

// A folder an earlier merge wrote: its standings say which shards it came from.
bool is_merged_league(const fs::path& folder) {
  std::ifstream in(folder / "standings.json");
  if (!in) return false;
  const json j = json::parse(in, nullptr, false);
  return j.is_object() && j.contains("merged_from");
}

}  // namespace

MergeOutcome merge_league_shards(const MergeRequest& request) {
  std::vector<ShardFolder> shards = open_shards(request.shards);
  const RunSettings& league = shards.front().league.settings;
  const RunSeed& seed = shards.front().league.seed;
  const int games = league.league.games;
  std::vector<std::string> names;
  for (const BotEntry& bot : league.bots) names.push_back(bot.name);

  // Every finished game of every shard, each once, in game order.
  FoundGames found;
  for (ShardFolder& shard : shards) {
    const LeagueShard& part = shard.league.settings.league.shard;
    shard.league.db.for_each_finished_game(names, [&](GameRecord game) {
      if (game.index > games || !part.plays(game.index)) {
        throw std::runtime_error((shard.folder / "league.sqlite").string() + ": game " +
                                 std::to_string(game.index) + " is not one of shard " +
                                 part.text() + "'s games (a corrupt database)");
      }
      const int index = game.index;
      const auto [at, added] = found.try_emplace(index, std::move(game), &shard);
      if (!added) {
        throw std::runtime_error("game " + std::to_string(index) + " is recorded twice: in " +
                                 at->second.second->folder.string() + " and in " +
                                 shard.folder.string());
      }
      ++shard.games;
    });
  }
  // The league's SPRT, on the games in game order: the league ends at the game where the test
  // first decides, as the league played whole one game at a time does. The games the shards
  // played after it are not the league's.
  const LeagueSprtTally test = sprt_in_game_order(league, found);
  int played_after_decision = 0;
  if (test.verdict) {
    for (auto at = found.upper_bound(test.verdict_games); at != found.end();) {
      ++played_after_decision;
      at = found.erase(at);
    }
  }
  const int last_game = test.verdict ? test.verdict_games : games;
  std::vector<int> missing;
  for (int game = 1; game <= last_game; ++game)
    if (!found.contains(game)) missing.push_back(game);
  const std::string why =
      missing.empty() ? "" : describe_missing(missing, shards, league.league.shard.count);
  if (!missing.empty() && !request.partial)
    throw MergeIncomplete(why + "; merge what there is with --partial");

  const fs::path target = request.results_dir / request.name;
  std::error_code ec;
  if (fs::exists(target, ec) && !is_merged_league(target)) {
    throw std::runtime_error(target.string() +
                             " already exists and is not a merge of shards: choose another "
                             "--name");
  }
  RunSettings merged = league;
  merged.league.shard = {};
  merged.name = request.name;
  merged.results_dir = request.results_dir.string();
  const bool complete = missing.empty();

  // Built beside the target, then put in its place: an earlier merge stays whole until then.
  const fs::path building = request.results_dir / ("." + request.name + ".merging");
  fs::remove_all(building, ec);
  fs::create_directories(building / "games", ec);
  if (ec) throw std::runtime_error("cannot create " + building.string() + ": " + ec.message());
  write_run_config(RunFolder{building}, to_json(merged), seed, complete);
  const std::string status = test.verdict ? "stopped-by-sprt" : (complete ? "complete" : "partial");
  LeagueDb db = LeagueDb::create(building / "league.sqlite",
                                 {merged.name, stored_settings(merged).dump(), seed.seed.text,
                                  seed.seed.commitment(), status});
  LeagueTally tally(names, league.seats_per_table,
                    league.league.continue_from.empty()
                        ? std::map<std::string, Rating>{}
                        : ratings_to_continue(league.league.continue_from));
  // Each shard quarantined by its own games: the merge decides as they did.
  tally.quarantine(league.league.quarantine_after, league.league.shard.count);
  for (auto& [index, entry] : found) {
    GameRecord& game = entry.first;
    const std::string folder = game_folder_name(index, games);
    std::vector<std::string> by_seat;
    for (const Placement& p : game.placements)
      by_seat.push_back(names[static_cast<std::size_t>(p.bot)]);
    const std::string game_seed = league_game_seed(seed.seed, game.draw);
    db.game_started({index, game.draw, game.rotation,
                     poker::Seed::from_text(game_seed).commitment(), by_seat,
                     game.placements.empty() ? "" : "games/" + folder});
    db.game_finished(game, names);
    // The game's own folder stays in its shard's; the link is relative, so the results folder
    // can move as a whole (the target sits at the building folder's depth).
    const fs::path played = fs::absolute(entry.second->folder / "games" / folder, ec);
    if (fs::is_directory(played, ec)) {
      fs::create_directory_symlink(fs::relative(played, fs::absolute(target / "games", ec), ec),
                                   building / "games" / folder, ec);
    }
    tally.add(std::move(game));
  }

  const std::vector<LeagueStanding> rows = tally.standings();
  json j = league_standings_json(merged, tally, rows, static_cast<int>(found.size()));
  j["complete"] = complete;
  j["partial"] = !complete;
  const std::string stopped_by =
      test.verdict ? "SPRT: " + std::string(to_string(test.verdict->decision)) : "";
  j["stopped_by"] = stopped_by;
  if (!league.league.sprt.empty()) {
    j["sprt"] = sprt_json(league.league, test.record, test.now, test.verdict, test.verdict_games);
    if (test.verdict) j["games_played_after_decision"] = played_after_decision;
  }
  j["seed_hash"] = seed.seed.commitment();
  if (complete) j["seed"] = seed.seed.text;
  if (!complete) j["missing_games"] = missing;
  json from = json::array();
  for (const ShardFolder& shard : shards) {
    from.push_back({{"shard", shard.league.settings.league.shard.text()},
                    {"folder", fs::absolute(shard.folder, ec).lexically_normal().string()},
                    {"games", shard.games}});
  }
  j["merged_from"] = std::move(from);
  write_file_atomically(building / "standings.json", j.dump(2) + "\n");

  const fs::path replaced = request.results_dir / ("." + request.name + ".replaced");
  fs::remove_all(replaced, ec);
  if (fs::exists(target, ec)) fs::rename(target, replaced);
  fs::rename(building, target);
  fs::remove_all(replaced, ec);

  MergeOutcome outcome;
  outcome.folder = target;
  outcome.standings = rows;
  outcome.crosstable = tally.crosstable().text(tally.names(), tally.order_of(rows));
  outcome.rules = faulted_rules(league);
  outcome.games_planned = games;
  outcome.games_merged = static_cast<int>(found.size());
  for (const ShardFolder& shard : shards)
    outcome.shards.push_back(shard.league.settings.league.shard.text());
  outcome.missing = why;
  outcome.stopped_by = stopped_by;
  outcome.sprt = test.verdict ? test.verdict : test.now;
  outcome.complete = complete;
  if (complete) outcome.seed = seed.seed.text;
  outcome.seed_hash = seed.seed.commitment();
  return outcome;
}

}  // namespace arena
