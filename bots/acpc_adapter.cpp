// The ACPC adapter: a bot written for the annual computer poker competition's server (protocol
// 2.0.0, github:dmorrill10/project_acpc_server) plays in the arena unchanged. The arena starts
// this program for `--bot 'NAME=acpc:COMMAND'`; it speaks the arena's protocol on stdin/stdout,
// writes the ACPC game definition (acpc.game in its folder), listens on loopback and starts
// COMMAND (its words after this program's name) with {game}, {host} and {port} replaced. It
// answers hello with ready only once the client has connected and greeted ("VERSION:2.0.0"),
// so a client that cannot start stops the run before its first hand. Then it plays the dealer's
// part (dealer.c gameLoop): the client gets the MATCHSTATE before each action, whoever acts, and
// the final one; at its turn its answer becomes the arena's action. Texas Hold'em, no-limit and
// fixed-limit, 2 to 10 seats. ACPC has no antes and fixes the players, blinds and stacks for a
// match: antes are left out of the betting and shorten the stacks, and when the table shrinks,
// the blinds rise or the stacks change (a sit-and-go) the client is started again with the new
// game definition, as the ACPC server would start a new match. A client that dies mid-run ends
// this program with exit status 1, so the arena records the seat as crashed, saying why.
#include <signal.h>

#include <chrono>
#include <fstream>
#include <iostream>

#include "acpc_client.hpp"
#include "acpc_match_state.hpp"
#include "arena_bot.hpp"

namespace {

using acpc::Clock;
using arena_bot::json;

// Why the seat cannot play on: the adapter says it on stderr (the arena quotes its tail) and
// exits with status 1.
struct SeatLost {
  std::string why;
};

class Adapter {
 public:
  explicit Adapter(std::vector<std::string> command) : command_(std::move(command)) {}

  // One line from the arena; `arrived`: when the batch it came in arrived (the arena's clock for
  // an act starts when it writes it, and a client started again in between takes from that).
  void on_line(const std::string& line, Clock::time_point arrived) {
    arrived_ = arrived;
    const std::string type = tracker_.update_line(line);
    const json m = json::parse(line, nullptr, false);
    const arena_bot::GameState& s = tracker_.state;
    const bool limit = s.structure == "fixed-limit";
    if (type == "hello") {
      if (s.variant != "holdem" || s.structure == "pot-limit")
        throw SeatLost{"ACPC bots play Texas Hold'em, no-limit or fixed-limit; this run is " +
                       s.variant + " " + s.structure};
      // Start-up is timed by the arena from hello to ready (time.startup_ms): the client gets
      // most of it, the rest is for writing ready.
      const std::int64_t startup = s.hello.value("time", json::object()).value("startup_ms", 10000);
      startup_budget_ = std::chrono::milliseconds(
          std::max<std::int64_t>(100, startup - std::max<std::int64_t>(500, startup / 4)));
      const json levels = s.hello.value("schedule", json::object()).value("levels", json::array());
      start(acpc::Game::announced(s, levels.empty() ? json::object() : levels[0]));
      std::cout << arena_bot::ready_line("acpc", "2.0.0") << '\n' << std::flush;
    } else if (type == "hand_start") {
      hand_.begin(s);
      in_hand_ = hand_.position.count(s.my_seat) == 1;
      game_checked_ = false;
    } else if (!in_hand_) {
      return;
    } else if (type == "post" || type == "board" || type == "show") {
      hand_.on(type, m, limit);
    } else if (type == "acted") {
      send_state(false);  // the state before this action, as the dealer sends it to every player
      hand_.on(type, m, limit);
    } else if (type == "hand_end") {
      send_state(true);
      in_hand_ = false;
    } else if (type == "act") {
      const std::string state = send_state(false);
      answer(state);
    }
  }

  void end() { client_.stop(); }

 private:
  void start(const acpc::Game& game) {
    std::ofstream("acpc.game") << game.text();
    const std::string why = client_.start(command_, "acpc.game", Clock::now() + startup_budget_);
    if (!why.empty()) throw SeatLost{why};
    game_ = game;
    hand_number_ = -1;
    last_sent_.clear();
  }

  // Sends the hand's state unless the client has it already; the state.
  std::string send_state(bool final) {
    const arena_bot::GameState& s = tracker_.state;
    if (!game_checked_) {  // the blinds and antes are posted: the hand's game is known
      if (const acpc::Game game = hand_.game(s); !(game == game_)) start(game);
      ++hand_number_;
      game_checked_ = true;
    }
    if (const std::string gone = client_.exited(); !gone.empty()) throw SeatLost{client_.gone()};
    const std::string state = hand_.state(s, hand_number_, final);
    if (state != last_sent_ && !client_.send(state)) throw SeatLost{client_.gone()};
    last_sent_ = state;
    return state;
  }

  // Reads the client's answer to `state` and gives the arena its action. Lines that are
  // comments ('#', ';') or answer another state are passed over, as dealer.c does.
  void answer(const std::string& state) {
    const arena_bot::GameState& s = tracker_.state;
    const auto deadline =
        arrived_ + std::chrono::milliseconds(std::max<std::int64_t>(0, s.time_ms - 50));
    const std::string prefix = state + ":";
    while (true) {
      const auto line = client_.read_line(deadline);
      if (!line) {
        if (client_.closed()) throw SeatLost{client_.gone()};
        return;  // no answer in time: the arena acts for the bot
      }
      if (line->rfind(prefix, 0) != 0) continue;
      const auto d = acpc::decision(s, hand_, line->substr(prefix.size()));
      std::cout << arena_bot::action_line(s.act_id, d) << '\n' << std::flush;
      return;
    }
  }

  std::vector<std::string> command_;
  arena_bot::Tracker tracker_;
  acpc::Client client_;
  acpc::Game game_;
  acpc::Hand hand_;
  std::chrono::milliseconds startup_budget_{8000};
  Clock::time_point arrived_;
  int hand_number_ = -1;  // in the client's current match, from 0
  bool in_hand_ = false, game_checked_ = false;
  std::string last_sent_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: acpc_adapter PROGRAM [ARGUMENT...]  ({game}, {host}, {port} replaced)\n";
    return 2;
  }
  ::signal(SIGPIPE, SIG_IGN);        // a client gone is seen by send() and said, not a silent death
  std::ios::sync_with_stdio(false);  // stdin buffered, so in_avail() tells a batch's lines apart
  Adapter adapter(std::vector<std::string>(argv + 1, argv + argc));
  try {
    Clock::time_point arrived = Clock::now();
    for (std::string line;;) {
      const bool waited = std::cin.rdbuf()->in_avail() <= 0;  // nothing read ahead: a new batch
      if (!std::getline(std::cin, line)) break;
      if (waited) arrived = Clock::now();
      adapter.on_line(line, arrived);
    }
  } catch (const SeatLost& lost) {
    std::cerr << "acpc: " << lost.why << "\n";
    adapter.end();
    return 1;
  }
  adapter.end();
  return 0;
}
