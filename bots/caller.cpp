// A calling station: checks when it can, else calls; never folds, never raises; stands pat at
// every draw where that is allowed, else throws its default discards. Where the run takes advance
// requests (R25) it says so before its turns: one `call_any` a hand, and in a draw game one
// `stand_pat` (or the compulsory `discard`), which the arena applies without asking.
#include "arena_bot.hpp"

int main(int argc, char** argv) {
  if (!arena_bot::no_arguments(argc, argv)) return 2;
  return arena_bot::run(
      [](const arena_bot::GameState& s) { return arena_bot::Decision::passive(s); },
      [](const arena_bot::GameState& s) {
        std::vector<arena_bot::Advance> plan;
        // Its discard used (the hand's only one), its call_any still stands: nothing to send, so
        // no request can reach the arena after the hand is over.
        const arena_bot::json& used = s.last_advance_note;
        if (used.is_object() && used.value("hand", std::int64_t{-1}) == s.hand &&
            used.value("request", "") == "discard")
          return plan;
        plan.push_back(arena_bot::Advance::call_any());
        if (s.may_stand_pat)
          plan.push_back(arena_bot::Advance::stand_pat());
        else if (s.compulsory_discard > 0)
          plan.push_back(
              arena_bot::Advance::discard(arena_bot::default_discards_of(s, s.compulsory_discard)));
        return plan;
      },
      "caller", "1.0");
}
