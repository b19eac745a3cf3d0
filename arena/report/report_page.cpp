#include "arena/report/report_page.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "arena/league/league_folder.hpp"
#include "arena/league/league_standings.hpp"
#include "arena/league/stored_league.hpp"
#include "arena/report/fault_sections.hpp"
#include "arena/report/field_sections.hpp"
#include "arena/report/hand_sections.hpp"
#include "arena/report/hand_viewer.hpp"
#include "arena/report/json_read.hpp"
#include "arena/report/report_sections.hpp"
#include "arena/report/result_hands.hpp"
#include "arena/results/atomic_file.hpp"
#include "arena/verify/hand_text.hpp"
#include "arena/verify/run_files.hpp"
#include "arena/verify/verify_league.hpp"
#include "arena/verify/verify_run.hpp"

namespace arena::report {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// Hands whose text the page carries: a bot's first faulty hand, for this many bots. Enough to
// read what happened; `arena show` prints any other.
constexpr std::size_t kMaxHandTexts = 20;
// The hands listed in a bot's row of faults; the others are counted.
constexpr std::size_t kFaultHandsPerBot = 5;

std::string text_of(const json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}

// A league's ratings after each of its finished games, as its standings computed them.
std::map<std::string, std::vector<Interval>> ratings_by_game(const fs::path& dir,
                                                             std::vector<std::string>& names) {
  StoredLeague stored = open_stored_league(dir);
  for (const auto& bot : stored.settings.bots) names.push_back(bot.name);
  LeagueTally tally(names, stored.settings.table_size());
  std::map<std::string, std::vector<Interval>> out;
  stored.db.for_each_finished_game(names, [&](GameRecord game) {
    tally.add(std::move(game));
    for (const LeagueStanding& s : tally.standings())
      out[s.name].push_back({s.name, "", s.rating.mu, s.rating.mu - 1.96 * s.rating.sigma,
                             s.rating.mu + 1.96 * s.rating.sigma});
  });
  return out;
}

std::string verify_section(const fs::path& dir, bool league, unsigned threads) {
  std::string verdict;
  try {
    if (league) {
      const verify::LeagueVerifyResult r = verify::verify_league(dir, threads);
      const std::string counted =
          std::to_string(r.verified) + " of " + std::to_string(r.games_planned) +
          " games re-derived hand by hand (" + std::to_string(r.hands) + " hands)";
      if (!r.failed.empty())
        verdict = "<p class=\"bad\">Does not verify: " + counted + ".</p>";
      else if (!r.unchecked.empty())
        verdict = "<p>Verified so far: " + counted + "; " + std::to_string(r.unchecked.size()) +
                  " not checked (not finished, or the seed not yet revealed).</p>";
      else
        verdict = "<p class=\"ok\">Verifies: " + counted + ".</p>";
      // The first few of each: a long league's list would bury the page.
      for (std::size_t i = 0; i < r.failed.size() && i < 10; ++i)
        verdict += "<p class=\"bad\">" +
                   html_escape(r.failed[i].first + ": " + r.failed[i].second) + "</p>";
      for (std::size_t i = 0; i < r.unchecked.size() && i < 3; ++i)
        verdict += "<p class=\"note\">" +
                   html_escape(r.unchecked[i].first + ": not checked: " + r.unchecked[i].second) +
                   "</p>";
    } else {
      const verify::VerifyResult r = verify::verify_run(dir);
      if (r.status == verify::VerifyStatus::Verified)
        verdict = "<p class=\"ok\">Verifies: " + std::to_string(r.hands) +
                  " hands re-derived from the seed, and the " + html_escape(r.results_checked) +
                  ".</p>";
      else if (r.status == verify::VerifyStatus::Differs)
        verdict = "<p class=\"bad\">Does not verify: " + html_escape(r.message) + "</p>";
      else
        verdict = "<p>Cannot be verified: " + html_escape(r.message) + "</p>";
    }
  } catch (const std::exception& e) {
    verdict = "<p class=\"bad\">Cannot be verified: " + html_escape(e.what()) + "</p>";
  }
  return verdict;
}

// A value of config.json as the settings table shows it: a long list (a thousand places'
// points) by its first values and its length.
std::string setting_text(const json& value) {
  constexpr std::size_t kShown = 10;
  if (value.is_string()) return value.get<std::string>();
  if (!value.is_array() || value.size() <= 2 * kShown) return value.dump();
  std::string out = "[";
  for (std::size_t i = 0; i < kShown; ++i) out += value[i].dump() + ",";
  return out + " ... " + std::to_string(value.size()) + " values]";
}

std::string settings_section(const json& config, const std::string& verdict,
                             const ReportLimits& limits) {
  std::string rows;
  for (const auto& [key, value] : config.items()) {
    if (key == "bots" || key == "seed" || key == "seed_hash") continue;
    rows += "<tr><th>" + html_escape(key) + "</th><td>" + html_escape(setting_text(value)) +
            "</td></tr>";
  }
  std::string bots;
  const json& listed = json_list(config, "bots");
  for (std::size_t i = 0; i < listed.size() && i < limits.rows; ++i)
    bots += "<li><b>" + html_escape(text_of(listed[i], "name")) + "</b>: <code>" +
            html_escape(text_of(listed[i], "command")) + "</code></li>";
  const std::size_t more = listed.size() - std::min(listed.size(), limits.rows);
  if (more > 0) bots += "<li>" + and_more(more, " bots (config.json lists every one)") + "</li>";
  const json& seed = config.contains("seed") ? config["seed"] : json();
  return "<section id=\"settings\"><h2>Settings and seed</h2>" + verdict +
         "<p>Seed commitment (BLAKE2b-256): <code class=\"wrap\">" +
         html_escape(text_of(config, "seed_hash")) + "</code><br>Seed: " +
         (seed.is_string() ? "<code>" + html_escape(seed.get<std::string>()) + "</code>"
                           : std::string("not revealed yet")) +
         "</p><ul>" + bots + "</ul><details><summary>Every setting (config.json)</summary>" +
         "<table class=\"settings\">" + rows + "</table></details></section>";
}

// The page's style. Tables fit the page: cells keep their numbers on one line, lists and notes
// wrap; below kStackedBelowPx each row turns into a block of cells labelled by html_table's
// per-table style, so that no table is wider than a phone.
std::string page_style() {
  return R"css(
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0 auto;max-width:1200px;padding:12px;color:#222;background:#fff;line-height:1.4}
h1{font-size:1.5em;margin:.3em 0}h2{font-size:1.2em;border-bottom:2px solid #ddd;margin-top:1.6em}
nav a{margin-right:.8em;white-space:nowrap}.scroll{overflow-x:auto}
table{border-collapse:collapse;margin:.5em 0;font-size:.9em}
th,td{padding:3px 8px;border-bottom:1px solid #eee;text-align:right;white-space:nowrap}
th{vertical-align:bottom;white-space:normal}
th:first-child,td:first-child,th:nth-child(2),td:nth-child(2){text-align:left}
.wrap{display:inline-block;text-align:left;white-space:normal;overflow-wrap:anywhere}
table.settings td{text-align:left;white-space:normal;overflow-wrap:anywhere}small{color:#777}
svg.chart{width:100%;max-width:900px;height:auto;margin:.5em 0;font-size:11px}
.chart-title{font-size:13px;font-weight:600}.grid{stroke:#eee}.axis{stroke:#999}
.tick,.label{fill:#555}.legend{fill:#222}.ok{color:#176f2c}.bad{color:#b00020}
.note{color:#555;font-size:.85em}
.chart-legend span{margin-right:1em;white-space:nowrap;font-size:.85em}
.chart-legend i{display:inline-block;width:.8em;height:.8em;margin-right:.3em}
.chart-legend i.field{height:.2em;vertical-align:middle}
pre{font-size:.8em;overflow-x:auto;background:#f7f7f7;padding:6px}
@media (max-width:)css" +
         std::to_string(kStackedBelowPx - 1) + R"css(px){
table.fit,table.fit tbody,table.fit tr{display:block}table.fit thead{display:none}
table.fit tr{border-bottom:1px solid #ddd;padding:4px 0}
table.fit td{display:inline-block;border:0;padding:1px 12px 1px 0;text-align:left;white-space:normal;overflow-wrap:anywhere}
table.fit td:empty{display:none}
table.fit td::before{color:#777;font-size:.85em;margin-right:.35em}
table.fit td:first-child{display:block;font-weight:600}}
@media print{nav{display:none}details{display:block}section{break-inside:avoid}}
)css";
}

// The page's one script, inline: it reports its own errors and anything the page was refused
// (as data- attributes a test or a curious reader finds on <html>), lets every table be sorted by
// a click on its header, and counts the charts drawn. Without it the page reads the same.
const char* kScript = R"js(
(function () {
  var root = document.documentElement;
  function note(name, text) { root.setAttribute(name, ((root.getAttribute(name) || '') + ' ' + text).trim()); }
  window.addEventListener('error', function (e) { note('data-script-errors', String(e.message)); });
  document.addEventListener('securitypolicyviolation', function (e) { note('data-refused', e.blockedURI || e.violatedDirective); });
  function value(cell) {
    var t = cell.textContent.trim(), n = parseFloat(t.replace(/^\+/, ''));
    return isNaN(n) ? t.toLowerCase() : n;
  }
  function sortBy(table, column, th) {
    var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
    var down = th.getAttribute('aria-sort') !== 'descending';
    rows.sort(function (a, b) {
      var x = value(a.cells[column]), y = value(b.cells[column]);
      var order = typeof x === typeof y ? (x < y ? -1 : x > y ? 1 : 0) : (typeof x === 'number' ? -1 : 1);
      return down ? -order : order;
    });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (c) { c.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', down ? 'descending' : 'ascending');
    rows.forEach(function (r) { body.appendChild(r); });
  }
  document.addEventListener('DOMContentLoaded', function () {
    Array.prototype.forEach.call(document.querySelectorAll('table thead th'), function (th) {
      th.title = 'sort';
      th.addEventListener('click', function () { sortBy(th.closest('table'), th.cellIndex, th); });
    });
    var drawn = 0;
    Array.prototype.forEach.call(document.querySelectorAll('svg.chart'), function (svg) {
      var box = svg.getBBox();
      if (box.width > 0 && box.height > 0 && svg.querySelector('polyline, circle')) drawn++;
    });
    root.setAttribute('data-charts', String(document.querySelectorAll('svg.chart').length));
    root.setAttribute('data-charts-drawn', String(drawn));
    root.setAttribute('data-ready', 'yes');
  });
})();
)js";

// The page; `verdict`, when given, stands for the run's own verification (a league's game, which
// the league's page verified).
std::string page_html(const fs::path& dir, unsigned threads, const ReportLimits& limits,
                      const std::string* verdict) {
  const bool league = is_league_folder(dir);
  const json config = verify::read_json_object(dir, "config.json");
  const json standings = verify::read_standings(dir);
  const std::string mode = text_of(standings, "mode");
  const std::string name =
      text_of(config, "name").empty() ? dir.filename().string() : text_of(config, "name");
  const bool tournament = mode == "tournament";

  // One order of the bots for the whole page (the standings'), hence one colour per bot, and
  // the best few drawn in every chart.
  const std::vector<std::string> order = standings_order(standings);
  const BotColours colours(order);
  const std::vector<std::string> charted(order.begin(),
                                         order.begin() + std::min(order.size(), limits.top));
  FieldTracker field(order, json_number(config, "starting_stack"), charted);
  std::map<std::string, std::vector<double>> net_bb;  // a match: each hand's result
  StatsCollector stats;
  FaultLedger faults(kFaultHandsPerBot);
  std::map<std::string, std::string> hand_texts;
  std::map<std::string, bool> has_text;  // bots whose first faulty hand the page carries
  std::size_t incidents_seen = 0;
  int hands = 0;
  HandGallery gallery(dir, league);
  for_each_result_hand(dir, [&](int game, const json& record, const RecordedHand& hand) {
    stats.add(hand, game);
    gallery.add(game, record, hand);
    ++hands;
    if (tournament) field.add(hand);
    if (mode == "match" && hand.big_blind > 0)
      for (const RecordedPlayer& p : hand.players)
        if (std::find(charted.begin(), charted.end(), p.name) != charted.end())
          net_bb[p.name].push_back(static_cast<double>(p.final_stack - p.stack) /
                                   static_cast<double>(hand.big_blind));
    for (; incidents_seen < stats.incidents().size(); ++incidents_seen) {
      const Incident& i = stats.incidents()[incidents_seen];
      const bool listed = faults.add(i);
      if (listed) gallery.keep(record);  // its link opens it
      if (!listed || has_text[i.bot] || hand_texts.size() == kMaxHandTexts) continue;
      has_text[i.bot] = true;
      hand_texts[incident_anchor(i.game, i.hand)] = verify::hand_text(
          record, game > 0 ? name + " game " + std::to_string(game) : name, std::nullopt);
    }
  });
  for_each_result_standings(dir, [&faults](int game, const json& run) {
    for (const json& row : json_list(run, "standings")) faults.add_standing(row, game);
  });

  // Summaries first: a tournament's field, then the standings, then the detail.
  std::string body;
  std::vector<std::pair<std::string, std::string>> nav;  // (anchor, words)
  const auto add = [&body, &nav](const std::string& section, const char* anchor,
                                 const char* words) {
    if (section.empty()) return;
    body += section;
    nav.emplace_back(anchor, words);
  };
  if (tournament) add(field_section(field, colours, limits), "field", "the field");
  add(standings_section(standings, colours, limits), "standings", "standings");
  if (!league && fs::exists(dir / "tables.jsonl")) {
    std::vector<json> rounds;
    std::ifstream in(dir / "tables.jsonl");
    for (std::string line; std::getline(in, line);) {
      json record = json::parse(line, nullptr, false);
      if (record.is_object()) rounds.push_back(std::move(record));
    }
    add(tables_section(rounds, standings, limits), "tables", "tables");
  }
  if (mode == "match") add(winnings_section(charted, net_bb, colours), "winnings", "winnings");
  if (league) {
    std::vector<std::string> names;
    const auto ratings = ratings_by_game(dir, names);
    add(ratings_section(charted, ratings, colours), "ratings", "ratings");
    add(crosstable_section(standings, limits), "head-to-head", "head to head");
  }
  add(by_game_section(json_list(standings, league ? "bots" : "standings"), limits), "by-game",
      "by game");
  const std::vector<PlayerStats> all = stats.stats();
  add(stats_section(all, order, limits), "statistics", "statistics");
  add(times_section(all, order, colours, limits), "time", "time");
  add(gallery.section(order, limits), "hands", "hands");
  add(faults_section(faults.bots(order), hand_texts, limits,
                     [&gallery](int game, int hand) { return gallery.href(game, hand); }),
      "incidents", "what went wrong");
  add(settings_section(config, verdict != nullptr ? *verdict : verify_section(dir, league, threads),
                       limits),
      "settings", "settings");
  std::string links;
  for (const auto& [anchor, words] : nav)  // a space between: the links wrap on a phone
    links += "<a href=\"#" + anchor + "\">" + words + "</a> ";

  const std::string kind = league                             ? "League"
                           : mode == "match"                  ? "Match"
                           : fs::exists(dir / "tables.jsonl") ? "Multi-table tournament"
                                                              : "Sit-and-go";
  const std::string title = kind + " " + name;
  return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
         // Nothing may load from outside the file: no network, no other file.
         "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
         "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">"
         "<title>" +
         html_escape(title) + "</title><style>" + page_style() + std::string(hand_viewer_style()) +
         "</style><script>" + kScript + "</script></head><body><h1>" + html_escape(title) +
         "</h1><p>" + std::to_string(hands) + " hands, " + std::to_string(order.size()) + " bots" +
         (text_of(config, "description").empty()
              ? ""
              : ". " + html_escape(text_of(config, "description"))) +
         "</p><nav>" + links + "</nav>" + body +
         "<footer class=\"note\">Written by arena report "
         "(docs/REPORT.md).</footer></body></html>\n";
}

}  // namespace

std::string report_html(const fs::path& dir, unsigned threads, const ReportLimits& limits) {
  return page_html(dir, threads, limits, nullptr);
}

std::size_t write_report(const fs::path& dir, const fs::path& out, unsigned threads,
                         const ReportLimits& limits) {
  const std::string page = report_html(dir, threads, limits);
  write_file_atomically(out, page);
  // A league's page links each game's own page, which draws its hands: written beside it.
  static const std::string by_league =
      "<p>Verified with the league: <a href=\"../../report.html#settings\">its page</a> says "
      "whether every game verifies.</p>";
  std::error_code ec;
  if (is_league_folder(dir) && fs::equivalent(fs::absolute(out).parent_path(), dir, ec))
    for (const fs::path& game : LeagueFolder::read(dir).games)
      if (fs::exists(game / "standings.json")) {  // a game not begun has none
        // Renamed into place but not synced: a page made again from the game's files, where a
        // sync each took most of a 100-game league's report.
        const fs::path temp = game / "report.html.part";
        std::ofstream(temp, std::ios::binary) << page_html(game, 1, limits, &by_league);
        fs::rename(temp, game / "report.html");
      }
  return page.size();
}

}  // namespace arena::report
