// The hand state machine (R4-R17). Where docs/RULES.md is silent it follows PokerKit, so that
// hands logged in PHH replay identically there:
// - who owes a decision is a queue in clockwise order: at the start of a street every live player
//   with chips whose stack can still matter (PokerKit's "effective stack" > 0), from the opener;
//   a bet or raise re-queues every other live player with chips. A street where only one player
//   could act and that player already matches the highest bet has no decision at all.
// - pre-flop the opener is the player after the highest forced bet (ties: the later one from the
//   small blind), so a big blind all-in for less than the small blind changes nothing, and in an
//   ante-only game the player after the button opens; after the flop it is the player after the
//   button.
// - the odd chips of a split pot all go to the first tied winner clockwise from the button.
// - R10: short all-ins reopen the betting only when they add up to a full raise (PokerKit does
//   the same since its version 0.6.2).
// - R12: the big blind is the first bet of the fixed-limit cap (one bet, three raises), which is
//   stricter than PokerKit pre-flop; every bet and raise counts, a short all-in included, as
//   PokerKit counts them.
// The showdown's steps are in hand_showdown.cpp; the draw and discard rounds in hand_draw.cpp; the
// table rules' actions (R26 protection, R27 asking to show) in hand_table_rules.cpp; the read-only
// queries in hand_queries.cpp. A game's streets (game.hpp) are Street indices: hold'em's are
// named, a draw game's predraw and draws take the same places (Preflop is always the first).
#include "engine/hand.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "engine/hand_pots.hpp"

namespace poker {
namespace {

[[noreturn]] void bad_setup(const std::string& what) {
  throw std::invalid_argument("HandSetup: " + what);
}

// Checks first, builds a message only on failure: start() must not allocate (the hot path).
void validate(const HandSetup& s, const GameDef& game) {
  if (s.players < game.min_players || s.players > game.max_players)
    bad_setup("players must be " + std::to_string(game.min_players) + ".." +
              std::to_string(game.max_players) + " for " + std::string(game.name) + ", got " +
              std::to_string(s.players));
  if (s.button < 0 || s.button >= s.players)
    bad_setup("button " + std::to_string(s.button) + " is not a player index below " +
              std::to_string(s.players));
  if (static_cast<int>(s.structure) > static_cast<int>(Structure::FixedLimit) ||
      !game.allows(s.structure))
    bad_setup(std::string(game.name) + " is not played " + std::string(to_string(s.structure)));
  if (game.serves_draws() && s.deal.undealt_count > 0 && s.draw_random == nullptr)
    bad_setup("a draw game's stub needs draw_random for its reshuffles");
  if (s.deal.undealt_count < 0 || s.deal.undealt_count > kDeckSize)
    bad_setup("deal.undealt_count must be 0..52");
  for (int p = 0; p < s.players; ++p) {
    if (s.stacks[p] <= 0)
      bad_setup("stack of player " + std::to_string(p) + " must be positive, got " +
                std::to_string(s.stacks[p]));
    if (s.antes[p] < 0) bad_setup("ante of player " + std::to_string(p) + " is negative");
  }
  if (s.small_blind < 0 || s.big_blind < 0 || s.bring_in < 0)
    bad_setup("blinds and the bring-in must not be negative");
  if (s.min_bet < 0 || s.small_bet < 0 || s.big_bet < 0)
    bad_setup("bet sizes must not be negative");
}

}  // namespace

void Hand::start(const HandSetup& setup, std::vector<Event>* events) {
  if (setup.game == nullptr) bad_setup("no game: hold'em is holdem_game()");
  const GameDef& game = *setup.game;
  validate(setup, game);
  setup_ = setup;
  game_ = &game;
  last_street_ = game.street_count - 1;
  hole_ = setup.deal.hole;
  hole_count_.fill(static_cast<std::uint8_t>(game.hole_cards));
  // Stud's first street deals its face-down cards, then its face-up ones.
  up_.fill(game.deals_up_cards()
               ? static_cast<std::uint8_t>(((1U << game.hole_cards) - 1U) &
                                           ~((1U << game.street[0].hole_dealt) - 1U))
               : 0);
  drawing_ = false;
  to_draw_ = 0;
  bring_in_due_ = false;
  completing_ = false;
  if (game.deals_from_stub())
    stub_.reset(std::span<const Card>(setup.deal.undealt)
                    .first(static_cast<std::size_t>(setup.deal.undealt_count)));
  events_ = events;
  n_ = setup.players;
  left_of_button_ = setup.button + 1 == n_ ? 0 : setup.button + 1;
  stack_ = setup.stacks;
  bet_.fill(0);
  put_in_.fill(0);
  ante_.fill(0);
  won_.fill(0);
  folded_.fill(false);
  all_in_.fill(false);
  held_.fill(0);
  protected_ = 0;
  asked_to_show_ = 0;
  ran_out_ = false;
  acted_ = 0;  // faced_ is read only for players who acted
  pending_ = 0;
  collected_ = 0;
  main_pot_antes_ = 0;
  current_bet_ = 0;
  actor_ = -1;
  live_ = n_;
  raises_ = 0;
  last_aggressor_ = -1;
  board_count_ = 0;
  street_ = Street::Preflop;
  finished_ = false;
  needs_unknown_ = false;

  // An ante-only game with no minimum bet given still needs a betting unit: one chip.
  const Chips unit = setup.big_blind > 0 ? setup.big_blind : 1;
  min_bet_ = setup.min_bet > 0 ? setup.min_bet : unit;
  small_bet_ = setup.small_bet > 0 ? setup.small_bet : min_bet_;
  big_bet_ = setup.big_bet > 0 ? setup.big_bet : 2 * small_bet_;

  post_forced_bets();
  begin_street(Street::Preflop);
  run_forced_steps();
  update_legal();
}

void Hand::post_forced_bets() {
  // R5: antes first, dead money straight into the pot; R6: a short stack posts what it has.
  // A big blind's player short of both keeps the blind and antes the rest (TDA since 2019).
  const int big_blind_player = setup_.big_blind_player();
  for (int k = 0, p = left_of_button_; k < n_; ++k, p = next_seat(p)) {
    Chips available = stack_[p];
    if (setup_.big_blind_before_ante && p == big_blind_player)
      available -= std::min(setup_.big_blind, stack_[p]);
    const Chips amount = std::min(setup_.antes[p], available);
    if (amount <= 0) continue;
    stack_[p] -= amount;
    put_in_[p] += amount;
    ante_[p] = amount;
    collected_ += amount;
    if (setup_.antes_in_main_pot) main_pot_antes_ += amount;
    if (stack_[p] == 0) all_in_[p] = true;
    if (events_) {
      Event e;
      e.type = EventType::PostAnte;
      e.player = static_cast<std::int8_t>(p);
      e.amount = amount;
      e.all_in = all_in_[p];
      emit(e);
    }
  }
  // R3, R4: small blind left of the button (heads-up: the button), big blind next.
  const auto post_blind = [&](int p, Chips blind, EventType type) {
    const Chips amount = std::min(blind, stack_[p]);
    if (amount <= 0) return;
    stack_[p] -= amount;
    put_in_[p] += amount;
    bet_[p] += amount;
    if (stack_[p] == 0) all_in_[p] = true;
    if (events_) {
      Event e;
      e.type = type;
      e.player = static_cast<std::int8_t>(p);
      e.amount = amount;
      e.all_in = all_in_[p];
      emit(e);
    }
  };
  post_blind(setup_.small_blind_player(), setup_.small_blind, EventType::PostSmallBlind);
  post_blind(setup_.big_blind_player(), setup_.big_blind, EventType::PostBigBlind);
  for (int p = 0; p < n_; ++p) current_bet_ = std::max(current_bet_, bet_[p]);

  if (events_) {
    for (int k = 0, p = left_of_button_; k < n_; ++k, p = next_seat(p)) {
      Event e;
      e.type = EventType::DealHole;
      e.player = static_cast<std::int8_t>(p);
      e.up = up_[p];
      e.card_count = hole_count_[p];
      for (int i = 0; i < hole_count_[p]; ++i) e.cards[i] = hole_[p][i];
      emit(e);
    }
  }
}

void Hand::begin_street(Street street) {
  street_ = street;
  // A street's draw round comes first; its board and betting follow when every live player has
  // drawn (end_draw_turn).
  if (game().street[static_cast<int>(street)].draw.any()) {
    begin_draw_round();
    return;
  }
  begin_betting(street);
}

void Hand::reveal_board(Street street, int count) {
  if (events_) {
    Event e;
    e.type = EventType::DealBoard;
    e.street = street;
    e.card_count = static_cast<std::uint8_t>(count);
    for (int i = 0; i < count; ++i) e.cards[i] = setup_.deal.board[board_count_ + i];
    emit(e);
  }
  board_count_ += count;
}

void Hand::begin_betting(Street street) {
  const StreetDef& def = game().street[static_cast<int>(street)];
  const bool first_street = street == Street::Preflop;
  // Stud's later streets deal the players cards (R41); no other game's later street does.
  if (!first_street && def.hole_dealt + def.up_dealt > 0) deal_stud_street(street);
  if (def.board_dealt > 0) reveal_board(street, def.board_dealt);
  if (!first_street) current_bet_ = 0;
  acted_ = 0;  // faced_ is read only for players who acted
  last_aggressor_ = -1;
  if (setup_.structure == Structure::FixedLimit) {
    raise_size_ = def.bet == BetSize::Small ? small_bet_ : big_bet_;
  } else {
    raise_size_ = min_bet_;
  }
  // R12: on the first street the big blind is the street's first bet.
  raises_ = (first_street && setup_.big_blind > 0) ? 1 : 0;

  // Opener (PokerKit's positional opening): after the highest forced bet, ties going to the
  // later player counted from the small-blind side; with no bets, the player after the button.
  int opener = left_of_button_;
  if (def.opener == Opener::AfterBigBlind) {
    int best = -1;
    for (int k = 0, p = left_of_button_; k < n_; ++k, p = next_seat(p)) {
      if (best < 0 || bet_[p] >= bet_[best]) best = p;
    }
    opener = next_seat(best);
  } else if (def.opener != Opener::AfterButton) {
    opener = stud_opener(def.opener);
  }
  opener_ = opener;
  bring_in_due_ = first_street && def.opener == Opener::BringIn && setup_.bring_in > 0;
  completing_ = bring_in_due_;

  // A player owes a decision only if some other live player's chips could still meet theirs.
  Chips top = 0, second = 0;
  for (int p = 0; p < n_; ++p) {
    if (folded_[p]) continue;
    const Chips total = bet_[p] + stack_[p];
    if (total > top) {
      second = top;
      top = total;
    } else if (total > second) {
      second = total;
    }
  }
  int count = 0, only = -1;
  for (int p = 0; p < n_; ++p) {
    Chips other_max = top;
    if (bet_[p] + stack_[p] == top) other_max = second;  // p's own total is not "other"
    const bool owes = !folded_[p] && stack_[p] > 0 && other_max > bet_[p];
    if (owes) {
      pending_ |= 1U << p;
      ++count;
      only = p;
    }
  }
  if (count == 0 || (count == 1 && bet_[only] >= current_bet_)) {
    // Nobody can bet on this street: a board dealt now is a run-out after an all-in (R27).
    if (!first_street) ran_out_ = true;
    pending_ = 0;
    actor_ = -1;
    return;
  }
  actor_ = next_pending(opener);
}

int Hand::next_pending(int from) const {
  // The queue is clockwise: the first pending seat at or after `from`, else wrap round.
  if (pending_ == 0) return -1;
  const std::uint32_t at_or_after = pending_ >> from << from;
  return std::countr_zero(at_or_after != 0 ? at_or_after : pending_);
}

void Hand::run_forced_steps() {
  while (actor_ < 0 && !finished_) {
    close_street();
    if (live_ == 1) {
      award_uncontested();
    } else if (static_cast<int>(street_) == last_street_) {
      showdown();
    } else {
      begin_street(static_cast<Street>(static_cast<int>(street_) + 1));
    }
  }
}

void Hand::close_street() {
  // R14: the part of the highest bet nobody matched goes back to its owner.
  int top = -1;
  Chips second = 0;
  for (int p = 0; p < n_; ++p) {
    if (top < 0 || bet_[p] > bet_[top]) {
      if (top >= 0) second = std::max(second, bet_[top]);
      top = p;
    } else {
      second = std::max(second, bet_[p]);
    }
  }
  if (top >= 0 && bet_[top] > second) {
    const Chips back = bet_[top] - second;
    bet_[top] -= back;
    put_in_[top] -= back;
    stack_[top] += back;
    all_in_[top] = false;
    if (events_) {
      Event e;
      e.type = EventType::ReturnUncalled;
      e.street = street_;
      e.player = static_cast<std::int8_t>(top);
      e.amount = back;
      emit(e);
    }
  }
  for (int p = 0; p < n_; ++p) {
    collected_ += bet_[p];
    bet_[p] = 0;
  }
  current_bet_ = 0;
  pending_ = 0;
}

void Hand::award_uncontested() {
  // R17: the last live player takes everything without showing.
  int winner = 0;
  while (folded_[winner]) ++winner;
  const Chips amount = collected_;
  stack_[winner] += amount;
  won_[winner] += amount;
  collected_ = 0;
  if (events_) {
    Event e;
    e.type = EventType::WinPot;
    e.street = street_;
    e.player = static_cast<std::int8_t>(winner);
    e.amount = amount;
    e.pot = 0;
    emit(e);
  }
  finish();
}

void Hand::finish() {
  finished_ = true;
  actor_ = -1;
  pending_ = 0;
  for (int p = 0; p < n_; ++p) {
    stack_[p] += held_[p];  // R26: a protected player's chips behind come back
    held_[p] = 0;
    all_in_[p] = all_in_[p] && stack_[p] == 0;
  }
  if (events_) {
    Event e;
    e.type = EventType::HandEnd;
    e.street = street_;
    emit(e);
  }
}

ActionError Hand::apply(Action action) {
  const ActionError error = check_action(action);
  if (error != ActionError::None) return error;
  const int p = actor_;
  Chips added = 0;
  Chips shown_amount = 0;
  // R39: the bring-in is a forced bet: it neither counts to the cap nor sets a raise size, and
  // its player may still raise the completion. A completion reopens the betting to everyone.
  const bool brings_in = bring_in_due_ && action.type == ActionType::Call;
  const bool completes = completing_ && !brings_in &&
                         (action.type == ActionType::Bet || action.type == ActionType::Raise);
  bring_in_due_ = false;
  if (completes) {
    completing_ = false;
    acted_ = 0;
  }
  if (brings_in) {
    added = legal_.to_call;
    shown_amount = added;
    current_bet_ = added;
  } else
    switch (action.type) {
      case ActionType::Fold:
        folded_[p] = true;
        --live_;
        break;
      case ActionType::Check:
        break;
      case ActionType::Call:
        added = std::min(current_bet_ - bet_[p], stack_[p]);
        shown_amount = added;
        break;
      case ActionType::Bet:
      case ActionType::Raise: {
        added = action.amount - bet_[p];
        shown_amount = action.amount;
        const Chips increment = action.amount - current_bet_;
        // A full bet or raise sets the next raise's size (R9, R10); every one counts to the
        // fixed-limit cap, an all-in for less included (R12).
        // R46: BlogNomic hold'em has no minimum raise, only "more than the call".
        if (increment >= raise_size_ && setup_.structure != Structure::FixedLimit &&
            game().betting != Betting::BlogNomic)
          raise_size_ = increment;
        ++raises_;
        current_bet_ = action.amount;
        last_aggressor_ = p;
        // Everyone else with chips owes a decision again (R10 limits whether they may raise).
        pending_ = 0;
        for (int q = 0; q < n_; ++q)
          if (q != p && !folded_[q] && stack_[q] > 0) pending_ |= 1U << q;
        break;
      }
    }
  stack_[p] -= added;
  bet_[p] += added;
  put_in_[p] += added;
  if (stack_[p] == 0 && added > 0) all_in_[p] = true;
  if (events_) {
    Event e;
    e.type = EventType::Act;
    e.street = street_;
    e.player = static_cast<std::int8_t>(p);
    e.action = action.type;
    e.bring_in = brings_in;
    e.amount = shown_amount;
    e.added = added;
    e.all_in = all_in_[p];
    emit(e);
  }
  end_turn(p, !brings_in);
  return ActionError::None;
}

void Hand::end_turn(int p, bool acted) {
  if (acted) acted_ |= 1U << p;
  faced_[p] = current_bet_;
  pending_ &= ~(1U << p);
  actor_ = live_ <= 1 ? -1 : next_pending(next_seat(p));
  if (actor_ < 0) run_forced_steps();
  update_legal();
}

}  // namespace poker
