// Multi-table tournaments end to end (R48-R53): `arena run` with more bots than --table-size,
// real bot processes kept from table to table, the same places and hands at any concurrency,
// `arena verify` of every table and move, and each table's PHH replayed.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <thread>

#include "support/arena_command.hpp"
#include "support/arena_runner.hpp"
#include "support/live_http.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {

// `count` sample bots: seeded random bots, hand_strength, callers and raisers in turn.
std::string sample_field(int count) {
  std::string bots;
  for (int i = 1; i <= count; ++i) {
    const std::string n = std::to_string(i);
    std::string command;
    switch (i % 4) {
      case 0:
        command = test_paths::bin("random_bot") + " --seed " + n;
        break;
      case 1:
        command = test_paths::bin("caller");
        break;
      case 2:
        command = test_paths::bin("raiser");
        break;
      default:
        command = test_paths::bin("hand_strength") + " --seed " + n;
        break;
    }
    bots += " --bot 'b" + n + "=" + command + "'";
  }
  return bots;
}

// The field of the first case: five tables of six, or three under the sanitizers, where the
// instrumented arena makes every hand several times dearer; three tables still play their rounds
// at concurrency 2 and end at a final table. The resume case keeps 30: it must still be far from
// its end after two kills, and tables.jsonl gains a line only when a round eliminates someone.
const int kField = test_paths::sanitized() ? 18 : 30;

}  // namespace

TEST_CASE(
    "multi-table: 30 sample bots (18 under the sanitizers) at tables of 6 each take one place, "
    "the same at concurrency 1 and 2") {
  const auto results = scratch_dir("mtt_thirty");
  const std::string args = "run" + sample_field(kField) +
                           " --table-size 6 --seed 30 --stack 1000 --no-timings --quiet" +
                           kUnhurried;
  const RunResult one = run_arena(args + " --concurrency 1", "c1", results);
  const RunResult two = run_arena(args + " --concurrency 2 --trace", "c2", results);
  INFO(one.output, two.output);
  REQUIRE(one.exit_code == 0);
  REQUIRE(two.exit_code == 0);
  CHECK(one.standings["finished"] == true);
  CHECK(one.standings["tables"] == kField / 6);
  check_places(one, kField);
  // Each table's hand keeps its chips, and the field ends with every chip it started with.
  for (const auto& hand : one.hands) {
    long long before = 0, after = 0;
    for (const auto& p : hand["players"]) before += p["stack"].get<long long>();
    for (const auto& x : hand["stacks"]) after += x["stack"].get<long long>();
    CHECK(before == after);
  }
  long long chips = 0;
  for (const auto& s : one.standings["standings"]) chips += s["chips"].get<long long>();
  CHECK(chips == kField * 1000);
  std::set<std::string> names;
  for (const auto& s : one.standings["standings"]) names.insert(s["name"].get<std::string>());
  CHECK(names.size() == static_cast<std::size_t>(kField));
  // The same seed gives the same hands, moves and places whichever table finished first.
  CHECK(test_arena::read_file(one.dir / "hands.jsonl") ==
        test_arena::read_file(two.dir / "hands.jsonl"));
  CHECK(test_arena::read_file(one.dir / "tables.jsonl") ==
        test_arena::read_file(two.dir / "tables.jsonl"));
  CHECK(one.standings["standings"] == two.standings["standings"]);
  std::set<int> tables;
  for (const auto& hand : one.hands) tables.insert(hand["table"].get<int>());
  std::set<int> numbered;
  for (int t = 1; t <= kField / 6; ++t) numbered.insert(t);
  CHECK(tables == numbered);
  check_verifies(one.dir);
  check_verifies(two.dir);
  check_phh_replays(one.dir);
  check_nothing_left_running(two);
  // PokerStars text names each table of the tournament, each seating six.
  const CommandResult stars = arena_command("export " + quoted(one.dir) + " --format pokerstars");
  CHECK(stars.exit_code == 0);
  CHECK(stars.out.find(" " + std::to_string(kField / 6) + "' 6-max") != std::string::npos);
  CHECK(stars.out.find(std::to_string(kField) + "-max") == std::string::npos);
  // The report shows the field over the rounds.
  const CommandResult report =
      arena_command("report " + quoted(one.dir) + " -o " + quoted(results / "report.html"));
  CHECK(report.exit_code == 0);
  const std::string page = test_arena::read_file(results / "report.html");
  CHECK(page.find("<h1>Multi-table tournament c1</h1>") != std::string::npos);
  CHECK(page.find("<h2>Tables</h2>") != std::string::npos);

  // Each bot said hello once and was told of each of its moves, in one process throughout.
  const std::vector<nlohmann::json> field = read_jsonl(one.dir / "tables.jsonl");
  std::map<std::string, int> moves;
  for (const auto& round : field)
    for (const auto& m : round["moves"]) ++moves[m["name"].get<std::string>()];
  REQUIRE(!moves.empty());
  for (const auto& move : moves) {
    const std::string& name = move.first;
    const auto count = move.second;
    const std::string trace = test_arena::read_file(two.dir / "logs" / (name + ".trace"));
    std::size_t hellos = 0, moved = 0;
    for (std::size_t at = trace.find("\"type\":\"hello\""); at != std::string::npos;
         at = trace.find("\"type\":\"hello\"", at + 1))
      ++hellos;
    for (std::size_t at = trace.find("\"type\":\"moved\""); at != std::string::npos;
         at = trace.find("\"type\":\"moved\"", at + 1))
      ++moved;
    INFO(name);
    CHECK(hellos == 1);
    CHECK(moved == static_cast<std::size_t>(count));
  }
}

TEST_CASE(
    "multi-table: 9 bots at 3 tables of 3 break to a redrawn final table; verify catches a changed "
    "move") {
  const auto results = scratch_dir("mtt_nine");
  const RunResult r =
      run_arena("run" + sample_field(9) + " --table-size 3 --seed 3 --quiet", "nine", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  check_places(r, 9);
  const std::vector<nlohmann::json> field = read_jsonl(r.dir / "tables.jsonl");
  REQUIRE(!field.empty());
  bool broke = false, final_table = false;
  for (const auto& round : field) {
    broke = broke || !round["broken"].empty();
    final_table = final_table || round.value("final_table", false);
    for (const auto& out : round["eliminated"]) CHECK(out["place"].get<int>() >= 2);
  }
  CHECK(broke);
  CHECK(final_table);
  check_verifies(r.dir);

  // A move logged to another seat no longer verifies, and the message names the file.
  std::string text = test_arena::read_file(r.dir / "tables.jsonl");
  const std::size_t at = text.find("\"to\":{\"seat\":");
  REQUIRE(at != std::string::npos);
  const std::size_t digit = at + std::string("\"to\":{\"seat\":").size();
  text[digit] = text[digit] == '0' ? '1' : '0';
  std::ofstream(r.dir / "tables.jsonl") << text;
  const CommandResult changed = arena_command("verify " + quoted(r.dir));
  CHECK(changed.exit_code == 1);
  CHECK(changed.err.find("tables.jsonl") != std::string::npos);
}

TEST_CASE("multi-table: killed with SIGKILL and resumed, it ends, verifies and replays") {
  const auto results = scratch_dir("mtt_resume");
  const auto bot_tmp = results / "tmp";
  std::filesystem::create_directories(bot_tmp);
  const std::filesystem::path run = results / "killed";
  // Stacks deep enough for some hundred rounds, far more than are played before the kill.
  const pid_t arena = start_arena("run" + sample_field(30) +
                                      " --table-size 6 --seed 31 --stack 5000 --quiet "
                                      "--name killed --results " +
                                      quoted(results),
                                  results / "first.out", bot_tmp);
  bool killed = false;
  for (int wait = 0; wait < 6000 && !killed; ++wait) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (read_jsonl(run / "tables.jsonl").size() >= 3) killed = ::kill(arena, SIGKILL) == 0;
  }
  int status = 0;
  ::waitpid(arena, &status, 0);
  REQUIRE(killed);
  REQUIRE(WIFSIGNALED(status));
  CHECK(std::filesystem::exists(run / "seed.private"));
  const nlohmann::json config = nlohmann::json::parse(test_arena::read_file(run / "config.json"));
  CHECK(config["seed"].is_null());  // the seed a resume needs is not in config.json

  // Settings are the tournament's own: none may be given with --resume.
  const CommandResult with_settings = arena_command("run --resume " + quoted(run) + " --stack 5");
  CHECK(with_settings.exit_code == 2);
  CHECK(with_settings.err.find("--resume: takes no settings") != std::string::npos);

  // A copy whose log was tampered with is refused, saying why, and left as it was.
  const std::filesystem::path tampered = results / "tampered";
  std::filesystem::copy(run, tampered, std::filesystem::copy_options::recursive);
  std::string hands = test_arena::read_file(tampered / "hands.jsonl");
  const std::size_t stack_at = hands.find("\"stack\":");
  REQUIRE(stack_at != std::string::npos);
  hands.insert(stack_at + 8, "1");  // a stack the seed never dealt
  std::ofstream(tampered / "hands.jsonl") << hands;
  const CommandResult refused = arena_command("run --resume " + quoted(tampered));
  CHECK(refused.exit_code == 1);
  CHECK(refused.err.find("do not re-derive from the seed") != std::string::npos);
  CHECK(test_arena::read_file(tampered / "hands.jsonl") == hands);

  // Resumed, then interrupted (SIGINT): the seed stays secret and the tournament resumable.
  const std::size_t logged = read_jsonl(run / "tables.jsonl").size();
  const pid_t second = start_arena("run --resume " + quoted(run), results / "second.out", bot_tmp);
  for (int wait = 0; wait < 6000; ++wait) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (read_jsonl(run / "tables.jsonl").size() >= logged + 2) break;
  }
  ::kill(second, SIGINT);
  ::waitpid(second, &status, 0);
  const std::string second_out = test_arena::read_file(results / "second.out");
  INFO(second_out);
  // Far from its end (hundreds of rounds): interrupted, exit 128 + SIGINT.
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 130);
  CHECK(nlohmann::json::parse(test_arena::read_file(run / "config.json"))["seed"].is_null());
  CHECK(nlohmann::json::parse(test_arena::read_file(run / "standings.json"))["interrupted"] ==
        true);
  CHECK(second_out.find("go on with: arena run --resume") != std::string::npos);
  CHECK(std::filesystem::exists(run / "seed.private"));

  const CommandResult resumed = arena_command("run --resume " + quoted(run) + " --quiet");
  INFO(resumed.out, resumed.err);
  REQUIRE(resumed.exit_code == 0);
  CHECK(resumed.err.find("(resumed)") != std::string::npos);
  // Issue 40, item 11: the bots start again, and the resume says what that can change.
  CHECK(resumed.err.find("warning: bots restart: a bot's memory and a seeded bot's random stream "
                         "start again") != std::string::npos);
  const nlohmann::json standings =
      nlohmann::json::parse(test_arena::read_file(run / "standings.json"));
  CHECK(standings["finished"] == true);
  std::set<std::string> names;
  for (const auto& s : standings["standings"]) names.insert(s["name"].get<std::string>());
  CHECK(names.size() == 30);
  CHECK(!std::filesystem::exists(run / "seed.private"));  // config.json reveals it now
  check_verifies(run);
  check_phh_replays(run);

  const CommandResult again = arena_command("run --resume " + quoted(run));
  CHECK(again.exit_code == 0);  // nothing to do
  CHECK(again.err.find("it is over: every hand was played") != std::string::npos);
  CHECK(again.err.find("bots restart") == std::string::npos);  // nothing is played again
  std::filesystem::remove_all(bot_tmp);
}

TEST_CASE("multi-table: a resumed run serves its live page again, with a new token") {
  const auto results = scratch_dir("mtt_resume_live");
  const auto bot_tmp = results / "tmp";
  std::filesystem::create_directories(bot_tmp);
  const std::filesystem::path run = results / "paged";
  // Twelve callers with deep stacks: hundreds of hands before anyone is out, so neither run can
  // end before the test stops it, however slow the machine.
  std::string callers;
  for (int i = 1; i <= 12; ++i)
    callers += " --bot c" + std::to_string(i) + "=" + test_paths::bin("caller");
  const pid_t first = start_arena("run" + callers +
                                      " --table-size 6 --seed 7 --stack 1000000 --quiet --live 0 "
                                      "--name paged --results " +
                                      quoted(results),
                                  results / "first.out", bot_tmp);
  const test_live::PageAddress first_page = test_live::wait_for_page(results / "first.out");
  // Killed once some hands are logged: no one is out for a thousand hands at these stacks, so
  // tables.jsonl stays empty that long (waiting for it took 45 s under the sanitizers).
  const auto hands_logged = [&] {
    const std::string text = test_arena::read_file(run / "hands.jsonl");
    return std::count(text.begin(), text.end(), '\n');
  };
  for (int wait = 0; wait < 6000 && hands_logged() < 20; ++wait)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ::kill(first, SIGKILL);
  ::waitpid(first, nullptr, 0);

  const pid_t second = start_arena("run --resume " + quoted(run), results / "second.out", bot_tmp);
  const test_live::PageAddress page = test_live::wait_for_page(results / "second.out");
  CHECK(page.token != first_page.token);
  const std::string token = "token=" + page.token;
  CHECK(test_live::request(page.port, "POST", "/control?action=pause&token=" + first_page.token)
            .status == 401);  // the first run's token opens nothing now
  REQUIRE(test_live::request(page.port, "POST", "/control?action=pause&" + token).status == 200);
  const nlohmann::json live = test_live::state(page.port, "?" + token);
  CHECK(live["run"]["live"] == true);  // the resumed run's own board, not a folder's
  CHECK(live["organizer"] == true);
  CHECK(live["hands_logged"].get<int>() > 0);  // the hands played before the kill
  // The pause is logged beside the run's other logs.
  CHECK(test_arena::read_file(run / "live.jsonl").find(R"("control":"pause")") !=
        std::string::npos);
  ::kill(second, SIGINT);
  int status = 0;
  ::waitpid(second, &status, 0);
  CHECK(WIFEXITED(status));
  std::filesystem::remove_all(bot_tmp);
}
