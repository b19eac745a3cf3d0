// `arena league merge SHARD_FOLDER... --results DIR --name NAME`: a league played as shards
// (`arena league --shard I/N`, on a cluster: scripts/league-slurm) made into one league folder.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "arena/cli/commands.hpp"
#include "arena/league/league_merge.hpp"

namespace arena::cli {
namespace {

struct MergeFlags {
  std::vector<std::string> shards;
  std::string results = "results";
  std::string name;
  bool partial = false;
  bool quiet = false;
};

void print_merge(const MergeOutcome& outcome) {
  std::string shards;
  for (const std::string& shard : outcome.shards) shards += (shards.empty() ? "" : ", ") + shard;
  const std::string how = !outcome.stopped_by.empty() ? " (" + outcome.stopped_by + ")"
                          : outcome.complete          ? ""
                                                      : " (partial)";
  std::printf("League merged from shards %s: %d of %d games%s\n", shards.c_str(),
              outcome.games_merged, outcome.games_planned, how.c_str());
  std::printf(
      "%s",
      league_report(outcome.standings, outcome.crosstable, outcome.sprt, outcome.rules).c_str());
  if (outcome.complete)
    std::printf("seed %s (BLAKE2b-256 %s)\n", outcome.seed.c_str(), outcome.seed_hash.c_str());
  else
    std::printf("partial: %s\n", outcome.missing.c_str());
  std::printf("results in %s\n", outcome.folder.c_str());
}

int merge(const MergeFlags& flags) {
  MergeRequest request{
      {flags.shards.begin(), flags.shards.end()}, flags.results, flags.name, flags.partial};
  try {
    const MergeOutcome outcome = merge_league_shards(request);
    if (!flags.quiet) print_merge(outcome);
    return outcome.complete ? 0 : 1;
  } catch (const MergeIncomplete& e) {
    std::fprintf(stderr, "arena league merge: %s\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arena league merge: %s\n", e.what());
    return kBadUsage;
  }
}

}  // namespace

void add_league_merge_command(CLI::App& league, ExitCode& exit_code) {
  auto flags = std::make_shared<MergeFlags>();
  CLI::App* cmd = league.add_subcommand(
      "merge",
      "Merge the folders of a league's shards (arena league --shard I/N) into one league folder");
  cmd->add_option("shards", flags->shards, "The shards' folders")->required()->type_name("FOLDER");
  cmd->add_option("--results", flags->results, "Where the merged league's folder goes")
      ->capture_default_str();
  cmd->add_option("--name", flags->name, "The merged league's folder name")->required();
  cmd->add_flag("--partial", flags->partial,
                "Merge even when games are missing (still playing, or a shard failed): the "
                "result says which, and the merge can run again as more finish");
  cmd->add_flag("--quiet", flags->quiet, "Print nothing but errors");
  cmd->callback([flags, &exit_code] { exit_code = merge(*flags); });
}

}  // namespace arena::cli
