#pragma once
// A league's head-to-head results, as cutechess and fastchess print them for engine matches: for
// each pair of bots, over the games both played, a win to the one that finished higher, a tie
// when they shared a place; the score (wins + half the ties) and the likelihood of superiority,
// LOS = (1 + erf((wins - losses) / sqrt(2 (wins + losses)))) / 2, cutechess's normal
// approximation (ties carry no information about who is better).
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/league/game_record.hpp"

namespace arena {

struct HeadToHead {
  int games = 0;
  int wins = 0;  // games the first bot finished higher
  int losses = 0;
  int ties = 0;
  double score() const { return wins + 0.5 * ties; }
  double los() const;  // 0.5 when neither has beaten the other
};

class Crosstable {
 public:
  explicit Crosstable(std::size_t bots) : bots_(bots), pairs_(bots * bots) {}

  void add(const GameRecord& game);  // any order: sums only
  // Bot a's record against bot b (pool indices).
  const HeadToHead& of(int a, int b) const {
    return pairs_[static_cast<std::size_t>(a) * bots_ + static_cast<std::size_t>(b)];
  }

  // Every pair that met, each once, the first named before the second in `order` (pool
  // indices, e.g. the standings' order): standings.json's "crosstable".
  nlohmann::json to_json(const std::vector<std::string>& names,
                         const std::vector<int>& order) const;
  // The same as lines: "alice - bob: 12.5 of 20 (+10 -5 =5), LOS 91.2%".
  std::string text(const std::vector<std::string>& names, const std::vector<int>& order) const;

 private:
  std::size_t bots_;
  std::vector<HeadToHead> pairs_;
};

}  // namespace arena
