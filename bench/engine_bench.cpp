// Whole hands per second through the hand state machine, one core, random in-process players:
//   engine.hands6        6-handed no-limit, the seeded deal included (as the sit-and-go deals)
//   engine.hands2        heads-up, deal included
//   engine.hands6_nodeal 6-handed, deals prepared beforehand: the hand alone
//   engine.game.NAME     every game at six players (or its most), its default structure, the
//                        seeded deal (the whole deck for a draw game) and the hand's draw stream;
//                        random players also draw a random number of cards each draw round
//   engine.game.NAME.ns_per_decision    the same hands' CPU time over their decisions (bets and
//                        draw turns): games differ in decisions a hand, so compare games by it
//   engine.game.NAME.decision_vs_holdem that over hold'em's in the same run (when hold'em ran)
// Figures as JSON lines on stdout; notes on stderr. Each figure runs for at least one second of
// this thread's CPU time. Arguments, when given, name the figures to run (`hands6`, `holdem`,
// `stud`, ...: the name after "engine." or "engine.game."); none runs them all.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

#include <benchmark/benchmark.h>

#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "engine/game.hpp"
#include "engine/hand.hpp"
#include "engine/level.hpp"

using namespace poker;

// The machine is shared: time is this thread's CPU time (what one core spends on the hands),
// so other processes competing for the two cores do not distort the figure.
double thread_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

namespace {

void report(const char* name, double value, const char* unit, std::uint64_t n, int decimals = 0) {
  std::printf("{\"bench\":\"%s\",\"value\":%.*f,\"unit\":\"%s\",\"n\":%llu}\n", name, decimals,
              value, unit, static_cast<unsigned long long>(n));
  std::fflush(stdout);
}

// The figures named on the command line (none: all).
struct Selection {
  std::vector<std::string> names;
  bool wants(std::string_view name) const {
    return names.empty() || std::find(names.begin(), names.end(), name) != names.end();
  }
};

// xorshift64*: the random players' dice, cheap next to the hand itself.
struct Dice {
  std::uint64_t s = 0x9E3779B97F4A7C15ULL;
  std::uint64_t next() {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 0x2545F4914F6CDD1DULL;
  }
  std::uint32_t below(std::uint32_t n) {
    return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
  }
};

// A random player: folds a fifth of the time when facing a bet, bets or raises a fifth of the
// time (any legal size, all-ins included), otherwise checks or calls.
Action random_action(Dice& dice, const Legal& l) {
  const std::uint32_t roll = dice.below(100);
  if ((l.bet || l.raise) && roll < 20) {
    const Chips span = l.max_raise_to - l.min_raise_to;
    const Chips amount =
        l.min_raise_to +
        (span > 0 ? static_cast<Chips>(dice.next() % static_cast<std::uint64_t>(span + 1)) : 0);
    return Action{l.bet ? ActionType::Bet : ActionType::Raise, amount};
  }
  if (l.fold && roll >= 80) return Action{ActionType::Fold, 0};
  if (!l.check && !l.call)  // BlogNomic hold'em before the flop: raise or fold (R46)
    return l.bet ? Action{ActionType::Bet, l.min_raise_to} : Action{ActionType::Fold, 0};
  return Action{l.check ? ActionType::Check : ActionType::Call, 0};
}

HandSetup base_setup(int players) {
  HandSetup s;
  s.structure = Structure::NoLimit;
  s.players = players;
  s.small_blind = 50;
  s.big_blind = 100;
  for (int p = 0; p < players; ++p) s.stacks[p] = 10'000;
  return s;
}

struct Totals {
  std::uint64_t hands = 0;
  std::uint64_t actions = 0;
  Chips checksum = 0;  // keeps the work observable
};

// Plays one whole hand with random players.
inline void play(Hand& hand, const HandSetup& setup, Dice& dice, Totals& t) {
  hand.start(setup);
  while (!hand.finished()) {
    hand.apply(random_action(dice, hand.legal()));
    ++t.actions;
  }
  t.checksum += hand.stack(0);
  ++t.hands;
}

template <class DealFn>
void hands_figure(const char* name, int players, DealFn&& deal_for) {
  HandSetup setup = base_setup(players);
  Hand hand;
  Dice dice;
  Totals t;
  const double start = thread_seconds();
  const auto wall_start = std::chrono::steady_clock::now();
  double seconds = 0;
  std::uint64_t hand_number = 0;
  do {
    for (int i = 0; i < 20'000; ++i) {
      ++hand_number;
      setup.button = static_cast<int>(hand_number % static_cast<std::uint64_t>(players));
      setup.deal = deal_for(hand_number, setup.button);
      play(hand, setup, dice, t);
    }
    seconds = thread_seconds() - start;
  } while (seconds < 1.0);
  benchmark::DoNotOptimize(t.checksum);
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
  std::fprintf(stderr,
               "%s: %.0f ns CPU per hand, %.2f decisions per hand (%.2f s CPU, %.2f s wall)\n",
               name, seconds * 1e9 / static_cast<double>(t.hands),
               static_cast<double>(t.actions) / static_cast<double>(t.hands), seconds, wall);
  report(name, static_cast<double>(t.hands) / seconds, "hands/s", t.hands);
}

// A game's hands with random players who bet as above and, in a draw or discard round, throw
// a random number of their cards (within the round's limits).
// Returns the CPU nanoseconds of a decision (a bet or a draw turn).
double game_figure(const GameDef& game, const Seed& seed, double holdem_ns_per_decision) {
  const int players = std::min(6, game.max_players);
  HandSetup setup = base_setup(players);
  setup.game = &game;
  setup.structure = game.default_structure;
  if (game.deals_up_cards()) {  // antes and a bring-in, no blinds, as a level of 100 gives them
                                // (R43)
    const StudStakes stakes = stud_stakes(Level{50, 100});
    setup.small_blind = setup.big_blind = 0;
    setup.set_antes(stakes.ante, AnteKind::EveryPlayer);
    setup.bring_in = stakes.bring_in;
    setup.small_bet = stakes.small_bet;
    setup.big_bet = stakes.big_bet;
  }
  if (game.betting == Betting::BlogNomic) {  // antes only, any raise above the call (R46)
    setup.small_blind = setup.big_blind = 0;
    setup.set_antes(50, AnteKind::EveryPlayer);
    setup.min_bet = 1;
  }
  const int cards = deck_cards_needed(game, players);
  Hand hand;
  Dice dice;
  Totals t;
  std::uint64_t draws = 0;
  const double start = thread_seconds();
  double seconds = 0;
  std::uint64_t hand_number = 0;
  do {
    for (int i = 0; i < 5'000; ++i) {
      ++hand_number;
      setup.button = static_cast<int>(hand_number % static_cast<std::uint64_t>(players));
      setup.deal = deal_from_deck(shuffled_deck_prefix(seed, hand_number, cards), players,
                                  setup.button, game);
      DrawStream random(seed, hand_number);
      setup.draw_random = &random;
      hand.start(setup);
      while (!hand.finished()) {
        if (hand.drawing()) {
          const DrawRound round = hand.draw_round();
          const auto span = static_cast<std::uint32_t>(round.max_discard - round.min_discard + 1);
          const auto count = static_cast<std::size_t>(round.min_discard) + dice.below(span);
          const auto held = hand.hole(hand.actor());
          std::array<Card, kMaxHoleCards> discards{};
          std::copy(held.begin(), held.begin() + static_cast<std::ptrdiff_t>(count),
                    discards.begin());
          hand.draw(std::span<const Card>(discards).first(count));
          ++draws;
        } else {
          hand.apply(random_action(dice, hand.legal()));
          ++t.actions;
        }
      }
      t.checksum += hand.stack(0);
      ++t.hands;
    }
    seconds = thread_seconds() - start;
  } while (seconds < 1.0);
  benchmark::DoNotOptimize(t.checksum);
  const std::string name = "engine.game." + std::string(game.name);
  const std::uint64_t decisions = t.actions + draws;
  const double ns_per_decision = seconds * 1e9 / static_cast<double>(decisions);
  std::fprintf(stderr,
               "%s: %d players, %.0f ns CPU per hand, %.2f bets and %.2f draws per hand, %.1f ns "
               "per decision\n",
               name.c_str(), players, seconds * 1e9 / static_cast<double>(t.hands),
               static_cast<double>(t.actions) / static_cast<double>(t.hands),
               static_cast<double>(draws) / static_cast<double>(t.hands), ns_per_decision);
  report(name.c_str(), static_cast<double>(t.hands) / seconds, "hands/s", t.hands);
  report((name + ".ns_per_decision").c_str(), ns_per_decision, "ns", decisions, 1);
  if (holdem_ns_per_decision > 0)
    report((name + ".decision_vs_holdem").c_str(), ns_per_decision / holdem_ns_per_decision, "x",
           decisions, 3);
  return ns_per_decision;
}

}  // namespace

int main(int argc, char** argv) {
  const Seed seed = Seed::from_text("engine-bench");
  // The deal as the sit-and-go makes it: only the cards a hand can use (2 per player, 3 burns,
  // 5 board) are drawn from the seeded stream, then dealt as a dealer does.
  const auto seeded_deal = [&](int players) {
    return [&seed, players](std::uint64_t hand_number, int button) {
      const auto deck = shuffled_deck_prefix(seed, hand_number, 2 * players + 8);
      return deal_from_deck(deck, players, button);
    };
  };
  const Selection chosen{std::vector<std::string>(argv + 1, argv + argc)};
  if (chosen.wants("hands6")) hands_figure("engine.hands6", 6, seeded_deal(6));
  if (chosen.wants("hands2")) hands_figure("engine.hands2", 2, seeded_deal(2));

  if (chosen.wants("hands6_nodeal")) {  // the hand alone: 4096 deals prepared up front, cycled
    std::vector<Deal> deals;
    for (std::uint64_t i = 1; i <= 4096; ++i)
      deals.push_back(deal_from_deck(shuffled_deck_prefix(seed, i, 20), 6, 0));
    hands_figure("engine.hands6_nodeal", 6,
                 [&deals](std::uint64_t hand_number, int) { return deals[hand_number & 4095]; });
  }
  double holdem_ns_per_decision = 0;  // hold'em is the games' first row
  for (const GameDef& game : games()) {
    if (!chosen.wants(game.name)) continue;
    const double ns = game_figure(game, seed, holdem_ns_per_decision);
    if (game.id == GameId::Holdem) holdem_ns_per_decision = ns;
  }
  return 0;
}
