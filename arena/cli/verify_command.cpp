// `arena verify RESULTS_DIR [--seed-hash HEX]`: re-derives every hand of a finished run from its
// revealed seed and its logged actions and checks the seed against the hash published at the
// start. Exit 0: everything matches; 1: the first difference (or corrupt file) is printed on
// stderr, naming the hand and the field; 2: nothing can be checked (seed not revealed yet,
// unsupported kind of run).
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "arena/cli/commands.hpp"
#include "arena/verify/verify_run.hpp"

namespace arena::cli {
namespace {

struct VerifyFlags {
  std::string dir;
  std::optional<std::string> seed_hash;
};

ExitCode run_verify(const VerifyFlags& flags) {
  verify::VerifyOptions options;
  options.seed_hash = flags.seed_hash;
  const verify::VerifyResult r = verify::verify_run(flags.dir, options);
  switch (r.status) {
    case verify::VerifyStatus::Verified:
      std::cout << "verify: " << flags.dir << ": " << r.hands
                << " hands re-derived from the seed; the seed matches its published hash; "
                   "cards, actions, pots, stacks, "
                << r.results_checked << " all match";
      for (const std::string& note : r.notes) std::cout << "; " << note;
      std::cout << std::endl;
      return 0;
    case verify::VerifyStatus::Differs:
      std::cerr << "verify: " << flags.dir << ": FAILED: " << r.message << std::endl;
      return 1;
    case verify::VerifyStatus::CannotVerify:
      std::cerr << "verify: " << flags.dir << ": cannot verify: " << r.message << std::endl;
      return 2;
  }
  return 1;
}

}  // namespace

void add_verify_command(CLI::App& app, ExitCode& exit_code) {
  auto flags = std::make_shared<VerifyFlags>();
  auto* cmd = app.add_subcommand(
      "verify", "Re-derive every hand of a finished run from its seed and logged actions");
  cmd->add_option("results_dir", flags->dir, "The run's results folder (results/<name>)")
      ->required();
  cmd->add_option("--seed-hash", flags->seed_hash,
                  "The seed hash printed when the run started, to check config.json against");
  cmd->callback([flags, &exit_code] { exit_code = run_verify(*flags); });
}

}  // namespace arena::cli
