#include "arena/replay/json_difference.hpp"

#include <cmath>
#include <vector>

#include "arena/config/json_fields.hpp"

namespace arena::replay {
namespace {

constexpr std::string_view kMissing = "(missing)";

std::string join(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

// Numbers compare by value, so 2 and 2.0 (a double written as a whole number) are the same.
bool same_scalar(const nlohmann::json& a, const nlohmann::json& b) {
  if (a.is_number() && b.is_number()) {
    if (a.is_number_float() || b.is_number_float())
      return a.get<double>() == b.get<double>() ||
             std::fabs(a.get<double>() - b.get<double>()) <= 1e-9 * std::fabs(b.get<double>());
    if (a.is_number_unsigned() || b.is_number_unsigned()) return a.dump() == b.dump();
    return a.get<std::int64_t>() == b.get<std::int64_t>();
  }
  return a == b;
}

}  // namespace

std::string JsonDifference::describe() const {
  return (path.empty() ? std::string("value") : path) + ": log says " + log + ", replay gives " +
         replay;
}

std::optional<JsonDifference> first_difference(const nlohmann::json& log,
                                               const nlohmann::json& replay,
                                               std::initializer_list<std::string_view> key_order,
                                               const std::string& path) {
  const auto differ = [&](const std::string& at, const nlohmann::json* l, const nlohmann::json* r) {
    return JsonDifference{at, l ? config_detail::show(*l) : std::string(kMissing),
                          r ? config_detail::show(*r) : std::string(kMissing)};
  };
  if (log.is_object() && replay.is_object()) {
    std::vector<std::string> keys;
    for (std::string_view k : key_order)
      if (log.contains(k) || replay.contains(k)) keys.emplace_back(k);
    const auto listed = [&](const std::string& k) {
      for (std::string_view o : key_order)
        if (o == k) return true;
      return false;
    };
    for (const auto& [k, v] : replay.items())
      if (!listed(k)) keys.push_back(k);
    for (const auto& [k, v] : log.items())
      if (!listed(k) && !replay.contains(k)) keys.push_back(k);
    for (const std::string& k : keys) {
      const std::string at = join(path, k);
      const auto l = log.find(k);
      const auto r = replay.find(k);
      if (l == log.end()) return differ(at, nullptr, &*r);
      if (r == replay.end()) return differ(at, &*l, nullptr);
      if (auto d = first_difference(*l, *r, key_order, at)) return d;
    }
    return std::nullopt;
  }
  if (log.is_array() && replay.is_array()) {
    const std::size_t common = std::min(log.size(), replay.size());
    for (std::size_t i = 0; i < common; ++i)
      if (auto d =
              first_difference(log[i], replay[i], key_order, path + "[" + std::to_string(i) + "]"))
        return d;
    if (log.size() != replay.size()) {
      const std::string at = path + "[" + std::to_string(common) + "]";
      return differ(at, log.size() > common ? &log[common] : nullptr,
                    replay.size() > common ? &replay[common] : nullptr);
    }
    return std::nullopt;
  }
  if (!same_scalar(log, replay)) return differ(path, &log, &replay);
  return std::nullopt;
}

}  // namespace arena::replay
