// Games as data: the draw games of docs/RULES.md's R28 and R29, and hold'em as it is dealt
// today.
#include <doctest/doctest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/ranking.hpp"
#include "engine/showdown_rank.hpp"

namespace {

using poker::BetSize;
using poker::GameDef;
using poker::GameId;
using poker::Opener;
using poker::Ranking;
using poker::Structure;

const GameDef& named(const char* name) {
  const GameDef* g = poker::find_game(name);
  REQUIRE(g != nullptr);
  return *g;
}

std::vector<poker::Card> game_cards(const char* text) {
  auto parsed = poker::parse_cards(text);
  REQUIRE(parsed.has_value());
  return *parsed;
}

std::vector<bool> structures_of(const GameDef& g) {
  return {g.allows(Structure::NoLimit), g.allows(Structure::PotLimit),
          g.allows(Structure::FixedLimit)};
}

}  // namespace

TEST_CASE("R28 the games: cards, draw rounds, seats, structures and rankings") {
  const GameDef& single = named("2-7-single-draw");
  CHECK(single.hole_cards == 5);
  CHECK(single.draw_rounds() == 1);
  CHECK(single.ranking == Ranking::DeuceToSevenLow);
  CHECK((single.min_players == 2 && single.max_players == 7));
  CHECK(structures_of(single) == std::vector<bool>{true, true, false});
  CHECK(single.default_structure == Structure::NoLimit);

  const GameDef& triple = named("2-7-triple-draw");
  CHECK(triple.hole_cards == 5);
  CHECK(triple.draw_rounds() == 3);
  CHECK(triple.ranking == Ranking::DeuceToSevenLow);
  CHECK((triple.min_players == 2 && triple.max_players == 6));
  CHECK(structures_of(triple) == std::vector<bool>{false, false, true});
  CHECK(triple.default_structure == Structure::FixedLimit);

  const GameDef& badugi = named("badugi");
  CHECK(badugi.hole_cards == 4);
  CHECK(badugi.draw_rounds() == 3);
  CHECK(badugi.ranking == Ranking::Badugi);
  CHECK((badugi.min_players == 2 && badugi.max_players == 8));
  CHECK(structures_of(badugi) == std::vector<bool>{false, false, true});

  const GameDef& draw = named("5-card-draw");
  CHECK(draw.hole_cards == 5);
  CHECK(draw.draw_rounds() == 1);
  CHECK(draw.ranking == Ranking::High);
  CHECK((draw.min_players == 2 && draw.max_players == 6));
  CHECK(structures_of(draw) == std::vector<bool>{true, true, true});

  const GameDef& pineapple = named("crazy-pineapple");
  CHECK(pineapple.hole_cards == 3);
  CHECK(pineapple.kept_cards == 2);
  CHECK(pineapple.board_cards() == 5);
  CHECK((pineapple.min_players == 2 && pineapple.max_players == 9));
  // One compulsory discard, unreplaced, after the flop's betting: before the turn is dealt.
  REQUIRE(pineapple.draw_rounds() == 1);
  const poker::DrawRound& discard = pineapple.streets()[2].draw;
  CHECK((discard.min_discard == 1 && discard.max_discard == 1 && !discard.replace));
  CHECK(pineapple.streets()[2].name == "turn");

  for (const GameDef& g : poker::games())
    for (const poker::StreetDef& s : g.streets())
      if (s.draw.replace) CHECK(s.draw.max_discard == g.hole_cards);  // any number, pat included
}

TEST_CASE("R29 draw games bet small before and after the first draw, big after the second") {
  for (const char* name : {"2-7-triple-draw", "badugi"}) {
    const GameDef& g = named(name);
    REQUIRE(g.street_count == 4);
    CHECK(g.streets()[0].bet == BetSize::Small);
    CHECK(g.streets()[1].bet == BetSize::Small);
    CHECK(g.streets()[2].bet == BetSize::Big);
    CHECK(g.streets()[3].bet == BetSize::Big);
  }
  // Before the first draw the player after the big blind opens; after each draw, the first live
  // player after the button. (Stud has no button: R39, R40.)
  for (const GameDef& g : poker::games()) {
    if (g.deals_up_cards()) continue;
    CHECK(g.streets()[0].opener == Opener::AfterBigBlind);
    for (std::size_t i = 1; i < g.streets().size(); ++i)
      CHECK(g.streets()[i].opener == Opener::AfterButton);
  }
}

TEST_CASE("Hold'em as a game: the streets it is dealt today, every structure, 2 to 10 players") {
  const GameDef& holdem = poker::game(GameId::Holdem);
  CHECK(holdem.name == "holdem");
  CHECK(holdem.hole_cards == 2);
  CHECK(holdem.board_cards() == 5);
  CHECK(holdem.draw_rounds() == 0);
  CHECK((holdem.min_players == 2 && holdem.max_players == 10));
  std::vector<std::string> streets;
  for (const poker::StreetDef& s : holdem.streets()) streets.emplace_back(s.name);
  CHECK(streets == std::vector<std::string>{"preflop", "flop", "turn", "river"});
  CHECK(holdem.phh_code(Structure::FixedLimit) == "FT");
  CHECK(holdem.phh_code(Structure::NoLimit) == "NT");
}

TEST_CASE("Games: one word each, PHH codes where PHH defines the game, names found") {
  std::set<std::string_view> names;
  for (const GameDef& g : poker::games()) {
    CHECK(names.insert(g.name).second);
    CHECK(&poker::game(g.id) == &g);
    CHECK(poker::find_game(g.name) == &g);
    CHECK(g.allows(g.default_structure));
    CHECK(g.streets()[0].hole_dealt + g.streets()[0].up_dealt == g.hole_cards);
    for (int s = 0; s < 3; ++s)  // a PHH code only for a structure the game is played in
      if (!g.phh_code(static_cast<Structure>(s)).empty())
        CHECK(g.allows(static_cast<Structure>(s)));
  }
  CHECK(named("2-7-single-draw").phh_code(Structure::NoLimit) == "N2L1D");
  CHECK(named("2-7-triple-draw").phh_code(Structure::FixedLimit) == "F2L3D");
  CHECK(named("badugi").phh_code(Structure::FixedLimit) == "FB");
  CHECK(named("5-card-draw").phh_code(Structure::NoLimit).empty());
  CHECK(named("omaha").phh_code(Structure::PotLimit) == "PO");
  CHECK(named("omaha").phh_code(Structure::NoLimit).empty());
  CHECK(named("omaha").default_structure == Structure::PotLimit);
  CHECK(named("omaha").ranking == Ranking::Omaha);
  CHECK(poker::find_game("omaha-hi") == nullptr);
  CHECK(poker::to_string(Ranking::DeuceToSevenLow) == "2-7-low");
}

TEST_CASE("A game's family is what its streets say: a board, draws, or stud's cards face up") {
  using poker::Family;
  for (const GameDef& g : poker::games()) {
    CAPTURE(g.name);
    const Family f = g.family();
    CHECK((f == Family::Stud) == (g.streets()[0].up_dealt > 0));
    CHECK((f == Family::Board) == (g.board_cards() > 0));
    if (f == Family::Draw) CHECK(g.draw_rounds() > 0);  // nothing else improves a hand
  }
  CHECK(named("holdem").family() == Family::Board);
  CHECK(named("crazy-pineapple").family() == Family::Board);  // its discard is a board game's
  CHECK(named("omaha-8").family() == Family::Board);
  CHECK(named("2-7-triple-draw").family() == Family::Draw);
  CHECK(named("badugi").family() == Family::Draw);
  CHECK(named("razz").family() == Family::Stud);
  CHECK(named("stud-8").family() == Family::Stud);
}

TEST_CASE("Structures: each word read back, nothing else read") {
  for (const Structure s : {Structure::NoLimit, Structure::PotLimit, Structure::FixedLimit})
    CHECK(poker::structure_named(poker::to_string(s)) == s);
  CHECK(poker::structure_named("fixed-limit") == Structure::FixedLimit);
  CHECK_FALSE(poker::structure_named("limit").has_value());
  CHECK_FALSE(poker::structure_named("").has_value());
}

TEST_CASE("The ranking table: every game's entry, its hand's fast and checked ranks equal") {
  // Fourteen distinct cards from six up, so every ranking (short-deck too) takes them.
  const auto cards = game_cards("AsKd7h7c9s9dJhTcQsTd8c8hQh6d");
  for (const GameDef& g : poker::games()) {
    CAPTURE(g.name);
    const poker::RankingRule& rule = poker::ranking_rule(g.ranking);
    CHECK(rule.id == g.ranking);
    CHECK(rule.name == poker::to_string(g.ranking));
    const std::span<const poker::Card> all(cards);
    const auto hole = all.first(static_cast<std::size_t>(g.kept_cards));
    const auto board = all.subspan(hole.size(), static_cast<std::size_t>(g.board_cards()));
    const poker::HandRank rank = rule.rank(hole, board);
    CHECK(rank == rule.rank_checked(hole, board));
    CHECK(!rule.hand_name(rank, hole).empty());
    if (rule.high_categories) CHECK(rule.best_five(hole, board).has_value());
    const bool has_low_half = rule.eight_or_better_low != nullptr;
    if (g.hi_lo) CHECK(has_low_half);  // R38
  }
}

TEST_CASE("A showdown ranks by the game's ranking") {
  // The same five cards: a good 2-7 hand is a poor high hand.
  const auto seven_low = game_cards("7c5d4h3s2c"), pair = game_cards("KcKdQhJs9c");
  CHECK(poker::showdown_rank(Ranking::DeuceToSevenLow, seven_low, {}) >
        poker::showdown_rank(Ranking::DeuceToSevenLow, pair, {}));
  CHECK(poker::showdown_rank(Ranking::High, seven_low, {}) <
        poker::showdown_rank(Ranking::High, pair, {}));
  // Hold'em and Crazy Pineapple after its discard: two hole cards and the board.
  CHECK(poker::showdown_rank(Ranking::High, game_cards("AsAd"), game_cards("Ac2d7h9sKc")) >
        poker::showdown_rank(Ranking::High, game_cards("KsKd"), game_cards("Ac2d7h9sKc")));
  CHECK(poker::showdown_rank(Ranking::Badugi, game_cards("Ac2d3h4s"), {}) >
        poker::showdown_rank(Ranking::Badugi, game_cards("Ac2d3h3s"), {}));
  CHECK_THROWS_AS(poker::showdown_rank(Ranking::Badugi, seven_low, {}), std::invalid_argument);
  CHECK_THROWS_AS(poker::showdown_rank(Ranking::DeuceToSevenLow, seven_low, game_cards("As")),
                  std::invalid_argument);
}
