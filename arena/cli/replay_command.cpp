// `arena replay [--check] FILE...`: replays PHH hand histories through the engine and prints
// each hand's final stacks; with --check, compares them with the files' finishing_stacks.
// Problems go to stderr naming the file, the hand, the action and the reason; the last line on
// stdout is always the summary `replay: N hands, M match, K differ, S skipped`.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "arena/cli/commands.hpp"
#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"

namespace arena::cli {
namespace {

struct ReplayOptions {
  bool check = false;
  std::vector<std::string> files;
};

struct Tally {
  int hands = 0;
  int match = 0;
  int differ = 0;  // stacks differ, or the hand cannot be replayed at all
  int skipped = 0;
  bool failed = false;  // something made the run unsuccessful (also a missing file)
};

void print_stacks(const std::vector<poker::Chips>& stacks) {
  std::cout << "stacks";
  for (poker::Chips s : stacks) std::cout << ' ' << s;
}

void replay_one(const phh::PhhHand& hand, bool check, Tally& tally) {
  ++tally.hands;
  const std::string label = hand.label();
  phh::ReplayResult r = phh::replay_hand(hand);
  switch (r.status) {
    case phh::ReplayStatus::Skipped:
      ++tally.skipped;
      std::cout << label << ": skipped: " << r.reason << '\n';
      return;
    case phh::ReplayStatus::Failed: {
      ++tally.differ;
      tally.failed = true;
      std::string where;
      if (r.action_index >= 0) {
        where = " at action " + std::to_string(r.action_index + 1) + " \"" + r.action_text + "\"";
      }
      std::cout << label << ": cannot replay" << where << ": " << r.reason << '\n';
      std::cerr << "error: " << label << where << ": " << r.reason << '\n';
      return;
    }
    case phh::ReplayStatus::Replayed:
      break;
  }
  std::cout << label << ": ";
  print_stacks(r.stacks);
  if (!r.finished) std::cout << " (the file stops before the hand ends)";
  if (check) {
    phh::CheckResult c = phh::check_stacks(hand, r.stacks);
    switch (c.outcome) {
      case phh::StackCheck::NoRecord:
        std::cout << " (no finishing_stacks to check)";
        break;
      case phh::StackCheck::Match:
        ++tally.match;
        std::cout << " match";
        break;
      case phh::StackCheck::Differ:
        ++tally.differ;
        tally.failed = true;
        std::cout << " DIFFER: " << c.detail;
        std::cerr << "error: " << label << ": finishing stacks differ: " << c.detail << '\n';
        break;
    }
  }
  std::cout << '\n';
}

ExitCode run_replay(const ReplayOptions& options) {
  Tally tally;
  for (const std::string& file : options.files) {
    std::vector<phh::PhhHand> hands;
    try {
      hands = phh::read_phh_file(file);
    } catch (const phh::PhhFileError& e) {
      tally.failed = true;
      std::cerr << "error: " << e.what() << '\n';
      continue;
    }
    if (hands.empty()) std::cerr << "warning: " << file << ": no hands in the file\n";
    for (const phh::PhhHand& hand : hands) replay_one(hand, options.check, tally);
  }
  std::cout << "replay: " << tally.hands << " hands, " << tally.match << " match, " << tally.differ
            << " differ, " << tally.skipped << " skipped" << std::endl;
  return tally.failed ? 1 : 0;
}

}  // namespace

void add_replay_command(CLI::App& app, ExitCode& exit_code) {
  auto options = std::make_shared<ReplayOptions>();
  auto* cmd =
      app.add_subcommand("replay", "Replay PHH hand histories (.phh, .phhs) through the engine");
  cmd->add_flag("--check", options->check,
                "Compare each hand's final stacks with its finishing_stacks; exit 1 on any "
                "difference");
  cmd->add_option("files", options->files, "PHH files to replay")->required();
  cmd->callback([options, &exit_code] { exit_code = run_replay(*options); });
}

}  // namespace arena::cli
