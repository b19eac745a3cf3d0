// The C++ SDK and the C++ sample bots: the SDK's game state against the engine's (its two readers
// agreeing in every game), and the real bot programs over real pipes answering ready and legal
// actions with the right ids.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <sstream>

#include "arena_bot.hpp"
#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "sdk_session.hpp"
#include "support/paths.hpp"
#include "support/protocol_oracle.hpp"
#include "support/random_play.hpp"

// The names it uses, not the namespaces: its unity batch's other files declare a `Json` of their
// own, which a `using namespace` here would make clang's -Wshadow report.
using Json = nlohmann::json;
using arena::protocol::Chips;
using arena::protocol::HandNarrator;
using arena::protocol::HandStartInfo;
using arena::protocol::hello_message;
using arena::protocol::HelloInfo;
using arena::protocol::make_act_request;
using arena::protocol::make_draw_request;
using arena::protocol::SeatChips;
using arena::protocol::to_line;
using arena::protocol::write_act_line;
using arena::protocol::write_draw_line;
using protocol_oracle::act_message;
using protocol_oracle::hand_end_message;
using protocol_oracle::hand_start_message;
using sdk_test::ChildBot;

namespace {

// Each bot by its program's name, with its arguments after it ("random_bot --seed 5").
std::vector<std::unique_ptr<ChildBot>> start(const std::vector<std::string>& commands) {
  std::vector<std::unique_ptr<ChildBot>> bots;
  for (const auto& command : commands) {
    std::istringstream words(command);
    std::string word;
    std::vector<std::string> argv;
    while (words >> word) argv.push_back(argv.empty() ? test_paths::bin(word) : word);
    bots.push_back(std::make_unique<ChildBot>(argv));
  }
  return bots;
}

// Every bot exits by itself once its stdin is closed after bye.
void expect_clean_exit(std::vector<std::unique_ptr<ChildBot>>& bots) {
  for (auto& b : bots) {
    b->close_stdin();
    CHECK(b->wait_exit() == 0);
  }
}

// The actions a seat took, from the public messages it was sent.
std::vector<std::string> actions_of(const sdk_test::TableReport& r, int seat) {
  std::vector<std::string> out;
  for (const auto& m : r.sent[0])
    if (m["type"] == "acted" && m["seat"] == seat) out.push_back(m["action"]);
  return out;
}

}  // namespace

// Two trackers fed the same messages, one as JSON trees and one as lines, agree on everything.
static void same_state(const arena_bot::GameState& a, const arena_bot::GameState& b) {
  CHECK(a.act_id == b.act_id);
  CHECK(a.legal == b.legal);
  CHECK(a.to_call == b.to_call);
  CHECK(a.min_raise_to == b.min_raise_to);
  CHECK(a.max_raise_to == b.max_raise_to);
  CHECK(a.time_ms == b.time_ms);
  CHECK(a.act_line.empty() == b.act_line.empty());  // before a seat's first act: none yet
  if (!a.act_line.empty()) CHECK(a.act_message() == b.act_message());
  CHECK(a.street == b.street);
  CHECK(a.pot == b.pot);
  CHECK(a.board == b.board);
  CHECK(a.hole == b.hole);
  REQUIRE(a.players.size() == b.players.size());
  for (std::size_t p = 0; p < a.players.size(); ++p) {
    const auto &x = a.players[p], &y = b.players[p];
    CHECK((x.stack == y.stack && x.bet == y.bet && x.put_in == y.put_in && x.folded == y.folded &&
           x.all_in == y.all_in && x.in_hand == y.in_hand));
  }
  REQUIRE(a.history.size() == b.history.size());
  for (std::size_t i = 0; i < a.history.size(); ++i) {
    const auto &x = a.history[i], &y = b.history[i];
    CHECK((x.type == y.type && x.seat == y.seat && x.street == y.street && x.action == y.action &&
           x.amount == y.amount));
    CHECK(x.message() == y.message());
  }
}

// The quick reader indexes each key of the arena's lines in a slot of its own (no lookup has to
// compare field by field), also inside arrays of objects.
static void indexed_alone(const std::string& line) {
  arena_bot::flat::Message m;
  REQUIRE(m.parse(line));
  CHECK(m.shared_slots() == 0);
  for (const char* key : {"seats", "stacks", "eliminated"})
    m.for_each_object(key, [](const arena_bot::flat::Message& e) { CHECK(e.shared_slots() == 0); });
}

TEST_CASE("the SDK's game state matches the engine's at every decision") {
  // Random in-process hands: a Tracker per seat is fed exactly what that seat would be sent,
  // and at each act the actor's view of stacks, bets, pot and board must equal the engine's.
  // This code runs at -O0 in either build (tests_process): 200 hands took 4 s, 600 took 13 s.
#ifdef ARENA_SANITIZED
  const int hands = 100;
#else
  const int hands = 200;
#endif
  std::mt19937_64 rng(7);
  const auto seed = poker::Seed::from_text("tracker");
  int checked = 0;
  for (int h = 1; h <= hands; ++h) {
    const int n = 2 + h % 5;
    poker::HandSetup setup;
    setup.players = n;
    setup.button = h % n;
    for (int p = 0; p < n; ++p) setup.stacks[p] = 100 + static_cast<Chips>(rng() % 2000);
    setup.small_blind = 10;
    setup.big_blind = 20;
    if (h % 3 == 0)
      setup.set_antes(5, h % 2 ? poker::AnteKind::EveryPlayer : poker::AnteKind::BigBlind);
    setup.deal = poker::deal_from_deck(poker::shuffled_deck(seed, h), n, setup.button);

    // `views` read JSON trees; `lines` read the lines as a bot does (the quick reader for act and
    // the events): both must keep the very same state.
    std::vector<arena_bot::Tracker> views(static_cast<std::size_t>(n)), lines(views.size());
    HelloInfo hello;
    hello.starting_stack = 1000;
    for (int s = 0; s < n; ++s) hello.players.push_back({s, "p" + std::to_string(s)});
    HandStartInfo start_info;
    start_info.hand = h;
    for (int p = 0; p < n; ++p) start_info.seats.push_back({p, "p", setup.stacks[p]});
    for (int s = 0; s < n; ++s) {
      hello.seat = s;
      for (auto* t : {&views, &lines}) (*t)[s].update_line(to_line(hello_message(hello)));
      views[s].update(hand_start_message(start_info, s, setup.dealt_hole(s)));
      lines[s].update_line(to_line(hand_start_message(start_info, s, setup.dealt_hole(s))));
      indexed_alone(to_line(hand_start_message(start_info, s, setup.dealt_hole(s))));
    }
    HandNarrator narrator(
        h,
        [&] {
          std::vector<int> v;
          for (int p = 0; p < n; ++p) v.push_back(p);
          return v;
        }(),
        std::vector<Chips>(setup.stacks.begin(), setup.stacks.begin() + n));
    std::vector<poker::Event> events;
    std::size_t told = 0;
    auto tell = [&] {
      for (; told < events.size(); ++told) {
        std::string line;
        const HandNarrator::Line m = narrator.narrate_line(events[told], line);
        for (int s = 0; s < n; ++s)
          if (m.message && (m.only_seat < 0 || m.only_seat == s)) {
            CHECK(views[s].update(Json::parse(line)) == lines[s].update_line(line));
            indexed_alone(line);
          }
      }
    };
    poker::Hand hand;
    hand.start(setup, &events);
    tell();
    std::int64_t id = 1;
    while (!hand.finished()) {
      const int actor = hand.actor();
      const auto req = make_act_request(hand, id++, h, 1000);
      auto& view = views[actor];
      view.update(act_message(req));
      lines[actor].update_line(to_line(act_message(req)));
      indexed_alone(to_line(act_message(req)));
      const auto& s = view.state;
      CAPTURE(h);
      same_state(s, lines[actor].state);
      CHECK(s.act_id == req.id);
      CHECK(s.pot == hand.pot());
      CHECK(s.to_call == req.legal.to_call);
      CHECK(static_cast<int>(s.board.size()) == static_cast<int>(hand.board().size()));
      CHECK(s.hole.size() == 2);
      for (int p = 0; p < n; ++p) {
        CHECK(s.players[p].stack == hand.stack(p));
        CHECK(s.players[p].bet == hand.street_bet(p));
        CHECK(s.players[p].folded == hand.folded(p));
      }
      CHECK(s.current_bet() == hand.current_bet());
      ++checked;
      REQUIRE(hand.apply(test_play::random_legal_action(
                  req.legal, rng, test_play::BetSize::Anywhere)) == poker::ActionError::None);
      tell();
    }
    // hand_end, with a made-up elimination so both readers take that path too.
    std::vector<SeatChips> stacks;
    for (int p = 0; p < n; ++p) stacks.push_back({p, hand.stack(p)});
    const std::string end_line = to_line(hand_end_message(h, stacks, {{n - 1, "p", n}}));
    indexed_alone(end_line);
    for (int s = 0; s < n; ++s) {
      CHECK(views[s].update(Json::parse(end_line)) == lines[s].update_line(end_line));
      CHECK(lines[s].state.players[n - 1].eliminated);
      CHECK(lines[s].state.players[n - 1].place == n);
      same_state(views[s].state, lines[s].state);
    }
    for (int p = 0; p < n; ++p) CHECK(views[0].state.players[p].stack == hand.stack(p));
  }
  CHECK(checked > hands);
}

TEST_CASE("C++ SDK: unknown messages, fields and non-JSON lines are ignored") {
  std::istringstream in(
      "{\"type\":\"hello\",\"protocol\":1,\"seat\":0,\"future\":{\"x\":1}}\n"
      "not json\n"
      "[1,2,3]\n"
      "{\"type\":\"weather\",\"rain\":true}\n"
      "{\"type\":\"act\",\"id\":3,\"legal\":[\"check\",\"bet\"],\"min_raise_to\":20,"
      "\"max_raise_to\":100,\"to_call\":0,\"surprise\":[]}\n");
  std::ostringstream out;
  arena_bot::run(
      [](const arena_bot::GameState& s) { return arena_bot::Decision::aggressive(s, 50); }, "T",
      "9", in, out);
  CHECK(out.str() ==
        "{\"name\":\"T\",\"type\":\"ready\",\"version\":\"9\"}\n"
        "{\"action\":\"bet\",\"amount\":50,\"id\":3,\"type\":\"action\"}\n");
}

TEST_CASE("C++ SDK: the arena's timeout and advance_ignored messages go to stderr by default") {
  const std::string session =
      "{\"type\":\"hello\",\"protocol\":1,\"seat\":0}\n"
      "{\"type\":\"timeout\",\"id\":3,\"hand\":4,\"reason\":\"invalid\",\"taken\":\"fold\","
      "\"error\":\"raise to 399 is outside [400, 1500]\"}\n"
      "{\"type\":\"timeout\",\"id\":5,\"hand\":4,\"reason\":\"time\",\"taken\":\"check\"}\n"
      "{\"type\":\"advance_ignored\",\"hand\":4,\"request\":\"call\",\"reason\":\"made for "
      "hand 3, this is hand 4\"}\n";
  const auto play = [&session] {
    std::istringstream in(session);
    std::ostringstream out;
    std::ostringstream err;
    std::streambuf* const old = std::cerr.rdbuf(err.rdbuf());
    arena_bot::run([](const arena_bot::GameState& s) { return arena_bot::Decision::passive(s); },
                   "T", "", in, out);
    std::cerr.rdbuf(old);
    return err.str();
  };
  CHECK(play() ==
        "arena_bot: hand 4: my answer to act 3 was refused (raise to 399 is outside [400, 1500]); "
        "the arena took fold\n"
        "arena_bot: hand 4: no answer to act 5 in time; the arena took check\n"
        "arena_bot: hand 4: advance request call ignored: made for hand 3, this is hand 4\n");
  arena_bot::print_arena_notices = false;
  CHECK(play().empty());
  arena_bot::print_arena_notices = true;
}

TEST_CASE("the C++ sample bots refuse an argument they do not take") {
  for (const auto& argv : std::vector<std::vector<std::string>>{
           {test_paths::bin("hand_strength"), "--sed", "3"},
           {test_paths::bin("random_bot"), "--seed", "3", "--fast"},
           {test_paths::bin("caller"), "--seed", "3"},
           {test_paths::bin("raiser"), "x"}}) {
    CAPTURE(argv[0]);
    ChildBot bot(argv);
    bot.send(Json{{"type", "hello"}, {"protocol", 1}, {"seat", 0}});
    CHECK_FALSE(bot.read_line(5000));  // no ready: it stopped
    CHECK(bot.wait_exit() == 2);
  }
}

TEST_CASE("every C++ sample bot answers ready and legal actions with the right id") {
  for (const char* name : {"caller", "raiser", "random_bot", "hand_strength"}) {
    CAPTURE(name);
    auto bots = start({name, "caller", "random_bot"});
    const auto report = sdk_test::play_table(bots, 12);
    CHECK(report.hands == 12);
    CHECK(report.answers > 12);
    CHECK(report.ok == report.answers);
    for (const auto& p : report.problems) FAIL_CHECK(p);
    expect_clean_exit(bots);
  }
}

TEST_CASE("action_line writes what the JSON library would, also for odd action names") {
  for (const std::string action : {"fold", "call", "bet", "raise", "all_in", "Fold", "a\"b", ""}) {
    for (const Chips amount : {Chips{0}, Chips{-5}, Chips{123456789012}}) {
      const arena_bot::Decision d{action, amount};
      Json want{{"type", "action"}, {"id", 77}, {"action", action}};
      if (action == "bet" || action == "raise") want["amount"] = amount;
      CHECK(arena_bot::action_line(77, d) == want.dump());
    }
  }
}

TEST_CASE("seed_from_args: --seed N fixes a bot's random choices; a bad value is refused") {
  const auto seed = [](std::vector<std::string> words) {
    words.insert(words.begin(), "bot");
    std::vector<char*> argv;
    for (auto& w : words) argv.push_back(w.data());
    return arena_bot::seed_from_args(static_cast<int>(argv.size()), argv.data());
  };
  CHECK(seed({"--seed", "42"}) == 42u);
  CHECK(seed({"--seed", "18446744073709551615"}) == 18446744073709551615u);
  // Any other argument is refused: a misspelled flag must not play unseeded.
  CHECK_FALSE(seed({"--sed", "3"}).has_value());
  CHECK_FALSE(seed({"--fast", "--seed", "1"}).has_value());
  CHECK(seed({}).has_value());  // drawn from the operating system
  CHECK_FALSE(seed({"--seed"}).has_value());
  CHECK_FALSE(seed({"--seed", "7x"}).has_value());
  CHECK_FALSE(seed({"--seed", "-1"}).has_value());
}

TEST_CASE("the calling station only checks and calls; the raiser raises") {
  auto bots = start({"caller", "raiser"});
  const auto report = sdk_test::play_table(bots, 20);
  CHECK(report.ok == report.answers);
  for (const auto& a : actions_of(report, 0)) CHECK((a == "check" || a == "call"));
  const auto raiser = actions_of(report, 1);
  CHECK(std::count(raiser.begin(), raiser.end(), "raise") +
            std::count(raiser.begin(), raiser.end(), "bet") >
        10);
  CHECK(std::count(raiser.begin(), raiser.end(), "fold") == 0);
  expect_clean_exit(bots);
}

TEST_CASE("hand_strength wins chips from the simple bots heads-up") {
  // Seeded bots on seeded deals: the same hands in every build (unseeded, 60 hands against the
  // random bot were sometimes lost by chance).
  const int hands = 100;
  for (const std::string opponent : {"caller", "raiser", "random_bot --seed 5"}) {
    CAPTURE(opponent);
    auto bots = start({"hand_strength --seed 11", opponent});
    const auto report = sdk_test::play_table(bots, hands, "beat-" + opponent);
    CHECK(report.ok == report.answers);
    MESSAGE("hand_strength vs " << opponent << ": " << report.net[0] << " chips over " << hands
                                << " hands");
    CHECK(report.net[0] > 0);
    expect_clean_exit(bots);
  }
}

TEST_CASE(
    "the SDK reads points as the arena sends them: integers when whole, decimals when shared") {
  HelloInfo hello;
  hello.points = {2, 0.5, 0.5};
  const std::string line = to_line(hello_message(hello));
  CHECK(line.find(R"("points":[2,0.5,0.5])") != std::string::npos);
  arena_bot::Tracker t;
  CHECK(t.update_line(line) == "hello");
  CHECK(t.state.points == std::vector<double>{2, 0.5, 0.5});
  t.update_line(R"({"type":"hello","points":[3,2.0,1,0]})");
  CHECK(t.state.points == std::vector<double>{3, 2, 1, 0});
}

TEST_CASE("the SDK's two readers keep the same state over draw and stud hands") {
  // A Tracker per seat reads JSON trees, another the lines as a bot does (the quick reader for
  // draw, drew and dealt too): over every game with a draw round or up cards they must agree,
  // the drawer's and the dealt player's own copies included.
  // Every game, in either build, with fewer hands each under the sanitizers. This code runs at
  // -O0 (tests_process): 40 hands a game took 13 s.
#ifdef ARENA_SANITIZED
  const int hands_per_game = 10;
#else
  const int hands_per_game = 15;
#endif
  std::mt19937_64 rng(17);
  const auto seed = poker::Seed::from_text("tracker-draws");
  int turns = 0;
  for (const poker::GameDef& game : poker::games()) {
    if (game.draw_rounds() == 0 && !game.deals_up_cards()) continue;
    for (int h = 1; h <= hands_per_game; ++h) {
      const int n = std::min(6, game.max_players) - h % 3;
      poker::HandSetup setup;
      setup.game = &game;
      setup.structure = game.default_structure;
      setup.players = n;
      setup.button = h % n;
      for (int p = 0; p < n; ++p) setup.stacks[p] = 200 + static_cast<Chips>(rng() % 2000);
      setup.small_blind = 10;
      setup.big_blind = 20;
      if (game.deals_up_cards()) {  // antes and a bring-in, no blinds (R39, R43)
        setup.small_bet = 20;
        setup.big_bet = 40;
        setup.bring_in = 5;
        setup.set_antes(2, poker::AnteKind::EveryPlayer);
        setup.small_blind = setup.big_blind = 0;
      }
      setup.deal = poker::deal_from_deck(poker::shuffled_deck(seed, h), n, setup.button, game);
      poker::DrawStream stub(seed, static_cast<std::uint64_t>(h));
      setup.draw_random = &stub;
      std::vector<arena_bot::Tracker> views(static_cast<std::size_t>(n)), lines(views.size());
      std::vector<int> seats;
      HelloInfo hello;
      hello.game = game.id;
      hello.structure = setup.structure;
      for (int s = 0; s < n; ++s) {
        seats.push_back(s);
        hello.players.push_back({s, "p" + std::to_string(s)});
      }
      const auto send = [&](int s, const std::string& line) {
        CHECK(views[s].update(Json::parse(line)) == lines[s].update_line(line));
      };
      for (int s = 0; s < n; ++s) {
        hello.seat = s;
        send(s, to_line(hello_message(hello)));
      }
      HandNarrator narrator(
          h, seats, std::vector<Chips>(setup.stacks.begin(), setup.stacks.begin() + n), game);
      std::vector<poker::Event> events;
      std::size_t told = 0;
      std::string line;
      const auto tell = [&] {
        for (; told < events.size(); ++told) {
          const HandNarrator::Line m = narrator.narrate_line(events[told], line);
          for (int s = 0; m.message && s < n; ++s)
            if (m.only_seat < 0 || m.only_seat == s)
              send(s, m.owner_seat == s ? narrator.owner_line() : line);
        }
      };
      poker::Hand hand;
      hand.start(setup, &events);
      tell();
      std::int64_t id = 1;
      while (!hand.finished()) {
        const int actor = hand.actor();
        CAPTURE(game.name);
        CAPTURE(h);
        if (hand.drawing()) {
          const auto req = make_draw_request(hand, id++, h, 1000);
          write_draw_line(req, line);
          send(actor, line);
          const auto &a = views[actor].state, &b = lines[actor].state;
          CHECK((a.draw_id == b.draw_id && a.draw_round == b.draw_round &&
                 a.min_discard == b.min_discard && a.max_discard == b.max_discard &&
                 a.replace == b.replace && b.draw_id == req.id));
          const int thrown = std::min(req.limits.min_discard + h % 2, req.limits.max_discard);
          REQUIRE(hand.draw(std::vector<poker::Card>(
                      req.hole.begin(), req.hole.begin() + static_cast<std::ptrdiff_t>(thrown))) ==
                  poker::DrawError::None);
        } else {
          const auto req = make_act_request(hand, id++, h, 1000);
          write_act_line(req, line);
          send(actor, line);
          REQUIRE(hand.apply(test_play::random_legal_action(
                      req.legal, rng, test_play::BetSize::Anywhere)) == poker::ActionError::None);
        }
        same_state(views[actor].state, lines[actor].state);
        for (std::size_t p = 0; p < views[actor].state.players.size(); ++p)
          CHECK(views[actor].state.players[p].up == lines[actor].state.players[p].up);
        ++turns;
        tell();
      }
      for (int s = 0; s < n; ++s) same_state(views[s].state, lines[s].state);
    }
  }
  CHECK(turns > 500);
}
