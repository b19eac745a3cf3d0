// Runs driven at once from threads of one process, as a league drives them: each plays exactly
// as it does alone (same standings, same hands), and a stop requested for one run ends that run
// alone, as an interrupted run. Real bot processes, called through run_tournament and run_match.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <latch>
#include <nlohmann/json.hpp>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/match.hpp"
#include "arena/director/tournament.hpp"
#include "support/arena_runner.hpp"

using namespace test_arena;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

std::vector<arena::BotEntry> bots(const std::vector<std::string>& names_and_programs) {
  std::vector<arena::BotEntry> out;
  for (const std::string& entry : names_and_programs) {
    const auto equals = entry.find('=');
    out.push_back({entry.substr(0, equals), test_paths::bin(entry.substr(equals + 1))});
  }
  return out;
}

// The settings every run of these tests shares, as a settings file would hold them.
json common(const std::string& name, const std::string& seed, const fs::path& results,
            std::vector<arena::BotEntry> entrants) {
  json bots_json = json::array();
  for (const arena::BotEntry& bot : entrants)
    bots_json.push_back({{"name", bot.name}, {"command", bot.command}});
  // Never a timeout, however loaded the machine: the play is the bots'.
  return {{"name", name},
          {"seed", seed},
          {"results_dir", results.string()},
          {"bots", bots_json},
          {"time", {{"decision_ms", 10000}, {"grace_ms", 2000}}}};
}

arena::RunSettings sng_config(const std::string& name, const std::string& seed,
                              const fs::path& results, std::vector<arena::BotEntry> entrants,
                              long long stack, int hand_limit) {
  json settings = common(name, seed, results, std::move(entrants));
  settings["starting_stack"] = stack;
  settings["schedule"] = "turbo";
  settings["hand_limit"] = hand_limit;
  return arena::settings_from_json(arena::RunKind::SitAndGo, settings, "test");
}

arena::RunSettings match_config(const std::string& name, const std::string& seed,
                                const fs::path& results, std::vector<arena::BotEntry> entrants,
                                int hands) {
  json settings = common(name, seed, results, std::move(entrants));
  settings["starting_stack"] = 1000;
  settings["hands"] = hands;
  settings["small_blind"] = 10;
  settings["big_blind"] = 20;
  settings["duplicate"] = true;
  return arena::settings_from_json(arena::RunKind::Match, settings, "test");
}

// The three runs of the comparison, all in `results`: two sit-and-gos and a duplicate match.
struct ThreeRuns {
  arena::RunSettings three_handed, four_handed;
  arena::RunSettings match;
  explicit ThreeRuns(const fs::path& results)
      : three_handed(sng_config(
            "sng3", "concurrent-3", results,
            bots({"caller=caller", "raiser=raiser", "random=random_bot --seed 3"}), 400, 300)),
        four_handed(sng_config("sng4", "concurrent-4", results,
                               bots({"raiser=raiser", "caller=caller", "random=random_bot --seed 4",
                                     "random2=random_bot --seed 40"}),
                               300, 300)),
        match(match_config("duplicate", "concurrent-m", results,
                           bots({"caller=caller", "raiser=raiser", "random=random_bot --seed 5"}),
                           60)) {}
};

// What must not depend on how the run was scheduled: everything but the measured times and
// which decisions came from advance requests (the callers pre-act, R25: whether a request beat
// the bot's turn is timing; the action it gives is the answer it would have sent).
json without_times(json j) {
  if (j.is_object()) {
    for (const char* key : {"time_ms", "time_ms_mean", "time_ms_max", "advance"}) j.erase(key);
    for (auto& [key, value] : j.items()) value = without_times(value);
  } else if (j.is_array()) {
    for (auto& value : j) value = without_times(value);
  }
  return j;
}

struct RunFiles {
  json standings;
  std::vector<json> hands;
  std::string phh;
  json config;
};

RunFiles read_run(const fs::path& dir) {
  RunFiles f;
  f.standings = without_times(json::parse(read_file(dir / "standings.json")));
  for (const json& hand : read_jsonl(dir / "hands.jsonl")) f.hands.push_back(without_times(hand));
  f.phh = read_file(dir / "hands.phhs");
  f.config = json::parse(read_file(dir / "config.json"));
  return f;
}

void check_same_run(const fs::path& alone, const fs::path& together) {
  INFO("alone " << alone.string() << ", together " << together.string());
  const RunFiles a = read_run(alone);
  const RunFiles b = read_run(together);
  REQUIRE(a.standings["finished"] == true);
  CHECK(a.standings == b.standings);  // places, chips, points, hands, decisions, how each ended
  REQUIRE(a.hands.size() == b.hands.size());
  for (std::size_t h = 0; h < a.hands.size(); ++h) {
    INFO("hand " << h + 1);
    CHECK(a.hands[h] == b.hands[h]);
  }
  CHECK(a.phh == b.phh);
  CHECK(a.config["seed"] == b.config["seed"]);
  CHECK(a.config["seed_hash"] == b.config["seed_hash"]);
}

// A run played on a thread of its own; the thread notes when the run started and ended.
struct RunThread {
  Clock::time_point started, ended;
  std::atomic<bool> done{false};
  std::string error;  // what the run threw, if it did
  std::thread thread;

  void start(std::latch& go, std::function<void()> play) {
    thread = std::thread([this, &go, play = std::move(play)] {
      go.arrive_and_wait();
      started = Clock::now();
      try {
        play();
      } catch (const std::exception& e) {
        error = e.what();
      }
      ended = Clock::now();
      done = true;
    });
  }
  ~RunThread() {
    if (thread.joinable()) thread.join();
  }
};

// Hands a run has logged so far: the complete lines of its hands.jsonl, counted without parsing
// (only the bytes appended since the last count are read, so polling a fast run stays cheap
// however long its log grows).
class HandCount {
 public:
  explicit HandCount(fs::path dir) : path_(std::move(dir) / "hands.jsonl") {}
  std::size_t now() {
    std::ifstream in(path_, std::ios::binary);
    if (!in) return lines_;
    in.seekg(static_cast<std::streamoff>(read_));
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
      const auto got = static_cast<std::size_t>(in.gcount());
      lines_ += static_cast<std::size_t>(std::count(buffer, buffer + got, '\n'));
      read_ += got;
    }
    return lines_;
  }
  // Waits (at most 30 s) until the run has logged `count` hands.
  bool wait_for(std::size_t count) {
    const auto deadline = Clock::now() + std::chrono::seconds(30);
    while (Clock::now() < deadline) {
      if (now() >= count) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return false;
  }

 private:
  fs::path path_;
  std::size_t read_ = 0;
  std::size_t lines_ = 0;
};

}  // namespace

TEST_CASE("two tournaments and a match driven at once from threads play as each does alone") {
  const fs::path alone = scratch_dir("concurrent-alone");
  const fs::path together = scratch_dir("concurrent-together");
  const ThreeRuns one_by_one(alone);
  const ThreeRuns at_once(together);
  const arena::RunOptions options;  // --cpu auto: the runs also share out the CPUs

  const arena::RunOutcome s3 = arena::run_tournament(one_by_one.three_handed, options);
  const arena::RunOutcome s4 = arena::run_tournament(one_by_one.four_handed, options);
  const arena::MatchOutcome m = arena::run_match(one_by_one.match, options);
  REQUIRE(s3.finished);
  REQUIRE(s4.finished);
  REQUIRE(m.finished);
  CHECK(m.hands == 60);

  arena::RunOutcome t3, t4;
  arena::MatchOutcome tm;
  {
    std::latch go(3);
    RunThread a, b, c;
    a.start(go, [&] { t3 = arena::run_tournament(at_once.three_handed, options); });
    b.start(go, [&] { t4 = arena::run_tournament(at_once.four_handed, options); });
    c.start(go, [&] { tm = arena::run_match(at_once.match, options); });
    a.thread.join();
    b.thread.join();
    c.thread.join();
    CHECK(a.error.empty());
    CHECK(b.error.empty());
    CHECK(c.error.empty());
    // The runs did overlap: each started before any ended.
    const auto last_start = std::max({a.started, b.started, c.started});
    CHECK(last_start < std::min({a.ended, b.ended, c.ended}));
  }
  CHECK(t3.finished);
  CHECK(t4.finished);
  CHECK(tm.finished);
  CHECK(t3.hands == s3.hands);
  CHECK(t4.hands == s4.hands);
  CHECK(tm.hands == m.hands);
  CHECK(t3.seed == s3.seed);
  check_same_run(alone / "sng3", together / "sng3");
  check_same_run(alone / "sng4", together / "sng4");
  check_same_run(alone / "duplicate", together / "duplicate");
  for (const char* run : {"sng3", "sng4", "duplicate"}) {
    CHECK(processes_of_run(together / run).empty());
  }
}

TEST_CASE(
    "a run's stop request ends that run alone, as an interrupted run; its seed is secret till "
    "then") {
  const fs::path results = scratch_dir("concurrent-stop");
  // Neither run ends by itself within the test's time (callers never bust 100 million chips;
  // a few thousand hands a second at most), yet a stop that failed still ends, its logs bounded
  // (about 100 MB each).
  constexpr int kLongRun = 40'000;
  const arena::RunSettings long_sng =
      sng_config("long-sng", "stop-1", results,
                 bots({"caller=caller", "caller2=caller", "raiser=raiser"}), 100'000'000, kLongRun);
  const arena::RunSettings long_match = match_config(
      "long-match", "stop-2", results, bots({"caller=caller", "raiser=raiser"}), kLongRun);
  std::stop_source stop_sng, stop_match;
  arena::RunOptions sng_options, match_options;
  sng_options.stop = stop_sng.get_token();
  match_options.stop = stop_match.get_token();

  arena::RunOutcome sng;
  arena::MatchOutcome m;
  std::latch go(2);
  RunThread sng_thread, match_thread;
  sng_thread.start(go, [&] { sng = arena::run_tournament(long_sng, sng_options); });
  match_thread.start(go, [&] { m = arena::run_match(long_match, match_options); });
  const fs::path sng_dir = results / "long-sng";
  const fs::path match_dir = results / "long-match";
  const auto stop_all = [&] {  // a failed check must not leave the runs going
    stop_sng.request_stop();
    stop_match.request_stop();
  };

  HandCount match_hands(match_dir), sng_hands(sng_dir);
  if (!match_hands.wait_for(5) || !sng_hands.wait_for(5)) stop_all();
  REQUIRE(match_hands.now() >= 5);
  stop_match.request_stop();
  match_thread.thread.join();
  CHECK(match_thread.error.empty());

  // The match ended; the tournament plays on, its bots alive, and was not stopped.
  const std::size_t sng_hands_then = sng_hands.now();
  // While a run plays, its files hold the seed's hash, never the seed (though it was given).
  const json config_in_play = json::parse(read_file(sng_dir / "config.json"));
  CHECK(config_in_play["seed"].is_null());
  CHECK(config_in_play["seed_hash"].is_string());
  // (standings.json is first written after hand 1.)
  const json standings_in_play = json::parse(read_file(sng_dir / "standings.json"));
  CHECK_FALSE(standings_in_play.contains("seed"));
  CHECK(standings_in_play["seed_hash"] == config_in_play["seed_hash"]);
  CHECK_FALSE(sng_thread.done);
  CHECK(processes_of_run(match_dir).empty());
  CHECK_FALSE(processes_of_run(sng_dir).empty());
  const bool played_on = sng_hands.wait_for(sng_hands_then + 20);
  CHECK(played_on);
  CHECK_FALSE(sng_thread.done);
  stop_sng.request_stop();
  sng_thread.thread.join();
  CHECK(sng_thread.error.empty());

  for (const fs::path& dir : {match_dir, sng_dir}) {
    INFO(dir.string());
    const json standings = json::parse(read_file(dir / "standings.json"));
    CHECK(standings["interrupted"] == true);
    CHECK(standings["finished"] == false);
    CHECK(standings["hands"].get<std::size_t>() == read_jsonl(dir / "hands.jsonl").size());
    CHECK(standings["seed"].is_string());  // revealed with the final results
    for (const json& s : standings["standings"]) CHECK(s["ended"] == "interrupted");
    const json config = json::parse(read_file(dir / "config.json"));
    CHECK(config["seed"] == standings["seed"]);
    CHECK(processes_of_run(dir).empty());
  }
  CHECK_FALSE(m.finished);
  CHECK(m.hands < kLongRun);
  CHECK_FALSE(sng.finished);
  CHECK(sng.hands >= static_cast<int>(sng_hands_then) + 20);
  CHECK(sng.ended_early.empty());
}
