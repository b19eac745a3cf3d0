// arena::report::viewer_hand on the hands of real runs of the sample bots (hold'em, a triple
// draw, stud, Omaha hi-lo): the hand the viewer draws holds the record's seats, cards, board,
// chips and winners; a hand in play (events so far, hole cards hidden) is drawn with card backs;
// a bot's view shows the cards `arena show --as` prints, a spectator's only the public ones.
#include "arena/report/viewer_hand.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "arena/verify/hand_text.hpp"
#include "support/arena_command.hpp"
#include "support/paths.hpp"

using namespace test_arena;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::vector<json> played_hands(const std::string& game) {
  const fs::path results = scratch_dir("viewer-hand");
  const CommandResult run = arena_command(
      "run --quiet --no-timings --seed viewer-hand --stack 5000 --hand-limit 12 --game " + game +
      " --results " + quoted(results) + " --name " + game +
      " --bot strength='build/bin/hand_strength --seed 3' --bot caller=build/bin/caller"
      " --bot raiser=build/bin/raiser --bot random='build/bin/random_bot --seed 1'");
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  std::vector<json> hands;
  std::ifstream in(results / game / "hands.jsonl");
  for (std::string line; std::getline(in, line);) hands.push_back(json::parse(line));
  REQUIRE(hands.size() == 12);
  return hands;
}

std::vector<std::string> split_cards(const std::string& cards) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i + 1 < cards.size(); i += 2) out.push_back(cards.substr(i, 2));
  return out;
}

std::string joined(const json& cards) {
  std::string out;
  for (const json& c : cards) out += c.get<std::string>();
  return out;
}

// Every event of the viewer's hand, in order, its steps flattened.
std::vector<json> events_of(const json& viewer) {
  std::vector<json> out;
  for (const json& step : viewer["steps"])
    for (const json& e : step) out.push_back(e);
  return out;
}

// The viewer's hand holds the record: seats, dealt cards, board, draws, chips, winners.
void check_drawn_as_recorded(const json& record) {
  const json v = arena::report::viewer_hand(record);
  INFO("hand " << record["hand"]);
  CHECK(v["hand"] == record["hand"]);
  CHECK(v["button"] == record["button"]);
  REQUIRE(v["seats"].size() == record["players"].size());
  std::map<int, long long> chips;  // each seat's stack, moved by the viewer's events
  std::map<int, std::vector<std::string>> held;
  for (const json& p : record["players"]) chips[p["seat"].get<int>()] = p["stack"].get<long long>();
  for (std::size_t i = 0; i < v["seats"].size(); ++i) {
    CHECK(v["seats"][i][0] == record["players"][i]["seat"]);
    CHECK(v["seats"][i][1] == record["players"][i]["name"]);
    CHECK(v["seats"][i][2] == record["players"][i]["stack"]);
  }
  // Step 0 is the table before the first decision; no step is empty.
  CHECK(v["steps"][0].size() >= 2);
  for (const json& step : v["steps"]) CHECK_FALSE(step.empty());

  std::string board, dealt;
  std::size_t acts = 0;
  std::vector<json> wins;
  for (const json& e : events_of(v)) {
    const std::string code = e[0].get<std::string>();
    const int seat = e.size() > 1 && e[1].is_number() ? e[1].get<int>() : -1;
    if (code == "a" || code == "s" || code == "B") chips[seat] -= e[2].get<long long>();
    if (code == "f" || code == "k" || code == "c" || code == "b" || code == "r") {
      // [code, seat, amount, added]: added left out when it is the amount
      chips[seat] -= e.size() > 3 && e[3].is_number()   ? e[3].get<long long>()
                     : e.size() > 2 && e[2].is_number() ? e[2].get<long long>()
                                                        : 0;
      ++acts;
    }
    if (code == "u") chips[seat] += e[2].get<long long>();
    if (code == "w") {
      chips[seat] += e[2].get<long long>();
      wins.push_back(e);
    }
    if (code == "d") board += e[1].get<std::string>();
    if (code == "h") {
      dealt += e[2].get<std::string>();
      for (const std::string& c : split_cards(e[2].get<std::string>())) held[seat].push_back(c);
    }
    if (code == "D")
      for (const std::string& c : split_cards(e[2].get<std::string>()))
        held[seat].erase(std::find(held[seat].begin(), held[seat].end(), c));
    if (code == "W")
      for (const std::string& c : split_cards(e[2].get<std::string>())) held[seat].push_back(c);
    if (code == "o") {  // what it shows is what it holds after its draws
      std::vector<std::string> shown = split_cards(e[2].get<std::string>()), hand = held[seat];
      std::sort(shown.begin(), shown.end());
      std::sort(hand.begin(), hand.end());
      CHECK(shown == hand);
    }
  }
  CHECK(board == joined(record["board"]));
  std::string recorded_dealt;
  std::size_t recorded_acts = 0;
  for (const json& e : record["events"]) {
    if (e["type"] == "deal_hole") recorded_dealt += joined(e["cards"]);
    if (e["type"] == "act") ++recorded_acts;
  }
  CHECK(dealt == recorded_dealt);
  CHECK(acts == recorded_acts);
  for (const json& s : record["stacks"]) CHECK(chips[s["seat"].get<int>()] == s["stack"]);
  REQUIRE(wins.size() == record["winners"].size());
  for (std::size_t i = 0; i < wins.size(); ++i) {
    const json& w = record["winners"][i];
    CHECK(wins[i][1] == w["seat"]);
    CHECK(wins[i][2] == w["amount"]);
    CHECK(wins[i][3] == w["pot"]);
    if (w.contains("half")) CHECK(wins[i][4] == w["half"]);
  }
  REQUIRE(v["after"].size() == record["stacks"].size());
  for (std::size_t i = 0; i < v["seats"].size(); ++i)
    CHECK(v["after"][i] == chips[v["seats"][i][0].get<int>()]);
}

// The cards (two-letter codes) in a text: every bracketed list of hand_text, each card once.
std::set<std::string> cards_in_text(const std::string& text) {
  std::set<std::string> out;
  static const std::regex list(R"(\[([2-9TJQKA][shdc](?: [2-9TJQKA][shdc])*)\])");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), list); it != std::sregex_iterator();
       ++it) {
    const std::string inside = (*it)[1];
    for (std::size_t i = 0; i < inside.size(); i += 3) out.insert(inside.substr(i, 2));
  }
  return out;
}

// The cards a viewer's hand shows face up anywhere: dealt, board, drawn, discarded, mucked,
// shown. Those the looker does not see are "??" and left out.
std::set<std::string> cards_in_viewer(const json& v) {
  std::set<std::string> out;
  for (const json& e : events_of(v)) {
    const std::string code = e[0].get<std::string>();
    const std::size_t at = code == "d" ? 1 : 2;
    if (code != "h" && code != "d" && code != "D" && code != "W" && code != "m" && code != "o")
      continue;
    for (const std::string& c : split_cards(e[at].get<std::string>()))
      if (c != "??") out.insert(c);
  }
  return out;
}

void check_sights(const json& record) {
  INFO("hand " << record["hand"]);
  for (const json& p : record["players"]) {
    const std::string bot = p["name"].get<std::string>();
    const json seen = arena::report::viewer_hand(record, arena::report::HandSight::as_bot(bot));
    INFO("as " << bot);
    CHECK(cards_in_viewer(seen) == cards_in_text(arena::verify::hand_text(record, "run", bot)));
  }
  // A spectator sees no card that is not public: no hole card of a seat that did not show.
  const json rail = arena::report::viewer_hand(record, arena::report::HandSight::rail());
  std::set<int> showed;
  for (const json& s : record["shown"]) showed.insert(s["seat"].get<int>());
  for (const json& e : events_of(rail))
    if (e[0] == "h" && showed.count(e[1].get<int>()) == 0) {
      const std::string up = e.size() > 3 ? e[3].get<std::string>() : "";
      for (const std::string& c : split_cards(e[2].get<std::string>()))
        CHECK((c == "??" || up.find(c) != std::string::npos));
    }
}

// A hand in play: its events up to `cut`, no result, the hole cards not in the record.
json hand_in_play(json record, std::size_t cut) {
  record["events"] = json(std::vector<json>(record["events"].begin(),
                                            record["events"].begin() + static_cast<long>(cut)));
  for (const char* result : {"stacks", "winners", "shown", "mucked", "actions"})
    record.erase(result);
  for (json& p : record["players"]) p["hole"] = nullptr;
  for (json& e : record["events"])
    if (e["type"] == "deal_hole") {
      for (json& c : e["cards"])
        if (!e.contains("up") || std::find(e["up"].begin(), e["up"].end(), c) == e["up"].end())
          c = nullptr;
    }
  return record;
}

void check_games(const std::string& game) {
  const std::vector<json> hands = played_hands(game);
  for (const json& record : hands) {
    check_drawn_as_recorded(record);
    check_sights(record);
  }
  // The longest hand, cut in the middle, then grown: backs for the hidden cards, no result, and
  // each longer cut has at least the steps of the shorter.
  const json& longest = *std::max_element(
      hands.begin(), hands.end(),
      [](const json& a, const json& b) { return a["events"].size() < b["events"].size(); });
  std::size_t steps = 0;
  for (std::size_t cut = longest["events"].size() / 2; cut <= longest["events"].size(); ++cut) {
    const json v = arena::report::viewer_hand(hand_in_play(longest, cut));
    CHECK_FALSE(v.contains("after"));
    CHECK(v["steps"].size() >= steps);
    steps = v["steps"].size();
    for (const json& e : events_of(v))
      if (e[0] == "h" && e.size() == 3)
        CHECK(e[2].get<std::string>().find_first_not_of('?') == std::string::npos);
  }
  CHECK(steps == arena::report::viewer_hand(longest)["steps"].size());
}

}  // namespace

TEST_CASE("viewer_hand: hold'em hands of a real run, as recorded, as each bot saw them, in play") {
  check_games("holdem");
}

TEST_CASE("viewer_hand: a triple draw's discards and draws") {
  check_games("2-7-triple-draw");
}

TEST_CASE("viewer_hand: stud's up and down cards") {
  check_games("stud");
}

TEST_CASE("viewer_hand: Omaha hi-lo's halves") {
  check_games("omaha-8");
}

// Skipped under the sanitizers: their report of these 2,200 hands takes 26 s (1 s in the normal
// build); report_test and report_scale_test write pages under them.
TEST_CASE("report page: it carries the first 2,000 hands and the biggest pots after them" *
          doctest::skip(test_paths::sanitized())) {
  // Small blinds for 2,050 hands, then 100 times larger: the biggest pots come after the
  // hands carried whole.
  const fs::path results = scratch_dir("viewer-hand-long");
  std::ofstream(results / "late.json")
      << R"({"name": "late", "unit": "hands", "levels": [)"
         R"({"small_blind": 10, "big_blind": 20, "length": 2050},)"
         R"({"small_blind": 1000, "big_blind": 2000, "length": 1000}]})";
  const CommandResult run = arena_command(
      "run --quiet --no-timings --seed long --stack 100000000 --structure fixed-limit"
      " --hand-limit 2200 --report --schedule " +
      quoted(results / "late.json") + " --results " + quoted(results) +
      " --name long --bot caller=build/bin/caller --bot raiser=build/bin/raiser"
      " --bot strength='build/bin/hand_strength --seed 3'");
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const std::string page = read_file(results / "long" / "report.html");
  const std::size_t from = page.find("id=\"hand-data\">") + 15;
  const json carried = json::parse(page.substr(from, page.find("</script>", from) - from));
  std::set<int> numbers;
  for (const json& h : carried) numbers.insert(h["hand"].get<int>());
  for (int hand = 1; hand <= 2000; ++hand) REQUIRE(numbers.count(hand) == 1);
  CHECK(carried.size() <= 2010);
  CHECK(*numbers.rbegin() > 2050);  // a big pot of the late blinds
  // Every hand the page links to is on it.
  static const std::regex link("href=\"#hand-(\\d+)\"");
  int links = 0;
  for (auto it = std::sregex_iterator(page.begin(), page.end(), link); it != std::sregex_iterator();
       ++it, ++links)
    CHECK(numbers.count(std::stoi((*it)[1])) == 1);
  CHECK(links >= 10);
  CHECK(page.find("carries the first 2000 hands") != std::string::npos);
}
