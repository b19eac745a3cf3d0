#pragma once
// The final (or, while a run goes on, the latest) result of every bot: standings.json and the
// table printed at the end of a run.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "arena/results/game_tally.hpp"

namespace arena {

struct BotResult {
  std::string name;
  int seat = 0;
  int place = 0;
  double points = 0;
  std::int64_t chips = 0;
  int hands_played = 0;
  int decisions = 0;
  double time_ms_total = 0;  // time the bot took over all its decisions
  double time_ms_max = 0;    // its slowest decision
  int timeouts = 0;
  // Draw games (R30): draw turns answered in time, and those timed out (a bot written for
  // hold'em alone never answers `draw`: it stands pat on each time-out, R34).
  int draws_answered = 0;
  int draw_timeouts = 0;
  // Answers that came after their act's limit (dropped: the time-out stood), and by how much.
  int late_answers = 0;
  double late_ms_total = 0;
  double late_ms_max = 0;
  int protocol_errors = 0;
  int advance_applied = 0;          // advance requests applied at its turn (R25)
  int advance_void = 0;             // void when its turn came: it was asked as usual
  int advance_ignored = 0;          // made for another hand, or sent when the run takes none
  int protections_used = 0;         // all-in protections it got (R26)
  std::string ended = "finished";   // finished, eliminated, crashed, no-show, absent, interrupted
  std::string note;                 // why it ended that way, e.g. the exit status
  std::vector<std::string> errors;  // the first few protocol errors, with the bot's line
  std::vector<std::string> limits;  // sandbox limits it ran into: "memory limit", ...
  // How it ended after `bye` (arena check reports these; not in standings.json): it did not exit
  // within the grace period and was killed, or it exited leaving processes of its own running.
  bool killed_after_grace = false;
  bool left_processes = false;
  // R35 (faulted_bots "rank-last"): the place it had before faulted bots were placed last, when
  // that moved it; 0 otherwise. standings.json's "moved_from_place".
  int moved_from_place = 0;
  std::vector<GameTally> by_game;  // a mix only: standings.json's "by_game"
};

// A bot that faulted (R35): it crashed, never started (no-show, R24) or was no longer waited for
// (absent): its "ended" word.
bool is_faulted_ending(const std::string& ended);

nlohmann::json to_json(const BotResult& r);
// Takes out of a bot's standings.json entry what depends on timing, not on the seed and the bots'
// choices (setting no_timings): time_ms_mean, time_ms_max, late_*, and the advance requests'
// counts (applied or not depends on whether a request arrived before its act).
void drop_timings(nlohmann::json& bot);

// Standings, best place first, as a plain-text table with each bot's errors and time-outs.
// More bots than this: the table shows the first kStandingsLeaders places and every bot with a
// fault or a note, and counts the others.
inline constexpr std::size_t kStandingsRowsInFull = 50;
inline constexpr int kStandingsLeaders = 20;
std::string standings_table(const std::vector<BotResult>& results);

}  // namespace arena
