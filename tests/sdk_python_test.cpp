// The Python SDK and the Python sample bots, run as real `python3` processes over real pipes
// against real engine hands: they answer ready and only legal actions with the right ids.
#include <doctest/doctest.h>

#include "sdk_session.hpp"
#include "support/paths.hpp"

using sdk_test::ChildBot;

namespace {

std::unique_ptr<ChildBot> python_bot(const std::string& script) {
  return std::make_unique<ChildBot>(
      std::vector<std::string>{"python3", (test_paths::source_dir() / "bots" / script).string()});
}

}  // namespace

TEST_CASE("the Python sample bots answer ready and legal actions with the right id") {
  std::vector<std::unique_ptr<ChildBot>> bots;
  bots.push_back(python_bot("caller.py"));
  bots.push_back(python_bot("random_bot.py"));
  bots.push_back(std::make_unique<ChildBot>(std::vector<std::string>{test_paths::bin("raiser")}));
  const auto report = sdk_test::play_table(bots, 15);
  CHECK(report.hands == 15);
  CHECK(report.answers > 15);
  CHECK(report.ok == report.answers);
  for (const auto& p : report.problems) FAIL_CHECK(p);
  // caller.py never folds, bets or raises.
  for (const auto& m : report.sent[0])
    if (m["type"] == "acted" && m["seat"] == 0)
      CHECK((m["action"] == "check" || m["action"] == "call"));
  for (auto& b : bots) {
    b->close_stdin();
    CHECK(b->wait_exit() == 0);
  }
}

TEST_CASE("the Python SDK ignores unknown messages, fields and non-JSON lines") {
  ChildBot bot({"python3", (test_paths::source_dir() / "bots" / "caller.py").string()});
  bot.send_raw("{\"type\":\"hello\",\"protocol\":1,\"seat\":0,\"future\":{\"x\":1}}\n");
  auto ready = bot.read_line();
  REQUIRE(ready);
  CHECK(arena::protocol::parse_ready(*ready).ok);
  bot.send_raw("not json\n[1,2]\n{\"type\":\"weather\",\"rain\":true}\n");
  bot.send_raw(
      "{\"type\":\"act\",\"id\":9,\"legal\":[\"fold\",\"call\"],\"to_call\":30,\"x\":[]}\n");
  auto answer = bot.read_line();
  REQUIRE(answer);
  CHECK(arena::protocol::Json::parse(*answer) ==
        arena::protocol::Json{{"type", "action"}, {"id", 9}, {"action", "call"}});
  bot.close_stdin();
  CHECK(bot.wait_exit() == 0);
}
