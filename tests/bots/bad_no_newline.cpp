// At its first act writes half an answer with no newline, then never writes again (it keeps
// reading until the arena closes its stdin).
#include "bad_common.hpp"

namespace testbot {

int bad_no_newline(int, char**) {
  bool broken = false;
  return bad_bot::play("bad_no_newline", [&broken](const arena_bot::GameState& s, int) {
    if (!broken)
      bad_bot::write_raw("{\"type\":\"action\",\"id\":" + std::to_string(s.act_id) + ",");
    broken = true;
    return true;  // silence from now on
  });
}

}  // namespace testbot
