// hands.phhs, the PHH hand histories the arena writes as it goes: every hand of real runs (all
// three betting structures, both kinds of ante, heads-up, side pots, a bot on vacation, a no-show
// and a crashed bot) replays through the PHH reader and replayer to the recorded finishing stacks,
// and `arena replay --check` agrees. Plus engine-made hands with known layouts (heads-up order,
// big-blind ante, a hand folded at showdown) checked field by field.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/phh_writer.hpp"
#include "support/arena_runner.hpp"
#include "support/cards.hpp"
#include "support/paths.hpp"

namespace {

using test_arena::last_line;
using test_arena::RunResult;
using test_cards::card;

// Runs a command, returns its exit code and stdout.
int run_command(const std::string& cmd, std::string& output) {
  output.clear();
  FILE* pipe = ::popen(cmd.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buf[4096];
  std::size_t got = 0;
  while ((got = std::fread(buf, 1, sizeof buf, pipe)) > 0) output.append(buf, got);
  const int status = ::pclose(pipe);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// What the runs covered, so the test proves the cases it names.
struct Coverage {
  int side_pots = 0;
  int showdown_mucks = 0;
  int heads_up = 0;
  int uniform_antes = 0;
  int big_blind_antes = 0;
  int showdowns = 0;
  int forced_actions = 0;
};

void check_phh_of_run(const RunResult& r, Coverage& seen) {
  REQUIRE(r.exit_code == 0);
  const auto phhs = r.dir / "hands.phhs";
  REQUIRE(std::filesystem::exists(phhs));
  const std::vector<arena::phh::PhhHand> hands = arena::phh::read_phh_file(phhs);
  REQUIRE(hands.size() == r.hands.size());
  REQUIRE(!hands.empty());

  for (std::size_t k = 0; k < hands.size(); ++k) {
    const arena::phh::PhhHand& hand = hands[k];
    const nlohmann::json& record = r.hands[k];
    INFO(hand.label());
    CHECK(hand.error.empty());
    CHECK(hand.name == std::to_string(record["hand"].get<int>()));
    REQUIRE(hand.player_count() == record["players"].size());

    // Player order: p1 is the first player after the button, the button is last.
    const std::size_t n = hand.player_count();
    std::size_t button = 0;
    for (std::size_t p = 0; p < n; ++p)
      if (record["players"][p]["seat"] == record["button"]) button = p;
    for (std::size_t k2 = 0; k2 < n; ++k2) {
      const auto& rp = record["players"][(button + 1 + k2) % n];
      CHECK(hand.players[k2] == rp["name"].get<std::string>());
      CHECK(hand.starting_stacks[k2] == rp["stack"].get<double>());
    }

    const arena::phh::ReplayResult replay = arena::phh::replay_hand(hand);
    INFO(replay.reason << " at " << replay.action_text);
    REQUIRE(replay.status == arena::phh::ReplayStatus::Replayed);
    CHECK(replay.finished);
    const arena::phh::CheckResult check = arena::phh::check_stacks(hand, replay.stacks);
    INFO(check.detail);
    CHECK(check.outcome == arena::phh::StackCheck::Match);

    for (const auto& w : record["winners"]) seen.side_pots += w["pot"].get<int>() > 0 ? 1 : 0;
    for (const auto& a : hand.actions) {
      if (a.find(" sm #") != std::string::npos) ++seen.showdown_mucks;
      if (a.find(" # ") != std::string::npos && a.find(" sm") == std::string::npos)
        ++seen.forced_actions;
    }
    seen.showdowns += record["shown"].empty() ? 0 : 1;
    seen.heads_up += n == 2 ? 1 : 0;
    int anted = 0;
    for (double a : hand.antes) anted += a > 0 ? 1 : 0;
    if (anted == static_cast<int>(n)) ++seen.uniform_antes;
    if (anted == 1) ++seen.big_blind_antes;
  }

  // The real command agrees: every hand matches, nothing skipped.
  std::string out;
  const int code = run_command(
      "'" + test_paths::bin("arena") + "' replay --check '" + phhs.string() + "' 2>&1", out);
  INFO(out);
  CHECK(code == 0);
  const std::string n = std::to_string(hands.size());
  CHECK(last_line(out) == "replay: " + n + " hands, " + n + " match, 0 differ, 0 skipped");
}

std::string bot(const std::string& name, const std::string& program) {
  return " --bot " + name + "='" + test_paths::bin(program) + "'";
}

}  // namespace

TEST_CASE(
    "hands.phhs of real runs replays to the recorded stacks (all structures, antes, "
    "heads-up, side pots, vacation, no-show, crash)") {
  const auto results = test_arena::scratch_dir("phh_export");
  Coverage seen;
  const std::string limit = test_paths::sanitized() ? " --hand-limit 60" : " --hand-limit 250";
  const std::string fast = " --decision-ms 300 --grace-ms 300 --quiet" + limit;

  // No-limit, six bots, big-blind antes from level 5; a bot on vacation and one that crashes.
  const RunResult nl = test_arena::run_arena(
      "run --seed phh-nl --schedule turbo" + fast + bot("hs", "hand_strength --seed 1") +
          bot("raiser", "raiser") + bot("rnd", "random_bot --seed 1") + bot("caller", "caller") +
          bot("hang", "testbot_bad_hang") + bot("crash", "testbot_bad_crash_midhand"),
      "nl", results);
  check_phh_of_run(nl, seen);

  // Pot-limit with antes for every player (hyper-turbo from level 4).
  const RunResult pl = test_arena::run_arena(
      "run --seed phh-pl --structure pot-limit --schedule hyper_turbo" + fast +
          bot("hs", "hand_strength --seed 1") + bot("rnd", "random_bot --seed 1") +
          bot("raiser", "raiser") + bot("hang", "testbot_bad_hang"),
      "pl", results);
  check_phh_of_run(pl, seen);

  // Fixed-limit with a no-show (it never answers hello: folded at every turn, R24).
  const RunResult fl = test_arena::run_arena(
      "run --seed phh-fl --structure fixed-limit --schedule hyper_turbo --allow-absent" + fast +
          bot("raiser", "raiser") + bot("caller", "caller") + bot("rnd", "random_bot --seed 1") +
          bot("gone", "testbot_bad_exit_before_hello"),
      "fl", results);
  check_phh_of_run(fl, seen);

  // Heads-up from the first hand, to the big-blind-ante levels.
  const RunResult hu = test_arena::run_arena("run --seed phh-hu --schedule turbo" + fast +
                                                 bot("hs", "hand_strength --seed 1") +
                                                 bot("rnd", "random_bot --seed 1"),
                                             "hu", results);
  check_phh_of_run(hu, seen);

  CHECK(pl.config["structure"] == "pot-limit");
  CHECK(fl.config["structure"] == "fixed-limit");
  CHECK(seen.side_pots > 0);
  CHECK(seen.showdown_mucks > 0);
  CHECK(seen.heads_up > 0);
  CHECK(seen.uniform_antes > 0);
  CHECK(seen.big_blind_antes > 0);
  CHECK(seen.showdowns > 0);
  CHECK(seen.forced_actions > 0);
  std::filesystem::remove_all(results);
}

namespace {

// One hand played by the engine with the given actions, then recorded and written as PHH.
struct EngineHand : arena::HandRecordData {
  EngineHand() {
    hand_number = 7;
    level = 3;
  }
  std::string phh(arena::PhhRunInfo run = {"t", "tournament", "abc", 6, 1.0}) const {
    return arena::phhs_table(arena::hand_record(input()), run);
  }
};

}  // namespace

TEST_CASE("PHH writer: heads-up lists the big blind first and reverse-assigns the forced bets") {
  EngineHand e;
  e.setup.players = 2;
  e.setup.button = 0;  // hand player 0 has the button and posts the small blind (R4)
  e.setup.stacks[0] = 1000;
  e.setup.stacks[1] = 600;
  e.setup.small_blind = 50;
  e.setup.big_blind = 100;
  e.setup.set_antes(100, poker::AnteKind::BigBlind);
  e.setup.deal.hole[0] = {card("Ah"), card("Ad")};
  e.setup.deal.hole[1] = {card("Kc"), card("Kd")};
  e.setup.deal.board = {card("2c"), card("7d"), card("9h"), card("Js"), card("3s")};
  e.seat_of_player = {4, 1};
  e.name_of_player = {"button \"b\"", "bb"};
  e.hand.start(e.setup, &e.events);
  REQUIRE(e.hand.apply({poker::ActionType::Raise, 300}) == poker::ActionError::None);
  REQUIRE(e.hand.apply({poker::ActionType::Raise, 500}) == poker::ActionError::None);  // all-in
  REQUIRE(e.hand.apply({poker::ActionType::Call, 0}) == poker::ActionError::None);
  REQUIRE(e.hand.finished());
  e.decisions.assign(3, {});
  e.decisions[2].forced = "timeout";

  const std::string text = e.phh();
  CHECK(text.find("[7]\n") == 0);
  CHECK(text.find("antes = [0, 100]\n") != std::string::npos);  // the big blind's ante, p1
  CHECK(text.find("blinds_or_straddles = [50, 100]\n") != std::string::npos);
  CHECK(text.find("starting_stacks = [600, 1000]\n") != std::string::npos);
  CHECK(text.find("players = [\"bb\", \"button \\\"b\\\"\"]\n") != std::string::npos);
  CHECK(text.find("seats = [2, 5]\n") != std::string::npos);
  CHECK(text.find("_button_seat = 5\n") != std::string::npos);
  CHECK(text.find("\"d dh p1 KcKd\",\n  \"d dh p2 AhAd\",\n  \"p2 cbr 300\",\n  \"p1 cbr 500\",\n"
                  "  \"p2 cc # timeout\",\n") != std::string::npos);
  // All-in before the flop: the hands are shown before the rest of the board, as PokerKit's data
  // has it (github:uoftcprg/pokerkit, data/wsop/2023/43/5/68.phh before commit df30bd0: 'p5 cc',
  // 'p2 sm 9d9c', 'p5 sm AcKc', 'd db 2c8cTh', 'd db Ah', 'd db 6d').
  CHECK(
      text.find("\"p2 cc # timeout\",\n  \"p1 sm KcKd\",\n  \"p2 sm AhAd\",\n  \"d db 2c7d9h\",") !=
      std::string::npos);
  CHECK(text.find("hand = 7\nlevel = 3\n") != std::string::npos);
  CHECK(text.find("event = \"t\"\n") != std::string::npos);
  CHECK(text.find("_seed_hash = \"abc\"\n") != std::string::npos);

  const auto hands = arena::phh::parse_phh(text, "test.phhs");
  REQUIRE(hands.size() == 1);
  const auto replay = arena::phh::replay_hand(hands[0]);
  INFO(replay.reason);
  REQUIRE(replay.status == arena::phh::ReplayStatus::Replayed);
  // p1, the big blind, put in 600 (its ante included) and the button 500: the big-blind ante is
  // dead money in the main pot (R5), so the aces win all of it and p1 gets nothing back.
  CHECK(e.hand.stack(1) == 0);
  CHECK(e.hand.stack(0) == 1600);
  CHECK(replay.stacks == std::vector<poker::Chips>{0, 1600});
  // PHH's way to say it: no ante trimming, every ante in the main pot.
  CHECK(text.find("ante_trimming_status") == std::string::npos);
  CHECK(text.find("_antes_layered") == std::string::npos);
  CHECK(arena::phh::check_stacks(hands[0], replay.stacks).outcome == arena::phh::StackCheck::Match);
}

TEST_CASE(
    "R23 PHH writer: a hand folded before showdown is a muck and replays to the same stacks") {
  EngineHand e;
  e.setup.players = 3;
  e.setup.button = 2;
  e.setup.stacks = {500, 500, 500};
  e.setup.small_blind = 5;
  e.setup.big_blind = 10;
  e.setup.set_antes(2, poker::AnteKind::EveryPlayer);
  // Player 1 (on vacation) holds the best hand but gives it up at showdown.
  e.setup.folds_before_showdown[1] = true;
  e.setup.deal.hole[0] = {card("2c"), card("7d")};
  e.setup.deal.hole[1] = {card("Ah"), card("As")};
  e.setup.deal.hole[2] = {card("Kc"), card("Qd")};
  e.setup.deal.board = {card("3h"), card("8s"), card("9c"), card("Jd"), card("4h")};
  e.seat_of_player = {0, 1, 2};
  e.name_of_player = {"sb", "vacation", "button"};
  e.hand.start(e.setup, &e.events);
  // Everyone checks or calls down.
  while (!e.hand.finished()) {
    const poker::Legal l = e.hand.legal();
    REQUIRE(e.hand.apply({l.check ? poker::ActionType::Check : poker::ActionType::Call, 0}) ==
            poker::ActionError::None);
    e.decisions.push_back({});
  }
  REQUIRE(e.hand.folded(1));
  const std::vector<poker::Chips> engine_stacks{e.hand.stack(0), e.hand.stack(1), e.hand.stack(2)};

  const std::string text = e.phh();
  CHECK(text.find("ante_trimming_status = true\n") != std::string::npos);
  CHECK(text.find("antes = [2, 2, 2]\n") != std::string::npos);
  CHECK(text.find("\"p2 sm # hand folded before showdown (folds_before_showdown)\"") !=
        std::string::npos);
  const auto hands = arena::phh::parse_phh(text, "test.phhs");
  REQUIRE(hands.size() == 1);
  const auto replay = arena::phh::replay_hand(hands[0]);
  INFO(replay.reason);
  REQUIRE(replay.status == arena::phh::ReplayStatus::Replayed);
  CHECK(replay.stacks == engine_stacks);
  CHECK(arena::phh::check_stacks(hands[0], replay.stacks).outcome == arena::phh::StackCheck::Match);
  CHECK(engine_stacks[1] == 488);  // lost the ante and the big blind, nothing back
}

TEST_CASE("PHH writer: a malformed hand record is an error naming the hand and the field") {
  nlohmann::json record = {{"hand", 3}, {"level", 1}, {"structure", "no-limit"}};
  try {
    (void)arena::phhs_table(record, {});
    FAIL("no error");
  } catch (const std::runtime_error& e) {
    CHECK(std::string(e.what()) == "hand 3: missing field 'small_blind'");
  }
  CHECK_THROWS_AS((void)arena::phhs_table(nlohmann::json::array(), {}), std::runtime_error);
}

TEST_CASE("toml_string escapes quotes, backslashes and control characters") {
  CHECK(arena::toml_string("a\"b\\c\nd\x01") == "\"a\\\"b\\\\c\\nd\\u0001\"");
  // Text with nothing to escape goes in whole; the escapes after a plain run are still made.
  CHECK(arena::toml_string("") == "\"\"");
  CHECK(arena::toml_string("p3 cbr 1200") == "\"p3 cbr 1200\"");
  CHECK(arena::toml_string("Zo\u00eb \"q\"\t\x7f") == "\"Zo\u00eb \\\"q\\\"\\t\\u007F\"");
}
