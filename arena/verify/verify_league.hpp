#pragma once
// `arena verify` of a league: every game's run folder verified as `arena verify` verifies a run
// (verify_run.hpp), several at once, and one account of the whole.
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace arena::verify {

struct LeagueVerifyResult {
  int games_planned = 0;
  int verified = 0;  // games whose every hand and standings re-derive
  int hands = 0;     // hands re-derived in them
  std::vector<std::pair<std::string, std::string>> failed;     // game folder, first difference
  std::vector<std::pair<std::string, std::string>> unchecked;  // not finished: why
};

// Threads: games verified at once (at least 1). Throws std::runtime_error when the league's own
// files cannot be read (a game's problem is a failed or unchecked game instead).
LeagueVerifyResult verify_league(const std::filesystem::path& dir, unsigned threads);

}  // namespace arena::verify
