#pragma once
// The tables of a report page and the caps of a large field's page: every table fits a wide
// screen, and on a phone each row turns into a block of labelled cells, so that no table is wider
// than the screen (docs/REPORT.md).
#include <cstddef>
#include <string>
#include <vector>

namespace arena::report {

// How much of a large field a page lists and draws (`arena report --top`, `--rows`): past these
// it shows the best (by the standings) and counts the rest ("and 990 more").
struct ReportLimits {
  std::size_t top = 10;   // bots drawn in each chart beside the field's line; names in one list
  std::size_t rows = 50;  // rows of a per-bot table; the standings are always whole
};

// The page width below which a table's rows turn into blocks (px): every phone held upright.
inline constexpr int kStackedBelowPx = 800;

// One row of cells (HTML already escaped).
std::string html_row(const std::vector<std::string>& cells, const char* tag = "td");

// A cell of text that wraps (a list, a note) and reads from the left; "" when there is none, so
// that a stacked row shows no empty label.
std::string wrapped_cell(const std::string& html);

// A table of class `cls` (one per kind of table on a page) with `header` (plain text) over
// `rows` (html_row's). Its style, inline before it, labels each cell with its column's header
// when the rows are stacked (written once per table, not once per cell), and reads the columns
// `text_columns` (1-based: notes, lists, names) from the left; numbers line up on the right.
std::string html_table(const std::vector<std::string>& header, const std::vector<std::string>& rows,
                       const std::string& cls, const std::vector<std::size_t>& text_columns = {});

// " and 990 more" (and `what`, e.g. " bots"); empty when none are left. For a list's end.
std::string and_more(std::size_t more, const std::string& what = "");
// Under a capped table: "<p>And 990 more bots (arena stats lists every one).</p>", or nothing.
std::string more_rows_note(std::size_t more, const std::string& what);

}  // namespace arena::report
