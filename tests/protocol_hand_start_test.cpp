// hand_start as sdk/PROTOCOL.md says it: the forced bets the hand really posts (stud's ante and
// bring-in, R43, and blognomic-holdem's antes, R46, are the game's own, with no blind seats where
// nobody posts a blind), and `hole` the game's first deal, in every game, as the real arena sends
// it to a bot.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "arena/protocol/to_bot.hpp"
#include "engine/seeded_hand.hpp"
#include "support/arena_command.hpp"
#include "support/traced_messages.hpp"

using namespace test_arena;

namespace {

// Time enough for the bots to answer on a loaded machine; a time-out would change nothing
// these tests check (a forced bring-in is posted too, R39).
const std::string kPatient = " --decision-ms 5000";

// A hand of `game` for 3 players at `level`, set up as a run sets it up.
poker::HandSetup seeded_setup(const char* game, const poker::Level& level) {
  poker::HandSetup setup;
  setup.players = 3;
  setup.button = 1;
  setup.stacks = {500, 500, 500};
  poker::TableGame table;
  table.game = poker::find_game(game);
  REQUIRE(table.game != nullptr);
  table.structure = table.game->default_structure;
  poker::SeededHand seeded;
  seeded.set_up(setup, table, level, poker::Seed::from_text("hand-start"), 1);
  return setup;
}

// The hand_start line seat 0 gets, read back.
nlohmann::json hand_start_line(const arena::protocol::HandStartInfo& info,
                               const poker::HandSetup& setup) {
  std::string line;
  arena::protocol::HandStartLines(info).line_for(0, setup.dealt_hole(0), line);
  return nlohmann::json::parse(line);
}

// Checks every hand_start a bot received in a game without blinds against what the hand posted:
// every player's ante, and in stud the bring-in. Returns how many it checked.
int check_blindless_hand_starts(const std::vector<nlohmann::json>& received, bool stud) {
  std::map<int, std::vector<nlohmann::json>> posts, bring_ins;  // by hand
  for (const nlohmann::json& m : received) {
    const std::string type = m.value("type", "");
    if (type == "post") posts[m["hand"].get<int>()].push_back(m);
    if (type == "acted" && m.value("bring_in", false)) bring_ins[m["hand"].get<int>()].push_back(m);
  }
  int checked = 0;
  for (const nlohmann::json& start : received) {
    if (start.value("type", "") != "hand_start") continue;
    CAPTURE(start.dump());
    CHECK(start["small_blind"] == 0);
    CHECK(start["big_blind"] == 0);
    CHECK_FALSE(start.contains("small_blind_seat"));
    CHECK_FALSE(start.contains("big_blind_seat"));
    CHECK(start["ante_kind"] == "every-player");
    const auto ante = start["ante"].get<poker::Chips>();
    CHECK(ante > 0);
    std::map<int, poker::Chips> stack_of;
    for (const auto& seat : start["seats"]) stack_of[seat["seat"]] = seat["stack"];
    const int hand = start["hand"];
    CHECK(posts[hand].size() == stack_of.size());  // every player posts the ante, nobody a blind
    for (const nlohmann::json& post : posts[hand]) {
      CHECK(post["blind"] == "ante");
      // The whole ante, or all a short stack has.
      CHECK(post["amount"] == std::min(ante, stack_of[post["seat"].get<int>()]));
    }
    if (stud) {
      const auto bring_in = start["bring_in"].get<poker::Chips>();
      CHECK(bring_in > 0);
      for (const nlohmann::json& acted : bring_ins[hand])
        if (!acted["all_in"].get<bool>()) CHECK(acted["amount"] == bring_in);
    } else {
      CHECK_FALSE(start.contains("bring_in"));
    }
    ++checked;
  }
  return checked;
}

}  // namespace

TEST_CASE("R43 hand_start gives the stud ante and bring-in the hand posts, and no blind seats") {
  const poker::Level level{10, 20, 0, poker::AnteKind::None, 10};
  const std::vector<int> seat_of{4, 0, 2};
  for (const char* game : {"stud", "stud-8", "razz"}) {
    CAPTURE(game);
    const poker::HandSetup setup = seeded_setup(game, level);
    arena::protocol::HandStartInfo info;
    arena::protocol::set_forced_bets(info, setup, seat_of);
    const poker::StudStakes stakes = poker::stud_stakes(level);
    CHECK(info.ante == stakes.ante);
    CHECK(info.ante_kind == poker::AnteKind::EveryPlayer);
    CHECK(info.bring_in == stakes.bring_in);
    CHECK(info.small_blind == 0);
    CHECK(info.big_blind == 0);
    const nlohmann::json m = hand_start_line(info, setup);
    CHECK(m["ante"] == stakes.ante);
    CHECK(m["ante_kind"] == "every-player");
    CHECK(m["bring_in"] == stakes.bring_in);
    CHECK_FALSE(m.contains("small_blind_seat"));
    CHECK_FALSE(m.contains("big_blind_seat"));
    CHECK(m["hole"].size() == 3);  // two down, the up card last
  }
}

TEST_CASE("R46 hand_start gives blognomic-holdem's ante, which a level of blinds alone lacks") {
  const poker::HandSetup setup =
      seeded_setup("blognomic-holdem", poker::Level{10, 20, 0, poker::AnteKind::None, 10});
  arena::protocol::HandStartInfo info;
  arena::protocol::set_forced_bets(info, setup, std::vector<int>{0, 1, 2});
  CHECK(info.ante == 10);  // the level's small blind (R46)
  CHECK(info.ante_kind == poker::AnteKind::EveryPlayer);
  CHECK(info.small_blind_seat == -1);
  CHECK(info.big_blind_seat == -1);
  const nlohmann::json m = hand_start_line(info, setup);
  CHECK_FALSE(m.contains("small_blind_seat"));
  CHECK_FALSE(m.contains("bring_in"));
}

TEST_CASE("R5 hand_start gives the blinds' seats and the level's ante where the hand has blinds") {
  const poker::HandSetup setup =
      seeded_setup("holdem", poker::Level{10, 20, 20, poker::AnteKind::BigBlind, 10});
  arena::protocol::HandStartInfo info;
  arena::protocol::set_forced_bets(info, setup, std::vector<int>{4, 0, 2});
  CHECK(info.ante == 20);
  CHECK(info.ante_kind == poker::AnteKind::BigBlind);
  CHECK(info.small_blind == 10);
  CHECK(info.big_blind == 20);
  CHECK(info.small_blind_seat == 2);  // players 2 and 0 after the button, player 1
  CHECK(info.big_blind_seat == 4);
  CHECK(info.bring_in == 0);
  const nlohmann::json m = hand_start_line(info, setup);
  CHECK(m["small_blind_seat"] == 2);
  CHECK(m["big_blind_seat"] == 4);
  CHECK(m["ante_kind"] == "big-blind");
}

TEST_CASE("R43 a stud bot is told the ante and bring-in everyone posts, as the arena sends them") {
  const auto results = scratch_dir("hand_start_stud");
  const auto spy_file = results / "spy.jsonl";
  const RunResult r = run_arena(
      "run --game stud --seed stud-start --stack 300 --hand-limit 12 --quiet" + kPatient +
          " --bot 'spy=build/bin/testbot_spy_recorder " + spy_file.string() + "'" +
          " --bot 'h=build/bin/hand_strength --seed 1' --bot 'r=build/bin/random_bot --seed 2'",
      "stud", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const std::vector<nlohmann::json> received = read_jsonl(spy_file);
  CHECK(check_blindless_hand_starts(received, true) > 0);
  int bring_ins = 0;
  for (const auto& m : received)
    bring_ins += m.value("type", "") == "acted" && m.value("bring_in", false) ? 1 : 0;
  CHECK(bring_ins > 0);
}

TEST_CASE("R46 a blognomic-holdem bot is told the ante everyone posts, as the arena sends it") {
  const auto results = scratch_dir("hand_start_blognomic");
  const auto spy_file = results / "spy.jsonl";
  const RunResult r =
      run_arena("run --game blognomic-holdem --seed bn-start --stack 300 --hand-limit 6 --quiet" +
                    kPatient + " --bot 'spy=build/bin/testbot_spy_recorder " + spy_file.string() +
                    "'" + " --bot c=build/bin/caller",
                "blognomic", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(check_blindless_hand_starts(read_jsonl(spy_file), false) > 0);
}

TEST_CASE("hand_start's hole is the first deal of the hand's game, in every game (R44 mix)") {
  // One mixed run deals a hand of each game in turn; each hand_start names its game.
  std::string mix;
  for (const poker::GameDef& game : poker::games())
    mix += (mix.empty() ? "mix:" : ",") + std::string(game.name);
  const auto results = scratch_dir("hand_start_hole");
  const int games = static_cast<int>(poker::games().size());
  const RunResult r =
      run_arena("run --game " + mix + " --mix-hands 1 --hand-limit " + std::to_string(games) +
                    " --stack 100000 --seed hole --quiet" + " --trace" + kPatient +
                    " --bot 'a=build/bin/hand_strength --seed 1' --bot b=build/bin/caller",
                "mix", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  std::map<std::string, int> hole_cards;  // by game, as hello's mix gives them
  std::set<std::string> dealt;
  for (const nlohmann::json& m : messages_to(r, "a")) {
    if (m.value("type", "") == "hello")
      for (const auto& game : m["mix"]["games"]) hole_cards[game["variant"]] = game["hole_cards"];
    if (m.value("type", "") != "hand_start") continue;
    const std::string name = m["game"];
    CAPTURE(name);
    const poker::GameDef* game = poker::find_game(name);
    REQUIRE(game != nullptr);
    CHECK(hole_cards[name] == game->hole_cards);
    CHECK(m["hole"].size() == static_cast<std::size_t>(game->hole_cards));
    dealt.insert(name);
  }
  CHECK(static_cast<int>(dealt.size()) == games);
}
