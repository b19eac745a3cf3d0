// `arena verify RESULTS_DIR [--seed-hash HEX] [--pokerstars FILE]`: re-derives every hand of a
// finished run from its revealed seed and its logged actions and checks the seed against the hash
// published at the start, then hands.phhs (and the PokerStars export named) byte for byte. Exit 0:
// everything matches; 1: the first difference (or corrupt file) is printed on stderr, naming the
// hand and the field; 2: nothing can be checked (seed not revealed yet, unsupported kind of run).
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "arena/cli/commands.hpp"
#include "arena/league/league_folder.hpp"
#include "arena/verify/verify_league.hpp"
#include "arena/verify/verify_run.hpp"

namespace arena::cli {
namespace {

struct VerifyFlags {
  std::string dir;
  std::optional<std::string> seed_hash;
  std::optional<std::string> pokerstars;
};

// A league: every game, several at once, each FAILED one named on stderr, one line for the whole.
ExitCode run_verify_league(const VerifyFlags& flags) {
  if (flags.seed_hash) {
    std::cerr << "arena verify: --seed-hash checks one run; a league's games each publish their "
                 "own (verify one with arena verify "
              << flags.dir << "/games/0001 --seed-hash HEX)" << std::endl;
    return kBadUsage;
  }
  if (flags.pokerstars) {
    std::cerr << "arena verify: --pokerstars checks one run's export; export and verify a "
                 "league's games one by one (arena export "
              << flags.dir << "/games/0001 -o game.txt; arena verify " << flags.dir
              << "/games/0001 --pokerstars game.txt)" << std::endl;
    return kBadUsage;
  }
  verify::LeagueVerifyResult r;
  try {
    r = verify::verify_league(flags.dir, std::max(1u, std::thread::hardware_concurrency()));
  } catch (const std::exception& e) {
    std::cerr << "verify: " << flags.dir << ": FAILED: " << e.what() << std::endl;
    return 1;
  }
  for (const auto& [game, why] : r.failed)
    std::cerr << "verify: " << flags.dir << "/games/" << game << ": FAILED: " << why << std::endl;
  const int played = r.verified + static_cast<int>(r.failed.size() + r.unchecked.size());
  std::ostream& line = r.failed.empty() ? std::cout : std::cerr;
  line << "verify: " << flags.dir << ": league of " << r.games_planned << " games: " << r.verified
       << " verified (" << r.hands << " hands), " << r.failed.size() << " failed";
  if (!r.unchecked.empty())
    line << ", " << r.unchecked.size() << " not finished (game " << r.unchecked.front().first
         << ": " << r.unchecked.front().second << ")";
  if (played < r.games_planned) line << ", " << r.games_planned - played << " not played";
  line << std::endl;
  return r.failed.empty() ? 0 : 1;
}

ExitCode run_verify(const VerifyFlags& flags) {
  if (is_league_folder(flags.dir)) return run_verify_league(flags);
  verify::VerifyOptions options;
  options.seed_hash = flags.seed_hash;
  if (flags.pokerstars) options.pokerstars = *flags.pokerstars;
  const verify::VerifyResult r = verify::verify_run(flags.dir, options);
  switch (r.status) {
    case verify::VerifyStatus::Verified:
      std::cout << "verify: " << flags.dir << ": " << r.hands
                << " hands re-derived from the seed; the seed matches its published hash; "
                   "cards, actions, pots, stacks, "
                << r.results_checked << " all match";
      for (std::size_t i = 0; i < r.exports_checked.size(); ++i)
        std::cout << (i == 0 ? "; written again, " : " and ") << r.exports_checked[i];
      if (!r.exports_checked.empty())
        std::cout << (r.exports_checked.size() == 1 ? " matches" : " match") << " byte for byte";
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
  cmd->add_option("results_dir", flags->dir,
                  "The run's results folder (results/<name>), or a league's: all its games")
      ->required();
  cmd->add_option("--seed-hash", flags->seed_hash,
                  "The seed hash printed when the run started, to check config.json against");
  cmd->add_option("--pokerstars", flags->pokerstars,
                  "A PokerStars text export of the run (arena export -o FILE), to check too");
  cmd->callback([flags, &exit_code] { exit_code = run_verify(*flags); });
}

}  // namespace arena::cli
