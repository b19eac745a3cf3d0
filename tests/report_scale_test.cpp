// `arena report` read at scale (issue 40): a multi-table tournament of 30 bots and a HORSE league,
// each with a crashing and a hanging bot, reported with small caps (--top 3 --rows 8) so that a
// small field shows what a thousand players' page does: summaries first, the best placed charted
// beside the field's average, tables and lists capped with "and N more", faults one row per bot
// with the reason its run wrote, one colour per bot in every chart, a mix's results by game on the
// page and in `arena show`; and, in one start of a real headless Chromium, no table wider than a
// 1280 px screen or a 390 px phone and none scrolling sideways.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "support/arena_command.hpp"
#include "support/chromium_page.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// The pages' caps: small, so that 30 bots overflow them.
const std::string kScaleCaps = " --top 3 --rows 8";

// Fast bots (the arena's time rules are never near), one that crashes in its first hands and one
// that never answers: its two time-outs in a row end it.
const std::string kScaleRules =
    " --quiet --decision-ms 400 --grace-ms 200 --timeouts-in-a-row 2"
    " --bot crash=build/bin/testbot_bad_crash_midhand --bot hang=build/bin/testbot_bad_hang";

struct ScaleRuns {
  fs::path results, tournament, league;
  nlohmann::json tournament_standings, league_standings;
  std::string tournament_page, league_page;
};

// Plays and reports both once for every test case of this file.
const ScaleRuns& scale_runs() {
  static const ScaleRuns runs = [] {
    ScaleRuns r;
    r.results = scratch_dir("report-scale");
    std::string field;
    for (int i = 1; i <= 28; ++i)
      field += i % 3 == 0   ? " --bot r" + std::to_string(i) + "=build/bin/raiser"
               : i % 3 == 1 ? " --bot c" + std::to_string(i) + "=build/bin/caller"
                            : " --bot n" + std::to_string(i) + "='build/bin/random_bot --seed " +
                                  std::to_string(i) + "'";
    const CommandResult run = arena_command(
        "run --seed scale --table-size 6 --schedule hyper_turbo --stack 300 --results " +
        quoted(r.results) + " --name field" + field + kScaleRules);
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const CommandResult league = arena_command(
        "league --sandbox off --seed scale --games 2 --table-size 5 --game horse --mix-hands 2 "
        "--stack 600 --results " +
        quoted(r.results) +
        " --name mix --bot r=build/bin/raiser --bot c=build/bin/caller"
        " --bot n='build/bin/random_bot --seed 3'" +
        kScaleRules);
    INFO(league.err);
    REQUIRE(league.exit_code == 0);
    r.tournament = r.results / "field";
    r.league = r.results / "mix";
    for (const fs::path& dir : {r.tournament, r.league}) {
      const CommandResult report = arena_command("report " + quoted(dir) + kScaleCaps);
      INFO(report.err);
      REQUIRE(report.exit_code == 0);
    }
    r.tournament_standings = nlohmann::json::parse(read_file(r.tournament / "standings.json"));
    r.league_standings = nlohmann::json::parse(read_file(r.league / "standings.json"));
    r.tournament_page = read_file(r.tournament / "report.html");
    r.league_page = read_file(r.league / "report.html");
    return r;
  }();
  return runs;
}

// The HTML from `start` (the first occurrence) to the next `end`, "" when absent.
std::string scale_between(const std::string& html, const std::string& start,
                          const std::string& end) {
  const std::size_t from = html.find(start);
  if (from == std::string::npos) return "";
  const std::size_t to = html.find(end, from);
  return html.substr(from, to == std::string::npos ? std::string::npos : to - from + end.size());
}

// The rows of the page's table of class `cls`.
std::vector<std::string> scale_rows(const std::string& html, const std::string& cls) {
  const std::string table = scale_between(html, "<table class=\"fit " + cls + "\">", "</table>");
  std::vector<std::string> rows;
  const std::string body = scale_between(table, "<tbody>", "</tbody>");
  for (std::size_t at = body.find("<tr>"); at != std::string::npos; at = body.find("<tr>", at + 1))
    rows.push_back(body.substr(at, body.find("</tr>", at) - at));
  return rows;
}

// Each bot's colours wherever a chart draws it (data-bot: lines, dots, legend swatches), and in
// how many charts.
struct BotInk {
  std::set<std::string> colours;
  std::set<std::size_t> charts;
};
std::map<std::string, BotInk> scale_inks(const std::string& html) {
  std::map<std::string, BotInk> inks;
  static const std::regex tagged(R"(<(polyline|circle|line|i)\b[^>]*>)");
  static const std::regex name(R"rx(data-bot="([^"]+)")rx");
  static const std::regex colour(
      R"rx((?:stroke|fill|background:)=?"?(#[0-9a-f]{6}|hsl\([^)]*\)))rx");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), tagged);
       it != std::sregex_iterator(); ++it) {
    const std::string tag = it->str();
    std::smatch bot, ink;
    if (!std::regex_search(tag, bot, name) || !std::regex_search(tag, ink, colour)) continue;
    inks[bot[1]].colours.insert(ink[1]);
    // The chart it is in: the number of charts begun before it (a legend follows its chart).
    std::size_t charts = 0;
    const auto at = static_cast<std::size_t>(it->position());
    for (std::size_t c = html.find("<svg class=\"chart"); c != std::string::npos && c < at;
         c = html.find("<svg class=\"chart", c + 1))
      ++charts;
    inks[bot[1]].charts.insert(charts);
  }
  return inks;
}

// The bots of standings, best first.
std::vector<std::string> scale_order(const nlohmann::json& rows) {
  std::vector<std::string> names;
  for (const auto& row : rows) names.push_back(row["name"].get<std::string>());
  return names;
}

// Each of `names` in one colour wherever drawn, in at least two charts, no two in one colour.
void check_one_colour_each(const std::string& html, const std::vector<std::string>& names) {
  const std::map<std::string, BotInk> inks = scale_inks(html);
  std::set<std::string> used;
  for (const std::string& bot : names) {
    CAPTURE(bot);
    REQUIRE(inks.count(bot) == 1);
    CHECK(inks.at(bot).colours.size() == 1);
    CHECK(inks.at(bot).charts.size() >= 2);
    used.insert(*inks.at(bot).colours.begin());
  }
  CHECK(used.size() == names.size());
}

std::string net_cell(const nlohmann::json& g) {
  const long long net = g["net"].get<long long>();
  return (net > 0 ? "+" : "") + std::to_string(net) + "<small> in " +
         std::to_string(g["hands"].get<int>()) + "</small>";
}

}  // namespace

TEST_CASE("arena report at scale: a multi-table tournament's summaries first, the rest capped") {
  const ScaleRuns& runs = scale_runs();
  const std::string& page = runs.tournament_page;
  const std::vector<std::string> order = scale_order(runs.tournament_standings["standings"]);
  REQUIRE(order.size() == 30);
  // The field before the standings: players left, the chip leader and the average stack.
  CHECK(page.find("id=\"field\"") < page.find("id=\"standings\""));
  CHECK(page.find("<p>30 players, ") != std::string::npos);
  CHECK(page.find("The chip leader&#39;s stack and the average stack") != std::string::npos);
  // At the end the winner leads with every chip: 30 stacks of 300.
  const auto& winner = runs.tournament_standings["standings"][0];
  REQUIRE(winner["chips"].get<long long>() == 9000);
  CHECK(page.find("at the end 1 left, the chip leader " + winner["name"].get<std::string>() +
                  " with 9000 chips") != std::string::npos);
  // Each level's line: the average stack is the 9000 chips over the players left then.
  const std::vector<std::string> levels = scale_rows(page, "levels");
  REQUIRE_FALSE(levels.empty());
  static const std::regex level_cells(
      R"(<tr><td>\d+</td><td>\d+</td><td>(\d+)</td><td>(\d+)</td>)");
  for (const std::string& level : levels) {
    std::smatch cells;
    REQUIRE(std::regex_search(level, cells, level_cells));
    char average[32];
    std::snprintf(average, sizeof average, "%.0f", 9000.0 / std::stoi(cells[1]));
    CHECK(cells[2].str() == average);
  }
  // The chips chart draws the 3 best placed and the average stack, no one else.
  const std::string chips =
      scale_between(page, "aria-label=\"Chips of the 3 best placed", "</svg>");
  REQUIRE_FALSE(chips.empty());
  std::vector<std::string> drawn;
  static const std::regex line(R"rx(<polyline[^>]*data-bot="([^"]+)")rx");
  for (auto it = std::sregex_iterator(chips.begin(), chips.end(), line);
       it != std::sregex_iterator(); ++it)
    drawn.push_back((*it)[1]);
  CHECK(drawn == std::vector<std::string>(order.begin(), order.begin() + 3));
  CHECK(chips.find("stroke-dasharray") != std::string::npos);  // the average
  // Every bot in the standings; 8 in the statistics, the rest counted.
  CHECK(scale_rows(page, "standings").size() == 30);
  CHECK(scale_rows(page, "stats").size() == 8);
  CHECK(page.find("And 22 more rows") != std::string::npos);
  // A round that put more than 3 out names 3 and counts the rest.
  const std::string tables = scale_between(page, "id=\"tables\"", "</section>");
  std::ifstream rounds(runs.tournament / "tables.jsonl");
  int capped = 0;
  for (std::string text; std::getline(rounds, text);) {
    const auto round = nlohmann::json::parse(text);
    const std::size_t out = round["eliminated"].size();
    if (out <= 3) continue;
    ++capped;
    const std::string row = scale_between(
        tables, "<tr><td>" + std::to_string(round["round"].get<int>()) + "</td><td>", "</tr>");
    CHECK(row.find(" and " + std::to_string(out - 3) + " more") != std::string::npos);
  }
  CHECK(capped > 0);
}

TEST_CASE("arena report at scale: faults one row per bot, with the reason its run wrote") {
  const ScaleRuns& runs = scale_runs();
  for (const auto& [page, standings] :
       {std::pair{&runs.tournament_page, &runs.tournament_standings},
        std::pair{&runs.league_page, &runs.league_standings}}) {
    const std::vector<std::string> rows = scale_rows(*page, "faults");
    REQUIRE_FALSE(rows.empty());
    CHECK(rows.size() <= 8);
    std::map<std::string, int> rows_of;
    for (const std::string& row : rows) ++rows_of[scale_between(row, "<td>", "</td>")];
    for (const auto& row : rows_of) CHECK_MESSAGE(row.second == 1, row.first);
    const std::string faults = scale_between(*page, "id=\"incidents\"", "</section>");
    const std::string hang = scale_between(faults, "<tr><td>hang</td>", "</tr>");
    const std::string crash = scale_between(faults, "<tr><td>crash</td>", "</tr>");
    CHECK(hang.find("no longer waited for") != std::string::npos);
    CHECK(crash.find("its process exited with code 3") != std::string::npos);
  }
  // The hang bot's time-outs, counted as its run counted them.
  for (const auto& s : runs.tournament_standings["standings"])
    if (s["name"] == "hang")
      CHECK(scale_between(runs.tournament_page, "id=\"incidents\"", "</section>")
                .find("<tr><td>hang</td><td>" + std::to_string(s["timeouts"].get<int>()) +
                      "</td>") != std::string::npos);
}

TEST_CASE("arena report at scale: one colour per bot in every chart") {
  const ScaleRuns& runs = scale_runs();
  const std::vector<std::string> field = scale_order(runs.tournament_standings["standings"]);
  check_one_colour_each(runs.tournament_page, {field.begin(), field.begin() + 3});
  const std::vector<std::string> league = scale_order(runs.league_standings["bots"]);
  check_one_colour_each(runs.league_page, {league.begin(), league.begin() + 3});
}

TEST_CASE("arena report at scale: a mix's results by game, on the page and in arena show") {
  const ScaleRuns& runs = scale_runs();
  for (const auto& bot : runs.league_standings["bots"]) {
    const std::string row =
        scale_between(scale_between(runs.league_page, "id=\"by-game\"", "</section>"),
                      "<tr><td>" + bot["name"].get<std::string>() + "</td>", "</tr>");
    REQUIRE_FALSE(row.empty());
    for (const auto& g : bot["by_game"]) CHECK(row.find(net_cell(g)) != std::string::npos);
  }
  // `arena show` of one of its games (a run's folder) prints each bot's line by game.
  const fs::path game = runs.league / "games" / "0001";
  const CommandResult show = arena_command("show " + quoted(game));
  INFO(show.out, show.err);
  REQUIRE(show.exit_code == 0);
  const std::string table = show.out.substr(show.out.find("Results by game"));
  const auto standings = nlohmann::json::parse(read_file(game / "standings.json"));
  for (const auto& s : standings["standings"]) {
    const std::string name = s["name"];
    const std::size_t at = table.find("\n" + name + " ");
    REQUIRE(at != std::string::npos);
    const std::string line = table.substr(at + 1, table.find('\n', at + 1) - at - 1);
    for (const auto& g : s["by_game"]) {
      const long long net = g["net"].get<long long>();
      CHECK(line.find((net > 0 ? "+" : "") + std::to_string(net) + " (" +
                      std::to_string(g["hands"].get<int>()) + ")") != std::string::npos);
    }
  }
}

// Only where pages are rendered (renders_pages()): the plain pass; nothing here is the arena's.
TEST_CASE("arena report at scale: no table wider than a 1280 px screen or a 390 px phone" *
          doctest::skip(!renders_pages())) {
  const ScaleRuns& runs = scale_runs();
  // Each page in a frame of each width, in one start of Chromium: a copy of the page measures
  // itself after its load (every <details> opened) and posts what it found to the frame's parent.
  const std::string measure =
      "<script>addEventListener('load', function () {"
      "document.querySelectorAll('details').forEach(function (d) { d.open = true; });"
      "var root = document.documentElement, w = root.clientWidth, bad = [];"
      "if (root.scrollWidth > w) bad.push('page ' + root.scrollWidth);"
      "var tables = document.querySelectorAll('table');"
      "tables.forEach(function (t) {"
      "  var box = t.parentElement, right = t.getBoundingClientRect().right;"
      "  if (right > w + 0.5) bad.push(t.className + ' to ' + Math.round(right));"
      "  if (box.scrollWidth > box.clientWidth) bad.push(t.className + ' scrolls');"
      "});"
      "parent.postMessage(location.pathname.split('/').pop() + ' ' + innerWidth + ' ' +"
      "  tables.length + ' [' + bad.join(', ') + ']', '*');"
      "});</script>";
  std::string frames;
  for (const auto& [name, html] :
       {std::pair{"tournament.html", &runs.tournament_page}, {"league.html", &runs.league_page}}) {
    std::string copy = *html;
    copy.insert(copy.find("</body>"), measure);
    std::ofstream(runs.results / name) << copy;
    for (const int width : {1280, 390})
      frames += "<iframe src=\"" + std::string(name) +
                "\" style=\"border:0;height:600px;width:" + std::to_string(width) +
                "px\"></iframe>";
  }
  std::ofstream(runs.results / "frames.html")
      << "<!DOCTYPE html><html><body><div id=\"seen\"></div>" << frames
      << "<script>addEventListener('message', function (e) { var p = "
         "document.createElement('p'); p.className = 'seen'; p.textContent = e.data; "
         "document.getElementById('seen').appendChild(p); });</script></body></html>";
  const std::string dom = rendered_dom(runs.results / "frames.html", runs.results);
  std::set<std::string> seen;
  static const std::regex found(R"rx(<p class="seen">(\S+) (\d+) (\d+) \[([^\]]*)\]</p>)rx");
  for (auto it = std::sregex_iterator(dom.begin(), dom.end(), found); it != std::sregex_iterator();
       ++it) {
    const std::smatch& m = *it;
    INFO(m.str());
    CHECK(std::stoi(m[3]) >= 7);  // the tables are there
    CHECK(m[4].str().empty());    // none too wide, none scrolling
    seen.insert(m[1].str() + " " + m[2].str());
  }
  CHECK(seen == std::set<std::string>{"league.html 1280", "league.html 390", "tournament.html 1280",
                                      "tournament.html 390"});
}
