// Every ruling of docs/RULES.md has a test named after it: some tests/*.cpp holds a
// TEST_CASE("R<n> ...") for each ruling "- R<n> ..." that the page defines. Standard library and
// doctest only, so it stays cheap to build.
#include <doctest/doctest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "tests/support/paths.hpp"

namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The ruling number written at `pos` and followed by a space, as in "R16 odd chip": -1 if none.
int ruling_number_at(const std::string& s, std::size_t pos) {
  int n = 0;
  std::size_t end = pos;
  while (end < s.size() && end - pos < 3 && std::isdigit(static_cast<unsigned char>(s[end])))
    n = n * 10 + (s[end++] - '0');
  return end > pos && end < s.size() && s[end] == ' ' ? n : -1;
}

// Ruling numbers defined in docs/RULES.md: lines that start with "- R<n> ".
std::set<int> rulings_defined(const std::string& rules) {
  std::set<int> found;
  std::istringstream lines(rules);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("- R", 0) != 0) continue;
    if (const int n = ruling_number_at(line, 3); n >= 0) found.insert(n);
  }
  return found;
}

// Ruling numbers that name a test case: TEST_CASE("R<n> ...") (the first number only).
void add_tested_rulings(const std::string& source, std::set<int>& tested) {
  static const std::string prefix = "TEST_CASE(\"R";
  for (std::size_t at = source.find(prefix); at != std::string::npos;
       at = source.find(prefix, at + 1)) {
    if (const int n = ruling_number_at(source, at + prefix.size()); n >= 0) tested.insert(n);
  }
}

}  // namespace

TEST_CASE("every ruling in docs/RULES.md has a TEST_CASE named after it") {
  const std::filesystem::path root = test_paths::source_dir();
  const std::set<int> rulings = rulings_defined(read_text(root / "docs/RULES.md"));
  REQUIRE_MESSAGE(!rulings.empty(), "no \"- R<n> \" ruling lines found in docs/RULES.md");

  std::set<int> tested;
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(root / "tests")) {
    if (!entry.is_regular_file() || entry.path().extension() != ".cpp") continue;
    add_tested_rulings(read_text(entry.path()), tested);
    ++files;
  }
  REQUIRE(files > 0);

  std::string missing;
  for (const int n : rulings) {
    if (tested.count(n) == 0) missing += (missing.empty() ? "R" : ", R") + std::to_string(n);
  }
  INFO("rulings without a TEST_CASE(\"R<n> ...\") in tests/*.cpp: " << missing);
  CHECK(missing.empty());
}

TEST_CASE("the ruling and test-name scanners read only exact R<n> prefixes") {
  const std::set<int> defined =
      rulings_defined("- R1 one\n- R12 twelve\n  - R3 indented\n- R4: colon\n- Rx none\n");
  CHECK(defined == std::set<int>{1, 12});

  std::set<int> tested;
  add_tested_rulings(
      "TEST_CASE(\"R1 a\") TEST_CASE(\"R12 R14 b\") TEST_CASE(\"R2x c\") TEST_CASE(\"other R5 d\")",
      tested);
  CHECK(tested == std::set<int>{1, 12});
}
