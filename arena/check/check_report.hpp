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
};

// Reads the hands of the run at `folder` for the bot `name` (dealt, shown, side pots).
void read_hands(const std::string& folder, const std::string& name, PlayedSession& session);

struct CheckReport {
  std::vector<std::string> lines;   // the report a beginner reads, in order
  std::vector<std::string> faults;  // one line per fault; none: ready to play
};

// `decision_ms` and `grace_ms` are the limits the bot played under.
CheckReport make_report(const std::vector<PlayedSession>& sessions, int decision_ms, int grace_ms);

}  // namespace arena::check
