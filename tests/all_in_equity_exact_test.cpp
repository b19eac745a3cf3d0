// R47: the all-in equity counted by class (engine/runout_shares.*) equals, bit for bit, every
// runout enumerated one by one (tests/support/all_in_equity_reference.hpp), on random deals of
// both games it covers: heads-up, 3-way and 4-way with a fold, all in pre-flop, on the flop and
// on the turn, with unequal stacks (side pots, a caller with chips behind) and split pots.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "engine/all_in_equity.hpp"
#include "engine/game.hpp"
#include "support/all_in_equity_reference.hpp"

using namespace poker;

namespace {

struct RandomAllIn {
  const char* game;
  int players;
  int street_cards;  // board cards out when the first bet or raise goes all in: 0, 3 or 4
  bool one_folds;    // the player after the shover folds (its cards count as unseen)
};

// A hand of `spec` dealt from a deck shuffled by `rng`, stacks drawn from a few sizes so the
// pots layer; everyone checks or calls until the street, then the first who may bets or raises
// all in and the others call (or one folds).
Hand play_random_all_in(const RandomAllIn& spec, std::mt19937& rng, std::vector<Event>& events) {
  const GameDef* game = find_game(spec.game);
  REQUIRE(game != nullptr);
  std::vector<Card> deck;
  for (const Card c : ordered_deck())
    if (!game->short_deck || c.rank() >= kShortDeckLowestRank) deck.push_back(c);
  std::shuffle(deck.begin(), deck.end(), rng);
  HandSetup s;
  s.game = game;
  s.players = spec.players;
  s.button = 0;
  s.small_blind = 5;
  s.big_blind = 10;
  constexpr std::array<Chips, 3> kStacks = {300, 700, 1000};
  std::size_t next = 0;
  for (int p = 0; p < spec.players; ++p) {
    const auto at = static_cast<std::size_t>(p);
    s.stacks[at] = kStacks[static_cast<std::size_t>(rng() % kStacks.size())];
    s.deal.hole[at][0] = deck[next++];
    s.deal.hole[at][1] = deck[next++];
  }
  for (std::size_t i = 0; i < 5; ++i) s.deal.board[i] = deck[next++];
  Hand h;
  h.start(s, &events);
  int shover = -1;
  bool folded = false;
  while (!h.finished()) {
    const Legal l = h.legal();
    Action a{l.check ? ActionType::Check : ActionType::Call, 0};
    if (shover < 0 && static_cast<int>(h.board().size()) >= spec.street_cards &&
        (l.bet || l.raise)) {
      a = Action{l.bet ? ActionType::Bet : ActionType::Raise, l.max_raise_to};
      shover = h.actor();
    } else if (spec.one_folds && !folded && shover >= 0 && l.fold) {
      a = Action{ActionType::Fold, 0};
      folded = true;
    }
    REQUIRE(h.apply(a) == ActionError::None);
  }
  return h;
}

// Runs `deals` random hands of `spec` and checks both equities agree exactly; returns how many
// were adjusted (the others are nullopt from both).
int check_against_reference(const RandomAllIn& spec, int deals, std::uint32_t seed) {
  std::mt19937 rng(seed);
  int adjusted = 0;
  for (int d = 0; d < deals; ++d) {
    std::vector<Event> events;
    const Hand h = play_random_all_in(spec, rng, events);
    const auto counted = all_in_expected_winnings(h, events);
    const auto enumerated = equity_reference::reference_expected_winnings(h, events);
    CAPTURE(d);
    REQUIRE(counted.has_value() == enumerated.has_value());
    if (!counted) continue;
    ++adjusted;
    for (std::size_t p = 0; p < kMaxPlayers; ++p) CHECK((*counted)[p] == (*enumerated)[p]);
  }
  return adjusted;
}

}  // namespace

TEST_CASE("R47 counted by class equals every runout enumerated: hold'em flop and turn") {
  for (const int players : {2, 3, 4}) {
    CAPTURE(players);
    const bool fold = players == 4;
    CHECK(check_against_reference({"holdem", players, 3, fold}, 60, 100 + players) > 30);
    CHECK(check_against_reference({"holdem", players, 4, fold}, 60, 200 + players) > 30);
  }
}

TEST_CASE("R47 counted by class equals every runout enumerated: hold'em pre-flop") {
  // A few only: the reference deals 1.7 million boards each. Under the sanitizers, where this
  // code is compiled at -O0 (tests/tests.cmake), one of each: 9 s of CPU for the nine.
#ifdef ARENA_SANITIZED
  const int heads_up = 1, three_way = 1, four_way = 1;
#else
  const int heads_up = 4, three_way = 3, four_way = 2;
#endif
  CHECK(check_against_reference({"holdem", 2, 0, false}, heads_up, 301) == heads_up);
  CHECK(check_against_reference({"holdem", 3, 0, false}, three_way, 302) > 0);
  CHECK(check_against_reference({"holdem", 4, 0, true}, four_way, 303) > 0);
}

TEST_CASE("R47 counted by class equals every runout enumerated: short-deck") {
  for (const int players : {2, 3, 4}) {
    CAPTURE(players);
    const bool fold = players == 4;
    CHECK(check_against_reference({"short-deck", players, 0, fold}, 6, 400 + players) > 0);
    CHECK(check_against_reference({"short-deck", players, 3, fold}, 60, 500 + players) > 30);
    CHECK(check_against_reference({"short-deck", players, 4, fold}, 60, 600 + players) > 30);
  }
}

TEST_CASE("R47 counted by class: flush-heavy deals, where the count by ranks is corrected") {
  // Suited hole cards of one suit and a board of it: most runouts are flush classes.
  const auto deal_suited = [](std::vector<std::string_view> holes, std::string_view board,
                              int street_cards) {
    HandSetup s;
    s.players = static_cast<int>(holes.size());
    s.small_blind = 5;
    s.big_blind = 10;
    for (int p = 0; p < s.players; ++p) {
      const auto at = static_cast<std::size_t>(p);
      s.stacks[at] = 1000 - 200 * p;
      s.deal.hole[at][0] = *parse_card(holes[at].substr(0, 2));
      s.deal.hole[at][1] = *parse_card(holes[at].substr(2, 2));
    }
    for (std::size_t i = 0; i < 5; ++i) s.deal.board[i] = *parse_card(board.substr(2 * i, 2));
    std::vector<Event> events;
    Hand h;
    h.start(s, &events);
    bool shoved = false;
    while (!h.finished()) {
      const Legal l = h.legal();
      Action a{l.check ? ActionType::Check : ActionType::Call, 0};
      if (!shoved && static_cast<int>(h.board().size()) >= street_cards && (l.bet || l.raise)) {
        a = Action{l.bet ? ActionType::Bet : ActionType::Raise, l.max_raise_to};
        shoved = true;
      }
      REQUIRE(h.apply(a) == ActionError::None);
    }
    const auto counted = all_in_expected_winnings(h, events);
    const auto enumerated = equity_reference::reference_expected_winnings(h, events);
    REQUIRE(counted.has_value());
    REQUIRE(enumerated.has_value());
    for (std::size_t p = 0; p < kMaxPlayers; ++p) CHECK((*counted)[p] == (*enumerated)[p]);
  };
  deal_suited({"AhKh", "QhJh", "2h2d"}, "Th9h3h4c5c", 3);  // a monotone flop: every runout
  deal_suited({"AhKh", "QhJh", "2h2d"}, "Th9h3s4c5c", 3);  // two of the suit on the flop
  deal_suited({"AhKh", "QhJh"}, "2c3d9hJsQs", 0);          // pre-flop, both suited alike
  deal_suited({"AhKh", "Ac5c", "6s7s"}, "2c3d9hJsQs", 0);  // pre-flop, three suits suited
}
