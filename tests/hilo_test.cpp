// R38, hi-lo eight or better: the low evaluator (engine/hilo_evaluator.hpp) and pots halved
// between the best high and the best qualifying low, through the engine by PHH hands of Omaha
// hi-lo (FO/8) whose cards are chosen for each case: a split, a scoop without a low, a quartered
// low half, and the odd chip going to the high half.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"
#include "engine/card.hpp"
#include "engine/hilo_evaluator.hpp"

namespace {

std::vector<poker::Card> low_cards(const char* text) {
  auto parsed = poker::parse_cards(text);
  REQUIRE(parsed.has_value());
  return *parsed;
}

// Three players, blinds 1 and 2 (p3 has the button), `antes` each; everybody limps and checks to
// the showdown; the final stacks.
std::vector<poker::Chips> hilo_stacks(const std::string& p1, const std::string& p2,
                                      const std::string& p3, const std::string& board, int antes) {
  const std::string a = std::to_string(antes);
  const std::string text =
      "variant = \"FO/8\"\nante_trimming_status = true\nantes = [" + a + ", " + a + ", " + a +
      "]\nblinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n"
      "starting_stacks = [100, 100, 100]\nactions = ['d dh p1 " +
      p1 + "', 'd dh p2 " + p2 + "', 'd dh p3 " + p3 + "', 'p3 cc', 'p1 cc', 'p2 cc', 'd db " +
      board.substr(0, 6) + "', 'p1 cc', 'p2 cc', 'p3 cc', 'd db " + board.substr(6, 2) +
      "', 'p1 cc', 'p2 cc', 'p3 cc', 'd db " + board.substr(8, 2) +
      "', 'p1 cc', 'p2 cc', 'p3 cc', 'p1 sm " + p1 + "', 'p2 sm " + p2 + "', 'p3 sm " + p3 + "']\n";
  const auto hands = arena::phh::parse_phh(text, "hilo.phh");
  REQUIRE(hands.size() == 1);
  const auto result = arena::phh::replay_hand(hands[0]);
  REQUIRE_MESSAGE(result.status == arena::phh::ReplayStatus::Replayed, result.reason);
  return result.stacks;
}

}  // namespace

TEST_CASE("R38 an eight-or-better low: five different ranks up to eight, aces low, lowest wins") {
  using poker::eight_or_better_low;
  const auto wheel = eight_or_better_low(low_cards("5c4d3h2sAc"));
  const auto seven = eight_or_better_low(low_cards("7c4d3h2sAc"));
  const auto eight = eight_or_better_low(low_cards("8c7d6h5s4c"));
  CHECK(wheel > seven);  // the wheel is the best low: straights do not count
  CHECK(seven > eight);
  CHECK(eight > 0);                                          // the worst low that qualifies
  CHECK(eight_or_better_low(low_cards("9c4d3h2sAc")) == 0);  // a nine: no low
  CHECK(eight_or_better_low(low_cards("4c4d3h2sAc")) == 0);  // a pair: no low
  CHECK(eight_or_better_low(low_cards("6c5c4c3c2c")) > 0);   // a flush does not count either
  CHECK(poker::eight_or_better_name(seven) == "7-4-3-2-A");
  // Omaha's low takes exactly two hole cards and three board cards (R37).
  CHECK(poker::omaha_eight_or_better_low(low_cards("As2sKdKh"), low_cards("3c4d9hTsJc")) == 0);
  CHECK(poker::omaha_eight_or_better_low(low_cards("As2sKdKh"), low_cards("3c4d5hTsJc")) == wheel);
  // A-2-3 in hand and 4-5-8 on the board: 8-5-4-2-A, not the wheel three hole cards would make.
  CHECK(poker::omaha_eight_or_better_low(low_cards("AsKs2d3h"), low_cards("4c5d8hTsJc")) ==
        eight_or_better_low(low_cards("8c5d4hAs2d")));
}

TEST_CASE("R38 the pot is halved between the best high and the best low") {
  // p1 trips (no low), p2 7-4-3-2-A, p3 8-7-6-4-2: a pot of 6, 3 each to p1 and p2.
  CHECK(hilo_stacks("KhKd9s9c", "As3sJhJd", "8h6hTdTc", "2c4d7hKcQs", 0) ==
        std::vector<poker::Chips>{101, 101, 98});
}

TEST_CASE("R38 with no qualifying low the best high hand scoops the pot") {
  // One low card on the board: no low. p3's straight (Td 8h with Q J 9) takes all 6.
  CHECK(hilo_stacks("KhKd9s9c", "As3sJhJd", "8h6hTdTc", "2c9dJcKcQs", 0) ==
        std::vector<poker::Chips>{98, 98, 104});
}

TEST_CASE("R38 tied lows share the low half (quartered), its odd chip by position (R16)") {
  // p2 and p3 both hold 7-4-3-2-A: the low half of 3 is 1 each and an odd chip to p2, the first
  // of them after the button (p3).
  CHECK(hilo_stacks("KhKd9s9c", "As3sJhJd", "Ah3hTdTc", "2c4d7hKcQs", 0) ==
        std::vector<poker::Chips>{101, 100, 99});
}

TEST_CASE("R38 the odd chip of a halved pot goes to the high half") {
  // Antes of 1: a pot of 9, 5 to the high hand and 4 to the low.
  CHECK(hilo_stacks("KhKd9s9c", "As3sJhJd", "8h6hTdTc", "2c4d7hKcQs", 1) ==
        std::vector<poker::Chips>{102, 101, 97});
}
