#pragma once
// The bots of one run, sit-and-go or match: each started as its own process (its own folder
// outside the results, bot_folders.hpp; an environment built for it; under the sandbox when the
// run says so; stderr to its capped log in the results folder), greeted with hello, and waited
// for side by side against one start-up deadline; at the end all get bye at once and are waited
// for side by side for one grace period (or are killed at once when the run was interrupted).
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/bot_folders.hpp"
#include "arena/director/bot_seat.hpp"
#include "arena/director/folder_sweeper.hpp"
#include "arena/protocol/messages.hpp"
#include "arena/results/run_folder.hpp"
#include "arena/results/standings.hpp"

namespace arena {

// How one bot is started: its folder, its environment (PATH, HOME and TMPDIR in its folder,
// LANG, then its own `env`), and with the sandbox its limits and what it may see.
BotSpawnOptions spawn_options(const RunSettings& config, const BotEntry& bot,
                              const std::filesystem::path& folder,
                              const std::filesystem::path& all_bot_folders);

class BotLineup {
 public:
  // Starts every bot of `config` (entry order); entrant e sits at seat_of_entrant[e]. `hello`
  // holds what differs between runs (mode, schedule, points, hand limit); the run's name, the
  // players, structure, starting stack, time rules and each bot's own seat and name are filled
  // in here. Returns once every bot answered or the start-up time ran out (a no-show).
  void start(boost::asio::io_context& io, const RunSettings& config, const RunFolder& folder,
             std::span<const int> seat_of_entrant, protocol::HelloInfo hello);
  // The same for a multi-table tournament (R48): each bot's pipes on an io_context of its own,
  // so the tables' hands can be played from several threads, and each hello lists the players
  // at the bot's own table (`table_of_entrant`, 0-based) and names it.
  void start_at_tables(const RunSettings& config, const RunFolder& folder,
                       std::span<const int> seat_of_entrant, std::span<const int> table_of_entrant,
                       protocol::HelloInfo hello);

  // How start() and finish() tell a person what they are doing, for a large field where each
  // takes seconds: `live`, a line redrawn in place on the terminal ("starting bots: 412 of 1000
  // ready"); `summary`, one line on stderr once done ("arena: 998 bots ready in 6.2 s; 2 could
  // not start: a, b"), never one line per bot.
  void report_progress(bool live, bool summary) {
    live_progress_ = live;
    summary_ = summary;
  }

  int size() const { return static_cast<int>(seats_.size()); }
  BotSeat& operator[](int entrant) { return *seats_[static_cast<std::size_t>(entrant)]; }
  const BotSeat& operator[](int entrant) const {
    return *seats_[static_cast<std::size_t>(entrant)];
  }

  // Each bot's result as its seat recorded it (decisions, time, errors, how it ended).
  std::vector<BotResult> results() const;

  // Says bye to each entrant in `out` (a tournament's players eliminated since the last call,
  // each with its place and points from `results`, entry order) with the standings of every
  // player out so far, and ends the processes of those said bye earlier that have exited or had
  // their grace period, without waiting for any: a player out leaves while the others play on.
  void players_out_goodbyes(std::span<const int> out, const std::vector<BotResult>& results,
                            const std::vector<bool>& is_out);

  // Sends each bot not yet said bye its bye with its place and points from `final_results`
  // (entry order) and the whole standings, best place first, all before waiting for any to exit;
  // kills every bot at once instead when `interrupted`, each bot still in play noted with `why`
  // the run stopped.
  void finish(const std::vector<BotResult>& final_results, bool interrupted,
              std::string_view why = "stopped when the run was interrupted");

 private:
  // Starts the bots, bot e's pipes on io_of(e). With `table_of_entrant`, each hello names the
  // bot's table and lists the players at it; without, every player.
  void start_each(const std::function<boost::asio::io_context&(int)>& io_of,
                  std::span<const int> table_of_entrant, const RunSettings& config,
                  const RunFolder& folder, std::span<const int> seat_of_entrant,
                  protocol::HelloInfo hello);

  // The live line ("bots ready: 412 of 1000"), redrawn at most ten times a second; `last`
  // clears it.
  void draw_progress(const char* doing, int done, int of, bool last = false);

  bool live_progress_ = false;
  bool summary_ = false;
  std::chrono::steady_clock::time_point progress_drawn_{};
  std::vector<std::unique_ptr<boost::asio::io_context>> own_io_;  // by entrant, when apart
  std::unique_ptr<BotFolders> folders_;                           // removed after the bots are gone
  // The folders of players out, removed while the others play on (before folders_ goes).
  std::unique_ptr<FolderSweeper> sweeper_;
  std::vector<bool> folder_swept_;               // by entrant
  std::vector<std::unique_ptr<BotSeat>> seats_;  // by entrant
};

}  // namespace arena
