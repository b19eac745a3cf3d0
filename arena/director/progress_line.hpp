#pragma once
// The live progress line of a run on a terminal: hands played, level, players left. Redrawn at
// most ten times a second, so it costs nothing next to the hands.
#include <chrono>

#include "engine/sit_and_go.hpp"

namespace arena {

class ProgressLine {
 public:
  explicit ProgressLine(bool enabled) : enabled_(enabled) {}
  bool enabled() const { return enabled_; }  // figures need not be gathered when off
  void update(int hands, int level_number, const poker::Level& level, int players_left);
  void done();  // ends the line

 private:
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace arena
