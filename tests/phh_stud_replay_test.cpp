// Real seven-card stud, stud hi-lo and razz hands replayed through the engine to their recorded
// results (tests/data/phh/stud/, from PokerKit's data: the 2023 WSOP Poker Players Championship),
// and the ways a stud hand's file can be wrong.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>

#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"
#include "tests/support/paths.hpp"

namespace {

using arena::phh::ReplayStatus;

arena::phh::ReplayResult replay_stud_text(const std::string& text) {
  const auto hands = arena::phh::parse_phh(text, "inline.phh");
  REQUIRE(hands.size() == 1);
  return arena::phh::replay_hand(hands[0]);
}

}  // namespace

TEST_CASE("Real stud, stud hi-lo and razz hands replay to their finishing stacks (R39-R42)") {
  std::map<std::string, int> matched;
  int refused = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(test_paths::source_dir() / "tests/data/phh/stud")) {
    if (entry.path().extension() != ".phh") continue;
    for (const arena::phh::PhhHand& hand : arena::phh::read_phh_file(entry.path())) {
      CAPTURE(entry.path().filename().string());
      const auto result = arena::phh::replay_hand(hand);
      if (entry.path().filename() == "wsop-2023-43-day5-hand85.phh") {
        // A raise of 750000 where the limit raise is to 1200000: refused, as PokerKit does.
        CHECK(result.status == ReplayStatus::Failed);
        CHECK(result.action_text == "p2 cbr 750000");
        CHECK(result.reason.find("below the minimum") != std::string::npos);
        ++refused;
        continue;
      }
      REQUIRE_MESSAGE(result.status == ReplayStatus::Replayed, result.reason);
      CHECK(result.finished);
      const auto check = arena::phh::check_stacks(hand, result.stacks);
      CHECK_MESSAGE(check.outcome == arena::phh::StackCheck::Match, check.detail);
      ++matched[hand.variant];
    }
  }
  CHECK(matched["F7S"] == 13);   // hands 5-11, 69, 71-75
  CHECK(matched["F7S/8"] == 7);  // hands 48-54
  CHECK(matched["FR"] == 9);     // hands 20-26, 83, 84
  CHECK(refused == 1);
}

TEST_CASE(
    "A stud hand's file without its bring-in, or completing before the bring-in, is refused") {
  const std::string head =
      "variant = \"F7S\"\nantes = [1, 1]\nsmall_bet = 4\nbig_bet = 8\n"
      "starting_stacks = [100, 100]\n";
  const auto no_bring_in =
      replay_stud_text(head + "actions = ['d dh p1 2c3d4h', 'd dh p2 5c6d7h', 'p1 pb']\n");
  CHECK(no_bring_in.status == ReplayStatus::Failed);
  CHECK(no_bring_in.reason.find("bring_in") != std::string::npos);

  // p1 shows the 4h, p2 the 7h: p1 brings in, and may not call (nothing to call) before it has.
  const auto early = replay_stud_text(
      head + "bring_in = 1\nactions = ['d dh p1 2c3d4h', 'd dh p2 5c6d7h', 'p2 cc']\n");
  CHECK(early.status == ReplayStatus::Failed);

  const auto posted = replay_stud_text(
      head + "bring_in = 1\nactions = ['d dh p1 2c3d4h', 'd dh p2 5c6d7h', 'p1 pb', 'p2 f']\n");
  REQUIRE_MESSAGE(posted.status == ReplayStatus::Replayed, posted.reason);
  CHECK(posted.stacks == std::vector<poker::Chips>{101, 99});  // p2 loses its ante
}
