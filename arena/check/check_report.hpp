#pragma once
// `arena check`'s verdict on one bot from the sessions it played: what it was asked and how it
// answered, its decision times against the limit, what it wrote that is not protocol, how it
// ended; and the faults, one line each, that would cost it on a league night.
#include <string>
#include <vector>

#include "arena/check/trace_summary.hpp"
#include "arena/results/standings.hpp"

namespace arena::check {

// One session as played: the bot's result, its trace, and what its hands show.
struct PlayedSession {
  std::string title;
  std::string folder;  // the run's results folder, as the user will type it
  int hands = 0;       // hands played at the table
  BotResult result;    // the checked bot's
  TraceSummary trace;
  int hands_dealt = 0;     // hands the bot was dealt into
  int showdowns = 0;       // hands where its cards were shown at showdown
  int side_pot_hands = 0;  // hands it played that had a side pot
  std::uintmax_t stderr_bytes = 0;
  std::string stopped;  // why the check ended it after `hands` (FaultWatch); empty: played out
};

// Reads the hands of the run at `folder` for the bot `name` (dealt, shown, side pots).
void read_hands(const std::string& folder, const std::string& name, PlayedSession& session);

struct CheckReport {
  std::vector<std::string> lines;   // the report a beginner reads, in order
  std::vector<std::string> faults;  // the fault lines printed; none: ready to play
  // Faults found, and their kinds: a kind that repeats (time-outs, refusals, lines that are not
  // protocol) lists its first few and sums up the rest in one more line, so the lines printed
  // are not the count.
  int fault_count = 0;
  int fault_kinds = 0;
};

// `decision_ms` and `grace_ms` are the limits the bot played under; `not_played`: the titles of
// the sessions skipped after one the check stopped.
CheckReport make_report(const std::vector<PlayedSession>& sessions,
                        const std::vector<std::string>& not_played, int decision_ms, int grace_ms);

// The line above the faults: "113 faults (4 kinds):".
std::string faults_heading(const CheckReport& report);

}  // namespace arena::check
