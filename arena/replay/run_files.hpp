#pragma once
// A finished run's results folder as `arena verify` and `arena show` read it: config.json (the
// settings, the published seed hash, the seed once revealed), standings.json and hands.jsonl.
// Nothing here trusts the files: every problem is a RunFileError naming the file (and line).
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"

namespace arena {

class RunFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct RunConfig {
  nlohmann::json raw;               // config.json as written
  std::string mode;                 // "tournament" (the default) or "match"
  RunSettings settings;             // loaded through arena/config (settings.kind: which run)
  std::optional<std::string> seed;  // nullopt while unrevealed ("seed": null)
  std::string seed_hash;            // the commitment published before the first hand
};

// Reads <dir>/config.json. A folder that is not a run folder is an error naming what is missing.
RunConfig read_run_config(const std::filesystem::path& dir);

// Reads <dir>/standings.json (an object).
nlohmann::json read_standings(const std::filesystem::path& dir);

// Reads <dir>/<file> as a JSON object, loaded as it is (config.json of any kind of run, a
// league's included); RunFileError names the file.
nlohmann::json read_json_object(const std::filesystem::path& dir, const std::string& file);

// hands.jsonl, one line at a time; each line parsed on demand (a corrupt line is reported by
// the caller with its number, after the hands before it have been checked).
class HandLines {
 public:
  explicit HandLines(const std::filesystem::path& dir);
  std::size_t size() const { return lines_.size(); }
  const std::filesystem::path& path() const { return path_; }
  // Line `index` (0-based) as JSON; RunFileError "hands.jsonl line 7: ..." when it is not an
  // object holding an integer "hand".
  nlohmann::json parse(std::size_t index) const;

 private:
  std::filesystem::path path_;
  std::vector<std::string> lines_;
};

}  // namespace arena
