#include "arena/report/report_sections.hpp"

#include <cmath>

#include "arena/report/stats_table.hpp"

namespace arena::report {
namespace {

using nlohmann::json;

// standings.json is read, not trusted: a missing or odd field shows as a dash or zero.
double number(const json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_number() ? j[key].get<double>() : 0.0;
}
int int_of(const json& j, const char* key) {
  return static_cast<int>(number(j, key));
}
std::string text(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) return "";
  return j[key].is_string() ? j[key].get<std::string>() : j[key].dump();
}
std::string percent(const Share& s) {
  return s.chances == 0
             ? "-"
             : fixed_text(s.percent(), 1) + "%<small> of " + std::to_string(s.chances) + "</small>";
}

std::string row(const std::vector<std::string>& cells, const char* tag = "td") {
  std::string out = "<tr>";
  for (const std::string& c : cells) out += std::string("<") + tag + ">" + c + "</" + tag + ">";
  return out + "</tr>";
}

std::string table(const std::vector<std::string>& header, const std::vector<std::string>& rows,
                  const std::string& cls) {
  std::string out = "<div class=\"scroll\"><table class=\"" + cls + "\"><thead>";
  std::vector<std::string> escaped;
  for (const std::string& h : header) escaped.push_back(html_escape(h));
  out += row(escaped, "th") + "</thead><tbody>";
  for (const std::string& r : rows) out += r;
  return out + "</tbody></table></div>";
}

std::string faults_of(const json& s) {
  return std::to_string(static_cast<int>(number(s, "timeouts"))) + " / " +
         std::to_string(static_cast<int>(number(s, "protocol_errors")));
}

std::string tournament_standings(const json& standings) {
  std::vector<std::string> rows;
  for (const json& s : standings["standings"])
    rows.push_back(
        row({text(s, "place"), html_escape(text(s, "name")), fixed_text(number(s, "points"), 2),
             fixed_text(number(s, "chips"), 0), text(s, "hands_played"), faults_of(s),
             html_escape(text(s, "ended")) +
                 (text(s, "note").empty() ? "" : ": " + html_escape(text(s, "note")))}));
  return table({"place", "bot", "points", "chips", "hands", "time-outs / errors", "ended"}, rows,
               "standings");
}

std::string match_standings(const json& standings) {
  std::vector<std::string> rows;
  std::vector<Interval> intervals, adjusted_intervals;
  for (const json& s : standings["standings"]) {
    const std::string name = text(s, "name");
    const json adjusted = s.contains("all_in_adjusted") ? s["all_in_adjusted"] : json();
    rows.push_back(
        row({text(s, "place"), html_escape(name), fixed_text(number(s, "bb_per_100"), 1),
             fixed_text(number(s, "ci95_low"), 1) + " to " + fixed_text(number(s, "ci95_high"), 1),
             adjusted.is_object() ? fixed_text(number(adjusted, "bb_per_100"), 1) : "-",
             adjusted.is_object() ? fixed_text(number(adjusted, "ci95_low"), 1) + " to " +
                                        fixed_text(number(adjusted, "ci95_high"), 1)
                                  : "-",
             fixed_text(number(s, "chips_won"), 0), text(s, "hands"), faults_of(s)}));
    intervals.push_back(
        {name, number(s, "bb_per_100"), number(s, "ci95_low"), number(s, "ci95_high")});
    if (adjusted.is_object())
      adjusted_intervals.push_back({name, number(adjusted, "bb_per_100"),
                                    number(adjusted, "ci95_low"), number(adjusted, "ci95_high")});
  }
  return table({"place", "bot", "bb/100", "95% interval", "all-in adjusted", "95% interval",
                "chips won", "hands", "time-outs / errors"},
               rows, "standings") +
         interval_chart_svg("Win rate, bb/100, with its 95% interval", "bb/100", intervals) +
         (adjusted_intervals.empty()
              ? ""
              : interval_chart_svg("All-in adjusted win rate (R47), bb/100, 95% interval", "bb/100",
                                   adjusted_intervals)) +
         "<p class=\"note\">All-in adjusted: each hand all in before its last board card "
         "credited at its exact equity instead of the runout (R47, docs/REPORT.md).</p>";
}

std::string league_standings(const json& standings) {
  std::vector<std::string> rows;
  std::vector<Interval> points, ratings;
  int rank = 0;
  for (const json& b : standings["bots"]) {
    const std::string name = text(b, "name");
    const json ci = b.contains("mean_points_ci95") ? b["mean_points_ci95"] : json();
    const bool has_ci = ci.is_array() && ci.size() == 2 && ci[0].is_number() && ci[1].is_number();
    const double mean = number(b, "mean_points");
    const double lo = has_ci ? ci[0].get<double>() : mean, hi = has_ci ? ci[1].get<double>() : mean;
    const json rating = b.contains("rating") ? b["rating"] : json::object();
    const json rci = rating.contains("ci95") ? rating["ci95"] : json();
    const bool has_rci =
        rci.is_array() && rci.size() == 2 && rci[0].is_number() && rci[1].is_number();
    rows.push_back(
        row({std::to_string(++rank), html_escape(name), text(b, "games"), fixed_text(mean, 3),
             has_ci ? fixed_text(lo, 3) + " to " + fixed_text(hi, 3) : "-", text(b, "wins"),
             fixed_text(100 * number(b, "in_the_money_rate"), 1) + "%",
             fixed_text(number(rating, "mu"), 1) + " &plusmn; " +
                 fixed_text(1.96 * number(rating, "sigma"), 1),
             text(b, "timeouts") + " / " + text(b, "protocol_errors") + " / " + text(b, "crashes") +
                 " / " + text(b, "no_shows")}));
    points.push_back({name, mean, lo, hi});
    if (has_rci)
      ratings.push_back({name, number(rating, "mu"), rci[0].get<double>(), rci[1].get<double>()});
  }
  return table({"rank", "bot", "games", "points/game", "95% interval", "wins", "in the money",
                "rating (95%)", "time-outs / errors / crashes / no-shows"},
               rows, "standings") +
         interval_chart_svg("Points per game, with the 95% interval", "points", points) +
         (ratings.empty() ? "" : interval_chart_svg("Rating, with its 95% interval", "", ratings));
}

}  // namespace

std::string incident_anchor(int game, int hand) {
  return "hand-" + std::to_string(game) + "-" + std::to_string(hand);
}

std::string standings_section(const json& standings) {
  const std::string mode = text(standings, "mode");
  std::string body;
  if (mode == "league" && standings.contains("bots") && standings["bots"].is_array())
    body = league_standings(standings);
  else if (mode == "match" && standings.contains("standings") && standings["standings"].is_array())
    body = match_standings(standings);
  else if (standings.contains("standings") && standings["standings"].is_array())
    body = tournament_standings(standings);
  else
    body = "<p>standings.json holds no standings.</p>";
  return "<section id=\"standings\"><h2>Standings</h2>" + body + "</section>";
}

std::string chips_section(const HandSeries& series) {
  std::vector<Series> lines;
  for (const std::string& bot : series.bots) {
    const auto it = series.chips.find(bot);
    if (it == series.chips.end()) continue;
    Series s{bot, {}, {}, {}, {}};
    s.x.push_back(0);
    s.y.push_back(it->second.empty() ? 0 : it->second.front());
    for (std::size_t i = 0; i < it->second.size(); ++i) {
      s.x.push_back(static_cast<double>(i + 1));
      s.y.push_back(it->second[i]);
    }
    lines.push_back(std::move(s));
  }
  return "<section id=\"chips\"><h2>Chips over hands</h2>" +
         line_chart_svg("Chips after each hand", "hand", "chips", lines) + "</section>";
}

std::string winnings_section(const HandSeries& series) {
  std::vector<Series> lines;
  for (const std::string& bot : series.bots) {
    const auto it = series.net_bb.find(bot);
    if (it == series.net_bb.end()) continue;
    // The band: the cumulative result +- 1.96 standard deviations of a sum of n hands, the
    // standard deviation estimated from the hands so far (Welford).
    Series s{bot, {0}, {0}, {0}, {0}};
    double sum = 0, mean = 0, m2 = 0;
    int n = 0;
    for (const double v : it->second) {
      ++n;
      sum += v;
      const double delta = v - mean;
      mean += delta / n;
      m2 += delta * (v - mean);
      const double sd = n > 1 ? std::sqrt(m2 / (n - 1)) : 0.0;
      const double half = 1.96 * sd * std::sqrt(static_cast<double>(n));
      s.x.push_back(n);
      s.y.push_back(sum);
      s.low.push_back(sum - half);
      s.high.push_back(sum + half);
    }
    lines.push_back(std::move(s));
  }
  return "<section id=\"winnings\"><h2>Winnings over hands</h2>" +
         line_chart_svg("Cumulative winnings (big blinds), 95% band", "hand", "big blinds", lines) +
         "</section>";
}

std::string ratings_section(const std::vector<std::string>& bots,
                            const std::map<std::string, std::vector<Interval>>& by_game) {
  std::vector<Series> lines;
  for (const std::string& bot : bots) {
    const auto it = by_game.find(bot);
    if (it == by_game.end()) continue;
    Series s{bot, {}, {}, {}, {}};
    for (std::size_t g = 0; g < it->second.size(); ++g) {
      s.x.push_back(static_cast<double>(g + 1));
      s.y.push_back(it->second[g].value);
      s.low.push_back(it->second[g].low);
      s.high.push_back(it->second[g].high);
    }
    lines.push_back(std::move(s));
  }
  return "<section id=\"ratings\"><h2>Ratings over games</h2>" +
         line_chart_svg("Rating after each game, 95% band", "game", "rating", lines) + "</section>";
}

std::string crosstable_section(const json& standings) {
  if (!standings.contains("crosstable") || !standings["crosstable"].is_array()) return "";
  std::vector<std::string> rows;
  for (const json& p : standings["crosstable"])
    rows.push_back(row({html_escape(text(p, "bot")), html_escape(text(p, "opponent")),
                        text(p, "games"), fixed_text(number(p, "score"), 1),
                        "+" + text(p, "wins") + " -" + text(p, "losses") + " =" + text(p, "ties"),
                        fixed_text(100 * number(p, "los"), 1) + "%"}));
  return "<section id=\"head-to-head\"><h2>Head to head</h2>" +
         table({"bot", "opponent", "games", "score", "won / lost / tied", "LOS"}, rows,
               "crosstable") +
         "<p class=\"note\">Over the games both played: a win to the one that finished higher. "
         "LOS: "
         "likelihood of superiority.</p></section>";
}

std::string stats_section(const std::vector<PlayerStats>& stats) {
  std::vector<std::string> rows;
  for (const PlayerStats& s : stats) {
    const std::string draws = draws_per_round_text(s);
    rows.push_back(row({html_escape(s.bot), html_escape(s.game), std::to_string(s.hands),
                        percent(s.vpip), percent(s.pfr), percent(s.three_bet),
                        fixed_text(s.aggression_factor(), 2) + "<small> of " +
                            std::to_string(s.aggressive + s.calls) + "</small>",
                        percent(s.went_to_showdown), percent(s.won_at_showdown),
                        draws.empty() ? "-" : draws}));
  }
  return "<section id=\"statistics\"><h2>Player statistics</h2>" +
         table({"bot", "game", "hands", "VPIP", "PFR", "3-bet", "AF", "WTSD", "W$SD",
                "cards drawn per round"},
               rows, "stats") +
         "<p class=\"note\">Each share with the chances it rests on (docs/REPORT.md): VPIP and PFR "
         "over hands it acted in on the first round; 3-bet over hands facing one raise there; AF "
         "(bets and raises "
         "per call) over those actions; WTSD over hands that reached the second round; W$SD over "
         "showdowns.</p></section>";
}

std::string times_section(const std::vector<PlayerStats>& stats) {
  std::map<std::string, PlayerStats> by_bot;  // every game of a bot together
  for (const PlayerStats& s : stats) {
    PlayerStats& b = by_bot[s.bot];
    b.answer_ms.insert(b.answer_ms.end(), s.answer_ms.begin(), s.answer_ms.end());
    b.timeouts += s.timeouts;
    b.invalid += s.invalid;
    b.absent += s.absent;
  }
  std::vector<std::string> rows;
  std::vector<Interval> spread;
  for (const auto& [bot, b] : by_bot) {
    const TimeSummary t = summarize_times(b.answer_ms);
    rows.push_back(
        row({html_escape(bot), std::to_string(b.answer_ms.size()), fixed_text(t.median, 2),
             fixed_text(t.p95, 2), fixed_text(t.max, 2), std::to_string(b.timeouts),
             std::to_string(b.invalid), std::to_string(b.absent)}));
    spread.push_back({bot, t.median, 0, t.p95});
  }
  return "<section id=\"time\"><h2>Decision time</h2>" +
         table({"bot", "answers", "median ms", "95th percentile ms", "max ms", "time-outs",
                "refused answers", "asked while gone"},
               rows, "times") +
         interval_chart_svg("Answer time, ms: median (dot) and up to the 95th percentile", "ms",
                            spread) +
         "</section>";
}

std::string incidents_section(const std::vector<Incident>& incidents, const json& standings,
                              const std::map<std::string, std::string>& hand_texts) {
  std::string out = "<section id=\"incidents\"><h2>What went wrong</h2>";
  std::string crashes;
  const json& list = standings.contains("standings") ? standings["standings"] : json();
  if (list.is_array())
    for (const json& s : list)
      if (s.contains("errors") && s["errors"].is_array())
        for (const json& e : s["errors"])
          crashes += "<li>" + html_escape(text(s, "name")) + ": " +
                     html_escape(e.is_string() ? e.get<std::string>() : e.dump()) + "</li>";
  if (!crashes.empty()) out += "<h3>Errors the arena recorded</h3><ul>" + crashes + "</ul>";
  if (incidents.empty() && crashes.empty())
    return out + "<p>No time-out, refused answer or crash.</p></section>";
  std::vector<std::string> rows;
  for (const Incident& i : incidents) {
    const std::string anchor = incident_anchor(i.game, i.hand);
    const std::string where = (i.game > 0 ? "game " + std::to_string(i.game) + ", " : "") +
                              "hand " + std::to_string(i.hand);
    rows.push_back(row(
        {html_escape(i.bot),
         hand_texts.count(anchor) != 0 ? "<a href=\"#" + anchor + "\">" + where + "</a>" : where,
         html_escape(i.street), html_escape(i.kind)}));
  }
  out += table({"bot", "hand", "street", "what the arena did for it"}, rows, "incidents");
  for (const auto& [anchor, hand_text] : hand_texts)
    out += "<details id=\"" + anchor + "\"><summary>" + anchor + "</summary><pre>" +
           html_escape(hand_text) + "</pre></details>";
  return out + "</section>";
}

// A multi-table tournament's field, from tables.jsonl (docs/LOGS.md).
std::string tables_section(const std::vector<json>& field, const json& standings) {
  Series left{"players left", {}, {}, {}, {}}, tables{"tables in play", {}, {}, {}, {}};
  if (standings.contains("standings") && standings["standings"].is_array()) {  // the start
    left.x.push_back(0);
    left.y.push_back(static_cast<double>(standings["standings"].size()));
    tables.x.push_back(0);
    tables.y.push_back(int_of(standings, "tables"));
  }
  std::string rows;
  int balance = 0, broken = 0;
  for (const json& r : field) {
    const double round = int_of(r, "round");
    left.x.push_back(round);
    left.y.push_back(int_of(r, "players_left"));
    tables.x.push_back(round);
    tables.y.push_back(int_of(r, "tables"));
    std::string out;
    if (r.contains("eliminated") && r["eliminated"].is_array())
      for (const json& e : r["eliminated"])
        out += (out.empty() ? "" : ", ") + html_escape(text(e, "name")) + " (" +
               std::to_string(int_of(e, "place")) + ", table " +
               std::to_string(int_of(e, "table")) + ")";
    int moves = 0;
    if (r.contains("moves") && r["moves"].is_array())
      for (const json& m : r["moves"]) {
        ++moves;
        balance += text(m, "reason") == "balance" ? 1 : 0;
      }
    std::string what = moves == 0 ? "" : std::to_string(moves) + " moved";
    if (r.contains("broken") && r["broken"].is_array() && !r["broken"].empty()) {
      broken += static_cast<int>(r["broken"].size());
      what += std::string(what.empty() ? "" : "; ") + "tables " + r["broken"].dump() + " broken";
    }
    if (r.value("final_table", false)) what += "; the final table, redrawn";
    if (r.value("bubble", false)) what += std::string(what.empty() ? "" : "; ") + "on the bubble";
    rows += "<tr><td>" + std::to_string(int_of(r, "round")) + "</td><td>" +
            std::to_string(int_of(r, "last_hand")) + "</td><td>" +
            std::to_string(int_of(r, "players_left")) + "</td><td>" + out + "</td><td>" +
            html_escape(what) + "</td></tr>";
  }
  return "<section id=\"tables\"><h2>Tables</h2><p>" + std::to_string(balance) +
         " players moved to balance the tables, " + std::to_string(broken) +
         " tables broken (R51, R52).</p>" +
         line_chart_svg("The field over the rounds", "round", "players, tables", {left, tables}) +
         "<div class=\"scroll\"><table class=\"field\"><thead><tr><th>round</th><th>last "
         "hand</th><th>players left</th><th>out (place, table)</th><th>moves</th></tr></thead>"
         "<tbody>" +
         rows + "</tbody></table></div></section>";
}

}  // namespace arena::report
