#include "arena/report/report_page.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "arena/league/league_folder.hpp"
#include "arena/league/league_standings.hpp"
#include "arena/league/stored_league.hpp"
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

// Incident hands whose text the page carries: enough to read what happened, not a second log.
constexpr std::size_t kMaxHandTexts = 200;

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
      out[s.name].push_back({s.name, s.rating.mu, s.rating.mu - 1.96 * s.rating.sigma,
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

std::string settings_section(const json& config, const std::string& verdict) {
  std::string rows;
  for (const auto& [key, value] : config.items()) {
    if (key == "bots" || key == "seed" || key == "seed_hash") continue;
    rows += "<tr><th>" + html_escape(key) + "</th><td>" +
            html_escape(value.is_string() ? value.get<std::string>() : value.dump()) + "</td></tr>";
  }
  std::string bots;
  if (config.contains("bots") && config["bots"].is_array())
    for (const json& b : config["bots"])
      bots += "<li><b>" + html_escape(text_of(b, "name")) + "</b>: <code>" +
              html_escape(text_of(b, "command")) + "</code></li>";
  const json& seed = config.contains("seed") ? config["seed"] : json();
  return "<section id=\"settings\"><h2>Settings and seed</h2>" + verdict +
         "<p>Seed commitment (BLAKE2b-256): <code>" + html_escape(text_of(config, "seed_hash")) +
         "</code><br>Seed: " +
         (seed.is_string() ? "<code>" + html_escape(seed.get<std::string>()) + "</code>"
                           : std::string("not revealed yet")) +
         "</p><ul>" + bots + "</ul><details><summary>Every setting (config.json)</summary>" +
         "<div class=\"scroll\"><table class=\"settings\">" + rows +
         "</table></div></details></section>";
}

const char* kStyle = R"css(
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0 auto;max-width:980px;padding:12px;color:#222;background:#fff;line-height:1.4}
h1{font-size:1.5em;margin:.3em 0}h2{font-size:1.2em;border-bottom:2px solid #ddd;margin-top:1.6em}
nav a{margin-right:.8em}.scroll{overflow-x:auto}
table{border-collapse:collapse;margin:.5em 0;font-size:.9em}
th,td{padding:3px 8px;border-bottom:1px solid #eee;text-align:right;white-space:nowrap}
th:first-child,td:first-child,td:nth-child(2){text-align:left}
table.settings td{text-align:left;white-space:normal}small{color:#777}
svg.chart{width:100%;height:auto;margin:.5em 0;font-size:11px}
.chart-title{font-size:13px;font-weight:600}.grid{stroke:#eee}.axis{stroke:#999}
.tick,.label{fill:#555}.legend{fill:#222}.ok{color:#176f2c}.bad{color:#b00020}
.note{color:#555;font-size:.85em}
.chart-legend span{margin-right:1em;white-space:nowrap;font-size:.85em}
.chart-legend i{display:inline-block;width:.8em;height:.8em;margin-right:.3em}pre{font-size:.8em;overflow-x:auto;background:#f7f7f7;padding:6px}
@media print{nav{display:none}details{display:block}section{break-inside:avoid}}
)css";

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

}  // namespace

std::string report_html(const fs::path& dir, unsigned threads) {
  const bool league = is_league_folder(dir);
  const json config = verify::read_json_object(dir, "config.json");
  const json standings = verify::read_standings(dir);
  const std::string mode = text_of(standings, "mode");
  const std::string name =
      text_of(config, "name").empty() ? dir.filename().string() : text_of(config, "name");

  StatsCollector stats;
  HandSeries series;
  std::map<std::string, std::string> hand_texts;
  std::size_t incidents_seen = 0;
  // Each bot's chips as its last hand left them: at a multi-table tournament most hands are
  // played at other tables.
  std::map<std::string, double> after;
  for_each_result_hand(dir, [&](int game, const json& record, const RecordedHand& hand) {
    stats.add(hand, game);
    ++series.hands;
    for (const RecordedPlayer& p : hand.players) {
      if (std::find(series.bots.begin(), series.bots.end(), p.name) == series.bots.end())
        series.bots.push_back(p.name);
      after[p.name] = static_cast<double>(p.final_stack);
      if (mode == "match" && hand.big_blind > 0)
        series.net_bb[p.name].push_back(static_cast<double>(p.final_stack - p.stack) /
                                        static_cast<double>(hand.big_blind));
    }
    if (mode == "tournament")
      for (const std::string& bot : series.bots) series.chips[bot].push_back(after[bot]);
    for (; incidents_seen < stats.incidents().size(); ++incidents_seen) {
      const Incident& i = stats.incidents()[incidents_seen];
      const std::string anchor = incident_anchor(i.game, i.hand);
      if (hand_texts.size() < kMaxHandTexts && hand_texts.count(anchor) == 0)
        hand_texts[anchor] = verify::hand_text(
            record, game > 0 ? name + " game " + std::to_string(game) : name, std::nullopt);
    }
  });

  std::string body = standings_section(standings);
  if (mode == "tournament") body += chips_section(series);
  if (!league && fs::exists(dir / "tables.jsonl")) {
    std::vector<json> field;
    std::ifstream in(dir / "tables.jsonl");
    for (std::string line; std::getline(in, line);) {
      json record = json::parse(line, nullptr, false);
      if (record.is_object()) field.push_back(std::move(record));
    }
    body += tables_section(field, standings);
  }
  if (mode == "match") body += winnings_section(series);
  if (league) {
    std::vector<std::string> names;
    const auto ratings = ratings_by_game(dir, names);
    body += ratings_section(names, ratings) + crosstable_section(standings);
  }
  const std::vector<PlayerStats> all = stats.stats();
  body += stats_section(all) + times_section(all) +
          incidents_section(stats.incidents(), standings, hand_texts) +
          settings_section(config, verify_section(dir, league, threads));

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
         html_escape(title) + "</title><style>" + kStyle + "</style><script>" + kScript +
         "</script></head><body><h1>" + html_escape(title) + "</h1><p>" +
         std::to_string(series.hands) + " hands" +
         (text_of(config, "description").empty()
              ? ""
              : ". " + html_escape(text_of(config, "description"))) +
         "</p><nav><a href=\"#standings\">standings</a><a href=\"#statistics\">statistics</a>"
         "<a href=\"#time\">time</a><a href=\"#incidents\">what went wrong</a>"
         "<a href=\"#settings\">settings</a></nav>" +
         body +
         "<footer class=\"note\">Written by arena report "
         "(docs/REPORT.md).</footer></body></html>\n";
}

std::size_t write_report(const fs::path& dir, const fs::path& out, unsigned threads) {
  const std::string page = report_html(dir, threads);
  write_file_atomically(out, page);
  return page.size();
}

}  // namespace arena::report
