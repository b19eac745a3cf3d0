// R37: Omaha's hand is the best five of exactly two hole cards and three board cards
// (engine/omaha_evaluator.hpp), checked against hands whose hold'em reading differs, against a
// brute force over random deals, and through the engine's showdown; with four hole cards
// (omaha, omaha-8) and five (omaha-5, and Big O's high and low halves, R38).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <random>
#include <stdexcept>
#include <vector>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/game.hpp"
#include "engine/hand.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/showdown_rank.hpp"

namespace {

std::vector<poker::Card> omaha_cards(const char* text) {
  auto parsed = poker::parse_cards(text);
  REQUIRE_MESSAGE(parsed.has_value(), "bad card text in test: ", text);
  return *parsed;
}

poker::Category omaha_category(const char* hole, const char* board) {
  return poker::category(poker::evaluate_omaha_checked(omaha_cards(hole), omaha_cards(board)));
}

// A heads-up hand of `game` (player 0 the button) with the hole cards and board given, checked
// and called down to the showdown, pot-limit, blinds 1 and 2, stacks of 100.
poker::Hand checked_down(const char* game, const char* hole0, const char* hole1, const char* board,
                         std::vector<poker::Event>& events) {
  poker::HandSetup s;
  s.game = poker::find_game(game);
  REQUIRE(s.game != nullptr);
  s.structure = poker::Structure::PotLimit;
  s.players = 2;
  s.button = 0;
  s.stacks[0] = s.stacks[1] = 100;
  s.small_blind = 1;
  s.big_blind = 2;
  const std::vector<poker::Card> holes[2] = {omaha_cards(hole0), omaha_cards(hole1)};
  for (std::size_t p = 0; p < 2; ++p) {
    REQUIRE(holes[p].size() == static_cast<std::size_t>(s.game->hole_cards));
    for (std::size_t i = 0; i < holes[p].size(); ++i) s.deal.hole[p][i] = holes[p][i];
  }
  const auto dealt_board = omaha_cards(board);
  for (std::size_t i = 0; i < dealt_board.size(); ++i) s.deal.board[i] = dealt_board[i];
  poker::Hand h;
  h.start(s, &events);
  while (!h.finished()) {
    const poker::ActionType type =
        h.legal().check ? poker::ActionType::Check : poker::ActionType::Call;
    REQUIRE(h.apply(poker::Action{type, 0}) == poker::ActionError::None);
  }
  return h;
}

// Chips each player won, and of that in a pot's low half (R38).
struct Won {
  poker::Chips high = 0;
  poker::Chips low = 0;
};
std::array<Won, 2> winnings(const std::vector<poker::Event>& events) {
  std::array<Won, 2> won{};
  for (const poker::Event& e : events)
    if (e.type == poker::EventType::WinPot)
      (e.low_half ? won[static_cast<std::size_t>(e.player)].low
                  : won[static_cast<std::size_t>(e.player)].high) += e.amount;
  return won;
}

}  // namespace

TEST_CASE("R37 Omaha uses exactly two hole cards and three board cards") {
  using poker::Category;
  // Four hearts in the hand and one on the board: no flush (hold'em would read one).
  CHECK(omaha_category("AhKhQhJh", "2h7c8d9s3c") == Category::HighCard);
  // Four board cards to a straight and one hole card: no straight.
  CHECK(omaha_category("9c2d2h3s", "5h6d7s8cKd") == Category::OnePair);
  // Two hole cards to it: a straight.
  CHECK(omaha_category("9c4d2h3s", "5h6d7s8cKd") == Category::Straight);
  // Four of a kind on the board is only three for a player, a full house with a pair in hand.
  CHECK(omaha_category("2c3d4h9s", "AcAdAhAsKd") == Category::ThreeOfAKind);
  CHECK(omaha_category("QcQd4h9s", "AcAdAhAsKd") == Category::FullHouse);
  // A board full house with one matching hole card: trips (hold'em would read a full house).
  CHECK(omaha_category("Ks2c7d9h", "KcKdQsQhJc") == Category::ThreeOfAKind);
  // A flush needs two of the suit in hand and three on the board.
  CHECK(omaha_category("Ah2h7c9d", "Kh5h8hQcJs") == Category::Flush);

  // The five cards shown: two of the hole cards and three of the board's.
  const auto hole = omaha_cards("AhKhQhJh");
  const auto board = omaha_cards("2h7c8d9s3c");
  const auto five = poker::omaha_best_five(hole, board);
  const auto from = [&](const std::vector<poker::Card>& set) {
    return std::count_if(five.begin(), five.end(), [&](poker::Card c) {
      return std::find(set.begin(), set.end(), c) != set.end();
    });
  };
  CHECK(from(hole) == 2);
  CHECK(from(board) == 3);
  // The showdown's rank for the game's ranking is the same function's.
  CHECK(poker::showdown_rank(poker::Ranking::Omaha, hole, board) ==
        poker::evaluate_omaha(hole, board));
}

TEST_CASE("Omaha ranks are the best of the sixty two-and-three hands (random deals)") {
  std::mt19937_64 rng(37);
  auto deck = poker::ordered_deck();
  for (int deal = 0; deal < 2000; ++deal) {
    std::shuffle(deck.begin(), deck.end(), rng);
    const std::vector<poker::Card> hole(deck.begin(), deck.begin() + 4);
    const std::vector<poker::Card> board(deck.begin() + 4, deck.begin() + 9);
    poker::HandRank best = 0;
    for (int a = 0; a < 4; ++a)
      for (int b = a + 1; b < 4; ++b)
        for (int x = 0; x < 5; ++x)
          for (int y = x + 1; y < 5; ++y)
            for (int z = y + 1; z < 5; ++z) {
              const std::vector<poker::Card> five = {hole[a], hole[b], board[x], board[y],
                                                     board[z]};
              best = std::max(best, poker::evaluate(five));
            }
    REQUIRE(poker::evaluate_omaha(hole, board) == best);
  }
}

TEST_CASE("Omaha's checked evaluation refuses wrong counts and repeated cards") {
  CHECK_THROWS_AS(poker::evaluate_omaha_checked(omaha_cards("Ah"), omaha_cards("2c3c4c")),
                  std::invalid_argument);
  CHECK_THROWS_AS(poker::evaluate_omaha_checked(omaha_cards("AhKh"), omaha_cards("2c3c")),
                  std::invalid_argument);
  CHECK_THROWS_WITH_AS(
      poker::evaluate_omaha_checked(omaha_cards("AhKhQh2c"), omaha_cards("2c3c4c")),
      "omaha: card 2c twice", std::invalid_argument);
}

TEST_CASE(
    "R37 5-card Omaha plays exactly two of its five hole cards: four hearts flush only with three "
    "on the board") {
  using poker::Category;
  // Four hearts in a five-card hand and two on the board: no flush (two and three, never more
  // hole cards), where a hold'em reading of all the cards would find one.
  CHECK(omaha_category("AhKh9h6hTc", "2h5hQc8d3s") == Category::HighCard);
  CHECK(poker::category(poker::evaluate(omaha_cards("AhKh9h6hTc2h5h"))) == Category::Flush);
  // Three hearts on the board: two of the hand's and the board's three make one.
  CHECK(omaha_category("AhKh9h6hTc", "2h5h7hQc3s") == Category::Flush);
  // The fifth hole card counts like the other four: the pair that plays may be any two.
  CHECK(omaha_category("2c3d4h9sQs", "QdQh7c8dKs") == Category::ThreeOfAKind);
  CHECK(omaha_category("2c3d4h9sTs", "QdQh7cJdKs") == Category::Straight);

  // Through the hand: queens trips beat the four hearts without a third heart on the board, and
  // lose to them with it.
  std::vector<poker::Event> events;
  const poker::Hand no_flush =
      checked_down("omaha-5", "AhKh9h6hTc", "QdQs4cJdJc", "2h5hQc8d3s", events);
  CHECK(no_flush.won(1) == 4);
  CHECK(no_flush.won(0) == 0);
  events.clear();
  const poker::Hand flush =
      checked_down("omaha-5", "AhKh9h6hTc", "QdQs4cJdJc", "2h5h7hQc3s", events);
  CHECK(flush.won(0) == 4);
  CHECK(flush.won(1) == 0);
}

TEST_CASE("R38 Big O: the pot is halved between the best high and the best two-and-three low") {
  // Player 0's low is A-2 with 5-6-8 (8-6-5-2-A), better than player 1's 3-4 with them
  // (8-6-5-4-3); player 1's queens trips take the high half.
  std::vector<poker::Event> events;
  const poker::Hand split =
      checked_down("omaha-5-8", "Ah2cKdKs7s", "QhQc3d4dJd", "5c6h8sQd9c", events);
  CHECK(split.won(0) == 2);
  CHECK(split.won(1) == 2);
  const auto won = winnings(events);
  CHECK(won[0].low == 2);
  CHECK(won[0].high == 0);
  CHECK(won[1].high == 2);
  CHECK(won[1].low == 0);
  CHECK(poker::omaha_eight_or_better_low(omaha_cards("Ah2cKdKs7s"), omaha_cards("5c6h8sQd9c")) >
        poker::omaha_eight_or_better_low(omaha_cards("QhQc3d4dJd"), omaha_cards("5c6h8sQd9c")));

  // A-2-3-4 in the hand make no low with two low cards on the board: three must come from it.
  events.clear();
  const poker::Hand scoop =
      checked_down("omaha-5-8", "Ah2c3d4sKd", "QhQc9dTdJd", "5c6hKsQdJc", events);
  CHECK(poker::omaha_eight_or_better_low(omaha_cards("Ah2c3d4sKd"), omaha_cards("5c6hKsQdJc")) ==
        0);
  CHECK(scoop.won(1) == 4);
  CHECK(winnings(events)[1].low == 0);
}
