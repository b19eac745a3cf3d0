// Plays any game as a calling station and answers every draw request: it discards the first
// cards of its hand, as many as (hand + round) mod (max_discard + 1), at least min_discard, so
// its draws vary from hand to hand. With `--bad` its first draw names a card it does not hold
// (R30: refused, then vacation, R34). With `--record FILE` it writes every line it is sent there.
// With `--stand-pat-ahead` it sends the advance request stand_pat at each hand's start (R25, R30).
#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace testbot {

int drawer(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  bool bad = false;
  bool stand_pat_ahead = false;
  std::ofstream record;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--bad") bad = true;
    if (arg == "--stand-pat-ahead") stand_pat_ahead = true;
    if (arg == "--record" && i + 1 < argc) record.open(argv[++i]);
  }
  std::string line;
  while (std::getline(std::cin, line)) {
    if (record.is_open()) record << line << '\n';
    const auto m = nlohmann::json::parse(line, nullptr, false);
    if (!m.is_object()) continue;
    const std::string type = m.value("type", "");
    nlohmann::json answer;
    if (type == "hello") {
      answer = {{"type", "ready"}, {"name", "drawer"}};
    } else if (type == "hand_start" && stand_pat_ahead) {
      answer = {{"type", "advance"}, {"hand", m["hand"]}, {"action", "stand_pat"}};
    } else if (type == "act") {
      bool can_check = false;
      for (const auto& a : m["legal"]) can_check = can_check || a == "check";
      answer = {{"type", "action"}, {"id", m["id"]}, {"action", can_check ? "check" : "call"}};
    } else if (type == "draw") {
      const auto& hole = m["hole"];
      const int most = m["max_discard"].get<int>();
      int count = (m["hand"].get<int>() + m["round"].get<int>()) % (most + 1);
      count = std::max(count, m["min_discard"].get<int>());
      nlohmann::json cards = nlohmann::json::array();
      for (int k = 0; k < count && k < static_cast<int>(hole.size()); ++k) cards.push_back(hole[k]);
      if (bad) {  // a real card, not in its hand
        for (const char* c : {"2c", "2d", "2h", "2s", "3c", "3d"}) {
          bool held = false;
          for (const auto& h : hole) held = held || h == c;
          if (!held) {
            cards = nlohmann::json::array({c});
            break;
          }
        }
        bad = false;
      }
      answer = {{"type", "discard"}, {"id", m["id"]}, {"cards", cards}};
    } else if (type == "bye") {
      break;
    } else {
      continue;
    }
    std::cout << answer.dump() << std::endl;
  }
  return 0;
}

}  // namespace testbot
