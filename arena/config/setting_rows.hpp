#pragma once
// Every setting of every kind of run, one row each (setting_rows.cpp): its name in a settings
// file, its flag, the kinds of run that have it, what values it takes, its help, and how it is
// stored in RunSettings and written back to config.json. Everything else is derived from the
// rows: the file reader and its unknown-field check, the flags of `arena run` and `arena match`
// with their help, the layering of flags over a file, the checks and their messages, config.json,
// and the test that docs/CONFIG.md lists every row.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "arena/config/run_settings.hpp"

namespace arena {

// What values a setting takes, in a file and as a flag's text.
enum class SettingType {
  Integer,   // a whole number in [min, max]
  Text,      // any string
  Folder,    // a string that is not empty
  Name,      // a run name: letters, digits, '_', '.', '-', not starting with '.', 1..100 chars
  Choice,    // one of `choices` (or an alias of one); stored as the choice's word
  Switch,    // true or false; its flag takes no value and means true
  Bots,      // [{"name", "command"}], 2..10 of them; the flag NAME=COMMAND, repeated
  Points,    // numbers by place, never increasing; the flag "10,6,3,1"
  Paths,     // [path, ...], none empty; the flag one path, repeated
  Seed,      // text of up to 1024 characters, or a non-negative whole number (its decimal text)
  Schedule,  // a schedule file's path or a shipped schedule's name, or (file only) one inline
  Number,    // a number in [min, max]
  Pair,      // two different bot names; the flag "A,B"
  Shard,     // "I/N": part I of a league dealt out to N parts (LeagueShard)
  Game,      // one of `choices` (a game's word), or a mix: horse, 8-game, mix:GAME[/STRUCTURE],...
  Listen,    // where a page is served: "[ADDR:]PORT" (LiveAddress)
};

// The kinds of run that have a setting, as bits.
inline constexpr unsigned kSitAndGoOnly = 1u << static_cast<unsigned>(RunKind::SitAndGo);
inline constexpr unsigned kMatchOnly = 1u << static_cast<unsigned>(RunKind::Match);
inline constexpr unsigned kLeagueOnly = 1u << static_cast<unsigned>(RunKind::League);
// A sit-and-go's settings are a league's too: its games are sit-and-gos.
inline constexpr unsigned kSitAndGoAndLeague = kSitAndGoOnly | kLeagueOnly;
inline constexpr unsigned kEveryRun = kSitAndGoOnly | kMatchOnly | kLeagueOnly;

struct SettingChoice {
  std::string_view word;   // as stored and written: "no-limit"
  std::string_view alias;  // also accepted when read: "nl"; may be empty
};

// A setting's value as a file holds it (checked, a choice as its word, a seed as text), and
// where the user gave it, for messages: "t.json: time.grace_ms", "command line: --grace-ms".
struct SettingValue {
  nlohmann::json value;
  std::string where;
};

struct SettingRow {
  std::string_view key;   // in a settings file; "time.grace_ms" is "grace_ms" inside "time"
  std::string_view flag;  // "--grace-ms"
  SettingType type;
  unsigned kinds;  // kSitAndGoOnly, kMatchOnly, kLeagueOnly, kSitAndGoAndLeague or kEveryRun
  std::string_view help;
  std::int64_t min = 0, max = 0;                // Integer, Number
  std::span<const SettingChoice> choices = {};  // Choice
  std::string_view choice_noun = {};            // Choice: "unknown <noun> 'x' (expected ...)"
  std::string_view default_shown = {};          // help's default when not load(defaults)
  std::string_view match_default_shown = {};    // the same for a match, when it differs
  // Puts a checked value into the settings; null for the match's blinds, which are read
  // together as one schedule level when the settings are resolved.
  void (*store)(RunSettings&, const SettingValue&) = nullptr;
  // The setting's value in config.json; null: not written (an unset min_bet).
  nlohmann::json (*load)(const RunSettings&) = nullptr;

  bool applies_to(RunKind kind) const { return (kinds & (1u << static_cast<unsigned>(kind))) != 0; }
  // The key inside its group ("grace_ms") and the group ("time"; empty at the top level).
  std::string_view field() const;
  std::string_view group() const;
};

std::span<const SettingRow> setting_rows();
// How each bot process runs (bot_process_setting_rows.cpp): after the run's own rows.
std::span<const SettingRow> bot_process_setting_rows();
// A league's own rows (league_setting_rows.cpp), the last of setting_rows().
std::span<const SettingRow> league_setting_rows();
const SettingRow* find_setting_by_key(std::string_view key);
const SettingRow* find_setting_by_flag(std::string_view flag);

// The default a command's --help shows for the row: its default_shown (for the kind), else its
// value in the kind's default settings ("1000", "no-limit", "\"\"").
std::string shown_default(const SettingRow& row, RunKind kind);

// What the flag takes, for --help: "N", "NAME=COMMAND", "no-limit|pot-limit|fixed-limit".
std::string flag_value_name(const SettingRow& row);

// "a sit-and-go's (arena run)", "a match's (arena match)", "a league's (arena league)"...: the
// kinds a setting belongs to.
std::string kinds_phrase(unsigned kinds);

}  // namespace arena
