#pragma once
// The files a run writes beside hands.jsonl for other tools, checked by `arena verify` as a
// researcher loads them: hands.phhs (PHH, written as the run goes) and a PokerStars text export
// (`arena export --format pokerstars`, when the user names it). Each is re-derived from the
// hands already checked against the seed, through the writers that produced it
// (arena/results/phh_writer, hand_export and pokerstars_writer), and compared byte for byte; the
// first difference names the file, the hand (and table), the line, what was expected and what
// was found.
#include <cstddef>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/replay/run_files.hpp"
#include "arena/results/phh_writer.hpp"

namespace arena::verify {

// hands.phhs as the run wrote it, one hand at a time.
class PhhLogCheck {
 public:
  explicit PhhLogCheck(const RunConfig& config);
  // A hands.jsonl record already matched against the replay: its table, as the run appended it.
  void add_hand(const nlohmann::json& record);
  // Compares <dir>/hands.phhs with the tables of the hands added; throws replay::Mismatch at the
  // first difference. Every run whose seed is revealed wrote both logs whole (the hand logs are
  // flushed before the final standings, on an interruption too), so nothing may be missing.
  void check(const std::filesystem::path& dir) const;

 private:
  PhhRunInfo run_;
  std::string expected_;
};

// Compares `file`, a PokerStars export of the run in `dir`, with the run's hands exported again
// (the date, hands.jsonl's write time when it was exported and no fact of the seed or the log,
// is taken from the file's first hand). Throws replay::Mismatch at the first difference,
// RunFileError when the file cannot be read. Returns the hands in it.
int check_pokerstars_export(const std::filesystem::path& dir, const std::filesystem::path& file);

// The first difference between the text re-derived and the text found: "line 41 (hand 3, table
// 2): expected `p2 cc`, found `p2 cbr 200`"; empty when they are equal. Hands are told by their
// header lines ("[3]" in PHH, "PokerStars Hand #...3:"), tables by `table = 2` and "Table '... 2'".
std::string first_text_difference(const std::string& expected, const std::string& found);

}  // namespace arena::verify
