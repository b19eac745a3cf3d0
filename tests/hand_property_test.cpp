// Property test of the hand state machine: a million random hands (2-10 players, every betting
// structure, random stacks, blinds, antes, ante-only games, players folded before showdown),
// played by random players who also try illegal actions. Every hand must end, conserve chips
// exactly, apply only actions legal() allowed, and leave the hand untouched on a rejection.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "engine/deal.hpp"
#include "engine/hand.hpp"
#include "support/splitmix.hpp"

using namespace poker;

namespace {

#ifdef ARENA_SANITIZED
constexpr int kHands = 50'000;
#else
constexpr int kHands = 1'000'000;
#endif
constexpr int kMaxDecisions = 500;  // far above any legal hand (the fixed-limit cap bounds NL too)

using Rng = test_play::SplitMix;

HandSetup random_setup(Rng& rng) {
  HandSetup s;
  s.players = static_cast<int>(rng.in(2, kMaxPlayers));
  s.button = static_cast<int>(rng.in(0, s.players - 1));
  s.structure = static_cast<Structure>(rng.in(0, 2));
  const bool ante_only = rng.chance(15);
  Chips unit = 0;
  if (ante_only) {
    s.min_bet = rng.in(0, 50);  // 0 means one chip here (no big blind)
    unit = s.min_bet > 0 ? s.min_bet : 1;
    s.set_antes(rng.in(1, 20), rng.chance(50) ? AnteKind::EveryPlayer : AnteKind::BigBlind);
  } else {
    s.big_blind = rng.in(2, 200);
    s.small_blind = rng.chance(70) ? s.big_blind / 2 : rng.in(0, s.big_blind);
    unit = s.big_blind;
    if (rng.chance(10)) s.min_bet = rng.in(1, 2 * s.big_blind);
    const int ante_kind = static_cast<int>(rng.in(0, 2));
    s.set_antes(rng.in(1, s.big_blind), static_cast<AnteKind>(ante_kind));
  }
  if (s.structure == Structure::FixedLimit) {
    if (rng.chance(30)) s.small_bet = rng.in(1, 2 * unit);
    if (rng.chance(30)) s.big_bet = rng.in(1, 4 * unit);
  }
  for (int p = 0; p < s.players; ++p) {
    s.stacks[p] = rng.chance(20) ? rng.in(1, 3 * unit) : rng.in(1, 300 * unit);
    s.folds_before_showdown[p] = rng.chance(5);
  }
  std::array<Card, kDeckSize> deck = ordered_deck();
  for (int i = 0; i < 2 * s.players + 8; ++i)
    std::swap(deck[i], deck[static_cast<std::size_t>(rng.in(i, kDeckSize - 1))]);
  s.deal = deal_from_deck(deck, s.players, s.button);
  return s;
}

// A random legal action (all-ins included), drawn from what legal() offers.
Action random_legal(Rng& rng, const Legal& l) {
  const bool aggressive = (l.bet || l.raise) && rng.chance(35);
  if (aggressive) {
    const ActionType type = l.bet ? ActionType::Bet : ActionType::Raise;
    const int pick = static_cast<int>(rng.in(0, 9));
    Chips amount = l.min_raise_to;
    if (pick >= 7)
      amount = l.max_raise_to;
    else if (pick >= 3)
      amount = rng.in(l.min_raise_to, l.max_raise_to);
    return Action{type, amount};
  }
  if (l.fold && rng.chance(30)) return Action{ActionType::Fold, 0};
  return Action{l.check ? ActionType::Check : ActionType::Call, 0};
}

// An action legal() does not allow, or none if every probe happens to be legal.
bool random_illegal(Rng& rng, const Legal& l, Action& out) {
  for (int tries = 0; tries < 4; ++tries) {
    switch (rng.in(0, 6)) {
      case 0:
        if (!l.fold) return out = {ActionType::Fold, 0}, true;
        break;
      case 1:
        if (!l.check) return out = {ActionType::Check, 0}, true;
        break;
      case 2:
        if (!l.call) return out = {ActionType::Call, 0}, true;
        break;
      case 3:
        if (!l.bet) return out = {ActionType::Bet, l.min_raise_to + 1}, true;
        break;
      case 4:
        if (!l.raise) return out = {ActionType::Raise, l.min_raise_to + 1}, true;
        break;
      case 5:
        if (l.bet || l.raise)
          return out = {l.bet ? ActionType::Bet : ActionType::Raise, l.min_raise_to - 1}, true;
        break;
      default:
        if (l.bet || l.raise)
          return out = {l.bet ? ActionType::Bet : ActionType::Raise, l.max_raise_to + 1}, true;
        break;
    }
  }
  return false;
}

bool same_state(const Hand& a, const Hand& b) {
  if (a.actor() != b.actor() || a.street() != b.street() || a.pot() != b.pot() ||
      a.finished() != b.finished() || a.board().size() != b.board().size())
    return false;
  for (int p = 0; p < a.players(); ++p)
    if (a.stack(p) != b.stack(p) || a.street_bet(p) != b.street_bet(p) ||
        a.put_in(p) != b.put_in(p) || a.folded(p) != b.folded(p))
      return false;
  const Legal x = a.legal(), y = b.legal();
  return x.fold == y.fold && x.check == y.check && x.call == y.call && x.bet == y.bet &&
         x.raise == y.raise && x.to_call == y.to_call && x.min_raise_to == y.min_raise_to &&
         x.max_raise_to == y.max_raise_to;
}

bool legal_is_sane(const Hand& h, const Legal& l) {
  const int p = h.actor();
  if (l.check == l.call) return false;  // exactly one of check / call
  if (l.fold != l.call) return false;   // fold only when facing a bet
  if (l.bet && l.raise) return false;
  if (l.to_call < 0 || l.to_call > h.stack(p)) return false;
  if (l.bet || l.raise) {
    const Chips all_in = h.street_bet(p) + h.stack(p);
    if (l.min_raise_to > l.max_raise_to || l.max_raise_to > all_in) return false;
    if (l.min_raise_to <= h.street_bet(p) + l.to_call) return false;  // more than a call
  }
  return true;
}

}  // namespace

TEST_CASE("R13 R14 R16 property: random hands end, conserve chips, apply only legal actions") {
  Rng rng{0x5EED'0001'2345ULL};
  std::vector<Event> events;
  events.reserve(256);
  long long applied = 0, rejected = 0, showdowns = 0, splits = 0, big_blind_antes = 0;
  int failures = 0;
  std::string first_failure;
  const auto fail = [&](int hand, const std::string& what) {
    if (failures++ == 0) {
      std::ostringstream os;
      os << "hand " << hand << ": " << what;
      first_failure = os.str();
    }
  };

  for (int i = 0; i < kHands && failures == 0; ++i) {
    const HandSetup s = random_setup(rng);
    Chips total = 0;
    for (int p = 0; p < s.players; ++p) total += s.stacks[p];
    const bool with_events = (i % 8) == 0;
    events.clear();
    Hand h;
    h.start(s, with_events ? &events : nullptr);

    int decisions = 0;
    while (!h.finished()) {
      if (++decisions > kMaxDecisions) {
        fail(i, "did not end");
        break;
      }
      const Legal l = h.legal();
      if (h.actor() < 0 || !legal_is_sane(h, l)) {
        fail(i, "no actor or inconsistent legal() at decision " + std::to_string(decisions));
        break;
      }
      Action bad;
      if (rng.chance(20) && random_illegal(rng, l, bad)) {
        const Hand before = h;
        if (h.apply(bad) == ActionError::None) {
          fail(i, "illegal " + std::string(to_string(bad.type)) + " " + std::to_string(bad.amount) +
                      " accepted");
          break;
        }
        ++rejected;
        if (!same_state(before, h)) {
          fail(i, "a rejected action changed the hand");
          break;
        }
      }
      const Action a = random_legal(rng, l);
      if (h.check_action(a) != ActionError::None || h.apply(a) != ActionError::None) {
        fail(i, "legal " + std::string(to_string(a.type)) + " " + std::to_string(a.amount) +
                    " rejected");
        break;
      }
      ++applied;
      Chips now = h.pot();
      for (int p = 0; p < h.players(); ++p) {
        now += h.stack(p);
        if (h.stack(p) < 0) fail(i, "negative stack");
      }
      if (now != total) {
        fail(i, "chips not conserved during play");
        break;
      }
    }
    if (failures) break;

    Chips end_total = 0, won = 0;
    for (int p = 0; p < s.players; ++p) {
      end_total += h.stack(p);
      won += h.won(p);
    }
    if (end_total != total || h.pot() != 0) fail(i, "chips not conserved at the end");
    if (h.needs_unknown_card()) fail(i, "needs an unknown card with a full deal");
    if (h.actor() != -1 || h.apply({ActionType::Check, 0}) != ActionError::HandOver)
      fail(i, "a finished hand accepts actions");
    if (with_events) {
      Chips won_events = 0;
      int winners = 0;
      bool shown = false;
      HandRank best_shown = 0, main_pot_rank = 0;
      for (const Event& e : events) {
        if (e.type == EventType::WinPot) {
          won_events += e.amount;
          ++winners;
          if (e.pot == 0) main_pot_rank = e.rank;
        }
        if (e.type == EventType::Show) {
          shown = true;
          best_shown = std::max(best_shown, e.rank);
        }
      }
      if (won_events != won) fail(i, "WinPot events do not add up to won()");
      // R5, R14: every hand shown is eligible for the main pot (which holds every big-blind
      // ante), so the best hand shown wins it.
      if (shown && main_pot_rank != best_shown) fail(i, "the main pot missed the best hand");
      big_blind_antes += s.antes_in_main_pot && h.ante(s.big_blind_player()) > 0;
      if (events.empty() || events.back().type != EventType::HandEnd) fail(i, "no HandEnd event");
      showdowns += shown;
      splits += shown && winners > 1;
    }
  }

  INFO(first_failure);
  CHECK(failures == 0);
  CHECK(applied > kHands);
  CHECK(rejected > kHands / 20);
  CHECK(showdowns > 0);
  CHECK(splits > 0);
  CHECK(big_blind_antes > 0);
  MESSAGE("hands " << kHands << ", actions applied " << applied << ", illegal rejected " << rejected
                   << ", showdowns seen (event hands) " << showdowns
                   << ", big-blind antes posted (event hands) " << big_blind_antes);
}
