#include "arena/check/fault_watch.hpp"

namespace arena::check {

bool FaultWatch::stop_now(const BotResult& bot) {
  const std::string waited = std::to_string(decision_ms_) + " ms";
  // A time-out on a draw is counted in both; a draw answered in time in both too.
  const int draw_timeouts = bot.draw_timeouts;
  const int act_timeouts = bot.timeouts - bot.draw_timeouts;
  const int acts_answered = bot.decisions - bot.draws_answered;
  if (draw_timeouts >= kUnansweredOfAKind && bot.draws_answered == 0) {
    why_ = "your bot does not answer `draw`: none of the " + std::to_string(draw_timeouts) +
           " draw requests it was sent was answered (each waited " + waited +
           " before the arena drew for it)" +
           (acts_answered > 0 ? ", though it answered its `act` requests" : "") +
           ". A draw game asks for the discards with `draw`, answered with "
           "{\"type\":\"discard\",\"id\":...,\"cards\":[...]} (sdk/PROTOCOL.md, \"Drawing\")";
    return true;
  }
  if (act_timeouts >= kUnansweredOfAKind && acts_answered == 0) {
    why_ = "your bot does not answer `act`: none of the " + std::to_string(act_timeouts) +
           " act requests it was sent was answered within " + waited +
           ". Answer each with {\"type\":\"action\",\"id\":...,\"action\":...} on one line, "
           "flushed (sdk/PROTOCOL.md, \"Your answer to `act`\")";
    return true;
  }
  const int timeouts = earlier_timeouts_ + bot.timeouts;
  if (timeouts >= kTimeoutsInAll) {
    why_ = std::to_string(timeouts) + " time-outs in all, each waiting up to " + waited +
           ": the check stops here rather than take minutes; fix them first (the first ones are "
           "listed below)";
    return true;
  }
  return false;
}

}  // namespace arena::check
