#include "arena/league/stored_league.hpp"

#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

namespace arena {

namespace fs = std::filesystem;
using nlohmann::json;

json stored_settings(const RunSettings& settings) {
  json j = to_json(settings);
  j.erase("seed");
  j.erase("seed_hash");
  return j;
}

StoredLeague open_stored_league(const fs::path& folder) {
  if (!fs::is_directory(folder))
    throw std::runtime_error(folder.string() + ": no such league folder");
  LeagueDb db = LeagueDb::open(folder / "league.sqlite");
  LeagueMeta meta = db.meta();
  json stored;
  try {
    stored = json::parse(meta.settings);
  } catch (const json::exception&) {
    throw std::runtime_error((folder / "league.sqlite").string() +
                             ": its settings are not JSON (a corrupt database)");
  }
  // config.json is what the organizer sees and might edit: it must still say what was started.
  const fs::path config_path = folder / "config.json";
  RunSettings settings;
  try {
    std::ifstream in(config_path);
    if (!in) throw ConfigError(config_path.string() + ": missing");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    settings = parse_settings_text(text, config_path.string());
  } catch (const ConfigError& e) {
    throw std::runtime_error(std::string(e.what()) + " (the league's config.json)");
  }
  if (settings.kind != RunKind::League)
    throw std::runtime_error(config_path.string() + ": not a league's settings (mode)");
  // A league started before quarantine_after existed never quarantines.
  if (stored.is_object() && !stored.contains("quarantine_after")) {
    stored["quarantine_after"] = 0;
    settings.league.quarantine_after = 0;
  }
  if (stored_settings(settings) != stored) {
    throw std::runtime_error(config_path.string() +
                             ": its settings differ from those the league started with (kept in "
                             "league.sqlite): a league cannot change its settings half-way; "
                             "start a new league instead");
  }
  RunSeed seed;
  seed.seed = poker::Seed::from_text(meta.seed);
  seed.given = true;
  if (seed.seed.commitment() != meta.seed_hash)
    throw std::runtime_error((folder / "league.sqlite").string() +
                             ": its seed does not match its seed hash (a corrupt database)");
  settings.seed = meta.seed;
  return {std::move(db), std::move(meta), std::move(settings), std::move(seed)};
}

}  // namespace arena
