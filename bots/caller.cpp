// A calling station: checks when it can, else calls; never folds, never raises.
#include "arena_bot.hpp"

int main() {
  return arena_bot::run(
      [](const arena_bot::GameState& s) { return arena_bot::Decision::passive(s); }, "caller",
      "1.0");
}
