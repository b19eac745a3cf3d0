#pragma once
// The live progress line of a run on a terminal: hands played (of how many, for a match), the
// pace in hands a second, the time left at that pace (a match), the level and players left (a
// tournament). Redrawn at most ten times a second, so it costs nothing next to the hands.
#include <chrono>
#include <string>

#include "engine/sit_and_go.hpp"

namespace arena {

// The figures of the progress line.
struct ProgressFigures {
  int hands = 0;
  int level_number = 1;
  poker::Level level;
  int players_left = 0;
  int hands_planned = 0;  // a match's --hands; 0: not known in advance (a tournament)
  int tables = 0;         // a multi-table tournament's tables in play; 0: one table
  bool bubble = false;    // a multi-table tournament on the bubble (R53)
};

// "0h01m05s": a time left, as the league's progress line shows it too.
std::string duration_text(double seconds);

// The line's text after `seconds` of play, e.g. a match's
// "hand 120 of 1000  240 hands/s  0h00m03s left  blinds 50/100".
std::string progress_text(const ProgressFigures& figures, double seconds);

class ProgressLine {
 public:
  explicit ProgressLine(bool enabled) : enabled_(enabled) {}
  bool enabled() const { return enabled_; }  // figures need not be gathered when off
  void update(const ProgressFigures& figures);
  void done();  // ends the line

 private:
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace arena
