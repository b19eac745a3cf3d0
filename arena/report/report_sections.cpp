#include "arena/report/report_sections.hpp"

#include <algorithm>
#include <cmath>

#include "arena/report/json_read.hpp"
#include "arena/report/stats_table.hpp"

namespace arena::report {
namespace {

using nlohmann::json;

std::string percent(const Share& s) {
  return s.chances == 0
             ? "-"
             : fixed_text(s.percent(), 1) + "%<small> of " + std::to_string(s.chances) + "</small>";
}

std::string faults_of(const json& s) {
  return std::to_string(json_int(s, "timeouts")) + " / " +
         std::to_string(json_int(s, "protocol_errors"));
}

// A bot's place in `order` (the standings'), the end for one not in it.
std::size_t rank_in(const std::vector<std::string>& order, const std::string& bot) {
  return static_cast<std::size_t>(std::find(order.begin(), order.end(), bot) - order.begin());
}

// The first `top` of `rows`, to draw: a chart of a thousand bots shows none of them.
std::vector<Interval> best(std::vector<Interval> rows, const ReportLimits& limits) {
  if (rows.size() > limits.top) rows.resize(limits.top);
  return rows;
}

std::string tournament_standings(const json& standings) {
  std::vector<std::string> rows;
  for (const json& s : json_list(standings, "standings")) {
    const std::string note = json_text(s, "note");
    rows.push_back(
        html_row({json_text(s, "place"), html_escape(json_text(s, "name")),
                  fixed_text(json_number(s, "points"), 2), fixed_text(json_number(s, "chips"), 0),
                  json_text(s, "hands_played"), faults_of(s),
                  // Only a note wraps: a thousand plain "eliminated" cells need no wrapper each.
                  note.empty() ? html_escape(json_text(s, "ended"))
                               : wrapped_cell(html_escape(json_text(s, "ended") + ": " + note))}));
  }
  return html_table({"place", "bot", "points", "chips", "hands", "time-outs / errors", "ended"},
                    rows, "standings", {7});
}

std::string match_standings(const json& standings, const BotColours& colours,
                            const ReportLimits& limits) {
  std::vector<std::string> rows;
  std::vector<Interval> intervals, adjusted_intervals;
  for (const json& s : json_list(standings, "standings")) {
    const std::string name = json_text(s, "name");
    const json adjusted = s.contains("all_in_adjusted") ? s["all_in_adjusted"] : json();
    rows.push_back(html_row(
        {json_text(s, "place"), html_escape(name), fixed_text(json_number(s, "bb_per_100"), 1),
         fixed_text(json_number(s, "ci95_low"), 1) + " to " +
             fixed_text(json_number(s, "ci95_high"), 1),
         adjusted.is_object() ? fixed_text(json_number(adjusted, "bb_per_100"), 1) : "-",
         adjusted.is_object() ? fixed_text(json_number(adjusted, "ci95_low"), 1) + " to " +
                                    fixed_text(json_number(adjusted, "ci95_high"), 1)
                              : "-",
         fixed_text(json_number(s, "chips_won"), 0), json_text(s, "hands"), faults_of(s)}));
    intervals.push_back({name, colours.of(name), json_number(s, "bb_per_100"),
                         json_number(s, "ci95_low"), json_number(s, "ci95_high")});
    if (adjusted.is_object())
      adjusted_intervals.push_back({name, colours.of(name), json_number(adjusted, "bb_per_100"),
                                    json_number(adjusted, "ci95_low"),
                                    json_number(adjusted, "ci95_high")});
  }
  return html_table({"place", "bot", "bb/100", "95% interval", "all-in adjusted", "95% interval",
                     "chips won", "hands", "time-outs / errors"},
                    rows, "match") +
         interval_chart_svg("Win rate, bb/100, with its 95% interval", "bb/100",
                            best(intervals, limits)) +
         (adjusted_intervals.empty()
              ? ""
              : interval_chart_svg("All-in adjusted win rate (R47), bb/100, 95% interval", "bb/100",
                                   best(adjusted_intervals, limits))) +
         "<p class=\"note\">All-in adjusted: each hand all in before its last board card "
         "credited at its exact equity instead of the runout (R47, docs/REPORT.md).</p>";
}

// What a league's standings say of a bot's faults beyond the counts, as they say it: the games
// it faulted in (crashed, never started, no longer waited for) and its quarantine, when the
// league records them ("faulted", "quarantined": {after_game, reason}); never recomputed here.
std::string league_fault_note(const json& bot) {
  std::string note;
  if (json_int(bot, "faulted") > 0)
    note = "faulted in " + std::to_string(json_int(bot, "faulted")) + " game" +
           (json_int(bot, "faulted") == 1 ? "" : "s");
  const json quarantined = bot.contains("quarantined") ? bot["quarantined"] : json();
  if (quarantined.is_object())
    note +=
        std::string(note.empty() ? "" : "; ") + "quarantined after game " +
        std::to_string(json_int(quarantined, "after_game")) +
        (json_text(quarantined, "reason").empty() ? "" : ": " + json_text(quarantined, "reason"));
  return note;
}

std::string league_standings(const json& standings, const BotColours& colours,
                             const ReportLimits& limits) {
  std::vector<std::string> rows;
  std::vector<Interval> points, ratings;
  int rank = 0;
  for (const json& b : json_list(standings, "bots")) {
    const std::string name = json_text(b, "name");
    const json& ci = json_list(b, "mean_points_ci95");
    const bool has_ci = ci.size() == 2 && ci[0].is_number() && ci[1].is_number();
    const double mean = json_number(b, "mean_points");
    const double lo = has_ci ? ci[0].get<double>() : mean, hi = has_ci ? ci[1].get<double>() : mean;
    const json rating = b.contains("rating") ? b["rating"] : json::object();
    const json& rci = json_list(rating, "ci95");
    const bool has_rci = rci.size() == 2 && rci[0].is_number() && rci[1].is_number();
    const std::string note = league_fault_note(b);
    rows.push_back(html_row(
        {std::to_string(++rank),
         html_escape(name) +
             (note.empty() ? "" : "<br><small class=\"wrap\">" + html_escape(note) + "</small>"),
         json_text(b, "games"), fixed_text(mean, 3),
         has_ci ? fixed_text(lo, 3) + " to " + fixed_text(hi, 3) : "-", json_text(b, "wins"),
         fixed_text(100 * json_number(b, "in_the_money_rate"), 1) + "%",
         fixed_text(json_number(rating, "mu"), 1) + " &plusmn; " +
             fixed_text(1.96 * json_number(rating, "sigma"), 1),
         json_text(b, "timeouts") + " / " + json_text(b, "protocol_errors") + " / " +
             json_text(b, "crashes") + " / " + json_text(b, "no_shows")}));
    points.push_back({name, colours.of(name), mean, lo, hi});
    if (has_rci)
      ratings.push_back({name, colours.of(name), json_number(rating, "mu"), rci[0].get<double>(),
                         rci[1].get<double>()});
  }
  return html_table({"rank", "bot", "games", "points/game", "95% interval", "wins", "in the money",
                     "rating (95%)", "time-outs / errors / crashes / no-shows"},
                    rows, "league") +
         interval_chart_svg("Points per game, with the 95% interval", "points",
                            best(points, limits)) +
         (ratings.empty()
              ? ""
              : interval_chart_svg("Rating, with its 95% interval", "", best(ratings, limits)));
}

}  // namespace

std::vector<std::string> standings_order(const json& standings) {
  std::vector<std::string> order;
  const bool league = json_text(standings, "mode") == "league";
  for (const json& row : json_list(standings, league ? "bots" : "standings"))
    order.push_back(json_text(row, "name"));
  return order;
}

std::string standings_section(const json& standings, const BotColours& colours,
                              const ReportLimits& limits) {
  const std::string mode = json_text(standings, "mode");
  std::string body;
  if (mode == "league" && !json_list(standings, "bots").empty())
    body = league_standings(standings, colours, limits);
  else if (mode == "match" && !json_list(standings, "standings").empty())
    body = match_standings(standings, colours, limits);
  else if (!json_list(standings, "standings").empty())
    body = tournament_standings(standings);
  else
    body = "<p>standings.json holds no standings.</p>";
  return "<section id=\"standings\"><h2>Standings</h2>" + body + "</section>";
}

std::string winnings_section(const std::vector<std::string>& charted,
                             const std::map<std::string, std::vector<double>>& net_bb,
                             const BotColours& colours) {
  std::vector<Series> lines;
  for (const std::string& bot : charted) {
    const auto it = net_bb.find(bot);
    if (it == net_bb.end()) continue;
    // The band: the cumulative result +- 1.96 standard deviations of a sum of n hands, the
    // standard deviation estimated from the hands so far (Welford).
    Series s{bot, colours.of(bot), {0}, {0}, {0}, {0}};
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

std::string ratings_section(const std::vector<std::string>& charted,
                            const std::map<std::string, std::vector<Interval>>& by_game,
                            const BotColours& colours) {
  std::vector<Series> lines;
  for (const std::string& bot : charted) {
    const auto it = by_game.find(bot);
    if (it == by_game.end()) continue;
    Series s{bot, colours.of(bot), {}, {}, {}, {}};
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

std::string crosstable_section(const json& standings, const ReportLimits& limits) {
  const json& pairs = json_list(standings, "crosstable");
  if (pairs.empty()) return "";
  // The pairs among the best `top`: a field of n bots has n(n-1) of them.
  std::vector<std::string> order = standings_order(standings);
  if (order.size() > limits.top) order.resize(limits.top);
  std::vector<std::string> rows;
  for (const json& p : pairs) {
    if (rank_in(order, json_text(p, "bot")) == order.size() ||
        rank_in(order, json_text(p, "opponent")) == order.size())
      continue;
    rows.push_back(html_row(
        {html_escape(json_text(p, "bot")), html_escape(json_text(p, "opponent")),
         json_text(p, "games"), fixed_text(json_number(p, "score"), 1),
         "+" + json_text(p, "wins") + " -" + json_text(p, "losses") + " =" + json_text(p, "ties"),
         fixed_text(100 * json_number(p, "los"), 1) + "%"}));
  }
  return "<section id=\"head-to-head\"><h2>Head to head</h2>" +
         html_table({"bot", "opponent", "games", "score", "won / lost / tied", "LOS"}, rows,
                    "crosstable") +
         more_rows_note(pairs.size() - rows.size(),
                        "pairs, of bots below the first " + std::to_string(limits.top) +
                            " (arena show RESULTS_DIR prints every one)") +
         "<p class=\"note\">Over the games both played: a win to the one that finished higher. "
         "LOS: likelihood of superiority.</p></section>";
}

std::string stats_section(const std::vector<PlayerStats>& stats,
                          const std::vector<std::string>& order, const ReportLimits& limits) {
  std::vector<const PlayerStats*> ordered;
  for (const PlayerStats& s : stats) ordered.push_back(&s);
  std::stable_sort(ordered.begin(), ordered.end(), [&order](const auto* a, const auto* b) {
    return rank_in(order, a->bot) < rank_in(order, b->bot);
  });
  std::vector<std::string> rows;
  for (const PlayerStats* s : ordered) {
    if (rows.size() == limits.rows) break;
    const std::string draws = draws_per_round_text(*s);
    rows.push_back(html_row({html_escape(s->bot), html_escape(s->game), std::to_string(s->hands),
                             percent(s->vpip), percent(s->pfr), percent(s->three_bet),
                             fixed_text(s->aggression_factor(), 2) + "<small> of " +
                                 std::to_string(s->aggressive + s->calls) + "</small>",
                             percent(s->went_to_showdown), percent(s->won_at_showdown),
                             draws.empty() ? "-" : draws}));
  }
  return "<section id=\"statistics\"><h2>Player statistics</h2>" +
         html_table({"bot", "game", "hands", "VPIP", "PFR", "3-bet", "AF", "WTSD", "W$SD",
                     "cards drawn per round"},
                    rows, "stats") +
         more_rows_note(ordered.size() - rows.size(),
                        "rows (arena stats RESULTS_DIR prints every bot)") +
         "<p class=\"note\">Each share with the chances it rests on (docs/REPORT.md): VPIP and PFR "
         "over hands it acted in on the first round; 3-bet over hands facing one raise there; AF "
         "(bets and raises per call) over those actions; WTSD over hands that reached the second "
         "round; W$SD over showdowns.</p></section>";
}

std::string times_section(const std::vector<PlayerStats>& stats,
                          const std::vector<std::string>& order, const BotColours& colours,
                          const ReportLimits& limits) {
  std::map<std::string, PlayerStats> by_bot;  // every game of a bot together
  PlayerStats field;                          // every bot together
  for (const PlayerStats& s : stats) {
    PlayerStats& b = by_bot[s.bot];
    b.bot = s.bot;
    for (PlayerStats* into : {&b, &field}) {
      into->answer_ms.insert(into->answer_ms.end(), s.answer_ms.begin(), s.answer_ms.end());
      into->timeouts += s.timeouts;
      into->invalid += s.invalid;
      into->absent += s.absent;
    }
  }
  std::vector<const PlayerStats*> ordered;
  for (const auto& [bot, b] : by_bot) ordered.push_back(&b);
  std::stable_sort(ordered.begin(), ordered.end(), [&order](const auto* a, const auto* b) {
    return rank_in(order, a->bot) < rank_in(order, b->bot);
  });
  const auto time_row = [](const std::string& name, const PlayerStats& b) {
    const TimeSummary t = summarize_times(b.answer_ms);
    return html_row({name, std::to_string(b.answer_ms.size()), fixed_text(t.median, 2),
                     fixed_text(t.p95, 2), fixed_text(t.max, 2), std::to_string(b.timeouts),
                     std::to_string(b.invalid), std::to_string(b.absent)});
  };
  std::vector<std::string> rows;
  std::vector<Interval> spread;
  for (const PlayerStats* b : ordered) {
    if (rows.size() == limits.rows) break;
    rows.push_back(time_row(html_escape(b->bot), *b));
    if (spread.size() < limits.top) {
      const TimeSummary t = summarize_times(b->answer_ms);
      spread.push_back({b->bot, colours.of(b->bot), t.median, 0, t.p95});
    }
  }
  if (rows.size() < ordered.size())
    rows.push_back(
        time_row("<i>the whole field (" + std::to_string(ordered.size()) + " bots)</i>", field));
  return "<section id=\"time\"><h2>Decision time</h2>" +
         html_table({"bot", "answers", "median ms", "95th percentile ms", "max ms", "time-outs",
                     "refused answers", "asked while gone"},
                    rows, "times") +
         more_rows_note(ordered.size() - std::min(ordered.size(), limits.rows),
                        "bots (arena stats RESULTS_DIR prints every one)") +
         interval_chart_svg("Answer time, ms: median (dot) and up to the 95th percentile", "ms",
                            spread) +
         "</section>";
}

}  // namespace arena::report
