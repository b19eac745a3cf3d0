#pragma once
// arena_eval: the arena's own hand evaluators and an equity calculator, for bots. The ranks are
// the engine's (engine/evaluator.hpp, low_evaluator.hpp, ...: this library links them, it keeps
// no tables of its own), so a bot ranks hands exactly as the showdown will. Link the CMake target
// `arena_sdk_eval`; the Python SDK's arena_bot.evaluate is the same API (sdk/python/README.md).
//
// A rank is a number where higher is better for its ranking (a low ranking too), equal ranks
// tie, and ranks of different rankings never compare. Cards are written as the protocol writes
// them: "As", "Td", "2c".
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/game.hpp"

namespace arena_eval {

using Card = poker::Card;
using Rank = poker::HandRank;

// "AsKd", "As Kd" or "As,Kd"; throws std::invalid_argument naming a bad or unknown card.
std::vector<Card> cards(std::string_view text);
// The SDK's GameState::hole and ::board: one card a string.
std::vector<Card> cards(const std::vector<std::string>& texts);
std::string to_text(std::span<const Card> cards);  // "AsKd"

// ---- the evaluators (checked: throw std::invalid_argument on a bad count or a repeated card) -
// The fast path, a few nanoseconds: exactly seven known, distinct cards, unchecked.
inline Rank evaluate7(const Card* seven) {
  return poker::evaluate7(seven);
}
Rank high(std::span<const Card> cards);  // the best five of 5 to 7 cards
Rank omaha(std::span<const Card> hole, std::span<const Card> board);  // two of hole, three of board
Rank deuce_to_seven(std::span<const Card> five);                      // 2-7 lowball
Rank ace_to_five(std::span<const Card> cards);                        // razz: best of 5 to 8
Rank badugi(std::span<const Card> four);
Rank short_deck(std::span<const Card> cards);  // 6+ hold'em's order, 5 to 7 cards
// Eight or better: the best qualifying low of 5 to 8 cards, or 0 when none qualifies; Omaha's
// takes two of the hole and three of the board.
Rank eight_or_better(std::span<const Card> cards);
Rank omaha_eight_or_better(std::span<const Card> hole, std::span<const Card> board);
// A high or short-deck rank's category: "two pair", "flush", ...
std::string_view category_name(Rank high_rank, bool short_deck_order = false);

// ---- a game as the arena deals it --------------------------------------------------------------
// From the engine's game table, by the protocol's variant word (GameState::variant: "holdem",
// "omaha-hi-lo", "razz", "2-7-triple-draw", "badugi", "short-deck", ...).
class Game {
 public:
  static Game named(std::string_view variant);  // throws std::invalid_argument for an unknown one
  std::string_view name() const { return def_->name; }
  int hole_cards() const { return hole_; }  // each player's cards at showdown (stud: seven)
  int board_cards() const { return def_->board_cards(); }
  bool hi_lo() const { return def_->hi_lo; }
  bool short_deck() const { return def_->short_deck; }
  std::vector<Card> deck() const;  // the cards the game deals from, in index order
  // The showdown's rank of a finished hand (checked), and its eight-or-better low (0: none, or
  // not a hi-lo game).
  Rank rank(std::span<const Card> hole, std::span<const Card> board = {}) const;
  Rank low(std::span<const Card> hole, std::span<const Card> board = {}) const;
  const poker::GameDef& def() const { return *def_; }

 private:
  explicit Game(const poker::GameDef& def);
  const poker::GameDef* def_;
  int hole_ = 0;
};

// ---- ranges and equity -------------------------------------------------------------------------
// What an opponent may hold: hands with a weight each (relative; 0 drops a hand). A hand may be
// part of the player's cards (a stud player's up cards): the rest is dealt at random. Empty: any
// cards at all ("random hand").
struct Range {
  struct Hand {
    std::vector<Card> cards;
    double weight = 1;
  };
  std::vector<Hand> hands;

  static Range any() { return {}; }
  // "AsAh, KdKc:0.5 QsQh": hands separated by spaces or commas, each with an optional
  // ":weight". Throws std::invalid_argument on a bad card or weight.
  static Range parse(std::string_view text);
  Range& add(std::vector<Card> hand, double weight = 1);
};

struct EquityOptions {
  std::uint64_t samples = 100'000;  // Monte Carlo deals
  std::uint64_t seed = 1;           // the same seed, the same answer
  // Exact enumeration when it needs at most this many showdowns, else Monte Carlo.
  std::uint64_t exact_limit = 2'000'000;
};

struct Equity {
  double share = 0;         // the expected part of the pot won (a split pot counts its part)
  double win = 0;           // how often the whole pot is won alone
  double tie = 0;           // how often part of it is won
  std::uint64_t deals = 0;  // showdowns counted (weighted hands count once each)
  bool exact = false;       // every deal enumerated; else sampled with the seed
};

// The equity of `hole` (the cards known of it; the rest dealt at random) against one opponent
// per range, with `board` dealt so far and `dead` cards out of the deck (folded, discarded,
// seen). Throws std::invalid_argument on repeated cards or a hand that does not fit the game.
Equity equity(const Game& game, std::span<const Card> hole, std::span<const Card> board,
              const std::vector<Range>& opponents, const EquityOptions& options = {},
              std::span<const Card> dead = {});

}  // namespace arena_eval
