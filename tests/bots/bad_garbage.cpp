// Answers its first act with a line that is not JSON; plays correctly after that.
#include "bad_common.hpp"

namespace testbot {

int bad_garbage(int, char**) {
  return bad_bot::play("bad_garbage", [](const arena_bot::GameState&, int acts) {
    if (acts != 1) return false;
    bad_bot::write_raw("this is not json, I fold maybe?\n");
    return true;
  });
}

}  // namespace testbot
