// The Python SDK and the Python sample bots, run as real `python3` processes over real pipes
// against real engine hands: they answer ready and only legal actions with the right ids; an
// exception in a bot's strategy ends it with its traceback (or, when asked, checks or folds).
#include <doctest/doctest.h>

#include <fstream>

#include "sdk_session.hpp"
#include "support/arena_runner.hpp"
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

namespace {

// A Python bot whose strategy raises from its third hand on; argv[1] is run()'s on_error ("" for
// the default).
std::filesystem::path write_raising_bot(const std::filesystem::path& dir) {
  const auto script = dir / "raises.py";
  std::ofstream(script) << "import sys\n"
                           "sys.path.insert(0, '"
                        << (test_paths::source_dir() / "sdk" / "python").string()
                        << "')\n"
                           "import arena_bot\n"
                           "def decide(state):\n"
                           "    if state.hand >= 3:\n"
                           "        raise ValueError('no plan for hand %d' % state.hand)\n"
                           "    return arena_bot.passive(state)\n"
                           "options = {'on_error': sys.argv[1]} if len(sys.argv) > 1 else {}\n"
                           "sys.exit(arena_bot.run(decide, name='raises', **options))\n";
  return script;
}

}  // namespace

TEST_CASE("an exception in a Python bot's strategy ends it, with its traceback in its log") {
  const auto results = test_arena::scratch_dir("sdk_python_raises");
  const auto script = write_raising_bot(results);
  const std::string others = " --bot caller='" + test_paths::bin("caller") + "' --bot raiser='" +
                             test_paths::bin("raiser") + "'";
  const auto r = test_arena::run_arena(
      "run --seed 5 --quiet --hand-limit 12 --bot py='python3 " + script.string() + "'" + others,
      "raises", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  const auto py = test_arena::standing_of(r, "py");
  CHECK(py["ended"] == "crashed");
  CHECK(py["note"].get<std::string>().find("exited with code 1") != std::string::npos);
  // The note quotes the end of its traceback: the exception itself.
  CHECK(py["note"].get<std::string>().find("ValueError: no plan for hand ") != std::string::npos);
  const std::string log = test_arena::read_file(r.dir / "logs" / "py.stderr.log");
  CHECK(log.find("arena_bot: hand ") != std::string::npos);
  CHECK(log.find("decide raised; the bot stops with exit status 1") != std::string::npos);
  CHECK(log.find("Traceback (most recent call last):") != std::string::npos);
  CHECK(log.find("ValueError: no plan for hand ") != std::string::npos);
  // It played its first hands; from the exception on the arena folds it (R24).
  bool played = false;
  for (const auto& hand : r.hands)
    for (const auto& a : hand["actions"])
      if (a["seat"] == py["seat"] && !a.contains("forced")) played = true;
  CHECK(played);

  // on_error="fold": it plays on, checking or folding, and logs each traceback.
  const auto f = test_arena::run_arena("run" + test_arena::kUnhurried +
                                           " --seed 5 --quiet --hand-limit 12 --bot py='python3 " +
                                           script.string() + " fold'" + others,
                                       "folds", results);
  INFO(f.output);
  REQUIRE(f.exit_code == 0);
  const auto folds = test_arena::standing_of(f, "py");
  CHECK(folds["ended"] != "crashed");
  CHECK(folds["protocol_errors"] == 0);
  CHECK(folds["timeouts"] == 0);
  const std::string fold_log = test_arena::read_file(f.dir / "logs" / "py.stderr.log");
  CHECK(fold_log.find("decide raised; checking or folding (on_error=\"fold\")") !=
        std::string::npos);
  CHECK(fold_log.find("ValueError: no plan for hand ") != std::string::npos);
  std::filesystem::remove_all(results);
}

TEST_CASE("the Python SDK refuses an unknown on_error") {
  const auto dir = test_arena::scratch_dir("sdk_python_on_error");
  const auto script = write_raising_bot(dir);
  ChildBot bot({"python3", script.string(), "ignore"});
  CHECK_FALSE(bot.read_line(5000));
  CHECK(bot.wait_exit() == 1);
  std::filesystem::remove_all(dir);
}

TEST_CASE("the Python sample bots refuse an argument they do not take") {
  const auto bot = [](const char* script) {
    return (test_paths::source_dir() / "bots" / script).string();
  };
  for (const auto& run : std::vector<std::pair<std::vector<std::string>, int>>{
           {{"python3", bot("random_bot.py"), "--sed", "3"}, 2},
           {{"python3", bot("caller.py"), "--seed", "3"}, 1}}) {
    const std::vector<std::string>& argv = run.first;
    const int status = run.second;
    CAPTURE(argv[1]);
    ChildBot child(argv);
    child.send(arena::protocol::Json{{"type", "hello"}, {"protocol", 1}, {"seat", 0}});
    CHECK_FALSE(child.read_line(5000));  // no ready: it stopped
    CHECK(child.wait_exit() == status);
  }
}

TEST_CASE("the Python SDK writes the arena's timeout and advance_ignored messages to stderr") {
  const auto dir = test_arena::scratch_dir("sdk_python_notices");
  std::ofstream(dir / "in.jsonl")
      << "{\"type\":\"hello\",\"protocol\":1,\"seat\":0}\n"
         "{\"type\":\"timeout\",\"id\":3,\"hand\":4,\"reason\":\"invalid\",\"taken\":\"fold\","
         "\"error\":\"raise to 399 is outside [400, 1500]\"}\n"
         "{\"type\":\"timeout\",\"id\":5,\"hand\":4,\"reason\":\"time\",\"taken\":\"check\"}\n"
         "{\"type\":\"advance_ignored\",\"hand\":4,\"request\":\"call\",\"reason\":\"made for hand "
         "3, this is hand 4\"}\n";
  const std::string run = "python3 '" + (test_paths::source_dir() / "bots" / "caller.py").string() +
                          "' <'" + (dir / "in.jsonl").string() + "' >/dev/null 2>'" +
                          (dir / "err.txt").string() + "'";
  REQUIRE(std::system(run.c_str()) == 0);
  CHECK(test_arena::read_file(dir / "err.txt") ==
        "arena_bot: hand 4: my answer to act 3 was refused (raise to 399 is outside [400, 1500]); "
        "the arena took fold\n"
        "arena_bot: hand 4: no answer to act 5 in time; the arena took check\n"
        "arena_bot: hand 4: advance request call ignored: made for hand 3, this is hand 4\n");
  std::filesystem::remove_all(dir);
}
