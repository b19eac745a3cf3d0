// The showdown of a hand, as named steps in the spirit of PokerKit's phases: pots in layers (R14),
// hands flagged to fold before showdown folded (R23, R24), hands shown in R15's order, pots
// awarded with the odd chips by R16.
#include <algorithm>
#include <bit>

#include "engine/hand.hpp"
#include "engine/hand_pots.hpp"
#include "engine/ranking.hpp"

namespace poker {

void Hand::showdown() {
  street_ = Street::Showdown;
  PotLayers pots;
  int pot_count = build_showdown_pots(pots);
  pot_count = fold_flagged_hands(pots, pot_count);
  if (live_ == 1) {
    award_uncontested();
    return;
  }
  if (showdown_needs_unknown_card()) {
    needs_unknown_ = true;
    finished_ = true;
    actor_ = -1;
    return;
  }
  ShowdownRanks ranks;
  rank_hands(ranks);
  // Who wins matters to the showing only when losing hands are mucked and somebody watches.
  // After a run-out every hand was tabled before the board was complete (R27): none is mucked.
  const bool mucking = setup_.muck_losing_hands && !ran_out_ && events_ != nullptr;
  show_hands(ranks, mucking ? pot_winners(pots, pot_count, ranks) : 0);
  award_pots(pots, pot_count, ranks);
  finish();
}

int Hand::build_showdown_pots(PotLayers& pots) const {
  std::uint16_t live_mask = 0;
  for (int p = 0; p < n_; ++p)
    if (!folded_[p]) live_mask = static_cast<std::uint16_t>(live_mask | (1U << p));
  // What each player put in that is layered: antes that go whole to the main pot are not (R5).
  std::array<Chips, kMaxPlayers> layered = put_in_;
  if (main_pot_antes_ > 0)
    for (int p = 0; p < n_; ++p) layered[p] -= ante_[p];

  bool any_flagged = false;
  bool one_level = true;
  Chips level = -1;
  for (int p = 0; p < n_; ++p) {
    if (folded_[p]) continue;
    any_flagged = any_flagged || setup_.folds_before_showdown[p];
    if (level >= 0 && layered[p] != level) one_level = false;
    level = layered[p];
  }
  if (one_level && !any_flagged) {
    // The common case: nobody all-in for less, so a single pot for every live player.
    pots[0] = PotLayer{collected_, live_mask};
    return 1;
  }
  return build_pots(layered, live_mask, n_, main_pot_antes_, pots);
}

int Hand::fold_flagged_hands(PotLayers& pots, int pot_count) {
  // R23, R24: players flagged folds_before_showdown lose their hand here, except where that
  // would leave a pot with nobody to win it: then the flagged players eligible for that pot keep
  // their hands (so chips are never stranded; with everyone flagged, nobody is folded).
  std::uint16_t live_mask = 0;
  std::uint16_t keep = 0;
  for (int p = 0; p < n_; ++p) {
    if (folded_[p]) continue;
    live_mask = static_cast<std::uint16_t>(live_mask | (1U << p));
    // R26: a protected hand plays for the pots it covered, whatever its player did before.
    if (!setup_.folds_before_showdown[p] || (protected_ >> p & 1U))
      keep = static_cast<std::uint16_t>(keep | (1U << p));
  }
  for (int k = 0; k < pot_count; ++k)
    if ((pots[k].eligible & keep) == 0) keep = static_cast<std::uint16_t>(keep | pots[k].eligible);
  if (keep == live_mask) return pot_count;
  for (int k = 0, p = left_of_button_; k < n_; ++k, p = next_seat(p)) {
    if (!(live_mask >> p & 1U) || (keep >> p & 1U)) continue;
    folded_[p] = true;
    --live_;
    if (events_) {
      Event e;
      e.type = EventType::Act;
      e.street = Street::Showdown;
      e.player = static_cast<std::int8_t>(p);
      e.action = ActionType::Fold;
      emit(e);
    }
  }
  return restrict_pots(pots, pot_count, keep);
}

bool Hand::showdown_needs_unknown_card() {
  // Every card a contested showdown needs must be known (a replay may lack some).
  for (int i = 0; i < board_count_; ++i)
    if (!setup_.deal.board[i].known()) return true;
  for (int p = 0; p < n_; ++p) {
    if (folded_[p]) continue;
    for (int i = 0; i < hole_count_[p]; ++i)
      if (!hole_[p][i].known()) return true;
  }
  return false;
}

void Hand::rank_hands(ShowdownRanks& ranks) const {
  // The ranking's unchecked evaluators, looked up once for the hand: every card is known and
  // distinct here (the deal and the draws). Stud's community card is every player's (R41).
  const RankingRule& rule = ranking_rule(game().ranking);
  const Ranker rank = rule.rank;
  const Ranker low = game().hi_lo ? rule.eight_or_better_low : nullptr;  // R38
  const std::span<const Card> board(setup_.deal.board.data(),
                                    static_cast<std::size_t>(board_count_));
  for (int p = 0; p < n_; ++p) {
    if (folded_[p]) continue;
    const std::span<const Card> held(hole_[p].data(), static_cast<std::size_t>(hole_count_[p]));
    ranks.high[p] = rank(held, board);
    if (low != nullptr) ranks.low[p] = low(held, board);
  }
}

std::uint16_t Hand::best_hands(std::uint16_t eligible,
                               const std::array<HandRank, kMaxPlayers>& ranks, bool low) const {
  HandRank best = 0;
  bool any = false;
  for (int p = 0; p < n_; ++p)
    if ((eligible >> p & 1U) && (!any || ranks[p] > best)) {
      best = ranks[p];
      any = true;
    }
  if (!any || (low && best == 0)) return 0;
  std::uint16_t winners = 0;
  for (int p = 0; p < n_; ++p)
    if ((eligible >> p & 1U) && ranks[p] == best)
      winners = static_cast<std::uint16_t>(winners | (1U << p));
  return winners;
}

std::uint16_t Hand::pot_winners(const PotLayers& pots, int pot_count,
                                const ShowdownRanks& ranks) const {
  // Everyone who wins or ties for some pot, or its low half, they are eligible for (R16, R38).
  std::uint16_t winners = 0;
  for (int k = 0; k < pot_count; ++k) {
    winners |= best_hands(pots[k].eligible, ranks.high, false);
    if (game().hi_lo) winners |= best_hands(pots[k].eligible, ranks.low, true);
  }
  return winners;
}

void Hand::show_hands(const ShowdownRanks& ranks, std::uint16_t winners) {
  // R15: show from the river's last bettor or raiser, else from the last street's opener (the
  // first live player after the button; in stud the best hand showing, R40), then clockwise. R27
  // (muck_losing_hands): after the first hand shown, a hand is shown only if it wins a share of
  // some pot, its player is all-in (or protected, R26) or asked; all are shown when the board was
  // run out after an all-in.
  if (!events_) return;  // showing changes no chips: without a log there is nothing to do
  const int first = last_aggressor_ >= 0 ? last_aggressor_ : opener_;
  bool shown_one = false;
  for (int k = 0, p = first; k < n_; ++k, p = next_seat(p)) {
    if (folded_[p]) continue;
    const bool shows = !setup_.muck_losing_hands || ran_out_ || !shown_one || all_in_[p] ||
                       (winners >> p & 1U) || (asked_to_show_ >> p & 1U);
    shown_one = true;
    Event e;
    e.type = shows ? EventType::Show : EventType::Muck;
    e.street = Street::Showdown;
    e.player = static_cast<std::int8_t>(p);
    e.card_count = hole_count_[p];
    for (int i = 0; i < hole_count_[p]; ++i) e.cards[i] = hole_[p][i];
    e.rank = ranks.high[p];
    e.low = ranks.low[p];
    emit(e);
  }
}

void Hand::award_pots(const PotLayers& pots, int pot_count, const ShowdownRanks& ranks) {
  // R16: the best hand among the eligible wins each pot; ties split, the odd chips going to the
  // first tied winner clockwise from the button. R38: in a hi-lo game a pot with a qualifying low
  // among its eligible hands is halved, the odd chip to the high half; each half is shared as a
  // pot is.
  for (int k = 0; k < pot_count; ++k) {
    const PotLayer& pot = pots[k];
    const std::uint16_t high = best_hands(pot.eligible, ranks.high, false);
    if (high == 0) continue;  // cannot happen: every pot keeps an eligible player
    const HandRank high_rank = ranks.high[static_cast<std::size_t>(std::countr_zero(high))];
    const std::uint16_t low = game().hi_lo ? best_hands(pot.eligible, ranks.low, true) : 0;
    if (low == 0) {
      pay_share(k, pot.amount, high, high_rank, false);
      continue;
    }
    const Chips low_half = pot.amount / 2;
    pay_share(k, pot.amount - low_half, high, high_rank, false);
    pay_share(k, low_half, low, ranks.low[static_cast<std::size_t>(std::countr_zero(low))], true);
  }
}

void Hand::pay_share(int pot, Chips amount, std::uint16_t winners, HandRank rank, bool low) {
  const int count = std::popcount(winners);
  // One winner is the common case: no 64-bit division for it.
  const Chips share = count == 1 ? amount : amount / count;
  Chips odd = count == 1 ? 0 : amount % count;
  for (int j = 0, p = left_of_button_; j < n_; ++j, p = next_seat(p)) {
    if (!(winners >> p & 1U)) continue;
    const Chips paid = share + odd;
    odd = 0;
    stack_[p] += paid;
    won_[p] += paid;
    collected_ -= paid;
    if (events_) {
      Event e;
      e.type = EventType::WinPot;
      e.street = Street::Showdown;
      e.player = static_cast<std::int8_t>(p);
      e.amount = paid;
      e.pot = static_cast<std::int8_t>(pot);
      e.rank = rank;
      e.low_half = low;
      emit(e);
    }
  }
}

}  // namespace poker
