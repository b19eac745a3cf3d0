#include "arena/director/seat_programs.hpp"

#include <algorithm>
#include <filesystem>

#include "arena/process/command_line.hpp"

namespace arena {
namespace {

// The adapters, by the prefix of the bot's command: the program that plays it for it.
struct Adapter {
  std::string_view prefix;
  const char* program;
};
constexpr Adapter kAdapters[] = {{"acpc:", "acpc_adapter"}, {"botpoker:", "botpoker_adapter"}};

const Adapter* adapter_of(const BotEntry& bot) {
  for (const Adapter& a : kAdapters)
    if (bot.command.rfind(a.prefix, 0) == 0) return &a;
  return nullptr;
}

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
  const Adapter* adapter = adapter_of(bot);
  if (adapter == nullptr) return bot.command;
  std::string command = quoted(shipped(adapter->program).string());
  for (const std::string& word : split_command_line(adapted_command(bot)))
    command += " " + quoted(word);
  return command;
}

std::string missing_seat_program(const BotEntry& bot) {
  const Adapter* adapter = adapter_of(bot);
  const char* program = is_human_seat(bot) ? "human" : adapter ? adapter->program : nullptr;
  std::error_code ec;
  if (program == nullptr || std::filesystem::exists(shipped(program), ec)) return "";
  // Said as the user would type it: the build folder relative to where the arena was started.
  const std::filesystem::path path = shipped(program);
  const std::filesystem::path build =
      path.parent_path().parent_path().lexically_proximate(std::filesystem::current_path(ec));
  const std::string plays =
      is_human_seat(bot) ? "the human seat" : "`" + std::string(adapter->prefix) + "` bots";
  return "the program that plays " + plays + ", " + path.string() +
         ", is not built: build it with `cmake --build " + build.string() + " --target " + program +
         "` (scripts/demo builds it with the rest)";
}

std::string adapted_command(const BotEntry& bot) {
  const Adapter* adapter = adapter_of(bot);
  return adapter == nullptr ? bot.command : bot.command.substr(adapter->prefix.size());
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
