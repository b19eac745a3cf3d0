#include "arena/league/continued_ratings.hpp"

#include <fstream>
#include <nlohmann/json.hpp>

#include "arena/config/config_error.hpp"
#include "arena/league/league_folder.hpp"

namespace arena {

std::map<std::string, Rating> ratings_to_continue(const std::filesystem::path& folder) {
  const std::string where = "--continue-from " + folder.string() + ": ";
  if (!is_league_folder(folder))
    throw ConfigError(where + "not a league's folder (no config.json with \"mode\": \"league\")");
  std::ifstream in(folder / "standings.json");
  const nlohmann::json standings = nlohmann::json::parse(in, nullptr, false);
  if (!standings.is_object() || !standings.contains("bots") || !standings["bots"].is_array())
    throw ConfigError(where + "standings.json is missing or unreadable");
  if (standings.value("complete", false) != true)
    throw ConfigError(where +
                      "the league is not complete (finish it first: arena league --resume " +
                      folder.string() + ")");
  std::map<std::string, Rating> ratings;
  for (const auto& bot : standings["bots"]) {
    const auto rating = bot.find("rating");
    if (!bot.contains("name") || !bot["name"].is_string() || rating == bot.end() ||
        !rating->is_object() || !rating->contains("mu") || !(*rating)["mu"].is_number() ||
        !rating->contains("sigma") || !(*rating)["sigma"].is_number())
      throw ConfigError(where + "standings.json: a bot without a name and a rating (mu, sigma)");
    ratings[bot["name"].get<std::string>()] = {(*rating)["mu"].get<double>(),
                                               (*rating)["sigma"].get<double>()};
  }
  return ratings;
}

}  // namespace arena
