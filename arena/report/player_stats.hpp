#pragma once
// Player statistics as poker players read them from a HUD (Hold'em Manager, PokerTracker), per
// bot and per game, counted from logged hands (hands.jsonl records read back): what `arena stats`
// prints and `arena report` shows. docs/REPORT.md defines each statistic and what it rests on.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "arena/results/recorded_hand.hpp"

namespace arena::report {

// A statistic's count and the number of chances it rests on (VPIP: hands where the bot acted on
// the first betting round, so a walk or a blind posted all-in is no chance; 3-bet: hands where it
// faced exactly one raise on the first betting round; ...).
struct Share {
  int count = 0;
  int chances = 0;
  double percent() const { return chances == 0 ? 0.0 : 100.0 * count / chances; }
};

struct PlayerStats {
  std::string bot;
  std::string game;    // the engine's name: holdem, omaha, razz, ...
  int hands = 0;       // hands dealt in
  Share vpip;          // chips put in voluntarily on the first betting round (not blinds, bring-in)
  Share pfr;           // bet or raised on the first betting round
  Share three_bet;     // re-raised, when facing exactly one raise on the first betting round
  int aggressive = 0;  // bets and raises, every round
  int calls = 0;       // calls, every round (a posted bring-in is not one)
  Share saw_second_round;         // reached the second betting round (the flop; stud's fourth)
  Share went_to_showdown;         // WTSD: of the hands that reached the second round
  Share won_at_showdown;          // W$SD: of its showdowns, those where it won a pot
  std::vector<Share> draw_cards;  // draw games, per draw round: cards drawn (count) over turns
  // Its decisions: the time of each answer (ms), and those the arena had to make for it.
  std::vector<double> answer_ms;
  int timeouts = 0;
  int invalid = 0;  // answers refused (R22): the arena acted for it
  int absent = 0;   // asked while gone (crashed, no longer waited for)

  double aggression_factor() const {  // (bets + raises) / calls; 0 calls: the count itself
    return calls == 0 ? aggressive : static_cast<double>(aggressive) / calls;
  }
};

// A decision the arena made for a bot: the hand it happened in, to link to the hand's text.
struct Incident {
  int game = 0;  // a league's game (1-based); 0 for a single run
  int hand = 0;
  std::string bot;
  std::string street;
  std::string kind;  // timeout, invalid, absent
};

// Counts hands one at a time (in the order they were played).
class StatsCollector {
 public:
  void add(const RecordedHand& hand, int game = 0);
  // Every (bot, game) seen, by bot name then game name.
  std::vector<PlayerStats> stats() const;
  const std::vector<Incident>& incidents() const { return incidents_; }

 private:
  std::map<std::pair<std::string, std::string>, PlayerStats> by_bot_game_;
  std::vector<Incident> incidents_;
};

// The median, 95th percentile and maximum of `ms` (0 for an empty list).
struct TimeSummary {
  double median = 0;
  double p95 = 0;
  double max = 0;
};
TimeSummary summarize_times(std::vector<double> ms);

}  // namespace arena::report
