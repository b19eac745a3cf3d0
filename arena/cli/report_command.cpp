// `arena report RESULT_FOLDER [-o FILE]`: the results as one self-contained HTML page
// (arena/report/report_page.hpp, docs/REPORT.md).
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include "arena/cli/commands.hpp"
#include "arena/report/report_page.hpp"

namespace arena::cli {

ExitCode write_report_of(const std::string& dir, const std::string& out,
                         const report::ReportLimits& limits) {
  const std::filesystem::path file =
      out.empty() ? std::filesystem::path(dir) / "report.html" : std::filesystem::path(out);
  try {
    const std::size_t bytes =
        report::write_report(dir, file, std::max(1U, std::thread::hardware_concurrency()), limits);
    std::cerr << "arena report: wrote " << file.string() << " (" << (bytes + 1023) / 1024 << " KB)"
              << std::endl;
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "arena report: " << dir << ": " << e.what() << std::endl;
    return 1;
  }
}

void add_report_command(CLI::App& app, ExitCode& exit_code) {
  struct Flags {
    std::string dir, out;
    report::ReportLimits limits;
  };
  auto flags = std::make_shared<Flags>();
  auto* cmd =
      app.add_subcommand("report",
                         "Write the results as one HTML page: standings, charts, statistics, time, "
                         "faults, settings (docs/REPORT.md)");
  cmd->add_option("results_dir", flags->dir, "A run's, a match's or a league's results folder")
      ->required();
  cmd->add_option("-o,--output", flags->out, "The page to write (default RESULTS_DIR/report.html)");
  cmd->add_option("--top", flags->limits.top,
                  "A large field's charts draw its N best placed bots beside the field's line; a "
                  "list names N, then counts the rest (default " +
                      std::to_string(report::ReportLimits{}.top) + ")")
      ->option_text("N")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--rows", flags->limits.rows,
                  "A per-bot table lists N bots, then counts the rest; the standings list every "
                  "bot (default " +
                      std::to_string(report::ReportLimits{}.rows) + ")")
      ->option_text("N")
      ->check(CLI::Range(1, 100000));
  cmd->callback(
      [flags, &exit_code] { exit_code = write_report_of(flags->dir, flags->out, flags->limits); });
}

}  // namespace arena::cli
