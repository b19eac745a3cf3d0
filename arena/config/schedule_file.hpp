#pragma once
// Blind schedule files (schedules/*.json, format in schedules/README.md) into poker::Schedule.
// Every problem is a ConfigError naming the file, the level (1-based) and the field, e.g.
// "schedules/mine.json: level 3: big_blind: must be at least 1, got 0".
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "arena/config/config_error.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {

// Largest chip amount any setting may hold: ten stacks of it still fit easily in 64 bits.
inline constexpr poker::Chips kMaxSettingChips = 1'000'000'000'000;
// Upper bound on the number of levels in one schedule (a typo guard, not a real limit).
inline constexpr int kMaxScheduleLevels = 1000;

// Loads and validates a schedule file. The schedule's name defaults to the file's stem.
poker::Schedule load_schedule_file(const std::filesystem::path& path);

// Parses schedule JSON text; `source` names it in messages (a file name, usually).
poker::Schedule parse_schedule_text(std::string_view text, std::string_view source,
                                    std::string_view default_name = "");

// Validates a parsed JSON schedule object. `where` prefixes messages ("t.json: schedule");
// `default_name` is used when the object has no "name".
poker::Schedule schedule_from_json(const nlohmann::json& object, std::string_view where,
                                   std::string_view default_name);

// One level's fields (small_blind, big_blind, ante, ante_kind, length) with the file format's
// defaults and checks; `where` prefixes messages. A match's fixed blinds are the same fields
// without a length (needs_length false: length 1 unless given).
poker::Level level_from_json(const nlohmann::json& object, std::string_view where,
                             bool needs_length = true);

// The schedule in the file format (every field explicit: small_blind, ante_kind, length).
// schedule_from_json(schedule_to_json(s)) gives back s.
nlohmann::json schedule_to_json(const poker::Schedule& schedule);

// Where a schedule setting points: a bare name without '/' or ".json" ("turbo") means
// schedules/<name>.json (relative to the current directory); anything else is a path as given.
std::filesystem::path resolve_schedule_path(std::string_view setting);

// Loads the schedule a setting names (`--schedule`, "schedule" in a settings file): the file at
// resolve_schedule_path(setting) when there is one; else, when the setting is a shipped
// schedule's name ("turbo") or its path in the repository ("schedules/turbo.json", the default),
// the copy built into the arena (shipped_schedules.hpp), so these work from any folder. Else a
// ConfigError "<where>: schedule file 'schedules/weekly.json' not found (shipped schedules:
// botpoker hyper_turbo standard turbo)".
poker::Schedule load_schedule_setting(std::string_view setting, std::string_view where);

// Names used in the files ("hands"/"orbits", "none"/"every-player"/"big-blind"). The engine has
// its own to_string; these are the config format's spelling, kept here so the format is owned in
// one place.
std::string_view level_unit_name(poker::LevelUnit unit);
std::optional<poker::LevelUnit> parse_level_unit(std::string_view text);
std::string_view ante_kind_name(poker::AnteKind kind);
std::optional<poker::AnteKind> parse_ante_kind(std::string_view text);

}  // namespace arena
