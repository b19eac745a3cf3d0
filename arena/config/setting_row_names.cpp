// How a setting row is found and named: by its key or its flag, and in the words --help and
// docs/CONFIG.md print (its default, its value's name, which runs take it). The table of rows
// itself is setting_rows.cpp.
#include <string>

#include "arena/config/setting_rows.hpp"

namespace arena {

using nlohmann::json;

std::string_view SettingRow::field() const {
  const auto dot = key.find('.');
  return dot == std::string_view::npos ? key : key.substr(dot + 1);
}

std::string_view SettingRow::group() const {
  const auto dot = key.find('.');
  return dot == std::string_view::npos ? std::string_view() : key.substr(0, dot);
}

const SettingRow* find_setting_by_key(std::string_view key) {
  for (const SettingRow& row : setting_rows())
    if (row.key == key) return &row;
  return nullptr;
}

const SettingRow* find_setting_by_flag(std::string_view flag) {
  for (const SettingRow& row : setting_rows())
    if (row.flag == flag) return &row;
  return nullptr;
}

std::string shown_default(const SettingRow& row, RunKind kind) {
  // A fresh name's prefix is the kind's ("sng-", "match-", "league-"): shown from the one place
  // that makes it, with the time stamp and the random part as a pattern.
  if (row.type == SettingType::Name) {
    const std::string fresh = default_run_name(kind);
    return fresh.substr(0, fresh.find('-') + 1) + "YYYYMMDD-HHMMSS-xxxxxx";
  }
  if (kind == RunKind::Match && !row.match_default_shown.empty())
    return std::string(row.match_default_shown);
  if (!row.default_shown.empty()) return std::string(row.default_shown);
  const RunSettings defaults = default_settings(kind);
  const json value = row.load(defaults);
  return value.is_string() && !value.get<std::string>().empty() ? value.get<std::string>()
                                                                : value.dump();
}

std::string flag_value_name(const SettingRow& row) {
  switch (row.type) {
    case SettingType::Integer:
      return "N";
    case SettingType::Folder:
      return "DIR";
    case SettingType::Name:
      return "NAME";
    case SettingType::Bots:
      return "NAME=COMMAND";
    case SettingType::Paths:
      return "PATH";
    case SettingType::Points:
      return "P1,P2,...";
    case SettingType::Schedule:
      return "NAME|FILE";
    case SettingType::Choice: {
      std::string words;
      for (const SettingChoice& choice : row.choices)
        words += (words.empty() ? "" : "|") + std::string(choice.word);
      return words;
    }
    case SettingType::Game:
      return "GAME|horse|8-game|mix:GAME,...";
    case SettingType::Number:
      return "X";
    case SettingType::Pair:
      return "A,B";
    case SettingType::Shard:
      return "I/N";
    case SettingType::Listen:
      return "[ADDR:]PORT";
    case SettingType::Text:
    case SettingType::Seed:
    case SettingType::Switch:
      break;
  }
  return "TEXT";
}

std::string kinds_phrase(unsigned kinds) {
  if (kinds == kSitAndGoOnly) return "a sit-and-go's (arena run)";
  if (kinds == kMatchOnly) return "a match's (arena match)";
  if (kinds == kLeagueOnly) return "a league's (arena league)";
  if (kinds == kSitAndGoAndLeague) return "a sit-and-go's and a league's (arena run, arena league)";
  return "every run's";
}

}  // namespace arena
