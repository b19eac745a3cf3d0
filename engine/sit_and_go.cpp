// The sit-and-go (R1, R3, R7, R18-R21): who sits where, where the button is, which level is on,
// who is out and in which place. The hands themselves are the Hand state machine's business.
#include "engine/sit_and_go.hpp"

#include "engine/places.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>
#include <utility>

namespace poker {
namespace {

std::string level_where(std::size_t i) {
  return "sit-and-go: schedule level " + std::to_string(i + 1) + ": ";
}

}  // namespace

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

SitAndGo::SitAndGo(SitAndGoSetup setup) : setup_(std::move(setup)) {
  validate_setup();
  if (setup_.points.empty()) setup_.points = default_points(setup_.entrants);
  for (const Level& level : setup_.schedule.levels)
    levels_.push_back(with_default_small_blind(level));

  const int n = setup_.entrants;
  // R1: seat s holds entrant seating_[s]. R3: the first button is a seat drawn from its own
  // stream, so the seat draw and the button draw do not depend on each other.
  seating_ = seeded_permutation(setup_.seed, kSeatDrawPurpose, n);
  seat_of_.assign(static_cast<std::size_t>(n), 0);
  for (int s = 0; s < n; ++s) seat_of_[static_cast<std::size_t>(seating_[s])] = s;
  button_seat_ = seeded_permutation(setup_.seed, kButtonDrawPurpose, n)[0];
  level_anchor_seat_ = button_seat_;

  stacks_.assign(static_cast<std::size_t>(n), setup_.starting_stack);
  hands_played_.assign(static_cast<std::size_t>(n), 0);
  eliminated_in_hand_.assign(static_cast<std::size_t>(n), 0);
  place_.assign(static_cast<std::size_t>(n), 0);
  points_.assign(static_cast<std::size_t>(n), 0.0);
  folds_before_showdown_.assign(static_cast<std::size_t>(n), false);
}

void SitAndGo::validate_setup() const {
  const SitAndGoSetup& s = setup_;
  if (s.entrants < 2 || s.entrants > kMaxPlayers)
    throw std::invalid_argument("sit-and-go: entrants must be 2.." + std::to_string(kMaxPlayers) +
                                ", got " + std::to_string(s.entrants));
  if (s.mix.mixed() && (s.entrants > s.mix.max_players() || s.entrants < s.mix.min_players()))
    throw std::invalid_argument("sit-and-go: the mix " + s.mix.name + " seats " +
                                std::to_string(s.mix.min_players()) + " to " +
                                std::to_string(s.mix.max_players()) + " players, got " +
                                std::to_string(s.entrants));
  if (s.starting_stack <= 0)
    throw std::invalid_argument("sit-and-go: starting_stack must be at least 1, got " +
                                std::to_string(s.starting_stack));
  // Ten stacks must add up without overflow, with room for the hand's own sums.
  if (s.starting_stack > std::numeric_limits<Chips>::max() / (4 * kMaxPlayers))
    throw std::invalid_argument("sit-and-go: starting_stack is too large: " +
                                std::to_string(s.starting_stack));
  if (s.hand_limit < 0)
    throw std::invalid_argument("sit-and-go: hand_limit must be 0 (none) or more, got " +
                                std::to_string(s.hand_limit));
  if (s.schedule.levels.empty())
    throw std::invalid_argument("sit-and-go: schedule '" + s.schedule.name + "' has no levels");
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
      throw std::invalid_argument("sit-and-go: points for place " + std::to_string(i + 1) +
                                  " is not a finite number");
}

const SitAndGoSetup& SitAndGo::setup() const {
  return setup_;
}
const std::vector<int>& SitAndGo::seating() const {
  return seating_;
}

std::size_t SitAndGo::checked(int entrant) const {
  if (entrant < 0 || entrant >= setup_.entrants)
    throw std::out_of_range("sit-and-go: no entrant " + std::to_string(entrant) + " (there are " +
                            std::to_string(setup_.entrants) + ")");
  return static_cast<std::size_t>(entrant);
}

int SitAndGo::seat_of(int entrant) const {
  return seat_of_[checked(entrant)];
}

int SitAndGo::button_seat() const {
  return button_seat_;
}
bool SitAndGo::finished() const {
  return finished_;
}
int SitAndGo::hands_played() const {
  return hands_finished_;
}

Chips SitAndGo::stack(int entrant) const {
  return stacks_[checked(entrant)];
}

bool SitAndGo::eliminated(int entrant) const {
  return eliminated_in_hand_[checked(entrant)] != 0;
}

void SitAndGo::set_folds_before_showdown(int entrant, bool value) {
  folds_before_showdown_[checked(entrant)] = value;
}

int SitAndGo::hand_number() const {
  return hand_number_;
}
int SitAndGo::level_index() const {
  return hand_level_;
}
const Level& SitAndGo::level() const {
  return levels_[static_cast<std::size_t>(hand_level_)];
}
const std::vector<int>& SitAndGo::hand_entrants() const {
  return hand_entrants_;
}

int SitAndGo::players_left() const {
  int left = 0;
  for (int e = 0; e < setup_.entrants; ++e) left += eliminated_in_hand_[e] == 0;
  return left;
}

int SitAndGo::next_live_seat(int seat) const {
  const int n = setup_.entrants;
  for (int step = 1; step <= n; ++step) {
    const int s = (seat + step) % n;
    if (eliminated_in_hand_[static_cast<std::size_t>(seating_[s])] == 0) return s;
  }
  return seat;  // nobody is in: cannot happen while chips exist
}

const HandSetup& SitAndGo::next_hand() {
  if (finished_) throw std::logic_error("sit-and-go: next_hand() after the tournament ended");
  if (hand_open_)
    throw std::logic_error("sit-and-go: next_hand() before hand " + std::to_string(hand_number_) +
                           " was finished");
  hand_open_ = true;
  hand_number_ = hands_finished_ + 1;
  hand_level_ = level_index_;
  const Level& lv = levels_[static_cast<std::size_t>(hand_level_)];

  HandSetup& hs = hand_setup_;
  hs = HandSetup{};
  hand_entrants_.clear();
  for (int s = 0; s < setup_.entrants; ++s) {
    const int e = seating_[s];
    if (eliminated_in_hand_[e] != 0) continue;
    const int p = static_cast<int>(hand_entrants_.size());
    if (s == button_seat_) hs.button = p;
    hs.stacks[p] = stacks_[e];
    hs.folds_before_showdown[p] = folds_before_showdown_[e];
    hand_entrants_.push_back(e);
  }
  hs.players = static_cast<int>(hand_entrants_.size());
  TableGame table{setup_.game, setup_.structure, setup_.muck_losing_hands};
  if (setup_.mix.mixed()) {  // R44: the rotation's game of this hand
    const MixedGame& now = setup_.mix.game_of(hand_number_, hand_level_);
    table.game = now.game;
    table.structure = now.structure;
  }
  seeded_.set_up(hs, table, lv, setup_.seed, static_cast<std::uint64_t>(hand_number_));
  return hs;
}

void SitAndGo::finish_hand(const Hand& hand) {
  if (!hand_open_) throw std::logic_error("sit-and-go: finish_hand() with no hand prepared");
  check_played_hand(hand_setup_, hand,
                    "sit-and-go: hand " + std::to_string(hand_number_) + ": finish_hand()");
  const int players = hand_setup_.players;

  hand_open_ = false;
  hands_finished_ = hand_number_;
  std::vector<int> busted;
  std::vector<Chips> start(static_cast<std::size_t>(setup_.entrants), 0);
  for (int p = 0; p < players; ++p) {
    const int e = hand_entrants_[static_cast<std::size_t>(p)];
    stacks_[e] = hand.stack(p);
    ++hands_played_[e];
    start[e] = hand_setup_.stacks[p];
    if (stacks_[e] == 0) busted.push_back(e);
  }
  // R19: those out in this hand take the places just below the players still in, ordered by
  // their stacks at the start of the hand.
  if (!busted.empty()) {
    for (int e : busted) eliminated_in_hand_[e] = hand_number_;
    const int first = players - static_cast<int>(busted.size()) + 1;
    place_group(busted, start, first, setup_.points, place_, points_);
  }

  // R20: the end, by all chips in one stack or by the hand limit.
  if (players_left() == 1 || (setup_.hand_limit > 0 && hands_finished_ >= setup_.hand_limit)) {
    end_with_remaining_placed();
    return;
  }
  move_button_and_level();
}

void SitAndGo::end_now() {
  if (hand_open_)
    throw std::logic_error("sit-and-go: end_now() before hand " + std::to_string(hand_number_) +
                           " was finished");
  if (!finished_) end_with_remaining_placed();
}

void SitAndGo::move_button_and_level() {
  // R3: the button moves to the next player still in. The player it leaves may just have been
  // eliminated; the seats between are empty or held by eliminated players.
  // R44: in a mix a stud hand (which has no button) leaves the button where it is, so a button
  // game after stud starts where the last one left off.
  const bool stud_in_mix = setup_.mix.mixed() && hand_setup_.game->deals_up_cards();
  const int from = button_seat_;
  const int to = stud_in_mix && eliminated_in_hand_[static_cast<std::size_t>(seating_[from])] == 0
                     ? from
                     : next_live_seat(from);
  button_seat_ = to;

  const std::size_t last_level = levels_.size() - 1;
  const Level& lv = levels_[static_cast<std::size_t>(level_index_)];
  bool level_over = false;
  if (setup_.schedule.unit == LevelUnit::Hands) {
    level_over = ++level_hands_ >= lv.length;
  } else {
    // R18 by orbits: an orbit ends when the button comes back to, or moves past, the seat of the
    // player who held it when the level began (an eliminated player's turn counts as passed).
    const int n = setup_.entrants;
    const int anchor_ahead = (level_anchor_seat_ - from + n) % n;  // 0: leaving the anchor seat
    const int moved = (to - from + n) % n;                         // 1..n-1 seats clockwise
    if (anchor_ahead >= 1 && anchor_ahead <= moved) level_over = ++level_orbits_ >= lv.length;
  }
  if (level_over && static_cast<std::size_t>(level_index_) < last_level) {
    ++level_index_;  // R18: from the next hand on
    level_hands_ = 0;
    level_orbits_ = 0;
    level_anchor_seat_ = button_seat_;
  }
}

void SitAndGo::end_with_remaining_placed() {
  finished_ = true;
  std::vector<int> remaining;
  for (int e = 0; e < setup_.entrants; ++e)
    if (eliminated_in_hand_[e] == 0) remaining.push_back(e);
  place_group(remaining, stacks_, 1, setup_.points, place_, points_);
}

void SitAndGo::play_hand(const Decide& decide, std::vector<Event>* events) {
  const HandSetup& hs = next_hand();
  Hand hand;
  hand.start(hs, events);
  while (!hand.finished()) {
    const int actor = hand.actor();
    const int entrant = hand_entrants_[static_cast<std::size_t>(actor)];
    const Action action = decide(hand, entrant);
    const ActionError error = hand.apply(action);
    if (error != ActionError::None)
      throw std::runtime_error(
          "sit-and-go: hand " + std::to_string(hand_number_) + ": entrant " +
          std::to_string(entrant) + " chose an illegal " + std::string(to_string(action.type)) +
          " " + std::to_string(action.amount) + ": " + std::string(to_string(error)));
  }
  finish_hand(hand);
}

void SitAndGo::play(const Decide& decide) {
  while (!finished_) play_hand(decide);
}

std::vector<Standing> SitAndGo::standings() const {
  std::vector<int> place = place_;
  std::vector<double> points = points_;
  if (!finished_) {
    // Provisional: those still in, ranked by their stacks now.
    std::vector<int> remaining;
    for (int e = 0; e < setup_.entrants; ++e)
      if (eliminated_in_hand_[e] == 0) remaining.push_back(e);
    place_group(remaining, stacks_, 1, setup_.points, place, points);
  }
  std::vector<Standing> out;
  for (int e = 0; e < setup_.entrants; ++e)
    out.push_back(
        Standing{e, place[e], points[e], stacks_[e], hands_played_[e], eliminated_in_hand_[e]});
  std::stable_sort(out.begin(), out.end(),
                   [](const Standing& a, const Standing& b) { return a.place < b.place; });
  return out;
}

}  // namespace poker
