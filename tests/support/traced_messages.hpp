#pragma once
// The messages the arena wrote to a bot, read back from its protocol trace (`--trace`,
// logs/<bot>.trace: docs/LOGS.md): each line the arena sent is marked `-> `.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "arena_runner.hpp"

namespace test_arena {

// Every JSON object in one trace file the arena wrote to its bot, in order.
inline std::vector<nlohmann::json> messages_in_trace(const std::filesystem::path& trace) {
  std::vector<nlohmann::json> out;
  std::istringstream in(read_file(trace));
  for (std::string line; std::getline(in, line);) {
    const auto arrow = line.find("-> ");
    if (arrow == std::string::npos) continue;  // a line the bot wrote, or a note
    auto m = nlohmann::json::parse(line.substr(arrow + 3), nullptr, false);
    if (m.is_object()) out.push_back(std::move(m));
  }
  return out;
}

// What the arena sent to `bot` in a run played with --trace.
inline std::vector<nlohmann::json> messages_to(const RunResult& r, const std::string& bot) {
  return messages_in_trace(r.dir / "logs" / (bot + ".trace"));
}

}  // namespace test_arena
