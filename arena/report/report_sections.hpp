#pragma once
// The parts of a report page (report_page.cpp puts them together): each returns an HTML section.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/report/player_stats.hpp"
#include "arena/report/svg_chart.hpp"

namespace arena::report {

// What one pass over the hands gathers for the charts.
struct HandSeries {
  std::vector<std::string> bots;                      // in the order first seen
  std::map<std::string, std::vector<double>> chips;   // sit-and-go: stack after each hand
  std::map<std::string, std::vector<double>> net_bb;  // match: each hand's result, big blinds
  int hands = 0;
};

std::string standings_section(const nlohmann::json& standings);
std::string chips_section(const HandSeries& series);
std::string winnings_section(const HandSeries& series);
// A league: ratings after each game with their 95% intervals, and the head-to-head table.
std::string ratings_section(const std::vector<std::string>& bots,
                            const std::map<std::string, std::vector<Interval>>& by_game);
std::string crosstable_section(const nlohmann::json& standings);
std::string stats_section(const std::vector<PlayerStats>& stats);
std::string times_section(const std::vector<PlayerStats>& stats);
// `hand_texts`: the text of each incident's hand, by its anchor ("hand-3-41").
std::string incidents_section(const std::vector<Incident>& incidents,
                              const nlohmann::json& standings,
                              const std::map<std::string, std::string>& hand_texts);
std::string incident_anchor(int game, int hand);
// A multi-table tournament (R48-R53): players left and tables in play over the rounds, and each
// round that changed the field (tables.jsonl's records): who went out in which place, the moves.
// `standings`: standings.json, for the field at the start (its bots, its "tables").
std::string tables_section(const std::vector<nlohmann::json>& field,
                           const nlohmann::json& standings);

}  // namespace arena::report
