// Matches of real bots through the real arena program: stacks reset every hand, zero-sum hands,
// duplicate deals replayed in every seat rotation with the same cards in the same positions,
// and win rates with intervals in standings.json.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;
using nlohmann::json;

namespace {

const std::string kMatch = "match --decision-ms 5000 --grace-ms 1000 --quiet";

// Fewer hands and deals against the sanitizer build's arena.
const int kScale = test_paths::sanitized() ? 1 : 3;

long long stack_of(const json& hand, int seat) {
  for (const auto& s : hand["stacks"])
    if (s["seat"] == seat) return s["stack"];
  FAIL("no stack for seat " << seat);
  return 0;
}

// Each seat's net chips in one hand.
std::map<int, long long> net_by_seat(const json& hand) {
  std::map<int, long long> net;
  for (const auto& p : hand["players"])
    net[p["seat"]] = stack_of(hand, p["seat"]) - p["stack"].get<long long>();
  return net;
}

// The hole cards at each position, counted clockwise from the button (0 = the button).
std::vector<json> holes_by_position(const json& hand) {
  const auto& players = hand["players"];
  const int n = static_cast<int>(players.size());
  const int button = hand["button"];
  std::vector<json> out(static_cast<std::size_t>(n));
  for (const auto& p : players)
    out[static_cast<std::size_t>((p["seat"].get<int>() - button + n) % n)] = p["hole"];
  return out;
}

void check_win_rates(const RunResult& r, int hands_per_bot, double big_blind) {
  long long total = 0;
  for (const auto& s : r.standings["standings"]) {
    INFO(s.dump());
    total += s["chips_won"].get<long long>();
    CHECK(s["hands"] == hands_per_bot);
    CHECK(s["bb_per_100"].get<double>() ==
          doctest::Approx(s["chips_won"].get<double>() / big_blind * 100.0 / hands_per_bot));
    REQUIRE(s["ci95_low"].is_number());
    REQUIRE(s["ci95_high"].is_number());
    CHECK(s["ci95_low"].get<double>() <= s["bb_per_100"].get<double>());
    CHECK(s["bb_per_100"].get<double>() <= s["ci95_high"].get<double>());
    CHECK(s["protocol_errors"] == 0);
    CHECK(s["ended"] == "finished");
  }
  CHECK(total == 0);
}

}  // namespace

TEST_CASE("a match resets every stack before each hand and every hand is zero-sum") {
  const int hands = 40 * kScale;
  const auto results = scratch_dir("match-plain");
  const RunResult r = run_arena(kMatch + " --seed 5 --hands " + std::to_string(hands) +
                                    " --small-blind 10 --big-blind 20 --stack 1000 --ante 5" +
                                    " --bot caller=build/bin/caller --bot raiser=build/bin/raiser" +
                                    " --bot 'random=build/bin/random_bot --seed 5'" +
                                    " --bot 'spy=build/bin/testbot_spy_recorder " +
                                    (results / "spy.jsonl").string() + "'",
                                "plain", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.hands.size() == static_cast<std::size_t>(hands));
  CHECK(r.standings["mode"] == "match");
  CHECK(r.standings["finished"] == true);
  CHECK(r.standings["deals"] == hands);
  check_chips_conserved(r, 4 * 1000);
  for (std::size_t h = 0; h < r.hands.size(); ++h) {
    const json& hand = r.hands[h];
    INFO("hand " << hand["hand"]);
    CHECK(hand["hand"] == h + 1);
    CHECK(hand["button"] == static_cast<int>(h % 4));  // the button moves every hand
    CHECK(hand["small_blind"] == 10);
    CHECK(hand["big_blind"] == 20);
    CHECK(hand["antes"] == json::array({5, 5, 5, 5}));
    for (const auto& p : hand["players"]) CHECK(p["stack"] == 1000);  // reset, whatever happened
    long long net = 0;
    for (const auto& [seat, chips] : net_by_seat(hand)) net += chips;
    CHECK(net == 0);
  }
  // Successive deals are new cards.
  CHECK(r.hands[0]["board"] != r.hands[1]["board"]);
  check_win_rates(r, hands, 20);
  check_nothing_left_running(r);

  // The PHH log of the match replays through the engine to the same stacks.
  const CommandResult replay = arena_command("replay --check " + quoted(r.dir / "hands.phhs"));
  INFO(replay.out << replay.err);
  CHECK(replay.exit_code == 0);
  CHECK(replay.out.find("replay: " + std::to_string(hands) + " hands, " + std::to_string(hands) +
                        " match, 0 differ") != std::string::npos);

  // What the bots were told: a match, its length, one level of fixed blinds, full stacks.
  const auto received = read_jsonl(results / "spy.jsonl");
  REQUIRE(!received.empty());
  const json& hello = received.front();
  CHECK(hello["type"] == "hello");
  CHECK(hello["mode"] == "match");
  CHECK(hello["hand_limit"] == hands);
  CHECK(hello["game"]["starting_stack"] == 1000);
  REQUIRE(hello["schedule"]["levels"].size() == 1);
  CHECK(hello["schedule"]["levels"][0]["big_blind"] == 20);
  CHECK(hello["schedule"]["levels"][0]["ante"] == 5);
  int starts = 0;
  for (const auto& m : received) {
    if (m["type"] != "hand_start") continue;
    ++starts;
    for (const auto& s : m["seats"]) CHECK(s["stack"] == 1000);
  }
  CHECK(starts == hands);
  CHECK(received.back()["type"] == "bye");
}

TEST_CASE("duplicate: each deal is played once per seat rotation, same cards in same positions") {
  const int bots = 3;
  const int deals = 10 * kScale;
  const auto results = scratch_dir("match-duplicate");
  const RunResult r =
      run_arena(kMatch + " --duplicate --seed 9 --hands " + std::to_string(bots * deals) +
                    " --bot caller=build/bin/caller --bot raiser=build/bin/raiser" +
                    " --bot 'strength=build/bin/hand_strength --seed 2'",
                "dup", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.hands.size() == static_cast<std::size_t>(bots * deals));
  CHECK(r.standings["duplicate"] == true);
  CHECK(r.standings["deals"] == deals);
  check_chips_conserved(r, bots * 20000);
  for (int d = 0; d < deals; ++d) {
    const json& first = r.hands[static_cast<std::size_t>(d * bots)];
    const auto first_holes = holes_by_position(first);
    std::map<std::string, int> buttons;  // every bot holds the button once per deal
    for (int rot = 0; rot < bots; ++rot) {
      const json& hand = r.hands[static_cast<std::size_t>(d * bots + rot)];
      INFO("deal " << d + 1 << " rotation " << rot);
      CHECK(hand["board"] == first["board"]);
      CHECK(holes_by_position(hand) == first_holes);
      for (const auto& p : hand["players"])
        if (p["seat"] == hand["button"]) ++buttons[p["name"]];
    }
    CHECK(buttons.size() == static_cast<std::size_t>(bots));
    if (d > 0) CHECK(first["board"] != r.hands[static_cast<std::size_t>((d - 1) * bots)]["board"]);
  }
  check_win_rates(r, bots * deals, 100);
  for (const auto& s : r.standings["standings"]) CHECK(s["deals"] == deals);
  check_nothing_left_running(r);
}

TEST_CASE("heads-up duplicate between two identical deterministic bots nets exactly 0 per deal") {
  const int deals = 25 * kScale;
  const auto results = scratch_dir("match-mirror");
  const RunResult r =
      run_arena(kMatch + " --duplicate --seed mirror --hands " + std::to_string(2 * deals) +
                    " --bot left=build/bin/caller --bot right=build/bin/caller",
                "mirror", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.hands.size() == static_cast<std::size_t>(2 * deals));
  bool any_chips_moved = false;
  for (int d = 0; d < deals; ++d) {
    const auto a = net_by_seat(r.hands[static_cast<std::size_t>(2 * d)]);
    const auto b = net_by_seat(r.hands[static_cast<std::size_t>(2 * d + 1)]);
    INFO("deal " << d + 1);
    CHECK(a.at(0) + b.at(0) == 0);  // seat 0's bot gets back in one rotation what it lost
    any_chips_moved = any_chips_moved || a.at(0) != 0;
  }
  CHECK(any_chips_moved);  // the hands themselves were not all ties
  for (const auto& s : r.standings["standings"]) {
    INFO(s.dump());
    CHECK(s["chips_won"] == 0);
    CHECK(s["bb_per_100"] == 0.0);
    CHECK(s["ci95_low"] == 0.0);
    CHECK(s["ci95_high"] == 0.0);
  }
  // Without duplicate the same bots' results swing with the cards.
  const RunResult plain = run_arena(kMatch + " --seed mirror --hands " + std::to_string(2 * deals) +
                                        " --bot left=build/bin/caller --bot right=build/bin/caller",
                                    "plain", results);
  REQUIRE(plain.exit_code == 0);
  CHECK(plain.standings["standings"][0]["ci95_high"].get<double>() > 0);
}

TEST_CASE("bad match settings stop before any bot starts, naming the setting") {
  const auto results = scratch_dir("match-bad");
  const RunResult r =
      run_arena("match --duplicate --hands 7 --bot a=build/bin/caller --bot b=build/bin/caller",
                "bad", results);
  CHECK(r.exit_code == 2);
  CHECK(r.output.find("--hands: 7 is not a multiple of 2") != std::string::npos);
  CHECK(!std::filesystem::exists(r.dir));
}
