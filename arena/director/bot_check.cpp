#include "arena/director/bot_check.hpp"

#include "arena/director/seat_programs.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>

#include "arena/process/command_line.hpp"
#include "arena/process/sandbox.hpp"

namespace arena {
namespace {

namespace fs = std::filesystem;

constexpr const char* kScriptSuffixes[] = {".py",  ".sh",  ".rb", ".pl", ".js",
                                           ".lua", ".jar", ".r",  ".jl", ".php"};
constexpr const char* kInterpreters[] = {"python", "python3", "python2", "pypy3", "bash", "sh",
                                         "node",   "ruby",    "perl",    "lua",   "java"};

bool names_a_script(const std::string& word) {
  const std::string ext = fs::path(word).extension().string();
  for (const char* s : kScriptSuffixes)
    if (ext == s) return true;
  return false;
}

bool is_interpreter(const std::string& program) {
  const std::string name = fs::path(program).filename().string();
  for (const char* i : kInterpreters)
    if (name == i || name.rfind(std::string(i) + ".", 0) == 0) return true;
  return false;
}

fs::path home_folder() {
  const char* home = std::getenv("HOME");
  return home != nullptr && *home != '\0' ? fs::path(home).lexically_normal() : fs::path();
}

// What a script runs: its `#!` interpreter (through `env`, the program env finds) and any
// absolute path an `exec` line of it starts (a shim's real program). Empty for a binary.
std::vector<fs::path> what_it_runs(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::string head(4096, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  std::vector<fs::path> out;
  if (head.rfind("#!", 0) != 0) return out;
  const std::string first = head.substr(2, head.find('\n') - 2);
  std::vector<std::string> words;
  try {
    words = split_command_line(first);
  } catch (const std::exception&) {
    return out;
  }
  if (words.empty()) return out;
  if (fs::path(words[0]).filename() == "env") {
    out.push_back(words[0]);
    for (std::size_t i = 1; i < words.size(); ++i)
      if (words[i][0] != '-' && words[i].find('=') == std::string::npos) {
        if (fs::path p = find_in_path(words[i]); !p.empty()) out.push_back(p);
        break;
      }
  } else {
    out.push_back(words[0]);
  }
  // exec "/abs/path" or exec /abs/path, as shims and wrapper scripts run their program.
  for (std::size_t at = head.find("exec "); at != std::string::npos;
       at = head.find("exec ", at + 5)) {
    std::size_t start = at + 5;
    while (start < head.size() && (head[start] == ' ' || head[start] == '"')) ++start;
    if (start >= head.size() || head[start] != '/') continue;
    std::size_t end = start;
    while (end < head.size() && head[end] != '"' && head[end] != ' ' && head[end] != '\n') ++end;
    out.emplace_back(head.substr(start, end - start));
  }
  return out;
}

std::string why_unseen(const fs::path& path, const fs::path& home, const fs::path& results) {
  const auto under = [&](const fs::path& folder) {
    if (folder.empty()) return false;
    const auto [f, p] = std::mismatch(folder.begin(), folder.end(), path.begin(), path.end());
    return f == folder.end();
  };
  if (under(home))
    return "it is under " + home.string() +
           ", the home folder of the user running the arena, "
           "which bots never see";
  if (under(results)) return "it is in the results folder, which bots never see";
  return "it is outside the folders the sandbox shows (the system's /usr and /etc, the folders "
         "of the program and of the files on its command line, and the --read-only paths)";
}

// The folder to show read-only for `path`: below the home folder, its first folder there (a
// tool's whole installation, e.g. /root/.pyenv); elsewhere its own folder.
fs::path folder_to_show(const fs::path& path, const fs::path& home) {
  if (!home.empty()) {
    const auto [f, p] = std::mismatch(home.begin(), home.end(), path.begin(), path.end());
    if (f == home.end() && p != path.end()) return home / *p;
  }
  return path.parent_path();
}

}  // namespace

std::vector<std::string> check_bot_command(const RunSettings& settings, const BotEntry& bot) {
  std::vector<std::string> findings;
  if (is_human_seat(bot)) return findings;    // the arena's own program, never sandboxed
  if (adapted_command(bot) != bot.command) {  // what matters is the adapted bot's command
    BotEntry inner = bot;
    inner.command = adapted_command(bot);
    return check_bot_command(settings, inner);
  }
  const std::string who = bot.name + ": ";
  std::vector<std::string> words;
  try {
    words = split_command_line(bot.command);
  } catch (const std::exception& e) {
    return {who + e.what()};
  }
  std::error_code ec;
  const fs::path cwd = fs::current_path(ec);
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.empty() || w[0] == '-') continue;
    // `sh -c 'sleep 1; exec ./bot'`, `python3 -c ...`, `node -e ...`: code, not a file name.
    if (words[i - 1] == "-c" || words[i - 1] == "-e") continue;
    const bool file_like =
        names_a_script(w) || (w.find('/') != std::string::npos && is_interpreter(words[0]));
    const fs::path p = fs::path(w).is_absolute() ? fs::path(w) : cwd / w;
    if (file_like && !fs::exists(p, ec))
      findings.push_back(who + "'" + w + "' is not a file (looked for " +
                         p.lexically_normal().string() + ")");
  }
  if (!settings.sandbox) return findings;

  fs::path program =
      words[0].find('/') != std::string::npos ? cwd / words[0] : find_in_path(words[0]);
  if (program.empty() || !fs::exists(program, ec)) return findings;  // the start says why
  program = program.lexically_normal();
  std::vector<std::string> argv;
  try {
    argv = resolve_command(words, cwd);
  } catch (const std::exception&) {
    return findings;
  }
  std::vector<fs::path> shown = command_paths(argv);
  for (const std::string& p : settings.read_only) shown.push_back(fs::absolute(p, ec));
  for (const std::string& p : bot.read_only) shown.push_back(fs::absolute(p, ec));
  const fs::path home = home_folder();
  const fs::path results = fs::absolute(settings.results_dir, ec).lexically_normal();
  const std::vector<fs::path> hidden = {home, results};

  // The program, then what it runs, and what that runs (a few steps: shims and wrappers).
  std::vector<fs::path> needed = {program};
  std::set<std::string> seen;
  for (std::size_t k = 0; k < needed.size() && k < 8; ++k) {
    const fs::path path = needed[k];
    if (!seen.insert(path.string()).second) continue;
    const fs::path real = fs::weakly_canonical(path, ec);
    for (const fs::path& p : {path, real}) {
      if (p.empty() || visible_in_sandbox(p, shown, hidden)) continue;
      std::string what = k == 0 ? "its program " + p.string()
                                : "its program " + program.string() + " runs " + p.string();
      std::string fix = "show that folder with --read-only " + folder_to_show(p, home).string();
      const fs::path system = fs::path("/usr/bin") / fs::path(words[0]).filename();
      if (system != program && fs::exists(system, ec))
        fix = "use " + system.string() + " instead, or " + fix;
      findings.push_back(who + what + ", which the sandbox cannot show: " +
                         why_unseen(p, home, results) + "; " + fix);
      return findings;
    }
    for (const fs::path& next : what_it_runs(real)) needed.push_back(next.lexically_normal());
  }
  return findings;
}

int warn_about_bot_commands(const RunSettings& settings) {
  int count = 0;
  for (const BotEntry& bot : settings.bots)
    for (const std::string& finding : check_bot_command(settings, bot)) {
      std::fprintf(stderr, "arena: bot %s\n", finding.c_str());
      ++count;
    }
  return count;
}

}  // namespace arena
