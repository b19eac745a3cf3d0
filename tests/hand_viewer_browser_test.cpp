// The hand viewer of a report page in a real headless Chromium, driven through its DevTools
// protocol: a real sit-and-go of the sample bots, its report opened at #hand-N, stepped with the
// arrow keys; the step and the cards drawn checked against the hand's record in hands.jsonl, no
// script error, no request but the page itself; a hand in play (the live page's use) mounted
// again as it grows. With ARENA_SCREENSHOTS=DIR it also writes the
// PNGs of docs/images (ARENA_SCREENSHOTS=docs/images build/bin/tests_process
// --source-file='*/hand_viewer_browser_test.cpp'). Not a test of the sanitizer build, whose pass
// opens no report page in Chromium (tests/tests.cmake): what it checks is the viewer's script,
// alike in both passes.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "arena/report/viewer_hand.hpp"
#include "support/arena_command.hpp"
#include "support/chromium_devtools.hpp"

using namespace test_arena;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const std::string kViewer = "document.querySelector('[data-hand-viewer]')";

// One browser for every case of this file, each opening its own page (a file of its own, so each
// is loaded anew): a start of Chromium costs some 4 s of CPU, and this file opened six.
DevToolsBrowser& browser_for_pages() {
  static DevToolsBrowser browser(scratch_dir("hand-viewer-chromium"));
  return browser;
}

// A played run with its report: `args` after `arena run`.
fs::path played_report(const fs::path& results, const std::string& name, const std::string& args) {
  const CommandResult run = arena_command(
      "run --quiet --report --no-timings --results " + quoted(results) + " --name " + name +
      " --bot strength='build/bin/hand_strength --seed 3' --bot caller=build/bin/caller"
      " --bot raiser=build/bin/raiser --bot random='build/bin/random_bot --seed 1' " +
      args);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  return results / name;
}

std::vector<json> hand_records(const fs::path& run) {
  std::vector<json> hands;
  std::ifstream in(run / "hands.jsonl");
  for (std::string line; std::getline(in, line);) hands.push_back(json::parse(line));
  return hands;
}

// The data-card codes drawn under `selector` inside the viewer, sorted.
std::vector<std::string> cards_in(DevToolsBrowser& browser, const std::string& selector) {
  const json codes = browser.evaluate("[].map.call(" + kViewer + ".querySelectorAll('" + selector +
                                      " [data-card]'),function(c){return c.dataset.card;})");
  std::vector<std::string> out = codes.get<std::vector<std::string>>();
  std::sort(out.begin(), out.end());
  return out;
}

std::string viewer_attribute(DevToolsBrowser& browser, const std::string& name) {
  const json value = browser.evaluate(kViewer + ".getAttribute('" + name + "')");
  return value.is_string() ? value.get<std::string>() : "";
}

void save_screenshot(DevToolsBrowser& browser, const fs::path& scratch, const std::string& file) {
  const std::string png = browser.screenshot("[data-hand-viewer]");
  CHECK(png.rfind("\x89PNG", 0) == 0);
  std::ofstream(scratch / file, std::ios::binary) << png;
  if (const char* into = std::getenv("ARENA_SCREENSHOTS"))
    std::ofstream(fs::path(into) / file, std::ios::binary) << png;
}

}  // namespace

TEST_CASE("hand viewer: a report opened at #hand-N in Chromium, stepped with the arrow keys") {
  const fs::path results = scratch_dir("hand-viewer-browser");
  const fs::path run = played_report(results, "sng", "--seed viewer --hand-limit 30");
  const fs::path page = fs::absolute(run / "report.html");
  const std::vector<json> hands = hand_records(run);
  // A hand that went to a showdown on a full board: every kind of step.
  const auto shown = std::find_if(hands.begin(), hands.end(), [](const json& h) {
    return !h["shown"].empty() && h["board"].size() == 5;
  });
  REQUIRE(shown != hands.end());
  const json& record = *shown;
  const std::string number = std::to_string(record["hand"].get<int>());

  DevToolsBrowser& browser = browser_for_pages();
  browser.open("file://" + page.string() + "#hand-" + number,
               "document.documentElement.dataset.ready === 'yes' && " + kViewer +
                   ".dataset.hand === '" + number + "'");
  CHECK(viewer_attribute(browser, "data-step") == "0");
  const int steps = std::stoi(viewer_attribute(browser, "data-steps"));
  CHECK(steps > 5);

  // Step 0: every seat's hole cards as dealt, the board empty.
  std::vector<std::string> hole;
  for (const json& p : record["players"])
    for (const json& c : p["hole"]) hole.push_back(c.get<std::string>());
  std::sort(hole.begin(), hole.end());
  CHECK(cards_in(browser, ".hv-seat") == hole);
  CHECK(cards_in(browser, ".hv-board").empty());

  // The right arrow steps one at a time; the board grows to the record's.
  std::size_t board_seen = 0;
  for (int step = 1; step < steps; ++step) {
    browser.press("ArrowRight", 39);
    REQUIRE(viewer_attribute(browser, "data-step") == std::to_string(step));
    const std::size_t board = cards_in(browser, ".hv-board").size();
    CHECK(board >= board_seen);
    board_seen = board;
  }
  browser.press("ArrowRight", 39);  // past the end: stays
  CHECK(viewer_attribute(browser, "data-step") == std::to_string(steps - 1));
  std::vector<std::string> board = record["board"].get<std::vector<std::string>>();
  std::sort(board.begin(), board.end());
  CHECK(cards_in(browser, ".hv-board") == board);
  for (const json& w : record["winners"]) {
    const std::string seat_text =
        browser.evaluate(kViewer + ".querySelector('[data-seat=\"" +
                         std::to_string(w["seat"].get<int>()) + "\"]').textContent");
    CHECK(seat_text.find("wins " + std::to_string(w["amount"].get<long long>())) !=
          std::string::npos);
  }
  save_screenshot(browser, results, "hand_viewer_holdem.png");
  browser.press("ArrowLeft", 37);
  CHECK(viewer_attribute(browser, "data-step") == std::to_string(steps - 2));

  // As one bot saw it: at the deal, its own cards and the others' backs.
  const json& first = record["players"][0];
  browser.evaluate("(function(){var s=" + kViewer + ".querySelector('select.hv-as');s.value='" +
                   first["name"].get<std::string>() +
                   "';s.dispatchEvent(new Event('change',{bubbles:true}));})()");
  browser.evaluate(kViewer + ".focus()");
  browser.press("Home", 36);
  CHECK(viewer_attribute(browser, "data-step") == "0");
  std::vector<std::string> seen = first["hole"].get<std::vector<std::string>>();
  for (std::size_t i = 2; i < hole.size(); ++i) seen.push_back("??");
  std::sort(seen.begin(), seen.end());
  CHECK(cards_in(browser, ".hv-seat") == seen);
  while (cards_in(browser, ".hv-board").size() < 3) browser.press("ArrowRight", 39);
  save_screenshot(browser, results, "hand_viewer_as_bot.png");  // the flop, as that bot saw it

  // A hand in play as a spectator sees it (the live page's use): mounted again as it grows, a
  // viewer at its last step follows; every hole card a back, the board's cards drawn.
  json early = record, later = record;
  for (json* cut : {&early, &later}) {
    for (const char* result : {"stacks", "winners", "shown", "mucked"}) cut->erase(result);
    const std::size_t events = (*cut)["events"].size() * (cut == &early ? 1 : 2) / 3;
    (*cut)["events"] = json(std::vector<json>(
        (*cut)["events"].begin(), (*cut)["events"].begin() + static_cast<long>(events)));
    *cut = arena::report::viewer_hand(*cut, arena::report::HandSight::rail());
  }
  REQUIRE(later["steps"].size() > early["steps"].size());
  const std::string live = "document.getElementById('live')";
  browser.evaluate(
      "(function(){var e=document.createElement('div');e.id='live';"
      "document.body.appendChild(e);HandViewer.mount(e," +
      early.dump() + ",{step:" + std::to_string(early["steps"].size() - 1) + "});})()");
  CHECK(browser.evaluate(live + ".dataset.step") == std::to_string(early["steps"].size() - 1));
  browser.evaluate("HandViewer.mount(" + live + "," + later.dump() + ")");
  CHECK(browser.evaluate(live + ".dataset.step") == std::to_string(later["steps"].size() - 1));
  CHECK(browser.evaluate(live + ".querySelector('.hv-title').textContent.indexOf('in play') > 0") ==
        true);
  const json backs = browser.evaluate(
      "[].map.call(" + live +
      ".querySelectorAll('.hv-seat [data-card]'),function(c){return c.dataset.card;})");
  CHECK(backs.size() == hole.size());
  for (const json& card : backs) CHECK(card == "??");

  // Every link to a hand opens it: the biggest pot's.
  const std::string pot_hand =
      browser.evaluate("document.querySelector('table.pots a').getAttribute('href')");
  browser.evaluate("document.querySelector('table.pots a').click()");
  browser.wait_for(kViewer + ".dataset.hand === '" + pot_hand.substr(pot_hand.find('-') + 1) + "'");

  CHECK(browser.errors().empty());
  CHECK_FALSE(browser.requests().empty());  // the page itself, at least
  for (const std::string& url : browser.requests()) CHECK(url == "file://" + page.string());
  CHECK(browser.evaluate("document.documentElement.dataset.refused || ''") == "");
}

TEST_CASE("hand viewer: stud and a triple draw drawn in Chromium, four colours") {
  const fs::path results = scratch_dir("hand-viewer-games");
  for (const auto& [game, hand] : {std::pair<std::string, std::string>{"stud-8", "2"},
                                   std::pair<std::string, std::string>{"2-7-triple-draw", "3"}}) {
    const fs::path run =
        played_report(results, game, "--seed viewer --hand-limit 6 --game " + game);
    const fs::path page = fs::absolute(run / "report.html");
    DevToolsBrowser& browser = browser_for_pages();
    browser.open("file://" + page.string() + "#hand-" + hand,
                 kViewer + " && " + kViewer + ".dataset.hand === '" + hand + "'");
    browser.evaluate("(function(){var b=" + kViewer +
                     ".querySelector('[data-option=\"four-colour\"]');b.click();})()");
    CHECK(browser.evaluate(kViewer + ".classList.contains('hv-four')") == true);
    browser.evaluate(kViewer + ".focus()");
    browser.press("End", 35);
    const int steps = std::stoi(viewer_attribute(browser, "data-steps"));
    CHECK(viewer_attribute(browser, "data-step") == std::to_string(steps - 1));
    save_screenshot(browser, results, "hand_viewer_" + game + ".png");
    CHECK(browser.errors().empty());
    CHECK_FALSE(browser.requests().empty());  // the page itself, at least
    for (const std::string& url : browser.requests()) CHECK(url == "file://" + page.string());
  }
}

TEST_CASE("hand viewer: a multi-table run's #table-T-hand-N, a league's page linking its games'") {
  const fs::path results = scratch_dir("hand-viewer-links");
  const fs::path field =
      played_report(results, "field",
                    "--seed viewer --hand-limit 2 --table-size 3 --bot c2=build/bin/caller"
                    " --bot r2=build/bin/raiser");
  const std::vector<json> hands = hand_records(field);
  const json& last = hands.back();
  REQUIRE(last["table"].get<int>() > 1);
  const std::string number = std::to_string(last["hand"].get<int>());
  const std::string table = std::to_string(last["table"].get<int>());
  {
    DevToolsBrowser& browser = browser_for_pages();
    browser.open("file://" + fs::absolute(field / "report.html").string() + "#table-" + table +
                     "-hand-" + number,
                 kViewer + " && " + kViewer + ".dataset.hand === '" + number + "'");
    CHECK(viewer_attribute(browser, "data-table") == table);
    CHECK(browser.errors().empty());
  }

  const CommandResult league = arena_command(
      "league --quiet --report --sandbox off --seed viewer --games 2 --table-size 3 --hand-limit 5"
      " --results " +
      quoted(results) +
      " --name night --bot caller=build/bin/caller --bot raiser=build/bin/raiser"
      " --bot strength='build/bin/hand_strength --seed 3'");
  INFO(league.err);
  REQUIRE(league.exit_code == 0);
  const std::string page = read_file(results / "night" / "report.html");
  CHECK(page.find("id=\"hand-data\"") == std::string::npos);  // the games' pages carry them
  for (const char* game : {"0001", "0002"}) {
    CHECK(page.find(std::string("href=\"games/") + game + "/report.html\"") != std::string::npos);
    CHECK(fs::exists(results / "night" / "games" / game / "report.html"));
  }
  DevToolsBrowser& browser = browser_for_pages();
  browser.open(
      "file://" + fs::absolute(results / "night/games/0002/report.html").string() + "#hand-2",
      kViewer + " && " + kViewer + ".dataset.hand === '2'");
  CHECK(browser.errors().empty());
}
