#include "arena/director/human_seat.hpp"

#include <algorithm>
#include <filesystem>

namespace arena {

bool is_human_seat(const BotEntry& bot) {
  return bot.command == "human";
}

std::string human_seat_command() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::filesystem::path program =
      (ec ? std::filesystem::path("build/bin") : self.parent_path()) / "human";
  return "'" + program.string() + "'";
}

TimeRules seat_time_rules(const RunSettings& config, const BotEntry& bot) {
  TimeRules time = config.time;
  if (is_human_seat(bot)) time.decision_ms = std::max(time.decision_ms, time.human_decision_ms);
  return time;
}

bool has_human_seat(const RunSettings& config) {
  return std::any_of(config.bots.begin(), config.bots.end(), is_human_seat);
}

}  // namespace arena
