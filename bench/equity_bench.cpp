// The all-in adjusted result's cost (R47, engine/all_in_equity.*): one call of
// all_in_expected_winnings on a finished hand whose chips all went in before the board, heads-up
// and 3-way, pre-flop, on the flop and on the turn, in hold'em and short-deck (the games R47
// covers). Every runout is enumerated exactly, so the cost is the hand's, not a sample size.
// Figures as JSON lines on stdout (microseconds a call, per second of this thread's CPU time);
// notes on stderr. Each figure runs for at least one second.
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string_view>
#include <vector>

#include <benchmark/benchmark.h>

#include "engine/all_in_equity.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/hand.hpp"

using namespace poker;

namespace {

double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

Card card_of(std::string_view text) {
  return parse_card(text.substr(0, 2)).value();
}

// A hand of 1000-chip stacks, blinds 5/10, button 0, dealt `holes` and `board`; everyone checks
// or calls until `street_cards` of the board are out, then the first to act bets or raises all
// in and everyone calls, so the rest of the board is the runout.
struct AllInHand {
  Hand hand;
  std::vector<Event> events;
};

void play_all_in(AllInHand& out, const char* game, std::vector<std::string_view> holes,
                 std::string_view board, int street_cards) {
  HandSetup s;
  s.game = find_game(game);
  s.players = static_cast<int>(holes.size());
  s.button = 0;
  for (int p = 0; p < s.players; ++p) s.stacks[static_cast<std::size_t>(p)] = 1000;
  s.small_blind = 5;
  s.big_blind = 10;
  for (int p = 0; p < s.players; ++p) {
    s.deal.hole[static_cast<std::size_t>(p)][0] = card_of(holes[static_cast<std::size_t>(p)]);
    s.deal.hole[static_cast<std::size_t>(p)][1] =
        card_of(holes[static_cast<std::size_t>(p)].substr(2));
  }
  for (std::size_t i = 0; i < 5; ++i) s.deal.board[i] = card_of(board.substr(2 * i));
  out.hand.start(s, &out.events);
  bool shoved = false;
  while (!out.hand.finished()) {
    const Legal l = out.hand.legal();
    Action a{l.check ? ActionType::Check : ActionType::Call, 0};
    if (!shoved && static_cast<int>(out.hand.board().size()) >= street_cards &&
        (l.bet || l.raise)) {
      a = Action{l.bet ? ActionType::Bet : ActionType::Raise, l.max_raise_to};
      shoved = true;
    }
    if (out.hand.apply(a) != ActionError::None) std::abort();
  }
}

void figure(const char* name, const char* game, std::vector<std::string_view> holes,
            std::string_view board, int street_cards) {
  AllInHand h;
  play_all_in(h, game, holes, board, street_cards);
  if (!all_in_expected_winnings(h.hand, h.events)) std::abort();  // tables built, hand covered
  std::uint64_t calls = 0;
  const double start = thread_cpu_seconds();
  double seconds = 0;
  do {
    auto expected = all_in_expected_winnings(h.hand, h.events);
    benchmark::DoNotOptimize(expected);
    ++calls;
    seconds = thread_cpu_seconds() - start;
  } while (seconds < 1.0);
  const double us = seconds * 1e6 / static_cast<double>(calls);
  std::fprintf(stderr, "%s: %llu calls in %.2f s CPU, %.1f us a call\n", name,
               static_cast<unsigned long long>(calls), seconds, us);
  std::printf("{\"bench\":\"equity.%s\",\"value\":%.1f,\"unit\":\"us\",\"n\":%llu}\n", name, us,
              static_cast<unsigned long long>(calls));
  std::fflush(stdout);
}

}  // namespace

int main() {
  // Pre-flop heads-up: a pair against a lower pair (two suits each), suited against suited in
  // other suits, and four suits among the hole cards (no suit symmetry left).
  figure("preflop2_pairs", "holdem", {"AsAh", "7c7d"}, "2c3d9hJsQs", 0);
  figure("preflop2_suited", "holdem", {"AsKs", "QhJh"}, "2c3d9hJsQs", 0);
  figure("preflop2_offsuit", "holdem", {"AsKd", "QhJc"}, "2c3d9h8sQs", 0);
  figure("preflop3", "holdem", {"AsKd", "QhJc", "9s9h"}, "2c3d4h8sQs", 0);
  figure("flop2", "holdem", {"AsKs", "QhJh"}, "2h7hKc4d9c", 3);
  figure("turn2", "holdem", {"AsKs", "QhJh"}, "2h7hKc4d9c", 4);
  figure("short_deck_preflop2", "short-deck", {"AsKd", "QhJc"}, "6c7d9hTsQs", 0);
  figure("short_deck_preflop3", "short-deck", {"AsKd", "QhJc", "9s9h"}, "6c7d8hTsQs", 0);
  return 0;
}
