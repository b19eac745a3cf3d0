#pragma once
// Command-line mistakes in words: CLI11's parse errors ("The following arguments were not
// expected: 7 --seeed", "A subcommand is required") become one line naming what was typed, with a
// "did you mean" for a misspelled flag or command, and every mistake ends the program with the
// same status, kBadUsage (README.md, "Exit statuses").
#include <CLI/CLI.hpp>
#include <string>

namespace arena::cli {

// Bad usage: a command-line mistake (CLI11's or a flag's value) or a bad settings file.
inline constexpr int kBadUsage = 2;

// Makes each subcommand refuse unknown flags and stray words as soon as its arguments are read:
// CLI11 checks them only after the command's callback, that is after a whole run was played.
void refuse_extras_before_running(CLI::App& app);

// The message for a parse error (without the trailing newline), e.g.
// "arena run: unknown flag --seeed (did you mean --seed?); arena run --help lists them".
std::string usage_message(CLI::App& app, const CLI::ParseError& error, int argc,
                          const char* const* argv);

}  // namespace arena::cli
