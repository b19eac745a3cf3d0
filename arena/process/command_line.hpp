#pragma once
// Turning a bot's command line (as a user writes it in a settings file) into an argv.
//
// The arena does not run bots through a shell: a shell would hide "command not found" behind an
// exit code 127 and add a process between the arena and the bot. Instead the string is split
// here with the familiar shell quoting rules, a subset that covers what bot commands need:
//   - words are separated by spaces/tabs/newlines;
//   - '...' keeps everything literally (no escapes inside);
//   - "..." keeps spaces; inside it a backslash escapes only  \  "  $  `  (else it stays);
//   - outside quotes a backslash makes the next character literal;
//   - no variables, globs, pipes or redirections (such characters are just characters).
// An unterminated quote or a trailing lone backslash is an error naming the position.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arena {

// A bad bot command line or a bot that cannot be started; what() names the command and why.
class BotSpawnError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Splits `command` into words; throws BotSpawnError on bad quoting or when there is no word.
std::vector<std::string> split_command_line(std::string_view command);

// `program` (a name without '/') looked up in PATH as a shell does: the first executable file,
// as an absolute path; empty when there is none.
std::filesystem::path find_in_path(const std::string& program);

// Makes the command runnable from the bot's own working folder:
//   - word 0 (the program): with a '/', it is a path relative to `arena_cwd` (made absolute);
//     without one, it is looked up in PATH like a shell would;
//   - later words that are not options (do not start with '-') and name an existing file or
//     folder relative to `arena_cwd` are made absolute ("python3 bots/random_bot.py").
// Throws BotSpawnError when the program does not exist or is not executable.
std::vector<std::string> resolve_command(std::vector<std::string> words,
                                         const std::filesystem::path& arena_cwd);

}  // namespace arena
