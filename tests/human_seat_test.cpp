// The human seat, driven for real: the arena runs on a pseudo-terminal (its controlling
// terminal, as a person's shell would give it), the human seat program it starts talks to that
// terminal, and the test types at the prompts and reads what the person would see.
#include <doctest/doctest.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "support/arena_runner.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

namespace {

// The arena on a pseudo-terminal: everything it and its human seat write, and a keyboard.
class ArenaOnTerminal {
 public:
  explicit ArenaOnTerminal(const std::vector<std::string>& args) {
    pid_ = ::forkpty(&master_, nullptr, nullptr, nullptr);
    if (pid_ == 0) {
      if (::chdir(test_paths::source_dir().c_str()) != 0) ::_exit(126);
      const std::string arena = test_paths::bin("arena");
      std::vector<char*> argv{const_cast<char*>(arena.c_str())};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      ::execv(arena.c_str(), argv.data());
      ::_exit(127);
    }
  }
  ~ArenaOnTerminal() {
    if (pid_ > 0 && !exited_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) ::close(master_);
  }
  ArenaOnTerminal(const ArenaOnTerminal&) = delete;
  ArenaOnTerminal& operator=(const ArenaOnTerminal&) = delete;

  // Reads the screen until the arena ends (or 60 s pass), answering each prompt ("... s> ")
  // with what `answer` gives for the screen so far; returns the arena's exit status.
  int play(const std::function<std::string(const std::string&)>& answer) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    std::size_t answered_up_to = 0;
    while (std::chrono::steady_clock::now() < deadline) {
      pollfd p{master_, POLLIN, 0};
      if (::poll(&p, 1, 200) > 0) {
        char buf[4096];
        const ssize_t n = ::read(master_, buf, sizeof buf);
        if (n <= 0) {  // the terminal's other side closed: the arena is ending
          int status = 0;
          ::waitpid(pid_, &status, 0);
          exited_ = true;
          return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
        screen_.append(buf, static_cast<std::size_t>(n));
        const auto prompt = screen_.rfind(" s> ");
        if (prompt != std::string::npos && prompt + 4 == screen_.size() &&
            prompt > answered_up_to) {
          answered_up_to = prompt;
          const std::string line = answer(screen_) + "\n";
          if (!line.empty() && line != "\n") {
            [[maybe_unused]] const ssize_t w = ::write(master_, line.data(), line.size());
          }
        }
      }
      int status = 0;
      if (::waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
    }
    return -1;
  }
  const std::string& screen() const { return screen_; }

 private:
  int master_ = -1;
  pid_t pid_ = -1;
  bool exited_ = false;
  std::string screen_;
};

bool shows(const std::string& screen, const std::string& part) {
  return screen.find(part) != std::string::npos;
}

// The hands the human seat "me" played, as logged.
std::vector<nlohmann::json> my_actions(const fs::path& run) {
  std::vector<nlohmann::json> out;
  for (const auto& hand : read_jsonl(run / "hands.jsonl")) {
    int seat = -1;
    for (const auto& p : hand["players"])
      if (p["name"] == "me") seat = p["seat"];
    for (const auto& a : hand["actions"])
      if (a["seat"] == seat) out.push_back(a);
  }
  return out;
}

}  // namespace

TEST_CASE("arena play: a person plays from the keyboard; a bad entry is asked again, not folded") {
  const fs::path results = scratch_dir("human-play");
  ArenaOnTerminal arena({"play", "build/bin/caller", "--hand-limit", "2", "--seed", "keys",
                         "--stack", "1000", "--results", results.string(), "--name", "p"});
  int prompts = 0;
  const int status = arena.play([&](const std::string&) {
    ++prompts;
    if (prompts == 1) return std::string("zz");   // not an entry
    if (prompts == 2) return std::string("r 5");  // below the smallest raise
    return std::string("c");
  });
  INFO(arena.screen());
  CHECK(status == 0);
  CHECK(shows(arena.screen(), "'zz' is not one of the options"));
  CHECK(shows(arena.screen(), "a total from "));
  CHECK(shows(arena.screen(), "your cards: "));
  CHECK(shows(arena.screen(), "Over after 2 hands"));
  // Logged like anyone's: every decision of the seat is a call or a check, none forced.
  const auto actions = my_actions(results / "p");
  REQUIRE(!actions.empty());
  for (const auto& a : actions) {
    CHECK((a["action"] == "call" || a["action"] == "check"));
    CHECK_FALSE(a.contains("forced"));
  }
}

TEST_CASE("a human seat that does not answer times out as a bot does, after its own time") {
  const fs::path results = scratch_dir("human-timeout");
  ArenaOnTerminal arena({"run", "--bot", "me=human", "--bot", "caller=build/bin/caller",
                         "--hand-limit", "1", "--seed", "slow", "--human-decision-ms", "1000",
                         "--results", results.string(), "--name", "t"});
  const int status = arena.play([](const std::string&) { return std::string(); });
  INFO(arena.screen());
  CHECK(status == 0);
  CHECK(shows(arena.screen(), "time's up: the arena acts for you"));
  CHECK(shows(arena.screen(), "the arena acted for you (time)"));
  const auto actions = my_actions(results / "t");
  REQUIRE(!actions.empty());
  CHECK(actions.front()["forced"] == "timeout");
}

TEST_CASE("a human seat draws in a draw game: cards not held are asked again, p stands pat") {
  const fs::path results = scratch_dir("human-draw");
  ArenaOnTerminal arena({"play", "build/bin/caller", "--game", "2-7-single-draw", "--hand-limit",
                         "1", "--seed", "draw", "--results", results.string(), "--name", "d"});
  int discard_prompts = 0;
  const int status = arena.play([&](const std::string& screen) {
    // This prompt's own text: since the one before it.
    const auto before = screen.rfind(" s> ", screen.size() - 5);
    const bool drawing = screen.find("discard: d CARDS",
                                     before == std::string::npos ? 0 : before) != std::string::npos;
    if (!drawing) return std::string("c");
    return std::string(++discard_prompts == 1 ? "d 1x" : "p");
  });
  INFO(arena.screen());
  CHECK(status == 0);
  CHECK(discard_prompts == 2);
  CHECK(shows(arena.screen(), "1x is not one of your cards"));
  CHECK(shows(arena.screen(), "you discarded 0"));
  bool stood_pat = false;
  for (const auto& a : my_actions(results / "d"))
    if (a["action"] == "discard") stood_pat = a["cards"].empty();
  CHECK(stood_pat);
}
