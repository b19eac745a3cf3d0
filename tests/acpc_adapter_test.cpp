// ACPC bots playing unchanged: a minimal ACPC client (tests/bots/acpc_client.cpp, written from the
// ACPC server's protocol.md and example_player.c, github:dmorrill10/project_acpc_server) seated
// with `acpc:COMMAND` through the real adapter, the arena and the sample bots; what the client was
// shown is checked against the arena's own log. The exact strings of the dealer are checked in
// acpc_protocol_test.cpp; the real example_player is run by scripts/acpc-check (by hand).
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "support/arena_runner.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

const std::string kClient = "acpc:build/bin/testbot_acpc_client {game} {host} {port}";

// The last state the client was shown for each ACPC hand number: its betting string.
std::map<int, std::string> betting_seen(const std::string& stderr_log) {
  std::map<int, std::string> out;
  std::istringstream in(stderr_log);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("state MATCHSTATE:", 0) != 0) continue;
    std::vector<std::string> fields;
    std::istringstream parts(line.substr(6));
    for (std::string f; std::getline(parts, f, ':');) fields.push_back(f);
    if (fields.size() >= 4) out[std::stoi(fields[2])] = fields[3];
  }
  return out;
}

// The ACPC betting string a logged heads-up no-limit hand (no antes) gives: f, c, r<hand total>,
// rounds split by '/' as the board comes.
std::string acpc_betting(const nlohmann::json& hand) {
  std::map<int, long> total;
  const int button = hand["button"];
  for (const auto& p : hand["players"])
    total[p["seat"]] =
        p["seat"] == button ? hand["small_blind"].get<long>() : hand["big_blind"].get<long>();
  std::string out, street = "preflop";
  for (const auto& a : hand["actions"]) {
    if (a["street"] == "showdown") continue;
    for (; street != a["street"];)  // a new round for each street reached
      street = street == "preflop" ? "flop" : street == "flop" ? "turn" : "river", out += "/";
    const int seat = a["seat"];
    total[seat] += a.value("added", 0L);
    const std::string action = a["action"];
    out += action == "fold"                       ? "f"
           : action == "bet" || action == "raise" ? "r" + std::to_string(total[seat])
                                                  : "c";
  }
  const std::size_t board = hand.value("board", nlohmann::json::array()).size();
  const std::size_t rounds = board == 0 ? 0 : board - 2;  // 3 cards: 1 round more, then +1 each
  for (std::size_t r = static_cast<std::size_t>(std::count(out.begin(), out.end(), '/'));
       r < rounds; ++r)
    out += "/";
  return out;
}

}  // namespace

TEST_CASE("acpc: an ACPC client plays no-limit heads-up; its betting is the arena's hand") {
  const fs::path results = scratch_dir("acpc-nl");
  const RunResult r =
      run_arena("match" + kUnhurried + " --hands 30 --seed acpc --bot 'acpc=" + kClient +
                    " raise' --bot raiser=build/bin/raiser --quiet",
                "nl", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const auto acpc = standing_of(r, "acpc");
  CHECK(acpc["protocol_errors"] == 0);
  CHECK(acpc["timeouts"] == 0);
  const std::string log = read_file(results / "nl" / "logs" / "acpc.stderr.log");
  const auto seen = betting_seen(log);
  const auto hands = read_jsonl(results / "nl" / "hands.jsonl");
  REQUIRE(hands.size() == 30);
  int raises = 0;
  for (std::size_t h = 0; h < hands.size(); ++h) {
    CAPTURE(h);
    REQUIRE(seen.count(static_cast<int>(h)) == 1);
    CHECK(seen.at(static_cast<int>(h)) == acpc_betting(hands[h]));
    for (const auto& a : hands[h]["actions"])
      if (a["action"] == "raise" && a["seat"] == standing_of(r, "acpc")["seat"]) ++raises;
  }
  CHECK(raises > 0);  // its raises, hand totals in ACPC, came through as the arena's raises
  CHECK(fs::exists(results / "nl" / "logs" / "acpc.stderr.log"));
}

TEST_CASE("acpc: fixed-limit at a table of three, and a sit-and-go whose table shrinks") {
  const fs::path results = scratch_dir("acpc-fl");
  const RunResult limit =
      run_arena("match" + kUnhurried +
                    " --hands 12 --structure fixed-limit --seed acpc3 --bot 'a=" + kClient +
                    " raise' --bot c=build/bin/caller --bot " + "r=build/bin/raiser --quiet",
                "fl", results);
  INFO(limit.output);
  REQUIRE(limit.exit_code == 0);
  CHECK(standing_of(limit, "a")["protocol_errors"] == 0);
  CHECK(standing_of(limit, "a")["timeouts"] == 0);

  const RunResult sng = run_arena(
      "run" + kUnhurried + " --schedule hyper_turbo --stack 300 --seed shrink --bot 'a=" + kClient +
          "' --bot r=build/bin/raiser --bot r2=build/bin/raiser --quiet",
      "sng", results);
  INFO(sng.output);
  REQUIRE(sng.exit_code == 0);
  CHECK(standing_of(sng, "a")["protocol_errors"] == 0);
  CHECK(standing_of(sng, "a")["ended"] != "crashed");
}

TEST_CASE("acpc: a game ACPC does not define is refused before the first hand, saying why") {
  const fs::path results = scratch_dir("acpc-refused");
  const RunResult r =
      run_arena("run --game badugi --bot 'a=" + kClient + "' --bot c=build/bin/caller --quiet",
                "badugi", results);
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("ACPC bots play Texas Hold'em") != std::string::npos);
}

// A client that cannot start is a bot that cannot start (sdk/PROTOCOL.md, "Handshake"): the adapter
// answers hello only once its client has connected and greeted, else exits saying why, and the
// run stops before its first hand quoting that.
TEST_CASE("acpc: a client that never connects, or greets wrongly, stops the run before hand 1") {
  const fs::path results = scratch_dir("acpc-no-start");
  const RunResult silent = run_arena("match --hands 5 --startup-ms 4000 --bot 'a=" + kClient +
                                         " no-connect' --bot c=build/bin/caller --quiet",
                                     "silent", results);
  INFO(silent.output);
  CHECK(silent.exit_code == 1);
  CHECK(silent.output.find("stopped before the first hand") != std::string::npos);
  CHECK(silent.output.find("did not connect to port") != std::string::npos);
  CHECK(silent.hands.empty());

  // dealer.c checkVersion reads sscanf(line, "VERSION:%u.%u.%u"): "VERSION:2:0:0" is not it.
  const RunResult colon = run_arena(
      "match --hands 5 --bot 'a=" + kClient + " greet-colon' --bot c=build/bin/caller --quiet",
      "colon", results);
  INFO(colon.output);
  CHECK(colon.exit_code == 1);
  CHECK(colon.output.find("stopped before the first hand") != std::string::npos);
  CHECK(colon.output.find("greeted with \"VERSION:2:0:0\"") != std::string::npos);
  CHECK(colon.hands.empty());
}

TEST_CASE("acpc: a client that dies mid-run leaves its seat crashed, saying why") {
  const fs::path results = scratch_dir("acpc-dies");
  const RunResult r =
      run_arena("match" + kUnhurried + " --hands 20 --seed dies --bot 'a=" + kClient +
                    " exit-after-12' --bot c=build/bin/caller --quiet",
                "dies", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const auto a = standing_of(r, "a");
  CHECK(a["ended"] == "crashed");
  const std::string note = a["note"].get<std::string>();
  CHECK(note.find("its process exited with code 1 in hand") == 0);
  // The arena's note says when, and quotes the adapter's last words, which say why; they are
  // in the seat's stderr log too.
  CHECK(note.find("its stderr ends: ") != std::string::npos);
  CHECK(note.find("testbot_acpc_client exited with status 3") != std::string::npos);
  CHECK(read_file(results / "dies" / "logs" / "a.stderr.log")
            .find("testbot_acpc_client exited with status 3") != std::string::npos);
  CHECK(r.hands.size() == 20);
}
