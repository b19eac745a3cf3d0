#pragma once
// The layout of one run's results folder (results/<run name>/, see results/README.md).
#include <filesystem>
#include <string>

namespace arena {

struct RunFolder {
  std::filesystem::path root;

  // Creates <results_dir>/<name>/ and its logs/ folder. An existing run folder is
  // never overwritten (an error naming it), except one whose run stopped before its first hand
  // because a bot could not start: nothing was played, so a retry under its name replaces it.
  static RunFolder create(const std::filesystem::path& results_dir, const std::string& name);

  std::filesystem::path config() const { return root / "config.json"; }
  std::filesystem::path hands() const { return root / "hands.jsonl"; }
  std::filesystem::path phh() const { return root / "hands.phhs"; }
  std::filesystem::path standings() const { return root / "standings.json"; }
  // A multi-table tournament's moves, breaks and eliminations, round by round (R48-R53).
  std::filesystem::path tables() const { return root / "tables.jsonl"; }
  std::filesystem::path stderr_log(const std::string& bot) const {
    return root / "logs" / (bot + ".stderr.log");
  }
  std::filesystem::path trace(const std::string& bot) const {  // with the setting `trace`
    return root / "logs" / (bot + ".trace");
  }
};

}  // namespace arena
