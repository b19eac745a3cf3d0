// The hot path's hand-written lines (HandStartLines, write_act_line, write_draw_line,
// HandNarrator::narrate_line, write_hand_end_line, write_advanced_line) against the oracle's
// messages built as Json trees (support/protocol_oracle.hpp), byte for byte, over many real engine
// hands; and the quick reading of a bot's answer (parse_action's and parse_discard's flat-object
// paths) against what the full JSON parser decides; LineWriter's fields at every size.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "arena/protocol/flat_json.hpp"
#include "arena/protocol/from_bot.hpp"
#include "arena/protocol/line_writer.hpp"
#include "arena/protocol/to_bot.hpp"
#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "engine/evaluator.hpp"
#include "support/paths.hpp"
#include "support/protocol_oracle.hpp"
#include "support/random_play.hpp"

using namespace arena::protocol;
using poker::ActionType;
using poker::EventType;

using namespace protocol_oracle;

TEST_CASE(
    "hand_start, act, event and hand_end lines are byte for byte the Json messages' lines over "
    "engine hands") {
  // At -O0 (tests_arena) in either build: 3,000 hands took 7 s. Longer runs of this kind belong
  // in the benchmarks and scripts/pokerkit-check, not in the suite.
  const int hands = test_paths::sanitized() ? 300 : 1000;
  std::mt19937_64 rng(5);
  const auto seed = poker::Seed::from_text("fast-lines");
  int acts = 0, events_seen = 0, shows = 0, kinds_of_legal = 0, hand_starts = 0;
  int hand_ends_with_eliminations = 0;
  std::string line;
  for (int h = 1; h <= hands; ++h) {
    const int n = 2 + h % 9;
    poker::HandSetup setup;
    setup.players = n;
    setup.button = h % n;
    for (int p = 0; p < n; ++p) setup.stacks[p] = 5 + static_cast<Chips>(rng() % 4000);
    setup.small_blind = 10;
    setup.big_blind = 20;
    if (h % 7 == 0) {  // an ante-only level (R5, R8): no blinds, so no blind seats
      setup.small_blind = setup.big_blind = 0;
      setup.min_bet = 10;
    }
    if (h % 3 == 0 || h % 7 == 0) setup.set_antes(5, poker::AnteKind::EveryPlayer);
    if (h % 5 == 0) setup.set_antes(20, poker::AnteKind::BigBlind);
    setup.deal = poker::deal_from_deck(poker::shuffled_deck(seed, h), n, setup.button);
    std::vector<int> seat_of;
    for (int p = 0; p < n; ++p) seat_of.push_back((p + 2) % n);
    const std::vector<Chips> stacks(setup.stacks.begin(), setup.stacks.begin() + n);
    HandNarrator narrator(h, seat_of, stacks);
    JsonNarrator reference(h, seat_of, stacks);

    std::vector<poker::Event> events;
    std::size_t told = 0;
    auto tell = [&] {
      for (; told < events.size(); ++told) {
        const auto& e = events[told];
        const HandNarrator::Line got = narrator.narrate_line(e, line);
        const std::optional<Json> want = reference.narrate(e).body;
        CAPTURE(h);
        REQUIRE(got.message == want.has_value());
        CHECK(got.only_seat == (e.type == EventType::DealHole ? seat_of[e.player] : -1));
        if (want) CHECK(line == to_line(*want));
        if (!want) CHECK(line.empty());
        ++events_seen;
        shows += e.type == EventType::Show;
      }
    };
    // hand_start for every receiver, against the Json message.
    HandStartInfo start;
    start.hand = h;
    start.level = 1 + h % 12;
    set_forced_bets(start, setup, seat_of);
    start.button = seat_of[setup.button];
    if (h % 11 == 0) {  // the fields of a mix's stud hand (R39, R44), for the writer alone
      start.bring_in = 3;
      start.game = "razz";
      start.structure = "fixed-limit";
    }
    for (int p = 0; p < n; ++p)
      start.seats.push_back({seat_of[p], "bot_" + std::to_string(p) + ".v-2", setup.stacks[p]});
    const HandStartLines starts(start);
    for (int p = 0; p < n; ++p) {
      starts.line_for(seat_of[p], setup.dealt_hole(p), line);
      CHECK(line == to_line(hand_start_message(start, seat_of[p], setup.dealt_hole(p))));
      ++hand_starts;
    }
    poker::Hand hand;
    hand.start(setup, &events);
    tell();
    std::int64_t id = 1000 * h;
    while (!hand.finished()) {
      const auto req = make_act_request(hand, id++, h, 1000 + h);
      write_act_line(req, line);
      CHECK(line == to_line(act_message(req)));
      ++acts;
      kinds_of_legal += req.legal.bet || req.legal.raise;
      REQUIRE(hand.apply(test_play::random_legal_action(
                  req.legal, rng, test_play::BetSize::Extremes)) == poker::ActionError::None);
      tell();
    }
    // hand_end, with and without eliminations (names of every character a bot name may have).
    std::vector<SeatChips> end_stacks;
    for (int p = 0; p < n; ++p) end_stacks.push_back({seat_of[p], hand.stack(p)});
    std::vector<Elimination> out;
    for (int p = 0; p < n && h % 4 != 0; ++p)
      if (hand.stack(p) == 0)
        out.push_back({seat_of[p],
                       h % 8 == 1 ? "Zz-09_." + std::to_string(p) : "bot_" + std::to_string(p),
                       n - p});
    write_hand_end_line(h, end_stacks, out, line);
    CHECK(line == to_line(hand_end_message(h, end_stacks, out)));
    hand_ends_with_eliminations += !out.empty();
  }
  CHECK(hand_ends_with_eliminations > hands / 20);
  CHECK(acts > hands * 3);
  CHECK(hand_starts > hands * 2);
  CHECK(events_seen > hands * 8);
  CHECK(shows > hands / 10);
  CHECK(kinds_of_legal > 0);
  CHECK(kinds_of_legal < acts);
}

TEST_CASE("draw and drew lines are byte for byte the Json messages' lines over draw-game hands") {
  const int hands = test_paths::sanitized() ? 100 : 600;
  std::mt19937_64 rng(9);
  const auto seed = poker::Seed::from_text("fast-draw-lines");
  int draws = 0, drews = 0, parsed = 0;
  std::string line;
  for (const poker::GameDef& game : poker::games()) {
    if (game.draw_rounds() == 0) continue;
    for (int h = 1; h <= hands; ++h) {
      const int n = game.min_players + h % (std::min(6, game.max_players) - game.min_players + 1);
      poker::HandSetup setup;
      setup.game = &game;
      setup.structure = poker::Structure::FixedLimit;
      if (!game.allows(setup.structure)) setup.structure = poker::Structure::NoLimit;
      setup.players = n;
      setup.button = h % n;
      for (int p = 0; p < n; ++p) setup.stacks[p] = 50 + static_cast<Chips>(rng() % 4000);
      setup.small_blind = 10;
      setup.big_blind = 20;
      setup.deal = poker::deal_from_deck(poker::shuffled_deck(seed, h), n, setup.button, game);
      poker::DrawStream stub(seed, static_cast<std::uint64_t>(h));
      setup.draw_random = &stub;
      std::vector<int> seat_of;
      for (int p = 0; p < n; ++p) seat_of.push_back((p + 1) % n);
      HandNarrator narrator(
          h, seat_of, std::vector<Chips>(setup.stacks.begin(), setup.stacks.begin() + n), game);
      std::vector<poker::Event> events;
      std::size_t told = 0;
      poker::Hand hand;
      hand.start(setup, &events);
      std::vector<poker::Card> discards;
      std::int64_t id = 1000 * h;
      while (!hand.finished()) {
        if (hand.drawing()) {
          const int drawer = hand.actor();
          const auto req = make_draw_request(hand, id++, h, 500 + h);
          write_draw_line(req, line);
          CAPTURE(game.name);
          CHECK(line == to_line(draw_message(req)));
          ++draws;
          const auto count = static_cast<std::size_t>(
              req.limits.min_discard +
              static_cast<int>(rng() % static_cast<std::uint64_t>(req.limits.max_discard -
                                                                  req.limits.min_discard + 1)));
          discards.assign(req.hole.begin(), req.hole.begin() + static_cast<std::ptrdiff_t>(count));
          // The answer a bot writes is read on the quick path, to the same cards.
          std::string answer = R"({"cards":[)";
          for (std::size_t k = 0; k < discards.size(); ++k)
            answer += (k ? ",\"" : "\"") + poker::to_string(discards[k]) + "\"";
          answer += "],\"id\":" + std::to_string(req.id) + R"(,"type":"discard"})";
          const DiscardAnswer a = parse_discard(answer, req);
          REQUIRE(a.kind == ParseKind::Ok);
          CHECK(a.cards == discards);
          parsed += 1;
          REQUIRE(hand.draw(discards) == poker::DrawError::None);
          for (; told < events.size(); ++told) {
            const poker::Event& e = events[told];
            const HandNarrator::Line got = narrator.narrate_line(e, line);
            if (!got.message || e.player != drawer ||
                (e.type != EventType::Discard && e.type != EventType::Draw))
              continue;
            const std::span<const poker::Card> thrown(discards);
            const std::span<const poker::Card> served =
                e.type == EventType::Draw
                    ? std::span<const poker::Card>(e.cards.data(), e.card_count)
                    : std::span<const poker::Card>();
            const std::string_view street = poker::street_name(game, e.street);
            CHECK(line == to_line(drew_message(h, street, seat_of[drawer], thrown, served)));
            CHECK(narrator.owner_line() ==
                  to_line(drew_owner_message(h, street, seat_of[drawer], thrown, served,
                                             hand.hole(drawer))));
            ++drews;
          }
          continue;
        }
        REQUIRE(hand.apply(test_play::random_legal_action(
                    hand.legal(), rng, test_play::BetSize::Extremes)) == poker::ActionError::None);
        for (; told < events.size(); ++told) narrator.narrate_line(events[told], line);
      }
    }
  }
  CHECK(draws > 100);
  CHECK(drews > 100);
  CHECK(parsed == draws);
}

TEST_CASE("the advanced line is byte for byte the Json message's line") {
  std::string line;
  int lines = 0;
  for (const poker::AdvanceKind kind :
       {poker::AdvanceKind::Fold, poker::AdvanceKind::Check, poker::AdvanceKind::CheckFold,
        poker::AdvanceKind::Call, poker::AdvanceKind::CallAny, poker::AdvanceKind::Bet,
        poker::AdvanceKind::Raise})
    for (const ActionType taken : poker::kActionTypes)
      for (const std::string_view street : {"preflop", "flop", "turn", "river", "third"}) {
        poker::AdvanceRequest request;
        request.kind = kind;
        const std::int64_t hand = 1 + lines * 977;
        write_advanced_line(hand, street, request, taken, line);
        CHECK(line == to_line(advanced_message(hand, street, request, taken)));
        ++lines;
      }
  CHECK(lines == 7 * 5 * 5);
}

TEST_CASE("LineWriter's fields are nlohmann's dump at every length of key and value") {
  // A field is put together on the stack up to a size and appended piece by piece beyond it:
  // both ways, and the edge between them, write what the Json tree writes.
  std::string line;
  for (std::size_t key_size = 1; key_size <= 60; ++key_size)
    for (std::size_t value_size = 0; value_size <= 140; value_size += 7) {
      const std::string a = "a" + std::string(key_size - 1, 'k');
      const std::string b = "b" + std::string(key_size - 1, 'k');
      const std::string c = "c" + std::string(key_size - 1, 'k');
      const std::string d = "d" + std::string(key_size - 1, 'k');
      const std::string value(value_size, 'v');
      const std::int64_t number = -static_cast<std::int64_t>(key_size) * 1'000'000'000'000'007;
      LineWriter(line)
          .boolean(a, key_size % 2 == 0)
          .number(b, number)
          .word(c, value)
          .word(d, "x")
          .end();
      nlohmann::json j;
      j[a] = key_size % 2 == 0;
      j[b] = number;
      j[c] = value;
      j[d] = "x";
      CHECK(line == j.dump() + "\n");
    }
}

TEST_CASE("parse_action's quick path takes only legal answers and agrees with the full parser") {
  ActRequest r;
  r.id = 42;
  r.legal.fold = true;
  r.legal.call = true;
  r.legal.raise = true;
  r.legal.to_call = 100;
  r.legal.min_raise_to = 300;
  r.legal.max_raise_to = 5000;

  struct Case {
    const char* line;
    ParseKind kind;
    ActionType type;
    Chips amount;
  };
  const Case cases[] = {
      // What the SDKs write (keys sorted, or in insertion order), and with spacing.
      {R"({"action":"call","id":42,"type":"action"})", ParseKind::Ok, ActionType::Call, 0},
      {R"({"action":"raise","amount":300,"id":42,"type":"action"})", ParseKind::Ok,
       ActionType::Raise, 300},
      {R"({"type": "action", "id": 42, "action": "raise", "amount": 5000})", ParseKind::Ok,
       ActionType::Raise, 5000},
      {" {\"type\":\"action\",\"id\":42,\"action\":\"fold\"}\r", ParseKind::Ok, ActionType::Fold,
       0},
      {R"({"type":"action","id":42,"action":"call","note":"x","amount":"ignored"})", ParseKind::Ok,
       ActionType::Call, 0},
      // Left to the full parser, which still accepts them.
      {R"({"type":"action","id":42,"action":"r\u0061ise","amount":400})", ParseKind::Ok,
       ActionType::Raise, 400},
      {R"({"type":"action","id":42.0,"action":"raise","amount":400.0})", ParseKind::Ok,
       ActionType::Raise, 400},
      {R"({"type":"action","id":42,"action":"call","extra":{"a":[1,2]}})", ParseKind::Ok,
       ActionType::Call, 0},
      // Errors, all words of the full parser.
      {R"({"type":"action","id":41,"action":"call"})", ParseKind::Stale, ActionType::Fold, 0},
      {R"({"type":"action","id":42,"action":"check"})", ParseKind::NotLegal, ActionType::Fold, 0},
      {R"({"type":"action","id":42,"action":"raise","amount":299})", ParseKind::BadAmount,
       ActionType::Fold, 0},
      {R"({"type":"action","id":42,"action":"raise","amount":5001})", ParseKind::BadAmount,
       ActionType::Fold, 0},
      {R"({"type":"action","id":42,"action":"raise"})", ParseKind::Malformed, ActionType::Fold, 0},
      {R"({"type":"action","id":042,"action":"call"})", ParseKind::Malformed, ActionType::Fold, 0},
      {R"({"type":"action","id":42,"action":"call"} x)", ParseKind::Malformed, ActionType::Fold, 0},
      {R"({"type":"action","id":42,"action":"call")", ParseKind::Malformed, ActionType::Fold, 0},
      {R"({"type":"act","id":42,"action":"call"})", ParseKind::Malformed, ActionType::Fold, 0},
      {R"({"type":"action","id":"42","action":"call"})", ParseKind::Malformed, ActionType::Fold, 0},
  };
  for (const Case& c : cases) {
    CAPTURE(c.line);
    const ActionAnswer a = parse_action(c.line, r);
    CHECK(a.kind == c.kind);
    if (c.kind == ParseKind::Ok) {
      CHECK(a.id == 42);
      CHECK(a.action.type == c.type);
      CHECK(a.action.amount == c.amount);
      CHECK(a.error.empty());
    } else {
      CHECK(!a.error.empty());
    }
  }
}

TEST_CASE("the flat-object scan gives up on anything but plain strings and integers") {
  FlatObject o;
  REQUIRE(scan_flat_object(R"( { "a" : "x y" , "b":-17,"c":0 } )", o));
  REQUIRE(o.count == 3);
  CHECK(o.find("a")->is_string);
  CHECK(o.find("a")->text == "x y");
  CHECK(o.find("b")->number == -17);
  CHECK(o.find("c")->number == 0);
  CHECK(o.find("d") == nullptr);
  CHECK(scan_flat_object("{}", o));
  CHECK(o.count == 0);
  for (const char* bad :
       {R"({"a":"\n"})", R"({"a":1.5})", R"({"a":1e3})", R"({"a":true})", R"({"a":null})",
        R"({"a":[1]})", R"({"a":{}})", R"({"a":1,"a":2})", R"({"a":01})", R"({"a":-})",
        R"({"a":1234567890123456789})", "{\"a\":\"\xc3\xa9\"}", R"({"a":1,})", R"({"a" 1})",
        R"([1])", "", R"({"a":1} {})"}) {
    CAPTURE(bad);
    CHECK_FALSE(scan_flat_object(bad, o));
  }
  // A list of plain strings (a draw turn's answer) only when asked for, read item by item.
  const char* answer = R"({"cards": [ "Kd" ,"2s"],"id":17,"none":[ ],"type":"discard"})";
  CHECK_FALSE(scan_flat_object(answer, o));
  REQUIRE(scan_flat_object(answer, o, FlatLists::Read));
  REQUIRE(o.find("cards")->is_list);
  std::vector<std::string> items;
  for_each_list_string(o.find("cards")->text, [&](std::string_view w) { items.emplace_back(w); });
  CHECK(items == std::vector<std::string>{"Kd", "2s"});
  items.clear();
  for_each_list_string(o.find("none")->text, [&](std::string_view w) { items.emplace_back(w); });
  CHECK(items.empty());
  CHECK_FALSE(o.find("id")->is_list);
  for (const char* bad : {R"({"a":[1]})", R"({"a":["x",]})", R"({"a":[,"x"]})", R"({"a":["x")",
                          R"({"a":[["x"]]})", R"({"a":["\n"]})", R"({"a":["x" "y"]})"}) {
    CAPTURE(bad);
    CHECK_FALSE(scan_flat_object(bad, o, FlatLists::Read));
  }
}
