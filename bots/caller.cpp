// A calling station: checks when it can, else calls; never folds, never raises. Where the run
// takes advance requests (R25) it says so before its turns: one `call_any` a hand, which the
// arena applies at each of its turns without asking.
#include "arena_bot.hpp"

int main(int argc, char** argv) {
  if (!arena_bot::no_arguments(argc, argv)) return 2;
  return arena_bot::run(
      [](const arena_bot::GameState& s) { return arena_bot::Decision::passive(s); },
      [](const arena_bot::GameState&) -> std::optional<arena_bot::Advance> {
        return arena_bot::Advance::call_any();
      },
      "caller", "1.0");
}
