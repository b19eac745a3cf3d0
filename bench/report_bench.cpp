// What a report costs (docs/REPORT.md): a league of N games (default 100) of six sample bots at
// tables of 6, then `arena report` on it and the page opened in headless Chromium:
//   arena.report_league_games           the games played (n: hands)
//   arena.report_write_s                seconds `arena report` takes (hands read, the league
//                                       verified, the page written)
//   arena.report_size_kb                the page's size
//   arena.report_chromium_render_s      seconds for Chromium to load and run the page (--dump-dom,
//                                       a fresh profile, the browser's own start included)
//   arena.report_chromium_start_s       the same for an empty page: the browser's start alone
//   arena.report_sng_size_kb            the page of a 1,000-hand sit-and-go of nine sample bots
//                                       (fixed-limit, deep stacks), which draws every hand
//   arena.report_sng_hand_bytes         the bytes of hand data its page carries per hand
// Usage: report_bench [--games N]
#include <sys/wait.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "league_figures.hpp"

namespace {

namespace fs = std::filesystem;
using league_figures::report;

double seconds_of(const std::string& command) {
  return league_figures::seconds_of("report_bench", command);
}

std::string chromium(const fs::path& page, const fs::path& profile) {
  return "chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir='" +
         profile.string() + "' --dump-dom 'file://" + page.string() + "' >/dev/null 2>&1";
}

}  // namespace

int main(int argc, char** argv) {
  int games = 100;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--games") == 0) games = std::atoi(argv[i + 1]);
  const fs::path bin = fs::canonical("/proc/self/exe").parent_path();
  const fs::path work = fs::temp_directory_path() / ("report-bench-" + std::to_string(::getpid()));
  fs::create_directories(work);
  const std::string b = bin.string() + "/";
  const std::string league =
      "'" + b +
      "arena' league --quiet --sandbox off --seed bench --table-size 6 --concurrency 2 "
      "--games " +
      std::to_string(games) + " --results '" + work.string() + "' --name night" +
      " --bot caller='" + b + "caller' --bot raiser='" + b + "raiser' --bot strength='" + b +
      "hand_strength --seed 1' --bot r1='" + b + "random_bot --seed 1' --bot r2='" + b +
      "random_bot --seed 2' --bot r3='" + b + "random_bot --seed 3' >/dev/null";
  seconds_of(league);
  long hands = 0;
  for (const auto& game : fs::directory_iterator(work / "night" / "games")) {
    std::ifstream in(game.path() / "hands.jsonl");
    std::string line;
    while (std::getline(in, line)) ++hands;
  }
  report("arena.report_league_games", games, "games", hands);

  const fs::path page = work / "night" / "report.html";
  const double write =
      seconds_of("'" + b + "arena' report '" + (work / "night").string() + "' 2>/dev/null");
  report("arena.report_write_s", write, "s", hands);
  report("arena.report_size_kb", static_cast<double>(fs::file_size(page)) / 1024.0, "KiB", hands);

  std::ofstream(work / "empty.html") << "<!DOCTYPE html><title>empty</title>\n";
  const double start = seconds_of(chromium(work / "empty.html", work / "profile-empty"));
  const double render = seconds_of(chromium(page, work / "profile-report"));
  report("arena.report_chromium_start_s", start, "s", 1);
  report("arena.report_chromium_render_s", render, "s", hands);

  // A sit-and-go's page carries every hand for the hand viewer: its size per hand.
  std::string sng = "'" + b +
                    "arena' run --quiet --no-timings --seed size --stack 100000000 --structure "
                    "fixed-limit --hand-limit 1000 --report --results '" +
                    work.string() + "' --name sng";
  for (int i = 1; i <= 9; ++i)
    sng += " --bot b" + std::to_string(i) + "='" + b +
           (i % 3 == 0   ? "caller'"
            : i % 3 == 1 ? "random_bot --seed " + std::to_string(i) + "'"
                         : "hand_strength --seed " + std::to_string(i) + "'");
  seconds_of(sng + " >/dev/null 2>&1");
  long sng_hands = 0;
  {
    std::ifstream in(work / "sng" / "hands.jsonl");
    for (std::string line; std::getline(in, line);) ++sng_hands;
  }
  std::ifstream in(work / "sng" / "report.html");
  const std::string html((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::size_t data = html.find("id=\"hand-data\">");
  const std::size_t data_end = html.find("</script>", data);
  report("arena.report_sng_size_kb", static_cast<double>(html.size()) / 1024.0, "KiB", sng_hands);
  if (data != std::string::npos && data_end != std::string::npos && sng_hands > 0)
    report("arena.report_sng_hand_bytes",
           static_cast<double>(data_end - data) / static_cast<double>(sng_hands), "bytes",
           sng_hands);
  fs::remove_all(work);
  return 0;
}
