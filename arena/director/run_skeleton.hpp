#pragma once
// The life of one run, whatever its kind (a sit-and-go, a match, a league's table): the results
// folder and config.json with the seed's commitment, the seed hash announced on stderr, the
// table's CPU, the hand logs, the bots started, the hands played until the run's rules end it or
// it is stopped, standings.json at most once a second and at the end, config.json again with the
// seed revealed, bye (or a kill when stopped), and the standings once more with what the goodbyes
// measured (config.json too when the run was stopped). A kind of run derives from RunSkeleton
// and supplies only what differs, through the private hooks below.
//
// A run is an object driven by one thread from start to end, holding everything it uses (its
// own asio context, bots, logs and CPU claim), so several runs may be driven at once from
// separate threads of one process. The only process-wide things it touches are the signal
// flag (SIGINT/SIGTERM stop every run) and the registry of live bot processes the signal
// handler kills from (arena/process/child_reaper.hpp, shutdown.hpp).
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/bot_lineup.hpp"
#include "arena/director/progress_line.hpp"
#include "arena/director/run_summary.hpp"
#include "arena/director/table_hand.hpp"
#include "arena/process/table_cpu.hpp"
#include "arena/protocol/messages.hpp"
#include "arena/results/hand_logs.hpp"
#include "arena/results/live_board.hpp"
#include "arena/results/run_folder.hpp"
#include "arena/results/standings.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {

struct RunOptions {
  bool progress = false;    // a live progress line on stderr (for a terminal)
  bool write_hands = true;  // hands.jsonl (and other hand logs); off only for benchmarks
  // The seed hash announced on stderr at the start ("arena: tournament NAME, seed hash ..."); a
  // league announces its own and plays its games silently.
  bool announce = true;
  CpuChoice cpu;  // where the table and its bots run (arena/process/table_cpu.hpp)
  // A multi-table tournament's threads playing its tables' hands (R49); 1 for any other run.
  int concurrency = 1;
  // A request to end this run alone (a league ending one of its runs), seen between hands as
  // SIGINT/SIGTERM are: the run then ends as an interrupted run. No stop state: never stopped.
  std::stop_token stop;
  // Asked between hands with the run's bots: true ends the run there as an interrupted one
  // (no final results), whose bots are still told bye. `arena check` ends a session whose bot
  // repeats one fault (issue 40).
  std::function<bool(const BotLineup&)> stop_when;
  // --live: the page's board, where the run shows its hands and progress and waits while the
  // organizer pauses it (docs/LIVE.md). Null: no page. `live_table` names a league's game there
  // (its progress is the league's); empty: the run's own table or tables.
  LiveBoard* live = nullptr;
  std::string live_table;
};

// What a kind of run tells the skeleton about itself before it starts.
struct RunDescription {
  const RunSettings& settings;  // config.json's settings (their seed written only at the end)
  std::string mode;             // "tournament", "match": standings.json, hands.phhs, the log
  std::string announced_as;     // stderr's "arena: <announced_as> <name>, seed hash ..."
  // A run to go on with in its existing folder (`arena run --resume`, a multi-table tournament):
  // its config.json is kept and its hand logs appended to. Empty: a new folder.
  std::filesystem::path resume_in;
};

// Where the bots sit and what their hello says beyond what BotLineup fills in itself.
struct BotSeating {
  std::vector<int> seat_of_entrant;
  // A multi-table tournament's starting table of each entrant (0-based): each bot's pipes then
  // get an io_context of their own (BotLineup::start_at_tables). Empty: one table.
  std::vector<int> table_of_entrant;
  protocol::HelloInfo hello;  // mode, schedule, points, hand limit
};

// One hand played by the kind of run, for the skeleton to log.
struct HandDone {
  TableHandSpec spec;              // valid until the next hand
  bool standings_changed = false;  // e.g. an elimination: standings.json is written at once
  bool logged = false;  // the kind of run logged its hands itself (log_hand): a round of many
};

class RunSkeleton {
 public:
  RunSkeleton(const RunSkeleton&) = delete;
  RunSkeleton& operator=(const RunSkeleton&) = delete;
  virtual ~RunSkeleton() = default;

  // Plays the run from its results folder to its final config.json. Throws std::runtime_error
  // for problems with the results folder; bot failures never throw.
  void play();

 protected:
  explicit RunSkeleton(RunDescription description, const RunOptions& options);

  const RunSeed& seed() const { return seed_; }
  const RunFolder& folder() const { return folder_; }  // once play() has created it
  BotLineup& bots() { return bots_; }
  const BotLineup& bots() const { return bots_; }
  // Stopped by a signal or by RunOptions::stop before its rules ended it.
  bool interrupted() const { return interrupted_; }
  // Entrants that could not start and answer hello, when that stopped the run before its first
  // hand (no allow_absent): nothing was played.
  const std::vector<int>& absent() const { return absent_; }
  // Points the hand at the live page's board (when there is one), before it is played.
  void show_live(TableHandSpec& spec) const;
  // A multi-table tournament's table (1-based) broken: it leaves the live page.
  void close_live_table(int table) const;
  // Writes one finished hand to the hand logs (when the run keeps them).
  void log_hand(const TableHandSpec& spec, const PlayedHand& played);

 private:
  // Seats and hello, asked once, just before the bots start.
  virtual BotSeating seat_bots() const = 0;
  // Once the results folder exists (made, or found for a resume), before any bot starts.
  virtual void after_folder_made() {}
  // Whether `--resume` can go on with the run once it is interrupted (a multi-table tournament):
  // its seed then stays secret.
  virtual bool resumable() const { return false; }
  // Once a run its rules ended has its final standings and revealed seed, before the goodbyes.
  virtual void after_final_results() {}
  // Once every bot answered hello or was given up on.
  virtual void after_bots_started() {}
  // True once the run's rules ended it (checked before each hand and for standings.json's
  // "finished").
  virtual bool over() const = 0;
  // Asked before each hand once a stop was not requested: true ends the run now, as its rules
  // would (a tournament where nobody can act, R20).
  virtual bool ends_before_hand() { return false; }
  // Plays the next hand into `played` and settles it (stacks, eliminations, hand_end).
  virtual HandDone play_hand(PlayedHand& played) = 0;
  // After each hand is logged (a multi-table tournament: each round), `run_over` once it was the
  // last: a tournament says bye to the players it put out.
  virtual void after_hand(bool /*run_over*/) {}
  virtual int hands_played() const = 0;
  virtual ProgressFigures progress() const = 0;
  // Each bot's result for its bye (entry order: place, points, chips).
  virtual std::vector<BotResult> bye_results() const = 0;
  // standings.json's "standings" (best place first) and the kind's own fields.
  virtual nlohmann::json standings_table() const = 0;
  virtual nlohmann::json standings_extra() const { return nlohmann::json::object(); }

  bool stop_requested() const;
  void write_standings(bool final_results, FileSync sync = FileSync::ToDisk);

  using Clock = std::chrono::steady_clock;

  RunDescription description_;
  RunOptions options_;
  RunSeed seed_;
  RunFolder folder_;
  boost::asio::io_context io_;
  BotLineup bots_;                     // by entrant
  std::optional<HandLogs> hand_logs_;  // when options_.write_hands
  PlayedHand played_;                  // reused from hand to hand to keep its buffers
  Clock::time_point last_standings_write_{};
  bool interrupted_ = false;
  std::vector<int> absent_;
  Clock::time_point started_ = Clock::now();
  Clock::time_point last_live_progress_{};
};

}  // namespace arena
