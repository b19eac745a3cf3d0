// BotSeat with real bot processes: how each way of failing the handshake or crashing is told in
// the bot's results, said once and without contradiction (ended + note), and the one check of a
// bot's name that lets the line writers put names on the wire as they are.
#include <doctest/doctest.h>

#include <unistd.h>
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>

#include "arena/director/bot_seat.hpp"
#include "engine/deal.hpp"
#include "tests/support/paths.hpp"

using namespace std::chrono_literals;
using arena::BotSeat;
using arena::SeatState;
namespace protocol = arena::protocol;

namespace {

struct Seat {
  boost::asio::io_context io;
  protocol::TimeRules rules;
  std::unique_ptr<BotSeat> seat;

  Seat(const std::string& testbot, std::int64_t startup_ms) {
    rules.startup_ms = startup_ms;
    rules.decision_ms = 2000;
    rules.grace_ms = 300;
    seat = std::make_unique<BotSeat>("bad", 0, rules);
    arena::BotSpawnOptions options;
    options.command = test_paths::bin("testbot_" + testbot);
    const auto dir = std::filesystem::temp_directory_path() /
                     ("arena_seat_test_" + std::to_string(::getpid())) / testbot;
    options.working_dir = dir / "work";
    options.stderr_log = dir / "stderr.log";
    seat->spawn(io, options);
  }
  ~Seat() { seat->kill(); }

  // hello and the wait for ready; returns how long the wait took.
  std::chrono::milliseconds handshake() {
    protocol::HelloInfo hello;
    hello.name = "bad";
    hello.players = {{0, "bad"}, {1, "other"}};
    hello.starting_stack = 1000;
    hello.points = {1, 0};
    const auto start = arena::BotProcess::Clock::now();
    seat->send_hello(protocol::hello_message(hello));
    seat->await_ready(start + std::chrono::milliseconds(rules.startup_ms));
    return std::chrono::duration_cast<std::chrono::milliseconds>(arena::BotProcess::Clock::now() -
                                                                 start);
  }
};

// A heads-up hand whose actor is seat 0 (the button, heads-up the small blind).
poker::Hand heads_up_hand() {
  poker::HandSetup setup;
  setup.players = 2;
  setup.button = 0;
  setup.stacks[0] = 1000;
  setup.stacks[1] = 1000;
  setup.small_blind = 10;
  setup.big_blind = 20;
  setup.deal = poker::deal_from_deck(poker::shuffled_deck(poker::Seed::from_text("seat"), 1), 2,
                                     setup.button);
  poker::Hand hand;
  hand.start(setup);
  return hand;
}

void check_said_once(const arena::BotResult& r) {
  INFO(r.note);
  // The arena's own words; the bot's stderr quoted after them are the bot's.
  const std::string said = r.note.substr(0, r.note.find("; its stderr ends: "));
  CHECK(said.find("running") == std::string::npos);
  CHECK(said.find('(') == std::string::npos);  // nothing said twice in brackets
}

}  // namespace

TEST_CASE("a bot that exits before hello: its exit status, before answering hello") {
  Seat s("bad_exit_before_hello", 3000);
  s.handshake();
  const auto& r = s.seat->result();
  CHECK(s.seat->state() == SeatState::NoShow);
  CHECK(r.ended == "no-show");
  CHECK(r.note == "its process exited with code 1 before answering hello");
  check_said_once(r);
}

TEST_CASE("a bot that dies before hello: the last lines of its stderr, paths as typed, its log") {
  Seat s("bad_dies_talking", 3000);
  s.handshake();
  const auto& r = s.seat->result();
  CHECK(r.ended == "no-show");
  INFO(r.note);
  CHECK(r.note.find("its process exited with code 2 before answering hello; its stderr ends: "
                    "'starting up, step 4' / ") == 0);
  CHECK(r.note.find("'fatal: cannot open 'mybots/sdk_bto.py''") != std::string::npos);
  CHECK(r.note.find("step 3") == std::string::npos);       // five lines, not all of them
  CHECK(r.note.find("work/mybots") == std::string::npos);  // not its temporary folder's path
  CHECK(r.note.find("(all of it in ") != std::string::npos);
  CHECK(r.note.find("stderr.log)") != std::string::npos);
}

TEST_CASE("a ready without a name is reported at once, with its reason") {
  Seat s("bad_ready_no_name", 5000);
  const auto took = s.handshake();
  const auto& r = s.seat->result();
  CHECK(took < 2500ms);  // not the whole start-up limit
  CHECK(r.ended == "no-show");
  CHECK(r.note == "answered hello with an invalid ready: \"name\" must be a non-empty string");
  CHECK(r.protocol_errors == 1);
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors[0].find(R"({"type":"ready"})") != std::string::npos);
}

TEST_CASE("a bot that does not flush its ready: it printed nothing, flush stdout") {
  Seat s("bad_ready_unflushed", 600);
  s.handshake();
  const auto& r = s.seat->result();
  CHECK(r.ended == "no-show");
  INFO(r.note);
  CHECK(r.note.rfind("printed nothing on stdout within the start-up limit of 600 ms", 0) == 0);
  CHECK(r.note.find("flush stdout") != std::string::npos);
  CHECK(r.protocol_errors == 0);
}

TEST_CASE("a bot whose process ends in a hand: its exit status and the hand, once") {
  Seat s("bad_crash_midhand", 5000);
  s.handshake();
  REQUIRE(s.seat->state() == SeatState::Playing);
  const poker::Hand hand = heads_up_hand();
  for (int i = 0; i < 3; ++i) s.seat->decide(hand, 1);  // it exits at its third act
  const auto& r = s.seat->result();
  CHECK(r.ended == "crashed");
  // Its last three stderr lines (tests/bots/bad_crash_midhand.cpp writes four), and its log.
  CHECK(r.note.find("its process exited with code 3 in hand 1; its stderr ends: "
                    "'opponent model loaded' / 'range table ready' / "
                    "'fatal: no strategy for act 3 of hand ") == 0);
  CHECK(r.note.find("thinking about") == std::string::npos);
  CHECK(r.note.find("' (all of it in ") != std::string::npos);
  CHECK(r.note.find("stderr.log)") != std::string::npos);
  check_said_once(r);
}

TEST_CASE("a bot that closes its stdout but keeps running: said so, not a crash status") {
  Seat s("bad_closed_stdout", 5000);
  s.handshake();
  REQUIRE(s.seat->state() == SeatState::Playing);
  s.seat->decide(heads_up_hand(), 4);
  const auto& r = s.seat->result();
  CHECK(r.ended == "crashed");
  CHECK(r.note == "closed its stdout in hand 4");
  check_said_once(r);
}

TEST_CASE("bot names are checked once, by the seat: only names that need no escaping") {
  protocol::TimeRules rules;
  for (const char* ok : {"a", "Bot_1.v-2", "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345"})
    CHECK_NOTHROW(BotSeat(ok, 0, rules));
  for (const char* bad : {"", "say \"hi\"", "back\\slash", "Zo\u00eb", "tab\there", "a b"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS(BotSeat(bad, 0, rules), std::invalid_argument);
  }
}
