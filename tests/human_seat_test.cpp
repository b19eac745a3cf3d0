// The human seat, driven for real: the arena runs on a pseudo-terminal (its controlling
// terminal, as a person's shell would give it), the human seat program it starts talks to that
// terminal, and the test types at the prompts and reads what the person would see.
#include <doctest/doctest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "support/arena_on_terminal.hpp"
#include "support/arena_runner.hpp"
#include "support/process_state.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

bool shows(const std::string& screen, const std::string& part) {
  return screen.find(part) != std::string::npos;
}

// The hands the human seat "me" played, as logged.
std::vector<nlohmann::json> my_actions(const fs::path& run) {
  std::vector<nlohmann::json> out;
  for (const auto& hand : read_jsonl(run / "hands.jsonl")) {
    int seat = -1;
    for (const auto& p : hand["players"])
      if (p["name"] == "me") seat = p["seat"];
    for (const auto& a : hand["actions"])
      if (a["seat"] == seat) out.push_back(a);
  }
  return out;
}

}  // namespace

TEST_CASE("arena play: a person plays from the keyboard; a bad entry is asked again, not folded") {
  const fs::path results = scratch_dir("human-play");
  ArenaOnTerminal arena({"play", "build/bin/caller", "--hand-limit", "2", "--seed", "keys",
                         "--stack", "1000", "--results", results.string(), "--name", "p"});
  int prompts = 0;
  const int status = arena.play([&](const std::string&) {
    ++prompts;
    if (prompts == 1) return std::string("zz");   // not an entry
    if (prompts == 2) return std::string("r 5");  // below the smallest raise
    return std::string("c");
  });
  INFO(arena.screen());
  CHECK(status == 0);
  CHECK(shows(arena.screen(), "'zz' is not one of the options"));
  CHECK(shows(arena.screen(), "a total from "));
  CHECK(shows(arena.screen(), "your cards: "));
  CHECK(shows(arena.screen(), "Over after 2 hands"));
  // Logged like anyone's: every decision of the seat is a call or a check, none forced.
  const auto actions = my_actions(results / "p");
  REQUIRE(!actions.empty());
  for (const auto& a : actions) {
    CHECK((a["action"] == "call" || a["action"] == "check"));
    CHECK_FALSE(a.contains("forced"));
  }
}

TEST_CASE("a human seat that does not answer times out as a bot does, after its own time") {
  const fs::path results = scratch_dir("human-timeout");
  ArenaOnTerminal arena({"run", "--bot", "me=human", "--bot", "caller=build/bin/caller",
                         "--hand-limit", "1", "--seed", "slow", "--human-decision-ms", "1000",
                         "--results", results.string(), "--name", "t"});
  const int status = arena.play([](const std::string&) { return std::string(); });
  INFO(arena.screen());
  CHECK(status == 0);
  CHECK(shows(arena.screen(), "time's up: the arena acts for you"));
  CHECK(shows(arena.screen(), "the arena acted for you (time)"));
  // The time left is shown again as it runs out (half of it gone), not only when asked.
  CHECK(shows(arena.screen(), " s left"));
  const auto actions = my_actions(results / "t");
  REQUIRE(!actions.empty());
  CHECK(actions.front()["forced"] == "timeout");
}

TEST_CASE("a human seat draws in a draw game: cards not held are asked again, p stands pat") {
  const fs::path results = scratch_dir("human-draw");
  ArenaOnTerminal arena({"play", "build/bin/caller", "--game", "2-7-single-draw", "--hand-limit",
                         "1", "--seed", "draw", "--results", results.string(), "--name", "d"});
  int discard_prompts = 0;
  const int status = arena.play([&](const std::string& screen) {
    // This prompt's own text: since the one before it.
    const auto before = screen.rfind(" s> ", screen.size() - 5);
    const bool drawing = screen.find("discard: d CARDS",
                                     before == std::string::npos ? 0 : before) != std::string::npos;
    if (!drawing) return std::string("c");
    return std::string(++discard_prompts == 1 ? "d 1x" : "p");
  });
  INFO(arena.screen());
  CHECK(status == 0);
  CHECK(discard_prompts == 2);
  CHECK(shows(arena.screen(), "1x is not one of your cards"));
  CHECK(shows(arena.screen(), "you stand pat"));
  bool stood_pat = false;
  for (const auto& a : my_actions(results / "d"))
    if (a["action"] == "discard") stood_pat = a["cards"].empty();
  CHECK(stood_pat);
}

namespace {

// A heads-up `arena play` against the caller in which, at the seat's first prompt, `interrupt`
// is done (a Ctrl-C typed, a SIGINT sent to the arena); later prompts are answered `c`.
void interrupt_at_first_prompt(const std::string& name,
                               const std::function<void(ArenaOnTerminal&)>& interrupt) {
  const fs::path results = scratch_dir(name);
  ArenaOnTerminal arena({"play", "build/bin/caller", "--hand-limit", "3", "--seed", "stop",
                         "--human-decision-ms", "3000", "--results", results.string(), "--name",
                         "i"});
  int prompts = 0;
  const int status = arena.play([&](const std::string&) {
    if (++prompts > 1) return std::string("c");
    interrupt(arena);
    return std::string();
  });
  INFO(arena.screen());
  // The run ends after the hand in play, with its results written, and exits as interrupted.
  CHECK(status == 130);
  CHECK(shows(arena.screen(), "The run stops after this hand: you check or fold to its end."));
  CHECK(shows(arena.screen(), "Interrupted after 1 hands"));
  // The seat asked no more and never ran out of time: one prompt, nothing forced.
  CHECK(prompts == 1);
  CHECK_FALSE(shows(arena.screen(), "time's up"));
  const auto standings = nlohmann::json::parse(read_file(results / "i" / "standings.json"));
  CHECK(standings["interrupted"] == true);
  CHECK(standings["hands"] == 1);
  const auto actions = my_actions(results / "i");
  REQUIRE(!actions.empty());
  for (const auto& a : actions) CHECK_FALSE(a.contains("forced"));
}

}  // namespace

TEST_CASE("arena play: one Ctrl-C at the prompt ends the run after the hand, results written") {
  interrupt_at_first_prompt("human-ctrl-c", [](ArenaOnTerminal& arena) { arena.press("\x03"); });
}

TEST_CASE("arena play: a SIGINT the arena gets while the person is asked ends the run too") {
  interrupt_at_first_prompt("human-sigint",
                            [](ArenaOnTerminal& arena) { ::kill(arena.pid(), SIGINT); });
}

TEST_CASE("arena play: Ctrl-Z at the prompt pauses the run; the time stopped is not the seat's") {
  const fs::path results = scratch_dir("human-ctrl-z");
  ArenaOnTerminal arena({"play", "build/bin/caller", "--hand-limit", "1", "--seed", "pause",
                         "--human-decision-ms", "12000", "--results", results.string(), "--name",
                         "z"});
  // 12 s: room for the prompt to reach the test and Ctrl-Z to stop the arena on a busy machine
  // under the sanitizers (6 s was not, beside another sanitized test starting bots: 3 s went
  // before the pause took hold, and the rest after it); the pause then outlasts it.
  int prompts = 0;
  bool paused = false;
  const int status = arena.play([&](const std::string&) {
    if (++prompts > 1) return std::string("c");
    arena.press("\x1a");
    // The seat passes Ctrl-Z to the arena, which stops its bots, the seat and itself.
    paused = wait_for([&] { return process_state(arena.pid()) == 'T'; });
    for (const pid_t seat : children_of(arena.pid())) CHECK(process_state(seat) == 'T');
    std::this_thread::sleep_for(std::chrono::milliseconds(12500));  // past the seat's time
    ::kill(arena.pid(), SIGCONT);
    return std::string();
  });
  INFO(arena.screen());
  CHECK(paused);
  CHECK(status == 0);
  CHECK(shows(arena.screen(), "(continued)"));
  CHECK_FALSE(shows(arena.screen(), "time's up"));
  const auto actions = my_actions(results / "z");
  REQUIRE(!actions.empty());
  for (const auto& a : actions) CHECK_FALSE(a.contains("forced"));
}
