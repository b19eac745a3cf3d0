#pragma once
// The seeded parts of one hand of a run, in one place for every kind of run and its replay: the
// deck, shuffled from the seed and the deal's number and dealt from the button for the hand's
// game, and the stream its draws use (the stub's reshuffles, R31; a compulsory discard chosen
// for a player on vacation, R34). A duplicate match deals each rotation of a deal with the same
// number, so every seat's cards and every draw served are the same in each rotation.
#include <cstdint>
#include <memory>

#include "engine/draw_stub.hpp"
#include "engine/hand.hpp"
#include "engine/level.hpp"

namespace poker {

// What every hand at a table of a run is played under.
struct TableGame {
  const GameDef* game = &holdem_game();  // a row of games(), never null
  Structure structure = Structure::NoLimit;
  bool muck_losing_hands = false;  // R27
};

class SeededHand {
 public:
  // The one setup of a run's hand: with the seats already in `setup` (players, button, stacks,
  // folds_before_showdown, which the kind of run decides), fills in the table's game, the
  // level's forced bets and bet sizes (R5, R8, R9, R12) and deals deal `deal_number` of `seed`.
  void set_up(HandSetup& setup, const TableGame& table, const Level& level, const Seed& seed,
              std::uint64_t deal_number);
  // Fills setup.deal (setup's game, players and button already set) with deal `deal_number` of
  // `seed`, shuffling only the cards the game can use, and points setup.draw_random at this
  // object's stream for that deal (null for a game without draw rounds). Keep this object alive
  // and undealt-again while the hand is played.
  void deal(HandSetup& setup, const Seed& seed, std::uint64_t deal_number);

 private:
  std::unique_ptr<DrawStream> draws_;
};

}  // namespace poker
