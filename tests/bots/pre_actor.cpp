// A calling station that pre-acts (R25): at each hand's start it sends
// {"type":"advance","action":"call_any"} for the hand, a plan that stands for the whole hand; it
// answers every act with check or call, and records every line it receives in the file its first
// argument names. A second argument "old-hand" makes its requests name the hand before (ignored by
// the arena); "show" also asks to show its hand at every showdown (R27).
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

namespace testbot {

int pre_actor(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::ofstream record(argc > 1 ? argv[1] : "received.jsonl");
  const std::string mode = argc > 2 ? argv[2] : "";
  std::int64_t hand = 0;
  const auto request = [&] {
    const std::int64_t named = mode == "old-hand" ? hand - 1 : hand;
    std::cout << R"({"type":"advance","hand":)" << named << R"(,"action":"call_any"})" << '\n';
    if (mode == "show") std::cout << R"({"type":"show","hand":)" << hand << "}\n";
    std::cout.flush();
  };
  std::string line;
  while (std::getline(std::cin, line)) {
    record << line << '\n';
    record.flush();
    const auto m = nlohmann::json::parse(line, nullptr, false);
    if (!m.is_object()) continue;
    const std::string type = m.value("type", "");
    if (type == "hello") {
      std::cout << R"({"type":"ready","name":"pre_actor"})" << std::endl;
    } else if (type == "hand_start") {
      hand = m.value("hand", std::int64_t{0});
      request();
    } else if (type == "act") {
      bool can_check = false;
      for (const auto& a : m["legal"]) can_check = can_check || a == "check";
      nlohmann::json answer{
          {"type", "action"}, {"id", m["id"]}, {"action", can_check ? "check" : "call"}};
      std::cout << answer.dump() << std::endl;
    } else if (type == "bye") {
      break;
    }
  }
  return 0;
}

}  // namespace testbot
