#pragma once
// Shared pieces of the JSON settings loaders (tournament config, blind schedules): reading a file
// with line/column syntax errors, typed field access with range checks, and rejecting unknown
// fields (with a "did you mean" hint) so a typo never silently falls back to a default.
// Every failure throws ConfigError whose message starts with `where`, e.g.
// "t.json: time.decision_ms: must be at least 1, got 0".
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "arena/config/config_error.hpp"

namespace arena::config_detail {

// Settings files are small; anything bigger is a mistake (a log passed as a config, say).
inline constexpr std::uintmax_t kMaxSettingsFileBytes = 4u << 20;
// Settings nest three or four levels; far deeper input is garbage (and costly to walk).
inline constexpr int kMaxSettingsDepth = 64;

// Reads and parses a JSON file. `what` names the kind of file in messages ("schedule file").
nlohmann::json read_json_file(const std::filesystem::path& path, std::string_view what);
// Parses JSON text; `source` names it in messages. Rejects duplicate keys in an object.
nlohmann::json parse_json_text(std::string_view text, std::string_view source);

// A short, single-line rendering of a JSON value for error messages.
std::string show(const nlohmann::json& value);
// JSON type name as a user would say it: "a string", "a number", "an object"...
std::string_view type_phrase(const nlohmann::json& value);

[[noreturn]] void fail(std::string_view where, std::string_view message);

// Throws naming the first key of `object` not in `known`, with the closest known name as a hint.
void reject_unknown_fields(const nlohmann::json& object,
                           std::initializer_list<std::string_view> known, std::string_view where);
void reject_unknown_fields(const nlohmann::json& object, std::span<const std::string_view> known,
                           std::string_view where);

// Whole numbers in [min, max]. Accepts 20 and 20.0, rejects 20.5, "20", true.
std::int64_t get_integer(const nlohmann::json& value, std::string_view where, std::int64_t min,
                         std::int64_t max);
// Checks an already-typed value against the same bounds with the same messages.
std::int64_t check_range(std::int64_t value, std::string_view where, std::int64_t min,
                         std::int64_t max);
std::string get_string(const nlohmann::json& value, std::string_view where);
double get_number(const nlohmann::json& value, std::string_view where);

}  // namespace arena::config_detail
