#include "arena/league/quarantine.hpp"

#include <algorithm>

#include "arena/results/standings.hpp"

namespace arena {

namespace {

// An ending as the standings explain it.
std::string fault_words(const std::string& ended) {
  if (ended == "absent") return "no longer waited for";
  if (ended == "no-show") return "never started";
  return ended;
}

}  // namespace

Quarantine::Quarantine(int bots, int after, int lanes)
    : after_(after),
      lanes_(std::max(1, lanes)),
      streaks_(static_cast<std::size_t>(bots * std::max(1, lanes))) {}

void Quarantine::add(const GameRecord& game) {
  if (after_ <= 0) return;
  const int lane = lane_of(game.index);
  for (const Placement& p : game.placements) {
    Streak& s = streaks_[static_cast<std::size_t>(p.bot * lanes_ + lane)];
    if (s.verdict.after_game > 0) continue;  // a game it had started before it was left out
    if (!is_faulted_ending(p.ended)) {
      s.faults.clear();
      continue;
    }
    s.faults.push_back("game " + std::to_string(game.index) + " " + fault_words(p.ended));
    if (static_cast<int>(s.faults.size()) < after_) continue;
    s.verdict.after_game = game.index;
    s.verdict.reason = after_ == 1 ? "faulted in a game ("
                                   : "faulted in " + std::to_string(after_) + " games in a row (";
    for (std::size_t i = 0; i < s.faults.size(); ++i)
      s.verdict.reason += (i > 0 ? ", " : "") + s.faults[i];
    s.verdict.reason += ")";
  }
}

bool Quarantine::excludes(int bot, int index) const {
  if (after_ <= 0) return false;
  const int after_game = streak(bot, lane_of(index)).verdict.after_game;
  return after_game > 0 && after_game < index;
}

Quarantine::Verdict Quarantine::verdict(int bot) const {
  Verdict first;
  if (after_ <= 0) return first;
  for (int lane = 0; lane < lanes_; ++lane) {
    const Verdict& v = streak(bot, lane).verdict;
    if (v.after_game > 0 && (first.after_game == 0 || v.after_game < first.after_game)) first = v;
  }
  return first;
}

}  // namespace arena
