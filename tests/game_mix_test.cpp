// Mixed games (docs/RULES.md, R44): the mixes' words, the rotation by hands or by level, and the
// button, which a stud hand leaves where it is.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/game_mix.hpp"
#include "engine/sit_and_go.hpp"
#include "support/sng_play.hpp"

namespace {

using namespace poker;
using namespace sng_test;

GameMix mix_of(const char* text) {
  std::string error;
  const auto mix = parse_game_mix(text, error);
  REQUIRE_MESSAGE(mix.has_value(), error);
  return *mix;
}

std::string refusal(const char* text) {
  std::string error;
  CHECK_FALSE(parse_game_mix(text, error).has_value());
  return error;
}

}  // namespace

TEST_CASE("R44 HORSE, the 8-game mix and mix: lists, each game in its structure") {
  const GameMix horse = mix_of("horse");
  CHECK(horse.spelled_out() ==
        "holdem/fixed-limit,omaha-8/fixed-limit,razz/fixed-limit,stud/fixed-limit,"
        "stud-8/fixed-limit");
  CHECK(horse.max_players() == 8);  // the stud games seat eight
  const GameMix eight = mix_of("8-game");
  CHECK(eight.games.size() == 8);
  CHECK(eight.max_players() == 6);  // 2-7 triple draw seats six
  CHECK(eight.games[6].structure == Structure::NoLimit);
  CHECK(eight.games[7].structure == Structure::PotLimit);
  const GameMix mine = mix_of("mix:holdem/no-limit,badugi");
  CHECK(mine.games[1].structure == Structure::FixedLimit);  // the game's own
  CHECK(refusal("mix:holdem").find("at least two games") != std::string::npos);
  CHECK(refusal("mix:holdem,chess").find("unknown game 'chess'") != std::string::npos);
  CHECK(refusal("mix:razz,holdem/nl").find("unknown structure 'nl'") != std::string::npos);
  CHECK(refusal("mix:razz,badugi/no-limit").find("badugi is not played no-limit") !=
        std::string::npos);
  std::string error;
  CHECK_FALSE(parse_game_mix("razz", error).has_value());  // a game, not a mix
  CHECK(error.empty());
}

TEST_CASE("R44 the game changes every N hands, or with each blind level") {
  GameMix horse = mix_of("horse");
  CHECK(horse.game_of(1, 0).game->name == "holdem");
  CHECK(horse.game_of(8, 0).game->name == "holdem");
  CHECK(horse.game_of(9, 0).game->name == "omaha-8");
  CHECK(horse.game_of(40, 0).game->name == "stud-8");
  CHECK(horse.game_of(41, 3).game->name == "holdem");  // round again
  horse.hands_per_game = 0;
  CHECK(horse.game_of(1, 0).game->name == "holdem");
  CHECK(horse.game_of(30, 2).game->name == "razz");
  CHECK(horse.game_of(2, 5).game->name == "holdem");
}

TEST_CASE("R44 a stud hand in a mix leaves the button where it is") {
  SitAndGoSetup setup =
      make_setup(4, 100'000, hands_schedule({{50, 100, 0, AnteKind::None, 100}}), "r44 button");
  setup.mix = mix_of("mix:holdem/fixed-limit,stud");
  setup.mix.hands_per_game = 2;
  SitAndGo sng(setup);
  std::vector<int> buttons;
  std::vector<std::string> games;
  for (int h = 1; h <= 8; ++h) {
    buttons.push_back(sng.button_seat());
    const HandSetup& hs = sng.next_hand();
    games.emplace_back(hs.dealt_game().name);
    Hand hand;
    hand.start(hs);
    while (!hand.finished()) REQUIRE(hand.apply(passive(hand, 0)) == ActionError::None);
    sng.finish_hand(hand);
  }
  CHECK(games == std::vector<std::string>{"holdem", "holdem", "stud", "stud", "holdem", "holdem",
                                          "stud", "stud"});
  const int b = buttons[0];
  // Two hold'em hands move it twice; the stud hands keep it; hold'em goes on from there.
  CHECK(buttons ==
        std::vector<int>{b, (b + 1) % 4, (b + 2) % 4, (b + 2) % 4, (b + 2) % 4, (b + 3) % 4, b, b});
}

TEST_CASE("R44 a mix seats the smallest table of its games") {
  SitAndGoSetup setup =
      make_setup(7, 1'000, hands_schedule({{5, 10, 0, AnteKind::None, 100}}), "7");
  setup.mix = mix_of("8-game");  // 2-7 triple draw seats six
  CHECK_THROWS_AS(SitAndGo{setup}, std::invalid_argument);
}
