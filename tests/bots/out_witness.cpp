// Sees whether a tournament's players out have left while it goes on (issue 40: a bot is ended
// when it is out, not when the whole field is). `out_witness DIR fold|call`: once greeted it
// writes its pid into DIR/<its name>.pid; `fold` folds whenever it may (blinded out: the first
// out), `call` checks or calls. At each of its turns, for every player the hand_end lines said
// was eliminated, it waits until that player's process (pid from DIR) has exited, then writes
// "gone: NAME at hand N" to stderr; a process still running after 20 s is written
// "still running: NAME at hand N" instead, and not waited for again. The test's time limits are
// far above 20 s, so the arena waits for the answer while the witness looks.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <fstream>
#include <map>
#include <string>
#include <thread>

#include "bad_common.hpp"

namespace testbot {
namespace {

// Exited: no such process, or a zombie that only its parent (the arena) has yet to collect.
bool exited(pid_t pid) {
  if (::kill(pid, 0) == -1) return errno == ESRCH;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  const std::size_t paren = text.rfind(')');
  return paren != std::string::npos && paren + 2 < text.size() && text[paren + 2] == 'Z';
}

pid_t pid_of(const std::string& dir, const std::string& name) {
  std::ifstream in(dir + "/" + name + ".pid");
  long pid = 0;
  in >> pid;
  return static_cast<pid_t>(pid);
}

}  // namespace

int out_witness(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: testbot_out_witness DIR fold|call\n");
    return 2;
  }
  const std::string dir = argv[1];
  const bool folds = std::string(argv[2]) == "fold";
  arena_bot::Tracker tracker;
  std::map<std::string, bool> out;  // eliminated players: whether it is settled (seen or given up)
  std::string line;
  while (std::getline(std::cin, line)) {
    auto m = arena_bot::json::parse(line, nullptr, false);
    if (m.is_discarded()) continue;
    const std::string type = tracker.update(m);
    if (type == "hello") {
      const std::string name = m.value("name", "");
      std::ofstream(dir + "/" + name + ".pid") << ::getpid() << '\n';
      bad_bot::write_raw(arena_bot::ready_line("out_witness", "1") + "\n");
    } else if (type == "hand_end" && m.contains("eliminated")) {
      for (const auto& e : m["eliminated"]) out.emplace(e.value("name", ""), false);
    } else if (type == "act") {
      const arena_bot::GameState& s = tracker.state;
      for (auto& [name, settled] : out) {
        if (settled) continue;
        settled = true;
        const pid_t pid = pid_of(dir, name);
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (pid > 0 && !exited(pid) && std::chrono::steady_clock::now() < give_up)
          std::this_thread::sleep_for(std::chrono::milliseconds(10));
        std::fprintf(stderr, "%s: %s at hand %lld\n",
                     pid > 0 && exited(pid) ? "gone" : "still running", name.c_str(),
                     static_cast<long long>(s.hand));
      }
      const bool fold = folds && s.can("fold");
      bad_bot::answer(s, fold ? arena_bot::Decision::fold() : arena_bot::Decision::passive(s));
    }
  }
  return 0;
}

}  // namespace testbot
