#pragma once
// Settings for the config tests (tests/config*_test.cpp): the smallest valid file, a file loaded
// as a sit-and-go's, flags as typed, and a scratch folder.
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "arena/config/run_settings.hpp"
#include "arena/config/settings_layer.hpp"

namespace config_test {

using nlohmann::json;

// The smallest valid config: two bots, everything else defaulted.
inline json minimal() {
  return {{"bots",
           {{{"name", "alice"}, {"command", "build/bin/caller"}},
            {{"name", "bob"}, {"command", "python3 bots/random_bot.py"}}}}};
}

inline arena::RunSettings load_file(const std::filesystem::path& path) {
  return arena::resolve_settings(arena::RunKind::SitAndGo, path, {});
}

// Flags as typed: each flag with its texts (--bot repeated gives several).
using Flags = std::vector<std::pair<std::string, std::vector<std::string>>>;

inline arena::SettingsLayer layer_of(const Flags& flags) {
  arena::SettingsLayer layer;
  for (const auto& [flag, texts] : flags) layer.set_flag(flag, texts);
  return layer;
}

inline arena::RunSettings resolve_flags(const Flags& flags,
                                        const std::optional<std::filesystem::path>& file = {}) {
  return arena::resolve_settings(arena::RunKind::SitAndGo, file, layer_of(flags));
}

inline std::string flag_error(const Flags& flags) {
  try {
    resolve_flags(flags);
  } catch (const arena::ConfigError& e) {
    return e.what();
  }
  return "";
}

inline Flags two_bot_flags() {
  return {{"--bot", {"a=x", "b=y"}}};
}

inline std::filesystem::path temp_dir() {
  auto dir =
      std::filesystem::temp_directory_path() / ("arena_config_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace config_test
