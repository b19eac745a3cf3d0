// What the person at a human seat reads (bots/human_screen.hpp; issue 40 item 8), in a game of
// each kind: hold'em, seven-card stud, triple draw. The real `arena play` on a pseudo-terminal
// against the caller, every turn checked or called and every draw stood pat; what the screen
// must show is read against the hand log, not written into the test.
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "support/arena_on_terminal.hpp"
#include "support/arena_runner.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// The screen of one hand of `game` played passively.
std::string screen_of_hand(const std::string& game, const std::string& name) {
  const fs::path results = scratch_dir(name);
  ArenaOnTerminal arena({"play", "build/bin/caller", "--game", game, "--hand-limit", "1", "--seed",
                         "screen", "--results", results.string(), "--name", name});
  const int status = arena.play([](const std::string& screen) {
    const auto asked = screen.rfind("\n", screen.rfind(" s> "));
    const auto question = screen.rfind("\n", asked - 1);
    return std::string(screen.compare(question + 1, 8, "discard:") == 0 ? "p" : "c");
  });
  INFO(arena.screen());
  CHECK(status == 0);
  return arena.screen();
}

bool on_screen(const std::string& screen, const std::string& part) {
  return screen.find(part) != std::string::npos;
}

// The person is "you", and the verb agrees: never "you calls".
void check_grammar(const std::string& screen) {
  for (const char* wrong : {"you calls", "you checks", "you bets", "you raises", "you folds",
                            "you posts", "you wins", "you shows", "you discards", "you stands"})
    CHECK_FALSE(on_screen(screen, wrong));
}

}  // namespace

TEST_CASE("the human seat in hold'em: blinds, street headings, the board once dealt") {
  const std::string screen = screen_of_hand("holdem", "screen-holdem");
  check_grammar(screen);
  CHECK(on_screen(screen, "blinds 10/20"));
  CHECK((on_screen(screen, "you post the small blind 10") ||
         on_screen(screen, "bot posts the small blind 10")));
  CHECK((on_screen(screen, "you post the big blind 20") ||
         on_screen(screen, "bot posts the big blind 20")));
  CHECK(on_screen(screen, "--- preflop ---"));
  CHECK(on_screen(screen, "--- flop ---"));
  CHECK(on_screen(screen, "--- river ---"));
  CHECK(on_screen(screen, "you check"));
  CHECK_FALSE(on_screen(screen, "board: -"));  // before the flop there is none to show
}

TEST_CASE("the human seat in stud: antes and bring-in, others' up cards, own cards down and up") {
  const std::string screen = screen_of_hand("stud", "screen-stud");
  check_grammar(screen);
  CHECK_FALSE(on_screen(screen, "blinds"));
  CHECK_FALSE(on_screen(screen, "button"));
  CHECK_FALSE(on_screen(screen, "board:"));
  CHECK(on_screen(screen, "you post the ante "));
  CHECK(on_screen(screen, "bot posts the ante "));
  CHECK(on_screen(screen, "bring-in "));
  CHECK(on_screen(screen, "--- third street ---"));
  CHECK(on_screen(screen, "--- fourth street ---"));
  CHECK(on_screen(screen, "--- seventh street ---"));
  // Whoever brings in, the screen names it; at the seat's own turn the prompt does.
  CHECK((on_screen(screen, "bot posts the bring-in ") ||
         (on_screen(screen, "you bring in: c posts the bring-in ") &&
          on_screen(screen, "you post the bring-in "))));
  // The bot's up card of each street is shown as dealt and stays on the table at each turn.
  std::smatch third;
  REQUIRE(std::regex_search(screen, third, std::regex("bot gets down 2 cards, up (\\w\\w)")));
  std::smatch fourth;
  REQUIRE(std::regex_search(screen, fourth, std::regex("bot gets up (\\w\\w)")));
  CHECK(on_screen(screen, "bot: "));
  CHECK(std::regex_search(screen,
                          std::regex("bot: \\d+, up " + third[1].str() + " " + fourth[1].str())));
  // My own: two down and one up on third street, the up ones also on the table.
  std::smatch mine;
  REQUIRE(
      std::regex_search(screen, mine, std::regex("you get down (\\w\\w) (\\w\\w), up (\\w\\w)")));
  CHECK(on_screen(
      screen, "your cards: down " + mine[1].str() + " " + mine[2].str() + ", up " + mine[3].str()));
}

TEST_CASE("the human seat in triple draw: a heading per draw, no bet left from the last round") {
  const std::string screen = screen_of_hand("2-7-triple-draw", "screen-draw");
  check_grammar(screen);
  CHECK_FALSE(on_screen(screen, "board:"));
  CHECK(on_screen(screen, "--- predraw ---"));
  CHECK(on_screen(screen, "--- draw1 ---"));
  CHECK(on_screen(screen, "--- draw3 ---"));
  CHECK(on_screen(screen, "you stand pat"));
  // Both put 20 in before the draw (the blind, a call): at the draw's turn no bet is on the table.
  const auto draw = screen.find("--- draw1 ---");
  REQUIRE(draw != std::string::npos);
  const auto asked = screen.find("discard:", draw);
  REQUIRE(asked != std::string::npos);
  const std::string table = screen.substr(draw, asked - draw);
  INFO(table);
  CHECK(on_screen(table, "your cards: "));
  CHECK_FALSE(on_screen(table, ", bet "));
}
