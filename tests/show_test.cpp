// `arena show` on a real run: the whole hand holds every hole card, action, board card and
// stack; a bot's view holds its own cards and the public ones, and never another bot's hole
// cards unless they were shown at showdown.
#include <doctest/doctest.h>

#include <regex>
#include <set>

#include "support/arena_command.hpp"

using namespace test_arena;

namespace {

const RunResult& shown_run() {
  static const RunResult r = run_arena(
      "run --schedule schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --grace-ms 1000 "
      "--quiet --seed 21 --bot raiser=build/bin/raiser --bot caller=build/bin/caller "
      "--bot 'strength=build/bin/hand_strength --seed 2' --bot 'random=build/bin/random_bot --seed "
      "4'",
      "show", scratch_dir("show"));
  return r;
}

CommandResult show(int hand, const std::string& as = "") {
  return arena_command("show " + quoted(shown_run().dir) + " --hand " + std::to_string(hand) +
                       (as.empty() ? "" : " --as " + as));
}

// A card as a word of its own ("Kh" but not inside another word).
bool mentions_card(const std::string& text, const std::string& card) {
  return std::regex_search(text, std::regex("(^|[^A-Za-z0-9])" + card + "([^A-Za-z0-9]|$)"));
}

std::set<int> shown_seats(const nlohmann::json& hand) {
  std::set<int> seats;
  for (const auto& s : hand["shown"]) seats.insert(s["seat"].get<int>());
  return seats;
}

}  // namespace

TEST_CASE("show prints the whole hand: all hole cards, every action, the board and the stacks") {
  const RunResult& r = shown_run();
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(!r.hands.empty());
  for (std::size_t h = 0; h < std::min<std::size_t>(r.hands.size(), 10); ++h) {
    const nlohmann::json& hand = r.hands[h];
    const CommandResult s = show(static_cast<int>(h + 1));
    INFO(s.err);
    INFO(s.out);
    REQUIRE(s.exit_code == 0);
    CHECK(s.out.find("Hand " + std::to_string(h + 1) + " of show") != std::string::npos);
    for (const auto& p : hand["players"]) {
      for (const auto& c : p["hole"]) CHECK(mentions_card(s.out, c.get<std::string>()));
      CHECK(s.out.find(p["name"].get<std::string>()) != std::string::npos);
    }
    for (const auto& c : hand["board"]) CHECK(mentions_card(s.out, c.get<std::string>()));
    // One line per action, in the order played.
    std::size_t from = 0;
    for (const auto& a : hand["actions"]) {
      const std::string action = a["action"].get<std::string>();
      const std::string word =
          action == "fold"    ? (a["street"] == "showdown" ? "is folded" : "folds")
          : action == "check" ? "checks"
          : action == "call"  ? "calls " + std::to_string(a["amount"].get<long long>())
          : action == "bet"   ? "bets " + std::to_string(a["amount"].get<long long>())
                              : "raises to " + std::to_string(a["amount"].get<long long>());
      const auto at = s.out.find(word, from);
      CHECK_MESSAGE(at != std::string::npos, "action " << a.dump());
      if (at != std::string::npos) from = at;
    }
    for (const auto& st : hand["stacks"])
      CHECK(s.out.find(std::to_string(st["stack"].get<long long>())) != std::string::npos);
    for (const auto& w : hand["winners"])
      CHECK(s.out.find("wins " + std::to_string(w["amount"].get<long long>())) !=
            std::string::npos);
  }
}

TEST_CASE("show --as BOT: its own cards, the public ones, never another bot's unshown cards") {
  const RunResult& r = shown_run();
  REQUIRE(r.exit_code == 0);
  int hidden_checked = 0, shown_checked = 0;
  for (std::size_t h = 0; h < r.hands.size(); ++h) {
    const nlohmann::json& hand = r.hands[h];
    const std::set<int> shown = shown_seats(hand);
    for (const auto& viewer : hand["players"]) {
      const std::string name = viewer["name"].get<std::string>();
      const CommandResult s = show(static_cast<int>(h + 1), name);
      INFO("hand " << h + 1 << " as " << name << "\n" << s.out << s.err);
      REQUIRE(s.exit_code == 0);
      CHECK(s.out.find("Seen by " + name) != std::string::npos);
      for (const auto& c : viewer["hole"]) CHECK(mentions_card(s.out, c.get<std::string>()));
      for (const auto& c : hand["board"]) CHECK(mentions_card(s.out, c.get<std::string>()));
      for (const auto& other : hand["players"]) {
        if (other["seat"] == viewer["seat"]) continue;
        const bool was_shown = shown.count(other["seat"].get<int>()) > 0;
        for (const auto& c : other["hole"]) {
          CHECK(mentions_card(s.out, c.get<std::string>()) == was_shown);
          ++(was_shown ? shown_checked : hidden_checked);
        }
      }
    }
    if (h >= 15) break;  // enough hands; each show is a process start
  }
  CHECK(hidden_checked > 0);
  CHECK(shown_checked > 0);
}

TEST_CASE("show reports a missing hand, an unknown bot and a bot not dealt in") {
  const RunResult& r = shown_run();
  REQUIRE(r.exit_code == 0);
  const CommandResult missing = show(100000);
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("has no hand 100000") != std::string::npos);
  const CommandResult unknown = show(1, "nobody");
  CHECK(unknown.exit_code == 1);
  CHECK(unknown.err.find("no bot named 'nobody'") != std::string::npos);
  // The last hand: someone was eliminated before it (4 bots start, the last hand has fewer).
  const nlohmann::json& last = r.hands.back();
  std::set<std::string> dealt;
  for (const auto& p : last["players"]) dealt.insert(p["name"].get<std::string>());
  for (const char* bot : {"raiser", "caller", "strength", "random"}) {
    if (dealt.count(bot)) continue;
    const CommandResult out = show(static_cast<int>(r.hands.size()), bot);
    CHECK(out.exit_code == 1);
    CHECK(out.err.find("did not play hand") != std::string::npos);
  }
}
