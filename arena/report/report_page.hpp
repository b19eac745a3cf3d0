#pragma once
// `arena report`: one self-contained HTML page of a run, a match or a league (docs/REPORT.md):
// standings with their intervals, charts drawn as inline SVG, player statistics, decision times,
// what went wrong (each hand linked to its text), the settings, the seed's commitment and
// whether the run verifies. Nothing in it is loaded from elsewhere (its style and one small
// script are inline, its charts inline SVG), and its Content-Security-Policy refuses anything else.
#include <filesystem>
#include <string>

#include "arena/report/html_table.hpp"

namespace arena::report {

// The page for the results folder `dir`. Throws std::runtime_error naming the file it cannot
// read. `threads`: games verified at once in a league; `limits`: how much of a large field it
// lists and draws.
std::string report_html(const std::filesystem::path& dir, unsigned threads = 1,
                        const ReportLimits& limits = {});

// Writes report_html(dir) to `out` (atomically); returns its size in bytes.
std::size_t write_report(const std::filesystem::path& dir, const std::filesystem::path& out,
                         unsigned threads = 1, const ReportLimits& limits = {});

}  // namespace arena::report
