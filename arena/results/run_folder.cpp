#include "arena/results/run_folder.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <system_error>

namespace arena {
namespace {

// A run that stopped before its first hand because a bot could not start (standings: no hand,
// the absent bots named, not finished) holds nothing to resume or verify, only the logs of a
// start that failed: a retry under the same name replaces it.
bool stopped_before_first_hand(const std::filesystem::path& root) {
  std::ifstream in(root / "standings.json");
  const nlohmann::json standings = nlohmann::json::parse(in, nullptr, false);
  if (!standings.is_object()) return false;
  const auto absent = standings.find("absent");
  return standings.value("hands", -1) == 0 && !standings.value("finished", true) &&
         absent != standings.end() && absent->is_array() && !absent->empty();
}

}  // namespace

RunFolder RunFolder::create(const std::filesystem::path& results_dir, const std::string& name) {
  RunFolder folder{results_dir / name};
  std::error_code ec;
  std::filesystem::create_directories(results_dir, ec);
  if (ec)
    throw std::runtime_error("cannot create results folder " + results_dir.string() + ": " +
                             ec.message());
  bool made = std::filesystem::create_directory(folder.root, ec);
  if (!made && !ec && stopped_before_first_hand(folder.root)) {
    std::filesystem::remove_all(folder.root, ec);
    if (!ec) made = std::filesystem::create_directory(folder.root, ec);
  }
  if (!made) {
    if (ec)
      throw std::runtime_error("cannot create run folder " + folder.root.string() + ": " +
                               ec.message());
    throw std::runtime_error("run folder " + folder.root.string() +
                             " already exists: choose another --name");
  }
  std::filesystem::create_directories(folder.root / "logs", ec);
  if (ec)
    throw std::runtime_error("cannot create folders in " + folder.root.string() + ": " +
                             ec.message());
  return folder;
}

}  // namespace arena
