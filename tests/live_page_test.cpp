// `--live` and `arena watch` through the real program, real sample bots, real HTTP and a real
// headless Chromium (docs/LIVE.md): the state changes as hands are played, no state served held a
// hole card of a hand then in play (checked against the run's own hands.jsonl afterwards), the
// token rules, a pause and a step change no result, and a finished folder is served alike.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>

#include <chrono>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "support/arena_command.hpp"
#include "support/chromium_page.hpp"
#include "support/live_http.hpp"

using namespace test_arena;
using namespace test_live;
namespace fs = std::filesystem;

namespace {

// A seeded match of `bot_a` against hand_strength.
std::string live_match(const std::string& bot_a) {
  return "match --quiet --seed live-page --no-timings --bot a='" + bot_a +
         "' --bot b='build/bin/hand_strength --seed 2'" + kUnhurried;
}
const std::string kLiveMatch = live_match("build/bin/random_bot --seed 3");

// The arena of a test: ended with SIGTERM if the test leaves it running (a failed check that left
// it paused, say), so no run outlives its test.
struct LiveArena {
  pid_t pid;
  bool waited = false;
  void end() {
    if (waited) return;
    waited = true;
    ::kill(pid, SIGTERM);
    ::waitpid(pid, nullptr, 0);
  }
  ~LiveArena() { end(); }
};

int live_exit_status(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Polled until `done` holds (up to 30 s).
template <typename Done>
nlohmann::json live_state_when(int port, Done done) {
  for (int i = 0; i < 300; ++i) {
    nlohmann::json s = state(port);
    if (done(s)) return s;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  FAIL("the live page's state never got there");
  return {};
}

// Every hole card of every hand in hands.jsonl, by hand number.
std::map<int, std::set<std::string>> live_hole_cards(const fs::path& hands) {
  std::map<int, std::set<std::string>> by_hand;
  for (const nlohmann::json& record : read_jsonl(hands))
    for (const nlohmann::json& p : record["players"])
      for (const nlohmann::json& card : p["hole"])
        by_hand[record["hand"].get<int>()].insert(card.get<std::string>());
  return by_hand;
}

}  // namespace

TEST_CASE(
    "--live: the state follows the match, pause and step change nothing, no hole card of "
    "a hand in play is served") {
  const fs::path results = scratch_dir("live-match");
  // Bot a holds its first decision until the file named exists, so the live match cannot end
  // before the test has paused it; the plain one names a file that exists already. 2,000 hands
  // (3 s on a slow 2-core machine) outlast the states read after the resume; reading them back
  // at -O0 is most of the case's time (12.7 s with 3,000).
  const auto gated_match = [](const fs::path& open_when) {
    return live_match("build/bin/testbot_gate " + open_when.string()) + " --hands 2000";
  };
  const RunResult plain = run_arena(gated_match(results), "plain", results);
  REQUIRE(plain.exit_code == 0);

  LiveArena arena{start_arena(
      gated_match(results / "go") + " --live 0 --name live --results " + quoted(results),
      results / "live.out", results)};
  const PageAddress page = wait_for_page(results / "live.out");
  const std::string token = "token=" + page.token;
  // Without the token: no pause.
  CHECK(request(page.port, "POST", "/control?action=pause").status == 401);
  CHECK(request(page.port, "POST", "/control?action=pause&token=wrong").status == 401);
  REQUIRE(request(page.port, "POST", "/control?action=pause&" + token).status == 200);
  std::ofstream(results / "go") << "go\n";

  std::vector<nlohmann::json> seen;
  const nlohmann::json paused = live_state_when(page.port, [&](const nlohmann::json& s) {
    seen.push_back(s);
    return s["held"] == 1 && s["hands_logged"] == s["progress"]["hands"];
  });
  const int hands = paused["progress"]["hands"].get<int>();
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(state(page.port)["progress"]["hands"] == hands);  // paused: no hand more
  CHECK(state(page.port)["organizer"] == false);
  CHECK(state(page.port, "?" + token)["organizer"] == true);
  // DNS rebinding: a page of another site whose name now points at 127.0.0.1 sends that name as
  // its Host, and reads nothing; the names the machine's own browser uses still work.
  const std::string port_text = ":" + std::to_string(page.port);
  CHECK(request(page.port, "GET", "/state.json", "attacker.example" + port_text).status == 403);
  CHECK(request(page.port, "GET", "/", "attacker.example").status == 403);
  CHECK(request(page.port, "GET", "/events", "127.0.0.1.attacker.example").status == 403);
  CHECK(request(page.port, "GET", "/state.json", "localhost" + port_text).status == 200);
  CHECK(request(page.port, "GET", "/state.json", "LOCALHOST").status == 200);
  CHECK(request(page.port, "GET", "/state.json", "127.0.0.1" + port_text).status == 200);
  CHECK(request(page.port, "GET", "/state.json?" + token, "forwarded.example").status == 200);

  // One more hand, then paused again.
  REQUIRE(request(page.port, "POST", "/control?action=step&" + token).status == 200);
  const nlohmann::json stepped = live_state_when(page.port, [&](const nlohmann::json& s) {
    seen.push_back(s);
    return s["held"] == 1 && s["progress"]["hands"] == hands + 1 && s["hands_logged"] == hands + 1;
  });
  CHECK(stepped != paused);  // the state changed between the two moments
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(state(page.port)["progress"]["hands"] == hands + 1);

  // A finished hand: its unshown hole cards only with the token.
  const Reply rail = request(page.port, "GET", "/hand.json?hand=1");
  REQUIRE(rail.status == 200);
  CHECK(rail.body.find("\"hole\"") == std::string::npos);
  const Reply organizer = request(page.port, "GET", "/hand.json?hand=1&" + token);
  REQUIRE(organizer.status == 200);
  CHECK(nlohmann::json::parse(organizer.body)["players"] ==
        read_jsonl(results / "live/hands.jsonl").front()["players"]);

  // On to the end, followed by the pushed states.
  REQUIRE(request(page.port, "POST", "/control?action=resume&" + token).status == 200);
  for (const nlohmann::json& s : pushed_states(page.port, 400)) seen.push_back(s);
  for (int i = 0; i < 5; ++i) {
    const Reply r = request(page.port, "GET", "/state.json", "127.0.0.1", true);
    if (r.status != 200) break;  // the match is over and its page gone
    seen.push_back(nlohmann::json::parse(r.body));
  }
  arena.waited = true;
  CHECK(live_exit_status(arena.pid) == 0);

  // Pause and step changed no result: the same hands, byte for byte, as without the page.
  CHECK(read_file(results / "live/hands.jsonl") == read_file(plain.dir / "hands.jsonl"));
  const nlohmann::json standings =
      nlohmann::json::parse(read_file(results / "live/standings.json"));
  CHECK(standings["standings"] == plain.standings["standings"]);
  // The logs say when the organizer paused, stepped and resumed (never the token).
  const std::vector<nlohmann::json> controls = read_jsonl(results / "live/live.jsonl");
  REQUIRE(controls.size() == 3);
  CHECK(controls[0]["control"] == "pause");
  CHECK(controls[1]["control"] == "step");
  CHECK(controls[2]["control"] == "resume");
  CHECK(read_file(results / "live/live.jsonl").find(page.token) == std::string::npos);

  // No state served held a hole card of a hand then in play.
  const auto holes = live_hole_cards(results / "live/hands.jsonl");
  int in_play = 0;
  for (const nlohmann::json& s : seen) {
    for (const nlohmann::json& table : s["tables"]) {
      const nlohmann::json& hand = table["hand"];
      if (!hand.value("in_progress", false)) continue;
      ++in_play;
      // The record and the viewer's hand (whose cards are one string, "Kh3d"): a rank-suit
      // pair found anywhere in them would be a card.
      const std::string text = table.dump();
      for (const std::string& card : holes.at(hand["hand"].get<int>())) {
        INFO("hand " << hand["hand"] << ": " << text);
        CHECK(text.find(card) == std::string::npos);
      }
    }
  }
  CHECK(in_play > 0);
  fs::remove_all(results);
}

TEST_CASE("--live on another address than 127.0.0.1: nothing without the token") {
  const fs::path results = scratch_dir("live-wide");
  LiveArena arena{start_arena(
      kLiveMatch + " --hands 1000000 --live 0.0.0.0:0 --name wide --results " + quoted(results),
      results / "wide.out", results)};
  const PageAddress page = wait_for_page(results / "wide.out");
  const std::string token = "token=" + page.token;
  REQUIRE(request(page.port, "POST", "/control?action=pause&" + token).status == 200);
  CHECK(request(page.port, "GET", "/").status == 401);
  CHECK(request(page.port, "GET", "/state.json").status == 401);
  CHECK(request(page.port, "GET", "/hand.json?hand=1").status == 401);
  CHECK(request(page.port, "GET", "/?" + token).status == 200);
  CHECK(request(page.port, "GET", "/state.json?" + token).status == 200);
  REQUIRE(request(page.port, "POST", "/control?action=resume&" + token).status == 200);
  // A match long enough never to end before the test pauses it (a busy machine may leave the
  // test waiting for the page's address while the arena plays on), so it is stopped here.
  arena.end();
  fs::remove_all(results);
}

TEST_CASE(
    "--live in Chromium: the page runs without an error, loads nothing from outside and "
    "follows the run") {
  const fs::path results = scratch_dir("live-chromium");
  LiveArena arena{
      start_arena(kLiveMatch + " --hands 1000000 --live 0 --name long --results " + quoted(results),
                  results / "long.out", results)};
  const PageAddress page = wait_for_page(results / "long.out");
  const std::string url = "http://127.0.0.1:" + std::to_string(page.port) + "/?token=" + page.token;
  // Chromium dumps the page once loaded (its push channel never ends loading): loaded at two
  // moments, it shows the match moving on.
  std::vector<long long> hands;
  for (int moment = 0; moment < 2; ++moment) {
    if (moment > 0) std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    const std::string dom = rendered_url(url, results, 10000);
    CHECK(root_attribute(dom, "data-ready") == "yes");
    CHECK(root_attribute(dom, "data-script-errors").empty());
    CHECK(root_attribute(dom, "data-refused").empty());
    REQUIRE_FALSE(root_attribute(dom, "data-hands").empty());
    hands.push_back(std::stoll(root_attribute(dom, "data-hands")));
    CHECK(dom.find("data-live-table=\"table\"") != std::string::npos);
    CHECK(dom.find("data-hand-viewer") != std::string::npos);  // the report's viewer draws it
    CHECK(dom.find("src=") == std::string::npos);  // nothing to fetch but its own server's
  }
  CHECK(hands[1] > hands[0]);
  arena.end();  // the match would go on for minutes
  fs::remove_all(results);
}

TEST_CASE("arena watch: a finished run's folder served, hole cards behind the token") {
  const fs::path results = scratch_dir("live-watch");
  const RunResult run = run_arena(kLiveMatch + " --hands 50", "done", results);
  REQUIRE(run.exit_code == 0);
  LiveArena watch{
      start_arena("watch " + quoted(run.dir) + " --port 0", results / "watch.out", results)};
  const PageAddress page = wait_for_page(results / "watch.out");
  const nlohmann::json s = state(page.port);
  CHECK(s["run"]["over"] == true);
  CHECK(s["run"]["live"] == false);
  CHECK(s["hands_logged"] == 50);
  REQUIRE(s["tables"].size() == 1);
  CHECK(s["tables"][0]["hand"]["hand"] == 50);
  CHECK(s.dump().find("\"hole\"") == std::string::npos);
  CHECK(request(page.port, "GET", "/hand.json?hand=7").body.find("\"hole\"") == std::string::npos);
  CHECK(request(page.port, "GET", "/hand.json?hand=7&token=" + page.token).body.find("\"hole\"") !=
        std::string::npos);
  CHECK(request(page.port, "GET", "/hand.json?hand=51").status == 404);
  // Only the run's own page pauses it.
  CHECK(request(page.port, "POST", "/control?action=pause&token=" + page.token).status == 409);
  ::kill(watch.pid, SIGINT);
  watch.waited = true;
  CHECK(live_exit_status(watch.pid) == 0);
  fs::remove_all(results);
}

TEST_CASE("--live of a league: its games in flight as tables, the ratings with their intervals") {
  const fs::path results = scratch_dir("live-league");
  LiveArena league{start_arena(
      "league --quiet --sandbox off --seed live-league --games 8 --table-size 3 --concurrency 2 "
      "--live 0 --name lg --results " +
          quoted(results) +
          " --bot raiser=build/bin/raiser --bot caller=build/bin/caller"
          " --bot strength='build/bin/hand_strength --seed 2' --bot gate='build/bin/testbot_gate " +
          (results / "go").string() + "'" + kUnhurried,
      results / "lg.out", results)};
  const PageAddress page = wait_for_page(results / "lg.out");
  const std::string token = "token=" + page.token;
  // Paused before its first hands (the gate bot holds its first decision until the pause is
  // in: the whole league took 0.3 s, less than it took the test to read the page's address),
  // then one hand at each game in flight, held again.
  REQUIRE(request(page.port, "POST", "/control?action=pause&" + token).status == 200);
  std::ofstream(results / "go") << "go\n";
  live_state_when(page.port, [](const nlohmann::json& s) { return s["held"] >= 1; });
  REQUIRE(request(page.port, "POST", "/control?action=step&" + token).status == 200);
  const nlohmann::json held = live_state_when(page.port, [](const nlohmann::json& s) {
    if (s["held"] < 1 || s["tables"].empty()) return false;
    for (const nlohmann::json& t : s["tables"])
      if (t["hand"]["in_progress"] == true) return false;
    return true;
  });
  CHECK(held["run"]["mode"] == "league");
  bool game_table = false;
  for (const nlohmann::json& t : held["tables"])
    game_table = game_table || t["table"].get<std::string>().rfind("game ", 0) == 0;
  CHECK(game_table);
  REQUIRE_FALSE(held["standings"]["bots"].empty());
  for (const nlohmann::json& bot : held["standings"]["bots"])
    CHECK(bot["rating"]["ci95"].size() == 2);
  REQUIRE(request(page.port, "POST", "/control?action=resume&" + token).status == 200);
  league.waited = true;
  CHECK(live_exit_status(league.pid) == 0);
  const std::vector<nlohmann::json> controls = read_jsonl(results / "lg/live.jsonl");
  REQUIRE(controls.size() == 3);
  CHECK(controls[1].contains("games_finished"));  // the step: the league had begun
  fs::remove_all(results);
}
