#pragma once
// The two summaries of a run folder every kind of run writes, replaced atomically: config.json
// (the resolved settings) and standings.json. Provably fair dealing: the seed's BLAKE2b hash is
// in both from the start; the seed itself only with the final results, also when the organizer
// gave it: a bot that read it while the run goes on could compute every card still to come.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/results/atomic_file.hpp"
#include "arena/results/run_folder.hpp"
#include "engine/deal.hpp"

namespace arena {

struct RunSeed {
  poker::Seed seed;
  bool given = false;  // by the user (else drawn from the operating system)

  // The user's seed text, or one drawn now when it is empty.
  static RunSeed from_setting(const std::string& text);
  // Written only with the final results, whoever chose it.
  static bool shown(bool final_results) { return final_results; }
};

// config.json: `settings` with "seed" (null until the final results) and "seed_hash".
void write_run_config(const RunFolder& folder, nlohmann::json settings, const RunSeed& seed,
                      bool final_results);

struct StandingsHeader {
  std::string run_name;
  std::string mode;  // "tournament" or "match"
  bool finished = false;
  bool interrupted = false;
  int hands = 0;
  // Bots that could not start and answer hello: the run stopped before its first hand (without
  // the setting allow_absent). Written as "absent" when there are any.
  std::vector<std::string> absent;
};

// standings.json: the header, "seed_hash", "seed" when it may be shown, `extra` fields (the
// mode's own, e.g. a match's deals), and "standings".
void write_run_standings(const RunFolder& folder, const StandingsHeader& header,
                         const RunSeed& seed, bool final_results, nlohmann::json standings,
                         const nlohmann::json& extra = nlohmann::json::object(),
                         FileSync sync = FileSync::ToDisk);

}  // namespace arena
