#pragma once
// The field of a tournament, whatever its tables: every entrant's stack, who is out and in which
// place, the points (R19-R21), the blind level on (R7, R18, R49) and the end (R20). A sit-and-go
// is a field played at one table (sit_and_go.hpp), a multi-table tournament one played at many
// (multi_table.hpp); both derive from TournamentField and keep only their seats and button, so
// each of these rulings is written here once. Entrants are numbered 0..entrants-1 in the order
// given.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal.hpp"
#include "engine/game_mix.hpp"
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

struct FieldSetup {
  int entrants = 0;  // a sit-and-go: 2..10; a multi-table tournament: more than a table seats
  Chips starting_stack = 0;
  Structure structure = Structure::NoLimit;
  Schedule schedule;
  Seed seed;
  int hand_limit = 0;              // 0: no limit (R20); a multi-table tournament counts rounds
  std::vector<double> points;      // empty: default_points(entrants)
  bool muck_losing_hands = false;  // R27, for every hand
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

// R18, R49: the level on. A level lasts `length` units of play; what a unit is belongs to the
// kind of tournament (a sit-and-go's hand or orbit, a multi-table tournament's round).
class LevelClock {
 public:
  explicit LevelClock(const Schedule& schedule);  // R7 applied to every level

  // The hand (or round) being prepared is played at the level now on.
  void start_step() { played_ = now_; }
  int index() const { return played_; }  // 0-based, of the step last started
  const Level& level() const { return levels_[static_cast<std::size_t>(played_)]; }
  // Counts one unit of the level now on, of which `units_per_length` make one of its length.
  // True when that ended the level: the next one is on from the next step (R18); the last level
  // never ends.
  bool count(int units_per_length);

 private:
  std::vector<Level> levels_;
  int now_ = 0;      // the level of the next step
  int played_ = 0;   // the level of the step last started
  int counted_ = 0;  // units of the level now on played so far
};

// The field a kind of tournament derives from: read by anyone, played by the kind in steps.
class TournamentField {
 public:
  const FieldSetup& setup() const { return setup_; }  // points: never empty
  int entrants() const { return setup_.entrants; }
  bool finished() const { return finished_; }
  Chips stack(int entrant) const { return stacks_[checked(entrant)]; }
  bool eliminated(int entrant) const { return eliminated_in_hand_[checked(entrant)] != 0; }
  // The place an eliminated entrant was given when it went out (R19, R49); 0 while it is in.
  int place_of(int entrant) const { return place_[checked(entrant)]; }
  int players_left() const;
  // R53: true when the next player out takes the first place that pays nothing while the place
  // above it pays: the bubble.
  bool on_bubble() const;
  int level_index() const { return clock_.index(); }  // of the hand or round last prepared
  const Level& level() const { return clock_.level(); }

  // Marks an entrant whose next hands are folded before showdown (vacation, no-show, crashed).
  void set_folds_before_showdown(int entrant, bool value);

  // Ends the tournament between hands (R20): when no player still in can act (every one a
  // no-show, crashed or no longer waited for), those still in are placed by their stacks now.
  // Throws std::logic_error while a hand (a round) is open; does nothing once it is over.
  void end_now();

  // Final (or, while running, provisional for those still in) standings, best place first.
  std::vector<Standing> standings() const;

 protected:
  // A step of play is one hand at every table in play, all at one level: a sit-and-go's hand,
  // a multi-table tournament's round. `kind` and `step` name them in errors ("sit-and-go",
  // "hand"); `table_seats` is the seats at each table. Throws std::invalid_argument for a setup
  // that cannot be played.
  TournamentField(FieldSetup setup, int table_seats, std::string_view kind, std::string_view step);

  // Opens the next step at the level now on; `call` names the caller in the errors it throws
  // (std::logic_error) once the tournament is over or while the last step is open.
  void open_step(std::string_view call);
  bool step_open() const { return step_open_; }
  // R44: the game and structure of the step numbered `rotation` (1-based) of a mix, else the
  // field's one game.
  TableGame table_game(int rotation) const;
  // Deals entrant `entrant` in as player `player` of `hand`: its stack and its fold mark.
  void deal_in(HandSetup& hand, int player, int entrant) const;
  // R44: in a mix a stud hand (which has no button) leaves the button where it is, so a button
  // game after stud starts where the last one left off.
  bool button_stays(const HandSetup& hand) const;
  // Takes the stacks `hand` (checked by check_played_hand) left to its players, `entrants` by
  // hand player index; a player left without chips is out in hand `hand_number`.
  void take_hand(const HandSetup& prepared, const Hand& hand, const std::vector<int>& entrants,
                 int hand_number);
  // Closes the step whose hands were taken: places the players out in it, then ends the
  // tournament when one player is left or `steps_played` reached the hand limit (R20), placing
  // those still in. True when it ended.
  bool close_step(int steps_played);
  // The players out in the step last closed, as they were taken.
  const std::vector<int>& out_in_step() const { return out_in_step_; }
  // R18, R49: one unit of the level now on played (LevelClock::count); true when it ended.
  bool count_level_unit(int units_per_length) { return clock_.count(units_per_length); }
  // The entrant as an index; throws std::out_of_range for no such entrant. Inline: every hand
  // asks it of every seat.
  std::size_t checked(int entrant) const {
    if (entrant < 0 || entrant >= setup_.entrants) throw_no_entrant(entrant);
    return static_cast<std::size_t>(entrant);
  }

 private:
  [[noreturn]] void throw_no_entrant(int entrant) const;
  [[noreturn]] void throw_misuse(std::string_view call, std::string_view why) const;
  void validate(int table_seats) const;
  void end_with_remaining_placed();

  FieldSetup setup_;
  std::string_view kind_;  // literals: "sit-and-go", "multi-table"
  std::string_view step_;  // "hand", "round"
  LevelClock clock_;
  std::vector<Chips> stacks_;
  std::vector<int> hands_played_;
  std::vector<int> eliminated_in_hand_;  // 0 while in
  std::vector<int> place_;               // 0 until placed
  std::vector<double> points_;
  std::vector<bool> folds_before_showdown_;
  std::vector<Chips> step_start_;  // by entrant: the stack it began the step's hand with
  std::vector<int> out_in_step_;
  bool finished_ = false;
  bool step_open_ = false;
};

}  // namespace poker
