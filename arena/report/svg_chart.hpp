#pragma once
// Charts drawn by the arena as inline SVG, so that a report is one file that loads nothing and
// shows its charts with scripts off, on a phone (scaled to the page's width) and on paper.
#include <string>
#include <vector>

namespace arena::report {

// One line of a line chart; `low`/`high`, when given (one per point), draw a band around it.
struct Series {
  std::string name;
  std::vector<double> x, y;
  std::vector<double> low, high;
};

// The chart, then its legend (HTML, below it).
std::string line_chart_svg(const std::string& title, const std::string& x_label,
                           const std::string& y_label, const std::vector<Series>& series);

// One estimate with its interval, drawn as a dot on a bar (standings, ratings).
struct Interval {
  std::string name;
  double value = 0, low = 0, high = 0;
};

std::string interval_chart_svg(const std::string& title, const std::string& unit,
                               const std::vector<Interval>& rows);

// The colour of the n-th bot: the same in every chart of a report.
const char* series_colour(std::size_t n);

// Text made safe inside HTML and SVG.
std::string html_escape(const std::string& text);

// `value` with `digits` decimals ("12.35"): every number the report and `arena stats` print.
std::string fixed_text(double value, int digits);

}  // namespace arena::report
