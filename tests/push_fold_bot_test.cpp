// The push_fold bot (bots/push_fold.cpp) as a real program through the real arena: it passes
// `arena check`; heads-up at 10 big blinds it only ever folds or puts its whole stack in before
// the flop, pushing about as often as its chart says; deeper it plays on after the flop (its
// fallback); and the same seed gives the same hands.
#include <doctest/doctest.h>

#include <string>

#include "bots/push_fold_chart.hpp"
#include "support/arena_command.hpp"

using namespace test_arena;
using nlohmann::json;

namespace {

const std::string kPushFold = "'push_fold=" + test_paths::bin("push_fold") + " --seed 5'";

RunResult push_fold_match(const std::string& name, int stack, const std::string& opponent) {
  const auto results = scratch_dir("push_fold_" + name);
  return run_arena("match --quiet --no-timings --duplicate --hands 200 --seed pf --stack " +
                       std::to_string(stack) + " --bot " + kPushFold +
                       " --bot 'opponent=" + test_paths::bin(opponent) + "'" + kUnhurried,
                   name, results);
}

int push_fold_seat(const json& hand, const std::string& name) {
  for (const auto& p : hand["players"])
    if (p["name"] == name) return p["seat"];
  return -1;
}

}  // namespace

TEST_CASE("push_fold passes arena check") {
  const auto results = scratch_dir("push_fold_check");
  const CommandResult r =
      arena_command("check --quiet --results " + quoted(results) + " --name pf " + kPushFold);
  INFO(r.out << r.err);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("no faults: ready to play") != std::string::npos);
}

TEST_CASE("heads-up at 10 big blinds push_fold folds or goes all in before the flop") {
  const RunResult r = push_fold_match("ten_bb", 1000, "raiser");
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.hands.size() == 200);
  int first_in = 0, pushed = 0;
  for (const json& hand : r.hands) {
    const int me = push_fold_seat(hand, "push_fold");
    bool acted_first = false;
    for (const json& a : hand["actions"]) {
      if (a["seat"] != me) continue;
      CHECK(a["street"] == "preflop");
      const std::string action = a["action"];
      if (action != "fold") CHECK(a["all_in"] == true);
      // The small blind (the button) acts first heads-up: its push or fold.
      if (hand["button"] == me && !acted_first) {
        ++first_in;
        pushed += action != "fold";
      }
      acted_first = true;
    }
  }
  // The 10 big blind chart pushes 58% of hands: 100 hands in the small blind land within a
  // wide margin of it.
  const double chart = 0.584;
  REQUIRE(first_in == 100);
  CHECK(pushed / 100.0 == doctest::Approx(chart).epsilon(0.25));
  CHECK(push_fold::frequency(push_fold::Seat::small_blind, push_fold::class_of(12, 12, false),
                             10) == 1.0);
}

TEST_CASE("deeper than 15 big blinds push_fold plays after the flop too") {
  const RunResult r = push_fold_match("deep", 5000, "caller");
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  int post_flop = 0;
  for (const json& hand : r.hands)
    for (const json& a : hand["actions"])
      post_flop += a["seat"] == push_fold_seat(hand, "push_fold") && a["street"] != "preflop";
  CHECK(post_flop > 50);
}

TEST_CASE("push_fold with the same seed plays the same hands") {
  const RunResult a = push_fold_match("seeded_a", 1000, "hand_strength --seed 2");
  const RunResult b = push_fold_match("seeded_b", 1000, "hand_strength --seed 2");
  REQUIRE(a.exit_code == 0);
  REQUIRE(b.exit_code == 0);
  CHECK(read_file(a.dir / "hands.jsonl") == read_file(b.dir / "hands.jsonl"));
}
