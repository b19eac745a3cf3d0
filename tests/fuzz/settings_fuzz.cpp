// An organizer's settings file (`arena run --config`, `arena match --config`, config.json).
// Invariants: a file is accepted or refused with a ConfigError naming it, nothing else; an
// accepted one has every integer setting within its row's bounds, 2 to 10 bots at a table (a
// match's every bot; a sit-and-go or league of more draws tables of at most 10), and its
// config.json (to_json) reads back to the same settings.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

#include "arena/config/run_settings.hpp"
#include "arena/config/setting_rows.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  arena::RunSettings settings;
  try {
    settings = arena::parse_settings_text(text, "fuzz.json");
  } catch (const arena::ConfigError& e) {
    FUZZ_CHECK(std::string_view(e.what()).substr(0, 9) == "fuzz.json");
    return 0;
  }
  FUZZ_CHECK(settings.bot_count() >= 2 && settings.bot_count() <= arena::kMaxLeagueBots);
  FUZZ_CHECK(settings.table_size() >= 2 && settings.table_size() <= 10);
  if (settings.kind == arena::RunKind::Match) FUZZ_CHECK(settings.bot_count() <= 10);
  for (const arena::SettingRow& row : arena::setting_rows()) {
    if (row.type != arena::SettingType::Integer || !row.applies_to(settings.kind) || !row.load)
      continue;
    const nlohmann::json value = row.load(settings);
    if (value.is_null()) continue;
    FUZZ_CHECK(value.get<std::int64_t>() >= row.min && value.get<std::int64_t>() <= row.max);
  }
  const nlohmann::json written = arena::to_json(settings);
  const arena::RunSettings again = arena::parse_settings_text(written.dump(), "config.json");
  FUZZ_CHECK(arena::to_json(again) == written);
  return 0;
}
