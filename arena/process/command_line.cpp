#include "arena/process/command_line.hpp"

#include <unistd.h>

#include <cstdlib>
#include <system_error>

namespace arena {

namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string in_quotes(std::string_view s) {
  return "'" + std::string(s) + "'";
}

}  // namespace

std::vector<std::string> split_command_line(std::string_view command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;  // a word may be empty ("" or ''), so track it apart from its text
  std::size_t i = 0;
  const std::size_t n = command.size();
  while (i < n) {
    const char c = command[i];
    if (is_blank(c)) {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
      ++i;
      continue;
    }
    in_word = true;
    if (c == '\'') {
      const std::size_t close = command.find('\'', i + 1);
      if (close == std::string_view::npos) {
        throw BotSpawnError("bot command " + in_quotes(command) +
                            ": unterminated ' quote at column " + std::to_string(i + 1));
      }
      word.append(command.substr(i + 1, close - i - 1));
      i = close + 1;
    } else if (c == '"') {
      std::size_t j = i + 1;
      for (;; ++j) {
        if (j >= n) {
          throw BotSpawnError("bot command " + in_quotes(command) +
                              ": unterminated \" quote at column " + std::to_string(i + 1));
        }
        if (command[j] == '"') break;
        if (command[j] == '\\' && j + 1 < n &&
            (command[j + 1] == '\\' || command[j + 1] == '"' || command[j + 1] == '$' ||
             command[j + 1] == '`')) {
          ++j;
        }
        word.push_back(command[j]);
      }
      i = j + 1;
    } else if (c == '\\') {
      if (i + 1 >= n) {
        throw BotSpawnError("bot command " + in_quotes(command) +
                            ": a lone backslash at the end has nothing to escape");
      }
      word.push_back(command[i + 1]);
      i += 2;
    } else {
      word.push_back(c);
      ++i;
    }
  }
  if (in_word) words.push_back(std::move(word));
  if (words.empty()) throw BotSpawnError("bot command is empty");
  return words;
}

std::filesystem::path find_in_path(const std::string& program) {
  const char* path_env = std::getenv("PATH");
  std::string_view dirs = path_env ? path_env : "/usr/local/bin:/usr/bin:/bin";
  while (true) {
    const std::size_t colon = dirs.find(':');
    std::string_view dir = dirs.substr(0, colon);
    if (dir.empty()) dir = ".";  // an empty PATH entry means the current folder, as in sh
    std::filesystem::path candidate = std::filesystem::path(dir) / program;
    std::error_code ec;
    if (std::filesystem::is_regular_file(candidate, ec) && ::access(candidate.c_str(), X_OK) == 0) {
      return std::filesystem::absolute(candidate, ec);
    }
    if (colon == std::string_view::npos) break;
    dirs.remove_prefix(colon + 1);
  }
  return {};
}

std::vector<std::string> resolve_command(std::vector<std::string> words,
                                         const std::filesystem::path& arena_cwd) {
  if (words.empty()) throw BotSpawnError("bot command is empty");
  std::string& program = words[0];
  if (program.empty()) throw BotSpawnError("bot command: the program name is empty");
  std::error_code ec;
  if (program.find('/') == std::string::npos) {
    const std::filesystem::path found = find_in_path(program);
    if (found.empty()) {
      throw BotSpawnError("bot command: program " + in_quotes(program) + " not found in PATH");
    }
    program = found.string();
  } else {
    std::filesystem::path p(program);
    if (p.is_relative()) p = arena_cwd / p;
    // Asked of the path as written, then normalized: lexically_normal() drops "x/.." whether or
    // not x exists, where the kernel does not.
    const bool exists = std::filesystem::exists(p, ec);
    p = p.lexically_normal();
    if (!exists) {
      throw BotSpawnError("bot command: program " + in_quotes(words[0]) +
                          " does not exist (looked at " + p.string() + ")");
    }
    if (!std::filesystem::is_regular_file(p, ec) || ::access(p.c_str(), X_OK) != 0) {
      throw BotSpawnError("bot command: program " + in_quotes(words[0]) +
                          " is not an executable file (" + p.string() + ")");
    }
    program = p.string();
  }
  for (std::size_t k = 1; k < words.size(); ++k) {
    std::string& w = words[k];
    if (w.empty() || w[0] == '-') continue;
    std::filesystem::path p(w);
    if (p.is_absolute()) continue;
    // As for the program: an argument names a file only if the kernel finds it as written (a
    // word like "@../.." is not "." once "@.." is dropped).
    const std::filesystem::path candidate = arena_cwd / p;
    if (std::filesystem::exists(candidate, ec)) w = candidate.lexically_normal().string();
  }
  return words;
}

}  // namespace arena
