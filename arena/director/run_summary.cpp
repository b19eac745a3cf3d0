#include "arena/director/run_summary.hpp"

namespace arena {

RunSeed RunSeed::from_setting(const std::string& text) {
  if (text.empty()) return {poker::Seed::random(), false};
  return {poker::Seed::from_text(text), true};
}

void write_run_config(const RunFolder& folder, nlohmann::json settings, const RunSeed& seed,
                      bool final_results) {
  settings["seed"] = seed.shown(final_results) ? nlohmann::json(seed.seed.text) : nlohmann::json();
  settings["seed_hash"] = seed.seed.commitment();
  write_file_atomically(folder.config(), settings.dump(2) + "\n");
}

void write_run_standings(const RunFolder& folder, const StandingsHeader& header,
                         const RunSeed& seed, bool final_results, nlohmann::json standings,
                         const nlohmann::json& extra, FileSync sync) {
  nlohmann::json j{{"tournament", header.run_name}, {"mode", header.mode},
                   {"finished", header.finished},   {"interrupted", header.interrupted},
                   {"hands", header.hands},         {"seed_hash", seed.seed.commitment()}};
  if (seed.shown(final_results)) j["seed"] = seed.seed.text;
  if (!header.absent.empty()) j["absent"] = header.absent;
  for (const auto& [key, value] : extra.items()) j[key] = value;
  j["standings"] = std::move(standings);
  // A bot's words (its errors) are quoted as printable text; replace anything else rather than
  // lose the results to a throw.
  write_file_atomically(folder.standings(),
                        j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n",
                        sync);
}

}  // namespace arena
