// scripts/demo configures the build once and builds before every demo: configuring again must
// not rewrite the files the bots are built from, which rebuilt the bots' precompiled header and
// every bot on each demo.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/paths.hpp"

namespace {

// A setting of this build as its CMakeCache.txt holds it ("" if it holds none).
std::string cached(const std::filesystem::path& build, const std::string& key) {
  std::ifstream cache(build / "CMakeCache.txt");
  for (std::string line; std::getline(cache, line);)
    if (line.rfind(key + ':', 0) == 0) return line.substr(line.find('=') + 1);
  return "";
}

// What CMake's if() takes for false (a number is false only at 0).
bool cmake_false(std::string value) {
  for (char& c : value) c = char(std::toupper(static_cast<unsigned char>(c)));
  if (!value.empty() && value.find_first_not_of("0123456789.") == std::string::npos)
    return std::stod(value) == 0;
  return value.empty() || value == "OFF" || value == "FALSE" || value == "NO" || value == "N" ||
         value == "IGNORE" || value == "NOTFOUND" ||
         (value.size() >= 9 && value.compare(value.size() - 9, 9, "-NOTFOUND") == 0);
}

}  // namespace

TEST_CASE("configuring the build again rewrites none of its generated sources") {
  const std::filesystem::path build = test_paths::bin_dir().parent_path();
  // The evaluator's tables are written by a step of the build, never by configuring.
  std::vector<std::filesystem::path> generated = {build / "generated" /
                                                  "evaluator_tables_data.cpp"};
  // A build that takes its bots ready-made from another (bots/bots.cmake) writes none of theirs.
  if (cached(build, "ARENA_COUNTERPARTIES_FROM").empty()) {
    // The multi-bot programs' tables and sources (bots/multicall/), and the bots' header; with
    // ARENA_UNITY=OFF each sample bot is a program of its own.
    generated.push_back(build / "generated" / "testbot_table.hpp");
    if (!cmake_false(cached(build, "ARENA_UNITY"))) {
      generated.push_back(build / "generated" / "sample_bots_table.hpp");
      generated.push_back(build / "generated" / "sample_bots.cpp");
    }
    generated.push_back(build / "bot_pch.cpp");
  }
  std::vector<std::filesystem::file_time_type> before(generated.size());
  for (std::size_t i = 0; i < generated.size(); ++i) {
    REQUIRE(std::filesystem::exists(generated[i]));
    before[i] = std::filesystem::last_write_time(generated[i]);
  }
  const std::string configure = "cmake -S '" + test_paths::source_dir().string() + "' -B '" +
                                build.string() + "' >/dev/null 2>&1";
  const int status = std::system(configure.c_str());
  REQUIRE(WIFEXITED(status));
  REQUIRE(WEXITSTATUS(status) == 0);
  for (std::size_t i = 0; i < generated.size(); ++i) {
    INFO(generated[i]);
    CHECK(std::filesystem::last_write_time(generated[i]) == before[i]);
  }
}

TEST_CASE("scripts/demo builds the arena and every program in bots/, not only the demo's") {
  // The README's main command is scripts/demo; after it, `arena play` needs build/bin/human and
  // `acpc:` and `botpoker:` bots the adapters. bots/bots.cmake makes each bots/*.cpp a target of
  // its own name (a program, or a link to the sample bots' program): every one must be among
  // the targets the script builds.
  std::ifstream script(test_paths::source_dir() / "scripts" / "demo");
  REQUIRE(script);
  std::stringstream whole;
  whole << script.rdbuf();
  std::string text = whole.str();
  for (auto cont = text.find("\\\n"); cont != std::string::npos; cont = text.find("\\\n"))
    text.replace(cont, 2, " ");  // a command continued on the next line is one line
  const auto build = text.find("\ncmake --build build");
  REQUIRE(build != std::string::npos);
  const auto target = text.find(" --target ", build);
  REQUIRE(target < text.find('\n', build + 1));
  std::istringstream words(text.substr(target + 10, text.find('\n', target) - target - 10));
  std::set<std::string> targets;
  for (std::string w; words >> w && w.rfind('>', 0) != 0;) targets.insert(w);
  CHECK(targets.count("arena") == 1);
  for (const auto& entry : std::filesystem::directory_iterator(test_paths::source_dir() / "bots"))
    if (entry.path().extension() == ".cpp") {
      INFO(entry.path());
      CHECK(targets.count(entry.path().stem().string()) == 1);
    }
}
