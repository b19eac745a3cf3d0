#pragma once
// A tournament read at scale (docs/REPORT.md), summaries first: the field after each hand
// (players left, the chip leader's stack, the average stack), the best players' chips beside the
// field's average, a line per blind level, a multi-table tournament's rounds, and a mix's results
// by game. However large the field, each draws at most ReportLimits::top bots and lists at most
// ReportLimits::rows rows.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/report/bot_colours.hpp"
#include "arena/report/html_table.hpp"
#include "arena/results/recorded_hand.hpp"

namespace arena::report {

// The field after one hand.
struct FieldPoint {
  int players_left = 0;
  double leader = 0;   // the chip leader's stack
  double average = 0;  // the chips in play over the players left
};

// The field at the end of a blind level.
struct LevelSummary {
  int level = 0;
  int last_hand = 0;  // the hand's number
  FieldPoint field;
  std::string leader;  // the chip leader's name
};

// Follows every entrant's chips over a tournament's hands, in the order they were played (a
// multi-table tournament's hands interleave its tables: a player keeps the stack of its last hand).
class FieldTracker {
 public:
  // `entrants`: every bot, best first (the standings); `charted`: the bots whose chips are drawn.
  FieldTracker(const std::vector<std::string>& entrants, double starting_stack,
               std::vector<std::string> charted);
  void add(const RecordedHand& hand);

  const std::vector<FieldPoint>& points() const { return points_; }  // one per hand
  const std::vector<LevelSummary>& levels() const { return levels_; }
  const std::vector<std::string>& charted() const { return charted_; }
  // A charted bot's stack after each hand.
  const std::vector<double>& chips_of(const std::string& bot) const;
  std::size_t entrants() const { return stack_.size(); }
  double starting_stack() const { return starting_stack_; }

 private:
  double starting_stack_;
  std::map<std::string, double> stack_;
  double in_play_ = 0;
  int out_ = 0;
  std::vector<std::string> charted_;
  std::map<std::string, std::vector<double>> charted_chips_;
  std::vector<FieldPoint> points_;
  std::vector<LevelSummary> levels_;
};

// The field over the hands, each level's line, and the best players' chips with the average.
std::string field_section(const FieldTracker& field, const BotColours& colours,
                          const ReportLimits& limits);

// A multi-table tournament (R48-R53): tables in play over the rounds, and each round that changed
// the field (tables.jsonl's records): who went out (the first ReportLimits::top names), the moves.
// `standings`: standings.json, for the field at the start (its "tables").
std::string tables_section(const std::vector<nlohmann::json>& rounds,
                           const nlohmann::json& standings, const ReportLimits& limits);

// A mix (R44): each bot's net chips and hands in each game, from the `by_game` of `rows` (a run's
// standings or a league's bots, best first); empty when no bot has any.
std::string by_game_section(const nlohmann::json& rows, const ReportLimits& limits);

}  // namespace arena::report
