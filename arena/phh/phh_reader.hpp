#pragma once
// Reads PHH hand histories (the Poker Hand History standard, TOML): a `.phh` file holds one hand
// at its top level, a `.phhs` file many, each in its own table ([1], [2], ...). The reader keeps
// the fields the replay needs, as written (numbers as doubles, so a recorded half chip survives),
// and ignores every field it does not know. A hand whose fields are malformed is still returned,
// with `error` set, so one bad hand does not hide the others in a file.
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arena::phh {

struct PhhHand {
  std::string source;  // the file it came from
  std::string name;    // ".phhs": the table name; ".phh": the `hand` field if any, else ""
  int line = 0;        // where the hand starts in the file (1-based)
  std::string error;   // non-empty: the hand could not be read (what and which field)

  std::string variant;  // "NT", "FT", ...
  std::vector<double> antes;
  std::vector<double> blinds_or_straddles;
  std::vector<double> starting_stacks;  // may hold inf (unknown stack)
  std::optional<double> min_bet;
  std::optional<double> small_bet;
  std::optional<double> big_bet;
  std::optional<double> bring_in;
  bool ante_trimming_status = false;
  bool antes_layered = false;  // `_antes_layered` (arena files): the engine's ante layering (R14)
  std::vector<std::string> actions;
  // Our own fields (arena files), by player number (1 = p1): `_protected`, players whose `f` is
  // an all-in protection (R26); `_mucked`, players whose card-less `sm` is a losing hand left
  // unshown (R27), not a hand given up.
  std::vector<int> protected_players;
  std::vector<int> mucked_players;
  std::optional<std::vector<double>> finishing_stacks;
  std::vector<std::string> players;

  std::size_t player_count() const { return starting_stacks.size(); }
  // "file" or "file [name]": how messages refer to the hand.
  std::string label() const;
};

// A file that cannot be read at all: missing, unreadable, or not TOML (with line and column).
struct PhhFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Parses PHH text; `source` names it in messages. Throws PhhFileError on a TOML syntax error.
std::vector<PhhHand> parse_phh(std::string_view text, const std::string& source);
// Reads a .phh or .phhs file. Throws PhhFileError when the file is missing or not TOML.
std::vector<PhhHand> read_phh_file(const std::filesystem::path& path);

}  // namespace arena::phh
