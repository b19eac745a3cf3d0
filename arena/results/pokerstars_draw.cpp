#include "arena/results/pokerstars_draw.hpp"

#include <stdexcept>

#include "arena/results/pokerstars_writer.hpp"
#include "engine/ace_to_five_low.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/low_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/short_deck.hpp"
#include "engine/showdown_rank.hpp"

namespace arena {
namespace {

std::string structure_words(poker::Structure structure) {
  return structure == poker::Structure::FixedLimit ? "Limit"
         : structure == poker::Structure::PotLimit ? "Pot Limit"
                                                   : "No Limit";
}

// The engine's "8-7-4-3-2" as PokerStars lists ranks: "8,7,4,3,2".
std::string commas(std::string ranks) {
  for (char& c : ranks)
    if (c == '-') c = ',';
  return ranks;
}

}  // namespace

const poker::GameDef& recorded_game(const RecordedHand& hand) {
  return hand.dealt_game();
}

std::string pokerstars_game_name(const RecordedHand& hand) {
  const std::string limit = structure_words(hand.structure);
  switch (recorded_game(hand).id) {
    case poker::GameId::DeuceToSevenSingleDraw:
      return "Single Draw 2-7 Lowball " + limit;
    case poker::GameId::DeuceToSevenTripleDraw:
      return "Triple Draw 2-7 Lowball " + limit;
    case poker::GameId::Badugi:
      return "Badugi " + limit;
    case poker::GameId::FiveCardDraw:
      return "5 Card Draw " + limit;
    case poker::GameId::Omaha:
      return "Omaha " + limit;
    case poker::GameId::OmahaHiLo:
      return "Omaha Hi/Lo " + limit;
    case poker::GameId::SevenCardStud:
      return "7 Card Stud " + limit;
    case poker::GameId::StudHiLo:
      return "7 Card Stud Hi/Lo " + limit;
    case poker::GameId::Razz:
      return "Razz " + limit;
    case poker::GameId::ShortDeck:
      return "6+ Hold'em " + limit;
    case poker::GameId::BlogNomicHoldem:
      return "BlogNomic Hold'em " + limit;
    case poker::GameId::Holdem:
    case poker::GameId::CrazyPineapple:
      break;
  }
  return "Hold'em " + limit;
}

std::string pokerstars_draw_header(int round) {
  static const char* kRounds[] = {"FIRST", "SECOND", "THIRD"};
  if (round >= 1 && round <= 3) return std::string("*** ") + kRounds[round - 1] + " DRAW ***";
  return "*** DRAW " + std::to_string(round) + " ***";
}

std::string pokerstars_shown_hand(const RecordedHand& hand, const std::vector<std::string>& texts) {
  const poker::GameDef& game = recorded_game(hand);
  std::vector<std::string> all = texts;  // stud's community card is the player's too (R41)
  all.insert(all.end(), hand.board.begin(), hand.board.end());
  if (game.ranking == poker::Ranking::High && !game.hi_lo) return pokerstars_hand_description(all);
  const auto parsed = [](const std::vector<std::string>& words) {
    std::vector<poker::Card> cards;
    for (const std::string& t : words) {
      const auto c = poker::parse_card(t);
      if (!c || !c->known()) throw std::runtime_error("not a card: '" + t + "'");
      cards.push_back(*c);
    }
    return cards;
  };
  const std::vector<poker::Card> cards = parsed(texts);
  if (game.ranking == poker::Ranking::High) {  // stud hi-lo: any five of seven each way (R38)
    const poker::HandRank low = poker::best_eight_or_better_low(parsed(all));
    return "HI: " + pokerstars_hand_description(all) +
           (low == 0 ? "" : "; LO: " + commas(poker::eight_or_better_name(low)));
  }
  if (game.ranking == poker::Ranking::ShortDeck) {  // R45: A-6-7-8-9 is its lowest straight
    const poker::Category c = poker::short_deck_category(poker::evaluate_short_deck(parsed(all)));
    if (c == poker::category(poker::evaluate(parsed(all)))) return pokerstars_hand_description(all);
    return c == poker::Category::Straight ? "a straight, Ace to Nine"
                                          : "a straight flush, Ace to Nine";
  }
  if (game.ranking == poker::Ranking::AceToFiveLow)  // razz (R42)
    return "Lo: " + commas(poker::ace_to_five_name(poker::evaluate_ace_to_five(parsed(all))));
  if (game.ranking == poker::Ranking::Omaha) {  // described by its two and three cards
    const std::vector<poker::Card> board = parsed(hand.board);
    std::vector<std::string> five;
    for (const poker::Card c : poker::omaha_best_five(cards, board))
      five.push_back(poker::to_string(c));
    const std::string high = pokerstars_hand_description(five);
    if (!game.hi_lo) return high;
    const poker::HandRank low = poker::omaha_eight_or_better_low(cards, board);
    return "HI: " + high + (low == 0 ? "" : "; LO: " + commas(poker::eight_or_better_name(low)));
  }
  if (game.ranking == poker::Ranking::DeuceToSevenLow)
    return "Lo: " + commas(poker::deuce_to_seven_name(cards));
  const std::string name = poker::badugi_name(cards);  // "badugi 7-4-3-2", "3-card 7-4-2"
  const auto space = name.find(' ');
  const std::string kind = name.substr(0, space);
  return (kind == "badugi" ? std::string("Badugi") : kind) + ": " + commas(name.substr(space + 1));
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
