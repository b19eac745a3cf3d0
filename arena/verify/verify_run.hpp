#pragma once
// `arena verify`: re-derives a whole run from its seed and its logged actions, and compares
// every fact the log states (cards, actions, pots, winners, stacks, then places and points; for a
// match, places, chips won and win rates) with what the engine gives. The first difference is
// reported with the hand and the field, e.g. "hand 17: stacks[2].stack: log says 1450, replay gives
// 1500". Then hands.phhs (and a PokerStars export, when named) is written again from the checked
// hands and compared byte for byte (export_checks.hpp).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace arena::verify {

struct VerifyOptions {
  // The hash printed when the run started, if the user noted it; else config.json's is used.
  std::optional<std::string> seed_hash;
  // A PokerStars text export of the run (arena export) to check against it too.
  std::optional<std::filesystem::path> pokerstars;
};

enum class VerifyStatus {
  Verified,      // every hand and the standings re-derive exactly
  Differs,       // a difference, or a corrupt or missing file or line
  CannotVerify,  // nothing to check against: the seed is not revealed, or an unsupported mode
};

struct VerifyResult {
  VerifyStatus status = VerifyStatus::Differs;
  std::string message;             // the first difference, or why nothing could be checked
  int hands = 0;                   // hands re-derived and matched
  std::vector<std::string> notes;  // facts worth a line on success ("the run was interrupted")
  std::string results_checked = "places and points";  // what standings.json was checked for
  // The files for other tools re-derived byte for byte ("hands.phhs", "run.txt (PokerStars)").
  std::vector<std::string> exports_checked;
};

// Never throws for bad input: every problem comes back as a Differs or CannotVerify result.
VerifyResult verify_run(const std::filesystem::path& dir, const VerifyOptions& options = {});

}  // namespace arena::verify
