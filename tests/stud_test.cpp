// Seven-card stud, stud hi-lo and razz through the hand state machine (docs/RULES.md, R39-R43):
// the bring-in and its completion, who opens each later street, the bet sizes, the community
// card when the deck runs short, the A-5 low, and the stakes a level gives.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string_view>
#include <vector>

#include "engine/ace_to_five_low.hpp"
#include "engine/forced_move.hpp"
#include "engine/game.hpp"
#include "engine/hand.hpp"
#include "engine/level.hpp"
#include "support/best_of_five.hpp"
#include "support/hand_setup.hpp"
#include "support/splitmix.hpp"

namespace {

using namespace hand_test;

// A stud hand: ante 1, bring-in 2, bets 4/8, stacks of 100. `third` holds each player's first
// three cards ("2c3d" down, then the up card: "2c3d4h"); the deck's other cards follow in the
// order the later streets take them (burns included), `next` first.
HandSetup stud_setup(const char* game_name, std::vector<std::string_view> third,
                     std::string_view next = "", int button = -1) {
  const GameDef* g = find_game(game_name);
  REQUIRE(g != nullptr);
  HandSetup s;
  s.game = g;
  s.structure = Structure::FixedLimit;
  s.players = static_cast<int>(third.size());
  s.button = button >= 0 ? button : s.players - 1;  // the cards go from player 0 on
  s.bring_in = 2;
  s.small_bet = 4;
  s.big_bet = 8;
  std::set<int> used;
  for (int p = 0; p < s.players; ++p) {
    s.stacks[p] = 100;
    s.antes[p] = 1;
    for (int i = 0; i < 3; ++i) {
      s.deal.hole[p][i] = card(third[static_cast<std::size_t>(p)].substr(2 * i, 2));
      REQUIRE(used.insert(s.deal.hole[p][i].index).second);
    }
  }
  std::vector<Card> stub;
  for (std::size_t i = 0; i < next.size(); i += 2) stub.push_back(card(next.substr(i, 2)));
  for (const Card c : stub) REQUIRE(used.insert(c.index).second);
  for (int i = 0; i < kDeckSize; ++i)
    if (!used.count(i)) stub.push_back(Card{static_cast<std::uint8_t>(i)});
  for (std::size_t i = 0; i < stub.size(); ++i) s.deal.undealt[i] = stub[i];
  s.deal.undealt_count = static_cast<int>(stub.size());
  return s;
}

// Every player calls or checks until the street changes.
void everyone_calls(Hand& h) {
  const Street street = h.street();
  while (!h.finished() && h.street() == street)
    REQUIRE(h.apply({h.legal().check ? ActionType::Check : ActionType::Call, 0}) ==
            ActionError::None);
}

}  // namespace

TEST_CASE("R39 the lowest up card brings in, ties broken by suit: clubs lowest, then diamonds") {
  // Up cards 2h, 2c, Kd: the deuce of clubs (player 1) brings in.
  Hand h;
  h.start(stud_setup("stud", {"AsAd2h", "KsKh2c", "QsQhKd"}));
  CHECK(h.actor() == 1);
  const Legal& bring = h.legal();
  CHECK(bring.bring_in);
  CHECK_FALSE(bring.fold);  // the bring-in is forced: neither fold nor check
  CHECK_FALSE(bring.check);
  CHECK(bring.call);
  CHECK(bring.to_call == 2);  // posting the bring-in
  CHECK(bring.raise);         // or completing it to the small bet
  CHECK(bring.min_raise_to == 4);
  CHECK(bring.max_raise_to == 4);
  act(h, 1, ActionType::Call);  // posts the bring-in
  CHECK_FALSE(h.legal().bring_in);
  CHECK(h.legal().fold);
  CHECK(h.legal().to_call == 2);
  CHECK(h.legal().min_raise_to == 4);  // the next player may complete
  CHECK(h.actor() == 2);
}

TEST_CASE("R39 razz: the highest up card brings in, aces low, the king of spades highest") {
  Hand h;
  h.start(stud_setup("razz", {"2c3dKc", "4h5hKs", "6c7cAs"}));
  CHECK(h.actor() == 1);
  CHECK(h.legal().bring_in);
}

TEST_CASE("R39 a completed bring-in is a full bet: the bring-in's player may raise again") {
  Hand h;
  h.start(stud_setup("stud", {"AsAd2c", "KsKh9c", "QsQhKd"}));
  act(h, 0, ActionType::Call);  // the 2c posts the bring-in
  act(h, 1, ActionType::Raise, 4);
  CHECK(h.legal().min_raise_to == 8);  // a raise of one small bet on the completion
  act(h, 2, ActionType::Call);
  CHECK(h.actor() == 0);
  CHECK(h.legal().raise);  // reopened for the bring-in, who has not acted by choice
  act(h, 0, ActionType::Raise, 8);
}

TEST_CASE("R39 a bring-in the arena must make for its player is posted, not folded") {
  Hand h;
  h.start(stud_setup("stud", {"AsAd2c", "KsKh9c", "QsQhKd"}));
  CHECK(forced_move(h, TimeoutRule::Vacation, 0) == ForcedMove::BringIn);
  int protections = 0;
  CHECK(apply_forced_move(h, TimeoutRule::Vacation, protections) == ForcedMove::BringIn);
  CHECK(h.street_bet(0) == 2);
  CHECK(h.actor() == 1);
}

TEST_CASE(
    "R40 from fourth street the best hand showing opens, ties to the first left of the "
    "button") {
  // Fourth street's cards (one burn first): player 0 gets the 9d, 1 the Kc, 2 the 5d. Up: 2c 9d,
  // Ks Kc (a pair), 3d 5d: the open kings open.
  Hand h;
  h.start(stud_setup("stud", {"AsAd2c", "Qh4hKs", "QsJh3d"}, "Tc9dKc5d"));
  everyone_calls(h);
  REQUIRE(h.street() == Street::Flop);  // the game's second street: fourth street
  CHECK(h.actor() == 1);
  // An open pair on fourth street gives no big bet: the small bet it stays (as PokerKit).
  CHECK(h.legal().bet);
  CHECK(h.legal().min_raise_to == 4);
  CHECK(h.legal().max_raise_to == 4);

  // Equal showings: the first from the button's left opens. Up cards Ac, Ad, Kh (the king brings
  // in); fourth street gives 7c, 7d, 2h: tie, and player 0 is left of the button.
  Hand tie;
  tie.start(stud_setup("stud", {"2s3dAc", "4s5dAd", "9sTdKh"}, "Jc7c7d2h"));
  CHECK(tie.actor() == 2);
  everyone_calls(tie);
  REQUIRE(tie.street() == Street::Flop);
  CHECK(tie.actor() == 0);
  // With the button on player 0, player 1 is the first from its left.
  Hand moved;
  moved.start(stud_setup("stud", {"2s3dAc", "4s5dAd", "9sTdKh"}, "Jc7c2h7d", 0));
  everyone_calls(moved);
  REQUIRE(moved.street() == Street::Flop);
  CHECK(moved.actor() == 1);
}

TEST_CASE("R40 razz: the lowest hand showing opens; small bets on third and fourth, big after") {
  // Fourth street: player 0 shows 2c 9d, 1 shows Ks 3c, 2 shows 3d 5d: player 2's 5-3 opens.
  Hand h;
  h.start(stud_setup("razz", {"AsAd2c", "Qh4hKs", "QsJh3d"}, "Tc9d3c5d"));
  CHECK(h.actor() == 1);  // the king brings in
  everyone_calls(h);
  REQUIRE(h.street() == Street::Flop);  // fourth street
  CHECK(h.actor() == 2);
  CHECK(h.legal().min_raise_to == 4);
  everyone_calls(h);
  REQUIRE(h.street() == Street::Turn);  // fifth street
  CHECK(h.legal().min_raise_to == 8);   // the big bet from fifth street on
}

TEST_CASE("R41 when the deck cannot give everyone a seventh card, one community card is dealt") {
  // Eight players to the seventh street: 24 + 3 x (1 burn + 8) = 51 cards before it, one left.
  std::vector<std::string_view> third = {"2c3c4c", "2d3d4d", "2h3h4h", "2s3s4s",
                                         "5c6c7c", "5d6d7d", "5h6h7h", "5s6s7s"};
  std::vector<Event> events;
  Hand h;
  h.start(stud_setup("stud", third), &events);
  while (!h.finished()) everyone_calls(h);
  const auto board = of_type(events, EventType::DealBoard);
  REQUIRE(board.size() == 1);
  CHECK(board[0].card_count == 1);
  CHECK(board[0].street == Street::Seventh);
  CHECK(of_type(events, EventType::DealHole).size() == 8 * 4);  // third to sixth street
  // Every card of the deck used once: 8 x 6 hole cards, 3 burns, the community card.
  std::set<int> seen;
  for (const Event& e : events)
    if (e.type == EventType::DealHole || e.type == EventType::DealBoard)
      for (int i = 0; i < e.card_count; ++i) CHECK(seen.insert(e.cards[i].index).second);
  CHECK(seen.size() == 8 * 6 + 1);
  CHECK(total_chips(h) == 800);
}

TEST_CASE("R42 razz ranks A-5 low: aces low, straights and flushes ignored, pairs count") {
  const auto low = [](const char* text) {
    std::vector<Card> cards;
    for (std::size_t i = 0; text[i] != '\0'; i += 2) cards.push_back(card({text + i, 2}));
    return evaluate_ace_to_five(cards);
  };
  const HandRank wheel = low("5c4d3h2sAc");
  CHECK(wheel > low("6c4d3h2sAc"));
  CHECK(low("5c4c3c2cAc") == wheel);                  // a flush does not count against it
  CHECK(low("KcQdJhTs9c") > low("2c2d3h4s5c"));       // any hand without a pair beats a pair
  CHECK(low("2c2d3h4s5c") > low("2c2d3h3s5c"));       // one pair beats two pair
  CHECK(low("8c5d4h3sAcKdKh") == low("8c5d4h3sAc"));  // the best five of seven
  CHECK(low("8c5d4h3sAc7d7h") == low("7d5d4h3sAc"));
  CHECK(ace_to_five_name(low("8c5d4h3sAcKdKh")) == "8-5-4-3-A");
  CHECK(ace_to_five_name(low("8c8d4h3sAc")) == "one pair 8-8-4-3-A");
}

TEST_CASE("R42 the A-5 low of seven cards is the best of its 21 five-card hands") {
  // Random seven-card hands, half of them drawn from few ranks so that pairs, two pair, trips
  // and full houses must be chosen among.
  test_play::SplitMix rng{0xA5};
  for (int n = 0; n < 20'000; ++n) {
    const int ranks = n % 2 == 0 ? 13 : static_cast<int>(rng.in(2, 4));
    const int lowest = static_cast<int>(rng.in(0, 12));  // aces among them too
    const auto seven = best_of_five::distinct_seven([&] {
      return (lowest + static_cast<int>(rng.in(0, ranks - 1))) % 13 * 4 +
             static_cast<int>(rng.in(0, 3));
    });
    REQUIRE(evaluate_ace_to_five(seven) ==
            best_of_five::best_of_fives(
                seven, [](const std::vector<Card>& five) { return evaluate_ace_to_five(five); }));
  }
}

TEST_CASE("R43 a level's stud stakes: bets of the betting unit and twice it, ante and bring-in") {
  Level level;
  level.small_blind = 10;
  level.big_blind = 20;
  const StudStakes s = stud_stakes(level);
  CHECK(s.small_bet == 20);
  CHECK(s.big_bet == 40);
  CHECK(s.bring_in == 5);
  CHECK(s.ante == 4);
  Level tiny;
  tiny.small_blind = 1;
  tiny.big_blind = 2;
  CHECK(stud_stakes(tiny).ante == 1);  // never less than a chip
  CHECK(stud_stakes(tiny).bring_in == 1);
}

TEST_CASE("R38 stud hi-lo: the high and the low are each the best five of a player's seven") {
  // Player 0 ends with Ac 2d 3h 4s 7c Kd Kh: a pair of kings high, 7-4-3-2-A low. Player 1 with
  // 5s 9s Js Qs Ks 8h Jd: a flush and no low. The pot is halved: high to 1, low to 0.
  std::vector<Event> events;
  Hand h;
  h.start(stud_setup("stud-8", {"Ac2d3h", "5s9sJs"}, "Tc4sQsTd7cKsThKd8h9cKhJd"), &events);
  while (!h.finished()) everyone_calls(h);
  const auto wins = of_type(events, EventType::WinPot);
  REQUIRE(wins.size() == 2);
  for (const Event& w : wins) CHECK(w.player == (w.low_half ? 0 : 1));
  CHECK(wins[0].amount == wins[1].amount);
  CHECK(h.stack(0) == 100);  // each put in half the pot and won half
  CHECK(h.stack(1) == 100);
}
