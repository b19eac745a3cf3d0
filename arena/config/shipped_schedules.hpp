#pragma once
// The blind schedules shipped in schedules/*.json, built into the arena (CMake embeds each
// file's text: arena/config/shipped_schedules.cmake), so `--schedule turbo` and the default
// schedule work from any folder, not only from the repository.
#include <span>
#include <string>
#include <string_view>

namespace arena {

struct ShippedSchedule {
  std::string_view name;  // the file's stem: "turbo"
  std::string_view text;  // the file's JSON text as it was at build time
};

// Every shipped schedule, sorted by name.
std::span<const ShippedSchedule> shipped_schedules();

// The shipped schedule of that name ("turbo"), or nullptr.
const ShippedSchedule* find_shipped_schedule(std::string_view name);

// The names, sorted and separated by spaces: "botpoker hyper_turbo standard turbo".
std::string shipped_schedule_names();

}  // namespace arena
