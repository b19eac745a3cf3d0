// The layers of the source only look down: a file includes only project headers of its own folder
// or of a folder below it in kLayers (docs/ARCHITECTURE.md, "Targets and layers", draws the same
// order). A folder not in the list fails the test, so a new folder takes its place on purpose.
// Standard library and doctest only, so it stays cheap to build.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/support/paths.hpp"

namespace {

namespace fs = std::filesystem;

// From the bottom up. engine is the rules (no I/O); arena/cli is the program's front door.
constexpr std::array<std::string_view, 15> kLayers = {
    "engine", "config", "protocol", "process", "results", "phh", "replay", "director",
    "league", "verify", "report",   "live",    "check",   "cli", "main"};

// A source file's layer: "engine" for engine/..., the first folder under arena/ otherwise, and
// "main" for arena/main.cpp.
std::string layer_of(const fs::path& relative) {
  auto part = relative.begin();
  const std::string top = part->string();
  if (top != "arena") return top;
  ++part;
  const std::string second = part->string();
  return std::next(part) == relative.end() ? "main" : second;
}

int rank_of(std::string_view layer) {
  const auto* found = std::find(kLayers.begin(), kLayers.end(), layer);
  return found == kLayers.end() ? -1 : static_cast<int>(found - kLayers.begin());
}

// The project headers a file includes, as written: "arena/director/match.hpp", "engine/hand.hpp".
std::vector<std::string> project_includes(const fs::path& file) {
  std::vector<std::string> found;
  std::ifstream in(file);
  std::string line;
  constexpr std::string_view kInclude = "#include \"";
  while (std::getline(in, line)) {
    if (line.rfind(kInclude, 0) != 0) continue;
    const std::size_t end = line.find('"', kInclude.size());
    if (end == std::string::npos) continue;
    const std::string header = line.substr(kInclude.size(), end - kInclude.size());
    if (header.rfind("arena/", 0) == 0 || header.rfind("engine/", 0) == 0) found.push_back(header);
  }
  return found;
}

bool is_source(const fs::path& path) {
  const std::string ext = path.extension().string();
  return ext == ".cpp" || ext == ".hpp" || ext == ".h";
}

}  // namespace

TEST_CASE("every include of engine/ and arena/ looks down the layers") {
  const fs::path root = test_paths::source_dir();
  int files = 0;
  for (const std::string_view top : {"engine", "arena"}) {
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root / top)) {
      if (!entry.is_regular_file() || !is_source(entry.path())) continue;
      ++files;
      const fs::path relative = fs::relative(entry.path(), root);
      const std::string from = layer_of(relative);
      INFO(relative.string());
      REQUIRE_MESSAGE(rank_of(from) >= 0, "folder '" << from << "' is not in kLayers");
      for (const std::string& header : project_includes(entry.path())) {
        const std::string to = layer_of(fs::path(header));
        INFO("includes " << header);
        CHECK_MESSAGE(rank_of(to) >= 0, "folder '" << to << "' is not in kLayers");
        CHECK_MESSAGE(rank_of(to) <= rank_of(from), relative.string()
                                                        << " (" << from << ") includes " << header
                                                        << " (" << to << "), a layer above it");
      }
    }
  }
  CHECK(files > 100);  // the walk found the source tree
}
