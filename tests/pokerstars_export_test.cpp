// `arena export --format pokerstars`: PokerStars-style hand histories from hands.jsonl. A known
// hand is checked line by line; every hand of a real run is exported and its text accounts for
// every chip (replaying the text's posts, bets, returns and collections gives the recorded
// stacks, and the total pot is what was collected); matches get the cash-game header.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "arena/results/hand_export.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/pokerstars_writer.hpp"
#include "arena/results/recorded_hand.hpp"
#include "engine/deal.hpp"
#include "support/arena_runner.hpp"
#include "support/cards.hpp"

using test_cards::card;

namespace {

std::vector<std::string> split_hands(const std::string& text) {
  std::vector<std::string> hands;
  std::size_t start = 0;
  while (true) {
    const std::size_t next = text.find("\n\n\nPokerStars Hand #", start);
    hands.push_back(text.substr(start, next == std::string::npos ? next : next + 1 - start));
    if (next == std::string::npos) break;
    start = next + 3;
  }
  return hands;
}

// Replays a hand's text chip by chip: each name's stack after the hand, and the collections.
struct TextTotals {
  std::map<std::string, long long> stacks;
  long long collected = 0;
  long long total_pot = -1;
};

TextTotals replay_text(const std::string& hand) {
  TextTotals t;
  std::map<std::string, long long> street;
  static const std::regex seat(R"(^Seat \d+: (.+) \((\d+) in chips\)$)");
  static const std::regex post(
      R"(^(.+): posts (the ante|small blind|big blind) (\d+)( and is all-in)?$)");
  static const std::regex call_bet(R"(^(.+): (calls|bets) (\d+)( and is all-in)?$)");
  static const std::regex raise(R"(^(.+): raises (\d+) to (\d+)( and is all-in)?$)");
  static const std::regex returned(R"(^Uncalled bet \((\d+)\) returned to (.+)$)");
  static const std::regex collected(
      R"(^(.+) collected (\d+) from (pot|main pot|side pot(-\d+)?)$)");
  static const std::regex total(
      R"(^Total pot (\d+)( Main pot \d+\.( Side pot(-\d+)? \d+\.)+)? \| Rake 0$)");
  std::istringstream in(hand);
  std::string line;
  bool summary = false;
  std::smatch m;
  while (std::getline(in, line)) {
    if (line == "*** SUMMARY ***") summary = true;
    if (!summary && std::regex_match(line, m, seat)) {
      t.stacks[m[1]] = std::stoll(m[2]);
    } else if (std::regex_match(line, m, post)) {
      t.stacks[m[1]] -= std::stoll(m[3]);
      if (m[2] != "the ante") street[m[1]] += std::stoll(m[3]);
    } else if (line.rfind("*** FLOP", 0) == 0 || line.rfind("*** TURN", 0) == 0 ||
               line.rfind("*** RIVER", 0) == 0) {
      street.clear();
    } else if (std::regex_match(line, m, call_bet)) {
      t.stacks[m[1]] -= std::stoll(m[3]);
      street[m[1]] += std::stoll(m[3]);
    } else if (std::regex_match(line, m, raise)) {
      const long long to = std::stoll(m[3]);
      t.stacks[m[1]] -= to - street[m[1]];
      street[m[1]] = to;
    } else if (std::regex_match(line, m, returned)) {
      t.stacks[m[2]] += std::stoll(m[1]);
    } else if (std::regex_match(line, m, collected)) {
      t.stacks[m[1]] += std::stoll(m[2]);
      t.collected += std::stoll(m[2]);
    } else if (std::regex_match(line, m, total)) {
      t.total_pot = std::stoll(m[1]);
    }
  }
  return t;
}

int run_export(const std::string& args, std::string& output) {
  const auto out_file = std::filesystem::temp_directory_path() /
                        ("arena-export-" + std::to_string(::getpid()) + ".out");
  const std::string cmd =
      "'" + test_paths::bin("arena") + "' export " + args + " >'" + out_file.string() + "' 2>&1";
  const int status = std::system(cmd.c_str());
  output = test_arena::read_file(out_file);
  std::filesystem::remove(out_file);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The hand numbers of an exported run ("PokerStars Hand #N:"), in order.
std::vector<long long> hand_numbers(const std::string& text) {
  std::vector<long long> numbers;
  static const std::regex header(R"(PokerStars Hand #(\d+): )");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), header);
       it != std::sregex_iterator(); ++it)
    numbers.push_back(std::stoll((*it)[1]));
  return numbers;
}

}  // namespace

TEST_CASE("PokerStars hand numbers: unique per run, the same when a run is exported again") {
  using arena::pokerstars_run_id;
  const std::string hash = "3f1a9c0d5e7b2a4c6d8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e";
  const long long id = pokerstars_run_id("tournament", "t1", hash);
  CHECK(id >= 0);
  CHECK(id < arena::kPokerStarsHandsPerRun);
  CHECK(pokerstars_run_id("tournament", "t1", hash) == id);  // a function of the run's files
  CHECK(pokerstars_run_id("match", "t1", hash) != id);       // same seed and name, a match
  CHECK(pokerstars_run_id("tournament", "t2", hash) != id);  // same seed, another run
  CHECK(pokerstars_run_id("tournament", "t1", "00" + hash.substr(2)) != id);  // another seed
  // BLAKE2b-256 of "tournament t1 <hash>": its first 16 hex digits modulo 10^9.
  poker::Seed text;
  text.text = "tournament t1 " + hash;
  CHECK(id == static_cast<long long>(std::stoull(text.commitment().substr(0, 16), nullptr, 16) %
                                     1'000'000'000ULL));
  arena::PokerStarsRunInfo run;
  run.tournament_id = id;
  CHECK(arena::pokerstars_hand_id(run, 1) == id * 1'000'000'000 + 1);
  CHECK(arena::pokerstars_hand_id(run, 100'000'000) == id * 1'000'000'000 + 100'000'000);

  // A tournament and a match with the same seed (and name) export different hand numbers.
  const auto results = test_arena::scratch_dir("pokerstars_numbers");
  std::filesystem::create_directories(results / "t");
  std::filesystem::create_directories(results / "m");
  const std::string bots = " --bot caller='" + test_paths::bin("caller") + "' --bot raiser='" +
                           test_paths::bin("raiser") + "'";
  const auto t =
      test_arena::run_arena("run --seed 7 --quiet --hand-limit 5" + bots, "same", results / "t");
  const auto m =
      test_arena::run_arena("match --seed 7 --quiet --hands 5" + bots, "same", results / "m");
  REQUIRE(t.exit_code == 0);
  REQUIRE(m.exit_code == 0);
  REQUIRE(t.config["seed_hash"] == m.config["seed_hash"]);
  std::string tournament, again, match;
  REQUIRE(run_export("'" + t.dir.string() + "'", tournament) == 0);
  REQUIRE(run_export("'" + t.dir.string() + "'", again) == 0);
  REQUIRE(run_export("'" + m.dir.string() + "'", match) == 0);
  const auto tournament_numbers = hand_numbers(tournament);
  const auto match_numbers = hand_numbers(match);
  REQUIRE(tournament_numbers.size() == t.hands.size());
  REQUIRE(match_numbers.size() == m.hands.size());
  for (long long n : tournament_numbers)
    for (long long k : match_numbers) CHECK(n != k);
  // The numbers come from config.json: the same run exported twice gives the same text.
  CHECK(again == tournament);
  const long long run_id =
      pokerstars_run_id("tournament", "same", t.config["seed_hash"].get<std::string>());
  CHECK(tournament_numbers.front() == run_id * arena::kPokerStarsHandsPerRun + 1);
  CHECK(tournament.find("Tournament #" + std::to_string(run_id) + ", ") != std::string::npos);
  CHECK(match_numbers.front() ==
        pokerstars_run_id("match", "same", m.config["seed_hash"].get<std::string>()) *
                arena::kPokerStarsHandsPerRun +
            1);
  std::filesystem::remove_all(results);
}

TEST_CASE("PokerStars text of a known hand: header, posts, streets, showdown, side pot, summary") {
  // Three players, antes, the short stack all-in: a main pot and a side pot at showdown.
  poker::HandSetup setup;
  setup.players = 3;
  setup.button = 0;
  setup.stacks = {1000, 300, 1000};
  setup.small_blind = 10;
  setup.big_blind = 20;
  setup.set_antes(5, poker::AnteKind::EveryPlayer);
  setup.deal.hole[0] = {card("Ah"), card("Kh")};
  setup.deal.hole[1] = {card("Qs"), card("Qd")};
  setup.deal.hole[2] = {card("9c"), card("8c")};
  setup.deal.board = {card("Ad"), card("7c"), card("2h"), card("Qc"), card("3s")};
  poker::Hand hand;
  std::vector<poker::Event> events;
  hand.start(setup, &events);
  // Button raises to 60, small blind (300) shoves, big blind and button call; flop: the big
  // blind bets 100, the button calls (a side pot); the river bet is folded to.
  using poker::ActionType;
  for (poker::Action a :
       {poker::Action{ActionType::Raise, 60}, poker::Action{ActionType::Raise, 295},
        poker::Action{ActionType::Call, 0}, poker::Action{ActionType::Call, 0},
        poker::Action{ActionType::Bet, 100}, poker::Action{ActionType::Call, 0},
        poker::Action{ActionType::Check, 0}, poker::Action{ActionType::Check, 0},
        poker::Action{ActionType::Check, 0}, poker::Action{ActionType::Bet, 200},
        poker::Action{ActionType::Fold, 0}}) {
    REQUIRE(hand.apply(a) == poker::ActionError::None);
  }
  REQUIRE(hand.finished());
  arena::HandRecordData played;
  played.hand_number = 12;
  played.level = 4;
  played.setup = setup;
  played.hand = hand;
  played.events = events;
  played.seat_of_player = {2, 3, 5};
  played.name_of_player = {"alice", "bob", "carol"};
  played.decisions.resize(11);
  played.decisions[5].forced = "timeout";
  const arena::RecordedHand recorded =
      arena::read_recorded_hand(arena::hand_record(played.input()));

  arena::PokerStarsRunInfo run;
  run.tournament_id = 4242;
  run.max_seats = 6;
  run.date_et = "2026/11/22 12:00:00";
  run.places = {{"bob", 3}};
  const std::string expected =
      "PokerStars Hand #4242000000012: Tournament #4242, Hold'em No Limit - Level IV (10/20) - "
      "2026/11/22 12:00:00 ET\n"
      "Table '4242 1' 6-max Seat #3 is the button\n"
      "Seat 3: alice (1000 in chips)\n"
      "Seat 4: bob (300 in chips)\n"
      "Seat 6: carol (1000 in chips)\n"
      "bob: posts the ante 5\n"
      "carol: posts the ante 5\n"
      "alice: posts the ante 5\n"
      "bob: posts small blind 10\n"
      "carol: posts big blind 20\n"
      "*** HOLE CARDS ***\n"
      "Dealt to bob [Qs Qd]\n"
      "Dealt to carol [9c 8c]\n"
      "Dealt to alice [Ah Kh]\n"
      "alice: raises 40 to 60\n"
      "bob: raises 235 to 295 and is all-in\n"
      "carol: calls 275\n"
      "alice: calls 235\n"
      "*** FLOP *** [Ad 7c 2h]\n"
      "carol: bets 100\n"
      "alice has timed out\n"
      "alice: calls 100\n"
      "*** TURN *** [Ad 7c 2h] [Qc]\n"
      "carol: checks\n"
      "alice: checks\n"
      "*** RIVER *** [Ad 7c 2h Qc] [3s]\n"
      "carol: checks\n"
      "alice: bets 200\n"
      "carol: folds\n"
      "Uncalled bet (200) returned to alice\n"
      "*** SHOW DOWN ***\n"
      "alice: shows [Ah Kh] (a pair of Aces)\n"
      "bob: shows [Qs Qd] (three of a kind, Queens)\n"
      "bob collected 900 from main pot\n"
      "alice collected 200 from side pot\n"
      "*** SUMMARY ***\n"
      "Total pot 1100 Main pot 900. Side pot 200. | Rake 0\n"
      "Board [Ad 7c 2h Qc 3s]\n"
      "Seat 3: alice (button) showed [Ah Kh] and won (200) with a pair of Aces\n"
      "Seat 4: bob (small blind) showed [Qs Qd] and won (900) with three of a kind, Queens\n"
      "Seat 6: carol (big blind) folded on the River\n";
  CHECK(arena::pokerstars_hand_text(recorded, run) == expected);

  // The same hand in a match: the cash-game header and the run's table name.
  run.tournament = false;
  run.table = "final";
  const std::string match = arena::pokerstars_hand_text(recorded, run);
  CHECK(
      match.rfind("PokerStars Hand #4242000000012: Hold'em No Limit (10/20) - 2026/11/22 12:00:00 "
                  "ET\nTable 'final' 6-max Seat #3 is the button\n",
                  0) == 0);
}

TEST_CASE("PokerStars hand descriptions") {
  using arena::pokerstars_hand_description;
  auto d = [](std::vector<std::string> c) { return pokerstars_hand_description(c); };
  CHECK(d({"Ah", "Kd", "7c", "4s", "2h", "9d", "Jc"}) == "high card Ace");
  CHECK(d({"Kh", "Kd", "7c", "4s", "2h"}) == "a pair of Kings");
  CHECK(d({"Ah", "Ad", "5c", "5s", "2h", "9d", "Jc"}) == "two pair, Aces and Fives");
  CHECK(d({"2h", "2d", "2c", "5s", "9h"}) == "three of a kind, Deuces");
  CHECK(d({"Ah", "2d", "3c", "4s", "5h", "Kd", "Kc"}) == "a straight, Ace to Five");
  CHECK(d({"9h", "Td", "Jc", "Qs", "Kh"}) == "a straight, Nine to King");
  CHECK(d({"Ah", "2h", "7h", "9h", "Jh", "Kd"}) == "a flush, Ace high");
  CHECK(d({"Kh", "Kd", "Kc", "5s", "5h"}) == "a full house, Kings full of Fives");
  CHECK(d({"6h", "6d", "6c", "6s", "Ah"}) == "four of a kind, Sixes");
  CHECK(d({"9s", "Ts", "Js", "Qs", "Ks"}) == "a straight flush, Nine to King");
  CHECK(d({"Ts", "Js", "Qs", "Ks", "As", "2d", "2c"}) == "a Royal Flush");
  CHECK_THROWS_AS(d({"Xx", "Kd", "7c", "4s", "2h"}), std::runtime_error);
  CHECK(arena::roman_numeral(1) == "I");
  CHECK(arena::roman_numeral(14) == "XIV");
  CHECK(arena::roman_numeral(19) == "XIX");
}

TEST_CASE("Eastern Time of a UTC time follows US daylight saving") {
  CHECK(arena::eastern_time_text(1768496400) == "2026/01/15 12:00:00");  // 17:00 UTC, EST
  CHECK(arena::eastern_time_text(1782921600) == "2026/07/01 12:00:00");  // 16:00 UTC, EDT
  // 2026-03-08 06:59:59 UTC is 01:59:59 EST; one second later it is 03:00:00 EDT.
  CHECK(arena::eastern_time_text(1772953199) == "2026/03/08 01:59:59");
  CHECK(arena::eastern_time_text(1772953200) == "2026/03/08 03:00:00");
}

TEST_CASE("arena export --format pokerstars: every hand of a real run, every chip accounted for") {
  const auto results = test_arena::scratch_dir("pokerstars_export");
  const std::string bots = " --bot hs='" + test_paths::bin("hand_strength") +
                           " --seed 1' --bot raiser='" + test_paths::bin("raiser") +
                           "' --bot rnd='" + test_paths::bin("random_bot") +
                           " --seed 1' --bot caller='" + test_paths::bin("caller") +
                           "' --bot hang='" + test_paths::bin("testbot_bad_hang") + "'";
  const auto r = test_arena::run_arena(
      "run --seed stars-1 --schedule turbo --decision-ms 200 --grace-ms 300 --quiet --hand-limit "
      "200" +
          bots,
      "t", results);
  REQUIRE(r.exit_code == 0);
  REQUIRE(!r.hands.empty());

  const auto file = results / "t.txt";
  std::string out;
  REQUIRE(run_export("--format pokerstars '" + r.dir.string() + "' -o '" + file.string() + "'",
                     out) == 0);
  CHECK(out == "export: " + std::to_string(r.hands.size()) + " hands\n");
  const std::vector<std::string> hands = split_hands(test_arena::read_file(file));
  REQUIRE(hands.size() == r.hands.size());

  int side_pots = 0, showdowns = 0, eliminations = 0;
  for (std::size_t k = 0; k < hands.size(); ++k) {
    const auto& record = r.hands[k];
    INFO("hand " << record["hand"] << "\n" << hands[k]);
    CHECK(hands[k].rfind("PokerStars Hand #", 0) == 0);
    CHECK(hands[k].find(": Tournament #") != std::string::npos);
    CHECK(hands[k].find("*** HOLE CARDS ***\n") != std::string::npos);
    const TextTotals t = replay_text(hands[k]);
    CHECK(t.total_pot == t.collected);
    long long in = 0, pot = 0;
    for (const auto& w : record["winners"]) pot += w["amount"].get<long long>();
    CHECK(t.total_pot == pot);
    for (const auto& s : record["stacks"]) {
      for (const auto& p : record["players"]) {
        if (p["seat"] != s["seat"]) continue;
        in += p["stack"].get<long long>();
        CHECK(t.stacks.at(p["name"].get<std::string>()) == s["stack"].get<long long>());
      }
    }
    long long after = 0;
    for (const auto& [name, chips] : t.stacks) after += chips;
    CHECK(after == in);
    side_pots += hands[k].find("from side pot") != std::string::npos ? 1 : 0;
    showdowns += hands[k].find("*** SHOW DOWN ***") != std::string::npos ? 1 : 0;
    eliminations += hands[k].find("finished the tournament in") != std::string::npos ? 1 : 0;
  }
  CHECK(showdowns > 0);
  CHECK(side_pots > 0);
  CHECK(eliminations > 0);

  // A match run folder ("mode": "match" in config.json) gets the cash-game header.
  const auto match_dir = results / "m";
  std::filesystem::create_directories(match_dir);
  std::filesystem::copy_file(r.dir / "hands.jsonl", match_dir / "hands.jsonl");
  nlohmann::json config = r.config;
  config["mode"] = "match";
  std::ofstream(match_dir / "config.json") << config.dump();
  REQUIRE(run_export("'" + match_dir.string() + "'", out) == 0);
  CHECK(out.find("Tournament #") == std::string::npos);
  CHECK(out.find(": Hold'em No Limit (10/20) - ") != std::string::npos);
  CHECK(out.find("Table 't' 5-max Seat #") != std::string::npos);

  // Bad input: a missing folder and a broken line are errors that say where.
  CHECK(run_export("'" + (results / "nope").string() + "'", out) == 1);
  CHECK(out.find("error: no run folder") != std::string::npos);
  std::ofstream(match_dir / "hands.jsonl", std::ios::app) << "{\"hand\": 99}\n";
  CHECK(run_export("'" + match_dir.string() + "'", out) == 1);
  CHECK(out.find("hands.jsonl line " + std::to_string(r.hands.size() + 1) +
                 ": hand 99: missing field 'level'") != std::string::npos);
  std::filesystem::remove_all(results);
}
