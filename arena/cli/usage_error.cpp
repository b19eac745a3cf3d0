#include "arena/cli/usage_error.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include "arena/config/nearest_name.hpp"

namespace arena::cli {
namespace {

// " (did you mean X?)" when `typed` is a typo of one of `known`, else "".
std::string did_you_mean(std::string_view typed, const std::vector<std::string>& known) {
  const std::vector<std::string_view> names(known.begin(), known.end());
  const auto best = nearest_name(typed, names);
  return best ? " (did you mean " + std::string(*best) + "?)" : "";
}

// The flags --help lists for `cmd` ("--seed", "--help"...): hidden ones belong to another kind
// of run and are refused by name elsewhere, so they are never suggested.
std::vector<std::string> listed_flags(const CLI::App& cmd) {
  std::vector<std::string> flags;
  for (const CLI::Option* option : cmd.get_options()) {
    if (option->get_group().empty()) continue;
    for (const std::string& name : option->get_lnames()) flags.push_back("--" + name);
  }
  return flags;
}

std::string command_list(CLI::App& app) {
  std::string list;
  for (const CLI::App* sub : app.get_subcommands({}))
    list += (list.empty() ? "" : ", ") + sub->get_name();
  return list;
}

std::string unknown_command(CLI::App& app, int argc, const char* const* argv) {
  // The first word that is not a flag is the command the user meant.
  for (int i = 1; i < argc; ++i) {
    const std::string_view word = argv[i];
    if (word.starts_with("-")) continue;
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
    return "arena: '" + std::string(word) + "' is not a command" + did_you_mean(word, names) +
           "; the commands are: " + command_list(app) + " (arena --help)";
  }
  return "arena: a command is needed: " + command_list(app) + " (arena --help)";
}

// What is wrong with the words of `cmd`'s arguments that no flag took: the first unknown flag as
// typed (with the nearest real one), else the first stray word.
std::string unexpected_words(const CLI::App& cmd, int argc, const char* const* argv) {
  const std::vector<std::string> left = cmd.remaining();
  const std::string name = cmd.get_name();
  // A flag typed as --seeed=7 stays one word; its name is before the '='.
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (!word.starts_with("-") || std::find(left.begin(), left.end(), word) == left.end()) continue;
    const std::string flag = word.substr(0, word.find('='));
    return "arena " + name + ": unknown flag " + flag + did_you_mean(flag, listed_flags(cmd)) +
           "; arena " + name + " --help lists the flags";
  }
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word == name || std::find(left.begin(), left.end(), word) == left.end()) continue;
    return "arena " + name + ": '" + word +
           "' is not a flag's value: every setting is given as --FLAG VALUE (quote a value with "
           "spaces; arena " +
           name + " --help lists the flags)";
  }
  return "arena " + name + ": " + std::string(CLI::ExtrasError(left).what());
}

}  // namespace

std::string usage_message(CLI::App& app, const CLI::ParseError& error, int argc,
                          const char* const* argv) {
  const std::vector<CLI::App*> chosen = app.get_subcommands();
  if (chosen.empty()) {
    if (app.remaining_size() > 0 || dynamic_cast<const CLI::RequiredError*>(&error) != nullptr)
      return unknown_command(app, argc, argv);
    return std::string("arena: ") + error.what();
  }
  const CLI::App& cmd = *chosen.front();
  if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr)
    return unexpected_words(cmd, argc, argv);
  return "arena " + cmd.get_name() + ": " + error.what() + " (arena " + cmd.get_name() + " --help)";
}

}  // namespace arena::cli
