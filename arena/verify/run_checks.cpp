#include "arena/verify/run_checks.hpp"

#include <string>

#include "arena/replay/logged_hand.hpp"
#include "engine/deal.hpp"

namespace arena::verify {

void check_revealed_seed(const RunConfig& config, const VerifyOptions& options) {
  const std::string& seed = *config.seed;
  const std::string hash = poker::Seed::from_text(seed).commitment();
  if (options.seed_hash && *options.seed_hash != config.seed_hash)
    throw replay::Mismatch("config.json: seed_hash: log says " + config.seed_hash +
                           ", but the hash published at the start was " + *options.seed_hash);
  if (hash != config.seed_hash)
    throw replay::Mismatch("config.json: seed: the revealed seed \"" + seed +
                           "\" hashes (BLAKE2b-256) to " + hash +
                           ", not to the seed_hash published at the start, " + config.seed_hash);
}

LoggedStandings read_logged_standings(const std::filesystem::path& dir, const RunConfig& config) {
  LoggedStandings out;
  out.json = read_standings(dir);
  const nlohmann::json& standings = out.json;
  const auto logged_hands = standings.find("hands");
  if (logged_hands == standings.end() || !logged_hands->is_number_integer() ||
      logged_hands->get<std::int64_t>() < 0)
    throw replay::Mismatch("standings.json: hands: missing or not a whole number");
  out.hands = static_cast<std::size_t>(logged_hands->get<std::int64_t>());
  const auto flag = [&](const char* key) {
    const auto it = standings.find(key);
    if (it != standings.end() && !it->is_boolean())
      throw replay::Mismatch(std::string("standings.json: ") + key + ": not true or false");
    return it != standings.end() && it->get<bool>();
  };
  out.finished = flag("finished");
  out.interrupted = flag("interrupted");
  if (const auto it = standings.find("ended_early"); it != standings.end()) {
    if (!it->is_string() || it->get<std::string>().empty())
      throw replay::Mismatch("standings.json: ended_early: not a reason in words");
    out.ended_early = it->get<std::string>();
  }
  for (const char* key : {"seed", "seed_hash"}) {
    if (standings.contains(key) && standings[key] != config.raw[key])
      throw replay::Mismatch(std::string("standings.json: ") + key + ": log says " +
                             replay::show_json(standings[key]) + ", config.json says " +
                             replay::show_json(config.raw[key]));
  }
  return out;
}

nlohmann::json derivable_rows(const nlohmann::json& standings,
                              std::initializer_list<std::string_view> keys) {
  if (!standings.contains("standings") || !standings["standings"].is_array())
    throw replay::Mismatch("standings.json: standings: missing or not an array");
  nlohmann::json out = nlohmann::json::array();
  for (const auto& row : standings["standings"]) {
    nlohmann::json kept = nlohmann::json::object();
    if (row.is_object())
      for (std::string_view key : keys)
        if (const auto it = row.find(std::string(key)); it != row.end())
          kept[std::string(key)] = *it;
    out.push_back(std::move(kept));
  }
  return out;
}

}  // namespace arena::verify
