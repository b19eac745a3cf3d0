#pragma once
// Stores and loads of a plain member of RunSettings, for the settings tables' rows. Values reach a
// store already checked against the row (type and bounds), so the conversions cannot fail.
#include <nlohmann/json.hpp>

#include "arena/config/setting_rows.hpp"

namespace arena {

template <auto Member>
void store_member(RunSettings& s, const SettingValue& v) {
  v.value.get_to(s.*Member);
}
template <auto Member>
nlohmann::json load_member(const RunSettings& s) {
  return s.*Member;
}

}  // namespace arena
