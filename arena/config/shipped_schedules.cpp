#include "arena/config/shipped_schedules.hpp"

namespace arena {

const ShippedSchedule* find_shipped_schedule(std::string_view name) {
  for (const auto& schedule : shipped_schedules())
    if (schedule.name == name) return &schedule;
  return nullptr;
}

std::string shipped_schedule_names() {
  std::string names;
  for (const auto& schedule : shipped_schedules()) {
    if (!names.empty()) names += ' ';
    names += schedule.name;
  }
  return names;
}

}  // namespace arena
