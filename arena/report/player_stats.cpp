#include "arena/report/player_stats.hpp"

#include <algorithm>
#include <cmath>

namespace arena::report {
namespace {

bool is_decision(const RecordedEvent& e) {
  return e.type == poker::EventType::Act || e.type == poker::EventType::Protect ||
         e.type == poker::EventType::Discard;
}

// What one player did in one hand, gathered before it is added to the totals.
struct HandOfPlayer {
  bool acted_first = false;  // made a decision on the first betting round (a walk: no chance)
  bool voluntary = false;
  bool raised_first = false;
  bool three_bet_chance = false;
  bool three_bet = false;
  bool folded = false;
  bool folded_on_first = false;
  bool won = false;
  int aggressive = 0;
  int calls = 0;
  std::vector<int> drawn;  // cards discarded (and drawn) at each of its draw turns
  std::vector<double> answer_ms;
  int timeouts = 0, invalid = 0, absent = 0;
};

}  // namespace

void StatsCollector::add(const RecordedHand& hand, int game) {
  const std::string game_name = hand.game.empty() ? "holdem" : hand.game;
  std::vector<HandOfPlayer> of(static_cast<std::size_t>(hand.size()));

  // The first betting round is the street of the first decision; the bets made on it are
  // counted from the big blind (the first bet of a blinds game), or from nothing (stud's
  // bring-in and antes-only games): facing two bets is facing one raise, a 3-bet chance.
  std::string first_street;
  bool later_street = false;
  int bets = 0;
  for (const RecordedEvent& e : hand.events)
    if (e.type == poker::EventType::PostBigBlind) bets = 1;
  for (const RecordedEvent& e : hand.events) {
    if (is_decision(e) && first_street.empty()) first_street = e.street;
    if (!first_street.empty() && !e.street.empty() && e.street != first_street) later_street = true;
    if (e.type == poker::EventType::WinPot && e.player >= 0)
      of[static_cast<std::size_t>(e.player)].won = true;
    if (!is_decision(e) || e.player < 0) continue;
    HandOfPlayer& p = of[static_cast<std::size_t>(e.player)];
    const std::string& bot = hand.players[static_cast<std::size_t>(e.player)].name;
    if (!e.forced.empty() && e.forced != "folds_before_showdown")
      incidents_.push_back({game, hand.hand, bot, e.street, e.forced});
    p.timeouts += e.forced == "timeout" ? 1 : 0;
    p.invalid += e.forced == "invalid" ? 1 : 0;
    p.absent += e.forced == "absent" ? 1 : 0;
    if (e.forced.empty() && e.time_ms >= 0) p.answer_ms.push_back(e.time_ms);
    if (e.type == poker::EventType::Discard) {
      p.drawn.push_back(static_cast<int>(e.cards.size()));
      continue;
    }
    if (e.type != poker::EventType::Act) continue;
    const bool first = e.street == first_street;
    const bool aggressive =
        e.action == poker::ActionType::Bet || e.action == poker::ActionType::Raise;
    if (e.action == poker::ActionType::Fold) {
      p.folded = true;
      p.folded_on_first = p.folded_on_first || first;
    }
    if (aggressive) ++p.aggressive;
    const bool call = e.action == poker::ActionType::Call && !e.bring_in;
    if (call) ++p.calls;
    if (!first) continue;
    p.acted_first = true;
    if (bets == 2) p.three_bet_chance = true;
    if ((aggressive || call) && e.forced.empty()) p.voluntary = true;
    if (aggressive) {
      if (bets == 2) p.three_bet = true;
      p.raised_first = true;
      ++bets;
    }
  }

  int not_folded = 0;
  for (const HandOfPlayer& p : of) not_folded += p.folded ? 0 : 1;
  const bool showdown = not_folded >= 2;
  for (int i = 0; i < hand.size(); ++i) {
    const HandOfPlayer& p = of[static_cast<std::size_t>(i)];
    const std::string& bot = hand.players[static_cast<std::size_t>(i)].name;
    PlayerStats& s = by_bot_game_[{bot, game_name}];
    s.bot = bot;
    s.game = game_name;
    ++s.hands;
    s.vpip.chances += p.acted_first ? 1 : 0;
    s.pfr.chances += p.acted_first ? 1 : 0;
    s.vpip.count += p.voluntary ? 1 : 0;
    s.pfr.count += p.raised_first ? 1 : 0;
    s.three_bet.chances += p.three_bet_chance ? 1 : 0;
    s.three_bet.count += p.three_bet ? 1 : 0;
    s.aggressive += p.aggressive;
    s.calls += p.calls;
    ++s.saw_second_round.chances;
    const bool saw_second = later_street && !p.folded_on_first;
    if (saw_second) {
      ++s.saw_second_round.count;
      ++s.went_to_showdown.chances;
    }
    if (showdown && !p.folded) {
      if (saw_second) ++s.went_to_showdown.count;
      ++s.won_at_showdown.chances;
      s.won_at_showdown.count += p.won ? 1 : 0;
    }
    s.timeouts += p.timeouts;
    s.invalid += p.invalid;
    s.absent += p.absent;
    s.answer_ms.insert(s.answer_ms.end(), p.answer_ms.begin(), p.answer_ms.end());
    if (s.draw_cards.size() < p.drawn.size()) s.draw_cards.resize(p.drawn.size());
    for (std::size_t round = 0; round < p.drawn.size(); ++round) {
      ++s.draw_cards[round].chances;
      s.draw_cards[round].count += p.drawn[round];
    }
  }
}

std::vector<PlayerStats> StatsCollector::stats() const {
  std::vector<PlayerStats> out;
  for (const auto& [key, s] : by_bot_game_) out.push_back(s);
  return out;
}

TimeSummary summarize_times(std::vector<double> ms) {
  if (ms.empty()) return {};
  std::sort(ms.begin(), ms.end());
  // Nearest rank: the smallest time at or above which lie 5% of the answers.
  const auto rank = [&](double q) {
    const auto k = static_cast<std::size_t>(std::ceil(q * static_cast<double>(ms.size())));
    return ms[std::min(ms.size() - 1, k == 0 ? 0 : k - 1)];
  };
  return {rank(0.5), rank(0.95), ms.back()};
}

}  // namespace arena::report
