#pragma once
// What a report reads from standings.json, tables.jsonl and config.json is read, not trusted: a
// missing or odd field shows as 0 or "" (a dash where the page says so), never as an exception.
#include <nlohmann/json.hpp>
#include <string>

namespace arena::report {

inline double json_number(const nlohmann::json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_number() ? j[key].get<double>() : 0.0;
}

inline int json_int(const nlohmann::json& j, const char* key) {
  return static_cast<int>(json_number(j, key));
}

// A string as it is, anything else as JSON; "" when absent.
inline std::string json_text(const nlohmann::json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) return "";
  return j[key].is_string() ? j[key].get<std::string>() : j[key].dump();
}

// The array at `key`, or an empty one.
inline const nlohmann::json& json_list(const nlohmann::json& j, const char* key) {
  static const nlohmann::json kNone = nlohmann::json::array();
  return j.is_object() && j.contains(key) && j[key].is_array() ? j[key] : kNone;
}

}  // namespace arena::report
