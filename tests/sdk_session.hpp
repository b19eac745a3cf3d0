#pragma once
// Test support for the SDK tests: a bot as a real child process over posix pipes, and a small
// table that plays real engine hands against such bots with the protocol's own line writers
// and parsers (a stripped-down director: no time rules, no vacation, no advance requests).
#include <doctest/doctest.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "arena/protocol/messages.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"

namespace sdk_test {

using arena::protocol::Chips;
using arena::protocol::Json;

// One bot process: stdin and stdout are pipes, stderr goes to /dev/null.
class ChildBot {
 public:
  explicit ChildBot(std::vector<std::string> argv) {
    int to_child[2];
    int from_child[2];
    REQUIRE(pipe2(to_child, O_CLOEXEC) == 0);
    REQUIRE(pipe2(from_child, O_CLOEXEC) == 0);
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      dup2(to_child[0], 0);
      dup2(from_child[1], 1);
      const int null = open("/dev/null", O_WRONLY);
      if (null >= 0) dup2(null, 2);
      std::vector<char*> args;
      for (auto& a : argv) args.push_back(a.data());
      args.push_back(nullptr);
      execvp(args[0], args.data());
      _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    in_ = to_child[1];
    out_ = from_child[0];
    signal(SIGPIPE, SIG_IGN);
  }
  ChildBot(const ChildBot&) = delete;
  ChildBot& operator=(const ChildBot&) = delete;
  ~ChildBot() {
    close_stdin();
    if (out_ >= 0) close(out_);
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }

  bool send_raw(const std::string& line) {
    std::size_t done = 0;
    while (done < line.size()) {
      const ssize_t n = write(in_, line.data() + done, line.size() - done);
      if (n <= 0) return false;
      done += static_cast<std::size_t>(n);
    }
    return true;
  }
  bool send(const Json& message) { return send_raw(arena::protocol::to_line(message)); }

  // The next line (without '\n'), or nothing on end of file or after `timeout_ms`.
  std::optional<std::string> read_line(int timeout_ms = 5000) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
      if (auto nl = buffer_.find('\n'); nl != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        return line;
      }
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                            deadline - std::chrono::steady_clock::now())
                            .count();
      if (left <= 0) return std::nullopt;
      pollfd p{out_, POLLIN, 0};
      if (poll(&p, 1, static_cast<int>(left)) <= 0) continue;
      char chunk[4096];
      const ssize_t n = read(out_, chunk, sizeof chunk);
      if (n <= 0) return std::nullopt;
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  void close_stdin() {
    if (in_ >= 0) close(in_);
    in_ = -1;
  }

  // Waits for the process to exit; its exit code, or -1 if it did not exit in time.
  int wait_exit(int timeout_ms = 5000) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (std::chrono::steady_clock::now() < deadline) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
      usleep(2000);  // test-only polling for the exit; the arena itself never sleeps
    }
    return -1;
  }

 private:
  pid_t pid_ = -1;
  int in_ = -1;
  int out_ = -1;
  bool exited_ = false;
  std::string buffer_;
};

// What a table run saw: answers by kind, and every message each seat was sent.
struct TableReport {
  int answers = 0;
  int ok = 0;
  int hands = 0;
  std::vector<std::string> problems;    // every answer that was not Ok, with the line
  std::vector<std::vector<Json>> sent;  // by seat
  std::vector<Chips> net;               // chips won (+) or lost (-) over all hands, by seat
};

// Plays `hands` hands of no-limit hold'em, 1000 chips each (stacks reset every hand, as in a
// match), between the given bots seated 0..N-1, with real engine hands and the protocol's
// builders and parsers. Every answer must be Ok and echo its id.
inline TableReport play_table(std::vector<std::unique_ptr<ChildBot>>& bots, int hands,
                              const std::string& seed_text = "sdk-test") {
  using namespace arena::protocol;
  TableReport report;
  const int n = static_cast<int>(bots.size());
  report.sent.resize(static_cast<std::size_t>(n));
  report.net.assign(static_cast<std::size_t>(n), 0);
  auto send = [&](int seat, const Json& m) {
    report.sent[static_cast<std::size_t>(seat)].push_back(m);
    bots[static_cast<std::size_t>(seat)]->send(m);
  };
  // A production line (ending in '\n'), kept in `sent` as Json.
  auto send_line = [&](int seat, const std::string& line) {
    report.sent[static_cast<std::size_t>(seat)].push_back(Json::parse(line));
    bots[static_cast<std::size_t>(seat)]->send_raw(line);
  };

  HelloInfo hello;
  hello.mode = "match";
  hello.tournament = "sdk-test";
  hello.starting_stack = 1000;
  hello.schedule.name = "fixed";
  hello.schedule.levels = {{10, 20, 0, poker::AnteKind::None, 1}};
  hello.table.advance_actions = false;  // every decision is an act answered
  for (int s = 0; s < n; ++s) hello.players.push_back({s, "bot" + std::to_string(s)});
  for (int s = 0; s < n; ++s) {
    hello.seat = s;
    hello.name = "bot" + std::to_string(s);
    send(s, hello_message(hello));
    auto line = bots[static_cast<std::size_t>(s)]->read_line();
    REQUIRE_MESSAGE(line.has_value(), "seat " << s << " did not answer hello");
    const auto ready = parse_ready(*line);
    CHECK_MESSAGE(ready.ok, "seat " << s << ": " << ready.error << " in " << *line);
  }

  const auto seed = poker::Seed::from_text(seed_text);
  std::int64_t next_id = 1;
  for (int h = 1; h <= hands; ++h) {
    poker::HandSetup setup;
    setup.players = n;
    setup.button = (h - 1) % n;
    for (int p = 0; p < n; ++p) setup.stacks[static_cast<std::size_t>(p)] = 1000;
    setup.small_blind = 10;
    setup.big_blind = 20;
    setup.deal = poker::deal_from_deck(poker::shuffled_deck(seed, static_cast<std::uint64_t>(h)), n,
                                       setup.button);
    HandStartInfo start;
    start.hand = h;
    start.small_blind = 10;
    start.big_blind = 20;
    start.button = setup.button;
    start.small_blind_seat = setup.small_blind_player();
    start.big_blind_seat = setup.big_blind_player();
    for (int p = 0; p < n; ++p) start.seats.push_back({p, "bot" + std::to_string(p), 1000});
    const HandStartLines hand_start(start);
    std::string line;
    for (int s = 0; s < n; ++s) {
      hand_start.line_for(s, setup.dealt_hole(s), line);
      send_line(s, line);
    }

    HandNarrator narrator(
        h,
        [&] {
          std::vector<int> seats;
          for (int p = 0; p < n; ++p) seats.push_back(p);
          return seats;
        }(),
        std::vector<Chips>(static_cast<std::size_t>(n), 1000));
    std::vector<poker::Event> events;
    std::size_t told = 0;
    auto tell = [&] {
      for (; told < events.size(); ++told) {
        const HandNarrator::Line m = narrator.narrate_line(events[told], line);
        for (int s = 0; s < n; ++s)
          if (m.message && (m.only_seat < 0 || m.only_seat == s)) send_line(s, line);
      }
    };
    poker::Hand hand;
    hand.start(setup, &events);
    tell();
    while (!hand.finished()) {
      const int actor = hand.actor();
      const ActRequest req = make_act_request(hand, next_id++, h, 1000);
      write_act_line(req, line);
      send_line(actor, line);
      auto answer_line = bots[static_cast<std::size_t>(actor)]->read_line();
      REQUIRE_MESSAGE(answer_line.has_value(),
                      "seat " << actor << " did not answer act " << req.id);
      const auto answer = parse_action(*answer_line, req);
      ++report.answers;
      poker::Action action;
      if (answer.kind == ParseKind::Ok) {
        ++report.ok;
        action = answer.action;
      } else {
        report.problems.push_back(std::string(to_string(answer.kind)) + ": " + answer.error +
                                  " in " + *answer_line);
        action.type = req.legal.check ? poker::ActionType::Check : poker::ActionType::Fold;
      }
      REQUIRE(hand.apply(action) == poker::ActionError::None);
      tell();
    }
    std::vector<SeatChips> stacks;
    for (int p = 0; p < n; ++p) {
      stacks.push_back({p, hand.stack(p)});
      report.net[static_cast<std::size_t>(p)] += hand.stack(p) - 1000;
    }
    write_hand_end_line(h, stacks, {}, line);
    for (int s = 0; s < n; ++s) send_line(s, line);
    ++report.hands;
  }
  for (int s = 0; s < n; ++s) send(s, bye_message(s + 1, n - s - 1, {}));
  return report;
}

}  // namespace sdk_test
