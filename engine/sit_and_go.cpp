// The sit-and-go's table (R1, R3, R18): who sits where, where the button is, when an orbit ends.
// The field (stacks, places, points, the level, the end) is TournamentField's business, the hands
// the Hand state machine's.
#include "engine/sit_and_go.hpp"

#include <stdexcept>
#include <string>

namespace poker {
namespace {

// The one check a table of every entrant adds to the field's.
const SitAndGoSetup& at_one_table(const SitAndGoSetup& setup) {
  if (setup.entrants < 2 || setup.entrants > kMaxPlayers)
    throw std::invalid_argument("sit-and-go: entrants must be 2.." + std::to_string(kMaxPlayers) +
                                ", got " + std::to_string(setup.entrants));
  return setup;
}

}  // namespace

SitAndGo::SitAndGo(const SitAndGoSetup& setup)
    : TournamentField(at_one_table(setup), setup.entrants, "sit-and-go", "hand") {
  const int n = entrants();
  // R1: seat s holds entrant seating_[s]. R3: the first button is a seat drawn from its own
  // stream, so the seat draw and the button draw do not depend on each other.
  seating_ = seeded_permutation(setup.seed, kSeatDrawPurpose, n);
  seat_of_.assign(static_cast<std::size_t>(n), 0);
  for (int s = 0; s < n; ++s) seat_of_[static_cast<std::size_t>(seating_[s])] = s;
  button_seat_ = seeded_permutation(setup.seed, kButtonDrawPurpose, n)[0];
  level_anchor_seat_ = button_seat_;
}

int SitAndGo::seat_of(int entrant) const {
  return seat_of_[checked(entrant)];
}

int SitAndGo::next_live_seat(int seat) const {
  const int n = entrants();
  for (int step = 1; step <= n; ++step) {
    const int s = (seat + step) % n;
    if (!eliminated(seating_[static_cast<std::size_t>(s)])) return s;
  }
  return seat;  // nobody is in: cannot happen while chips exist
}

const HandSetup& SitAndGo::next_hand() {
  open_step("next_hand()");
  hand_number_ = hands_finished_ + 1;

  HandSetup& hs = hand_setup_;
  hs = HandSetup{};
  hand_entrants_.clear();
  for (int s = 0; s < entrants(); ++s) {
    const int e = seating_[static_cast<std::size_t>(s)];
    if (eliminated(e)) continue;
    const int p = static_cast<int>(hand_entrants_.size());
    if (s == button_seat_) hs.button = p;
    deal_in(hs, p, e);
    hand_entrants_.push_back(e);
  }
  hs.players = static_cast<int>(hand_entrants_.size());
  seeded_.set_up(hs, table_game(hand_number_), level(), setup().seed,
                 static_cast<std::uint64_t>(hand_number_));
  return hs;
}

void SitAndGo::finish_hand(const Hand& hand) {
  if (!step_open()) throw std::logic_error("sit-and-go: finish_hand() with no hand prepared");
  check_played_hand(hand_setup_, hand,
                    "sit-and-go: hand " + std::to_string(hand_number_) + ": finish_hand()");
  hands_finished_ = hand_number_;
  take_hand(hand_setup_, hand, hand_entrants_, hand_number_);
  if (!close_step(hands_finished_)) move_button_and_level();
}

void SitAndGo::move_button_and_level() {
  // R3: the button moves to the next player still in. The player it leaves may just have been
  // eliminated; the seats between are empty or held by eliminated players. R44: a stud hand in a
  // mix leaves it where it is.
  const int from = button_seat_;
  const int to = button_stays(hand_setup_) && !eliminated(seating_[static_cast<std::size_t>(from)])
                     ? from
                     : next_live_seat(from);
  button_seat_ = to;

  bool unit_played = true;  // by hands: every hand
  if (setup().schedule.unit == LevelUnit::Orbits) {
    // R18 by orbits: an orbit ends when the button comes back to, or moves past, the seat of the
    // player who held it when the level began (an eliminated player's turn counts as passed).
    const int n = entrants();
    const int anchor_ahead = (level_anchor_seat_ - from + n) % n;  // 0: leaving the anchor seat
    const int moved = (to - from + n) % n;                         // 1..n-1 seats clockwise
    unit_played = anchor_ahead >= 1 && anchor_ahead <= moved;
  }
  // R18: a new level is on from the next hand, its orbits counted from the button's seat now.
  if (unit_played && count_level_unit(1)) level_anchor_seat_ = button_seat_;
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
  while (!finished()) play_hand(decide);
}

}  // namespace poker
