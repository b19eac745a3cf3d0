#pragma once
// What `arena check` sees between hands that makes playing on pointless: its bot leaves one kind
// of request unanswered (a bot written for hold'em alone never answers `draw`, and each such
// request waits the whole decision time), or it has timed out so often that the check would
// last minutes. Either ends the session there, and the sessions after it are not played: the
// check stays short and its first fault says plainly what to fix.
#include <string>

#include "arena/results/standings.hpp"

namespace arena::check {

class FaultWatch {
 public:
  // Requests of one kind (act, draw) unanswered, none of that kind answered: the bot does not
  // answer that kind.
  static constexpr int kUnansweredOfAKind = 3;
  // Time-outs over the whole check: each waits the decision time, so the check stops here.
  static constexpr int kTimeoutsInAll = 10;

  explicit FaultWatch(int decision_ms) : decision_ms_(decision_ms) {}

  // Between hands of a session, with the checked bot's result so far: true when the session
  // should end here; why() then says why, in the bot author's words.
  bool stop_now(const BotResult& bot);
  // A session ended: its time-outs count towards kTimeoutsInAll in the next ones.
  void session_over(const BotResult& bot) { earlier_timeouts_ += bot.timeouts; }
  const std::string& why() const { return why_; }

 private:
  int decision_ms_;
  int earlier_timeouts_ = 0;
  std::string why_;
};

}  // namespace arena::check
