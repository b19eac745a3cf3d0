#pragma once
// `arena run --resume results/<name>`: a multi-table tournament stopped by a kill, a crash or a
// signal goes on from its last whole round (docs/MULTI_TABLE.md). Its state is re-derived from
// the seed (kept in the folder's seed.private until the end) and hands.jsonl, as `arena verify`
// derives it; the hands of a round cut off are dropped from the logs and that round is dealt
// again, the same cards, to bots started afresh.
#include <filesystem>

#include "arena/config/run_settings.hpp"
#include "arena/verify/multi_table_resume.hpp"

namespace arena {

// seed.private: the seed of a multi-table tournament in play, for --resume (0600; hidden from
// sandboxed bots with the whole results folder). Removed once config.json reveals the seed.
std::filesystem::path private_seed_file(const std::filesystem::path& run);

struct ResumedRun {
  RunSettings settings;  // config.json's, with the seed
  verify::MultiTableResumePoint point;
};

// Checks the folder (a multi-table tournament, not over, its seed and hash agreeing, its hands
// re-deriving), then cuts its logs back to the last whole round. Throws std::runtime_error
// saying what is wrong, before anything in the folder changed.
ResumedRun prepare_resume(const std::filesystem::path& run);

}  // namespace arena
