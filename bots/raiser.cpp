// A maniac: bets or raises the minimum whenever it may, else checks or calls.
#include "arena_bot.hpp"

int main(int argc, char** argv) {
  if (!arena_bot::no_arguments(argc, argv)) return 2;
  return arena_bot::run(
      [](const arena_bot::GameState& s) {
        return arena_bot::Decision::aggressive(s, s.min_raise_to);
      },
      "raiser", "1.0");
}
