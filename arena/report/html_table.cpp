#include "arena/report/html_table.hpp"

#include "arena/report/svg_chart.hpp"

namespace arena::report {
namespace {

// `text` as a CSS string's contents: a quote or backslash escaped, and no "<" that could end
// the style element.
std::string css_string(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '"' || c == '\\')
      out += std::string("\\") + c;
    else if (c == '<')
      out += "\\3c ";
    else
      out += c;
  }
  return out;
}

}  // namespace

std::string html_row(const std::vector<std::string>& cells, const char* tag) {
  std::string out = "<tr>";
  for (const std::string& c : cells) out += std::string("<") + tag + ">" + c + "</" + tag + ">";
  return out + "</tr>";
}

std::string wrapped_cell(const std::string& html) {
  return html.empty() ? "" : "<span class=\"wrap\">" + html + "</span>";
}

std::string html_table(const std::vector<std::string>& header, const std::vector<std::string>& rows,
                       const std::string& cls, const std::vector<std::size_t>& text_columns) {
  std::string left;
  for (const std::size_t n : text_columns)
    left += std::string(left.empty() ? "" : ",") + "table." + cls + " th:nth-child(" +
            std::to_string(n) + "),table." + cls + " td:nth-child(" + std::to_string(n) + ")";
  std::string labels;
  for (std::size_t n = 0; n < header.size(); ++n)
    labels += "table." + cls + " td:nth-child(" + std::to_string(n + 1) + ")::before{content:\"" +
              css_string(header[n]) + "\"}";
  std::string out = "<style>" + (left.empty() ? "" : left + "{text-align:left}") +
                    "@media (max-width:" + std::to_string(kStackedBelowPx - 1) + "px){" + labels +
                    "}</style><div class=\"scroll\"><table class=\"fit " + cls + "\"><thead>";
  std::vector<std::string> escaped;
  for (const std::string& h : header) escaped.push_back(html_escape(h));
  out += html_row(escaped, "th") + "</thead><tbody>";
  for (const std::string& r : rows) out += r;
  return out + "</tbody></table></div>";
}

std::string and_more(std::size_t more, const std::string& what) {
  return more == 0 ? "" : " and " + std::to_string(more) + " more" + what;
}

std::string more_rows_note(std::size_t more, const std::string& what) {
  return more == 0 ? ""
                   : "<p class=\"note\">And " + std::to_string(more) + " more " + what + ".</p>";
}

}  // namespace arena::report
