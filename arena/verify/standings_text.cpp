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
  return out + by_game_text(standings.contains("standings") ? standings["standings"] : json());
}

std::string by_game_text(const json& rows) {
  if (!rows.is_array()) return "";
  // The games in the order first met (the rotation's), each with its structure.
  std::vector<std::string> games;
  const auto game_of = [](const json& g) {
    return text_of(g, "game") + " " + text_of(g, "structure");
  };
  std::size_t width = 3;
  for (const json& row : rows) {
    if (!row.is_object() || !row.contains("by_game") || !row["by_game"].is_array()) continue;
    width = std::max(width, text_of(row, "name").size());
    for (const json& g : row["by_game"])
      if (std::find(games.begin(), games.end(), game_of(g)) == games.end())
        games.push_back(game_of(g));
  }
  if (games.empty()) return "";
  std::string out = "Results by game (net chips, and hands dealt in that game):\n";
  const auto cell = [](std::string text, std::size_t w) {
    return text.size() < w ? std::string(w - text.size(), ' ') + text : text;
  };
  std::vector<std::size_t> widths;
  std::string header = "bot" + std::string(width - 3, ' ');
  for (const std::string& g : games) {
    widths.push_back(std::max<std::size_t>(g.size(), 16));
    header += "  " + cell(g, widths.back());
  }
  out += header + "\n";
  for (const json& row : rows) {
    if (!row.is_object() || !row.contains("by_game") || !row["by_game"].is_array()) continue;
    const std::string name = text_of(row, "name");
    std::string line = name + std::string(width - name.size(), ' ');
    for (std::size_t n = 0; n < games.size(); ++n) {
      std::string value = "-";
      for (const json& g : row["by_game"])
        if (game_of(g) == games[n]) {
          const bool won = g.contains("net") && g["net"].is_number() && g["net"].get<double>() > 0;
          value = (won ? "+" : "") + text_of(g, "net") + " (" + text_of(g, "hands") + ")";
        }
      line += "  " + cell(value, widths[n]);
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace arena::verify
