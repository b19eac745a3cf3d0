#include "arena/results/pokerstars_draw.hpp"

#include <span>
#include <stdexcept>

#include "arena/results/pokerstars_writer.hpp"
#include "engine/ranking.hpp"

namespace arena {
namespace {

std::string structure_words(poker::Structure structure) {
  return structure == poker::Structure::FixedLimit ? "Limit"
         : structure == poker::Structure::PotLimit ? "Pot Limit"
                                                   : "No Limit";
}

// PokerStars' words for a high hand of 5 to 7 cards, for the ranking table's entries.
std::string high_hand_words(std::span<const poker::Card> cards) {
  std::vector<std::string> texts;
  for (const poker::Card c : cards) texts.push_back(poker::to_string(c));
  return pokerstars_hand_description(texts);
}

}  // namespace

std::string pokerstars_game_name(const RecordedHand& hand) {
  return std::string(hand.dealt_game().pokerstars_name) + " " + structure_words(hand.structure);
}

std::string pokerstars_draw_header(int round) {
  static const char* kRounds[] = {"FIRST", "SECOND", "THIRD"};
  if (round >= 1 && round <= 3) return std::string("*** ") + kRounds[round - 1] + " DRAW ***";
  return "*** DRAW " + std::to_string(round) + " ***";
}

std::string pokerstars_shown_hand(const RecordedHand& hand, const std::vector<std::string>& texts) {
  const poker::GameDef& game = hand.dealt_game();
  const auto parsed = [](const std::vector<std::string>& words) {
    std::vector<poker::Card> cards;
    for (const std::string& t : words) {
      const auto c = poker::parse_card(t);
      if (!c || !c->known()) throw std::runtime_error("not a card: '" + t + "'");
      cards.push_back(*c);
    }
    return cards;
  };
  // Stud's community card is the player's too (R41): the board is the rule's to use.
  return poker::ranking_rule(game.ranking)
      .pokerstars_words(parsed(texts), parsed(hand.board), game.hi_lo, high_hand_words);
}

std::string pokerstars_stud_street(const std::string& street) {
  if (street == "third") return "3rd Street";
  if (street == "fourth") return "4th Street";
  if (street == "fifth") return "5th Street";
  if (street == "sixth") return "6th Street";
  if (street == "seventh") return "River";
  return street;
}

std::string pokerstars_draw_fold(int draws_seen) {
  if (draws_seen <= 0) return "folded before the Draw";
  static const char* kNth[] = {"1st", "2nd", "3rd"};
  const std::string nth = draws_seen <= 3 ? kNth[draws_seen - 1] : std::to_string(draws_seen);
  return "folded after the " + nth + " Draw";
}

}  // namespace arena
