// The hand logs' writer thread (arena/results/hand_logs): every recorded hand reaches both files
// in order, flush() is a barrier, the destructor writes what is still queued, the recorded hand
// is copied (the caller reuses its buffers at once), a hand is written without flush() too, and
// a failed write is reported by the next call with the file's name. Real files, a real thread.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "arena/results/hand_logs.hpp"
#include "engine/deal.hpp"
#include "support/arena_command.hpp"

namespace {

// Deals hand `number` from a fixed seed and plays it by checking and calling to showdown, into
// buffers the caller reuses from hand to hand (as the directors do).
struct HandBuffers {
  arena::HandRecordData d;

  HandBuffers() {
    d.seat_of_player = {3, 5, 1};
    d.name_of_player = {"ann", "bob", "cat"};
  }

  arena::HandRecordInput play(int number) {
    poker::HandSetup& setup = d.setup;
    setup = {};
    setup.players = 3;
    setup.button = number % 3;
    setup.small_blind = 10;
    setup.big_blind = 20;
    for (int p = 0; p < 3; ++p) setup.stacks[static_cast<std::size_t>(p)] = 1000;
    const poker::Seed seed = poker::Seed::from_text("hand-logs-test");
    setup.deal = poker::deal_from_deck(
        poker::shuffled_deck(seed, static_cast<std::uint64_t>(number)), 3, setup.button);
    d.hand_number = number;
    d.events.clear();
    d.decisions.clear();
    d.hand.start(setup, &d.events);
    while (!d.hand.finished()) {
      const poker::Legal legal = d.hand.legal();
      REQUIRE(d.hand.apply({legal.check ? poker::ActionType::Check : poker::ActionType::Call, 0}) ==
              poker::ActionError::None);
      d.decisions.push_back({1.5, "", {}, 0, {}});
    }
    return d.input();
  }
};

std::vector<std::string> lines_of(const std::filesystem::path& p) {
  std::vector<std::string> out;
  std::ifstream in(p);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The hand numbers in hands.jsonl, and the PHH tables ("[N]") in hands.phhs, in file order.
std::vector<int> jsonl_hands(const arena::RunFolder& f) {
  std::vector<int> out;
  for (const auto& line : lines_of(f.hands()))
    out.push_back(nlohmann::json::parse(line)["hand"].get<int>());
  return out;
}
std::vector<int> phhs_hands(const arena::RunFolder& f) {
  std::vector<int> out;
  for (const auto& line : lines_of(f.phh()))
    if (line.size() > 2 && line.front() == '[' && line.back() == ']')
      out.push_back(std::stoi(line.substr(1, line.size() - 2)));
  return out;
}

std::vector<int> one_to(int n) {
  std::vector<int> out;
  for (int i = 1; i <= n; ++i) out.push_back(i);
  return out;
}

}  // namespace

TEST_CASE("hand logs: every recorded hand is in both files, in order, after flush()") {
  const auto dir = test_arena::scratch_dir("hand-logs-order");
  const arena::RunFolder folder = arena::RunFolder::create(dir, "run");
  HandBuffers buffers;
  {
    arena::HandLogs logs(folder, {"run", "tournament", "hash", 3, 1.0});
    // More hands than the queue holds, so record() also waits for the writer.
    const int n = static_cast<int>(arena::HandLogs::kMaxQueued) * 3;
    for (int h = 1; h <= n; ++h) logs.record(buffers.play(h));
    logs.flush();
    CHECK(jsonl_hands(folder) == one_to(n));
    CHECK(phhs_hands(folder) == one_to(n));
    // The copy is the writer's: hand 1 as logged is hand 1, though the buffers moved on.
    const nlohmann::json first = nlohmann::json::parse(lines_of(folder.hands()).front());
    CHECK(first["button"] == buffers.d.seat_of_player[1 % 3]);
    CHECK(first["actions"].size() == buffers.play(1).decisions.size());

    // Hands recorded just before the end are written by the destructor.
    for (int h = n + 1; h <= n + 10; ++h) logs.record(buffers.play(h));
  }
  CHECK(jsonl_hands(folder) == one_to(static_cast<int>(arena::HandLogs::kMaxQueued) * 3 + 10));
  CHECK(phhs_hands(folder).size() == arena::HandLogs::kMaxQueued * 3 + 10);
  std::filesystem::remove_all(dir);
}

TEST_CASE("hand logs: a write that fails is reported by the next call, naming the file") {
  const auto dir = test_arena::scratch_dir("hand-logs-full");
  const arena::RunFolder folder = arena::RunFolder::create(dir, "run");
  // A disk that is full: every write to /dev/full fails with ENOSPC.
  std::filesystem::create_symlink("/dev/full", folder.hands());
  HandBuffers buffers;
  arena::HandLogs logs(folder, {"run", "tournament", "hash", 3, 1.0});
  logs.record(buffers.play(1));
  CHECK_THROWS_WITH_AS(logs.flush(), doctest::Contains("hands.jsonl"), std::runtime_error);
  std::filesystem::remove_all(dir);
}

TEST_CASE("hand logs: a recorded hand reaches the file by itself, without flush()") {
  const auto dir = test_arena::scratch_dir("hand-logs-by-itself");
  const arena::RunFolder folder = arena::RunFolder::create(dir, "run");
  HandBuffers buffers;
  arena::HandLogs logs(folder, {"run", "tournament", "hash", 3, 1.0});
  logs.record(buffers.play(1));
  logs.record(buffers.play(2));
  // The writer wakes every kMaxDelay (10 ms) on its own; wait far longer than that before
  // calling it lost, since this machine may be busy.
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while ((!test_arena::has_complete_lines(folder.hands(), 2) || phhs_hands(folder).size() < 2) &&
         std::chrono::steady_clock::now() < give_up)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK(jsonl_hands(folder) == one_to(2));
  CHECK(phhs_hands(folder) == one_to(2));
  std::filesystem::remove_all(dir);
}
