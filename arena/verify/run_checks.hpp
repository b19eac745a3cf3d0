#pragma once
// The run-level checks of `arena verify` that every kind of run shares: the revealed seed
// against the hash published at the start, and the header of standings.json.
#include <cstddef>
#include <filesystem>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "arena/replay/run_files.hpp"
#include "arena/verify/verify_run.hpp"

namespace arena::verify {

// Throws replay::Mismatch when the seed does not hash to config.json's seed_hash, or when the hash
// the user noted (options.seed_hash) is not config.json's. Requires config.seed.
void check_revealed_seed(const RunConfig& config, const VerifyOptions& options);

struct LoggedStandings {
  nlohmann::json json;    // standings.json as written
  std::size_t hands = 0;  // the hands it counts (it is written now and then, and at the end)
  bool finished = false;  // the run played to its end
  bool interrupted = false;
  // Why the run ended before its rules would have ended it (R20: no bot still in could act);
  // empty otherwise.
  std::string ended_early;
};

// Reads standings.json and checks its header (hands, finished, interrupted, and seed and
// seed_hash agreeing with config.json); throws replay::Mismatch or RunFileError.
LoggedStandings read_logged_standings(const std::filesystem::path& dir, const RunConfig& config);

// The logged standings rows reduced to `keys` (what a replay can re-derive: times, errors and
// how a bot's process ended are the arena's measurements, not functions of the seed).
nlohmann::json derivable_rows(const nlohmann::json& standings,
                              std::initializer_list<std::string_view> keys);

}  // namespace arena::verify
