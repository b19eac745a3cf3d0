// The tournament field (R7, R18-R21, R49, R53): stacks, eliminations, places, points, the level
// and the end, for a sit-and-go and a multi-table tournament alike. Where the players sit and
// where the button is belong to the kind of tournament; the hands to the Hand state machine.
#include "engine/tournament_field.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include "engine/places.hpp"

namespace poker {

Level with_default_small_blind(Level level) {
  if (level.small_blind == 0) level.small_blind = level.big_blind / 2;
  return level;
}

std::vector<double> default_points(int entrants) {
  std::vector<double> points;
  for (int place = 1; place <= entrants; ++place) points.push_back(entrants - place);
  return points;
}

void check_played_hand(const HandSetup& prepared, const Hand& hand, const std::string& where) {
  if (!hand.finished()) throw std::logic_error(where + " before the hand ended");
  if (hand.players() != prepared.players || hand.button() != prepared.button)
    throw std::logic_error(where + " was given a different hand");
  Chips before = 0, after = 0;
  for (int p = 0; p < prepared.players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (hand.setup().stacks[i] != prepared.stacks[i])
      throw std::logic_error(where + " was given a different hand");
    before += prepared.stacks[i];
    after += hand.stack(p);
    if (hand.stack(p) < 0) throw std::logic_error(where + ": a negative stack");
  }
  if (before != after)
    throw std::logic_error(where + ": chips not conserved: " + std::to_string(before) +
                           " before, " + std::to_string(after) + " after");
}

LevelClock::LevelClock(const Schedule& schedule) {
  for (const Level& level : schedule.levels) levels_.push_back(with_default_small_blind(level));
}

bool LevelClock::count(int units_per_length) {
  const Level& on = levels_[static_cast<std::size_t>(now_)];
  if (++counted_ < on.length * units_per_length ||
      static_cast<std::size_t>(now_) + 1 >= levels_.size())
    return false;
  ++now_;
  counted_ = 0;
  return true;
}

TournamentField::TournamentField(FieldSetup setup, int table_seats, std::string_view kind,
                                 std::string_view step)
    : setup_(std::move(setup)), kind_(kind), step_(step), clock_(setup_.schedule) {
  validate(table_seats);
  if (setup_.points.empty()) setup_.points = default_points(setup_.entrants);
  const auto n = static_cast<std::size_t>(setup_.entrants);
  stacks_.assign(n, setup_.starting_stack);
  hands_played_.assign(n, 0);
  eliminated_in_hand_.assign(n, 0);
  place_.assign(n, 0);
  points_.assign(n, 0.0);
  folds_before_showdown_.assign(n, false);
  step_start_.assign(n, 0);
}

void TournamentField::validate(int table_seats) const {
  const FieldSetup& s = setup_;
  const std::string where = std::string(kind_) + ": ";
  const auto level_where = [&](std::size_t i) {
    return where + "schedule level " + std::to_string(i + 1) + ": ";
  };
  if (s.mix.mixed() && (table_seats > s.mix.max_players() || table_seats < s.mix.min_players()))
    throw std::invalid_argument(
        where + "the mix " + s.mix.name + " seats " + std::to_string(s.mix.min_players()) + " to " +
        std::to_string(s.mix.max_players()) + " players, got " + std::to_string(table_seats));
  if (s.starting_stack <= 0)
    throw std::invalid_argument(where + "starting_stack must be at least 1, got " +
                                std::to_string(s.starting_stack));
  // Ten stacks must add up without overflow, with room for the hand's own sums.
  if (s.starting_stack > std::numeric_limits<Chips>::max() / (4 * kMaxPlayers))
    throw std::invalid_argument(where +
                                "starting_stack is too large: " + std::to_string(s.starting_stack));
  if (s.hand_limit < 0)
    throw std::invalid_argument(where + "hand_limit must be 0 (none) or more, got " +
                                std::to_string(s.hand_limit));
  if (s.schedule.levels.empty())
    throw std::invalid_argument(where + "schedule '" + s.schedule.name + "' has no levels");
  for (std::size_t i = 0; i < s.schedule.levels.size(); ++i) {
    const Level& l = s.schedule.levels[i];
    if (l.big_blind < 0 || l.small_blind < 0 || l.ante < 0)
      throw std::invalid_argument(level_where(i) + "blinds and ante must not be negative");
    if (l.big_blind > 0 && l.small_blind > l.big_blind)
      throw std::invalid_argument(level_where(i) + "small blind " + std::to_string(l.small_blind) +
                                  " is above the big blind " + std::to_string(l.big_blind));
    if (l.big_blind == 0 && l.small_blind > 0)
      throw std::invalid_argument(level_where(i) + "a small blind without a big blind");
    if (l.big_blind == 0 && l.ante == 0)
      throw std::invalid_argument(level_where(i) + "neither blinds nor an ante");
    if (l.big_blind == 0 && l.min_bet < 1)
      throw std::invalid_argument(level_where(i) +
                                  "a level without blinds needs min_bet (the smallest bet)");
    if (l.big_blind > 0 && l.min_bet != 0)
      throw std::invalid_argument(
          level_where(i) + "min_bet is for levels without blinds (the big blind sizes bets)");
    if (l.ante > 0 && l.ante_kind == AnteKind::None)
      throw std::invalid_argument(level_where(i) + "ante " + std::to_string(l.ante) +
                                  " with ante kind none");
    if (l.length < 1)
      throw std::invalid_argument(level_where(i) + "length must be at least 1, got " +
                                  std::to_string(l.length));
  }
  for (std::size_t i = 0; i < s.points.size(); ++i)
    if (!std::isfinite(s.points[i]))
      throw std::invalid_argument(where + "points for place " + std::to_string(i + 1) +
                                  " is not a finite number");
}

void TournamentField::throw_no_entrant(int entrant) const {
  throw std::out_of_range(std::string(kind_) + ": no entrant " + std::to_string(entrant) +
                          " (there are " + std::to_string(setup_.entrants) + ")");
}

void TournamentField::throw_misuse(std::string_view call, std::string_view why) const {
  throw std::logic_error(std::string(kind_) + ": " + std::string(call) + " " + std::string(why));
}

void TournamentField::set_folds_before_showdown(int entrant, bool value) {
  folds_before_showdown_[checked(entrant)] = value;
}

int TournamentField::players_left() const {
  return static_cast<int>(std::count(eliminated_in_hand_.begin(), eliminated_in_hand_.end(), 0));
}

bool TournamentField::on_bubble() const {
  const auto& points = setup_.points;
  const int left = players_left();
  const auto pays = [&](int place) {
    return place >= 1 && place <= static_cast<int>(points.size()) &&
           points[static_cast<std::size_t>(place - 1)] > 0;
  };
  return left >= 2 && !pays(left) && pays(left - 1);
}

void TournamentField::open_step(std::string_view call) {
  if (finished_) throw_misuse(call, "after the tournament ended");
  if (step_open_) throw_misuse(call, "before the last " + std::string(step_) + " was finished");
  step_open_ = true;
  out_in_step_.clear();
  clock_.start_step();
}

TableGame TournamentField::table_game(int rotation) const {
  TableGame table{setup_.game, setup_.structure, setup_.muck_losing_hands};
  if (setup_.mix.mixed()) {
    const MixedGame& now = setup_.mix.game_of(rotation, clock_.index());
    table.game = now.game;
    table.structure = now.structure;
  }
  return table;
}

void TournamentField::deal_in(HandSetup& hand, int player, int entrant) const {
  const auto p = static_cast<std::size_t>(player);
  const std::size_t e = checked(entrant);
  hand.stacks[p] = stacks_[e];
  hand.folds_before_showdown[p] = folds_before_showdown_[e];
}

bool TournamentField::button_stays(const HandSetup& hand) const {
  return setup_.mix.mixed() && hand.game->deals_up_cards();
}

void TournamentField::take_hand(const HandSetup& prepared, const Hand& hand,
                                const std::vector<int>& entrants, int hand_number) {
  for (int p = 0; p < prepared.players; ++p) {
    const std::size_t e = checked(entrants[static_cast<std::size_t>(p)]);
    stacks_[e] = hand.stack(p);
    step_start_[e] = prepared.stacks[static_cast<std::size_t>(p)];
    ++hands_played_[e];
    if (stacks_[e] == 0) {
      eliminated_in_hand_[e] = hand_number;
      out_in_step_.push_back(static_cast<int>(e));
    }
  }
}

bool TournamentField::close_step(int steps_played) {
  step_open_ = false;
  // R19, R49: everyone out in the step, whatever their table, is placed together by the stacks
  // they began its hand with, below every player still in.
  if (!out_in_step_.empty())
    place_group(out_in_step_, step_start_, players_left() + 1, setup_.points, place_, points_);
  // R20: the end, by all chips in one stack or by the hand limit.
  if (players_left() <= 1 || (setup_.hand_limit > 0 && steps_played >= setup_.hand_limit))
    end_with_remaining_placed();
  return finished_;
}

void TournamentField::end_now() {
  if (step_open_)
    throw_misuse("end_now()", "before the last " + std::string(step_) + " was finished");
  if (!finished_) end_with_remaining_placed();
}

void TournamentField::end_with_remaining_placed() {
  finished_ = true;
  std::vector<int> remaining;
  for (int e = 0; e < entrants(); ++e)
    if (!eliminated(e)) remaining.push_back(e);
  place_group(remaining, stacks_, 1, setup_.points, place_, points_);
}

std::vector<Standing> TournamentField::standings() const {
  std::vector<int> place = place_;
  std::vector<double> points = points_;
  if (!finished_) {
    // Provisional: those still in, ranked by their stacks now.
    std::vector<int> remaining;
    for (int e = 0; e < entrants(); ++e)
      if (!eliminated(e)) remaining.push_back(e);
    place_group(remaining, stacks_, 1, setup_.points, place, points);
  }
  std::vector<Standing> out;
  for (int e = 0; e < entrants(); ++e) {
    const auto i = static_cast<std::size_t>(e);
    out.push_back(
        Standing{e, place[i], points[i], stacks_[i], hands_played_[i], eliminated_in_hand_[i]});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Standing& a, const Standing& b) { return a.place < b.place; });
  return out;
}

}  // namespace poker
