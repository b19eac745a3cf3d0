#pragma once
// Charts drawn by the arena as inline SVG, so that a report is one file that loads nothing and
// shows its charts with scripts off, on a phone (scaled to the page's width) and on paper.
#include <string>
#include <vector>

namespace arena::report {

// One line of a line chart; `low`/`high`, when given (one per point), draw a band around it.
// `colour`: the bot's (BotColours), so that a bot reads the same in every chart. A line that is
// no bot's (the chip leader's stack, the field's average) is `field`: not tagged as a bot's.
struct Series {
  std::string name;
  std::string colour;
  std::vector<double> x, y;
  std::vector<double> low, high;
  bool field = false;
  bool dashed = false;  // the field's average, told apart from the bots' lines
};

// The chart, then its legend (HTML, below it).
std::string line_chart_svg(const std::string& title, const std::string& x_label,
                           const std::string& y_label, const std::vector<Series>& series);

// One estimate with its interval, drawn as a dot on a bar (standings, ratings).
struct Interval {
  std::string name;
  std::string colour;
  double value = 0, low = 0, high = 0;
};

std::string interval_chart_svg(const std::string& title, const std::string& unit,
                               const std::vector<Interval>& rows);

// Text made safe inside HTML and SVG.
std::string html_escape(const std::string& text);

// `value` with `digits` decimals ("12.35"): every number the report and `arena stats` print.
std::string fixed_text(double value, int digits);

}  // namespace arena::report
