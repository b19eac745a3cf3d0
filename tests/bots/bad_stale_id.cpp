// Before every real answer, sends an answer (a fold) to an old id, which the arena must drop:
// the stale fold must never be applied.
#include "bad_common.hpp"

namespace testbot {

int bad_stale_id(int, char**) {
  std::int64_t previous = 0;
  return bad_bot::play("bad_stale_id", [&previous](const arena_bot::GameState& s, int) {
    const std::int64_t stale = previous > 0 ? previous : s.act_id + 1000;
    bad_bot::write_raw(arena_bot::action_line(stale, arena_bot::Decision::fold()) + "\n");
    previous = s.act_id;
    return false;  // then the correct answer
  });
}

}  // namespace testbot
