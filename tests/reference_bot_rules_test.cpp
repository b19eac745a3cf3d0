// The reference bot's parts (bots/reference/): its opponent model counts what it saw, its draws
// follow the rules of thumb, and its equity against a range falls as the range tightens.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "arena_bot.hpp"
#include "bots/reference/draw_choice.hpp"
#include "bots/reference/opponent_model.hpp"
#include "bots/reference/range_equity.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"

namespace {

std::vector<poker::Card> hand(const char* text) {
  return *poker::parse_cards(text);
}

bool same_cards(std::vector<poker::Card> a, std::vector<poker::Card> b) {
  const auto by_index = [](poker::Card x, poker::Card y) { return x.index < y.index; };
  std::sort(a.begin(), a.end(), by_index);
  std::sort(b.begin(), b.end(), by_index);
  return a == b;
}

// A heads-up hold'em table as the arena tells it: I am seat 0, "villain" seat 1.
arena_bot::Tracker holdem_table() {
  arena_bot::Tracker t;
  t.update_line(
      R"({"type":"hello","seat":0,"name":"me","game":{"variant":"holdem","structure":"no-limit",)"
      R"("starting_stack":10000,"streets":[{"name":"preflop"},{"name":"flop"},{"name":"turn"},)"
      R"({"name":"river"}]},"players":[{"seat":0,"name":"me"},{"seat":1,"name":"villain"}]})");
  return t;
}

void start_hand(arena_bot::Tracker& t, int hand) {
  t.update_line(R"({"type":"hand_start","hand":)" + std::to_string(hand) +
                R"(,"big_blind":100,"small_blind":50,"seats":[{"seat":0,"stack":10000},)"
                R"({"seat":1,"stack":10000}]})");
}

void acted(arena_bot::Tracker& t, int seat, const char* street, const char* action, int amount) {
  t.update_line(std::string(R"({"type":"acted","seat":)") + std::to_string(seat) +
                R"(,"street":")" + street + R"(","action":")" + action + R"(","amount":)" +
                std::to_string(amount) + "}");
}

}  // namespace

TEST_CASE("reference opponent model: counts each first-street and later action it saw, once") {
  arena_bot::Tracker t = holdem_table();
  reference::OpponentModel model;
  start_hand(t, 1);  // villain raises, I call; on the flop I bet and villain calls
  acted(t, 1, "preflop", "raise", 300);
  acted(t, 0, "preflop", "call", 300);
  acted(t, 0, "flop", "bet", 400);
  model.observe(t.state);  // observed twice: nothing counted twice
  acted(t, 1, "flop", "call", 400);
  model.observe(t.state);
  model.observe(t.state);
  start_hand(t, 2);  // villain folds at once
  acted(t, 1, "preflop", "fold", 0);
  model.observe(t.state);

  const reference::OpponentStats& v = model.stats("villain");
  CHECK(v.first_street_hands == 2);
  CHECK(v.voluntary == 1);
  CHECK(v.raised == 1);
  CHECK(v.street[0].acted == 2);
  CHECK(v.street[0].aggressive == 1);
  CHECK(v.street[1].acted == 1);
  CHECK(v.street[1].faced_bet == 1);
  CHECK(v.street[1].folded_to_bet == 0);
  // My own actions are not counted as an opponent's.
  CHECK(model.stats("me").first_street_hands == 0);
  // Shares with the prior: VPIP (1 + 1) / (2 + 2), a flop fold to a bet (0 + 1) / (1 + 3).
  CHECK(v.vpip() == doctest::Approx(0.5));
  CHECK(v.fold_to_bet(1) == doctest::Approx(0.25));
}

TEST_CASE("reference opponent model: a pre-flop raise narrows the range to the raising share") {
  arena_bot::Tracker t = holdem_table();
  reference::OpponentModel model;
  start_hand(t, 1);
  model.observe(t.state);
  CHECK(model.range_share(t.state, 1) == doctest::Approx(1.0));  // nothing done yet
  acted(t, 1, "preflop", "raise", 300);
  model.observe(t.state);
  const double after_raise = model.range_share(t.state, 1);
  CHECK(after_raise == doctest::Approx(model.stats("villain").pfr()));
  acted(t, 0, "preflop", "call", 300);
  acted(t, 1, "flop", "bet", 400);
  CHECK(model.range_share(t.state, 1) < after_raise);  // a flop bet narrows it again
}

TEST_CASE("reference draws in 2-7: keep the best low, break a pair, a straight, a rough hand") {
  const reference::DrawContext early{2, false};
  // A pair of sevens: one seven kept with the deuce and trey; the king goes.
  const std::vector<poker::Card> paired = reference::deuce_to_seven_keep(hand("2c3d7h7sKc"), early);
  CHECK(paired.size() == 3);
  CHECK(std::count_if(paired.begin(), paired.end(), [](poker::Card c) { return c.rank() == 5; }) ==
        1);
  CHECK(std::none_of(paired.begin(), paired.end(), [](poker::Card c) { return c.rank() == 11; }));
  // 8-6-4-3-2: a made low stands pat.
  CHECK(same_cards(reference::deuce_to_seven_keep(hand("8c6d4h3s2c"), early), hand("8c6d4h3s2c")));
  // 2-3-4-5-6 is a straight, the worst of hands here: draw to 2-3-4-5.
  CHECK(same_cards(reference::deuce_to_seven_keep(hand("2c3d4h5s6c"), early), hand("2c3d4h5s")));
  // 9-7-5-3-2 stands pat early, and is broken against an opponent who stood pat.
  CHECK(same_cards(reference::deuce_to_seven_keep(hand("9c7d5h3s2c"), early), hand("9c7d5h3s2c")));
  const reference::DrawContext behind{1, true};
  CHECK(same_cards(reference::deuce_to_seven_keep(hand("9c7d5h3s2c"), behind), hand("7d5h3s2c")));
  // K-Q-J-9-2 is no low at all: only the deuce is worth keeping.
  CHECK(same_cards(reference::deuce_to_seven_keep(hand("KcQdJh9s2c"), early), hand("2c")));
}

TEST_CASE("reference draws in badugi and five-card draw") {
  const reference::DrawContext early{2, false};
  CHECK(same_cards(reference::badugi_keep(hand("Ac2d3h4s"), early), hand("Ac2d3h4s")));
  // A three-card 4-3-A keeps its three; the second heart goes.
  CHECK(same_cards(reference::badugi_keep(hand("Ac3d4h5h"), early), hand("Ac3d4h")));
  // A rough badugi (king high) against a pat opponent draws to its best three.
  CHECK(same_cards(reference::badugi_keep(hand("Ac2d3hKs"), {1, true}), hand("Ac2d3h")));
  CHECK(same_cards(reference::five_card_draw_keep(hand("QcQd7h4s2c")), hand("QcQd")));
  CHECK(same_cards(reference::five_card_draw_keep(hand("Ah9h6h3hKc")), hand("Ah9h6h3h")));
  CHECK(same_cards(reference::five_card_draw_keep(hand("8c9dTsJh2c")), hand("8c9dTsJh")));
  CHECK(same_cards(reference::five_card_draw_keep(hand("Ac9d6s4h2c")), hand("Ac9d")));
}

TEST_CASE(
    "reference equity: aces lead a random hand, and a weak hand does worse against a tight range") {
  const poker::GameDef& holdem = *poker::find_game("holdem");
  const reference::RangeEquity equity(holdem);
  std::mt19937_64 rng(7);
  reference::Situation s;
  s.game = &holdem;
  s.mine = hand("AcAd");
  s.board_to_come = 5;
  s.opponents.push_back({{}, 2, -1, 1.0});
  const reference::Budget budget{4000, std::chrono::seconds(10)};
  CHECK(equity.equity(s, rng, budget) == doctest::Approx(0.85).epsilon(0.04));
  s.mine = hand("9c8d");
  const double against_any = equity.equity(s, rng, budget);
  s.opponents[0].share = 0.1;
  const double against_tight = equity.equity(s, rng, budget);
  CHECK(against_tight < against_any - 0.05);
}
