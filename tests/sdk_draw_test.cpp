// The bot author's side of the draw games (sdk/PROTOCOL.md, "Drawing"): both SDKs read the game
// and the draw turns and answer `discard`, through their real loops; the sample bots, as real
// processes, answer every draw game's request with legal discards.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "arena_bot.hpp"
#include "sdk_session.hpp"
#include "support/arena_runner.hpp"
#include "support/paths.hpp"

using sdk_test::ChildBot;
using Json = nlohmann::json;

namespace {

Json hello_of(const std::string& game, const std::string& ranking, int hole_cards, int min_discard,
              int max_discard, bool replace) {
  const Json draw{{"min_discard", min_discard}, {"max_discard", max_discard}, {"replace", replace}};
  return {
      {"type", "hello"},
      {"protocol", 1},
      {"seat", 0},
      {"name", "me"},
      {"players", Json::array({{{"seat", 0}, {"name", "me"}}, {{"seat", 1}, {"name", "you"}}})},
      {"game",
       {{"variant", game},
        {"structure", "fixed-limit"},
        {"starting_stack", 1000},
        {"hole_cards", hole_cards},
        {"ranking", ranking},
        {"streets", Json::array({{{"name", "predraw"}}, {{"name", "draw1"}, {"draw", draw}}})}}}};
}

Json hand_start(const std::vector<std::string>& hole) {
  return {{"type", "hand_start"},
          {"hand", 1},
          {"seat", 0},
          {"button", 1},
          {"hole", hole},
          {"seats", Json::array({{{"seat", 0}, {"name", "me"}, {"stack", 1000}},
                                 {{"seat", 1}, {"name", "you"}, {"stack", 1000}}})}};
}

Json draw_request(const std::vector<std::string>& hole, int min_discard, int max_discard,
                  bool replace) {
  return {{"type", "draw"},
          {"id", 7},
          {"hand", 1},
          {"street", "draw1"},
          {"round", 1},
          {"hole", hole},
          {"min_discard", min_discard},
          {"max_discard", max_discard},
          {"replace", replace},
          {"time_ms", 1000},
          {"pot", 40},
          {"stack", 980}};
}

std::string session(const std::vector<Json>& messages) {
  std::string out;
  for (const Json& m : messages) out += m.dump() + "\n";
  return out;
}

// Whether a discard answer to request 7 fits the hand and the round.
void check_discard(const Json& answer, const std::vector<std::string>& hole, int min_discard,
                   int max_discard) {
  CAPTURE(answer.dump());
  REQUIRE(answer.is_object());
  CHECK(answer["type"] == "discard");
  CHECK(answer["id"] == 7);
  const auto cards = answer["cards"].get<std::vector<std::string>>();
  CHECK(static_cast<int>(cards.size()) >= min_discard);
  CHECK(static_cast<int>(cards.size()) <= max_discard);
  for (const auto& c : cards) CHECK(std::find(hole.begin(), hole.end(), c) != hole.end());
}

}  // namespace

TEST_CASE("C++ SDK: the draw callback answers a draw turn; bad discards fall back to the default") {
  const std::vector<std::string> hole = {"7h", "Kd", "2c", "2s", "9h"};
  const std::string in_text = session({hello_of("2-7-triple-draw", "2-7-low", 5, 0, 5, true),
                                       hand_start(hole),
                                       draw_request(hole, 0, 5, true),
                                       {{"type", "drew"},
                                        {"hand", 1},
                                        {"street", "draw1"},
                                        {"seat", 0},
                                        {"discarded", 2},
                                        {"drawn", 2},
                                        {"discards", {"Kd", "2s"}},
                                        {"cards", {"3h", "4c"}},
                                        {"hole", {"7h", "3h", "2c", "4c", "9h"}}}});
  arena_bot::GameState seen;
  const auto decide = [](const arena_bot::GameState& s) { return arena_bot::Decision::passive(s); };
  std::istringstream in(in_text);
  std::ostringstream out;
  arena_bot::run_with_draw(
      decide,
      [&seen](const arena_bot::GameState& s) {
        seen = s;
        return std::vector<std::string>{"Kd", "2s"};
      },
      "T", "", arena_bot::detail::NoPreAct{}, in, out);
  CHECK(seen.variant == "2-7-triple-draw");
  CHECK(seen.ranking == "2-7-low");
  CHECK(seen.draw_id == 7);
  CHECK(seen.max_discard == 5);
  CHECK(seen.replace);
  CHECK(seen.street == "draw1");
  std::istringstream lines(out.str());
  std::string line;
  std::getline(lines, line);  // ready
  std::getline(lines, line);
  CHECK(line == R"({"cards":["Kd","2s"],"id":7,"type":"discard"})");

  // A callback naming a card not held: the default, standing pat (and said on stderr).
  std::istringstream in2(in_text);
  std::ostringstream out2, err;
  std::streambuf* const old = std::cerr.rdbuf(err.rdbuf());
  arena_bot::run_with_draw(
      decide, [](const arena_bot::GameState&) { return std::vector<std::string>{"As"}; }, "T", "",
      arena_bot::detail::NoPreAct{}, in2, out2);
  std::cerr.rdbuf(old);
  CHECK(out2.str().find(R"({"cards":[],"id":7,"type":"discard"})") != std::string::npos);
  CHECK(err.str().find("do not fit the request") != std::string::npos);

  // The drawer's own drew copy gives its hand now; a plain run() stands pat.
  arena_bot::Tracker tracker;
  for (std::istringstream all(in_text); std::getline(all, line);) tracker.update_line(line);
  CHECK(tracker.state.hole == std::vector<std::string>{"7h", "3h", "2c", "4c", "9h"});
  CHECK(tracker.state.history.back().type == "drew");
  CHECK(tracker.state.history.back().amount == 2);
}

TEST_CASE("C++ SDK: a compulsory discard by default is the lowest card of a high hand") {
  arena_bot::GameState s;
  s.ranking = "high";
  s.hole = {"Ah", "3d", "Kc"};
  s.min_discard = 1;
  s.max_discard = 1;
  CHECK(arena_bot::default_discards(s) == std::vector<std::string>{"3d"});
  s.ranking = "2-7-low";
  CHECK(arena_bot::default_discards(s) == std::vector<std::string>{"Ah"});
  s.min_discard = 0;
  CHECK(arena_bot::default_discards(s).empty());
}

TEST_CASE("every sample bot answers each draw game's draw request with legal discards") {
  struct Case {
    std::string game, ranking;
    std::vector<std::string> hole;
    int min_discard, max_discard;
    bool replace;
  };
  const std::vector<Case> cases = {
      {"2-7-triple-draw", "2-7-low", {"7h", "Kd", "2c", "2s", "9h"}, 0, 5, true},
      {"badugi", "badugi", {"Ah", "2h", "3c", "Kd"}, 0, 4, true},
      {"5-card-draw", "high", {"Ah", "Ad", "3c", "8d", "Ts"}, 0, 5, true},
      {"crazy-pineapple", "high", {"Ah", "Kd", "3c"}, 1, 1, false}};
  const std::string py = (test_paths::source_dir() / "bots").string();
  const std::vector<std::vector<std::string>> bots = {
      {test_paths::bin("caller")},
      {test_paths::bin("raiser")},
      {test_paths::bin("random_bot"), "--seed", "4"},
      {test_paths::bin("hand_strength"), "--seed", "4"},
      {"python3", py + "/caller.py"},
      {"python3", py + "/random_bot.py", "--seed", "4"}};
  for (const auto& c : cases)
    for (const auto& argv : bots) {
      CAPTURE(c.game);
      CAPTURE(argv.back());
      ChildBot bot(argv);
      bot.send(hello_of(c.game, c.ranking, static_cast<int>(c.hole.size()), c.min_discard,
                        c.max_discard, c.replace));
      REQUIRE(bot.read_line(5000));  // ready
      bot.send(hand_start(c.hole));
      bot.send(draw_request(c.hole, c.min_discard, c.max_discard, c.replace));
      const auto line = bot.read_line(5000);
      REQUIRE(line);
      const Json answer = Json::parse(*line, nullptr, false);
      check_discard(answer, c.hole, c.min_discard, c.max_discard);
      // hand_strength keeps its best cards: a 2-7 pair and the king go, badugi's best set stays.
      if (argv.back() == "4" && argv.size() == 3 && argv[0] == test_paths::bin("hand_strength")) {
        const auto cards = answer["cards"].get<std::vector<std::string>>();
        if (c.game == "2-7-triple-draw")
          CHECK((cards == std::vector<std::string>{"Kd", "2s", "9h"}));
        if (c.game == "badugi") CHECK((cards == std::vector<std::string>{"2h"}));
        if (c.game == "crazy-pineapple") CHECK((cards == std::vector<std::string>{"3c"}));
      }
      bot.close_stdin();
      CHECK(bot.wait_exit() == 0);
    }
}

TEST_CASE("Python SDK: the draw callback answers a draw turn; the default stands pat") {
  const auto dir = test_arena::scratch_dir("sdk_python_draw");
  const std::vector<std::string> hole = {"7h", "Kd", "2c", "2s", "9h"};
  std::ofstream(dir / "in.jsonl") << session({hello_of("2-7-triple-draw", "2-7-low", 5, 0, 5, true),
                                              hand_start(hole), draw_request(hole, 0, 5, true)});
  std::ofstream(dir / "bot.py")
      << "import sys\nsys.path.insert(0, '"
      << (test_paths::source_dir() / "sdk" / "python").string()
      << "')\nimport arena_bot\n"
         "def draw(state):\n"
         "    assert state.variant == '2-7-triple-draw' and state.ranking == '2-7-low'\n"
         "    assert state.max_discard == 5 and state.replace and state.draw_id == 7\n"
         "    return [c for c in state.hole if c in ('Kd', '9h')]\n"
         "kw = {} if len(sys.argv) > 1 else {'draw': draw}\n"
         "sys.exit(arena_bot.run(arena_bot.passive, name='py', **kw))\n";
  const auto run = [&](const std::string& extra) {
    const std::string cmd = "python3 '" + (dir / "bot.py").string() + "' " + extra + " <'" +
                            (dir / "in.jsonl").string() + "' >'" + (dir / "out.txt").string() +
                            "' 2>'" + (dir / "err.txt").string() + "'";
    REQUIRE(std::system(cmd.c_str()) == 0);
    return test_arena::read_file(dir / "out.txt");
  };
  CHECK(run("").find(R"({"type":"discard","id":7,"cards":["Kd","9h"]})") != std::string::npos);
  CHECK(run("default").find(R"({"type":"discard","id":7,"cards":[]})") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("C++ SDK: the betting after a draw starts from nothing, no bet left from the last") {
  arena_bot::Tracker t;
  t.update(hello_of("2-7-triple-draw", "2-7-low", 5, 0, 5, true));
  t.update(hand_start({"7h", "Kd", "2c", "2s", "9h"}));
  t.update(Json{{"type", "post"},
                {"hand", 1},
                {"seat", 1},
                {"blind", "small_blind"},
                {"amount", 10},
                {"stack", 990},
                {"pot", 10}});
  t.update(Json{{"type", "post"},
                {"hand", 1},
                {"seat", 0},
                {"blind", "big_blind"},
                {"amount", 20},
                {"stack", 980},
                {"pot", 30}});
  t.update(Json{{"type", "acted"},
                {"hand", 1},
                {"seat", 1},
                {"street", "predraw"},
                {"action", "call"},
                {"amount", 10},
                {"added", 10},
                {"stack", 980},
                {"pot", 40}});
  CHECK(t.state.players[0].bet == 20);
  CHECK(t.state.players[1].bet == 20);
  // The other player draws first: the draw round is a street of its own.
  t.update(Json{{"type", "drew"},
                {"hand", 1},
                {"street", "draw1"},
                {"seat", 1},
                {"discarded", 1},
                {"drawn", 1}});
  CHECK(t.state.street == "draw1");
  CHECK(t.state.players[0].bet == 0);
  CHECK(t.state.players[1].bet == 0);
  t.update(Json{{"type", "acted"},
                {"hand", 1},
                {"seat", 1},
                {"street", "draw1"},
                {"action", "bet"},
                {"amount", 20},
                {"added", 20},
                {"stack", 960},
                {"pot", 60}});
  CHECK(t.state.players[1].bet == 20);
  CHECK(t.state.call_cost() == 20);
}

TEST_CASE("C++ SDK: the events a tracker keeps do not grow with the hands played (stud, draw)") {
  // Each hand's `dealt` and `drew` events are kept for reuse like the others: before, they were
  // made anew and kept as spares after every hand, never taken again (a sample caller reached
  // 119 MB over 20,000 3-handed stud hands).
  const auto play_hands = [](arena_bot::Tracker& t, int from, int to) {
    for (int hand = from; hand <= to; ++hand) {
      const std::string h = std::to_string(hand);
      t.update_line(R"({"hand":)" + h + R"(,"seat":0,"seats":[{"seat":0,"stack":1000},)" +
                    R"({"seat":1,"stack":1000}],"type":"hand_start"})");
      for (const char* street : {"third", "fourth", "fifth", "sixth", "seventh"}) {
        for (int seat = 0; seat < 2; ++seat)
          t.update_line(R"({"down":0,"hand":)" + h + R"(,"seat":)" + std::to_string(seat) +
                        R"(,"street":")" + street + R"(","type":"dealt","up":["As"]})");
        t.update_line(R"({"action":"check","added":0,"amount":0,"hand":)" + h +
                      R"(,"pot":20,"seat":1,"stack":990,"street":")" + street +
                      R"(","type":"acted"})");
      }
      t.update_line(R"({"discarded":2,"drawn":2,"hand":)" + h +
                    R"(,"seat":1,"street":"draw1","type":"drew"})");
    }
  };
  arena_bot::Tracker t;
  play_hands(t, 1, 10);
  REQUIRE(t.state.history.size() == 16);  // 10 dealt, 5 acted, 1 drew
  CHECK(t.state.history.front().type == "dealt");
  CHECK(t.state.history.front().action.empty());
  CHECK(t.state.history.back().type == "drew");
  CHECK(t.state.history.back().amount == 2);
  const std::size_t held = t.events_held();
  play_hands(t, 11, 200);
  CHECK(t.events_held() == held);
  CHECK(held <= 2 * t.state.history.size());
  // A reused event carries nothing of the one it was. The kept events are taken from the back,
  // so this hand's first event took the last hand's `drew` (2 discarded) and its second the
  // `acted` before it (a check).
  CHECK(t.state.history[0].type == "dealt");
  CHECK(t.state.history[0].amount == 0);
  CHECK(t.state.history[1].type == "dealt");
  CHECK(t.state.history[1].action.empty());
  CHECK(t.state.history[2].type == "acted");
  CHECK(t.state.history[2].action == "check");
}
