#pragma once
// A match's results: each bot's chips won and win rate in big blinds per 100 hands with its 95%
// confidence interval, as standings.json entries and as the table printed at the end.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/results/standings.hpp"
#include "arena/results/win_rate.hpp"

namespace arena {

struct MatchBotResult {
  BotResult bot;       // place by chips won (ties share the better place), chips = chips won
  WinRate bb_per_100;  // over deals
  // The same with all-in hands credited at their equity (R47), and how many hands of the match
  // that changed.
  WinRate all_in_adjusted;
  int adjusted_hands = 0;
};

// Whether the bot has a win rate, in standings.json and the table alike (and so in `arena
// verify`'s replay, which gives its rows the endings standings.json logs): none for a bot that
// never started (its blinds were taken without it playing) nor over no whole deal (a match
// stopped before its first deal ended measured nothing; 0 would say it broke even).
bool has_win_rate(const MatchBotResult& r);

// Places by chips won: 1 for the most, equal chips share the better place.
void place_by_chips_won(std::vector<MatchBotResult>& results);

// One standings.json entry: place, name, seat, chips_won, bb_per_100, standard_error,
// ci95_low, ci95_high (null with fewer than two deals), all_in_adjusted {bb_per_100,
// standard_error, ci95_low, ci95_high, hands} (each null without has_win_rate), deals, hands,
// decisions, time_ms_mean, time_ms_max, timeouts, protocol_errors, ended, note, errors.
nlohmann::json to_json(const MatchBotResult& r);

// Best place first, with each bot's notes and errors under the table.
std::string match_table(const std::vector<MatchBotResult>& results);

}  // namespace arena
