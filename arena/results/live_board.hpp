#pragma once
// What a run in play shows its live page (arena/live/, docs/LIVE.md): each table's hand as it is
// played, the progress line's figures, and the organizer's pause. The run's threads publish into
// it without ever waiting on a reader: a publish is a short copy under a lock the readers only
// hold to copy out, and the server's own thread turns the copies into what it serves.
//
// The board holds the organizer's view (every event as the engine made it, hole cards included)
// and never leaves the process: spectator_tables() is all a reader gets of a hand in play.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <vector>

#include "engine/hand.hpp"

namespace arena {

// The organizer's pause (with the token): after the hands in play, one more hand per table, on.
enum class LiveControl { Pause, Step, Resume };

// A hand's public facts at its start, pointing into the table's own buffers: the board copies
// them as they are (a few numbers and names) and makes them JSON on a reader's thread.
struct LiveHandStart {
  int hand = 0;
  int level = 1;
  int table = 0;                            // a multi-table run's, 1-based; 0: none
  const poker::HandSetup* setup = nullptr;  // game, structure, button, blinds, stacks
  std::span<const int> seat_of_player;      // table seat of each hand player index
  std::span<const std::string> name_of_player;
};

class LiveBoard {
 public:
  // A table's hand begins. `table` names it on the page ("table 3", "game 12").
  void hand_started(const std::string& table, const LiveHandStart& start);
  // The hand's events so far: those not yet on the board are copied (a few small structs).
  void hand_events(const std::string& table, std::span<const poker::Event> events);
  // The hand is over: each hand player's stack after it.
  void hand_finished(const std::string& table, std::span<const poker::Chips> stacks);
  // A league's game over: its table leaves the page.
  void table_closed(const std::string& table);
  // The progress line's figures (progress_json), and whether the run is over.
  void set_progress(nlohmann::json progress);
  void set_run_over();

  // Between hands, on the run's thread: at once unless paused. While paused, until a step lets
  // one more hand through (counted in `step_seen`, which starts at steps()), a resume, or
  // `stop()` (asked every 100 ms). `before_held` runs once it is to wait, before it counts as
  // held: what a state showing the run held must already show (its progress) is published there.
  void wait_before_hand(std::uint64_t& step_seen, const std::function<bool()>& stop,
                        const std::function<void()>& before_held = {});
  std::uint64_t steps() const;
  void control(LiveControl what);
  bool paused() const { return paused_.load(std::memory_order_relaxed); }
  // Runs held at the pause now (the hands they had in play over).
  int held() const;

  // For readers: changes with every publish, so a reader rebuilds only when it moved.
  std::uint64_t version() const { return version_.load(std::memory_order_acquire); }
  // Each table's hand as a spectator sees it (spectator_view.hpp): {"table", "hand": record}.
  nlohmann::json spectator_tables() const;
  nlohmann::json progress() const;
  bool run_over() const;

 private:
  struct TableHand {
    int hand = 0, level = 1, table = 0;
    const poker::GameDef* game = &poker::holdem_game();  // never null
    poker::Structure structure = poker::Structure::NoLimit;
    int button = 0;  // hand player index
    poker::Chips small_blind = 0, big_blind = 0;
    std::vector<int> seat_of_player;
    std::vector<std::string> name_of_player;
    std::vector<poker::Chips> start_stacks, end_stacks;  // by hand player index
    std::vector<poker::Event> events;
    bool finished = false;
  };
  static nlohmann::json spectator_hand(const TableHand& hand);
  void published() { version_.fetch_add(1, std::memory_order_release); }

  mutable std::mutex mutex_;
  std::map<std::string, TableHand> tables_;
  nlohmann::json progress_ = nlohmann::json::object();
  bool run_over_ = false;
  std::atomic<std::uint64_t> version_{1};

  std::atomic<bool> paused_{false};
  mutable std::mutex gate_mutex_;
  std::condition_variable gate_;
  std::uint64_t steps_ = 0;  // under gate_mutex_
  int held_ = 0;             // under gate_mutex_
};

}  // namespace arena
