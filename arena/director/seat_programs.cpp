#include "arena/director/seat_programs.hpp"

#include <algorithm>
#include <filesystem>

#include "arena/process/command_line.hpp"

namespace arena {
namespace {

constexpr std::string_view kAcpcPrefix = "acpc:";

// A program shipped beside the arena's own executable.
std::filesystem::path shipped(const char* program) {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  return (ec ? std::filesystem::path("build/bin") : self.parent_path()) / program;
}

// A word quoted for the arena's command-line reader: '...', a ' inside written as '\''.
std::string quoted(const std::string& word) {
  std::string out = "'";
  for (const char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

std::string seat_command(const BotEntry& bot) {
  if (is_human_seat(bot)) return human_seat_command();
  if (bot.command.rfind(kAcpcPrefix, 0) != 0) return bot.command;
  std::string command = quoted(shipped("acpc_adapter").string());
  for (const std::string& word : split_command_line(bot.command.substr(kAcpcPrefix.size())))
    command += " " + quoted(word);
  return command;
}

bool is_human_seat(const BotEntry& bot) {
  return bot.command == "human";
}

std::string human_seat_command() {
  return quoted(shipped("human").string());
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
