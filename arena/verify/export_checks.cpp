#include "arena/verify/export_checks.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include "arena/replay/logged_hand.hpp"
#include "arena/results/hand_export.hpp"
#include "arena/results/hand_logs.hpp"
#include "arena/results/pokerstars_writer.hpp"

namespace arena::verify {
namespace {

namespace fs = std::filesystem;

std::string whole_file(const fs::path& path, const std::string& missing) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw RunFileError(missing);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The line of `text` that starts at `start` (without its newline).
std::string line_at(const std::string& text, std::size_t start) {
  const std::size_t end = text.find('\n', start);
  return text.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// "hand 3, table 2": the hand whose lines hold `line_start`, from its header line before it and
// its table line anywhere in it. Empty before the first hand.
std::string hand_holding(const std::string& text, std::size_t line_start) {
  static const std::regex phh_header(R"(^\[(\d+)\]$)");
  static const std::regex stars_header(R"(^PokerStars Hand #(\d+):)");
  static const std::regex phh_table(R"(^table = (\d+)$)");
  static const std::regex stars_table(R"(^Table '\d+ (\d+)')");
  std::string hand;
  std::string table;
  std::smatch m;
  for (std::size_t at = 0; at < text.size();) {
    const std::string line = line_at(text, at);
    const bool header =
        std::regex_search(line, m, phh_header) || std::regex_search(line, m, stars_header);
    if (header && at > line_start) break;  // the next hand's: the one holding the line ended
    if (header) {
      // A PokerStars hand number is the run's id times 10^9 plus the hand's (pokerstars_writer).
      const std::string digits = m[1].str();
      hand =
          std::to_string(std::stoll(digits.size() > 9 ? digits.substr(digits.size() - 9) : digits));
      table.clear();
    } else if (std::regex_search(line, m, phh_table) || std::regex_search(line, m, stars_table)) {
      table = m[1].str();
    }
    at += line.size() + 1;
  }
  if (hand.empty()) return "";
  return "hand " + hand + (table.empty() ? "" : ", table " + table);
}

std::string quoted_line(const std::string& text, std::size_t start) {
  if (start >= text.size()) return "the end of the file";
  return "`" + line_at(text, start) + "`";
}

}  // namespace

std::string first_text_difference(const std::string& expected, const std::string& found) {
  const auto [e, f] = std::mismatch(expected.begin(), expected.end(), found.begin(), found.end());
  if (e == expected.end() && f == found.end()) return "";
  const std::size_t at = static_cast<std::size_t>(e - expected.begin());
  // The line holding the first differing byte starts at the same place in both texts.
  const std::size_t start = at == 0 ? 0 : expected.rfind('\n', at - 1) + 1;
  const long line =
      1 + std::count(expected.begin(), expected.begin() + static_cast<long>(start), '\n');
  const std::string hand = hand_holding(expected.size() > start ? expected : found, start);
  return "line " + std::to_string(line) + (hand.empty() ? "" : " (" + hand + ")") + ": expected " +
         quoted_line(expected, start) + ", found " + quoted_line(found, start);
}

PhhLogCheck::PhhLogCheck(const RunConfig& config)
    : run_(phh_run_info(config.settings, config.mode, config.seed_hash)) {}

void PhhLogCheck::add_hand(const nlohmann::json& record) {
  const std::string table = phhs_table(record, run_);
  if (table.empty()) return;  // a game PHH does not define: the run writes nothing for it
  expected_ += table;
  expected_ += '\n';  // as the hand logs append it (JsonlLog: a line each)
}

void PhhLogCheck::check(const fs::path& dir) const {
  const std::string found = whole_file(dir / "hands.phhs",
                                       "hands.phhs: missing (every run writes it beside "
                                       "hands.jsonl)");
  if (const std::string d = first_text_difference(expected_, found); !d.empty())
    throw replay::Mismatch("hands.phhs " + d);
}

int check_pokerstars_export(const fs::path& dir, const fs::path& file) {
  const std::string found = whole_file(file, file.string() + ": cannot read it");
  // The date closes the first line: "... - 2026/11/22 12:00:00 ET".
  static const std::regex date(R"( - (\d{4}/\d\d/\d\d \d\d:\d\d:\d\d) ET$)");
  std::smatch m;
  const std::string first = line_at(found, 0);
  if (!std::regex_search(first, m, date))
    throw replay::Mismatch(file.string() +
                           " line 1: expected a PokerStars hand header ending in its "
                           "date (\"... - YYYY/MM/DD HH:MM:SS ET\"), found `" +
                           first + "`");
  std::ostringstream expected;
  int hands = 0;
  try {
    hands = export_run(dir, ExportFormat::PokerStars, expected, "", m[1].str());
  } catch (const std::exception& e) {
    throw replay::Mismatch(std::string("cannot export the run again: ") + e.what());
  }
  if (const std::string d = first_text_difference(expected.str(), found); !d.empty())
    throw replay::Mismatch(file.string() + " " + d);
  return hands;
}

}  // namespace arena::verify
