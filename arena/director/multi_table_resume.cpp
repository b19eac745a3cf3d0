#include "arena/director/multi_table_resume.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "arena/replay/logged_hand.hpp"
#include "arena/replay/run_files.hpp"
#include "arena/results/atomic_file.hpp"
#include "arena/results/hand_logs.hpp"
#include "arena/results/phh_writer.hpp"
#include "arena/results/run_folder.hpp"

namespace arena {
namespace {

std::vector<std::string> lines_of(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines, std::size_t count) {
  std::string text;
  for (std::size_t i = 0; i < count && i < lines.size(); ++i) text += lines[i] + "\n";
  return text;
}

// standings.json says the run was played to its end.
bool finished_results(const std::filesystem::path& run) {
  std::ifstream in(RunFolder{run}.standings());
  const nlohmann::json standings = nlohmann::json::parse(in, nullptr, false);
  return standings.is_object() && standings.value("finished", false);
}

}  // namespace

std::filesystem::path private_seed_file(const std::filesystem::path& run) {
  return run / "seed.private";
}

ResumedRun prepare_resume(const std::filesystem::path& run) {
  const std::string where = "--resume " + run.string() + ": ";
  ResumedRun resumed;
  RunConfig config;
  try {
    config = read_run_config(run);
  } catch (const std::exception& e) {
    throw std::runtime_error(where + e.what());
  }
  resumed.settings = config.settings;
  // Any run its rules ended, a sit-and-go too: its results and seed are written (also when it
  // was killed during its goodbyes, which come after them).
  if (config.seed && finished_results(run))
    throw RunAlreadyOver(where +
                         "it is over: every hand was played and config.json reveals its seed and "
                         "standings.json its results; nothing to resume (arena verify checks it)");
  if (!resumed.settings.multi_table())
    throw std::runtime_error(where +
                             "not a multi-table tournament (a sit-and-go of one table is played "
                             "again from its start; a league resumes with arena league --resume)");
  if (config.seed)
    throw std::runtime_error(where +
                             "it stopped unfinished with its seed revealed in config.json, so it "
                             "cannot go on (standings.json says why it stopped)");
  std::ifstream seed_in(private_seed_file(run));
  std::string seed;
  if (!std::getline(seed_in, seed))
    throw std::runtime_error(where + "seed.private: missing (the seed a resume deals from)");
  if (poker::Seed::from_text(seed).commitment() != config.seed_hash)
    throw std::runtime_error(where + "seed.private: does not match config.json's seed_hash");
  resumed.settings.seed = seed;
  // Where the folder is now (it may have been moved): the sandbox hides it from the bots.
  resumed.settings.results_dir = std::filesystem::absolute(run).parent_path().string();
  try {
    resumed.point = replay::multi_table_resume_point(run, resumed.settings, seed);
  } catch (const std::exception& e) {
    throw std::runtime_error(where +
                             "the logs do not re-derive from the seed, so they cannot be "
                             "continued: " +
                             e.what());
  }
  // Every hand logged but the run stopped before its results (killed as it ended): nothing is
  // dealt again; the bots are greeted and told bye, and the standings and seed are written.
  if (resumed.point.tournament->finished()) return resumed;

  // The logs cut back to the last whole round; tables.jsonl completed to it.
  const RunFolder folder{run};
  const std::vector<std::string> hands = lines_of(folder.hands());
  write_file_atomically(folder.hands(), joined(hands, resumed.point.hand_lines));
  std::string field = joined(lines_of(folder.tables()), resumed.point.field_lines);
  for (const nlohmann::json& record : resumed.point.missing_field_records)
    field += record.dump() + "\n";
  write_file_atomically(folder.tables(), field);
  const PhhRunInfo phh = phh_run_info(resumed.settings, "tournament", config.seed_hash);
  std::string tables;
  for (std::size_t i = 0; i < resumed.point.hand_lines; ++i) {
    const std::string table = phhs_table(nlohmann::json::parse(hands[i]), phh);
    if (!table.empty()) tables += table + "\n";  // as the hand logs append it
  }
  write_file_atomically(folder.phh(), tables);
  return resumed;
}

}  // namespace arena
