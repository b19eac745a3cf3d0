// The showdown of the PHH the arena writes, in the order PokerKit's own reader applies it (issue
// 39): each hand is played by the engine, recorded and written, and its `actions` are checked
// against the action order of PokerKit's real data and its reader:
// - PokerKit's data: the 2023 WSOP Poker Players Championship, day 5, razz hand 85 (repository
//   github:uoftcprg/pokerkit, data/wsop/2023/43/5/85.phh before commit df30bd0; a copy is
//   tests/data/phh/stud/wsop-2023-43-day5-hand85.phh);
// - PokerKit's reader: pokerkit/notation.py, HandHistory.state_actions (applies each action and
//   inserts `state.show_or_muck_hole_cards(())`, a show of no card, for a showdown the file leaves
//   out) and HandHistory's writer (`f'p{i + 1} sm ' + ''.join(map(repr, operation.hole_cards))`:
//   a show of no card is written "sm ????"); pokerkit/state.py, State._begin_showdown (at each
//   showdown every active hand with a face-down card shows or mucks; after an all-in one is held
//   after every street, State._end_showdown) and State.get_effective_stack (asserts two active
//   hands: a muck that leaves one live hand before the runout cannot be dealt on).
// The suite cannot run PokerKit; scripts/pokerkit-check runs these forms through it by hand
// (docs/POKERKIT.md, "What it found").
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/phh_writer.hpp"
#include "support/cards.hpp"

namespace {

using poker::ActionError;
using poker::ActionType;
using test_cards::card;

struct WrittenHand : arena::HandRecordData {
  WrittenHand() {
    hand_number = 85;
    level = 1;
  }
  // The hand's PHH actions, as written, and the hand read back by the arena's own reader.
  std::vector<std::string> actions() {
    text = arena::phhs_table(arena::hand_record(input()), {"t", "tournament", "abc", 2, 1.0});
    const auto hands = arena::phh::parse_phh(text, "showdown.phhs");
    REQUIRE(hands.size() == 1);
    REQUIRE(hands[0].error.empty());
    const auto replay = arena::phh::replay_hand(hands[0]);
    INFO(replay.reason << " at " << replay.action_text);
    REQUIRE(replay.status == arena::phh::ReplayStatus::Replayed);
    std::vector<poker::Chips> engine;
    for (int k = 1; k <= setup.players; ++k)  // PHH's order: p1 after the button
      engine.push_back(hand.stack((setup.button + k) % setup.players));
    CHECK(replay.stacks == engine);  // `arena replay` reads the new form to the same stacks
    return hands[0].actions;
  }
  std::string text;
};

// Everyone checks or calls to the end.
void check_down(poker::Hand& h, std::vector<arena::DecisionNote>& decisions) {
  while (!h.finished()) {
    const poker::Legal l = h.legal();
    REQUIRE(h.apply({l.check ? ActionType::Check : ActionType::Call, 0}) == ActionError::None);
    decisions.push_back({});
  }
}

}  // namespace

TEST_CASE(
    "PHH writer, issue 39: a stud all-in before seventh street is shown at the all-in, dealt "
    "out, then shown whole again (PokerKit's razz hand 85)") {
  // Razz hand 85 of PokerKit's data, after the all-in on sixth street (p1 calls all-in):
  //   'p1 cc', 'p2 sm 4h3d8d2sTd8s', 'p1 sm 8c2h4cAdQdJd', 'd dh p1 Kh', 'd dh p2 7h',
  //   'p1 sm 8c2h4cAdQdJdKh', 'p2 sm 4h3d8d2sTd8s7h'
  // Here the all-in comes on third street: shown with three cards, four streets dealt, shown
  // with seven.
  WrittenHand w;
  poker::HandSetup& s = w.setup;
  s.game = poker::find_game("razz");
  REQUIRE(s.game != nullptr);
  s.structure = poker::Structure::FixedLimit;
  s.players = 2;
  s.button = 1;
  s.stacks[0] = 100;
  s.stacks[1] = 5;  // ante 1, then 4: all-in when the bring-in is completed to the small bet
  s.antes = {1, 1};
  s.bring_in = 2;
  s.small_bet = 4;
  s.big_bet = 8;
  s.deal.hole[0] = {card("8c"), card("2h"), card("4c")};
  s.deal.hole[1] = {card("4h"), card("3d"), card("Kd")};  // the king brings in (razz, R39)
  const std::vector<std::string> later = {"9s", "Ad", "2s", "Qd", "Td", "Jd", "8s", "Kh", "7h"};
  for (const std::string& c : later) s.deal.undealt[s.deal.undealt_count++] = card(c);
  s.stub_without_burns = true;
  w.seat_of_player = {0, 1};
  w.name_of_player = {"deep", "short"};
  w.hand.start(s, &w.events);
  REQUIRE(w.hand.actor() == 1);
  REQUIRE(w.hand.apply({ActionType::Call, 0}) == ActionError::None);   // the bring-in
  REQUIRE(w.hand.apply({ActionType::Raise, 4}) == ActionError::None);  // completes
  w.decisions.assign(2, {});
  check_down(w.hand, w.decisions);  // the short stack calls all-in; the rest is dealt out

  const std::vector<std::string> a = w.actions();
  INFO(w.text);
  // p1 is the player after the button (hand player 0, the deep stack); p2 brings in (its king).
  REQUIRE(a.size() == 2 + 3 + 2 + 8 + 2);
  CHECK(a[0] == "d dh p1 8c2h4c");
  CHECK(a[1] == "d dh p2 4h3dKd");
  CHECK(a[2] == "p2 pb");
  CHECK(a[3] == "p1 cbr 4");
  CHECK(a[4] == "p2 cc");  // all-in
  // At the all-in: each hand shown as dealt so far (PokerKit refuses cards not yet dealt), the
  // completer first (R15).
  CHECK(a[5] == "p1 sm 8c2h4c");
  CHECK(a[6] == "p2 sm 4h3dKd");
  // The four streets, one card each, then each whole hand again, in the same order (the
  // seventh card came face down).
  for (std::size_t k = 7; k < 15; ++k)
    CHECK(a[k].rfind("d dh p" + std::to_string(k % 2 == 1 ? 1 : 2), 0) == 0);
  const std::string p1_cards =
      "8c2h4c" + a[7].substr(8) + a[9].substr(8) + a[11].substr(8) + a[13].substr(8);
  const std::string p2_cards =
      "4h3dKd" + a[8].substr(8) + a[10].substr(8) + a[12].substr(8) + a[14].substr(8);
  CHECK(p1_cards.size() == 14);
  CHECK(a[15] == "p1 sm " + p1_cards);
  CHECK(a[16] == "p2 sm " + p2_cards);
}

TEST_CASE(
    "PHH writer, issue 39: an absent all-in big blind is mucked at the last showdown, after "
    "the board, and stays face down at the showdowns before it") {
  // Heads-up, the big blind (a no-show, R24: its hand folds at showdown) all-in by its blind:
  // nobody acts and the board is run out. PokerKit holds a showdown before the flop and after
  // each street; a muck before the river would leave it one live hand to deal to
  // (State.get_effective_stack), and `pN sm` there was refused ("No board dealing is pending").
  // The winner's hand, the last one left, is tabled at the first showdown: face up, PokerKit asks
  // no more of it.
  WrittenHand w;
  poker::HandSetup& s = w.setup;
  s.players = 2;
  s.button = 0;  // hand player 0 has the button and posts the small blind (R4)
  s.stacks[0] = 1150;
  s.stacks[1] = 50;
  s.small_blind = 75;
  s.big_blind = 150;
  s.folds_before_showdown[1] = true;
  s.deal.hole[0] = {card("Qc"), card("5d")};
  s.deal.hole[1] = {card("Th"), card("7c")};
  s.deal.board = {card("Ts"), card("2d"), card("3s"), card("6d"), card("4s")};
  w.seat_of_player = {2, 3};
  w.name_of_player = {"r2", "gone"};
  w.hand.start(s, &w.events);
  REQUIRE(w.hand.finished());
  REQUIRE(w.hand.stack(0) == 1200);

  const std::vector<std::string> a = w.actions();
  INFO(w.text);
  const std::string down = "p1 sm ???? # face down until the last showdown";
  const std::vector<std::string> expected = {
      "d dh p1 Th7c", "d dh p2 Qc5d",
      down,           "p2 sm Qc5d # the last hand left, not shown at the table",
      "d db Ts2d3s",  down,
      "d db 6d",      down,
      "d db 4s",      "p1 sm # hand folded before showdown (folds_before_showdown)"};
  CHECK(a == expected);
}

TEST_CASE(
    "PHH writer, issue 39: the lone winner after the others muck at the showdown is written "
    "with its own show, which PokerKit's reader would otherwise insert") {
  // Three players check down; two of them give up at showdown (R23): the third wins unshown at
  // the table. PokerKit's reader would insert a show of no card, which in a game without a board
  // (stud, draw) or with two hole cards to use (Omaha) ranks no hand and pays no pot, so the
  // file tables it. In PokerKit's data every hand at a showdown has its line, the winner's a show
  // (data/pluribus/100/11.phh before commit df30bd0 ends 'p1 sm 4hAc', 'p2 sm').
  WrittenHand w;
  poker::HandSetup& s = w.setup;
  s.players = 3;
  s.button = 2;
  s.stacks = {500, 500, 500};
  s.small_blind = 5;
  s.big_blind = 10;
  s.folds_before_showdown[0] = true;
  s.folds_before_showdown[1] = true;
  s.deal.hole[0] = {card("Ah"), card("As")};
  s.deal.hole[1] = {card("Kh"), card("Ks")};
  s.deal.hole[2] = {card("2c"), card("7d")};
  s.deal.board = {card("3h"), card("8s"), card("9c"), card("Jd"), card("4h")};
  w.seat_of_player = {0, 1, 2};
  w.name_of_player = {"sb", "bb", "button"};
  w.hand.start(s, &w.events);
  check_down(w.hand, w.decisions);
  REQUIRE(w.hand.stack(2) == 520);

  const std::vector<std::string> a = w.actions();
  INFO(w.text);
  REQUIRE(a.size() >= 4);
  // The betting ended on the river (its last check): one showdown, the two mucks, then the
  // winner's show.
  CHECK(a[a.size() - 4] == "p3 cc");
  CHECK(a[a.size() - 3].rfind("p1 sm # hand folded before showdown", 0) == 0);
  CHECK(a[a.size() - 2].rfind("p2 sm # hand folded before showdown", 0) == 0);
  CHECK(a.back() == "p3 sm 2c7d # the last hand left, not shown at the table");
}

TEST_CASE(
    "arena replay still reads the PHH written before issue 39 (stud shown only at the all-in, "
    "an absent big blind mucked before the board, a lone winner not shown)") {
  // Each as the arena wrote it before (hands of seeded runs of random bots and a no-show).
  const std::string razz_shown_at_the_all_in_only =
      "variant = \"FR\"\nante_trimming_status = true\nantes = [6, 6]\nbring_in = 7\n"
      "small_bet = 30\nbig_bet = 60\nstarting_stacks = [572, 28]\nactions = ['d dh p1 4cJcQh', "
      "'d dh p2 2h6sQc', 'p1 pb', 'p2 cbr 22', 'p1 cc', 'p2 sm 2h6sQc', 'p1 sm 4cJcQh', "
      "'d dh p1 6d', 'd dh p2 3s', 'd dh p1 9s', 'd dh p2 4s', 'd dh p1 Jd', 'd dh p2 Ts', "
      "'d dh p1 8h', 'd dh p2 6c']\nfinishing_stacks = [544, 56]\n";
  const std::string absent_big_blind_mucked_before_the_board =
      "variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [75, 150]\nmin_bet = 150\n"
      "starting_stacks = [50, 1150]\nactions = ['d dh p1 Th7c', 'd dh p2 Qc5d', "
      "'p1 sm # hand folded before showdown (folds_before_showdown)', 'd db Ts2d3s', "
      "'d db 6d', 'd db 4s']\nfinishing_stacks = [0, 1200]\n";
  for (const std::string& text :
       {razz_shown_at_the_all_in_only, absent_big_blind_mucked_before_the_board}) {
    CAPTURE(text);
    const auto hands = arena::phh::parse_phh(text, "old.phh");
    REQUIRE(hands.size() == 1);
    const auto replay = arena::phh::replay_hand(hands[0]);
    INFO(replay.reason << " at " << replay.action_text);
    REQUIRE(replay.status == arena::phh::ReplayStatus::Replayed);
    CHECK(replay.finished);
    CHECK(arena::phh::check_stacks(hands[0], replay.stacks).outcome ==
          arena::phh::StackCheck::Match);
  }
}
