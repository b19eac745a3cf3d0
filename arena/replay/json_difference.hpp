#pragma once
// The first place where a logged JSON value and the value re-derived from the seed differ, as a
// path a person can follow ("stacks[2].stack") and both values. Object keys are visited in a
// caller-given order first (so the earliest fact of a hand is reported, not the alphabetically
// first), then the rest in key order.
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace arena::replay {

struct JsonDifference {
  std::string path;  // e.g. "players[1].hole[0]"; empty for the whole value
  std::string log;   // the logged value, shown; "(missing)" when absent
  std::string replay;
  // "stacks[2].stack: log says 1450, replay gives 1500"
  std::string describe() const;
};

// `key_order`: keys compared first, at every level, in this order.
std::optional<JsonDifference> first_difference(
    const nlohmann::json& log, const nlohmann::json& replay,
    std::initializer_list<std::string_view> key_order = {}, const std::string& path = {});

}  // namespace arena::replay
