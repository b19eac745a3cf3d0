#pragma once
// Where the tests find the source tree (set by CMake) and the built programs: the bin folder the
// test program itself runs from, as every program of a build is linked into one: each build
// links its own test programs, the plain build from the sanitizer build's test code
// (tests/shared_test_code.cmake), so that code finds the arena under test either way.
#include <cstdlib>
#include <filesystem>
#include <string>

namespace test_paths {
inline std::filesystem::path source_dir() {
  return ARENA_SOURCE_DIR;
}
inline std::filesystem::path bin_dir() {
  static const std::filesystem::path dir =
      std::filesystem::read_symlink("/proc/self/exe").parent_path();
  return dir;
}
inline std::string bin(const std::string& name) {
  return (bin_dir() / name).string();
}
// Whether the arena under test is the sanitizer build's, where a program runs several times
// slower and the heaviest cases play less: said by CTest there (tests/tests.cmake), at run time,
// since the same compiled test code runs in both passes (tests_programs', tests_arena's and
// tests_process's objects). Run by hand, a test there plays its full workload unless
// ARENA_TEST_SANITIZED is set.
inline bool sanitized() {
  return std::getenv("ARENA_TEST_SANITIZED") != nullptr;
}
}  // namespace test_paths
