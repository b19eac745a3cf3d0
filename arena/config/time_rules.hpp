#pragma once
// The time rules of a run (R22-R24): set by the organizer, told to every bot in hello, enforced
// by its seat. One type for the settings and the protocol.

namespace arena {

// All in milliseconds except timeouts_in_a_row.
struct TimeRules {
  int decision_ms = 1000;     // per `act` answer
  int time_bank_ms = 0;       // per bot per run, drawn on when a decision runs over
  int startup_ms = 10000;     // for the start-up handshake
  int timeouts_in_a_row = 3;  // then the bot is no longer waited for; 0 = always wait
  int grace_ms = 2000;        // after `bye`, before the process is killed
  // A human seat's time per decision (`--bot NAME=human`): a person needs seconds where a bot
  // needs milliseconds. The longer of this and decision_ms.
  int human_decision_ms = 60000;
  bool operator==(const TimeRules&) const = default;
};

}  // namespace arena
