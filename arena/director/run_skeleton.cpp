#include "arena/director/run_skeleton.hpp"

#include "arena/process/sandbox.hpp"

#include <spdlog/spdlog.h>

#include <cstdio>
#include <utility>

#include "arena/director/bot_check.hpp"
#include "arena/director/live_publish.hpp"
#include "arena/director/open_file_check.hpp"
#include "arena/director/progress_line.hpp"
#include "arena/director/seat_programs.hpp"
#include "arena/process/shutdown.hpp"

namespace arena {

RunSkeleton::RunSkeleton(RunDescription description, const RunOptions& options)
    : description_(std::move(description)),
      options_(options),
      seed_(RunSeed::from_setting(description_.settings.seed)) {}

bool RunSkeleton::stop_requested() const {
  return shutdown_requested() || options_.stop.stop_requested();
}

void RunSkeleton::play() {
  const RunSettings& common = description_.settings;
  // A sandbox that cannot work here stops the run before anything exists: never unsandboxed.
  if (common.sandbox) {
    if (const std::string problem = sandbox_problem(); !problem.empty()) {
      throw std::runtime_error("sandbox on: " + problem);
    }
  }
  // A field the open-file limit cannot hold stops here, not half-way through starting its bots
  // (a league checks its games at once, itself).
  if (options_.announce) require_open_files_for_run(common);
  // Before the folder (a CPU that cannot be had leaves nothing behind) and the bots (they
  // inherit it).
  const TableCpu table_cpu(options_.cpu);
  // Created here rather than in the constructor, so that a kind of run whose own set-up fails
  // leaves no empty run folder behind.
  const bool resuming = !description_.resume_in.empty();
  if (resuming) {
    folder_.root = description_.resume_in;
  } else {
    folder_ = RunFolder::create(common.results_dir, common.name);
    write_run_config(folder_, to_json(description_.settings), seed_, false);
  }
  after_folder_made();
  if (options_.announce) {
    std::fprintf(stderr, "arena: %s %s%s, seed hash (BLAKE2b-256) %s\n",
                 description_.announced_as.c_str(), common.name.c_str(),
                 resuming ? " (resumed)" : "", seed_.seed.commitment().c_str());
  }
  spdlog::info("{} {}: table on {}", description_.mode, common.name, table_cpu.describe());
  if (options_.write_hands) {
    hand_logs_.emplace(folder_, phh_run_info(common, description_.mode, seed_.seed.commitment()),
                       table_cpu.helper_placement());
  }
  if (options_.announce) warn_about_bot_commands(common);  // a league warns once, itself
  BotSeating seating = seat_bots();
  // A large field takes seconds to start and to end: a line on the terminal says how far, and a
  // multi-table tournament sums each up once done (never one line per bot).
  const bool live = options_.progress && !has_human_seat(common);
  bots_.report_progress(live, options_.announce && !seating.table_of_entrant.empty());
  if (seating.table_of_entrant.empty()) {
    bots_.start(io_, common, folder_, seating.seat_of_entrant, std::move(seating.hello));
  } else {
    bots_.start_at_tables(common, folder_, seating.seat_of_entrant, seating.table_of_entrant,
                          std::move(seating.hello));
  }
  // A bot that cannot start would be folded hand after hand (R24) and still be placed: unless
  // the organizer allows it, the run stops here, before any hand, saying which and why.
  if (!common.allow_absent) {
    for (int e = 0; e < bots_.size(); ++e)
      if (bots_[e].result().ended == "no-show") absent_.push_back(e);
  }
  if (!absent_.empty()) {
    bots_.finish(bye_results(), true, "stopped before the first hand: another bot could not start");
    write_standings(true);
    write_run_config(folder_, to_json(description_.settings), seed_, true);
    return;
  }
  after_bots_started();

  // A person at a human seat reads the terminal: no progress line drawn over the table.
  ProgressLine progress_line(options_.progress && !has_human_seat(common));
  bool watcher_stopped = false;  // by RunOptions::stop_when: the bots are still told bye
  std::uint64_t live_steps = options_.live != nullptr ? options_.live->steps() : 0;
  // The run's progress on the live page (a league game's table leaves that to the league).
  const bool publishes_progress = options_.live != nullptr && options_.live_table.empty();
  const auto publish_progress = [this](Clock::time_point now) {
    options_.live->set_progress(
        progress_json(progress(), std::chrono::duration<double>(now - started_).count()));
    last_live_progress_ = now;
  };
  int hands_played = 0;
  while (!over()) {
    // The organizer's pause holds the run here, between hands: no bot is waited for and no
    // clock runs, so what is played is the same (docs/LIVE.md). Held, the page's progress
    // counts every hand played, even when the pause came after the hand's last publication.
    if (options_.live != nullptr)
      options_.live->wait_before_hand(
          live_steps, [this] { return stop_requested(); },
          [&] {
            if (publishes_progress && hands_played > 0) publish_progress(Clock::now());
          });
    if (stop_requested()) {
      interrupted_ = true;
      break;
    }
    if (options_.stop_when && options_.stop_when(bots_)) {
      interrupted_ = watcher_stopped = true;
      break;
    }
    if (ends_before_hand()) break;
    const HandDone hand = play_hand(played_);
    ++hands_played;
    if (!hand.logged) log_hand(hand.spec, played_);
    after_hand(over());
    const auto now = Clock::now();
    if (hand.standings_changed || now - last_standings_write_ > std::chrono::seconds(1)) {
      write_standings(false, FileSync::Snapshot);
      last_standings_write_ = now;
    }
    if (progress_line.enabled()) {
      progress_line.update(progress());
    }
    // The page looks four times a second: ten figures a second are plenty. (While paused, the
    // wait before the next hand publishes each hand, so a pause's state is exact.)
    if (publishes_progress &&
        (now - last_live_progress_ > std::chrono::milliseconds(100) || over()))
      publish_progress(now);
  }
  progress_line.done();
  if (options_.live != nullptr) {
    if (options_.live_table.empty()) {
      options_.live->set_run_over();
    } else {  // a league's game: its table leaves the page
      options_.live->table_closed(options_.live_table);
    }
  }

  // Every hand played: the results and the seed are written before the goodbyes, which can take
  // a minute for a large field, so a run killed while waiting on them is finished and verifies.
  // After them the standings are written again with what the goodbyes measured (grace, limits).
  if (!interrupted_) {
    write_standings(true);
    write_run_config(folder_, to_json(description_.settings), seed_, true);
    after_final_results();
  }
  // A run stopped between hands by its watcher says goodbye as a whole run does: bye also
  // delivers the lines still queued for each bot (the last time-out's message, say).
  bots_.finish(bye_results(), interrupted_ && !watcher_stopped);
  // A run that `--resume` can go on with keeps its seed secret when it is interrupted.
  const bool final_results = !(interrupted_ && resumable());
  write_standings(final_results);
  // A finished run's config.json (its settings and seed) was written above and has not changed:
  // written again it would cost a league game one more fsync for the same bytes.
  if (interrupted_) write_run_config(folder_, to_json(description_.settings), seed_, final_results);
}

namespace {

// A table's name on the live page: "table", "table 3", "game 12", "game 12 table 3".
std::string live_table_name(const std::string& run_label, int table) {
  std::string name = run_label;
  if (table > 0) name += (name.empty() ? "" : " ") + std::string("table ") + std::to_string(table);
  return name.empty() ? "table" : name;
}

}  // namespace

void RunSkeleton::show_live(TableHandSpec& spec) const {
  if (options_.live == nullptr) return;
  spec.live = options_.live;
  spec.live_table = live_table_name(options_.live_table, spec.table);
}

void RunSkeleton::close_live_table(int table) const {
  if (options_.live != nullptr)
    options_.live->table_closed(live_table_name(options_.live_table, table));
}

void RunSkeleton::log_hand(const TableHandSpec& spec, const PlayedHand& played) {
  if (!hand_logs_) return;
  HandRecordInput record = played.record_input(spec);
  record.timings = !description_.settings.no_timings;
  hand_logs_->record(record);
}

void RunSkeleton::write_standings(bool final_results, FileSync sync) {
  if (hand_logs_) hand_logs_->flush();  // the summary never counts a hand the logs lack
  nlohmann::json table = standings_table();
  if (description_.settings.no_timings)
    for (nlohmann::json& bot : table) drop_timings(bot);
  StandingsHeader header;
  header.run_name = description_.settings.name;
  header.mode = description_.mode;
  header.finished = final_results && absent_.empty() && over();
  header.interrupted = interrupted_;
  header.hands = hands_played();
  for (const int e : absent_) header.absent.push_back(bots_[e].result().name);
  write_run_standings(folder_, header, seed_, final_results, std::move(table), standings_extra(),
                      sync);
}

}  // namespace arena
