// Answers its first act with a valid JSON object on a line of about 100 KiB, over the
// protocol's 64 KiB limit; plays correctly after that.
#include "bad_common.hpp"

namespace testbot {

int bad_long_line(int, char**) {
  return bad_bot::play("bad_long_line", [](const arena_bot::GameState& s, int acts) {
    if (acts != 1) return false;
    arena_bot::json a{{"type", "action"},
                      {"id", s.act_id},
                      {"action", s.can("check") ? "check" : "call"},
                      {"padding", std::string(100 * 1024, 'x')}};
    bad_bot::write_raw(a.dump() + "\n");
    return true;
  });
}

}  // namespace testbot
