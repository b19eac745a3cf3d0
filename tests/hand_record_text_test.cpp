// The hand logs' quick path (arena/results/hand_record_text) against the reference: for many
// engine hands of every structure, with antes, folds at showdown (R23, R24), forced decisions,
// all-in protections (R26), mucked hands (R27), advance requests (R25), odd decision times and a
// name that needs escaping, the hands.jsonl line is byte for byte
// hand_record().dump(), and the PHH writer's input is what reading that record back gives.
#include <doctest/doctest.h>

#include <random>
#include <string_view>

#include "arena/results/hand_record_text.hpp"
#include "arena/results/phh_writer.hpp"
#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "support/paths.hpp"
#include "support/random_play.hpp"

namespace {

// Hand `h`, played at random into `d`.
void play_random_hand(int h, std::mt19937_64& rng, arena::HandRecordData& d) {
  const int n = 2 + h % 9;
  poker::HandSetup& setup = d.setup;
  setup = {};
  setup.players = n;
  setup.button = h % n;
  setup.structure = static_cast<poker::Structure>(h % 3);
  for (int p = 0; p < n; ++p) setup.stacks[p] = 1 + static_cast<poker::Chips>(rng() % 3000);
  setup.small_blind = 10;
  setup.big_blind = 20;
  if (h % 4 == 1) setup.set_antes(5, poker::AnteKind::EveryPlayer);
  if (h % 4 == 2) setup.set_antes(20, poker::AnteKind::BigBlind);
  if (h % 5 == 0) setup.folds_before_showdown[static_cast<std::size_t>(h % n)] = true;
  if (h % 7 == 0) setup.min_bet = 40;
  setup.muck_losing_hands = h % 2 == 0;
  setup.deal = poker::deal_from_deck(
      poker::shuffled_deck(poker::Seed::from_text("record-text"), static_cast<std::uint64_t>(h)), n,
      setup.button);

  d.hand_number = h;
  d.level = 1 + h % 20;
  d.seat_of_player.clear();
  d.name_of_player.clear();
  for (int p = 0; p < n; ++p) {
    d.seat_of_player.push_back((p + 3) % n);
    d.name_of_player.push_back(p == 1 && h % 11 == 0 ? "Zo\u00eb \"q\""
                                                     : "bot-" + std::to_string(p));
  }
  d.events.clear();
  d.decisions.clear();
  d.hand.start(setup, &d.events);
  static const double kTimes[] = {0.0, 0.0123, 1.5, 1000.0, 1e-06, 123456.789, 2.0};
  static const char* kForced[] = {"", "", "", "timeout", "invalid", "absent"};
  static const char* kAdvance[] = {"", "", "", "call_any", "check_fold", "raise"};
  while (!d.hand.finished()) {
    if (d.hand.can_protect() && rng() % 8 == 0) {
      REQUIRE(d.hand.protect() == poker::ActionError::None);
      d.decisions.push_back({kTimes[rng() % 7], "timeout", {}, 0, {}});
      continue;
    }
    const poker::Legal legal = d.hand.legal();
    REQUIRE(d.hand.apply(test_play::random_legal_action(
                legal, rng, test_play::BetSize::Anywhere)) == poker::ActionError::None);
    const char* forced = kForced[rng() % 6];
    const char* advance = *forced ? "" : kAdvance[rng() % 6];
    arena::Refusal refused;  // with quotes and backslashes, as a bot's line has them
    if (std::string_view(forced) == "invalid")
      refused = rng() % 2 ? arena::Refusal{"too_long", "line over 65536 bytes", ""}
                          : arena::Refusal{"bad_amount", "\"amount\" 5 is below 20",
                                           "{\"a\":\"\\xff\"}... (900 bytes)"};
    d.decisions.push_back({*advance ? 0.0 : kTimes[rng() % 7], forced, advance, 150, refused});
  }
}

// Hand `h` of `game` (not hold'em), played at random into `d`: draws of random size, stud's
// antes and bring-in, notes of every kind on the decisions (a draw turn's among them).
void play_random_game_hand(const poker::GameDef& game, int h, std::mt19937_64& rng,
                           arena::HandRecordData& d) {
  const int n = game.min_players + h % (game.max_players - game.min_players + 1);
  poker::HandSetup& setup = d.setup;
  setup = {};
  setup.game = &game;
  setup.players = n;
  setup.button = h % n;
  do {
    setup.structure = static_cast<poker::Structure>(rng() % 3);
  } while (!game.allows(setup.structure));
  for (int p = 0; p < n; ++p) setup.stacks[p] = 1 + static_cast<poker::Chips>(rng() % 3000);
  setup.small_blind = 10;
  setup.big_blind = 20;
  if (game.deals_up_cards()) {  // no blinds: antes and a bring-in (R39, R43)
    setup.small_bet = 20;
    setup.big_bet = 40;
    setup.bring_in = 5;
    setup.set_antes(h % 2 == 0 ? 3 : 0, poker::AnteKind::EveryPlayer);
    setup.small_blind = setup.big_blind = 0;
  } else if (game.betting == poker::Betting::BlogNomic) {  // antes only (R46)
    setup.set_antes(5, poker::AnteKind::EveryPlayer);
    setup.small_blind = setup.big_blind = 0;
    setup.min_bet = 1;
  }
  if (h % 5 == 0) setup.folds_before_showdown[static_cast<std::size_t>(h % n)] = true;
  setup.muck_losing_hands = h % 2 == 0;
  const auto seed = poker::Seed::from_text("record-text-games");
  setup.deal = poker::deal_from_deck(poker::shuffled_deck(seed, static_cast<std::uint64_t>(h)), n,
                                     setup.button, game);
  poker::DrawStream stub(seed, static_cast<std::uint64_t>(h));
  setup.draw_random = &stub;

  d.hand_number = h;
  d.level = 1 + h % 20;
  d.mixed = h % 3 == 0;
  d.table = h % 4 == 0 ? 2 : 0;
  d.timings = h % 7 != 0;
  d.seat_of_player.clear();
  d.name_of_player.clear();
  for (int p = 0; p < n; ++p) {
    d.seat_of_player.push_back((p + 3) % n);
    d.name_of_player.push_back("bot-" + std::to_string(p));
  }
  d.events.clear();
  d.decisions.clear();
  d.hand.start(setup, &d.events);
  static const char* kForced[] = {"", "", "", "timeout", "invalid", "absent"};
  static const char* kAdvance[] = {"", "", "", "call_any", "check_fold", "stand_pat"};
  while (!d.hand.finished()) {
    if (d.hand.drawing()) {
      const auto held = d.hand.hole(d.hand.actor());
      const poker::DrawRound round = d.hand.draw_round();
      const auto count = static_cast<std::size_t>(
          round.min_discard +
          static_cast<int>(rng() %
                           static_cast<std::uint64_t>(round.max_discard - round.min_discard + 1)));
      const std::vector<poker::Card> discards(held.begin(),
                                              held.begin() + static_cast<std::ptrdiff_t>(count));
      REQUIRE(d.hand.draw(discards) == poker::DrawError::None);
    } else if (d.hand.can_protect() && rng() % 8 == 0) {
      REQUIRE(d.hand.protect() == poker::ActionError::None);
    } else {
      REQUIRE(d.hand.apply(test_play::random_legal_action(
                  d.hand.legal(), rng, test_play::BetSize::Anywhere)) == poker::ActionError::None);
    }
    const char* forced = kForced[rng() % 6];
    const char* advance = *forced ? "" : kAdvance[rng() % 6];
    arena::Refusal refused;
    if (std::string_view(forced) == "invalid")
      refused = {"malformed", "\"cards\" must be a list", ""};
    d.decisions.push_back(
        {*advance ? 0.0 : 0.5 * static_cast<double>(rng() % 9), forced, advance, 0, refused});
  }
  setup.draw_random = nullptr;  // the stub goes out of scope; the record does not need it
}

}  // namespace

TEST_CASE("every game's hands.jsonl line and PHH input built directly equal the Json record's") {
  // At -O0 (tests_arena) in either build: 300 hands a game took 5.7 s.
  const int hands = test_paths::sanitized() ? 40 : 100;
  std::mt19937_64 rng(13);
  arena::HandRecordData d;
  std::string line;
  arena::RecordedHand reused;  // filled hand after hand, as the log writer does
  for (const poker::GameDef& game : poker::games()) {
    if (game.id == poker::GameId::Holdem) continue;  // the test case below plays hold'em
    int draws = 0, shown = 0, lows = 0, up_cards = 0;
    for (int h = 1; h <= hands; ++h) {
      play_random_game_hand(game, h, rng, d);
      const arena::HandRecordInput in = d.input();
      const nlohmann::json record = arena::hand_record(in);
      arena::write_hand_record_line(in, line);
      CAPTURE(game.name);
      CAPTURE(h);
      REQUIRE(line == record.dump());
      const arena::RecordedHand built = arena::recorded_hand(in);
      CHECK(built == arena::read_recorded_hand(record));
      arena::recorded_hand(in, reused);  // over the last hand, of this game or another
      CHECK(reused == built);
      for (const auto& a : record["actions"]) draws += a["action"] == "discard" ? 1 : 0;
      shown += static_cast<int>(record["shown"].size());
      for (const auto& x : record["shown"]) lows += x.contains("low") && !x["low"].is_null();
      for (const auto& e : record["events"]) up_cards += e.contains("up") ? 1 : 0;
    }
    // The hands covered what the game has.
    CAPTURE(game.name);
    CHECK(shown > 0);
    if (game.draw_rounds() > 0) CHECK(draws > 0);
    if (game.hi_lo) CHECK(lows > 0);
    if (game.deals_up_cards()) CHECK(up_cards > 0);
  }
}

TEST_CASE("the hands.jsonl line and the PHH input built directly equal the Json record's") {
  // At -O0 (tests_arena) in either build: 3,000 hands took 4.4 s.
  const int hands = test_paths::sanitized() ? 300 : 1000;
  std::mt19937_64 rng(11);
  arena::HandRecordData d;
  std::string line;
  arena::RecordedHand reused;  // filled hand after hand, as the log writer does
  int showdown_folds = 0, forced = 0, escaped = 0, side_pots = 0, protections = 0, mucks = 0,
      advances = 0;
  for (int h = 1; h <= hands; ++h) {
    play_random_hand(h, rng, d);
    const arena::HandRecordInput in = d.input();
    const nlohmann::json record = arena::hand_record(in);
    arena::write_hand_record_line(in, line);
    CAPTURE(h);
    REQUIRE(line == record.dump());
    const arena::RecordedHand built = arena::recorded_hand(in);
    CHECK(built == arena::read_recorded_hand(record));
    arena::recorded_hand(in, reused);
    CHECK(reused == built);
    const arena::PhhRunInfo run{"t", "tournament", "abc", 9, 1.0};
    CHECK(arena::phhs_table(built, run) == arena::phhs_table(record, run));
    for (const auto& a : record["actions"]) {
      if (a.contains("forced"))
        (a["forced"] == "folds_before_showdown" ? showdown_folds : forced) += 1;
      protections += a["action"] == "protect" ? 1 : 0;
      advances += a.contains("advance") ? 1 : 0;
    }
    mucks += static_cast<int>(record["mucked"].size());
    for (const auto& w : record["winners"]) side_pots += w["pot"].get<int>() > 0 ? 1 : 0;
    escaped += line.find("\\\"q\\\"") != std::string::npos ? 1 : 0;
  }
  // The hands covered what the test names.
  CHECK(showdown_folds > 0);
  CHECK(forced > 0);
  CHECK(escaped > 0);
  CHECK(side_pots > 0);
  CHECK(protections > 0);
  CHECK(mucks > 0);
  CHECK(advances > 0);
}

TEST_CASE("hands.jsonl's event words: one list, each read back to its type") {
  using poker::EventType;
  for (int t = 0; t <= static_cast<int>(EventType::Draw); ++t) {
    const auto type = static_cast<EventType>(t);
    CAPTURE(arena::event_type_name(type));
    CHECK(arena::event_type_named(arena::event_type_name(type)) == type);
  }
  CHECK(arena::event_type_name(EventType::ReturnUncalled) == "return_uncalled");
  CHECK_FALSE(arena::event_type_named("deal").has_value());
  CHECK_FALSE(arena::event_type_named("unknown").has_value());

  // A record is read through the same list: a word it lacks is refused by name.
  std::mt19937_64 rng(5);
  arena::HandRecordData d;
  play_random_hand(1, rng, d);
  nlohmann::json record = arena::hand_record(d.input());
  const arena::RecordedHand read = arena::read_recorded_hand(record);
  REQUIRE(read.events.size() == record["events"].size());
  for (std::size_t i = 0; i < read.events.size(); ++i)
    CHECK(arena::event_type_name(read.events[i].type) == record["events"][i]["type"]);
  record["events"][0]["type"] = "post_straddle";
  CHECK_THROWS_WITH(arena::read_recorded_hand(record),
                    doctest::Contains("unknown type 'post_straddle'"));
  record["events"][0]["type"] = "post_ante";
  record["structure"] = "limit";
  CHECK_THROWS_WITH(arena::read_recorded_hand(record),
                    doctest::Contains("unknown structure 'limit'"));
}
