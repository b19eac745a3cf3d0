#include "arena/league/league_standings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "arena/results/standings.hpp"
#include "arena/results/win_rate.hpp"

namespace arena {

int paid_places(int table_size) {
  if (table_size <= 4) return 1;
  if (table_size <= 7) return 2;
  return 3;
}

LeagueTally::LeagueTally(std::vector<std::string> names, int table_size,
                         const std::map<std::string, Rating>& start)
    : names_(std::move(names)),
      paid_(paid_places(table_size)),
      totals_(names_.size()),
      ratings_(names_.size()),
      quarantine_(static_cast<int>(names_.size()), 0, 1),
      cross_(names_.size()) {
  for (std::size_t b = 0; b < names_.size(); ++b) {
    totals_[b].row.name = names_[b];
    if (const auto it = start.find(names_[b]); it != start.end()) ratings_[b] = it->second;
  }
}

void LeagueTally::add(GameRecord game) {
  cross_.add(game);
  const int index = game.index;
  waiting_.emplace(index, std::move(game));
  for (auto next = waiting_.find(next_); next != waiting_.end(); next = waiting_.find(next_)) {
    apply(next->second, totals_, ratings_, rater_, quarantine_);
    waiting_.erase(next);
    ++applied_;
    next_ += step_;
  }
}

void LeagueTally::apply(const GameRecord& game, std::vector<Totals>& totals,
                        std::vector<Rating>& ratings, Rater& rater, Quarantine& quarantine) const {
  std::vector<int> players, places;
  for (const Placement& p : game.placements) {
    Totals& t = totals[static_cast<std::size_t>(p.bot)];
    LeagueStanding& row = t.row;
    ++row.games;
    row.points += p.points;
    t.points.add(p.points);
    t.place_sum += p.place;
    if (p.place == 1) ++row.wins;
    if (p.place <= paid_) ++row.in_the_money;
    row.chips += p.chips;
    row.hands += p.hands;
    row.timeouts += p.timeouts;
    row.protocol_errors += p.protocol_errors;
    add_tallies(row.by_game, p.by_game);
    if (p.ended == "crashed") ++row.crashes;
    if (p.ended == "no-show") ++row.no_shows;
    if (is_faulted_ending(p.ended)) ++row.faulted;
    players.push_back(p.bot);
    places.push_back(p.place);
  }
  // A game left with fewer than two bots by the quarantine places nobody: nothing to rate.
  if (players.size() >= 2) rater.rate_game(ratings, players, places);
  quarantine.add(game);
}

std::vector<int> LeagueTally::order_of(const std::vector<LeagueStanding>& rows) const {
  std::vector<int> order;
  for (const LeagueStanding& row : rows)
    for (std::size_t b = 0; b < names_.size(); ++b)
      if (names_[b] == row.name) order.push_back(static_cast<int>(b));
  return order;
}

std::vector<LeagueStanding> LeagueTally::standings() const {
  // Games waiting behind one still in play count too, applied in order to a copy.
  std::vector<Totals> totals = totals_;
  std::vector<Rating> ratings = ratings_;
  Rater rater(rater_.model());
  Quarantine quarantine = quarantine_;
  for (const auto& [index, game] : waiting_) apply(game, totals, ratings, rater, quarantine);

  std::vector<LeagueStanding> rows;
  rows.reserve(totals.size());
  for (std::size_t b = 0; b < totals.size(); ++b) {
    LeagueStanding row = totals[b].row;
    row.rating = ratings[b];
    row.quarantine = quarantine.verdict(static_cast<int>(b));
    if (row.games > 0) {
      const WinRate mean = win_rate(totals[b].points);
      row.mean_points = mean.mean;
      row.points_low = mean.ci95_low;
      row.points_high = mean.ci95_high;
      row.mean_place = static_cast<double>(totals[b].place_sum) / row.games;
    }
    rows.push_back(std::move(row));
  }
  std::stable_sort(rows.begin(), rows.end(), [](const LeagueStanding& a, const LeagueStanding& b) {
    if ((a.games == 0) != (b.games == 0)) return b.games == 0;
    const bool a_out = a.quarantine.after_game > 0, b_out = b.quarantine.after_game > 0;
    if (a_out != b_out) return b_out;
    if (a.mean_points != b.mean_points) return a.mean_points > b.mean_points;
    if (a.rating.mu != b.rating.mu) return a.rating.mu > b.rating.mu;
    return a.name < b.name;
  });
  return rows;
}

nlohmann::json to_json(const LeagueStanding& s) {
  const RatingInterval interval = interval_95(s.rating);
  nlohmann::json j = {
      {"name", s.name},
      {"games", s.games},
      {"points", s.points},
      {"mean_points", s.mean_points},
      {"mean_points_ci95", nullptr},
      {"mean_place", s.mean_place},
      {"wins", s.wins},
      {"in_the_money", s.in_the_money},
      {"in_the_money_rate", s.games > 0 ? static_cast<double>(s.in_the_money) / s.games : 0.0},
      {"chips", s.chips},
      {"hands", s.hands},
      {"timeouts", s.timeouts},
      {"protocol_errors", s.protocol_errors},
      {"crashes", s.crashes},
      {"no_shows", s.no_shows},
      {"faulted", s.faulted},
      {"quarantined", nullptr},
      {"rating",
       {{"mu", s.rating.mu}, {"sigma", s.rating.sigma}, {"ci95", {interval.low, interval.high}}}}};
  if (s.points_low && s.points_high) j["mean_points_ci95"] = {*s.points_low, *s.points_high};
  if (!s.by_game.empty()) j["by_game"] = tallies_json(s.by_game);
  if (s.quarantine.after_game > 0)
    j["quarantined"] = {{"after_game", s.quarantine.after_game}, {"reason", s.quarantine.reason}};
  return j;
}

std::string league_table(const std::vector<LeagueStanding>& standings) {
  std::string out;
  char line[256];
  std::snprintf(line, sizeof line, "%-4s %-20s %6s %8s %17s %6s %5s %5s %13s %7s %s\n", "rank",
                "bot", "games", "pts/game", "95% interval", "place", "wins", "itm%", "rating",
                "faulted", "timeouts/errors/crashes/no-shows");
  out += line;
  int rank = 0;
  for (const LeagueStanding& s : standings) {
    ++rank;
    char interval[32] = "-";
    if (s.points_low && s.points_high)
      std::snprintf(interval, sizeof interval, "%.2f..%.2f", *s.points_low, *s.points_high);
    char rating[32];
    std::snprintf(rating, sizeof rating, "%.1f+-%.1f", s.rating.mu, kZ95 * s.rating.sigma);
    char faults[64];
    std::snprintf(faults, sizeof faults, "%d/%d/%d/%d", s.timeouts, s.protocol_errors, s.crashes,
                  s.no_shows);
    // "3 Q": faulted in 3 games, and quarantined.
    char faulted[32];
    std::snprintf(faulted, sizeof faulted, "%d%s", s.faulted,
                  s.quarantine.after_game > 0 ? " Q" : "");
    std::snprintf(line, sizeof line, "%-4d %-20s %6d %8.3f %17s %6.2f %5d %5.1f %13s %7s %s\n",
                  rank, s.name.c_str(), s.games, s.mean_points, interval, s.mean_place, s.wins,
                  s.games > 0 ? 100.0 * s.in_the_money / s.games : 0.0, rating, faulted, faults);
    out += line;
  }
  for (const LeagueStanding& s : standings) {
    if (s.quarantine.after_game > 0)
      out += "Q " + s.name + ": quarantined after game " + std::to_string(s.quarantine.after_game) +
             ": " + s.quarantine.reason + "; left out of the games after it\n";
  }
  return out;
}

std::string faulted_rule(const RunSettings& settings) {
  return settings.faulted_rank_last
             ? "faulted: games in which the bot crashed, never started or was no longer waited "
               "for; it is placed last in each of them (faulted_bots: rank-last)"
             : "faulted: games in which the bot crashed, never started or was no longer waited "
               "for; it is placed there by its stack as it was blinded out (faulted_bots: "
               "as-eliminated)";
}

std::string quarantine_rule(const RunSettings& settings) {
  const int after = settings.league.quarantine_after;
  if (after <= 0) return "quarantine: none (quarantine_after: 0)";
  return "quarantine (Q): a bot that faults in " +
         (after == 1 ? std::string("a game") : std::to_string(after) + " of its games in a row") +
         " is left out of the rest of the league and ranked below the others";
}

std::string faulted_rules(const RunSettings& settings) {
  return faulted_rule(settings) + "\n" + quarantine_rule(settings) + "\n";
}

std::string league_report(const std::vector<LeagueStanding>& standings,
                          const std::string& crosstable, const std::optional<SprtResult>& sprt,
                          const std::string& rules) {
  std::string out = league_table(standings);
  out +=
      "points a game with a 95% interval (Student's t over games); rating: Weng-Lin "
      "Plackett-Luce mu +- 1.96 sigma\n";
  out += rules;
  if (!crosstable.empty())
    out +=
        "head to head (score of the games both played: 1 to the higher place, 1/2 a tie; "
        "LOS):\n" +
        crosstable;
  if (sprt) out += "SPRT: " + describe(*sprt) + "\n";
  return out;
}

}  // namespace arena
