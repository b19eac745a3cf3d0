#pragma once
// The parts of a report page (report_page.cpp puts them together): each returns an HTML section.
// A tournament's field and a mix's results by game are in field_sections.hpp, the faults in
// fault_sections.hpp.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/report/bot_colours.hpp"
#include "arena/report/html_table.hpp"
#include "arena/report/player_stats.hpp"
#include "arena/report/svg_chart.hpp"

namespace arena::report {

// The bots of standings.json, best first: a run's or a match's `standings`, a league's `bots`.
std::vector<std::string> standings_order(const nlohmann::json& standings);

// The standings, whole however large the field: the result of the run.
std::string standings_section(const nlohmann::json& standings, const BotColours& colours,
                              const ReportLimits& limits);
// A match: each charted bot's result of each hand, in big blinds (`net_bb`), summed with a band.
std::string winnings_section(const std::vector<std::string>& charted,
                             const std::map<std::string, std::vector<double>>& net_bb,
                             const BotColours& colours);
// A league: ratings after each game of the charted bots with their 95% intervals, and the
// head-to-head table.
std::string ratings_section(const std::vector<std::string>& charted,
                            const std::map<std::string, std::vector<Interval>>& by_game,
                            const BotColours& colours);
std::string crosstable_section(const nlohmann::json& standings, const ReportLimits& limits);
// Per bot and game, in the standings' `order`, at most ReportLimits::rows rows.
std::string stats_section(const std::vector<PlayerStats>& stats,
                          const std::vector<std::string>& order, const ReportLimits& limits);
// Decision times per bot, and of the whole field when it is larger than the rows shown.
std::string times_section(const std::vector<PlayerStats>& stats,
                          const std::vector<std::string>& order, const BotColours& colours,
                          const ReportLimits& limits);

}  // namespace arena::report
