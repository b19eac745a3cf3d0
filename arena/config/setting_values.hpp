#pragma once
// One setting's value checked against its row, from a settings file or from a flag's text, with
// one set of messages for both: each names the setting as the user wrote it.
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "arena/config/setting_rows.hpp"

namespace arena {

// Where a value came from: a file (its path) or the command line.
struct SettingSource {
  std::string name;    // "t.json", "command line"
  bool flags = false;  // true: settings are named by their flags

  // "t.json: time.grace_ms", "command line: --grace-ms".
  std::string label(const SettingRow& row) const;
  // One bot of the list: "t.json: bots[1].name", "command line: --bot #2 name".
  std::string bot_label(std::size_t index, std::string_view part) const;
};

// A value as a settings file holds it, checked against the row (type, bounds, format) and
// returned in its one form: a choice as its word (not an alias), a seed as text. Throws
// ConfigError naming `source` and the setting.
nlohmann::json check_setting_value(const SettingRow& row, const nlohmann::json& value,
                                   const SettingSource& source);

// A flag's texts (several for a repeated flag such as --bot; "true" for a switch) as the value
// a file would hold, then checked as above.
nlohmann::json setting_value_from_flag(const SettingRow& row, const std::vector<std::string>& texts,
                                       const SettingSource& source);

}  // namespace arena
