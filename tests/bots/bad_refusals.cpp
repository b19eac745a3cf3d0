// Answers its first eight acts wrongly, each in another way (more than the five errors the
// standings quote), one of them with bytes that are not UTF-8; plays correctly after that.
#include "bad_common.hpp"

namespace testbot {

int bad_refusals(int, char**) {
  return bad_bot::play("bad_refusals", [](const arena_bot::GameState& s, int acts) {
    const std::string id = std::to_string(s.act_id);
    switch (acts) {
      case 1:
        bad_bot::write_raw("not json at all\n");
        return true;
      case 2:
        bad_bot::write_raw("{\"type\":\"action\",\"id\":" + id + ",\"action\":\"dance\"}\n");
        return true;
      case 3:
        bad_bot::write_raw("\xff\xfe binary \x01\n");
        return true;
      case 4:
        bad_bot::write_raw("{\"type\":\"action\",\"id\":" + id + "}\n");
        return true;
      case 5:
        bad_bot::write_raw("[1,2,3]\n");
        return true;
      case 6:
        bad_bot::write_raw("{\"type\":\"action\",\"id\":" + id + ",\"action\":\"fold\",\"pad\":\"" +
                           std::string(400, 'x') + "\"}\n");
        return true;
      case 7:
        bad_bot::write_raw("{\"type\":\"hello\"}\n");
        return true;
      case 8:
        bad_bot::write_raw("{\"type\":\"action\",\"id\":" + id +
                           ",\"action\":\"raise\",\"amount\":-5}\n");
        return true;
      default:
        return false;
    }
  });
}

}  // namespace testbot
