// Seven-card stud, stud hi-lo and razz through the real arena (issue 26): real bot processes play
// every stud game, each run verifies from its seed, its PHH replays to the recorded stacks and
// its PokerStars text and arena show read as stud; what the bots are told (R39: up cards public,
// down cards their owner's alone); a bring-in the arena makes for a bot is posted.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"
#include "support/traced_messages.hpp"

using namespace test_arena;

namespace {

RunResult play_stud(const std::string& game, const std::string& bots, const std::string& name,
                    const std::filesystem::path& results, const std::string& extra = "") {
  RunResult r =
      run_arena("run --game " + game + " --seed " + name +
                    " --stack 600 --hand-limit 12 --decision-ms 200 --quiet" + bots + extra,
                name, results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  return r;
}

const std::string kStudBots =
    " --bot h=build/bin/hand_strength --bot r=build/bin/random_bot --bot c=build/bin/caller";

}  // namespace

TEST_CASE("R39 every stud game plays through the arena, verifies, replays and exports as stud") {
  const auto results = scratch_dir("stud_games");
  for (const std::string game : {"stud", "stud-8", "razz"}) {
    CAPTURE(game);
    const RunResult r = play_stud(game, kStudBots, game, results);
    check_chips_conserved(r, 3 * 600);
    REQUIRE(!r.hands.empty());
    CHECK(r.hands[0]["game"] == game);
    CHECK(r.hands[0]["bring_in"].get<int>() > 0);
    for (const auto& s : r.standings["standings"]) CHECK(s["protocol_errors"] == 0);
    check_verifies(r.dir);
    const std::string phhs = read_file(r.dir / "hands.phhs");
    CHECK(phhs.find(" pb") != std::string::npos);  // the bring-in, as PHH writes it
    CHECK(phhs.find("bring_in = ") != std::string::npos);
    check_phh_replays(r.dir);
    const CommandResult stars = arena_command("export " + quoted(r.dir) + " --format pokerstars");
    CHECK(stars.exit_code == 0);
    for (const char* words : {"*** 3RD STREET ***", "*** 4TH STREET ***", ": brings in for "})
      CHECK(stars.out.find(words) != std::string::npos);
    const CommandResult shown = arena_command("show " + quoted(r.dir) + " --hand 1");
    CHECK(shown.exit_code == 0);
    CHECK(shown.out.find("Third street") != std::string::npos);
    CHECK(shown.out.find(" is dealt down [") != std::string::npos);
  }
  std::filesystem::remove_all(results);
}

TEST_CASE("R39 up cards are told to every player, down cards to their owner alone") {
  const auto results = scratch_dir("stud_privacy");
  // Bots that answer every act (callers would pre-act their bring-ins, R25).
  const RunResult r =
      play_stud("stud", " --bot a=build/bin/hand_strength --bot b=build/bin/hand_strength",
                "private", results, " --trace");
  int bring_ins = 0;
  for (const std::string bot : {"a", "b"}) {
    CAPTURE(bot);
    const int own_seat = standing_of(r, bot)["seat"];
    int own = 0, others = 0;
    for (const nlohmann::json& m : messages_to(r, bot)) {
      if (m.value("type", "") == "act" && m.contains("bring_in")) {
        ++bring_ins;
        CHECK(m["legal"] == nlohmann::json::array({"call", "raise"}));
      }
      if (m.value("type", "") != "dealt") continue;
      const bool third = m["street"] == "third";
      CHECK(m["up"].size() == (m["street"] == "seventh" ? 0u : 1u));
      CHECK(m["down"] == (third ? 2 : m["street"] == "seventh" ? 1 : 0));
      if (m["seat"] == own_seat) {
        ++own;
        CHECK(m["cards"].size() == m["up"].size() + m["down"].get<std::size_t>());
        CHECK(m["hole"].size() >= 3);
      } else {
        ++others;
        CHECK(!m.contains("cards"));
        CHECK(!m.contains("hole"));
      }
    }
    CHECK(own > 0);
    CHECK(others > 0);
  }
  CHECK(bring_ins > 0);
  std::filesystem::remove_all(results);
}

TEST_CASE("R39 a bring-in the arena has to make for a bot that does not answer is posted") {
  const auto results = scratch_dir("stud_forced");
  const RunResult r =
      play_stud("razz", " --bot slow=build/bin/testbot_bad_hang --bot c=build/bin/caller", "forced",
                results, " --grace-ms 300");
  check_chips_conserved(r, 2 * 600);
  int forced_bring_ins = 0;
  for (const auto& hand : r.hands)
    for (const auto& e : hand["events"])
      if (e.value("bring_in", false) && e["seat"] == standing_of(r, "slow")["seat"]) {
        CHECK(e["action"] == "call");
        ++forced_bring_ins;
      }
  CHECK(forced_bring_ins > 0);
  std::filesystem::remove_all(results);
}
