#pragma once
// A league's standings: each bot's games, points with a 95% interval, places, wins, money
// finishes, chips, faults, and its rating fitted to the finishing orders of every game.
//
// The tally applies the games in game order, whatever order they finish in (concurrency, a
// resume): a game that finishes before an earlier one waits (at most about as many games as run
// at once) until the gap is filled. Every figure, the running means and the online rating alike,
// is then the same at any concurrency and after any resume. It holds totals per bot, never the
// games themselves: its memory grows with the pool, not with the league.
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/league/crosstable.hpp"
#include "arena/league/game_record.hpp"
#include "arena/league/quarantine.hpp"
#include "arena/league/rating.hpp"
#include "arena/league/sprt.hpp"
#include "arena/results/win_rate.hpp"

namespace arena {

struct LeagueStanding {
  std::string name;
  int games = 0;
  double points = 0;  // in all
  double mean_points = 0;
  // 95% interval of the mean points per game (Student's t over the bot's games); none with
  // fewer than two games.
  std::optional<double> points_low, points_high;
  double mean_place = 0;
  int wins = 0;
  int in_the_money = 0;  // finishes in a paid place (paid_places)
  std::int64_t chips = 0;
  int hands = 0;
  int timeouts = 0;
  int protocol_errors = 0;
  int crashes = 0;                 // games in which its process ended or was killed
  int no_shows = 0;                // games it never started in
  int faulted = 0;                 // games it faulted in (R35): crashed, no-show, absent
  Quarantine::Verdict quarantine;  // left out of the rest of the league, and why
  Rating rating;                   // Weng-Lin Plackett-Luce (arena/league/rating.hpp)
  std::vector<GameTally> by_game;  // a mix (R44): hands and net chips by game, over its games
};

// The places a sit-and-go of `table_size` pays, as the sit-and-go sites pay: one up to four
// players, two up to seven, three from eight: "in the money" means finishing in one of them.
int paid_places(int table_size);

class LeagueTally {
 public:
  // `start`: ratings to start from by bot name (continue_from); others start from the prior.
  LeagueTally(std::vector<std::string> names, int table_size,
              const std::map<std::string, Rating>& start = {});

  // Games it will be given are `first`, `first + step`, ... (a shard's: LeagueShard); by
  // default every game. Set before the first add.
  void expect_games(int first, int step) {
    next_ = first;
    step_ = step;
  }
  // Quarantine a bot after `after` faulted games in a row (0: never), counted in each of `lanes`
  // shards apart (quarantine.hpp). Set before the first add.
  void quarantine(int after, int lanes) {
    quarantine_ = Quarantine(static_cast<int>(names_.size()), after, lanes);
  }
  // Whether `bot` is left out of game `index` by the games applied so far.
  bool excludes(int bot, int index) const { return quarantine_.excludes(bot, index); }
  Quarantine::Verdict quarantined(int bot) const { return quarantine_.verdict(bot); }
  // A finished game (its index 1-based, each once).
  void add(GameRecord game);
  int games() const { return applied_ + static_cast<int>(waiting_.size()); }

  // The standings of every game added, best first: bots quarantined below the others, then by
  // mean points per game, then by rating, then by name; bots without a game last.
  std::vector<LeagueStanding> standings() const;
  // Every pair's head-to-head record over the games added (crosstable.hpp).
  const Crosstable& crosstable() const { return cross_; }
  // Pool indices in the order of `rows` (standings()).
  std::vector<int> order_of(const std::vector<LeagueStanding>& rows) const;
  const std::vector<std::string>& names() const { return names_; }

 private:
  struct Totals {
    LeagueStanding row;
    RunningStats points;
    std::int64_t place_sum = 0;
  };
  void apply(const GameRecord& game, std::vector<Totals>& totals, std::vector<Rating>& ratings,
             Rater& rater, Quarantine& quarantine) const;

  std::vector<std::string> names_;
  int paid_;
  int applied_ = 0;                    // games in totals_ and ratings_
  int next_ = 1, step_ = 1;            // the next game to apply, and the gap after it
  std::map<int, GameRecord> waiting_;  // finished after a game still in play
  std::vector<Totals> totals_;
  std::vector<Rating> ratings_;
  Rater rater_;
  Quarantine quarantine_;  // none unless quarantine() is called
  Crosstable cross_;
};

nlohmann::json to_json(const LeagueStanding& standing);

// The standings as a plain-text table, then a line for each bot quarantined.
std::string league_table(const std::vector<LeagueStanding>& standings);

// How the league placed faulted bots and whether it quarantines them: one line each, for the
// terminal; the same words standings.json keeps ("faulted_bots_rule", "quarantine_rule").
std::string faulted_rule(const RunSettings& settings);
std::string quarantine_rule(const RunSettings& settings);

// What `arena league` and `arena league merge` print after the headline: the table and its
// legend, the rules for faulted bots (`rules`: faulted_rules), the head-to-head lines
// (`crosstable`, when any) and the SPRT's line (when tested).
std::string league_report(const std::vector<LeagueStanding>& standings,
                          const std::string& crosstable, const std::optional<SprtResult>& sprt,
                          const std::string& rules);
// The rule lines league_report prints: faulted_rule and quarantine_rule.
std::string faulted_rules(const RunSettings& settings);

}  // namespace arena
