#pragma once
// The settings of one run, whatever its kind (a sit-and-go with `arena run`, a match with
// `arena match`): one type for every kind, read from a JSON file, from command-line flags, or
// both (a flag overrides the file's value for that one setting). Every setting is one row of
// arena/config/setting_rows.cpp (its JSON name, flag, bounds, default and help); reading, layering,
// checking, config.json and the flags are all derived from those rows.
//
// The result is fully resolved: every default applied, the blind schedule loaded (a match: its
// one level of fixed blinds), everything validated. Every problem is a ConfigError naming the
// source and the setting as the user wrote it, e.g. "t.json: bots[2].name: 'alice' is already
// used by bots[0]" or "command line: --decision-ms: must be at least 1, got 0".
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "arena/config/config_error.hpp"
#include "arena/config/table_rules.hpp"
#include "arena/config/time_rules.hpp"
#include "engine/game_mix.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {

inline constexpr int kMinBots = 2;
inline constexpr int kMaxBots = poker::kMaxPlayers;  // 10, at one table
inline constexpr int kMaxLeagueBots = 1000;          // a league's pool, 10 at a time at a table
inline constexpr std::size_t kMaxBotNameLength = 32;
inline constexpr std::size_t kMaxRunNameLength = 100;
// Without a starting_stack setting, each hand of a match starts 200 big blinds deep (as the
// annual computer poker competition's no-limit events do).
inline constexpr int kDefaultStackInBigBlinds = 200;

// The kinds of run. A setting row says which kinds have it. A league is many sit-and-gos: it has
// every sit-and-go setting (each game is played with them) and its own.
enum class RunKind { SitAndGo, Match, League };
// "sit-and-go" / "match" / "league": as messages name the kind.
std::string_view run_kind_name(RunKind kind);
// "a sit-and-go's", "a match's", "a league's".
std::string kind_possessive(RunKind kind);

// Limits on each bot's processes under the sandbox (docs/SECURITY.md); 0 = none.
struct BotLimitSettings {
  std::int64_t memory_mb = 2048;     // its whole tree's memory
  std::int64_t processes = 256;      // processes and threads
  std::int64_t file_size_mb = 1024;  // the largest file, and the size of its folder and /tmp
  std::int64_t open_files = 1024;    // per process
  std::int64_t cpu_seconds = 0;      // per process, over the whole run
  bool operator==(const BotLimitSettings&) const = default;
};

// The limits by their key in a settings file ("limits.memory_mb"; a bot's "limits" object).
struct BotLimitKey {
  std::string_view key;
  std::int64_t BotLimitSettings::*member;
};
inline constexpr BotLimitKey kBotLimitKeys[] = {{"memory_mb", &BotLimitSettings::memory_mb},
                                                {"processes", &BotLimitSettings::processes},
                                                {"file_size_mb", &BotLimitSettings::file_size_mb},
                                                {"open_files", &BotLimitSettings::open_files},
                                                {"cpu_seconds", &BotLimitSettings::cpu_seconds}};

struct BotEntry {
  std::string name;     // [A-Za-z0-9_.-], 1..32 characters, unique (ignoring case) in a run
  std::string command;  // the command line that starts the bot; not empty
  // Its own settings, over the run's: environment variables it gets besides PATH, HOME, LANG
  // and TMPDIR; limits (only those given, by key: "memory_mb"...); paths shown read-only in
  // the sandbox besides the run's `read_only`.
  std::map<std::string, std::string> env = {};
  std::map<std::string, std::int64_t> limits = {};
  std::vector<std::string> read_only = {};
  bool operator==(const BotEntry&) const = default;
};

// A league's own settings (docs/LEAGUE.md). How many games run at once is not among them: it
// changes how a league is carried out, never what is played (the `--concurrency` flag).
// A part of a league played on its own, anywhere (`arena league --shard I/N`, docs/LEAGUE.md):
// shard I of N plays games I, I+N, I+2N, ... Every game costs the same on average, so dealing
// them out in turn balances the shards' work within one game, and any prefix of the league's
// games (what finishes first) is spread over every shard alike.
struct LeagueShard {
  int index = 0;  // 1..count; 0: the whole league
  int count = 0;
  bool whole() const { return count == 0; }
  bool plays(int game) const { return whole() || (game - 1) % count == index - 1; }
  int games_of(int league_games) const {
    return whole() ? league_games : league_games / count + (index <= league_games % count ? 1 : 0);
  }
  std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
  // "2/3"; nothing unless 1 <= I <= N <= kMaxShards.
  static std::optional<LeagueShard> parse(std::string_view text);
  bool operator==(const LeagueShard&) const = default;
};
inline constexpr int kMaxShards = 100'000;

// Where `--live` serves a run's page while it plays (docs/LIVE.md): "PORT" on 127.0.0.1, or
// "ADDR:PORT" ("[v6]:PORT") on a numeric address; port 0 takes any free port (printed).
struct LiveAddress {
  std::string address = "127.0.0.1";
  int port = 0;
  // Only 127.0.0.1 is private to the machine's users: anywhere else the whole page needs the
  // organizer's token.
  bool loopback() const { return address == "127.0.0.1"; }
  // Nothing unless the text is one of the forms above with a port 0..65535.
  static std::optional<LiveAddress> parse(std::string_view text);
};

struct LeagueSettings {
  int games = 0;                  // sit-and-gos in all, rotations included; required
  bool rotations = false;         // every draw played once per seat rotation on the same deals
  std::vector<std::string> sprt;  // {A, B}: stop once the SPRT of A against B decides
  double elo0 = 0, elo1 = 5;      // the SPRT's hypotheses, in Elo
  std::string continue_from;      // a finished league whose final ratings this one starts from
  LeagueShard shard;              // the games this folder plays: all, or one shard's
  // A bot that faults (crashes, never starts, is no longer waited for: R35) in this many of its
  // games in a row is left out of the rest of the league; 0: never (docs/LEAGUE.md).
  int quarantine_after = 3;
  bool operator==(const LeagueSettings&) const = default;
};

// A league of more than 10 bots seats this many at each table unless told otherwise.
inline constexpr int kDefaultLeagueTableSize = 6;
// `arena run` seats this many at each table unless told otherwise (R48), or
// kDefaultLeagueTableSize for a game that seats fewer.
inline constexpr int kDefaultRunTableSize = 9;

struct RunSettings {
  RunKind kind = RunKind::SitAndGo;
  // Shared by every kind.
  std::string name;            // run name = results sub-folder; default "<kind>-YYYYMMDD-..."
  std::string description;     // free text, kept in config.json
  std::vector<BotEntry> bots;  // 2..10 (a league, or a multi-table sit-and-go: 2..1000)
  // Seats at each table (--table-size), resolved from the bots and the game when not given. A
  // league draws its tables of this size; a sit-and-go with more bots than this is a multi-table
  // tournament (R48).
  int seats_per_table = kDefaultRunTableSize;
  poker::Chips starting_stack = 1500;                      // a match: 200 big blinds unless set
  poker::Structure structure = poker::Structure::NoLimit;  // unless given: the game's default
  poker::GameId game = poker::GameId::Holdem;              // a mix: its first game
  poker::GameMix mix;  // --game horse, 8-game, mix:...: the rotation (R44); empty otherwise
  TimeRules time;
  TableRules table;  // R25-R27
  std::string seed;  // empty: draw one from the operating system
  std::string results_dir = "results";
  std::int64_t stderr_cap_bytes = 1 << 20;  // per bot
  bool sandbox = false;                     // each bot under bubblewrap (docs/SECURITY.md)
  bool allow_absent = false;           // play on when a bot cannot start (else stop before hand 1)
  bool trace = false;                  // each bot's protocol lines in logs/<bot>.trace
  bool no_timings = false;             // hands.jsonl and standings without measured times
  bool faulted_rank_last = false;      // R35: faulted_bots "rank-last" (else "as-eliminated")
  BotLimitSettings limits;             // every bot's, unless its entry says otherwise
  std::vector<std::string> read_only;  // paths every sandboxed bot may read
  // --live [ADDR:]PORT as given (LiveAddress::parse); empty: no live page.
  std::string live;
  // A sit-and-go's. A match's schedule is its one level of fixed blinds (name "fixed").
  std::string schedule_file = "schedules/standard.json";  // where `schedule` came from; empty
                                                          // when it was given inline
  poker::Schedule schedule;                               // loaded and validated
  std::vector<double> points;  // by place; empty: the default table (N - place)
  int hand_limit = 0;          // 0: none
  // A match's.
  int hands = 1000;  // hands played in all, rotations included
  poker::Level blinds{50, 100, 0, poker::AnteKind::None, 1000};
  bool duplicate = false;  // every deal once per seat rotation
  // A league's.
  LeagueSettings league;

  int bot_count() const { return static_cast<int>(bots.size()); }
  // Players at one table: every bot, or a league's table size, or a multi-table's.
  int table_size() const {
    if (kind == RunKind::League) return seats_per_table;
    return kind == RunKind::SitAndGo && multi_table() ? seats_per_table : bot_count();
  }
  // A sit-and-go with more bots than seats at a table: one multi-table tournament (R48).
  bool multi_table() const {
    return kind == RunKind::SitAndGo && seats_per_table > 0 && bot_count() > seats_per_table;
  }
  // A match's hands played with each deal: one per seat rotation when duplicate, else one.
  int rotations() const { return duplicate ? bot_count() : 1; }
  int deals() const { return hands / rotations(); }
  // A bot's limits: the run's, with the ones its entry gives instead.
  BotLimitSettings limits_of(const BotEntry& bot) const;
};

// The defaults of a kind before any setting is read (a league: the sandbox on).
RunSettings default_settings(RunKind kind);

class SettingsLayer;  // arena/config/settings_layer.hpp

// The whole resolution for a command: the file's settings (when a path is given), then the flags
// on top, then defaults for the rest; loads the schedule and validates everything.
RunSettings resolve_settings(RunKind kind, const std::optional<std::filesystem::path>& file,
                             const SettingsLayer& flags);

// The same from a settings object already parsed (`source` names it in messages), with
// optional flags on top: the way tests and programs build settings from JSON.
RunSettings settings_from_json(RunKind kind, const nlohmann::json& object, std::string_view source);
RunSettings settings_from_json(RunKind kind, const nlohmann::json& object, std::string_view source,
                               const SettingsLayer& flags);

// Settings JSON text, such as a run's config.json; the kind is its "mode" ("match"; none: a
// sit-and-go). `source` names it in messages.
RunSettings parse_settings_text(std::string_view text, std::string_view source);

// Checks settings built by hand (a benchmark's, say), as if they were read from a file.
void validate_settings(const RunSettings& settings, std::string_view source = "settings");

// The resolved settings, every field of the kind explicit (a sit-and-go: the schedule inline with
// its levels and "file", the points table as used; a match: "mode": "match" and its blinds).
// parse_settings_text gives back the same settings.
nlohmann::json to_json(const RunSettings& settings);

// A fresh run name: "sng-" (a match: "match-", a league: "league-"), "YYYYMMDD-HHMMSS-" in local
// time, and 6 random hex digits, so runs started in the same second still differ.
std::string default_run_name(RunKind kind = RunKind::SitAndGo);

// "no-limit", "pot-limit", "fixed-limit".
std::string_view structure_name(poker::Structure structure);

}  // namespace arena
