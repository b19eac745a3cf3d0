// Draw and discard rounds through the hand state machine (docs/RULES.md, R29, R30, R32-R34): the
// order of a round, the bet sizes around the draws, refused discards, vacation, and showdowns
// ranked by the game.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string_view>
#include <vector>

#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "engine/game.hpp"
#include "engine/hand.hpp"
#include "support/hand_setup.hpp"

namespace {

using namespace hand_test;

// A draw game's setup: the deal from a seeded deck, the stub's reshuffles from the hand's stream.
struct DrawTable {
  Seed seed = Seed::from_text("draw-table");
  DrawStream random{seed, 1};
  HandSetup setup;

  DrawTable(const char* game_name, std::vector<Chips> stacks, int button, Chips sb, Chips bb) {
    const GameDef* g = find_game(game_name);
    REQUIRE(g != nullptr);
    setup.game = g;
    setup.structure = g->default_structure;
    setup.players = static_cast<int>(stacks.size());
    setup.button = button;
    for (int p = 0; p < setup.players; ++p) setup.stacks[p] = stacks[p];
    setup.small_blind = sb;
    setup.big_blind = bb;
    setup.deal = deal_from_deck(shuffled_deck(seed, 1), setup.players, button, *g);
    setup.draw_random = &random;
  }

  // Gives player p these hole cards (written "7c5d4h3s2c"), taking them out of the stub.
  void give(int p, std::string_view cards) {
    std::vector<Card> want;
    for (std::size_t i = 0; i < cards.size(); i += 2) want.push_back(card(cards.substr(i, 2)));
    std::set<int> wanted;
    for (const Card c : want) wanted.insert(c.index);
    const int n = setup.dealt_game().hole_cards;
    REQUIRE(static_cast<int>(want.size()) == n);
    // Every card that is to move somewhere else is swapped with the card now in its place.
    for (int i = 0; i < n; ++i) {
      const Card old = setup.deal.hole[p][i];
      setup.deal.hole[p][i] = want[static_cast<std::size_t>(i)];
      for (int q = 0; q < setup.players; ++q)
        for (int k = 0; k < n; ++k)
          if ((q != p || k != i) && setup.deal.hole[q][k] == want[static_cast<std::size_t>(i)])
            setup.deal.hole[q][k] = old;
      for (int k = 0; k < setup.deal.undealt_count; ++k)
        if (setup.deal.undealt[k] == want[static_cast<std::size_t>(i)]) setup.deal.undealt[k] = old;
    }
  }
};

std::vector<Card> cards_of(std::string_view text) {
  std::vector<Card> out;
  for (std::size_t i = 0; i < text.size(); i += 2) out.push_back(card(text.substr(i, 2)));
  return out;
}

void stand_pat(Hand& h, int expected) {
  REQUIRE(h.drawing());
  REQUIRE(h.actor() == expected);
  REQUIRE(h.draw({}) == DrawError::None);
}

}  // namespace

TEST_CASE("R30 a draw round goes from the first after the button to the button, all-ins too") {
  DrawTable t("2-7-triple-draw", {1000, 1000, 30, 1000}, 0, 10, 20);
  Hand h;
  std::vector<Event> events;
  h.start(t.setup, &events);
  // Pre-draw: player 3 opens (after the big blind), player 2 (the big blind, 30 chips) goes
  // all-in by calling a raise.
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Raise, 30);
  act(h, 3, ActionType::Call);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  REQUIRE(h.all_in(2));
  CHECK(h.street_name() == "draw1");
  CHECK(h.legal().call == false);
  CHECK(h.apply(Action{ActionType::Check, 0}) == ActionError::NotAllowed);
  std::vector<int> order;
  while (h.drawing()) {
    order.push_back(h.actor());
    REQUIRE(h.draw({}) == DrawError::None);
  }
  CHECK(order == std::vector<int>{1, 2, 3, 0});  // the all-in player 2 draws in turn
  // The betting after the draw opens with the first live player after the button who can bet.
  CHECK(h.actor() == 1);
  CHECK(of_type(events, EventType::Discard).size() == 4);
}

TEST_CASE("R30 heads-up the big blind draws first; replacements come from the stub") {
  DrawTable t("5-card-draw", {1000, 1000}, 0, 10, 20);
  t.give(1, "2c2d7h9sKc");
  Hand h;
  std::vector<Event> events;
  h.start(t.setup, &events);
  act(h, 0, ActionType::Call);  // heads-up the button posts the small blind and acts first
  act(h, 1, ActionType::Check);
  REQUIRE(h.drawing());
  CHECK(h.actor() == 1);  // the big blind
  const std::vector<Card> discards = cards_of("7h9sKc");
  REQUIRE(h.draw(discards) == DrawError::None);
  const auto drawn = of_type(events, EventType::Draw);
  REQUIRE(drawn.size() == 1);
  CHECK(drawn[0].card_count == 3);
  // One burn, then the first three cards of the stub.
  CHECK(drawn[0].cards[0] == t.setup.deal.undealt[1]);
  CHECK(drawn[0].cards[2] == t.setup.deal.undealt[3]);
  const auto held = h.hole(1);
  CHECK(std::vector<Card>(held.begin(), held.end()) ==
        std::vector<Card>{card("2c"), card("2d"), t.setup.deal.undealt[1], t.setup.deal.undealt[2],
                          t.setup.deal.undealt[3]});
}

TEST_CASE("R29 fixed-limit draw: small bets before and after the first draw, big after") {
  DrawTable t("badugi", {1000, 1000, 1000}, 0, 10, 20);
  Hand h;
  h.start(t.setup);
  // Pre-draw: a raise is to 40 (the small bet of 20 on the big blind's 20).
  CHECK(h.legal().min_raise_to == 40);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  for (int draw = 1; draw <= 3; ++draw) {
    stand_pat(h, 1);
    stand_pat(h, 2);
    stand_pat(h, 0);
    REQUIRE(h.actor() == 1);
    CHECK(h.legal().bet);
    CHECK(h.legal().min_raise_to == (draw == 1 ? 20 : 40));
    act(h, 1, ActionType::Check);
    act(h, 2, ActionType::Check);
    act(h, 0, ActionType::Check);
  }
  CHECK(h.finished());
}

TEST_CASE("R29 the fixed-limit cap counts as R12: the big blind and three raises pre-draw") {
  DrawTable t("2-7-triple-draw", {1000, 1000, 1000}, 0, 10, 20);
  Hand h;
  h.start(t.setup);
  act(h, 0, ActionType::Raise, 40);
  act(h, 1, ActionType::Raise, 60);
  act(h, 2, ActionType::Raise, 80);
  CHECK_FALSE(h.legal().raise);  // one bet (the blind) and three raises
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  REQUIRE(h.drawing());
}

TEST_CASE("Draw rounds refuse a card not held, a card twice, or too many; the hand unchanged") {
  DrawTable t("badugi", {1000, 1000}, 0, 10, 20);
  t.give(1, "Ac2d3h4s");
  Hand h;
  h.start(t.setup);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  REQUIRE(h.actor() == 1);
  CHECK(h.draw_round().max_discard == 4);
  CHECK(h.draw(cards_of("Kd")) == DrawError::NotHeld);
  CHECK(h.draw(cards_of("AcAc")) == DrawError::Repeated);
  CHECK(h.check_draw(cards_of("Ac2d3h4s")) == DrawError::None);
  CHECK(h.draw(cards_of("Ac")) == DrawError::None);
  CHECK(h.actor() == 0);
  // The one check of a discard, which the protocol also reads a bot's answer with: the cards
  // first (which card is wrong), then the count.
  const auto held = cards_of("Ac2d3h4s");
  const DrawRound take_one{1, 1, true};
  std::size_t bad = 99;
  CHECK(check_discards(held, take_one, cards_of("Ac2d"), &bad) == DrawError::TooMany);
  CHECK(check_discards(held, take_one, {}, &bad) == DrawError::TooFew);
  CHECK(check_discards(held, take_one, cards_of("2dKd"), &bad) == DrawError::NotHeld);
  CHECK(bad == 1);
  CHECK(check_discards(held, take_one, cards_of("3h3h"), &bad) == DrawError::Repeated);
  CHECK(bad == 1);
  CHECK(check_discards(held, take_one, cards_of("4s"), &bad) == DrawError::None);
  Hand betting;
  betting.start(t.setup);
  CHECK(betting.check_draw({}) == DrawError::NotDrawing);
}

TEST_CASE("R34 on vacation a player stands pat; where a discard is compulsory one is chosen") {
  DrawTable t("crazy-pineapple", {1000, 1000, 1000}, 0, 10, 20);
  Hand h;
  std::vector<Event> events;
  h.start(t.setup, &events);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Call);
  act(h, 2, ActionType::Check);
  for (int p : {1, 2, 0}) act(h, p, ActionType::Check);  // the flop
  REQUIRE(h.drawing());
  CHECK(h.street_name() == "turn");
  CHECK(h.draw_round().min_discard == 1);
  CHECK(h.draw({}) == DrawError::TooFew);
  std::array<Card, kMaxHoleCards> chosen{};
  const std::vector<Card> before(h.hole(1).begin(), h.hole(1).end());
  CHECK(h.draw_on_vacation(chosen) == 1);
  CHECK(std::find(before.begin(), before.end(), chosen[0]) != before.end());
  CHECK(h.hole(1).size() == 2);
  REQUIRE(h.draw(std::vector<Card>{h.hole(2)[0]}) == DrawError::None);
  REQUIRE(h.draw(std::vector<Card>{h.hole(0)[2]}) == DrawError::None);
  CHECK_FALSE(h.drawing());
  CHECK(h.board().size() == 4);  // the turn is dealt after the discards
  // A draw game's vacation stands pat.
  DrawTable pat("2-7-single-draw", {1000, 1000}, 0, 10, 20);
  Hand single;
  single.start(pat.setup);
  act(single, 0, ActionType::Call);
  act(single, 1, ActionType::Check);
  const std::vector<Card> kept(single.hole(1).begin(), single.hole(1).end());
  CHECK(single.draw_on_vacation(chosen) == 0);
  CHECK(std::vector<Card>(single.hole(1).begin(), single.hole(1).end()) == kept);
}

TEST_CASE("R32 a 2-7 showdown: the lowest hand wins, the wheel is ace-high") {
  DrawTable t("2-7-single-draw", {1000, 1000}, 0, 10, 20);
  t.give(0, "Ac5d4h3s2c");  // the wheel: an ace-high hand in 2-7
  t.give(1, "KcQdJh9s8c");  // king-high: beats any ace-high
  Hand h;
  std::vector<Event> events;
  h.start(t.setup, &events);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  stand_pat(h, 1);
  stand_pat(h, 0);
  act(h, 1, ActionType::Check);
  act(h, 0, ActionType::Check);
  REQUIRE(h.finished());
  CHECK(h.won(1) == 40);
  CHECK(h.stack(1) == 1020);
  const auto shows = of_type(events, EventType::Show);
  REQUIRE(shows.size() == 2);
  CHECK(shows[0].card_count == 5);
}

TEST_CASE("R33 a badugi showdown: four rainbow cards beat three; five-card draw ranks high") {
  DrawTable t("badugi", {1000, 1000}, 0, 10, 20);
  t.give(0, "KcQdJhTs");
  t.give(1, "Ac2d3h3s");
  Hand h;
  h.start(t.setup);
  act(h, 0, ActionType::Call);
  act(h, 1, ActionType::Check);
  for (int draw = 0; draw < 3; ++draw) {
    stand_pat(h, 1);
    stand_pat(h, 0);
    act(h, 1, ActionType::Check);
    act(h, 0, ActionType::Check);
  }
  REQUIRE(h.finished());
  CHECK(h.won(0) == 40);

  DrawTable high("5-card-draw", {1000, 1000}, 0, 10, 20);
  high.give(0, "7c5d4h3s2c");
  high.give(1, "2h2s9dTdJc");
  Hand d;
  d.start(high.setup);
  act(d, 0, ActionType::Call);
  act(d, 1, ActionType::Check);
  stand_pat(d, 1);
  stand_pat(d, 0);
  act(d, 1, ActionType::Check);
  act(d, 0, ActionType::Check);
  CHECK(d.won(1) == 40);  // a pair of deuces beats seven-high
}
