// The per-bot protocol trace (setting `trace`): every line both ways with its time, for a bot's
// author; off by default; capped so a chatty bot cannot fill the disk. Also the standings table's
// note on late answers.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "arena/process/protocol_trace.hpp"
#include "arena/results/standings.hpp"
#include "support/arena_runner.hpp"

using namespace test_arena;

namespace {

struct TraceLine {
  double ms = 0;
  std::string arrow;
  std::string text;
};

std::vector<TraceLine> read_trace(const std::filesystem::path& path) {
  std::vector<TraceLine> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    TraceLine t;
    fields >> t.ms >> t.arrow;
    std::getline(fields, t.text);
    if (!t.text.empty() && t.text.front() == ' ') t.text.erase(0, 1);
    out.push_back(t);
  }
  return out;
}

}  // namespace

TEST_CASE("--trace writes every protocol line of each bot both ways, in time order") {
  const auto results = scratch_dir("protocol_trace");
  const RunResult r = run_arena(
      "run --seed 4 --stack 400 --hand-limit 6 --decision-ms 500 --quiet --trace"
      " --bot bad=build/bin/testbot_bad_refusals --bot caller=build/bin/caller",
      "traced", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const auto bad = read_trace(r.dir / "logs" / "bad.trace");
  REQUIRE(bad.size() > 4);
  CHECK(bad[0].arrow == "->");
  CHECK(nlohmann::json::parse(bad[0].text)["type"] == "hello");
  CHECK(bad[1].arrow == "<-");
  CHECK(nlohmann::json::parse(bad[1].text)["type"] == "ready");
  int acts = 0;
  int answers = 0;
  for (std::size_t i = 0; i < bad.size(); ++i) {
    if (i > 0) CHECK(bad[i].ms >= bad[i - 1].ms);
    if (bad[i].arrow == "->" && bad[i].text.find("\"type\":\"act\"") != std::string::npos) ++acts;
    if (bad[i].arrow == "<-") ++answers;
  }
  // Every act was answered (the ready line aside), the refused lines as the bot wrote them.
  CHECK(acts > 0);
  CHECK(answers == acts + 1);
  bool garbage = false;
  for (const auto& t : bad) garbage = garbage || (t.arrow == "<-" && t.text == "not json at all");
  CHECK(garbage);
  CHECK(std::filesystem::exists(r.dir / "logs" / "caller.trace"));

  // Off by default.
  const RunResult plain = run_arena(
      "run --seed 4 --stack 400 --hand-limit 2 --quiet --bot a=build/bin/caller"
      " --bot b=build/bin/caller",
      "plain", results);
  REQUIRE(plain.exit_code == 0);
  CHECK(!std::filesystem::exists(plain.dir / "logs" / "a.trace"));
  std::filesystem::remove_all(results);
}

TEST_CASE("a protocol trace stops at its cap with a note") {
  const auto dir = scratch_dir("protocol_trace_cap");
  const auto path = dir / "bot.trace";
  {
    arena::ProtocolTrace trace;
    const auto start = arena::ProtocolTrace::Clock::now();
    REQUIRE(trace.open(path, start, 200));
    for (int i = 0; i < 50; ++i) {
      trace.to_bot("{\"type\":\"act\",\"id\":" + std::to_string(i) + "}\n", start);
      trace.from_bot("{\"type\":\"action\"}", start);
    }
  }
  const std::string text = read_file(path);
  CHECK(text.size() <= 200 + 64);
  CHECK(text.find("-> {\"type\":\"act\",\"id\":0}\n") != std::string::npos);
  CHECK(text.find("[arena: trace cut at ") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("the standings table says how late a bot's late answers came") {
  arena::BotResult slow;
  slow.name = "slow";
  slow.place = 1;
  slow.timeouts = 2;
  slow.late_answers = 2;
  slow.late_ms_total = 300.0;
  slow.late_ms_max = 250.0;
  const std::string table = arena::standings_table({slow});
  CHECK(table.find("  slow: 2 answers came after the limit (dropped), by 150.0 ms on average, "
                   "250.0 ms at most\n") != std::string::npos);
  const nlohmann::json j = arena::to_json(slow);
  CHECK(j["late_answers"] == 2);
  CHECK(j["late_ms_mean"] == 150.0);
  CHECK(j["late_ms_max"] == 250.0);
}
