#pragma once
// A league's quarantine (setting quarantine_after, docs/LEAGUE.md): a bot that faults (R35:
// crashes, never starts, is no longer waited for) in N of its games in a row is left out of every
// later game. Fed the finished games in game order, it is a pure function of them, so the league
// decides the same after a resume, and a merge of shards decides what each shard decided: every
// shard counts its own games ("lanes": game i is in lane (i - 1) % shards), as it played them.
#include <string>
#include <vector>

#include "arena/league/game_record.hpp"

namespace arena {

class Quarantine {
 public:
  // `after`: faulted games in a row that quarantine a bot (0: never); `lanes`: the shards the
  // league was split into (1: played whole).
  Quarantine(int bots, int after, int lanes);

  // The next game of its lane, in game order.
  void add(const GameRecord& game);
  // Whether `bot` is left out of game `index` by the games added before it in its lane.
  bool excludes(int bot, int index) const;

  struct Verdict {
    int after_game = 0;  // the game that made it N in a row; 0: not quarantined
    std::string reason;  // "faulted in 3 games in a row (game 4 crashed, game 5 crashed, ...)"
  };
  // The bot's first quarantine over the lanes (the lowest game).
  Verdict verdict(int bot) const;

 private:
  struct Streak {
    std::vector<std::string> faults;  // "game 4 crashed", one per faulted game of the streak
    Verdict verdict;
  };
  const Streak& streak(int bot, int lane) const {
    return streaks_[static_cast<std::size_t>(bot * lanes_ + lane)];
  }
  int lane_of(int index) const { return (index - 1) % lanes_; }

  int after_;
  int lanes_;
  std::vector<Streak> streaks_;  // by bot, then lane
};

}  // namespace arena
