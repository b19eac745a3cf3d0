#pragma once
// A sit-and-go tournament: seats drawn at random, the button moving round, blind levels from a
// schedule (by hands or by orbits), eliminations and places, ranking points. It is driven by any
// decision function, so tests and benchmarks play whole tournaments in-process and the arena
// plays them against bot processes. Entrants are numbered 0..entrants-1 in the order given.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>
#include "engine/game_mix.hpp"

#include "engine/deal.hpp"
#include "engine/hand.hpp"
#include "engine/level.hpp"
#include "engine/seeded_hand.hpp"

namespace poker {

enum class LevelUnit : std::uint8_t { Hands, Orbits };

struct Schedule {
  std::string name;
  LevelUnit unit = LevelUnit::Hands;
  std::vector<Level> levels;  // the last level lasts for ever
};

// R7: a level whose schedule gives only the big blind (small_blind 0) gets half of it, rounded
// down to the chip (1). Levels that give a small blind are returned unchanged.
Level with_default_small_blind(Level level);

// Points by place: points[0] for first place, and so on; places past the table's end get 0.
// Default (documented in sdk/PROTOCOL.md): for N entrants, place k earns N - k points.
std::vector<double> default_points(int entrants);

struct SitAndGoSetup {
  int entrants = 0;  // 2..10
  Chips starting_stack = 0;
  Structure structure = Structure::NoLimit;
  Schedule schedule;
  Seed seed;
  int hand_limit = 0;                    // 0: no limit (R20)
  std::vector<double> points;            // empty: default_points(entrants)
  bool muck_losing_hands = false;        // R27, for every hand
  const GameDef* game = &holdem_game();  // the game dealt (game.hpp), never null
  GameMix mix;  // when mixed, each hand's game and structure instead of `game` and `structure`
};

// Throws std::logic_error unless `hand` is the finished hand of `prepared` that kept its chips
// (every stack what was prepared, none negative, the sum unchanged); `where` starts each message
// ("sit-and-go: hand 7: finish_hand()").
void check_played_hand(const HandSetup& prepared, const Hand& hand, const std::string& where);

struct Standing {
  int entrant = 0;
  int place = 0;      // 1 = winner; tied entrants share the best place of their group (R19)
  double points = 0;  // tied entrants split the points of the places they share (R21)
  Chips chips = 0;
  int hands_played = 0;
  int eliminated_in_hand = 0;  // hand number, 0 if not eliminated
};

class SitAndGo {
 public:
  explicit SitAndGo(SitAndGoSetup setup);

  const SitAndGoSetup& setup() const;
  const std::vector<int>& seating() const;  // entrant at each seat, clockwise (R1)
  int seat_of(int entrant) const;
  // Seat of the button for the next hand to prepare (after next_hand(): of the hand prepared).
  int button_seat() const;
  bool finished() const;
  int hands_played() const;
  Chips stack(int entrant) const;
  bool eliminated(int entrant) const;

  // Marks an entrant whose next hands are folded before showdown (vacation, no-show, crashed).
  void set_folds_before_showdown(int entrant, bool value);

  // Prepares the next hand: its number (1-based), level, button, live players and deal.
  // Hand players are the entrants still in, in seat order starting from seat 0.
  // Throws std::logic_error when the tournament is over or the last hand is not finished.
  const HandSetup& next_hand();
  int hand_number() const;  // of the hand last prepared
  int level_index() const;  // 0-based, of the hand last prepared
  const Level& level() const;
  const std::vector<int>& hand_entrants() const;  // entrant of each hand player index
  // Records the result of the hand last prepared: stacks, eliminations, places, button, level.
  // Throws std::logic_error if `hand` is not that hand, is not finished, or lost or made chips.
  void finish_hand(const Hand& hand);

  // Ends the tournament between hands (R20): when no player still in can act (every one a
  // no-show, crashed or no longer waited for), those still in are placed by their stacks now.
  // Throws std::logic_error while a hand is open; does nothing once the tournament is over.
  void end_now();

  // Plays one whole hand with `decide(hand, entrant)` choosing every action. An illegal action
  // throws std::runtime_error naming the hand, the entrant and the reason.
  using Decide = std::function<Action(const Hand&, int entrant)>;
  void play_hand(const Decide& decide, std::vector<Event>* events = nullptr);
  // Plays until the end.
  void play(const Decide& decide);

  // Final (or, while running, provisional for those still in) standings, best place first.
  std::vector<Standing> standings() const;

 private:
  void validate_setup() const;
  std::size_t checked(int entrant) const;  // the entrant as an index; throws if out of range
  void end_with_remaining_placed();
  void move_button_and_level();
  int next_live_seat(int seat) const;  // first seat clockwise after `seat` whose entrant is in
  int players_left() const;

  SitAndGoSetup setup_;
  std::vector<Level> levels_;  // the schedule with R7 applied
  std::vector<int> seating_;   // entrant at each seat
  std::vector<int> seat_of_;   // seat of each entrant
  std::vector<Chips> stacks_;
  std::vector<int> hands_played_;
  std::vector<int> eliminated_in_hand_;
  std::vector<int> place_;  // 0 until placed
  std::vector<double> points_;
  std::vector<bool> folds_before_showdown_;

  bool finished_ = false;
  bool hand_open_ = false;  // prepared by next_hand() and not yet finished
  int hands_finished_ = 0;
  int hand_number_ = 0;        // of the hand last prepared
  int button_seat_ = 0;        // button of the next hand (of the open hand while one is open)
  int level_index_ = 0;        // level of the next hand (of the open hand while one is open)
  int hand_level_ = 0;         // level of the hand last prepared
  int level_hands_ = 0;        // hands finished in the current level
  int level_orbits_ = 0;       // orbits finished in the current level
  int level_anchor_seat_ = 0;  // seat of the player who held the button when the level began

  HandSetup hand_setup_{};
  SeededHand seeded_;               // the hand's deck and its draws' stream
  std::vector<int> hand_entrants_;  // entrant of each hand player index, for the open hand
};

}  // namespace poker
