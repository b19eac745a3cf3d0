// Our PokerStars text as PokerKit's own PokerStars reader reads it. The patterns below are
// PokerKit's, copied from github.com/uoftcprg/pokerkit, pokerkit/notation.py (commit 5841c0af),
// class PokerStarsParser, with Python's named groups `(?P<name>...)` written as plain groups for
// std::regex; the hand split and the bet arithmetic follow REParser (same file). A real seeded
// run's export is read line by line as that parser reads it, and what it would read is compared
// with hands.jsonl: players, starting stacks, blinds, hole cards, board, every action in order
// with its amount, the cards shown. scripts/pokerstars-check runs PokerKit itself (docs/LOGS.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "support/arena_command.hpp"

using namespace test_arena;

namespace pokerstars_pokerkit {

// notation.py line 2471: FINAL_SEAT = r'#(?P<final_seat>\d+) is the button'
const std::regex kFinalSeat(R"(#(\d+) is the button)");
// line 2472: VARIANT = r" (?P<variant>Hold'em No Limit) "
const std::regex kVariant(R"( (Hold'em No Limit) )");
// lines 2485-2493: STARTING_STACKS = r'Seat \d+: (?P<player>.+) \(\D?(?P<starting_stack>[0-9.]+)
// in chips'
const std::regex kStartingStacks(R"(Seat \d+: (.+) \(\D?([0-9.]+) in chips)");
// lines 2476-2484: BLIND_OR_STRADDLE_POSTING = r'(?P<player>.+): posts (small|big) blind
// \D?(?P<blind_or_straddle>[0-9.]+)'
const std::regex kBlindPosting(R"((.+): posts (small|big) blind \D?([0-9.]+))");
// lines 2495-2497: HOLE_DEALING = r'Dealt to (?P<player>.+) \[(?P<cards>[1-9TJQKAcdhs ]+)\]'
const std::regex kHoleDealing(R"(Dealt to (.+) \[([1-9TJQKAcdhs ]+)\])");
// lines 2498-2511: BOARD_DEALING = r'\*\*\*( (FLOP) \*\*\*| (TURN|RIVER) \*\*\*
// \[[1-9TJQKAcdhs ]+\]) \[(?P<cards>[1-9TJQKAcdhs ]+)\]'
const std::regex kBoardDealing(
    R"(\*\*\*( (FLOP) \*\*\*| (TURN|RIVER) \*\*\* \[[1-9TJQKAcdhs ]+\]) \[([1-9TJQKAcdhs ]+)\])");
// line 2512: FOLDING = r'(?P<player>.+): folds'
const std::regex kFolding(R"((.+): folds)");
// line 2513: CHECKING_OR_CALLING = r'(?P<player>.+): c(all|heck)s'
const std::regex kCheckingOrCalling(R"((.+): c(all|heck)s)");
// lines 2514-2516: COMPLETION_BETTING_OR_RAISING = r'(?P<player>.+): (bet|raise)s
// \D?(?P<amount>[0-9.]+)'
const std::regex kBettingOrRaising(R"((.+): (bet|raise)s \D?([0-9.]+))");
// lines 2517-2519: HOLE_CARDS_SHOWING = r'(?P<player>.+): shows
// \[(?P<cards>[1-9TJQKAcdhs ]+)\] (.+)'
const std::regex kShowing(R"((.+): shows \[([1-9TJQKAcdhs ]+)\] (.+))");
// lines 2521-2529: DATETIME = r' - (?P<year>\d+)/(?P<month>\d+)/(?P<day>\d+)
// (?P<time>\d{1,2}:\d{2}:\d{2}) (?P<time_zone_abbreviation>\S+)'
const std::regex kDateTime(R"( - (\d+)/(\d+)/(\d+) (\d{1,2}:\d{2}:\d{2}) (\S+))");
// line 2536: 'hand': r'PokerStars (Hand|Game) #(?P<hand>\d+):'
const std::regex kHandNumber(R"(PokerStars (Hand|Game) #(\d+):)");
// line 2537: 'seat_count': r' (?P<seat_count>\d+)-max '
const std::regex kSeatCount(R"( (\d+)-max )");
// line 2538: 'table': r"Table '(?P<table>.+)'"
const std::regex kTable(R"(Table '(.+)')");

// lines 2467-2470: HAND = r'^PokerStars .+?(?=^\n{2,}|^Hand #|\Z)' (DOTALL, MULTILINE): a hand
// runs to the first line start followed by two newlines, so hands are two blank lines apart.
std::vector<std::string> pokerkit_hands(const std::string& text) {
  std::vector<std::string> hands;
  for (std::size_t start = 0; start < text.size();) {
    REQUIRE(text.compare(start, 11, "PokerStars ") == 0);
    const std::size_t end = text.find("\n\n\n", start);
    hands.push_back(text.substr(start, end == std::string::npos ? end : end + 1 - start));
    if (end == std::string::npos) break;
    start = text.find_first_not_of('\n', end);
  }
  return hands;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::string without_spaces(std::string s) {
  std::erase(s, ' ');
  return s;
}

// What REParser would read from one hand: each map by player name.
struct Read {
  std::map<std::string, long> stacks, blinds;
  std::map<std::string, std::string> holes, shown;
  std::string board;
  std::vector<std::string> actions;  // "name f", "name cc", "name cbr 60": REParser's order
};

// REParser._parse_actions (notation.py lines 1621-1690): line by line, the first pattern that
// matches; a bet or raise is "to" the street's highest bet plus the amount written, and a board
// dealt clears the bets.
Read read_as_pokerkit(const std::string& hand) {
  Read r;
  std::map<std::string, long> bets;
  const auto highest = [&] {
    long m = 0;
    for (const auto& [who, bet] : bets) m = std::max(m, bet);
    return m;
  };
  std::smatch m;
  for (const std::string& line : lines_of(hand)) {
    if (std::regex_search(line, m, kStartingStacks)) r.stacks[m[1]] = std::stol(m[2]);
    if (std::regex_search(line, m, kBlindPosting)) {
      r.blinds[m[1]] = bets[m[1]] = std::stol(m[3]);
    } else if (std::regex_search(line, m, kHoleDealing)) {
      r.holes[m[1]] = without_spaces(m[2]);
    } else if (std::regex_search(line, m, kBoardDealing)) {
      r.board += without_spaces(m[4]);
      bets.clear();
    } else if (std::regex_search(line, m, kFolding)) {
      r.actions.push_back(m[1].str() + " f");
    } else if (std::regex_search(line, m, kCheckingOrCalling)) {
      r.actions.push_back(m[1].str() + " cc");
      bets[m[1]] = highest();
    } else if (std::regex_search(line, m, kBettingOrRaising)) {
      const long before = highest();
      bets[m[1]] = before + std::stol(m[3]);
      r.actions.push_back(m[1].str() + (bets[m[1]] <= before
                                            ? std::string(" cc")
                                            : " cbr " + std::to_string(bets[m[1]])));
    } else if (std::regex_search(line, m, kShowing)) {
      r.shown[m[1]] = without_spaces(m[2]);
    }
  }
  return r;
}

// The same from the arena's record of the hand.
Read from_record(const nlohmann::json& hand) {
  Read r;
  std::map<int, std::string> name;
  for (const auto& p : hand["players"]) {
    name[p["seat"]] = p["name"];
    r.stacks[p["name"]] = p["stack"];
  }
  for (const auto& e : hand["events"]) {
    const std::string type = e["type"];
    const auto cards = [&] {
      std::string s;
      for (const auto& c : e["cards"]) s += c.get<std::string>();
      return s;
    };
    if (type == "post_small_blind" || type == "post_big_blind") {
      r.blinds[name[e["seat"]]] = e["amount"];
    } else if (type == "deal_hole") {
      r.holes[name[e["seat"]]] = cards();
    } else if (type == "deal_board") {
      r.board += cards();
    } else if (type == "show") {
      r.shown[name[e["seat"]]] = cards();
    } else if (type == "act" && e.value("street", "") != "showdown") {
      const std::string action = e["action"];
      const std::string who = name[e["seat"]];
      r.actions.push_back(action == "fold" ? who + " f"
                          : action == "check" || action == "call"
                              ? who + " cc"
                              : who + " cbr " + std::to_string(e["amount"].get<long>()));
    }
  }
  return r;
}

TEST_CASE(
    "PokerStars text: every hand reads through PokerKit's PokerStarsParser patterns as "
    "the record says") {
  // Four seeded bots to heads-up under fast blinds: raises, all-ins, showdowns, busts.
  const RunResult run = run_arena(
      "run --schedule schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --quiet --seed 21"
      " --bot raiser=build/bin/raiser --bot caller=build/bin/caller --bot "
      "'random=build/bin/random_bot --seed 3' --bot strength=build/bin/hand_strength",
      "stars", scratch_dir("pokerstars-pokerkit"));
  REQUIRE(run.exit_code == 0);
  const auto text_file = run.dir.parent_path() / "stars.txt";
  REQUIRE(arena_command("export " + quoted(run.dir) + " -o " + quoted(text_file)).exit_code == 0);
  const std::vector<std::string> hands = pokerkit_hands(read_file(text_file));
  REQUIRE(hands.size() == run.hands.size());
  int heads_up = 0;
  int showdowns = 0;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const nlohmann::json& record = run.hands[i];
    CAPTURE(hands[i]);
    std::smatch m;
    const std::string header = lines_of(hands[i]).at(0);
    REQUIRE(std::regex_search(header, m, kHandNumber));
    CHECK(std::stoll(m[2]) % 1'000'000'000 == record["hand"].get<long long>());
    CHECK(std::regex_search(header, kVariant));
    CHECK(std::regex_search(header, kDateTime));
    REQUIRE(std::regex_search(hands[i], m, kFinalSeat));
    CHECK(std::stoi(m[1]) == record["button"].get<int>() + 1);
    CHECK(std::regex_search(hands[i], kSeatCount));
    CHECK(std::regex_search(hands[i], kTable));

    const Read read = read_as_pokerkit(hands[i]);
    const Read expected = from_record(record);
    CHECK(read.stacks == expected.stacks);
    CHECK(read.blinds == expected.blinds);
    CHECK(read.holes == expected.holes);
    CHECK(read.board == expected.board);
    CHECK(read.actions == expected.actions);
    CHECK(read.shown == expected.shown);
    heads_up += record["players"].size() == 2;
    showdowns += !expected.shown.empty();
  }
  // The run reached what the checks are about.
  CHECK(heads_up > 0);
  CHECK(showdowns > 0);
}

}  // namespace pokerstars_pokerkit
