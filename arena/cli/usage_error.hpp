#pragma once
// Command-line mistakes in words: CLI11's parse errors ("The following arguments were not
// expected: 7 --seeed", "A subcommand is required") become one line naming what was typed, with a
// "did you mean" for a misspelled flag or command, and every mistake ends the program with the
// same status, kBadUsage (README.md, "Exit statuses"). CLI11 finds every such mistake before it
// calls a command, so nothing is played and no results folder is made.
#include <CLI/CLI.hpp>
#include <string>

#include "arena/cli/commands.hpp"

namespace arena::cli {

// The message for a parse error (without the trailing newline), e.g.
// "arena run: unknown flag --seeed (did you mean --seed?); arena run --help lists the flags".
std::string usage_message(CLI::App& app, const CLI::ParseError& error, int argc,
                          const char* const* argv);

}  // namespace arena::cli
