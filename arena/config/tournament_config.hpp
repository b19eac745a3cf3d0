#pragma once
// Settings of one sit-and-go run: from a JSON file (`arena run --config t.json`), from command-line
// flags, or both (flags override the file, field by field). The result is fully resolved: every
// default applied, the blind schedule loaded, everything validated. to_json() gives the resolved
// settings for results/<run>/config.json, and that file loads back to the same settings.
// Every problem is a ConfigError naming the source, the field and what is wrong, e.g.
// "t.json: bots[2].name: 'alice' is already used by bots[0]".
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "arena/config/config_error.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {

inline constexpr int kMinBots = 2;
inline constexpr int kMaxBots = poker::kMaxPlayers;  // 10
inline constexpr std::size_t kMaxBotNameLength = 32;
inline constexpr std::size_t kMaxRunNameLength = 100;

struct BotEntry {
  std::string name;     // [A-Za-z0-9_.-], 1..32 characters, unique (ignoring case) in a run
  std::string command;  // the command line that starts the bot; not empty
  bool operator==(const BotEntry&) const = default;
};

// All in milliseconds except timeouts_in_a_row.
struct TimeRules {
  int decision_ms = 1000;     // per `act` answer
  int time_bank_ms = 0;       // per bot per tournament, drawn on when a decision runs over
  int startup_ms = 10000;     // for the start-up handshake
  int timeouts_in_a_row = 3;  // then the bot is no longer waited for; 0 = always wait
  int grace_ms = 2000;        // after `bye`, before the process is killed
  bool operator==(const TimeRules&) const = default;
};

struct TournamentConfig {
  std::string name;         // run name = results sub-folder; default "sng-YYYYMMDD-HHMMSS-xxxxxx"
  std::string description;  // free text, kept in config.json
  std::vector<BotEntry> bots;  // 2..10
  poker::Chips starting_stack = 1500;
  std::string schedule_file = "schedules/standard.json";  // where `schedule` came from; empty
                                                          // when it was given inline
  poker::Schedule schedule;                               // loaded and validated
  poker::Structure structure = poker::Structure::NoLimit;
  TimeRules time;
  std::string seed;            // empty: draw one from the operating system
  std::vector<double> points;  // by place; empty: the default table (N - place)
  int hand_limit = 0;          // 0: none
  std::string results_dir = "results";
  std::int64_t stderr_cap_bytes = 1 << 20;  // per bot
};

// One layer of settings where every field is optional: the command line's flags (and, inside
// the loader, the config file). Values are checked when applied, with messages naming `source`.
struct ConfigOverrides {
  std::optional<std::string> name;
  std::optional<std::string> description;
  std::optional<std::vector<BotEntry>> bots;  // replaces the file's list as a whole
  std::optional<poker::Chips> starting_stack;
  std::optional<std::string> schedule;  // path, or a shipped schedule's name ("turbo")
  // A schedule given as a value rather than a file (a match's one level of fixed blinds); a
  // `schedule` path in the same layer wins.
  std::optional<poker::Schedule> fixed_schedule;
  std::optional<poker::Structure> structure;
  std::optional<int> decision_ms;
  std::optional<int> time_bank_ms;
  std::optional<int> startup_ms;
  std::optional<int> timeouts_in_a_row;
  std::optional<int> grace_ms;
  std::optional<std::string> seed;
  std::optional<std::vector<double>> points;
  std::optional<int> hand_limit;
  std::optional<std::string> results_dir;
  std::optional<std::int64_t> stderr_cap_bytes;
};

// The whole resolution for `arena run`: the file's settings (when a path is given), then the
// flags on top, then defaults for the rest; loads the schedule and validates everything,
// including 2..10 bots. `source` names the flags in messages.
TournamentConfig resolve_config(const std::optional<std::filesystem::path>& config_file,
                                const ConfigOverrides& flags,
                                std::string_view source = "command line");

// The same from a config file's already-parsed JSON object (`file_source` names it in messages):
// for settings files that hold more than a tournament's fields (a match's), whose own fields the
// caller has taken out first.
TournamentConfig resolve_config_json(const nlohmann::json& object, std::string_view file_source,
                                     const ConfigOverrides& flags,
                                     std::string_view source = "command line");

// A config file alone (it must name the bots). Same as resolve_config(path, {}).
TournamentConfig load_config_file(const std::filesystem::path& path);
// Config JSON text; `source` names it in messages (relative schedule paths are still relative to
// the current directory).
TournamentConfig parse_config_text(std::string_view text, std::string_view source);

// Flags on top of already-resolved settings; reloads the schedule if it changed and validates
// the result again.
TournamentConfig apply_overrides(TournamentConfig config, const ConfigOverrides& overrides,
                                 std::string_view source = "command line");

// Checks a whole config (as built by hand, say); the loaders above already do this.
void validate_config(const TournamentConfig& config, std::string_view source = "settings");

// The resolved settings, every field explicit, the schedule inline with its levels (and "file"),
// the points table as used. Loads back (parse_config_text) to the same settings.
nlohmann::json to_json(const TournamentConfig& config);

// A fresh run name: "sng-YYYYMMDD-HHMMSS-" plus 6 random hex digits (local time).
std::string default_run_name();

// Helpers for the command line:
// "alice=python3 bots/random_bot.py" -> {alice, python3 bots/random_bot.py}.
BotEntry parse_bot_flag(std::string_view text, std::string_view source = "--bot");
// "no-limit" | "pot-limit" | "fixed-limit" (also "nl", "pl", "fl").
poker::Structure parse_structure(std::string_view text, std::string_view source = "--structure");
std::string_view structure_name(poker::Structure structure);
// "10,6,3,1" -> {10, 6, 3, 1}.
std::vector<double> parse_points_list(std::string_view text, std::string_view source = "--points");
// The default points table for `entrants` players: place k earns entrants - k (sdk/PROTOCOL.md;
// same as poker::default_points).
std::vector<double> default_points_table(int entrants);

}  // namespace arena
