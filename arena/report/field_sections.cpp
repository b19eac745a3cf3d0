#include "arena/report/field_sections.hpp"

#include <algorithm>

#include "arena/report/json_read.hpp"
#include "arena/report/svg_chart.hpp"

namespace arena::report {
namespace {

using nlohmann::json;

// The chip leader's line: no bot's colour, since the leader changes.
constexpr const char* kLeaderColour = "#111111";

// A series over the hands `from` to n: `start` at hand 0, then `after_each` hand.
Series over_hands(std::string name, std::string colour, double start,
                  const std::vector<double>& after_each, std::size_t from = 0) {
  Series s{std::move(name), std::move(colour), {}, {}, {}, {}};
  for (std::size_t x = from; x <= after_each.size(); ++x) {
    s.x.push_back(static_cast<double>(x));
    s.y.push_back(x == 0 ? start : after_each[x - 1]);
  }
  return s;
}

std::string chips_text(double chips) {
  return fixed_text(chips, 0);
}

}  // namespace

FieldTracker::FieldTracker(const std::vector<std::string>& entrants, double starting_stack,
                           std::vector<std::string> charted)
    : starting_stack_(starting_stack), charted_(std::move(charted)) {
  for (const std::string& bot : entrants)
    if (stack_.emplace(bot, starting_stack).second) in_play_ += starting_stack;
  for (const std::string& bot : charted_) charted_chips_[bot];
}

void FieldTracker::add(const RecordedHand& hand) {
  for (const RecordedPlayer& p : hand.players) {
    const auto [it, added] = stack_.emplace(p.name, static_cast<double>(p.stack));
    if (added) in_play_ += static_cast<double>(p.stack);  // not among the entrants: as dealt
    const double after = static_cast<double>(p.final_stack);
    in_play_ += after - it->second;
    if (it->second > 0 && after <= 0) ++out_;
    it->second = after;
  }
  FieldPoint point;
  point.players_left = std::max(1, static_cast<int>(stack_.size()) - out_);
  point.average = in_play_ / point.players_left;
  const std::string* leader = nullptr;
  for (const auto& [bot, chips] : stack_)
    if (leader == nullptr || chips > point.leader) {
      leader = &bot;
      point.leader = chips;
    }
  points_.push_back(point);
  for (auto& [bot, chips] : charted_chips_) chips.push_back(stack_[bot]);
  if (levels_.empty() || hand.level > levels_.back().level)
    levels_.push_back(LevelSummary{hand.level, 0, {}, ""});
  LevelSummary& level = levels_.back();
  level.last_hand = hand.hand;
  level.field = point;
  level.leader = leader != nullptr ? *leader : "";
}

const std::vector<double>& FieldTracker::chips_of(const std::string& bot) const {
  static const std::vector<double> kNone;
  const auto it = charted_chips_.find(bot);
  return it == charted_chips_.end() ? kNone : it->second;
}

std::string field_section(const FieldTracker& field, const BotColours& colours,
                          const ReportLimits& limits) {
  const std::vector<FieldPoint>& points = field.points();
  const double start_average = field.starting_stack();
  std::vector<double> left, leader, average;
  for (const FieldPoint& p : points) {
    left.push_back(p.players_left);
    leader.push_back(p.leader);
    average.push_back(p.average);
  }
  const auto entrants = static_cast<double>(field.entrants());
  std::string out = "<section id=\"field\"><h2>The field</h2><p>" +
                    std::to_string(field.entrants()) + " players, " +
                    std::to_string(points.size()) + " hands";
  if (!field.levels().empty())
    out += ", levels " + std::to_string(field.levels().front().level) + " to " +
           std::to_string(field.levels().back().level);
  if (!field.levels().empty() && !field.levels().back().leader.empty())
    out += "; at the end " + std::to_string(field.levels().back().field.players_left) +
           " left, the chip leader " + html_escape(field.levels().back().leader) + " with " +
           chips_text(field.levels().back().field.leader) + " chips";
  out += ".</p>";
  Series players = over_hands("players left", kFieldColour, entrants, left);
  players.field = true;
  out += line_chart_svg("Players left after each hand", "hand", "players", {players});
  Series top = over_hands("chip leader", kLeaderColour, start_average, leader);
  top.field = true;
  Series mean = over_hands("average stack", kFieldColour, start_average, average);
  mean.field = mean.dashed = true;
  out +=
      line_chart_svg("The chip leader's stack and the average stack", "hand", "chips", {top, mean});

  std::vector<std::string> rows;
  for (const LevelSummary& l : field.levels()) {
    if (rows.size() == limits.rows) break;
    rows.push_back(html_row({std::to_string(l.level), std::to_string(l.last_hand),
                             std::to_string(l.field.players_left), chips_text(l.field.average),
                             html_escape(l.leader), chips_text(l.field.leader)}));
  }
  out += html_table(
      {"level", "to hand", "players left", "average stack", "chip leader", "leader's chips"}, rows,
      "levels", {5});
  out += more_rows_note(field.levels().size() - rows.size(), "levels");

  // The best placed from the last hand before the field came down to their number (a large
  // field's final table): over a thousand players' hands their lines are flat until the end.
  const std::size_t charted = field.charted().size();
  std::size_t from = 0;
  if (charted < field.entrants())
    while (from < points.size() && points[from].players_left > static_cast<int>(charted)) ++from;
  std::vector<Series> lines;
  for (const std::string& bot : field.charted())
    lines.push_back(over_hands(bot, colours.of(bot), start_average, field.chips_of(bot), from));
  Series field_line = over_hands("average stack", kFieldColour, start_average, average, from);
  field_line.field = field_line.dashed = true;
  lines.push_back(std::move(field_line));
  const std::string title = from > 0 ? "Chips of the " + std::to_string(charted) +
                                           " best placed from hand " + std::to_string(from) + " (" +
                                           std::to_string(points[from - 1].players_left) +
                                           " players left), and the average stack"
                                     : "Chips after each hand, and the average stack";
  return out + line_chart_svg(title, "hand", "chips", lines) + "</section>";
}

std::string tables_section(const std::vector<json>& rounds, const json& standings,
                           const ReportLimits& limits) {
  Series tables{"tables in play", kFieldColour, {}, {}, {}, {}};
  tables.field = true;
  if (!json_list(standings, "standings").empty()) {  // the start
    tables.x.push_back(0);
    tables.y.push_back(json_int(standings, "tables"));
  }
  std::vector<std::string> rows;
  int balance = 0, broken = 0;
  for (const json& r : rounds) {
    tables.x.push_back(json_int(r, "round"));
    tables.y.push_back(json_int(r, "tables"));
    // Who went out: the first few names; a round that ends hundreds of all-ins at once would
    // otherwise be a row wider than any screen.
    const json& eliminated = json_list(r, "eliminated");
    std::string out;
    std::size_t named = 0;
    for (const json& e : eliminated) {
      if (named++ == limits.top) break;
      out += (out.empty() ? "" : ", ") + html_escape(json_text(e, "name")) + " (" +
             std::to_string(json_int(e, "place")) + ", table " +
             std::to_string(json_int(e, "table")) + ")";
    }
    out += and_more(eliminated.size() - std::min(eliminated.size(), limits.top));
    int moves = 0;
    for (const json& m : json_list(r, "moves")) {
      ++moves;
      balance += json_text(m, "reason") == "balance" ? 1 : 0;
    }
    std::string what = moves == 0 ? "" : std::to_string(moves) + " moved";
    const std::size_t broke = json_list(r, "broken").size();
    if (broke > 0) {
      broken += static_cast<int>(broke);
      what += std::string(what.empty() ? "" : "; ") + std::to_string(broke) + " table" +
              (broke == 1 ? "" : "s") + " broken";
    }
    if (r.value("final_table", false)) what += "; the final table, redrawn";
    if (r.value("bubble", false)) what += std::string(what.empty() ? "" : "; ") + "on the bubble";
    rows.push_back(
        html_row({std::to_string(json_int(r, "round")), std::to_string(json_int(r, "last_hand")),
                  std::to_string(json_int(r, "players_left")), wrapped_cell(out),
                  wrapped_cell(html_escape(what))}));
  }
  return "<section id=\"tables\"><h2>Tables</h2><p>" + std::to_string(balance) +
         (balance == 1 ? " player" : " players") + " moved to balance the tables, " +
         std::to_string(broken) + " tables broken (R51, R52).</p>" +
         line_chart_svg("Tables in play over the rounds", "round", "tables", {tables}) +
         html_table({"round", "last hand", "players left", "out (place, table)", "moves"}, rows,
                    "rounds", {4, 5}) +
         "</section>";
}

std::string by_game_section(const json& rows, const ReportLimits& limits) {
  // The games in the order first met (the rotation's), each with its structure.
  std::vector<std::pair<std::string, std::string>> games;
  for (const json& r : rows)
    for (const json& g : json_list(r, "by_game")) {
      const std::pair<std::string, std::string> game{json_text(g, "game"),
                                                     json_text(g, "structure")};
      if (std::find(games.begin(), games.end(), game) == games.end()) games.push_back(game);
    }
  if (games.empty()) return "";
  std::vector<std::string> header{"bot"};
  for (const auto& [game, structure] : games) header.push_back(game + " " + structure);
  std::vector<std::string> table_rows;
  for (const json& r : rows) {
    if (table_rows.size() == limits.rows) break;
    std::vector<std::string> cells{html_escape(json_text(r, "name"))};
    for (const auto& game : games) {
      std::string cell = "-";
      for (const json& g : json_list(r, "by_game"))
        if (json_text(g, "game") == game.first && json_text(g, "structure") == game.second)
          cell = (json_number(g, "net") > 0 ? "+" : "") + fixed_text(json_number(g, "net"), 0) +
                 "<small> in " + std::to_string(json_int(g, "hands")) + "</small>";
      cells.push_back(cell);
    }
    table_rows.push_back(html_row(cells));
  }
  return "<section id=\"by-game\"><h2>Results by game</h2>" +
         html_table(header, table_rows, "by-game") +
         more_rows_note(rows.size() - table_rows.size(), "bots (standings.json has every one)") +
         "<p class=\"note\">Each bot's net chips (won less lost) in each game of the mix, over the "
         "hands it was dealt in that game (R44).</p></section>";
}

}  // namespace arena::report
