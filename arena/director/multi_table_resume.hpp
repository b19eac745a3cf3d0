#pragma once
// `arena run --resume results/<name>`: a multi-table tournament stopped by a kill, a crash or a
// signal goes on from its last whole round (docs/MULTI_TABLE.md). Its state is re-derived from
// the seed (kept in the folder's seed.private until the end) and hands.jsonl, as `arena verify`
// derives it; the hands of a round cut off are dropped from the logs and that round is dealt
// again, the same cards, to bots started afresh.
#include <filesystem>
#include <stdexcept>

#include "arena/config/run_settings.hpp"
#include "arena/replay/multi_table_resume.hpp"

namespace arena {

// seed.private: the seed of a multi-table tournament in play, for --resume (0600; hidden from
// sandboxed bots with the whole results folder). Removed once config.json reveals the seed.
std::filesystem::path private_seed_file(const std::filesystem::path& run);

// `--resume` of a run already over, its seed revealed (e.g. one killed during its goodbyes, which
// come after the final results are written): not an error, there is nothing left to do.
struct RunAlreadyOver : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ResumedRun {
  RunSettings settings;  // config.json's, with the seed
  replay::MultiTableResumePoint point;
};

// Checks the folder (a multi-table tournament, not over, its seed and hash agreeing, its hands
// re-deriving), then cuts its logs back to the last whole round. Throws RunAlreadyOver for a run
// whose config.json reveals its seed, std::runtime_error saying what is wrong otherwise, before
// anything in the folder changed. A tournament whose every hand is logged but whose seed is not
// revealed (killed as it ended) is returned as it is: playing it only writes its results.
ResumedRun prepare_resume(const std::filesystem::path& run);

}  // namespace arena
