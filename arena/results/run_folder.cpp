#include "arena/results/run_folder.hpp"

#include <stdexcept>
#include <system_error>

namespace arena {

RunFolder RunFolder::create(const std::filesystem::path& results_dir, const std::string& name) {
  RunFolder folder{results_dir / name};
  std::error_code ec;
  std::filesystem::create_directories(results_dir, ec);
  if (ec)
    throw std::runtime_error("cannot create results folder " + results_dir.string() + ": " +
                             ec.message());
  if (!std::filesystem::create_directory(folder.root, ec)) {
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
