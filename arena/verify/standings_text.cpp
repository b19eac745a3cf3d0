#include "arena/verify/standings_text.hpp"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace arena::verify {
namespace {

using nlohmann::json;

std::string text_of(const json& row, const char* key) {
  if (!row.is_object() || !row.contains(key)) return "?";
  const json& v = row[key];
  if (v.is_string()) return v.get<std::string>();
  if (v.is_null()) return "-";
  if (v.is_number_float()) {
    char out[32];
    std::snprintf(out, sizeof out, "%.2f", v.get<double>());
    return out;
  }
  return v.dump();
}

std::string how_it_ended(const json& standings) {
  const auto flag = [&](const char* key) {
    return standings.contains(key) && standings[key].is_boolean() && standings[key].get<bool>();
  };
  std::string absent;
  if (standings.contains("absent") && standings["absent"].is_array())
    for (const json& name : standings["absent"])
      if (name.is_string()) absent += (absent.empty() ? "" : ", ") + name.get<std::string>();
  if (!absent.empty()) return "stopped before its first hand: " + absent + " could not start";
  if (flag("interrupted")) return "interrupted";
  if (!flag("finished")) return "not finished";
  if (standings.contains("ended_early") && standings["ended_early"].is_string())
    return "finished early: " + standings["ended_early"].get<std::string>();
  return "finished";
}

}  // namespace

std::string standings_text(const json& standings) {
  const bool match = standings.value("mode", "") == "match";
  std::string out = "Run " + text_of(standings, "tournament") + " (" + text_of(standings, "mode") +
                    "): " + text_of(standings, "hands") + " hands, " + how_it_ended(standings) +
                    "\n";
  std::vector<json> rows;
  if (standings.contains("standings") && standings["standings"].is_array())
    for (const json& row : standings["standings"])
      if (row.is_object()) rows.push_back(row);
  std::size_t width = 4;
  for (const json& row : rows) width = std::max(width, text_of(row, "name").size());
  const int w = static_cast<int>(width);
  const char* result = match ? "chips won" : "points";
  const char* second = match ? "bb/100" : "chips";
  char line[512];
  std::snprintf(line, sizeof line, "%-5s %-*s %10s %10s %6s %8s %6s  %s\n", "place", w, "bot",
                result, second, "hands", "timeouts", "errors", "ended");
  out += line;
  for (const json& row : rows) {
    std::snprintf(
        line, sizeof line, "%-5s %-*s %10s %10s %6s %8s %6s  %s\n", text_of(row, "place").c_str(),
        w, text_of(row, "name").c_str(), text_of(row, match ? "chips_won" : "points").c_str(),
        text_of(row, match ? "bb_per_100" : "chips").c_str(),
        text_of(row, match ? "hands" : "hands_played").c_str(), text_of(row, "timeouts").c_str(),
        text_of(row, "protocol_errors").c_str(), text_of(row, "ended").c_str());
    out += line;
  }
  for (const json& row : rows) {
    const std::string name = text_of(row, "name");
    if (row.contains("note") && row["note"].is_string() && !row["note"].get<std::string>().empty())
      out += "  " + name + ": " + row["note"].get<std::string>() + "\n";
    if (row.contains("errors") && row["errors"].is_array())
      for (const json& e : row["errors"])
        if (e.is_string()) out += "  " + name + " error: " + e.get<std::string>() + "\n";
  }
  return out;
}

}  // namespace arena::verify
