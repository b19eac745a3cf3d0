// An organizer's blind schedule file (schedules/README.md).
// Invariants: accepted or refused with a ConfigError naming the file, nothing else; an accepted
// schedule has 1 to kMaxScheduleLevels levels, each with a positive length and blinds that the
// engine can post (small blind at most the big blind), and it writes back to itself.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <nlohmann/json.hpp>

#include "arena/config/schedule_file.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  poker::Schedule schedule;
  try {
    schedule = arena::parse_schedule_text(text, "fuzz.json", "fuzz");
  } catch (const arena::ConfigError& e) {
    FUZZ_CHECK(std::string_view(e.what()).substr(0, 9) == "fuzz.json");
    return 0;
  }
  FUZZ_CHECK(!schedule.levels.empty());
  FUZZ_CHECK(schedule.levels.size() <= static_cast<std::size_t>(arena::kMaxScheduleLevels));
  for (const poker::Level& level : schedule.levels) {
    FUZZ_CHECK(level.length > 0);
    FUZZ_CHECK(level.small_blind >= 0 && level.small_blind <= level.big_blind);
    FUZZ_CHECK(level.ante >= 0);
  }
  const nlohmann::json written = arena::schedule_to_json(schedule);
  const poker::Schedule again = arena::parse_schedule_text(written.dump(), "written.json");
  FUZZ_CHECK(arena::schedule_to_json(again) == written);
  return 0;
}
