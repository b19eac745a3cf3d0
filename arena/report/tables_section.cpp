// A multi-table tournament's field on the report page, from tables.jsonl (docs/LOGS.md).
#include "arena/report/report_sections.hpp"

namespace arena::report {
namespace {

using nlohmann::json;

int whole(const json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : 0;
}

std::string listed(const json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}

}  // namespace

std::string tables_section(const std::vector<json>& field, const json& standings) {
  Series left{"players left", {}, {}, {}, {}}, tables{"tables in play", {}, {}, {}, {}};
  if (standings.contains("standings") && standings["standings"].is_array()) {  // the start
    left.x.push_back(0);
    left.y.push_back(static_cast<double>(standings["standings"].size()));
    tables.x.push_back(0);
    tables.y.push_back(whole(standings, "tables"));
  }
  std::string rows;
  int balance = 0, broken = 0;
  for (const json& r : field) {
    const double round = whole(r, "round");
    left.x.push_back(round);
    left.y.push_back(whole(r, "players_left"));
    tables.x.push_back(round);
    tables.y.push_back(whole(r, "tables"));
    std::string out;
    if (r.contains("eliminated") && r["eliminated"].is_array())
      for (const json& e : r["eliminated"])
        out += (out.empty() ? "" : ", ") + html_escape(listed(e, "name")) + " (" +
               std::to_string(whole(e, "place")) + ", table " + std::to_string(whole(e, "table")) +
               ")";
    int moves = 0;
    if (r.contains("moves") && r["moves"].is_array())
      for (const json& m : r["moves"]) {
        ++moves;
        balance += listed(m, "reason") == "balance" ? 1 : 0;
      }
    std::string what = moves == 0 ? "" : std::to_string(moves) + " moved";
    if (r.contains("broken") && r["broken"].is_array() && !r["broken"].empty()) {
      broken += static_cast<int>(r["broken"].size());
      what += std::string(what.empty() ? "" : "; ") + "tables " + r["broken"].dump() + " broken";
    }
    if (r.value("final_table", false)) what += "; the final table, redrawn";
    if (r.value("bubble", false)) what += std::string(what.empty() ? "" : "; ") + "on the bubble";
    rows += "<tr><td>" + std::to_string(whole(r, "round")) + "</td><td>" +
            std::to_string(whole(r, "last_hand")) + "</td><td>" +
            std::to_string(whole(r, "players_left")) + "</td><td>" + out + "</td><td>" +
            html_escape(what) + "</td></tr>";
  }
  return "<section id=\"tables\"><h2>Tables</h2><p>" + std::to_string(balance) +
         " players moved to balance the tables, " + std::to_string(broken) +
         " tables broken (R51, R52).</p>" +
         line_chart_svg("The field over the rounds", "round", "players, tables", {left, tables}) +
         "<div class=\"scroll\"><table class=\"field\"><thead><tr><th>round</th><th>last "
         "hand</th><th>players left</th><th>out (place, table)</th><th>moves</th></tr></thead>"
         "<tbody>" +
         rows + "</tbody></table></div></section>";
}

}  // namespace arena::report
