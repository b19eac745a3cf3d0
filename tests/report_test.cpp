// `arena report` and `arena stats` on real runs of real bots, the page opened in a real headless
// Chromium (Debian's, installed by scripts/setup): it runs its script without an error, loads
// nothing from outside the file, draws every chart, and shows the names and numbers of
// standings.json; the statistics of a bot that raises every hand say PFR 100%.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "support/arena_command.hpp"
#include "support/chromium_page.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// Runs the script, no error, nothing refused, every chart drawn: the checks of every page. Its
// DOM after the script ran; in the sanitizer build's pass, which renders no page
// (renders_pages()), the page as the arena wrote it, where the tables and charts are already.
std::string check_page(const fs::path& page, const fs::path& scratch, int charts_at_least) {
  // Nothing to fetch: no URL outside the page but its own anchors.
  const std::string html = read_file(page);
  CHECK(html.find("src=") == std::string::npos);
  CHECK(html.find("href=\"http") == std::string::npos);
  if (!renders_pages()) {
    int charts = 0;
    for (std::size_t at = html.find("<svg class=\"chart"); at != std::string::npos;
         at = html.find("<svg class=\"chart", at + 1))
      ++charts;
    CHECK(charts >= charts_at_least);
    return html;
  }
  const std::string dom = rendered_dom(page, scratch);
  CHECK(root_attribute(dom, "data-ready") == "yes");
  CHECK(root_attribute(dom, "data-script-errors").empty());
  CHECK(root_attribute(dom, "data-refused").empty());
  const std::string charts = root_attribute(dom, "data-charts");
  REQUIRE_FALSE(charts.empty());
  CHECK(std::stoi(charts) >= charts_at_least);
  CHECK(root_attribute(dom, "data-charts-drawn") == charts);
  return dom;
}

bool shows(const std::string& dom, const std::string& text) {
  return dom.find(text) != std::string::npos;
}

std::string fixed1(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", v);
  return buffer;
}

const std::string kBots =
    " --bot raiser=build/bin/raiser --bot caller=build/bin/caller"
    " --bot strength='build/bin/hand_strength --seed 2' --bot hang=build/bin/testbot_bad_hang";

}  // namespace

TEST_CASE("arena report: a sit-and-go's page in Chromium, with its standings, charts and faults") {
  const fs::path results = scratch_dir("report-sng");
  const CommandResult run = arena_command(
      "run --quiet --report --seed page --schedule schedules/hyper_turbo.json --stack 400 "
      "--decision-ms 100 --grace-ms 200 --timeouts-in-a-row 2 --hand-limit 60 --results " +
      test_arena::quoted(results) + " --name sng" + kBots);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const fs::path page = results / "sng" / "report.html";
  REQUIRE(fs::exists(page));
  const std::string dom = check_page(page, results, 2);  // standings chips, decision time

  const nlohmann::json standings = nlohmann::json::parse(read_file(results / "sng/standings.json"));
  for (const auto& s : standings["standings"]) {
    CHECK(shows(dom, "<td>" + s["name"].get<std::string>() + "</td>"));
    CHECK(shows(dom, "<td>" + std::to_string(s["chips"].get<long long>()) + "</td>"));
  }
  // The hang bot's time-outs are counted in its row of faults, its first hand linked to the
  // hand's text on the page.
  for (const auto& s : standings["standings"])
    if (s["name"] == "hang")
      CHECK(shows(dom, "<td>hang</td><td>" + std::to_string(s["timeouts"].get<int>()) + "</td>"));
  CHECK(shows(dom, "href=\"#hand-0-1\""));
  CHECK(shows(dom, "id=\"hand-0-1\""));
  CHECK(shows(dom, "Verifies: "));
  CHECK(shows(dom, standings["seed_hash"].get<std::string>()));

  // The statistics, in the terminal: the raiser raises every hand it acts in.
  const CommandResult stats = arena_command("stats " + test_arena::quoted(results / "sng"));
  INFO(stats.out, stats.err);
  REQUIRE(stats.exit_code == 0);
  const std::size_t raiser = stats.out.find("\nraiser ");
  REQUIRE(raiser != std::string::npos);
  const std::string row = stats.out.substr(raiser + 1, stats.out.find('\n', raiser + 1) - raiser);
  CHECK(row.find("100.0% (") != std::string::npos);  // VPIP
  CHECK(row.find("  0/0/0") != std::string::npos);
  fs::remove_all(results);
}

TEST_CASE("arena report: a match's and a league's pages; what the page refuses") {
  const fs::path results = scratch_dir("report-match");
  const CommandResult match = arena_command(
      "match --quiet --report --seed m --hands 120 --results " + test_arena::quoted(results) +
      " --name m --bot strength='build/bin/hand_strength --seed 1' --bot caller=build/bin/caller");
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const std::string dom = check_page(results / "m/report.html", results, 3);
  const nlohmann::json standings = nlohmann::json::parse(read_file(results / "m/standings.json"));
  for (const auto& s : standings["standings"]) {
    CHECK(shows(dom, "<td>" + s["name"].get<std::string>() + "</td>"));
    CHECK(shows(dom, "<td>" + fixed1(s["bb_per_100"].get<double>()) + "</td>"));
    CHECK(shows(
        dom, fixed1(s["ci95_low"].get<double>()) + " to " + fixed1(s["ci95_high"].get<double>())));
  }
  CHECK(shows(dom, "Cumulative winnings"));

  const CommandResult league = arena_command(
      "league --quiet --report --sandbox off --seed lg --games 6 --table-size 3 --results " +
      test_arena::quoted(results) +
      " --name lg --bot raiser=build/bin/raiser --bot caller=build/bin/caller" +
      " --bot strength='build/bin/hand_strength --seed 2' --bot rnd='build/bin/random_bot --seed "
      "4'");
  INFO(league.err);
  REQUIRE(league.exit_code == 0);
  const std::string league_dom = check_page(results / "lg/report.html", results, 4);
  const nlohmann::json table = nlohmann::json::parse(read_file(results / "lg/standings.json"));
  for (const auto& b : table["bots"])
    CHECK(shows(league_dom, "<td>" + b["name"].get<std::string>() + "</td>"));
  CHECK(shows(league_dom, "Rating after each game"));
  CHECK(shows(league_dom, "Head to head"));
  CHECK(shows(league_dom, "6 of 6 games re-derived"));

  // The page's policy refuses what does not come from the page: an image from the network,
  // slipped into a copy, is refused and said (by the browser: the plain pass's).
  if (renders_pages()) {
    std::string html = read_file(results / "m/report.html");
    html.insert(html.find("</body>"), "<img src=\"http://127.0.0.1:9/x.png\">");
    std::ofstream(results / "tampered.html") << html;
    const std::string refused = rendered_dom(results / "tampered.html", results);
    CHECK(root_attribute(refused, "data-refused").find("127.0.0.1") != std::string::npos);
  }
  fs::remove_all(results);
}

TEST_CASE("arena report and stats: a missing folder or a corrupt log is named, nothing crashes") {
  const fs::path results = scratch_dir("report-bad");
  const CommandResult missing = arena_command("report " + test_arena::quoted(results / "nowhere"));
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("nowhere") != std::string::npos);
  const CommandResult run = arena_command(
      "run --quiet --seed bad --hand-limit 5 --results " + test_arena::quoted(results) +
      " --name r --bot raiser=build/bin/raiser --bot caller=build/bin/caller");
  REQUIRE(run.exit_code == 0);
  std::ofstream(results / "r/hands.jsonl", std::ios::app) << "{\"hand\": 6, \"players\": 3}\n";
  const CommandResult stats = arena_command("stats " + test_arena::quoted(results / "r"));
  CHECK(stats.exit_code == 1);
  CHECK(stats.err.find("hands.jsonl line 6") != std::string::npos);
  const CommandResult report = arena_command("report " + test_arena::quoted(results / "r"));
  CHECK(report.exit_code == 1);
  CHECK(report.err.find("hands.jsonl line 6") != std::string::npos);
  CHECK_FALSE(fs::exists(results / "r/report.html"));
  fs::remove_all(results);
}
