#pragma once
// A sit-and-go tournament: a tournament field (tournament_field.hpp) at one table, its seats
// drawn at random and the button moving round; blind levels by hands or by orbits. It is driven
// by any decision function, so tests and benchmarks play whole tournaments in-process and the
// arena plays them against bot processes.
#include <functional>
#include <vector>

#include "engine/hand.hpp"
#include "engine/seeded_hand.hpp"
#include "engine/tournament_field.hpp"

namespace poker {

using SitAndGoSetup = FieldSetup;  // entrants: 2..10, every one at the table

class SitAndGo : public TournamentField {
 public:
  explicit SitAndGo(const SitAndGoSetup& setup);

  const std::vector<int>& seating() const { return seating_; }  // entrant at each seat (R1)
  int seat_of(int entrant) const;
  // Seat of the button for the next hand to prepare (after next_hand(): of the hand prepared).
  int button_seat() const { return button_seat_; }
  int hands_played() const { return hands_finished_; }

  // Prepares the next hand: its number (1-based), level, button, live players and deal.
  // Hand players are the entrants still in, in seat order starting from seat 0.
  // Throws std::logic_error when the tournament is over or the last hand is not finished.
  const HandSetup& next_hand();
  int hand_number() const { return hand_number_; }  // of the hand last prepared
  // Entrant of each hand player index.
  const std::vector<int>& hand_entrants() const { return hand_entrants_; }
  // Records the result of the hand last prepared: stacks, eliminations, places, button, level.
  // Throws std::logic_error if `hand` is not that hand, is not finished, or lost or made chips.
  void finish_hand(const Hand& hand);

  // Plays one whole hand with `decide(hand, entrant)` choosing every action. An illegal action
  // throws std::runtime_error naming the hand, the entrant and the reason.
  using Decide = std::function<Action(const Hand&, int entrant)>;
  void play_hand(const Decide& decide, std::vector<Event>* events = nullptr);
  // Plays until the end.
  void play(const Decide& decide);

 private:
  void move_button_and_level();
  int next_live_seat(int seat) const;  // first seat clockwise after `seat` whose entrant is in

  std::vector<int> seating_;  // entrant at each seat
  std::vector<int> seat_of_;  // seat of each entrant
  int hands_finished_ = 0;
  int hand_number_ = 0;        // of the hand last prepared
  int button_seat_ = 0;        // button of the next hand (of the open hand while one is open)
  int level_anchor_seat_ = 0;  // seat of the player who held the button when the level began

  HandSetup hand_setup_{};
  SeededHand seeded_;               // the hand's deck and its draws' stream
  std::vector<int> hand_entrants_;  // entrant of each hand player index, for the open hand
};

}  // namespace poker
