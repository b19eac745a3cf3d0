// The draw games through the real arena (issue 25): real bot processes answer `draw` requests
// (tests/bots/drawer.cpp), every run verifies from its seed, the PHH games replay to their
// recorded stacks, and the rules of docs/RULES.md that only the arena can show: R30's refusal of
// a bad discard, R34's vacation, R36's (D8) privacy of the cards drawn.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"
#include "support/traced_messages.hpp"

using namespace test_arena;

namespace {

const std::string kDrawer = "build/bin/testbot_drawer";

RunResult play_game(const std::string& game, const std::string& bots, const std::string& name,
                    const std::filesystem::path& results, const std::string& extra = "") {
  RunResult r =
      run_arena("run --game " + game + " --seed " + name +
                    " --stack 600 --hand-limit 8 --decision-ms 100 --quiet" + bots + extra,
                name, results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  return r;
}

std::vector<nlohmann::json> discards_of(const RunResult& r) {
  std::vector<nlohmann::json> out;
  for (const auto& hand : r.hands)
    for (const auto& a : hand["actions"])
      if (a["action"] == "discard") out.push_back(a);
  return out;
}

}  // namespace

TEST_CASE("R30 every draw game plays through the arena, verifies and (PHH games) replays") {
  const auto results = scratch_dir("draw_games");
  const std::string bots = " --bot a=" + kDrawer + " --bot b=" + kDrawer + " --bot c=" + kDrawer;
  for (const std::string game :
       {"2-7-single-draw", "2-7-triple-draw", "badugi", "5-card-draw", "crazy-pineapple"}) {
    CAPTURE(game);
    const RunResult r = play_game(game, bots, game, results);
    check_chips_conserved(r, 3 * 600);
    CHECK(r.config["game"] == game);
    REQUIRE(!r.hands.empty());
    CHECK(r.hands[0]["game"] == game);
    // The drawers answered every draw: discards with their cards, none forced.
    const auto discards = discards_of(r);
    REQUIRE(!discards.empty());
    bool some_cards = false;
    for (const auto& d : discards) {
      CHECK(!d.contains("forced"));
      some_cards = some_cards || !d["cards"].empty();
    }
    CHECK(some_cards);
    const CommandResult verified = arena_command("verify " + quoted(r.dir));
    INFO(verified.out, verified.err);
    CHECK(verified.exit_code == 0);
    const bool phh = game != "5-card-draw" && game != "crazy-pineapple";
    const std::string phhs = read_file(r.dir / "hands.phhs");
    CHECK(phhs.empty() == !phh);
    if (phh) {
      CHECK(phhs.find(" sd") != std::string::npos);
      const CommandResult replayed =
          arena_command("replay --check " + quoted(r.dir / "hands.phhs"));
      INFO(replayed.out, replayed.err);
      CHECK(replayed.exit_code == 0);
      CHECK(replayed.out.find(" 0 differ") != std::string::npos);
    }
  }
  std::filesystem::remove_all(results);
}

TEST_CASE("R36 a player's discards and the cards it drew reach that player alone") {
  const auto results = scratch_dir("draw_privacy");
  const RunResult r = play_game("badugi", " --bot a=" + kDrawer + " --bot b=" + kDrawer, "private",
                                results, " --trace");
  for (const std::string bot : {"a", "b"}) {
    CAPTURE(bot);
    const int own_seat = standing_of(r, bot)["seat"];
    int own = 0;
    int others = 0;
    for (const nlohmann::json& m : messages_to(r, bot)) {
      if (m.value("type", "") != "drew") continue;
      CHECK(m["discarded"].get<int>() == m["drawn"].get<int>());
      if (m["seat"] == own_seat) {
        ++own;
        CHECK(m["discards"].size() == m["discarded"].get<std::size_t>());
        CHECK(m["cards"].size() == m["drawn"].get<std::size_t>());
        CHECK(m["hole"].size() == 4);
      } else {
        ++others;
        CHECK(!m.contains("discards"));
        CHECK(!m.contains("cards"));
        CHECK(!m.contains("hole"));
      }
    }
    CHECK(own > 0);
    CHECK(others > 0);
  }
  std::filesystem::remove_all(results);
}

TEST_CASE("R30 R34 a bad discard is refused with its reason; the bot stands pat, its hand live") {
  const auto results = scratch_dir("draw_refused");
  const RunResult r =
      play_game("2-7-triple-draw", " --bot a=" + kDrawer + " --bot 'b=" + kDrawer + " --bad'",
                "bad", results);
  const auto b = standing_of(r, "b");
  CHECK(b["protocol_errors"] == 1);
  bool refused = false;
  for (const auto& d : discards_of(r)) {
    if (d["seat"] != b["seat"] || !d.contains("forced")) continue;
    refused = true;
    CHECK(d["forced"] == "invalid");
    CHECK(d["refused"]["kind"] == "not_legal");
    CHECK(d["refused"]["error"].get<std::string>().find("is not in your hand") !=
          std::string::npos);
    CHECK(d["cards"].empty());  // stood pat
  }
  CHECK(refused);
  CHECK(arena_command("verify " + quoted(r.dir)).exit_code == 0);
  std::filesystem::remove_all(results);
}

TEST_CASE(
    "R34 a compulsory discard on vacation is the arena's random one, replayed from the seed") {
  // The spy bot, a hold'em calling station, knows nothing of draw requests: each of Crazy
  // Pineapple's discards times out.
  const auto results = scratch_dir("draw_vacation");
  const RunResult r = play_game("crazy-pineapple",
                                " --bot a=" + kDrawer + " --bot b=build/bin/testbot_spy_recorder",
                                "vacation", results, " --timeouts-in-a-row 0");
  const auto b = standing_of(r, "b");
  int forced = 0;
  for (const auto& d : discards_of(r)) {
    if (d["seat"] != b["seat"]) continue;
    ++forced;
    CHECK(d["forced"] == "timeout");
    CHECK(d["cards"].size() == 1);  // the round's least: one card, chosen by the arena
  }
  CHECK(forced > 0);
  CHECK(b["draws"]["answered"] == 0);
  CHECK(b["draws"]["timeouts"] == forced);
  // verify makes the same random discards from the seed, or it would fail here.
  const CommandResult verified = arena_command("verify " + quoted(r.dir));
  INFO(verified.out, verified.err);
  CHECK(verified.exit_code == 0);
  std::filesystem::remove_all(results);
}

TEST_CASE("--game refuses a structure or a table the game does not allow, naming the flag") {
  const std::string two = " --bot a=build/bin/caller --bot b=build/bin/caller";
  const CommandResult structure =
      arena_command("run --game 2-7-triple-draw --structure no-limit" + two);
  CHECK(structure.exit_code == 2);
  CHECK(structure.err.find("--structure") != std::string::npos);
  CHECK(structure.err.find("fixed-limit") != std::string::npos);
  std::string seven;
  for (const char* bot : {"a", "b", "c", "d", "e", "f", "g"})
    seven.append(" --bot ").append(bot).append("=build/bin/caller");
  // Seven at one table of seven (without --table-size seven bots would play at two tables, R48).
  const CommandResult seats = arena_command("run --game 2-7-triple-draw --table-size 7" + seven);
  CHECK(seats.exit_code == 2);
  CHECK(seats.err.find("seats 2 to 6") != std::string::npos);
  const CommandResult unknown = arena_command("run --game pineapple-razz" + two);
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("--game") != std::string::npos);
  // Each game's own structure when none is given.
  const auto results = scratch_dir("draw_default_structure");
  const RunResult r = run_arena("run --game badugi --hand-limit 1 --quiet" + two, "fl", results);
  CHECK(r.config["structure"] == "fixed-limit");
  std::filesystem::remove_all(results);
}

TEST_CASE("arena games lists every game with its structures, seats and PHH code") {
  const CommandResult games = arena_command("games");
  CHECK(games.exit_code == 0);
  for (const char* word : {"holdem", "2-7-single-draw", "2-7-triple-draw", "badugi", "5-card-draw",
                           "crazy-pineapple", "F2L3D (fixed-limit)", "seats: 2 to 6", "FB"})
    CHECK(games.out.find(word) != std::string::npos);
  // Stud's cards street by street, short-deck's deck, and the named mixes (R39, R44, R45).
  for (const char* word :
       {"7 cards each (third 2 down 1 up, fourth 0 down 1 up", "from 36 (six to ace)",
        "horse  a mix", "games: holdem/fixed-limit,omaha-8/fixed-limit,razz/fixed-limit",
        "8-game  a mix", "mix:GAME[/STRUCTURE]"})
    CHECK(games.out.find(word) != std::string::npos);
}

TEST_CASE("a duplicate match of a draw game deals each rotation the same cards and draws") {
  const auto results = scratch_dir("draw_match");
  const RunResult r = run_arena(
      "match --game badugi --duplicate --hands 12 --seed dm --quiet"
      " --bot a=" +
          kDrawer + " --bot b=" + kDrawer,
      "dup", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.hands.size() == 12);
  // Hands 2k+1 and 2k+2 are one deal seen from both seats: the same hole cards by position.
  for (std::size_t k = 0; k + 1 < r.hands.size(); k += 2) {
    const auto& one = r.hands[k]["players"];
    const auto& two = r.hands[k + 1]["players"];
    CHECK(one[0]["hole"] == two[1]["hole"]);
    CHECK(one[1]["hole"] == two[0]["hole"]);
  }
  CHECK(arena_command("verify " + quoted(r.dir)).exit_code == 0);
  std::filesystem::remove_all(results);
}

TEST_CASE("a draw game's hands in PokerStars text and in arena show, each bot seeing its own") {
  const auto results = scratch_dir("draw_text");
  const RunResult r =
      play_game("2-7-triple-draw", " --bot a=" + kDrawer + " --bot b=" + kDrawer, "text", results);
  const CommandResult stars = arena_command("export " + quoted(r.dir) + " --format pokerstars");
  CHECK(stars.exit_code == 0);
  for (const char* words : {"Triple Draw 2-7 Lowball Limit", "*** DEALING HANDS ***",
                            "*** FIRST DRAW ***", "*** THIRD DRAW ***", ": discards ", "(Lo: "})
    CHECK(stars.out.find(words) != std::string::npos);
  // Hand 1, as the organizer sees it and as bot a does: b's draws without their cards.
  const CommandResult all = arena_command("show " + quoted(r.dir) + " --hand 1");
  const CommandResult mine = arena_command("show " + quoted(r.dir) + " --hand 1 --as a");
  REQUIRE(all.exit_code == 0);
  REQUIRE(mine.exit_code == 0);
  CHECK(all.out.find("First draw") != std::string::npos);
  const int b_seat = standing_of(r, "b")["seat"];
  const std::string b_draws = "b (seat " + std::to_string(b_seat) + ") draws ";
  const auto in_all = all.out.find(b_draws);
  const auto in_mine = mine.out.find(b_draws);
  REQUIRE(in_all != std::string::npos);
  REQUIRE(in_mine != std::string::npos);
  CHECK(all.out.substr(in_all, all.out.find('\n', in_all) - in_all).find('[') != std::string::npos);
  CHECK(mine.out.substr(in_mine, mine.out.find('\n', in_mine) - in_mine).find('[') ==
        std::string::npos);
  std::filesystem::remove_all(results);
}

TEST_CASE(
    "R25 R30 an advance request stand_pat covers the hand's draw turns, void where compulsory") {
  const auto results = scratch_dir("draw_advance");
  const std::string bots = " --bot 'a=" + kDrawer + " --stand-pat-ahead' --bot b=" + kDrawer;
  const RunResult td = play_game("2-7-triple-draw", bots, "td", results);
  const auto a = standing_of(td, "a");
  int applied = 0;
  for (const auto& d : discards_of(td)) {
    if (d["seat"] != a["seat"]) continue;
    CHECK(d["cards"].empty());
    CHECK(!d.contains("forced"));
    if (d.contains("advance")) ++applied;
    if (d.contains("advance")) CHECK(d["advance"]["request"] == "stand_pat");
  }
  CHECK(applied > 0);
  CHECK(a["advance"]["applied"].get<int>() >= applied);
  CHECK(arena_command("verify " + quoted(td.dir)).exit_code == 0);
  // Crazy Pineapple's discard is compulsory: stand_pat is void, and the bot is asked.
  const RunResult cp = play_game("crazy-pineapple", bots, "cp", results);
  const auto a_cp = standing_of(cp, "a");
  CHECK(a_cp["advance"]["void"].get<int>() > 0);
  for (const auto& d : discards_of(cp))
    if (d["seat"] == a_cp["seat"]) CHECK((d["cards"].size() == 1 && !d.contains("advance")));
  CHECK(arena_command("verify " + quoted(cp.dir)).exit_code == 0);
  std::filesystem::remove_all(results);
}

TEST_CASE("a badugi league: every game a badugi sit-and-go, verified") {
  const auto results = scratch_dir("draw_league");
  std::string bots;
  for (const char* name : {"a", "b", "c", "d"})
    bots += std::string(" --bot ") + name + "=" + kDrawer;
  const RunResult r = run_arena(
      "league --game badugi --games 4 --table-size 3 --sandbox off"
      " --seed L --stack 300 --schedule hyper_turbo --quiet" +
          bots,
      "night", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  for (const char* game : {"0001", "0004"}) {
    const auto dir = r.dir / "games" / game;
    CHECK(nlohmann::json::parse(read_file(dir / "config.json"))["game"] == "badugi");
    CHECK(arena_command("verify " + quoted(dir)).exit_code == 0);
  }
  CHECK(r.standings["bots"].size() == 4);
  // The league's hands as one PHH file (every draw round, all-in ones too) replay to their stacks.
  const auto phhs = results / "league.phhs";
  REQUIRE(arena_command("export " + quoted(r.dir) + " --format phh -o " + quoted(phhs)).exit_code ==
          0);
  const CommandResult replayed = arena_command("replay --check " + quoted(phhs));
  CHECK(replayed.exit_code == 0);
  CHECK(replayed.out.find(" 0 differ") != std::string::npos);
  CHECK(r.standings["complete"] == true);
  std::filesystem::remove_all(results);
}
