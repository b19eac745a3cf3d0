// The range-estimating reference bot (issue 44): an opponent worth beating, in every game the
// arena deals. At each decision it
//   1. counts what it has seen each opponent do, as a HUD does (reference/opponent_model.hpp),
//      and narrows each live opponent's range by this hand's actions;
//   2. estimates its share of the pot against those ranges by seeded Monte Carlo, bounded by
//      samples and by the arena's clock (reference/range_equity.hpp; stud's up cards and the
//      draws still to come in reference/table_view.hpp);
//   3. bets for value, bluffs a player who folds too often, calls by pot odds, and sizes its bets
//      by its edge (reference/bet_sizing.hpp).
// With at most 15 big blinds in no-limit hold'em it pushes or folds before the flop by the
// push/fold equilibrium charts instead (bots/push_fold_play.hpp).
// It draws by the rules of thumb of reference/draw_choice.hpp, and now and then snows (stands
// pat with nothing in the last draw, heads-up, against a player who drew several cards) and
// then bets the hand as if it were made.
// `reference --seed N` draws the same samples every run (reproducible seeded runs).
#include <chrono>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "arena_bot.hpp"
#include "engine/game.hpp"
#include "push_fold_play.hpp"
#include "reference/bet_sizing.hpp"
#include "reference/draw_choice.hpp"
#include "reference/opponent_model.hpp"
#include "reference/range_equity.hpp"
#include "reference/table_view.hpp"

namespace {

using arena_bot::Decision;
using arena_bot::GameState;

// The time one decision may spend sampling: a fifth of what the arena gives, at most 150 ms.
reference::Budget budget_for(const GameState& s) {
  reference::Budget b;
  const std::int64_t ms = s.time_ms > 0 ? std::min<std::int64_t>(150, s.time_ms / 5) : 150;
  b.max_time = std::chrono::milliseconds(ms);
  return b;
}

class ReferenceBot {
 public:
  explicit ReferenceBot(std::uint64_t seed) : rng_(seed) {}

  Decision decide(const GameState& s) {
    model_.observe(s);
    const poker::GameDef* game = poker::find_game(s.variant);
    if (game == nullptr) return Decision::passive(s);
    // Short stacks in no-limit hold'em (at most 15 big blinds, before the flop): the push/fold
    // equilibrium charts the project computes (bots/push_fold_play.hpp), not the range play.
    if (auto chart = push_fold_play::decide(s, rng_)) return *chart;
    const reference::Situation view = reference::situation_of(s, *game, model_);
    if (view.opponents.empty()) return Decision::passive(s);
    const reference::RangeEquity equity(*game);
    reference::BettingView v;
    v.equity = equity.equity(view, rng_, budget_for(s));
    v.opponents = static_cast<int>(view.opponents.size());
    const int street = std::max(0, reference::street_index(*game, s.street));
    v.first_street = street == 0;
    v.snowing = snowing_hand_ == s.hand;
    for (const auto& p : s.players)
      if (p.seat != s.my_seat && p.in_hand && !p.folded && v.opponents == 1)
        v.fold_to_bet = model_.stats(p.name).fold_to_bet(street);
    for (const auto& e : s.history)
      if (e.type == "acted" && e.seat == s.my_seat && e.street == s.street &&
          (e.action == "bet" || e.action == "raise"))
        ++v.my_raises;
    return reference::choose_action(s, v, rng_);
  }

  std::vector<std::string> draw(const GameState& s) {
    model_.observe(s);
    const auto hole = reference::cards_of(s.hole);
    const auto board = reference::cards_of(s.board);
    const poker::GameDef* game = poker::find_game(s.variant);
    reference::DrawContext ctx;
    const std::vector<int> drew = reference::last_draws(s);
    int opponents = 0, opponent_drew = -1;
    for (const auto& p : s.players)
      if (p.seat != s.my_seat && p.in_hand && !p.folded) {
        ++opponents;
        const int d = drew[static_cast<std::size_t>(p.seat)];
        ctx.opponent_stood_pat = ctx.opponent_stood_pat || d == 0;
        opponent_drew = std::max(opponent_drew, d);
      }
    if (game != nullptr)
      ctx.draws_left =
          reference::draws_after(*game, std::max(0, reference::street_index(*game, s.street)));
    std::vector<poker::Card> keep = reference::keep_for_draw(s.ranking, hole, board, ctx);
    if (s.replace && snow(s, ctx, keep, opponents, opponent_drew)) keep = hole;
    std::vector<std::string> discards;
    for (const poker::Card c : hole)
      if (std::find(keep.begin(), keep.end(), c) == keep.end())
        discards.push_back(poker::to_string(c));
    if (static_cast<int>(discards.size()) > s.max_discard)
      discards.resize(static_cast<std::size_t>(s.max_discard));
    if (static_cast<int>(discards.size()) < s.min_discard) return arena_bot::default_discards(s);
    return discards;
  }

 private:
  // A snow: in the last draw, heads-up, with a hand that would draw three or more, against an
  // opponent who drew two or more (or has not drawn yet), a third of the time.
  bool snow(const GameState& s, const reference::DrawContext& ctx,
            const std::vector<poker::Card>& keep, int opponents, int opponent_drew) {
    const bool junk = s.hole.size() >= keep.size() + 3;
    if (ctx.draws_left != 0 || opponents != 1 || !junk || opponent_drew == 0 || opponent_drew == 1)
      return false;
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    if (chance(rng_) >= 1.0 / 3.0) return false;
    snowing_hand_ = s.hand;
    return true;
  }

  std::mt19937_64 rng_;
  reference::OpponentModel model_;
  std::int64_t snowing_hand_ = -1;
};

}  // namespace

int main(int argc, char** argv) {
  const auto seed = arena_bot::seed_from_args(argc, argv);  // --seed N: the same samples each run
  if (!seed) return 2;
  ReferenceBot bot(*seed);
  return arena_bot::run_with_draw([&bot](const GameState& s) { return bot.decide(s); },
                                  [&bot](const GameState& s) { return bot.draw(s); }, "reference",
                                  "1.0");
}
