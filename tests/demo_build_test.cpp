// scripts/demo configures the build once and builds before every demo: configuring again must
// not rewrite the files the bots are built from, which rebuilt the bots' precompiled header and
// every bot on each demo.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "support/paths.hpp"

TEST_CASE("configuring the build again rewrites none of its generated sources") {
  const std::filesystem::path build = test_paths::bin_dir().parent_path();
  const std::filesystem::path generated[] = {build / "bot_pch.cpp",
                                             build / "generated" / "testbot_table.hpp"};
  std::filesystem::file_time_type before[2];
  for (int i = 0; i < 2; ++i) {
    REQUIRE(std::filesystem::exists(generated[i]));
    before[i] = std::filesystem::last_write_time(generated[i]);
  }
  const std::string configure = "cmake -S '" + test_paths::source_dir().string() + "' -B '" +
                                build.string() + "' >/dev/null 2>&1";
  const int status = std::system(configure.c_str());
  REQUIRE(WIFEXITED(status));
  REQUIRE(WEXITSTATUS(status) == 0);
  for (int i = 0; i < 2; ++i) {
    INFO(generated[i]);
    CHECK(std::filesystem::last_write_time(generated[i]) == before[i]);
  }
}
