#pragma once
// The bots' own folders for one run: <temp>/arena-<run name>-XXXXXX/<bot>/, each a bot's working
// folder and HOME, with tmp/ inside for its TMPDIR. They are outside the results folder, so
// nothing a bot finds around itself holds hand records, other bots' files or the seed; the
// whole tree is private to the arena's user (0700) and removed when the run ends (a bot's
// stderr is kept in the results' logs/). Under the sandbox each bot sees its folder as a private
// in-memory folder at the same path, and the others not at all.
//
// An arena killed with SIGKILL cannot remove its run's folder, so each holds a note of its
// owner (`.arena-owner`: the arena's pid and when it started, the boot and the PID namespace;
// no bot name starts with a dot), and the first run an arena starts removes the folders, in the
// same temporary folder, of owners that provably ended. A folder without that note, of another
// user, or whose owner is alive or cannot be judged (another PID namespace) is never touched.
#include <filesystem>
#include <string>

namespace arena {

class BotFolders {
 public:
  // Makes the run's folder under the temporary folder (TMPDIR, else /tmp), once per process
  // removing those left there by arenas that were killed first; throws std::runtime_error naming
  // it when it cannot.
  explicit BotFolders(const std::string& run_name);
  BotFolders(const BotFolders&) = delete;
  BotFolders& operator=(const BotFolders&) = delete;
  ~BotFolders();  // removes everything in it

  const std::filesystem::path& root() const { return root_; }
  // The bot's folder, made (with its tmp/) on first use.
  std::filesystem::path of(const std::string& bot) const;

 private:
  std::filesystem::path root_;
};

// Removes the run folders under `temp` whose owning arena provably ended (see above); returns how
// many.
int remove_folders_of_ended_arenas(const std::filesystem::path& temp);

}  // namespace arena
