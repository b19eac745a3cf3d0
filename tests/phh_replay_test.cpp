// PHH replay: the reader, the action notation, the replay through poker::Hand and the
// `arena replay --check` command run as a real process. The hands under tests/data/phh/ were
// worked out by hand; each file's comment says how its finishing stacks come about.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "arena/phh/phh_action.hpp"
#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"
#include "tests/support/arena_runner.hpp"
#include "tests/support/paths.hpp"

using namespace arena::phh;
using poker::Chips;
using test_arena::last_line;

namespace {

std::string data(const std::string& name) {
  return (test_paths::source_dir() / "tests/data/phh" / name).string();
}

PhhHand only_hand(std::string_view text) {
  auto hands = parse_phh(text, "inline.phh");
  REQUIRE(hands.size() == 1);
  return hands[0];
}

// A 3-player no-limit hand with the given actions, as PHH text.
std::string three_handed(const std::string& actions, const std::string& extra = "") {
  return "variant = \"NT\"\nantes = [0, 0, 0]\nblinds_or_straddles = [5, 10, 0]\nmin_bet = 10\n"
         "starting_stacks = [1000, 1000, 1000]\nactions = [" +
         actions + "]\n" + extra;
}

struct Run {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs the real arena binary; stdout and stderr are captured separately.
Run replay_run_arena(const std::string& args) {
  const auto err_file = std::filesystem::temp_directory_path() /
                        ("phh_replay_test_" + std::to_string(::getpid()) + ".err");
  const std::string cmd = test_paths::bin("arena") + " " + args + " 2>" + err_file.string();
  Run run;
  FILE* pipe = ::popen(cmd.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buf{};
  std::size_t n = 0;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) run.out.append(buf.data(), n);
  const int status = ::pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(err_file);
  std::stringstream ss;
  ss << in.rdbuf();
  run.err = ss.str();
  std::filesystem::remove(err_file);
  return run;
}

}  // namespace

TEST_CASE("PHH action notation parses dealer and player actions") {
  auto dh = std::get<PhhAction>(parse_phh_action("d dh p3 7h6h"));
  CHECK(dh.kind == PhhActionKind::DealHole);
  CHECK(dh.player == 2);
  REQUIRE(dh.cards.size() == 2);
  CHECK(poker::to_string(dh.cards[0]) == "7h");

  auto unknown = std::get<PhhAction>(parse_phh_action("d dh p1 ????"));
  REQUIRE(unknown.cards.size() == 2);
  CHECK_FALSE(unknown.cards[0].known());

  auto db = std::get<PhhAction>(parse_phh_action("  d db Jc3d5c  # flop"));
  CHECK(db.kind == PhhActionKind::DealBoard);
  CHECK(db.cards.size() == 3);
  CHECK(db.commentary == "flop");

  auto cbr = std::get<PhhAction>(parse_phh_action("p10 cbr 232600"));
  CHECK(cbr.kind == PhhActionKind::BetRaise);
  CHECK(cbr.player == 9);
  CHECK(cbr.amount == 232600);

  CHECK(std::get<PhhAction>(parse_phh_action("p1 cc")).kind == PhhActionKind::CheckCall);
  CHECK(std::get<PhhAction>(parse_phh_action("p2 f")).kind == PhhActionKind::Fold);
  auto muck = std::get<PhhAction>(parse_phh_action("p2 sm"));
  CHECK(muck.kind == PhhActionKind::ShowMuck);
  CHECK(muck.cards.empty());
  CHECK(std::get<PhhAction>(parse_phh_action("p2 sm -")).shows_dealt);
  CHECK(std::get<PhhAction>(parse_phh_action("")).kind == PhhActionKind::NoOp);
  CHECK(std::get<PhhAction>(parse_phh_action("# burn card exposed")).kind == PhhActionKind::NoOp);

  // Malformed notation is a message, never an exception.
  CHECK(std::holds_alternative<std::string>(parse_phh_action("p1 cbr")));
  CHECK(std::holds_alternative<std::string>(parse_phh_action("p1 cbr ten")));
  CHECK(std::holds_alternative<std::string>(parse_phh_action("p0 cc")));
  CHECK(std::holds_alternative<std::string>(parse_phh_action("x1 cc")));
  CHECK(std::holds_alternative<std::string>(parse_phh_action("d dh p1 Zz9q")));
  CHECK(std::holds_alternative<std::string>(parse_phh_action("p1 raise 10")));
}

TEST_CASE("PHH reader keeps the fields the replay needs and ignores the rest") {
  auto hand = only_hand(R"(
variant = "FT"
antes = [0.0, 3.0, 0.0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 200.0, 300]
actions = ["d dh p1 AhKh"]
finishing_stacks = [99, 200.5, 300.5]
ante_trimming_status = false
hand = 42
players = ["A", "B", "C"]
venue = "unknown fields are fine"
time_banks = [30, 30, 30]
)");
  CHECK(hand.error.empty());
  CHECK(hand.variant == "FT");
  CHECK(hand.name == "42");
  CHECK(hand.antes == std::vector<double>{0, 3, 0});
  CHECK(hand.starting_stacks == std::vector<double>{100, 200, 300});
  CHECK(hand.small_bet == 2);
  CHECK(hand.big_bet == 4);
  CHECK_FALSE(hand.min_bet.has_value());
  REQUIRE(hand.finishing_stacks.has_value());
  CHECK((*hand.finishing_stacks)[1] == 200.5);
  CHECK(hand.players.size() == 3);
}

TEST_CASE("PHH reader: a .phhs holds one hand per table, in the file's order") {
  auto hands = read_phh_file(data("session.phhs"));
  REQUIRE(hands.size() == 4);
  CHECK(hands[0].name == "1");
  CHECK(hands[1].name == "2");
  CHECK(hands[2].name == "10");
  CHECK(hands[3].name == "3");
  CHECK(hands[2].label() == data("session.phhs") + " [10]");
}

TEST_CASE("PHH reader: syntax errors, missing files and bad fields are clear messages") {
  try {
    parse_phh("variant = \"NT\"\nantes = [0, 0\n", "broken.phh");
    FAIL("a TOML syntax error must throw");
  } catch (const PhhFileError& e) {
    std::string what = e.what();
    CHECK(what.find("broken.phh:") == 0);
    CHECK(what.find("not valid TOML") != std::string::npos);
  }
  CHECK_THROWS_AS(read_phh_file(data("no_such_file.phh")), PhhFileError);

  // A bad field makes that hand fail, naming the field; other hands still read.
  auto hands = parse_phh(R"(
[1]
variant = "NT"
starting_stacks = "lots"
actions = []
[2]
variant = "NT"
starting_stacks = [100, 100]
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
actions = ["p2 f"]
)",
                         "two.phhs");
  REQUIRE(hands.size() == 2);
  CHECK(hands[0].error.find("starting_stacks") != std::string::npos);
  CHECK(hands[1].error.empty());
  auto failed = replay_hand(hands[0]);
  CHECK(failed.status == ReplayStatus::Failed);
  CHECK(failed.reason.find("starting_stacks") != std::string::npos);
  CHECK(replay_hand(hands[1]).status == ReplayStatus::Replayed);
}

TEST_CASE("PHH test hands replay to their finishing stacks") {
  struct Case {
    const char* file;
    std::vector<Chips> stacks;
  };
  const std::vector<Case> cases = {
      {"nl_6max_side_pots.phh", {1500, 1900, 2100, 1500, 1000, 4000}},
      {"split_odd_chip.phh", {995, 1003, 1002}},
      {"heads_up.phh", {2000, 500}},
      {"bb_ante.phh", {4900, 4300, 5000, 5800}},
      {"uniform_antes.phh", {2675, 5050, 1275}},
      {"short_allin.phh", {2400, 1800, 2400}},
      {"ft_cap.phh", {400, 660, 440}},
  };
  for (const Case& c : cases) {
    CAPTURE(c.file);
    auto hands = read_phh_file(data(c.file));
    REQUIRE(hands.size() == 1);
    auto r = replay_hand(hands[0]);
    CAPTURE(r.reason);
    REQUIRE(r.status == ReplayStatus::Replayed);
    CHECK(r.finished);
    CHECK(r.stacks == c.stacks);
    CHECK(check_stacks(hands[0], r.stacks).outcome == StackCheck::Match);
    CHECK_FALSE(r.events.empty());
  }
}

TEST_CASE("R4 PHH heads-up reverses the forced bets: p2 is the button and posts the small blind") {
  auto hand = read_phh_file(data("heads_up.phh"))[0];
  auto made = make_setup(hand);
  REQUIRE(made.setup.has_value());
  const poker::HandSetup& s = *made.setup;
  CHECK(s.players == 2);
  CHECK(s.button == 1);
  CHECK(s.small_blind == 50);
  CHECK(s.big_blind == 100);
  CHECK(s.small_blind_player() == 1);
  CHECK(s.big_blind_player() == 0);

  // Antes are reverse-assigned too: [0, 3] heads-up is the big blind's (p1's) ante.
  auto ante_hand = only_hand(R"(
variant = "NT"
antes = [0, 3]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["p2 f"]
)");
  auto ante_setup = make_setup(ante_hand);
  REQUIRE(ante_setup.setup.has_value());
  CHECK(ante_setup.setup->antes[0] == 3);
  CHECK(ante_setup.setup->antes[1] == 0);
  auto r = replay_hand(ante_hand);
  REQUIRE(r.status == ReplayStatus::Replayed);
  CHECK(r.stacks == std::vector<Chips>{101, 99});  // p1 wins the small blind, keeps the ante
}

TEST_CASE("R5 PHH big-blind ante maps to the big blind's ante only") {
  auto hand = read_phh_file(data("bb_ante.phh"))[0];
  auto made = make_setup(hand);
  REQUIRE(made.setup.has_value());
  CHECK(made.setup->antes[0] == 0);
  CHECK(made.setup->antes[1] == 200);
  CHECK(made.setup->antes[2] == 0);
  CHECK(made.setup->antes[3] == 0);
}

TEST_CASE("R10 PHH illegal action: a re-raise after a short all-in is a clear error") {
  auto hand = read_phh_file(data("illegal_action.phh"))[0];
  auto r = replay_hand(hand);
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.action_index == 10);
  CHECK(r.action_text == "p1 cbr 1500");
  CHECK(r.reason.find("illegal raise") != std::string::npos);
  CHECK(r.reason.find("call 100") != std::string::npos);  // says what was legal
}

TEST_CASE("R16 PHH half chips from a split pot match the integer odd-chip result") {
  auto hand = read_phh_file(data("split_odd_chip.phh"))[0];
  auto r = replay_hand(hand);
  REQUIRE(r.status == ReplayStatus::Replayed);
  CHECK(r.stacks == std::vector<Chips>{995, 1003, 1002});  // p2: first left of the button
  CHECK(check_stacks(hand, r.stacks).outcome == StackCheck::Match);
  // The other rounding of each half is fine too; anything else, or lost chips, is not.
  CHECK(check_stacks(hand, {995, 1002, 1003}).outcome == StackCheck::Match);
  CHECK(check_stacks(hand, {995, 1004, 1001}).outcome == StackCheck::Differ);
  CHECK(check_stacks(hand, {995, 1002, 1002}).outcome == StackCheck::Differ);
  CHECK(check_stacks(hand, {996, 1003, 1001}).outcome == StackCheck::Differ);
}

TEST_CASE("PHH finishing stacks that differ are reported per player") {
  auto hand = read_phh_file(data("differ.phh"))[0];
  auto r = replay_hand(hand);
  REQUIRE(r.status == ReplayStatus::Replayed);
  auto c = check_stacks(hand, r.stacks);
  CHECK(c.outcome == StackCheck::Differ);
  CHECK(c.detail.find("p1 replayed 2000, recorded 1900") != std::string::npos);

  auto no_record = only_hand(three_handed("\"p3 f\", \"p1 f\""));
  auto rr = replay_hand(no_record);
  REQUIRE(rr.status == ReplayStatus::Replayed);
  CHECK(rr.stacks == std::vector<Chips>{995, 1005, 1000});
  CHECK(check_stacks(no_record, rr.stacks).outcome == StackCheck::NoRecord);
}

TEST_CASE("PHH hands outside the engine's games are skipped with a reason") {
  auto straddle = only_hand(R"(
variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 4, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
actions = []
)");
  auto r = replay_hand(straddle);
  CHECK(r.status == ReplayStatus::Skipped);
  CHECK(r.reason.find("straddle") != std::string::npos);

  // Pot-limit Omaha (the session's fourth table) replays now; a variant no game of ours plays
  // is skipped, naming the variants that are replayed.
  CHECK(replay_hand(read_phh_file(data("session.phhs"))[3]).status == ReplayStatus::Replayed);
  auto kuhn = only_hand(R"(
variant = "FK"
antes = [1, 1]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
actions = []
)");
  const auto kuhn_replay = replay_hand(kuhn);
  CHECK(kuhn_replay.status == ReplayStatus::Skipped);
  CHECK(kuhn_replay.reason.find("variant 'FK' is not replayed") != std::string::npos);
  CHECK(kuhn_replay.reason.find("F7S") != std::string::npos);

  auto fractional = only_hand(R"(
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [0.5, 1]
min_bet = 1
starting_stacks = [100, 100]
actions = []
)");
  CHECK(replay_hand(fractional).status == ReplayStatus::Skipped);

  auto unknown_stack = only_hand(R"(
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [inf, 100]
actions = []
)");
  CHECK(replay_hand(unknown_stack).status == ReplayStatus::Skipped);

  // A short stack that cannot cover the ante. ante_trimming_status false (PokerKit's default):
  // every ante goes to the main pot, open to all; true: antes are layered like bets.
  const std::string short_ante =
      "variant = \"NT\"\nantes = [10, 10, 10]\nblinds_or_straddles = [5, 10, 0]\n"
      "min_bet = 10\nstarting_stacks = [4, 1000, 1000]\nactions = [\"d dh p1 AhAd\", "
      "\"d dh p2 2c3d\", \"d dh p3 KhKd\", \"p3 cbr 30\", \"p2 f\", \"d db 4s5s9c\", "
      "\"d db Tc\", \"d db Jd\"]\n";
  // Antes in the main pot: p1's aces win all 24 of them; p3 takes back its side pot of 20.
  auto open_antes = replay_hand(only_hand(short_ante));
  REQUIRE(open_antes.status == ReplayStatus::Replayed);
  CHECK(open_antes.stacks == std::vector<Chips>{24, 980, 1000});
  // Layered antes: p1's aces win 4 from each player; p3 wins the rest.
  auto trimmed = replay_hand(only_hand(short_ante + "ante_trimming_status = true\n"));
  REQUIRE(trimmed.status == ReplayStatus::Replayed);
  CHECK(trimmed.stacks == std::vector<Chips>{12, 980, 1012});
}

TEST_CASE("PHH malformed hands and out-of-turn actions fail naming the action") {
  auto ft = only_hand(R"(
variant = "FT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
starting_stacks = [100, 100]
actions = []
)");
  auto r = replay_hand(ft);
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.reason.find("small_bet") != std::string::npos);

  auto out_of_turn = replay_hand(only_hand(three_handed("\"p1 f\"")));
  CHECK(out_of_turn.status == ReplayStatus::Failed);
  CHECK(out_of_turn.action_index == 0);
  CHECK(out_of_turn.reason == "it is p3's turn, not p1's");

  auto over = replay_hand(only_hand(three_handed("\"p3 f\", \"p1 f\", \"p2 cc\"")));
  CHECK(over.status == ReplayStatus::Failed);
  CHECK(over.action_index == 2);
  CHECK(over.reason == "the hand is already over");

  auto no_player = replay_hand(only_hand(three_handed("\"p4 cc\"")));
  CHECK(no_player.status == ReplayStatus::Failed);
  CHECK(no_player.reason.find("no p4") != std::string::npos);

  auto twice = replay_hand(only_hand(three_handed("\"d dh p1 AhAd\", \"d dh p2 AhKc\"")));
  CHECK(twice.status == ReplayStatus::Failed);
  CHECK(twice.reason == "Ah is dealt twice");

  auto early_board = replay_hand(only_hand(three_handed("\"p3 cc\", \"d db 2c3c4c\"")));
  CHECK(early_board.status == ReplayStatus::Failed);
  CHECK(early_board.action_index == 1);

  auto bad_notation = replay_hand(only_hand(three_handed("\"p3 cbr lots\"")));
  CHECK(bad_notation.status == ReplayStatus::Failed);
  CHECK(bad_notation.action_text == "p3 cbr lots");
}

TEST_CASE("PHH a file that stops mid-hand replays to the stacks so far") {
  auto r = replay_hand(only_hand(three_handed("\"p3 cbr 30\", \"p1 cc\"")));
  REQUIRE(r.status == ReplayStatus::Replayed);
  CHECK_FALSE(r.finished);
  CHECK(r.stacks == std::vector<Chips>{970, 990, 970});
}

TEST_CASE("PHH unknown cards needed at the showdown cannot be replayed") {
  auto r = replay_hand(only_hand(three_handed(
      "\"d dh p1 ????\", \"d dh p2 ????\", \"d dh p3 ????\", \"p3 cc\", \"p1 cc\", \"p2 cc\", "
      "\"d db AhKdQs\", \"p1 cc\", \"p2 cc\", \"p3 cc\", \"d db Jc\", \"p1 cc\", \"p2 cc\", "
      "\"p3 cc\", \"d db Th\", \"p1 cc\", \"p2 cc\", \"p3 cc\"")));
  CHECK(r.status == ReplayStatus::Failed);
  CHECK(r.reason.find("unknown") != std::string::npos);
}

TEST_CASE("arena replay --check: matching files exit 0 with the summary line") {
  const std::string files = data("nl_6max_side_pots.phh") + " " + data("split_odd_chip.phh") + " " +
                            data("heads_up.phh") + " " + data("bb_ante.phh") + " " +
                            data("uniform_antes.phh") + " " + data("short_allin.phh") + " " +
                            data("ft_cap.phh") + " " + data("session.phhs");
  Run run = replay_run_arena("replay --check " + files);
  CHECK(run.exit_code == 0);
  CHECK(last_line(run.out) == "replay: 11 hands, 11 match, 0 differ, 0 skipped");
  CHECK(run.out.find("stacks 1500 1900 2100 1500 1000 4000 match") != std::string::npos);
}

TEST_CASE("arena replay --check: a differing hand and an illegal action exit non-zero") {
  Run differ =
      replay_run_arena("replay --check " + data("differ.phh") + " " + data("heads_up.phh"));
  CHECK(differ.exit_code != 0);
  CHECK(last_line(differ.out) == "replay: 2 hands, 1 match, 1 differ, 0 skipped");
  CHECK(differ.err.find("differ.phh") != std::string::npos);

  Run illegal = replay_run_arena("replay --check " + data("illegal_action.phh"));
  CHECK(illegal.exit_code != 0);
  CHECK(last_line(illegal.out) == "replay: 1 hands, 0 match, 1 differ, 0 skipped");
  CHECK(illegal.err.find("illegal_action.phh at action 11 \"p1 cbr 1500\"") != std::string::npos);

  // Without --check the stacks are printed, nothing is compared, an illegal file still fails.
  Run plain = replay_run_arena("replay " + data("differ.phh"));
  CHECK(plain.exit_code == 0);
  CHECK(plain.out.find("stacks 2000 500") != std::string::npos);
  CHECK(last_line(plain.out) == "replay: 1 hands, 0 match, 0 differ, 0 skipped");
}

TEST_CASE("arena replay: a missing file or a TOML syntax error is a clear message") {
  Run missing = replay_run_arena("replay --check " + data("no_such_file.phh"));
  CHECK(missing.exit_code != 0);
  CHECK(missing.err.find("no_such_file.phh: no such file") != std::string::npos);
  CHECK(last_line(missing.out) == "replay: 0 hands, 0 match, 0 differ, 0 skipped");

  const auto bad =
      std::filesystem::temp_directory_path() / ("phh_bad_" + std::to_string(::getpid()) + ".phh");
  {
    std::ofstream out(bad);
    out << "variant = \"NT\"\nactions = [\"p1 cc\"\n";
  }
  Run syntax = replay_run_arena("replay " + bad.string());
  std::filesystem::remove(bad);
  CHECK(syntax.exit_code != 0);
  CHECK(syntax.err.find("not valid TOML") != std::string::npos);
}

TEST_CASE("PHH replay: an ante posted all-in by a short stack is the same ante, layered") {
  // p3 has 5 chips and posts them as its ante of 10; it wins the 15 the antes and its all-in
  // can win from each (R14); the other two split the rest.
  const PhhHand hand = only_hand(
      "variant = \"NT\"\nante_trimming_status = true\nantes = [10, 10, 5]\n"
      "blinds_or_straddles = [5, 10, 0]\nmin_bet = 10\nstarting_stacks = [1000, 1000, 5]\n"
      "actions = [\"d dh p1 2c3d\", \"d dh p2 4h5s\", \"d dh p3 AhAd\", \"p1 cc\", \"p2 cc\","
      " \"d db 7c8d9s\", \"p1 cc\", \"p2 cc\", \"d db Ts\", \"p1 cc\", \"p2 cc\", \"d db Kh\","
      " \"p1 cc\", \"p2 cc\", \"p1 sm 2c3d\", \"p2 sm 4h5s\", \"p3 sm AhAd\"]\n"
      "finishing_stacks = [995, 995, 15]\n");
  const arena::phh::ReplayResult replay = arena::phh::replay_hand(hand);
  INFO(replay.reason);
  REQUIRE(replay.status == arena::phh::ReplayStatus::Replayed);
  CHECK(arena::phh::check_stacks(hand, replay.stacks).outcome == arena::phh::StackCheck::Match);
}
