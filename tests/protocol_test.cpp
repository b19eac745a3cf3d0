// The protocol's messages: every field of every arena -> bot message, every outcome of parsing a
// bot's answer, and that a bot is never told another bot's unshown cards.
#include <doctest/doctest.h>

#include <random>
#include <set>
#include <string>

#include "arena/protocol/messages.hpp"
#include "support/act_requests.hpp"
#include "support/cards.hpp"
#include "support/paths.hpp"
#include "support/protocol_oracle.hpp"
#include "support/random_play.hpp"

using namespace arena::protocol;
using namespace protocol_oracle;
using poker::ActionType;
using poker::Card;
using poker::Event;
using poker::EventType;
using poker::Street;

using act_requests::facing_bet;
using act_requests::free_check;
using test_cards::card;

namespace {

// The production line of an event as `receiver` may be sent it, read back as Json; none when
// the event has no message for it.
std::optional<Json> event_for(HandNarrator& n, const Event& e, int receiver) {
  std::string line;
  const HandNarrator::Line l = n.narrate_line(e, line);
  if (!l.message || (l.only_seat >= 0 && l.only_seat != receiver)) return std::nullopt;
  return Json::parse(line);
}

Event post(EventType type, int player, Chips amount) {
  Event e;
  e.type = type;
  e.player = static_cast<std::int8_t>(player);
  e.amount = amount;
  return e;
}

Event act(int player, Street street, ActionType action, Chips amount, Chips added,
          bool all_in = false) {
  Event e;
  e.type = EventType::Act;
  e.player = static_cast<std::int8_t>(player);
  e.street = street;
  e.action = action;
  e.amount = amount;
  e.added = added;
  e.all_in = all_in;
  return e;
}

Event deal_hole(int player, const char* a, const char* b) {
  Event e;
  e.type = EventType::DealHole;
  e.player = static_cast<std::int8_t>(player);
  e.card_count = 2;
  e.cards[0] = card(a);
  e.cards[1] = card(b);
  return e;
}

Event deal_board(Street street, std::vector<const char*> cards) {
  Event e;
  e.type = EventType::DealBoard;
  e.street = street;
  e.card_count = static_cast<std::uint8_t>(cards.size());
  for (std::size_t i = 0; i < cards.size(); ++i) e.cards[i] = card(cards[i]);
  return e;
}

}  // namespace

TEST_CASE("hello carries the protocol version, seat, players, game, schedule, time and points") {
  HelloInfo info;
  info.tournament = "demo";
  info.seat = 1;
  info.name = "bob";
  info.players = {{0, "alice"}, {1, "bob"}, {2, "carol"}};
  info.structure = poker::Structure::PotLimit;
  info.starting_stack = 1500;
  info.schedule.name = "turbo";
  info.schedule.unit = poker::LevelUnit::Orbits;
  info.schedule.levels = {{10, 20, 0, poker::AnteKind::None, 2},
                          {25, 50, 5, poker::AnteKind::BigBlind, 3}};
  info.time.decision_ms = 500;
  info.time.time_bank_ms = 3000;
  info.points = {2, 1, 0};
  info.hand_limit = 200;
  const Json m = hello_message(info);
  CHECK(m["type"] == "hello");
  CHECK(m["protocol"] == 1);
  CHECK(m["mode"] == "tournament");
  CHECK(m["tournament"] == "demo");
  CHECK(m["seat"] == 1);
  CHECK(m["name"] == "bob");
  REQUIRE(m["players"].size() == 3);
  CHECK(m["players"][2] == Json{{"seat", 2}, {"name", "carol"}});
  CHECK(m["game"] == Json::parse(R"({"variant":"holdem","title":"Texas Hold'em",
      "structure":"pot-limit","starting_stack":1500,"hole_cards":2,"board_cards":5,
      "ranking":"high","streets":[{"name":"preflop","bet":"small"},
      {"name":"flop","bet":"small","board":3},{"name":"turn","bet":"big","board":1},
      {"name":"river","bet":"big","board":1}]})"));
  CHECK(m["schedule"]["name"] == "turbo");
  CHECK(m["schedule"]["unit"] == "orbits");
  REQUIRE(m["schedule"]["levels"].size() == 2);
  CHECK(m["schedule"]["levels"][1] == Json{{"level", 2},
                                           {"small_blind", 25},
                                           {"big_blind", 50},
                                           {"ante", 5},
                                           {"ante_kind", "big-blind"},
                                           {"length", 3}});
  CHECK(m["time"] == Json{{"decision_ms", 500},
                          {"time_bank_ms", 3000},
                          {"startup_ms", 10000},
                          {"timeouts_in_a_row", 3},
                          {"grace_ms", 2000}});
  CHECK(m["points"] == Json{2, 1, 0});
  CHECK(m["hand_limit"] == 200);
  // One line, ending in a newline, no newline inside.
  const std::string line = to_line(m);
  CHECK(line.back() == '\n');
  CHECK(line.find('\n') == line.size() - 1);
}

TEST_CASE("points go on the wire as integers when whole, as decimals when shared") {
  HelloInfo info;
  info.points = {2, 1, 0};
  std::string line = to_line(hello_message(info));
  CHECK(line.find(R"("points":[2,1,0])") != std::string::npos);
  info.points = {1.5, 1.5, 0};
  line = to_line(hello_message(info));
  CHECK(line.find(R"("points":[1.5,1.5,0])") != std::string::npos);
  line =
      to_line(bye_message(1, 2, {{1, "alice", 2, 3000}, {2, "bob", 0.5, 0}, {2, "carol", 0.5, 0}}));
  CHECK(line.find(R"({"chips":3000,"name":"alice","place":1,"points":2})") != std::string::npos);
  CHECK(line.find(R"({"chips":0,"name":"bob","place":2,"points":0.5})") != std::string::npos);
  CHECK(line.find(R"("place":1,"points":2,"standings")") != std::string::npos);
  CHECK(points_json(3.0).is_number_integer());
  CHECK(points_json(0.25).is_number_float());
}

TEST_CASE("hand_start gives the hand, blinds, button, seats and only the receiver's cards") {
  HandStartInfo info;
  info.hand = 7;
  info.level = 2;
  info.small_blind = 25;
  info.big_blind = 50;
  info.ante = 5;
  info.ante_kind = poker::AnteKind::EveryPlayer;
  info.button = 3;
  info.small_blind_seat = 0;
  info.big_blind_seat = 2;
  info.seats = {{0, "alice", 1400}, {2, "carol", 900}, {3, "dave", 2200}};
  const Json m = hand_start_message(info, 2, {card("Ah"), card("Kd")});
  CHECK(m["type"] == "hand_start");
  CHECK(m["hand"] == 7);
  CHECK(m["level"] == 2);
  CHECK(m["small_blind"] == 25);
  CHECK(m["big_blind"] == 50);
  CHECK(m["ante"] == 5);
  CHECK(m["ante_kind"] == "every-player");
  CHECK(m["button"] == 3);
  CHECK(m["small_blind_seat"] == 0);
  CHECK(m["big_blind_seat"] == 2);
  REQUIRE(m["seats"].size() == 3);
  CHECK(m["seats"][1] == Json{{"seat", 2}, {"name", "carol"}, {"stack", 900}});
  CHECK(m["seat"] == 2);
  CHECK(m["hole"] == Json{"Ah", "Kd"});
  // The shared part has no cards at all.
  const Json common = hand_start_common(info);
  CHECK_FALSE(common.contains("hole"));
  CHECK(hand_start_for(common, 0, {card("2c"), card("3c")})["hole"] == Json{"2c", "3c"});
}

TEST_CASE("the narrator maps players to seats and reports stacks and the pot after each event") {
  // Engine players 0, 1, 2 sit at table seats 4, 0, 2.
  HandNarrator n(9, {4, 0, 2}, {1000, 500, 800});

  const Json ante = *event_for(n, post(EventType::PostAnte, 2, 10), 0);
  CHECK(ante == Json{{"type", "post"},
                     {"hand", 9},
                     {"seat", 2},
                     {"blind", "ante"},
                     {"amount", 10},
                     {"stack", 790},
                     {"pot", 10}});
  const Json sb = *event_for(n, post(EventType::PostSmallBlind, 0, 10), 0);
  CHECK(sb["blind"] == "small_blind");
  CHECK(sb["seat"] == 4);
  CHECK(sb["stack"] == 990);
  const Json bb = *event_for(n, post(EventType::PostBigBlind, 1, 20), 4);
  CHECK(bb["blind"] == "big_blind");
  CHECK(bb["pot"] == 40);

  for (int p = 0; p < 3; ++p) {
    std::string line;
    const HandNarrator::Line hole = n.narrate_line(deal_hole(p, "Ah", "Kd"), line);
    CHECK_FALSE(hole.message);  // each player's cards travel only in its own hand_start
    CHECK(line.empty());
  }

  const Json raise = *event_for(n, act(2, Street::Preflop, ActionType::Raise, 60, 60), 4);
  CHECK(raise == Json{{"type", "acted"},
                      {"hand", 9},
                      {"seat", 2},
                      {"street", "preflop"},
                      {"action", "raise"},
                      {"amount", 60},
                      {"added", 60},
                      {"all_in", false},
                      {"stack", 730},
                      {"pot", 100}});
  const Json fold = *event_for(n, act(0, Street::Preflop, ActionType::Fold, 0, 0), 2);
  CHECK(fold["action"] == "fold");
  CHECK(fold["added"] == 0);
  const Json call = *event_for(n, act(1, Street::Preflop, ActionType::Call, 40, 40), 2);
  CHECK(call["amount"] == 40);
  CHECK(call["stack"] == 440);
  CHECK(call["pot"] == 140);

  const Json flop = *event_for(n, deal_board(Street::Flop, {"2c", "7d", "Ts"}), 0);
  CHECK(flop == Json{{"type", "board"},
                     {"hand", 9},
                     {"street", "flop"},
                     {"cards", {"2c", "7d", "Ts"}},
                     {"board", {"2c", "7d", "Ts"}}});
  const Json turn = *event_for(n, deal_board(Street::Turn, {"Jh"}), 0);
  CHECK(turn["cards"] == Json{"Jh"});
  CHECK(turn["board"] == Json{"2c", "7d", "Ts", "Jh"});

  const Json shove = *event_for(n, act(1, Street::Turn, ActionType::Bet, 440, 440, true), 2);
  CHECK(shove["all_in"] == true);
  CHECK(shove["stack"] == 0);
  CHECK(shove["pot"] == 580);
  event_for(n, act(2, Street::Turn, ActionType::Fold, 0, 0), 0);
  const Json back = *event_for(n, post(EventType::ReturnUncalled, 1, 440), 4);
  CHECK(back == Json{{"type", "uncalled"},
                     {"hand", 9},
                     {"seat", 0},
                     {"amount", 440},
                     {"stack", 440},
                     {"pot", 140}});
  Event win;
  win.type = EventType::WinPot;
  win.player = 1;
  win.amount = 140;
  win.pot = 0;
  const Json won = *event_for(n, win, 2);
  CHECK(won == Json{{"type", "pot_won"},
                    {"hand", 9},
                    {"seat", 0},
                    {"amount", 140},
                    {"pot", 0},
                    {"stack", 580}});
  CHECK(n.pot() == 0);
  Event end;
  end.type = EventType::HandEnd;
  CHECK_FALSE(event_for(n, end, 0).has_value());
  CHECK(n.stack_of_player(0) + n.stack_of_player(1) + n.stack_of_player(2) == 2300);
}

TEST_CASE("show reports the shown cards, the category and the best five") {
  HandNarrator n(3, {0, 1}, {100, 100});
  event_for(n, deal_board(Street::Flop, {"Ah", "Ad", "7c"}), 0);
  event_for(n, deal_board(Street::Turn, {"7s"}), 0);
  event_for(n, deal_board(Street::River, {"2d"}), 0);
  Event show;
  show.type = EventType::Show;
  show.player = 1;
  show.card_count = 2;
  show.cards[0] = card("As");
  show.cards[1] = card("Kd");
  const std::array<Card, 7> seven{card("As"), card("Kd"), card("Ah"), card("Ad"),
                                  card("7c"), card("7s"), card("2d")};
  show.rank = poker::evaluate(seven);
  const Json m = *event_for(n, show, 0);
  CHECK(m["type"] == "show");
  CHECK(m["seat"] == 1);
  CHECK(m["cards"] == Json{"As", "Kd"});
  CHECK(m["hand_rank"] == "full house");
  REQUIRE(m["best_five"].size() == 5);
  std::set<std::string> five(m["best_five"].begin(), m["best_five"].end());
  CHECK(five == std::set<std::string>{"As", "Ah", "Ad", "7c", "7s"});
}

TEST_CASE("act has the protocol's fields plus pot, stack, bet and board") {
  const Json m = act_message(facing_bet());
  CHECK(m["type"] == "act");
  CHECK(m["id"] == 17);
  CHECK(m["hand"] == 42);
  CHECK(m["street"] == "flop");
  CHECK(m["to_call"] == 200);
  CHECK(m["min_raise_to"] == 400);
  CHECK(m["max_raise_to"] == 1500);
  CHECK(m["legal"] == Json{"fold", "call", "raise"});
  CHECK(m["time_ms"] == 1000);
  CHECK(m["pot"] == 700);
  CHECK(m["stack"] == 1300);
  CHECK(m["bet"] == 0);
  CHECK(m["board"] == Json{"Ah", "7d", "2c"});

  ActRequest call_only = facing_bet();
  call_only.legal.raise = false;
  const Json c = act_message(call_only);
  CHECK(c["legal"] == Json{"fold", "call"});
  CHECK_FALSE(c.contains("min_raise_to"));
  CHECK_FALSE(c.contains("max_raise_to"));
  CHECK(act_message(free_check())["legal"] == Json{"check", "bet"});
}

TEST_CASE("hand_end, timeout and bye carry their fields") {
  const Json end = hand_end_message(12, {{0, 3000}, {2, 0}}, {{2, "carol", 3}});
  CHECK(end == Json{{"type", "hand_end"},
                    {"hand", 12},
                    {"stacks", {{{"seat", 0}, {"stack", 3000}}, {{"seat", 2}, {"stack", 0}}}},
                    {"eliminated", {{{"seat", 2}, {"name", "carol"}, {"place", 3}}}}});
  const Json t = timeout_message(17, 42, poker::ForcedReason::Timeout, poker::ForcedMove::Check);
  CHECK(
      t ==
      Json{{"type", "timeout"}, {"id", 17}, {"hand", 42}, {"reason", "time"}, {"taken", "check"}});
  const Json bad = timeout_message(18, 42, poker::ForcedReason::Invalid, poker::ForcedMove::Fold,
                                   "not valid JSON");
  CHECK(bad["reason"] == "invalid");
  CHECK(bad["taken"] == "fold");
  CHECK(bad["error"] == "not valid JSON");
  CHECK(timeout_message(19, 43, poker::ForcedReason::Absent, poker::ForcedMove::Fold)["reason"] ==
        "absent");
  const Json bye = bye_message(2, 1.5, {{1, "alice", 2, 3000}, {2, "bob", 1.5, 0}});
  CHECK(bye["type"] == "bye");
  CHECK(bye["place"] == 2);
  CHECK(bye["points"] == 1.5);
  CHECK(bye["standings"][0] ==
        Json{{"place", 1}, {"name", "alice"}, {"points", 2.0}, {"chips", 3000}});
}

TEST_CASE("no message built for a seat carries another seat's hole cards (scripted hand)") {
  // Six players with distinct hole cards; every message each seat would get is scanned.
  const std::vector<std::array<const char*, 2>> holes = {{"Ah", "Kh"}, {"2c", "2d"}, {"9s", "8s"},
                                                         {"Qc", "Jd"}, {"5h", "4h"}, {"Tc", "Td"}};
  const std::vector<int> seat_of = {3, 5, 0, 1, 2, 4};
  HandNarrator n(1, seat_of, std::vector<Chips>(6, 1000));
  std::vector<Event> events;
  events.push_back(post(EventType::PostSmallBlind, 1, 10));
  events.push_back(post(EventType::PostBigBlind, 2, 20));
  for (int p = 0; p < 6; ++p) events.push_back(deal_hole(p, holes[p][0], holes[p][1]));
  for (int p : {3, 4, 5, 0, 1}) events.push_back(act(p, Street::Preflop, ActionType::Call, 20, 20));
  events.push_back(act(2, Street::Preflop, ActionType::Check, 0, 0));
  events.push_back(deal_board(Street::Flop, {"3c", "6d", "Ks"}));
  events.push_back(deal_board(Street::Turn, {"7c"}));
  events.push_back(deal_board(Street::River, {"Jc"}));
  Event show;  // player 2 shows at showdown: public from then on
  show.type = EventType::Show;
  show.player = 2;
  show.card_count = 2;
  show.cards[0] = card("9s");
  show.cards[1] = card("8s");
  show.rank = 1;
  events.push_back(show);

  HandStartInfo start;
  start.hand = 1;
  for (int p = 0; p < 6; ++p) start.seats.push_back({seat_of[p], "bot", 1000});
  for (int receiver = 0; receiver < 6; ++receiver) {
    const int my_seat = seat_of[receiver];
    std::vector<std::string> lines;
    lines.push_back(to_line(
        hand_start_message(start, my_seat, {card(holes[receiver][0]), card(holes[receiver][1])})));
    HandNarrator copy = n;
    for (const auto& e : events)
      if (auto m = event_for(copy, e, my_seat)) lines.push_back(to_line(*m));
    for (int other = 0; other < 6; ++other) {
      if (other == receiver) continue;
      for (const auto& line : lines) {
        const bool shown_by_other = line.find("\"show\"") != std::string::npos && other == 2;
        if (shown_by_other) continue;
        for (const char* c : holes[other]) {
          CAPTURE(line);
          CHECK(line.find(std::string("\"") + c + "\"") == std::string::npos);
        }
      }
    }
    // The receiver's own cards did reach it.
    CHECK(lines.front().find(holes[receiver][0]) != std::string::npos);
  }
}

TEST_CASE("no message built for a seat carries another seat's unshown cards (engine hands)") {
  // Real engine hands with random legal actions; every message each seat would be sent is
  // scanned for the other seats' hole cards. Cards shown at showdown are public from the
  // "show" message on, so a card may appear only in or after its owner's show.
  const int hands = test_paths::sanitized() ? 150 : 1500;
  std::mt19937_64 rng(11);
  const auto seed = poker::Seed::from_text("leak");
  int scanned = 0;
  for (int h = 1; h <= hands; ++h) {
    const int n = 2 + h % 9;
    poker::HandSetup setup;
    setup.players = n;
    setup.button = h % n;
    for (int p = 0; p < n; ++p) setup.stacks[p] = 50 + static_cast<Chips>(rng() % 3000);
    setup.small_blind = 10;
    setup.big_blind = 20;
    setup.deal = poker::deal_from_deck(poker::shuffled_deck(seed, h), n, setup.button);
    std::vector<int> seat_of;
    for (int p = 0; p < n; ++p) seat_of.push_back((p + 3) % n);  // seats differ from players
    HandNarrator narrator(h, seat_of,
                          std::vector<Chips>(setup.stacks.begin(), setup.stacks.begin() + n));
    HandStartInfo start;
    start.hand = h;
    for (int p = 0; p < n; ++p) start.seats.push_back({seat_of[p], "bot", setup.stacks[p]});

    std::vector<std::vector<std::string>> lines(n);  // by player
    for (int p = 0; p < n; ++p)
      lines[p].push_back(to_line(hand_start_message(start, seat_of[p], setup.dealt_hole(p))));
    std::vector<poker::Event> events;
    std::size_t told = 0;
    auto tell = [&] {
      for (; told < events.size(); ++told) {
        std::string line;
        const HandNarrator::Line l = narrator.narrate_line(events[told], line);
        for (int p = 0; p < n; ++p)
          if (l.message && (l.only_seat < 0 || l.only_seat == seat_of[p])) lines[p].push_back(line);
      }
    };
    poker::Hand hand;
    hand.start(setup, &events);
    tell();
    std::int64_t id = 1;
    while (!hand.finished()) {
      const int actor = hand.actor();
      const auto req = make_act_request(hand, id++, h, 1000);
      std::string act_line;
      write_act_line(req, act_line);
      lines[actor].push_back(act_line);
      REQUIRE(hand.apply(test_play::random_legal_action(
                  req.legal, rng, test_play::BetSize::Extremes)) == poker::ActionError::None);
      tell();
    }
    for (int p = 0; p < n; ++p) {
      for (int other = 0; other < n; ++other) {
        if (other == p) continue;
        const std::string show_tag = "\"seat\":" + std::to_string(seat_of[other]);
        for (const auto& line : lines[p]) {
          const bool shown = line.find("\"type\":\"show\"") != std::string::npos &&
                             line.find(show_tag) != std::string::npos;
          if (shown) break;  // public from here on
          for (auto c : setup.dealt_hole(other)) {
            // A board card can never equal a hole card, so any sight of it is a leak.
            CAPTURE(line);
            CHECK(line.find('"' + poker::to_string(c) + '"') == std::string::npos);
          }
          ++scanned;
        }
      }
    }
  }
  CHECK(scanned > hands * 10);
}
