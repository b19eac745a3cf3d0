#include "arena/league/league_folder.hpp"

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "arena/config/run_settings.hpp"
#include "arena/league/continued_ratings.hpp"
#include "arena/league/league_db.hpp"
#include "arena/league/league_standings.hpp"

namespace arena {
namespace {

namespace fs = std::filesystem;

nlohmann::json read_config(const fs::path& dir) {
  std::ifstream in(dir / "config.json");
  if (!in) throw std::runtime_error("cannot read " + (dir / "config.json").string());
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (!j.is_object())
    throw std::runtime_error((dir / "config.json").string() + ": not a JSON object");
  return j;
}

}  // namespace

bool is_league_folder(const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_regular_file(dir / "config.json", ec)) return false;
  try {
    const nlohmann::json j = read_config(dir);
    return j.contains("mode") && j["mode"] == "league";
  } catch (const std::exception&) {
    return false;
  }
}

LeagueFolder LeagueFolder::read(const fs::path& dir) {
  const nlohmann::json config = read_config(dir);
  const std::string where = (dir / "config.json").string() + ": ";
  const auto integer = [&](const char* key) {
    if (!config.contains(key) || !config[key].is_number_integer())
      throw std::runtime_error(where + key + ": missing or not a whole number");
    return config[key].get<int>();
  };
  LeagueFolder league;
  league.root = dir;
  league.name = config.value("name", dir.filename().string());
  league.games_planned = integer("games");
  if (config.contains("shard") && config["shard"].is_string()) {
    const std::optional<LeagueShard> shard = LeagueShard::parse(config["shard"].get<std::string>());
    if (!shard) throw std::runtime_error(where + "shard: not I/N");
    league.shard = shard->text();
    league.shards = shard->count;
    league.games_planned = shard->games_of(league.games_planned);
  }
  if (config.contains("quarantine_after") && config["quarantine_after"].is_number_integer())
    league.quarantine_after = config["quarantine_after"].get<int>();
  league.table_size = integer("table_size");
  if (config.contains("continue_from") && config["continue_from"].is_string())
    league.continue_from = config["continue_from"].get<std::string>();
  if (!config.contains("bots") || !config["bots"].is_array())
    throw std::runtime_error(where + "bots: missing or not a list");
  for (const auto& bot : config["bots"]) {
    if (!bot.is_object() || !bot.contains("name") || !bot["name"].is_string())
      throw std::runtime_error(where + "bots: an entry without a name");
    league.bots.push_back(bot["name"].get<std::string>());
  }
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir / "games", ec))
    if (entry.is_directory()) league.games.push_back(entry.path());
  std::sort(league.games.begin(), league.games.end());
  return league;
}

std::string league_standings_text(const LeagueFolder& league) {
  const LeagueDb db = LeagueDb::open(league.root / "league.sqlite");
  LeagueTally tally(league.bots, league.table_size,
                    league.continue_from.empty() ? std::map<std::string, Rating>{}
                                                 : ratings_to_continue(league.continue_from));
  // A merged league's shards each quarantined by their own games (standings.json: merged_from).
  int lanes = league.shards;
  std::ifstream standings(league.root / "standings.json");
  const nlohmann::json j = nlohmann::json::parse(standings, nullptr, false);
  if (j.is_object() && j.contains("merged_from") && j["merged_from"].is_array() &&
      !j["merged_from"].empty() && j["merged_from"][0].is_object()) {
    if (const auto shard = LeagueShard::parse(j["merged_from"][0].value("shard", "")))
      lanes = shard->count;
  }
  tally.quarantine(league.quarantine_after, lanes);
  db.for_each_finished_game(league.bots, [&tally](GameRecord game) { tally.add(std::move(game)); });
  const std::vector<LeagueStanding> rows = tally.standings();
  return league_table(rows) + "head to head (score of the games both played; LOS):\n" +
         tally.crosstable().text(league.bots, tally.order_of(rows));
}

}  // namespace arena
