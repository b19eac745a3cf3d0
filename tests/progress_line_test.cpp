// The live progress line's text: a match says how far it is of its hands, its pace and the time
// left at that pace (as a league's line does); a tournament its pace, level and players left.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "arena/director/progress_line.hpp"
#include "support/arena_runner.hpp"

using arena::ProgressFigures;

TEST_CASE("a match's progress line says hand X of N, hands a second and the time left") {
  ProgressFigures match;
  match.hands = 120;
  match.level = {50, 100, 0};
  match.players_left = 2;
  match.hands_planned = 1000;
  // 120 hands in half a second: 240 a second, 880 to go: 3.67 s.
  CHECK(arena::progress_text(match, 0.5) ==
        "hand 120 of 1000  240 hands/s  0h00m03s left  blinds 50/100");
  // Before any time has passed the pace is unknown, not infinite.
  CHECK(arena::progress_text(match, 0.0) == "hand 120 of 1000  0 hands/s  ? left  blinds 50/100");
}

TEST_CASE("a tournament's progress line gives its pace, level and players left") {
  ProgressFigures sng;
  sng.hands = 30;
  sng.level_number = 3;
  sng.level = {25, 50, 5};
  sng.players_left = 4;
  CHECK(arena::progress_text(sng, 2.0) ==
        "hand 30  15 hands/s  level 3 (25/50 ante 5)  players left 4");
}

TEST_CASE("a multi-table tournament's progress line adds its tables and the bubble") {
  ProgressFigures field;
  field.hands = 300;
  field.level_number = 2;
  field.level = {10, 20, 0};
  field.players_left = 54;
  field.tables = 6;
  CHECK(arena::progress_text(field, 2.0) ==
        "hand 300  150 hands/s  level 2 (10/20 ante 0)  players left 54  tables 6");
  field.bubble = true;
  CHECK(arena::progress_text(field, 2.0) ==
        "hand 300  150 hands/s  level 2 (10/20 ante 0)  players left 54  tables 6  on the bubble");
}

TEST_CASE("a time left reads as hours, minutes and seconds") {
  CHECK(arena::duration_text(3.9) == "0h00m03s");
  CHECK(arena::duration_text(3723) == "1h02m03s");
}

TEST_CASE("the real program shows a match's progress on a terminal as hand X of N") {
  // The line is drawn only when stderr is a terminal: util-linux's `script` gives it one.
  const auto results = test_arena::scratch_dir("progress-line");
  const std::string arena = "'" + test_paths::bin("arena") + "' match --hands 4 --bot " +
                            "a=build/bin/caller --bot b=build/bin/caller --results '" +
                            results.string() + "'";
  const std::string out = (results / "terminal.txt").string();
  const std::string cmd = "cd '" + test_paths::source_dir().string() + "' && script -qec \"" +
                          arena + "\" /dev/null >'" + out + "' 2>&1";
  REQUIRE(std::system(cmd.c_str()) == 0);
  const std::string shown = test_arena::read_file(out);
  INFO(shown);
  CHECK(shown.find("hand 1 of 4  ") != std::string::npos);
  CHECK(shown.find(" left  blinds 50/100") != std::string::npos);
}
