// Records every line the arena sends it into the file its argument names (else received.jsonl
// in its working folder, which goes when the run ends), and plays as a calling station. The
// hole-card test scans that file for cards the bot must never see.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

namespace testbot {

int spy_recorder(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::ofstream record(argc > 1 ? argv[1] : "received.jsonl");
  std::string line;
  while (std::getline(std::cin, line)) {
    record << line << '\n';
    const auto m = nlohmann::json::parse(line, nullptr, false);
    if (!m.is_object()) continue;
    const std::string type = m.value("type", "");
    if (type == "hello") {
      std::cout << R"({"type":"ready","name":"spy"})" << std::endl;
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
