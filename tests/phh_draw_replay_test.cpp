// Real draw hands replayed through the engine to their recorded results (tests/data/phh/draw/,
// from PokerKit's data): 2-7 single and triple draw from the 2023 WSOP Poker Players
// Championship (and its pot-limit Omaha hands, tests/data/phh/wsop/) (finishing_stacks in each
// file), a 2019 triple-draw hand and the Wikipedia badugi hand (their final stacks as PokerKit's
// tests/test_papers.py asserts them); and the ways a draw hand's file can be wrong.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"
#include "tests/support/paths.hpp"

namespace {

using arena::phh::PhhHand;
using arena::phh::ReplayStatus;
using poker::Chips;

std::filesystem::path draw_data() {
  return test_paths::source_dir() / "tests/data/phh/draw";
}

arena::phh::ReplayResult replay_text(const std::string& text) {
  const auto hands = arena::phh::parse_phh(text, "inline.phh");
  REQUIRE(hands.size() == 1);
  return arena::phh::replay_hand(hands[0]);
}

// A heads-up badugi hand with the given actions (p1 the big blind, p2 the button).
std::string badugi(const std::string& actions) {
  return "variant = \"FB\"\nante_trimming_status = true\nantes = [0, 0]\n"
         "blinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\n"
         "starting_stacks = [100, 100]\nactions = [" +
         actions + "]\n";
}

}  // namespace

TEST_CASE("Real 2-7 single and triple draw hands replay to their finishing stacks") {
  int matched = 0;
  for (const auto& entry : std::filesystem::directory_iterator(draw_data())) {
    if (entry.path().filename().string().rfind("wsop-", 0) != 0) continue;
    for (const PhhHand& hand : arena::phh::read_phh_file(entry.path())) {
      CAPTURE(entry.path().filename().string());
      const auto result = arena::phh::replay_hand(hand);
      REQUIRE_MESSAGE(result.status == ReplayStatus::Replayed, result.reason);
      CHECK(result.finished);
      const auto check = arena::phh::check_stacks(hand, result.stacks);
      CHECK_MESSAGE(check.outcome == arena::phh::StackCheck::Match, check.detail);
      ++matched;
    }
  }
  CHECK(matched == 14);  // hands 41-47 (N2L1D) and 55-61 (F2L3D)
}

TEST_CASE("Real Omaha and Omaha hi-lo hands replay to their finishing stacks (R37, R38)") {
  // Hands 27-33 of the same day (PO), 12-18 and 76-82 (FO/8). Hand 31 splits a pot of two pairs of
  // tens that hold'em's reading of all nine cards would give to one player (tens and eights).
  int matched = 0, skipped = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(test_paths::source_dir() / "tests/data/phh/wsop")) {
    if (entry.path().extension() != ".phh") continue;
    for (const PhhHand& hand : arena::phh::read_phh_file(entry.path())) {
      CAPTURE(entry.path().filename().string());
      REQUIRE((hand.variant == "PO" || hand.variant == "FO/8"));
      const auto result = arena::phh::replay_hand(hand);
      if (result.status == ReplayStatus::Skipped) {
        // Hand 76 posts one blind only: the engine deals with two.
        CHECK(result.reason.find("small blind larger than the big blind") != std::string::npos);
        ++skipped;
        continue;
      }
      REQUIRE_MESSAGE(result.status == ReplayStatus::Replayed, result.reason);
      const auto check = arena::phh::check_stacks(hand, result.stacks);
      CHECK_MESSAGE(check.outcome == arena::phh::StackCheck::Match, check.detail);
      ++matched;
    }
  }
  CHECK(matched == 20);
  CHECK(skipped == 1);
}

TEST_CASE("A triple-draw bad beat and the Wikipedia badugi hand end as PokerKit's tests say") {
  const auto yockey = arena::phh::read_phh_file(draw_data() / "arieh-yockey-2019.phh");
  REQUIRE(yockey.size() == 1);
  const auto played = arena::phh::replay_hand(yockey[0]);
  REQUIRE_MESSAGE(played.status == ReplayStatus::Replayed, played.reason);
  CHECK(played.stacks == std::vector<Chips>{0, 4190000, 5910000, 12095000});

  // Every card unknown until the showdown: the shown hands are traced back through the draws.
  const auto wiki = arena::phh::read_phh_file(draw_data() / "alice-carol-wikipedia-badugi.phh");
  REQUIRE(wiki.size() == 1);
  const auto badugi_hand = arena::phh::replay_hand(wiki[0]);
  REQUIRE_MESSAGE(badugi_hand.status == ReplayStatus::Replayed, badugi_hand.reason);
  CHECK(badugi_hand.stacks == std::vector<Chips>{196, 220, 200, 184});  // payoffs -4, 20, 0, -16
}

TEST_CASE("A draw hand's file is refused where its draws do not fit the hand") {
  const std::string deal = "'d dh p1 Ac2d3h4s', 'd dh p2 KcQdJhTs', 'p2 cc', 'p1 cc', ";
  // A discard of a card not held.
  auto r = replay_text(badugi(deal + "'p1 sd 9c'"));
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.reason.find("does not hold") != std::string::npos);
  // Replacements of another count than the discards.
  r = replay_text(badugi(deal + "'p1 sd Ac', 'p2 sd', 'd dh p1 5c6c'"));
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.reason.find("discarded 1 cards but is dealt 2") != std::string::npos);
  // A bet while the draw is open.
  r = replay_text(badugi(deal + "'p1 cbr 2'"));
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.reason.find("to discard or stand pat") != std::string::npos);
  // A discard while the betting is open.
  r = replay_text(badugi("'d dh p1 Ac2d3h4s', 'd dh p2 KcQdJhTs', 'p2 sd'"));
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.reason.find("betting is open") != std::string::npos);
  // A card dealt to two players.
  r = replay_text(badugi("'d dh p1 Ac2d3h4s', 'd dh p2 AcQdJhTs'"));
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.reason.find("held already") != std::string::npos);
  // And one that fits: p1 draws one and wins with its badugi against p2's three cards.
  r = replay_text(badugi(deal + "'p1 sd 4s', 'p2 sd Ts', 'd dh p1 5s', 'd dh p2 Jc', 'p1 cc', "
                                "'p2 cc', 'p1 sd', 'p2 sd', 'p1 cc', 'p2 cc', 'p1 sd', 'p2 sd', "
                                "'p1 cc', 'p2 cc'"));
  REQUIRE_MESSAGE(r.status == ReplayStatus::Replayed, r.reason);
  CHECK(r.stacks == std::vector<Chips>{102, 98});
}
