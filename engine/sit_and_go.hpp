#pragma once
// A sit-and-go tournament: seats drawn at random, the button moving round, blind levels from a
// schedule (by hands or by orbits), eliminations and places, ranking points. It is driven by any
// decision function, so tests and benchmarks play whole tournaments in-process and the arena
// plays them against bot processes. Entrants are numbered 0..entrants-1 in the order given.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/deal.hpp"
#include "engine/hand.hpp"

namespace poker {

struct Level {
  Chips small_blind = 0;  // R7: when a schedule gives only the big blind, half of it rounded down
  Chips big_blind = 0;
  Chips ante = 0;
  AnteKind ante_kind = AnteKind::None;
  int length = 1;  // hands or orbits, by the schedule's unit
};

enum class LevelUnit : std::uint8_t { Hands, Orbits };

struct Schedule {
  std::string name;
  LevelUnit unit = LevelUnit::Hands;
  std::vector<Level> levels;  // the last level lasts for ever
};

// Points by place: points[0] for first place, and so on; places past the table's end get 0.
// Default (documented in sdk/PROTOCOL.md): for N entrants, place k earns N - k points.
std::vector<double> default_points(int entrants);

struct SitAndGoSetup {
  int entrants = 0;  // 2..10
  Chips starting_stack = 0;
  Structure structure = Structure::NoLimit;
  Schedule schedule;
  Seed seed;
  int hand_limit = 0;          // 0: no limit (R20)
  std::vector<double> points;  // empty: default_points(entrants)
};

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
  bool finished() const;
  int hands_played() const;
  Chips stack(int entrant) const;
  bool eliminated(int entrant) const;

  // Marks an entrant whose next hands are folded before showdown (vacation, no-show, crashed).
  void set_folds_before_showdown(int entrant, bool value);

  // Prepares the next hand: its number (1-based), level, button, live players and deal.
  const HandSetup& next_hand();
  int hand_number() const;                      // of the hand last prepared
  int level_index() const;                      // 0-based, of the hand last prepared
  const Level& level() const;
  const std::vector<int>& hand_entrants() const;  // entrant of each hand player index
  // Records the result of the hand last prepared: stacks, eliminations, places, button, level.
  void finish_hand(const Hand& hand);

  // Plays one whole hand with `decide(hand, entrant)` choosing every action.
  using Decide = std::function<Action(const Hand&, int entrant)>;
  void play_hand(const Decide& decide, std::vector<Event>* events = nullptr);
  // Plays until the end.
  void play(const Decide& decide);

  // Final (or, while running, provisional for those still in) standings, best place first.
  std::vector<Standing> standings() const;

 private:
  // Filled in by the implementation.
};

}  // namespace poker
