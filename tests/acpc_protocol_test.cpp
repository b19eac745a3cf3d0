// What the ACPC adapter tells an ACPC client, checked against the ACPC server's own protocol
// document: github:dmorrill10/project_acpc_server, protocol.md, section "Examples" (the lines
// marked "S->", the dealer's messages to one client). The real adapter (build/bin/acpc_adapter)
// is fed, on its stdin, the arena messages of the same hands, and the real test client
// (tests/bots/acpc_client.cpp) logs every state it receives; they must be the document's lines,
// in order, one before each action whoever acts, and the final one (dealer.c gameLoop). Only the
// hand numbers differ: the document's are 30, 31, 55, 90; the adapter numbers a match's hands
// from 0 (dealer.c gameLoop: handId = 0), and protocol.md says clients assume nothing of them.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/arena_runner.hpp"
#include "support/paths.hpp"

using namespace test_arena;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// The arena's side of one seat's conversation (sdk/PROTOCOL.md), written message by message.
struct Script {
  std::vector<json> lines;
  int seat = 0, act_id = 0, hand = 0;
  json stacks;

  Script(const std::string& structure, int my_seat, int players, long stack, long sb, long bb)
      : seat(my_seat) {
    json seats = json::array();
    for (int p = 0; p < players; ++p)
      seats.push_back({{"seat", p}, {"name", "p" + std::to_string(p)}});
    lines.push_back(
        {{"type", "hello"},
         {"protocol", 1},
         {"mode", "match"},
         {"tournament", "t"},
         {"seat", my_seat},
         {"name", "p" + std::to_string(my_seat)},
         {"players", seats},
         {"game", {{"variant", "holdem"}, {"structure", structure}, {"starting_stack", stack}}},
         {"schedule",
          {{"name", "m"},
           {"unit", "hands"},
           {"levels",
            {{{"level", 1},
              {"small_blind", sb},
              {"big_blind", bb},
              {"ante", 0},
              {"ante_kind", "none"},
              {"length", 0}}}}}},
         {"time", {{"decision_ms", 5000}, {"startup_ms", 10000}}}});
    stacks = json::array();
    for (int p = 0; p < players; ++p)
      stacks.push_back({{"seat", p}, {"name", "p" + std::to_string(p)}, {"stack", stack}});
  }
  void start(int button, int sb_seat, int bb_seat, long sb, long bb,
             std::vector<std::string> hole) {
    lines.push_back({{"type", "hand_start"},
                     {"hand", ++hand},
                     {"level", 1},
                     {"small_blind", sb},
                     {"big_blind", bb},
                     {"ante", 0},
                     {"ante_kind", "none"},
                     {"button", button},
                     {"small_blind_seat", sb_seat},
                     {"big_blind_seat", bb_seat},
                     {"seats", stacks},
                     {"seat", seat},
                     {"hole", hole}});
    lines.push_back({{"type", "post"},
                     {"hand", hand},
                     {"seat", sb_seat},
                     {"blind", "small_blind"},
                     {"amount", sb}});
    lines.push_back({{"type", "post"},
                     {"hand", hand},
                     {"seat", bb_seat},
                     {"blind", "big_blind"},
                     {"amount", bb}});
  }
  // An action; `added` is what it puts in, `to` its street total for a bet or raise.
  void acted(int who, const std::string& street, const std::string& action, long added,
             long to = 0) {
    if (who == seat) act(street, action);
    lines.push_back({{"type", "acted"},
                     {"hand", hand},
                     {"seat", who},
                     {"street", street},
                     {"action", action},
                     {"amount", to},
                     {"added", added}});
  }
  void act(const std::string& street, const std::string& action) {
    const bool facing = action == "call" || action == "fold" || action == "raise";
    json legal = facing ? json{"fold", "call", "raise"} : json{"check", "bet"};
    lines.push_back({{"type", "act"},
                     {"id", ++act_id},
                     {"hand", hand},
                     {"street", street},
                     {"legal", legal},
                     {"to_call", facing ? 1 : 0},
                     {"min_raise_to", 1},
                     {"max_raise_to", 1},
                     {"time_ms", 5000}});
  }
  void board(const std::string& street, std::vector<std::string> cards) {
    lines.push_back({{"type", "board"}, {"hand", hand}, {"street", street}, {"cards", cards}});
  }
  void show(int who, std::vector<std::string> cards) {
    lines.push_back({{"type", "show"}, {"hand", hand}, {"seat", who}, {"cards", cards}});
  }
  void end() { lines.push_back({{"type", "hand_end"}, {"hand", hand}}); }
};

// Runs the real adapter with the real test client on `script`; the states the client received,
// with the hand numbers replaced by `numbers` (the adapter's 0, 1, ... in order), one a line.
std::string states_told(const Script& script, const std::string& name,
                        const std::vector<int>& numbers) {
  const fs::path dir = scratch_dir(name);
  {
    std::ofstream in(dir / "arena.jsonl");
    for (const json& line : script.lines) in << line.dump() << "\n";
  }
  const std::string command = "cd '" + dir.string() + "' && '" + test_paths::bin("acpc_adapter") +
                              "' '" + test_paths::bin("testbot_acpc_client") +
                              "' {game} {host} {port} call < arena.jsonl > out.jsonl 2> err.log";
  REQUIRE(std::system(command.c_str()) == 0);
  std::string states;
  std::istringstream err(read_file(dir / "err.log"));
  for (std::string line; std::getline(err, line);) {
    if (line.rfind("state ", 0) != 0) continue;
    std::string state = line.substr(6);  // MATCHSTATE:<position>:<hand>:...
    const std::size_t at = state.find(':', 11) + 1, end = state.find(':', at);
    const int hand = std::stoi(state.substr(at, end - at));
    REQUIRE(hand < static_cast<int>(numbers.size()));
    state.replace(at, end - at, std::to_string(numbers[static_cast<std::size_t>(hand)]));
    states += state + "\n";
  }
  return states;
}

std::string lines(const std::vector<std::string>& states) {
  std::string out;
  for (const std::string& state : states) out += state + "\n";
  return out;
}

}  // namespace

TEST_CASE("acpc: two-player no-limit states are protocol.md's, all-in included") {
  // protocol.md "Two player no-limit Texas Hold'em": holdem.nolimit.2p.reverse_blinds.game,
  // stacks 20000, blinds 50/100; position 0 is the big blind. The client is seat 0.
  Script s("no-limit", 0, 2, 20000, 50, 100);
  // Hand 30: the client (big blind) checks, then bets each street to hand totals 250, 500, 1250.
  s.start(1, 1, 0, 50, 100, {"9s", "8h"});
  s.acted(1, "preflop", "call", 50);
  s.acted(0, "preflop", "check", 0);
  s.board("flop", {"8c", "8d", "5c"});
  s.acted(0, "flop", "bet", 150, 150);
  s.acted(1, "flop", "call", 150);
  s.board("turn", {"6s"});
  s.acted(0, "turn", "bet", 250, 250);
  s.acted(1, "turn", "call", 250);
  s.board("river", {"2d"});
  s.acted(0, "river", "bet", 750, 750);
  s.acted(1, "river", "call", 750);
  s.show(0, {"9s", "8h"});
  s.show(1, {"9c", "6h"});
  s.end();
  // Hand 31: the client is the button (small blind); all in on the turn, the river run out.
  s.start(0, 0, 1, 50, 100, {"Jd", "Tc"});
  s.acted(0, "preflop", "raise", 250, 300);
  s.acted(1, "preflop", "raise", 800, 900);
  s.acted(0, "preflop", "call", 600);
  s.board("flop", {"6d", "Jc", "9c"});
  s.acted(1, "flop", "bet", 900, 900);
  s.acted(0, "flop", "raise", 2700, 2700);
  s.acted(1, "flop", "raise", 7200, 8100);
  s.acted(0, "flop", "call", 5400);
  s.board("turn", {"Kh"});
  s.acted(1, "turn", "bet", 11000, 11000);
  s.acted(0, "turn", "call", 11000);
  s.board("river", {"Qc"});
  s.show(1, {"Ks", "Js"});
  s.show(0, {"Jd", "Tc"});
  s.end();
  const std::string expected = lines({
      // protocol.md, verbatim (the S-> lines)
      "MATCHSTATE:0:30::9s8h|",
      "MATCHSTATE:0:30:c:9s8h|",
      "MATCHSTATE:0:30:cc/:9s8h|/8c8d5c",
      "MATCHSTATE:0:30:cc/r250:9s8h|/8c8d5c",
      "MATCHSTATE:0:30:cc/r250c/:9s8h|/8c8d5c/6s",
      "MATCHSTATE:0:30:cc/r250c/r500:9s8h|/8c8d5c/6s",
      "MATCHSTATE:0:30:cc/r250c/r500c/:9s8h|/8c8d5c/6s/2d",
      "MATCHSTATE:0:30:cc/r250c/r500c/r1250:9s8h|/8c8d5c/6s/2d",
      "MATCHSTATE:0:30:cc/r250c/r500c/r1250c:9s8h|9c6h/8c8d5c/6s/2d",
      "MATCHSTATE:1:31::|JdTc",
      "MATCHSTATE:1:31:r300:|JdTc",
      "MATCHSTATE:1:31:r300r900:|JdTc",
      "MATCHSTATE:1:31:r300r900c/:|JdTc/6dJc9c",
      "MATCHSTATE:1:31:r300r900c/r1800:|JdTc/6dJc9c",
      "MATCHSTATE:1:31:r300r900c/r1800r3600:|JdTc/6dJc9c",
      "MATCHSTATE:1:31:r300r900c/r1800r3600r9000:|JdTc/6dJc9c",
      "MATCHSTATE:1:31:r300r900c/r1800r3600r9000c/:|JdTc/6dJc9c/Kh",
      "MATCHSTATE:1:31:r300r900c/r1800r3600r9000c/r20000:|JdTc/6dJc9c/Kh",
      "MATCHSTATE:1:31:r300r900c/r1800r3600r9000c/r20000c/:KsJs|JdTc/6dJc9c/Kh/Qc",
  });
  CHECK(states_told(s, "acpc-doc-nl", {30, 31}) == expected);
}

TEST_CASE("acpc: three-player limit states are protocol.md's, folds included") {
  // protocol.md "Three player limit Texas Hold'em": holdem.limit.3p.game, blinds 5/10, bets
  // 10 and 20; position 0 is the small blind, 2 the button. The client is seat 0.
  Script s("fixed-limit", 0, 3, 1000, 5, 10);
  // Hand 55: the client is the button (position 2) and folds on the river.
  s.start(0, 1, 2, 5, 10, {"As", "Ts"});
  s.acted(0, "preflop", "raise", 20, 20);
  s.acted(1, "preflop", "call", 15);
  s.acted(2, "preflop", "call", 10);
  s.board("flop", {"4c", "Jh", "8h"});
  s.acted(1, "flop", "bet", 10, 10);
  s.acted(2, "flop", "fold", 0);
  s.acted(0, "flop", "call", 10);
  s.board("turn", {"Kd"});
  s.acted(1, "turn", "bet", 20, 20);
  s.acted(0, "turn", "call", 20);
  s.board("river", {"8c"});
  s.acted(1, "river", "bet", 20, 20);
  s.acted(0, "river", "fold", 0);
  s.end();
  // Hand 90: the client is the small blind (position 0); the big blind folds pre-flop.
  s.start(2, 0, 1, 5, 10, {"Ad", "6h"});
  s.acted(2, "preflop", "call", 10);
  s.acted(0, "preflop", "raise", 15, 20);
  s.acted(1, "preflop", "fold", 0);
  s.acted(2, "preflop", "call", 10);
  s.board("flop", {"Ts", "Kd", "7h"});
  s.acted(0, "flop", "bet", 10, 10);
  s.acted(2, "flop", "call", 10);
  s.board("turn", {"Kh"});
  s.acted(0, "turn", "bet", 20, 20);
  s.acted(2, "turn", "call", 20);
  s.board("river", {"6d"});
  s.acted(0, "river", "bet", 20, 20);
  s.acted(2, "river", "call", 20);
  s.show(0, {"Ad", "6h"});
  s.show(2, {"Td", "2h"});
  s.end();
  const std::string expected = lines({
      // protocol.md, verbatim (the S-> lines)
      "MATCHSTATE:2:55::||AsTs",
      "MATCHSTATE:2:55:r:||AsTs",
      "MATCHSTATE:2:55:rc:||AsTs",
      "MATCHSTATE:2:55:rcc/:||AsTs/4cJh8h",
      "MATCHSTATE:2:55:rcc/r:||AsTs/4cJh8h",
      "MATCHSTATE:2:55:rcc/rf:||AsTs/4cJh8h",
      "MATCHSTATE:2:55:rcc/rfc/:||AsTs/4cJh8h/Kd",
      "MATCHSTATE:2:55:rcc/rfc/r:||AsTs/4cJh8h/Kd",
      "MATCHSTATE:2:55:rcc/rfc/rc/:||AsTs/4cJh8h/Kd/8c",
      "MATCHSTATE:2:55:rcc/rfc/rc/r:||AsTs/4cJh8h/Kd/8c",
      "MATCHSTATE:2:55:rcc/rfc/rc/rf:||AsTs/4cJh8h/Kd/8c",
      "MATCHSTATE:0:90::Ad6h||",
      "MATCHSTATE:0:90:c:Ad6h||",
      "MATCHSTATE:0:90:cr:Ad6h||",
      "MATCHSTATE:0:90:crf:Ad6h||",
      "MATCHSTATE:0:90:crfc/:Ad6h||/TsKd7h",
      "MATCHSTATE:0:90:crfc/r:Ad6h||/TsKd7h",
      "MATCHSTATE:0:90:crfc/rc/:Ad6h||/TsKd7h/Kh",
      "MATCHSTATE:0:90:crfc/rc/r:Ad6h||/TsKd7h/Kh",
      "MATCHSTATE:0:90:crfc/rc/rc/:Ad6h||/TsKd7h/Kh/6d",
      "MATCHSTATE:0:90:crfc/rc/rc/r:Ad6h||/TsKd7h/Kh/6d",
      "MATCHSTATE:0:90:crfc/rc/rc/rc:Ad6h||Td2h/TsKd7h/Kh/6d",
  });
  CHECK(states_told(s, "acpc-doc-fl3", {55, 90}) == expected);
}
