// `arena verify` on real runs of the real arena (seeded, drawn seed, hand limit, a no-show and
// a hanging bot, an interrupted run), then on tampered copies of a run: each edit is caught with
// a message naming the hand (or file) and the field, and a non-zero exit. Also: a drawn seed
// stays secret until the run ends, and config.json loads back through arena/config.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <functional>
#include <thread>

#include "arena/config/run_settings.hpp"
#include "engine/deal.hpp"
#include "support/arena_command.hpp"

using namespace test_arena;

namespace {

const std::string kQuick =
    "run --schedule schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --grace-ms 1000 "
    "--quiet";
const std::string kThreeBots =
    " --bot raiser=build/bin/raiser --bot caller=build/bin/caller --bot "
    "'random=build/bin/random_bot --seed 3'";

// One real seeded run shared by the tampering cases (runs once per test process). The random bot
// is seeded too, so the run is the same on every machine: 12 hands with calls, a fold and boards.
const RunResult& seeded_run() {
  static const RunResult r = [] {
    return run_arena(kQuick + " --seed 7" + kThreeBots, "seeded", scratch_dir("verify-seeded"));
  }();
  return r;
}

// One duplicate match shared by the match cases: played once, not once per SUBCASE (each
// SUBCASE runs its test case again from the top).
const RunResult& duplicate_match() {
  static const RunResult r = [] {
    return run_arena(
        "match --seed 11 --hands 36 --duplicate --small-blind 10 --big-blind 20 --stack 1000 "
        "--ante 5 --decision-ms 5000 --quiet --bot raiser=build/bin/raiser --bot "
        "caller=build/bin/caller --bot 'random=build/bin/random_bot --seed 6'",
        "match", scratch_dir("verify-match"));
  }();
  return r;
}

CommandResult verify(const std::filesystem::path& dir, const std::string& extra = "") {
  return arena_command("verify " + quoted(dir) + extra);
}

// A copy of the seeded run to tamper with. The edits reach into its first three hands.
std::filesystem::path copy_of_run(const std::string& name) {
  REQUIRE(seeded_run().exit_code == 0);
  REQUIRE(seeded_run().hands.size() >= 3);
  const auto dir = scratch_dir("verify-tamper-" + name) / "run";
  std::filesystem::copy(seeded_run().dir, dir, std::filesystem::copy_options::recursive);
  return dir;
}

std::vector<std::string> read_lines(const std::filesystem::path& p) {
  std::vector<std::string> lines;
  std::ifstream in(p);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

void write_lines(const std::filesystem::path& p, const std::vector<std::string>& lines) {
  std::ofstream out(p, std::ios::trunc);
  for (const auto& l : lines) out << l << '\n';
}

// Applies `edit` to hand `hand` (1-based) of the copy's hands.jsonl.
void edit_hand(const std::filesystem::path& dir, std::size_t hand,
               const std::function<void(nlohmann::json&)>& edit) {
  auto lines = read_lines(dir / "hands.jsonl");
  REQUIRE(hand <= lines.size());
  nlohmann::json j = nlohmann::json::parse(lines[hand - 1]);
  edit(j);
  lines[hand - 1] = j.dump();
  write_lines(dir / "hands.jsonl", lines);
}

void edit_json_file(const std::filesystem::path& p,
                    const std::function<void(nlohmann::json&)>& edit) {
  nlohmann::json j = nlohmann::json::parse(read_file(p));
  edit(j);
  std::ofstream(p, std::ios::trunc) << j.dump(2) << '\n';
}

// The first hand (1-based) whose actions include a call, and the index of that call.
std::pair<std::size_t, std::size_t> first_call(const RunResult& r) {
  for (std::size_t h = 0; h < r.hands.size(); ++h)
    for (std::size_t a = 0; a < r.hands[h]["actions"].size(); ++a)
      if (r.hands[h]["actions"][a]["action"] == "call" && r.hands[h]["actions"][a]["amount"] > 0)
        return {h + 1, a};
  return {0, 0};
}

void check_fails(const CommandResult& v, const std::string& expected) {
  INFO("stderr: " << v.err);
  INFO("stdout: " << v.out);
  CHECK(v.exit_code == 1);
  CHECK(v.err.find(expected) != std::string::npos);
}

}  // namespace

TEST_CASE("verify re-derives a real seeded run: every hand, place and point matches") {
  const RunResult& r = seeded_run();
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.hands.size() >= 3);
  const CommandResult v = verify(r.dir);
  INFO(v.err);
  CHECK(v.exit_code == 0);
  CHECK(v.out.find(std::to_string(r.hands.size()) + " hands re-derived") != std::string::npos);
  // The hash printed on the terminal at the start is accepted too.
  CHECK(verify(r.dir, " --seed-hash " + r.config["seed_hash"].get<std::string>()).exit_code == 0);
}

TEST_CASE("provably fair: a drawn seed is hashed before the first hand and revealed at the end") {
  const RunResult r = run_arena(kQuick + kThreeBots, "drawn", scratch_dir("verify-drawn"));
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const std::string seed = r.config["seed"].get<std::string>();
  const std::string hash = r.config["seed_hash"].get<std::string>();
  CHECK(seed.size() == 64);  // drawn from the operating system
  CHECK(poker::Seed::from_text(seed).commitment() == hash);
  CHECK(r.standings["seed"] == seed);
  // Printed before the first hand: the line with the hash precedes the standings table.
  const auto printed = r.output.find("seed hash (BLAKE2b-256) " + hash);
  CHECK(printed != std::string::npos);
  CHECK(printed < r.output.find("place"));
  const CommandResult v = verify(r.dir);
  INFO(v.err);
  CHECK(v.exit_code == 0);
  // A hash noted at the start that is not the logged one fails.
  check_fails(verify(r.dir, " --seed-hash " + std::string(64, '0')),
              "config.json: seed_hash: log says " + hash);
}

TEST_CASE("a run's config.json loads back through arena/config, with seed_hash and a null seed") {
  const RunResult& r = seeded_run();
  REQUIRE(r.exit_code == 0);
  const arena::RunSettings c = arena::parse_settings_text(r.config.dump(), "config.json");
  CHECK(c.seed == "7");
  CHECK(c.bots.size() == 3);
  nlohmann::json hidden = r.config;
  hidden["seed"] = nullptr;  // as written while a drawn seed is still secret
  CHECK(arena::parse_settings_text(hidden.dump(), "config.json").seed.empty());
  hidden["seed_hash"] = 5;
  CHECK_THROWS_WITH_AS(arena::parse_settings_text(hidden.dump(), "config.json"),
                       doctest::Contains("seed_hash"), arena::ConfigError);
}

TEST_CASE("verify handles hand-limit endings, no-shows, time-outs and forced folds") {
  const auto results = scratch_dir("verify-limits");
  const RunResult r = run_arena(
      "run --schedule schedules/hyper_turbo.json --stack 400 --hand-limit 12 --seed 3 "
      "--decision-ms 100 --startup-ms 2000 --timeouts-in-a-row 2 --grace-ms 300 --quiet "
      "--allow-absent "
      "--bot hang=build/bin/testbot_bad_hang --bot gone=build/bin/testbot_bad_exit_before_hello "
      "--bot raiser=build/bin/raiser --bot caller=build/bin/caller",
      "limits", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  bool forced = false, folded_before_showdown = false;
  for (const auto& h : r.hands) {
    folded_before_showdown = folded_before_showdown || !h["folds_before_showdown"].empty();
    for (const auto& a : h["actions"]) forced = forced || a.contains("forced");
  }
  CHECK(forced);
  CHECK(folded_before_showdown);
  const CommandResult v = verify(r.dir);
  INFO(v.err);
  CHECK(v.exit_code == 0);
  if (r.hands.size() == 12) CHECK(v.out.find("hand limit") != std::string::npos);
}

TEST_CASE("tampered logs: an edited hole card is caught with its hand and field") {
  const auto dir = copy_of_run("card");
  edit_hand(dir, 2, [](nlohmann::json& h) {
    std::swap(h["players"][0]["hole"][0], h["players"][1]["hole"][0]);
  });
  check_fails(verify(dir), "hand 2: players[0].hole[0]: log says");
}

TEST_CASE("tampered logs: an edited board card") {
  const auto dir = copy_of_run("board");
  // The first hand that reached the flop.
  std::size_t hand = 0;
  for (std::size_t h = 0; h < seeded_run().hands.size() && hand == 0; ++h)
    if (!seeded_run().hands[h]["board"].empty()) hand = h + 1;
  REQUIRE(hand > 0);
  edit_hand(dir, hand,
            [](nlohmann::json& h) { std::swap(h["board"][0], h["players"][0]["hole"][1]); });
  check_fails(verify(dir), "hand " + std::to_string(hand) + ": players[0].hole[1]: log says");
}

TEST_CASE("tampered logs: an edited amount") {
  const auto call = first_call(seeded_run());
  const auto hand = call.first;
  const auto action = call.second;
  REQUIRE(hand > 0);
  const auto dir = copy_of_run("amount");
  edit_hand(dir, hand, [&](nlohmann::json& h) {
    h["actions"][action]["amount"] = h["actions"][action]["amount"].get<long long>() + 5;
  });
  check_fails(verify(dir), "hand " + std::to_string(hand) + ": actions[" + std::to_string(action) +
                               "].amount: log says");
}

TEST_CASE("tampered logs: an edited stack names the hand, the stack and both values") {
  const auto dir = copy_of_run("stack");
  const nlohmann::json& logged = seeded_run().hands[2]["stacks"][1]["stack"];
  const long long real = logged.get<long long>();
  edit_hand(dir, 3, [&](nlohmann::json& h) { h["stacks"][1]["stack"] = real + 50; });
  check_fails(verify(dir), "hand 3: stacks[1].stack: log says " + std::to_string(real + 50) +
                               ", replay gives " + std::to_string(real));
}

TEST_CASE("tampered logs: a dropped hand, a garbage line, a truncated log, a changed action") {
  SUBCASE("a hand dropped from the middle") {
    const auto dir = copy_of_run("dropped");
    auto lines = read_lines(dir / "hands.jsonl");
    lines.erase(lines.begin() + 1);
    write_lines(dir / "hands.jsonl", lines);
    check_fails(verify(dir),
                "hands.jsonl line 2: hand: log says 3, replay gives 2 (a hand is "
                "missing)");
  }
  SUBCASE("the last hand dropped") {
    const auto dir = copy_of_run("last");
    auto lines = read_lines(dir / "hands.jsonl");
    lines.pop_back();
    write_lines(dir / "hands.jsonl", lines);
    check_fails(verify(dir), "hands.jsonl: the log ends after hand " +
                                 std::to_string(seeded_run().hands.size() - 1) +
                                 ", but the tournament goes on");
  }
  SUBCASE("a garbage line") {
    const auto dir = copy_of_run("garbage");
    auto lines = read_lines(dir / "hands.jsonl");
    lines.insert(lines.begin() + 2, "{\"hand\": 3, \"actions\": [tru");
    write_lines(dir / "hands.jsonl", lines);
    check_fails(verify(dir), "hands.jsonl line 3");
  }
  SUBCASE("a line that is valid JSON but not a hand") {
    const auto dir = copy_of_run("notahand");
    auto lines = read_lines(dir / "hands.jsonl");
    lines[0] = "[1, 2, 3]";
    write_lines(dir / "hands.jsonl", lines);
    check_fails(verify(dir), "hands.jsonl line 1: expected a JSON object");
  }
  SUBCASE("a fold turned into a call") {
    const auto dir = copy_of_run("action");
    std::size_t hand = 0, index = 0;
    for (std::size_t h = 0; h < seeded_run().hands.size() && hand == 0; ++h)
      for (std::size_t a = 0; a < seeded_run().hands[h]["actions"].size(); ++a)
        if (seeded_run().hands[h]["actions"][a]["action"] == "fold") {
          hand = h + 1;
          index = a;
          break;
        }
    REQUIRE(hand > 0);
    edit_hand(dir, hand, [&](nlohmann::json& h) { h["actions"][index]["action"] = "call"; });
    const CommandResult v = verify(dir);
    check_fails(v, "hand " + std::to_string(hand) + ": ");
  }
  SUBCASE("hands.jsonl missing") {
    const auto dir = copy_of_run("nofile");
    std::filesystem::remove(dir / "hands.jsonl");
    check_fails(verify(dir), "hands.jsonl: no such file");
  }
  SUBCASE("not a results folder") {
    check_fails(verify("/nonexistent/run"), "not a results folder");
  }
}

TEST_CASE("tampered results: a wrong seed, a seed not revealed, edited points") {
  SUBCASE("another seed than the one hashed at the start") {
    const auto dir = copy_of_run("seed");
    edit_json_file(dir / "config.json", [](nlohmann::json& c) { c["seed"] = "8"; });
    check_fails(verify(dir), "config.json: seed: the revealed seed \"8\" hashes (BLAKE2b-256) to");
  }
  SUBCASE("the seed not revealed: nothing can be verified (exit 2)") {
    const auto dir = copy_of_run("hidden");
    edit_json_file(dir / "config.json", [](nlohmann::json& c) { c["seed"] = nullptr; });
    const CommandResult v = verify(dir);
    CHECK(v.exit_code == 2);
    CHECK(v.err.find("not revealed") != std::string::npos);
  }
  SUBCASE("points of the winner") {
    const auto dir = copy_of_run("points");
    edit_json_file(dir / "standings.json",
                   [](nlohmann::json& s) { s["standings"][0]["points"] = 99.5; });
    check_fails(verify(dir), "standings.json: standings[0].points: log says 99.5, replay gives");
  }
  SUBCASE("places swapped") {
    const auto dir = copy_of_run("places");
    edit_json_file(dir / "standings.json", [](nlohmann::json& s) {
      std::swap(s["standings"][0]["name"], s["standings"][1]["name"]);
    });
    check_fails(verify(dir), "standings.json: standings[0].name: log says");
  }
  SUBCASE("a corrupt standings.json") {
    const auto dir = copy_of_run("corrupt");
    std::ofstream(dir / "standings.json", std::ios::trunc) << "{\"hands\": ";
    check_fails(verify(dir), "standings.json");
  }
}

TEST_CASE("a drawn seed is not revealed while the run goes on; an interrupted run verifies") {
  const auto results = scratch_dir("verify-secret");
  // A bot that never answers makes every hand wait for its time-out, so the run is slow.
  const std::string cmd = "cd '" + test_paths::source_dir().string() + "' && exec '" +
                          test_paths::bin("arena") +
                          "' run --schedule schedules/standard.json --stack 5000 --quiet "
                          "--decision-ms 150 --timeouts-in-a-row 0 --grace-ms 200 --name live "
                          "--results '" +
                          results.string() +
                          "' --bot hang=build/bin/testbot_bad_hang --bot caller=build/bin/caller "
                          ">/dev/null 2>&1";
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  const auto dir = results / "live";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (std::chrono::steady_clock::now() < deadline && read_lines(dir / "hands.jsonl").size() < 2)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  // Mid-run: the hash is published, the seed is not.
  const nlohmann::json config = nlohmann::json::parse(read_file(dir / "config.json"));
  CHECK(config["seed"].is_null());
  CHECK(config["seed_hash"].get<std::string>().size() == 64);
  if (std::filesystem::exists(dir / "standings.json")) {
    const nlohmann::json standings = nlohmann::json::parse(read_file(dir / "standings.json"));
    CHECK_FALSE(standings.contains("seed"));
  }
  const CommandResult early = verify(dir);
  CHECK(early.exit_code == 2);
  CHECK(early.err.find("not revealed") != std::string::npos);

  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
  const CommandResult v = verify(dir);
  INFO(v.err);
  CHECK(v.exit_code == 0);
  CHECK(v.out.find("interrupted") != std::string::npos);
}

TEST_CASE("verify re-derives a duplicate match: every hand, chips won and win rates") {
  const RunResult& r = duplicate_match();
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.hands.size() == 36);
  const CommandResult v = verify(r.dir);
  INFO(v.err);
  CHECK(v.exit_code == 0);
  CHECK(v.out.find("36 hands re-derived") != std::string::npos);
  CHECK(v.out.find("chips won and win rates all match") != std::string::npos);

  SUBCASE("an edited stack") {
    const auto dir = scratch_dir("verify-match-stack") / "run";
    std::filesystem::copy(r.dir, dir, std::filesystem::copy_options::recursive);
    const long long real = r.hands[4]["stacks"][2]["stack"].get<long long>();
    edit_hand(dir, 5, [&](nlohmann::json& h) { h["stacks"][2]["stack"] = real - 20; });
    check_fails(verify(dir), "hand 5: stacks[2].stack: log says " + std::to_string(real - 20) +
                                 ", replay gives " + std::to_string(real));
  }
  SUBCASE("an edited win rate") {
    const auto dir = scratch_dir("verify-match-rate") / "run";
    std::filesystem::copy(r.dir, dir, std::filesystem::copy_options::recursive);
    edit_json_file(dir / "standings.json", [](nlohmann::json& s) {
      s["standings"][0]["bb_per_100"] = s["standings"][0]["bb_per_100"].get<double>() + 1.0;
    });
    check_fails(verify(dir), "standings.json: standings[0].bb_per_100: log says");
  }
  SUBCASE("R47 the all-in adjusted win rate: edited, and absent from an older standings.json") {
    const auto dir = scratch_dir("verify-match-adjusted") / "run";
    std::filesystem::copy(r.dir, dir, std::filesystem::copy_options::recursive);
    const nlohmann::json standings = nlohmann::json::parse(read_file(dir / "standings.json"));
    REQUIRE(standings["standings"][0]["all_in_adjusted"].is_object());
    edit_json_file(dir / "standings.json", [](nlohmann::json& s) {
      s["standings"][0]["all_in_adjusted"]["bb_per_100"] = 1.5;
    });
    check_fails(verify(dir), "standings.json: standings[0].all_in_adjusted.bb_per_100: log says");
    // Written before R47: no row has it, and the rest is still checked.
    edit_json_file(dir / "standings.json", [](nlohmann::json& s) {
      for (auto& row : s["standings"]) row.erase("all_in_adjusted");
    });
    const CommandResult older = verify(dir);
    CHECK(older.exit_code == 0);
    CHECK(older.out.find("standings.json has no all_in_adjusted (written before it)") !=
          std::string::npos);
  }
  SUBCASE("the hands of a deal swapped between rotations") {
    const auto dir = scratch_dir("verify-match-rotation") / "run";
    std::filesystem::copy(r.dir, dir, std::filesystem::copy_options::recursive);
    // Hands 1 and 2 hold the same cards in other seats: renumbered, each is caught.
    auto lines = read_lines(dir / "hands.jsonl");
    std::swap(lines[0], lines[1]);
    for (int i : {0, 1}) {
      nlohmann::json j = nlohmann::json::parse(lines[static_cast<std::size_t>(i)]);
      j["hand"] = i + 1;
      lines[static_cast<std::size_t>(i)] = j.dump();
    }
    write_lines(dir / "hands.jsonl", lines);
    check_fails(verify(dir), "hand 1: ");
  }
}
