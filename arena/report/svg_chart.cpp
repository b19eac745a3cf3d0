#include "arena/report/svg_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace arena::report {
namespace {

constexpr double kWidth = 720, kHeight = 340;
constexpr double kLeft = 64, kRight = 16, kTop = 34, kBottom = 46;

std::string num(double v) {  // a coordinate
  return fixed_text(v, 1);
}

// Round tick values (1, 2 or 5 times a power of ten) covering [lo, hi].
std::vector<double> ticks(double lo, double hi) {
  const double span = hi - lo;
  const double raw = span / 5;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  double step = power;
  for (const double m : {1.0, 2.0, 5.0, 10.0})
    if (raw <= m * power) {
      step = m * power;
      break;
    }
  std::vector<double> out;
  for (double t = std::ceil(lo / step) * step; t <= hi + step * 1e-9 && out.size() < 12; t += step)
    out.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
  return out;
}

std::string tick_label(double v) {
  char buffer[32];
  if (std::abs(v) >= 1e6 || (std::abs(v) < 1e-3 && v != 0))
    std::snprintf(buffer, sizeof buffer, "%.2g", v);
  else
    std::snprintf(buffer, sizeof buffer, "%g", v);
  return buffer;
}

struct Frame {
  double x0, x1, y0, y1;
  double sx(double x) const { return kLeft + (x - x0) / (x1 - x0) * (kWidth - kLeft - kRight); }
  double sy(double y) const {
    return kHeight - kBottom - (y - y0) / (y1 - y0) * (kHeight - kTop - kBottom);
  }
};

std::string open_svg(const std::string& title, const std::string& kind) {
  return "<svg class=\"chart " + kind + "\" viewBox=\"0 0 " + num(kWidth) + " " + num(kHeight) +
         "\" role=\"img\" aria-label=\"" + html_escape(title) + "\"><title>" + html_escape(title) +
         "</title><text x=\"" + num(kLeft) + "\" y=\"20\" class=\"chart-title\">" +
         html_escape(title) + "</text>";
}

std::string axes(const Frame& f, const std::string& x_label, const std::string& y_label,
                 bool x_ticks) {
  std::string out;
  for (const double t : ticks(f.y0, f.y1))
    out += "<line class=\"grid\" x1=\"" + num(kLeft) + "\" x2=\"" + num(kWidth - kRight) +
           "\" y1=\"" + num(f.sy(t)) + "\" y2=\"" + num(f.sy(t)) + "\"/><text class=\"tick\" x=\"" +
           num(kLeft - 6) + "\" y=\"" + num(f.sy(t) + 4) + "\" text-anchor=\"end\">" +
           tick_label(t) + "</text>";
  if (x_ticks)
    for (const double t : ticks(f.x0, f.x1))
      out += "<text class=\"tick\" x=\"" + num(f.sx(t)) + "\" y=\"" + num(kHeight - kBottom + 16) +
             "\" text-anchor=\"middle\">" + tick_label(t) + "</text>";
  out += "<line class=\"axis\" x1=\"" + num(kLeft) + "\" x2=\"" + num(kLeft) + "\" y1=\"" +
         num(kTop) + "\" y2=\"" + num(kHeight - kBottom) + "\"/>";
  out += "<text class=\"label\" x=\"" + num((kLeft + kWidth - kRight) / 2) + "\" y=\"" +
         num(kHeight - 8) + "\" text-anchor=\"middle\">" + html_escape(x_label) + "</text>";
  out += "<text class=\"label\" transform=\"translate(14 " + num((kTop + kHeight - kBottom) / 2) +
         ") rotate(-90)\" text-anchor=\"middle\">" + html_escape(y_label) + "</text>";
  return out;
}

// At most `limit` points of a long series, evenly spaced, the last one kept.
std::vector<std::size_t> sampled(std::size_t n, std::size_t limit) {
  std::vector<std::size_t> out;
  if (n == 0) return out;
  const std::size_t step = std::max<std::size_t>(1, (n + limit - 1) / limit);
  for (std::size_t i = 0; i < n; i += step) out.push_back(i);
  if (out.back() != n - 1) out.push_back(n - 1);
  return out;
}

// What marks a line: a bot's name (data-bot, by which a reader's script or a test finds a bot's
// colour in every chart), or the dashes of the field's average.
std::string bot_attribute(const Series& s) {
  if (!s.field) return " data-bot=\"" + html_escape(s.name) + "\"";
  return s.dashed ? " stroke-dasharray=\"6 4\"" : "";
}

}  // namespace

std::string fixed_text(double value, int digits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
  return buffer;
}

std::string html_escape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string line_chart_svg(const std::string& title, const std::string& x_label,
                           const std::string& y_label, const std::vector<Series>& series) {
  Frame f{std::numeric_limits<double>::max(), std::numeric_limits<double>::lowest(),
          std::numeric_limits<double>::max(), std::numeric_limits<double>::lowest()};
  for (const Series& s : series)
    for (std::size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
      f.x0 = std::min(f.x0, s.x[i]);
      f.x1 = std::max(f.x1, s.x[i]);
      const double lo = i < s.low.size() ? s.low[i] : s.y[i];
      const double hi = i < s.high.size() ? s.high[i] : s.y[i];
      f.y0 = std::min({f.y0, s.y[i], lo});
      f.y1 = std::max({f.y1, s.y[i], hi});
    }
  if (f.x0 > f.x1) f = {0, 1, 0, 1};
  if (f.x1 - f.x0 < 1e-9) f.x1 = f.x0 + 1;
  if (f.y1 - f.y0 < 1e-9) f.y1 = f.y0 + 1;
  std::string out = open_svg(title, "line-chart") + axes(f, x_label, y_label, true);
  for (std::size_t n = 0; n < series.size(); ++n) {
    const Series& s = series[n];
    const std::size_t size = std::min(s.x.size(), s.y.size());
    // 300 points are more than a 720-unit-wide chart shows apart.
    const std::vector<std::size_t> at = sampled(size, 300);
    if (s.low.size() == size && s.high.size() == size && size > 1) {
      std::string band;
      for (const std::size_t i : at) band += num(f.sx(s.x[i])) + "," + num(f.sy(s.high[i])) + " ";
      for (auto i = at.rbegin(); i != at.rend(); ++i)
        band += num(f.sx(s.x[*i])) + "," + num(f.sy(s.low[*i])) + " ";
      out += "<polygon class=\"band\" fill=\"" + s.colour + "\" fill-opacity=\"0.15\" points=\"" +
             band + "\"/>";
    }
    std::string points;
    for (const std::size_t i : at) points += num(f.sx(s.x[i])) + "," + num(f.sy(s.y[i])) + " ";
    out += "<polyline class=\"series\" fill=\"none\" stroke-width=\"2\" stroke=\"" + s.colour +
           "\"" + bot_attribute(s) + " points=\"" + points + "\"><title>" + html_escape(s.name) +
           "</title></polyline>";
  }
  out += "</svg><div class=\"chart-legend\">";
  // Below the chart, in HTML, so that any number of names wraps as the page's width allows.
  for (const Series& s : series)
    out +=
        "<span><i style=\"background:" + s.colour + "\"" +
        (s.field ? std::string(" class=\"field\"") : " data-bot=\"" + html_escape(s.name) + "\"") +
        "></i>" + html_escape(s.name) + "</span>";
  return out + "</div>";
}

std::string interval_chart_svg(const std::string& title, const std::string& unit,
                               const std::vector<Interval>& rows) {
  double lo = 0, hi = 0;
  for (const Interval& r : rows) {
    lo = std::min({lo, r.low, r.value});
    hi = std::max({hi, r.high, r.value});
  }
  if (hi - lo < 1e-9) hi = lo + 1;
  const double row_height = 26;
  const double height = kTop + row_height * static_cast<double>(rows.size()) + 30;
  const double left = 150, right = kWidth - 20;
  const auto sx = [&](double v) { return left + (v - lo) / (hi - lo) * (right - left); };
  std::string out =
      "<svg class=\"chart interval-chart\" viewBox=\"0 0 " + num(kWidth) + " " + num(height) +
      "\" role=\"img\" aria-label=\"" + html_escape(title) + "\"><title>" + html_escape(title) +
      "</title><text x=\"10\" y=\"20\" class=\"chart-title\">" + html_escape(title) + "</text>";
  for (const double t : ticks(lo, hi))
    out += "<line class=\"grid\" x1=\"" + num(sx(t)) + "\" x2=\"" + num(sx(t)) + "\" y1=\"" +
           num(kTop) + "\" y2=\"" + num(height - 24) + "\"/><text class=\"tick\" x=\"" +
           num(sx(t)) + "\" y=\"" + num(height - 10) + "\" text-anchor=\"middle\">" +
           tick_label(t) + "</text>";
  for (std::size_t n = 0; n < rows.size(); ++n) {
    const Interval& r = rows[n];
    const double y = kTop + row_height * (static_cast<double>(n) + 0.5);
    out += "<text class=\"legend\" x=\"" + num(left - 8) + "\" y=\"" + num(y + 4) +
           "\" text-anchor=\"end\">" + html_escape(r.name) + "</text>";
    out += "<line class=\"interval\" stroke-width=\"4\" stroke=\"" + r.colour + "\" data-bot=\"" +
           html_escape(r.name) + "\" x1=\"" + num(sx(r.low)) + "\" x2=\"" + num(sx(r.high)) +
           "\" y1=\"" + num(y) + "\" y2=\"" + num(y) + "\"/>";
    out += "<circle class=\"estimate\" r=\"5\" fill=\"" + r.colour + "\" data-bot=\"" +
           html_escape(r.name) + "\" cx=\"" + num(sx(r.value)) + "\" cy=\"" + num(y) +
           "\"><title>" + html_escape(r.name) + ": " + tick_label(r.value) + " " +
           html_escape(unit) + " (" + tick_label(r.low) + " to " + tick_label(r.high) +
           ")</title></circle>";
  }
  return out + "</svg>";
}

}  // namespace arena::report
