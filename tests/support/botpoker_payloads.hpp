#pragma once
// The payloads a botpoker test bot received, read back from its stderr log: both the C++ test
// server (tests/bots/botpoker_server.cpp) and the express bot (tests/bots/botpoker_express/)
// write each POST /bet body there as one line, `payload {...}`.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "arena_runner.hpp"

namespace test_arena {

inline std::vector<nlohmann::json> botpoker_payloads(const std::filesystem::path& stderr_log) {
  std::vector<nlohmann::json> out;
  std::istringstream in(read_file(stderr_log));
  for (std::string line; std::getline(in, line);)
    if (line.rfind("payload ", 0) == 0) out.push_back(nlohmann::json::parse(line.substr(8)));
  return out;
}

}  // namespace test_arena
