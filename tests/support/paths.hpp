#pragma once
// Where the tests find the source tree and the built programs (set by CMake).
#include <filesystem>
#include <string>

namespace test_paths {
inline std::filesystem::path source_dir() {
  return ARENA_SOURCE_DIR;
}
inline std::filesystem::path bin_dir() {
  return ARENA_BIN_DIR;
}
inline std::string bin(const std::string& name) {
  return (bin_dir() / name).string();
}
}  // namespace test_paths
