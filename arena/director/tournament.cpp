#include "arena/director/tournament.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "arena/director/bot_lineup.hpp"
#include "arena/director/progress_line.hpp"
#include "arena/director/run_summary.hpp"
#include "arena/director/table_hand.hpp"
#include "arena/process/shutdown.hpp"
#include "arena/protocol/messages.hpp"
#include "arena/results/hand_logs.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {
namespace {

using Clock = std::chrono::steady_clock;

// Everything one tournament needs while it runs.
class Director {
 public:
  Director(const TournamentConfig& config, const RunOptions& options)
      : config_(config),
        options_(options),
        seed_(RunSeed::from_setting(config.seed)),
        sng_(make_setup()),
        folder_(RunFolder::create(config.results_dir, config.name)) {}

  RunOutcome run();

 private:
  poker::SitAndGoSetup make_setup() const {
    poker::SitAndGoSetup s;
    s.entrants = static_cast<int>(config_.bots.size());
    s.starting_stack = config_.starting_stack;
    s.structure = config_.structure;
    s.schedule = config_.schedule;
    s.seed = seed_.seed;
    s.hand_limit = config_.hand_limit;
    s.points = config_.points;
    return s;
  }

  void start_bots();
  // R20: true when some bot still in the tournament is still asked to act.
  bool someone_can_act() const;
  // Ends the tournament now (R20), saying why in standings.json (and on stderr when `announce`).
  void end_early(std::string why, bool announce);
  void play_hand();
  void write_standings(bool final_results);
  std::vector<BotResult> results() const;
  int seat_of(int entrant) const { return seat_of_entrant_[static_cast<std::size_t>(entrant)]; }

  const TournamentConfig& config_;
  RunOptions options_;
  RunSeed seed_;
  poker::SitAndGo sng_;
  RunFolder folder_;
  boost::asio::io_context io_;
  BotLineup seats_;  // by entrant
  std::vector<int> seat_of_entrant_;
  std::optional<HandLogs> hand_logs_;  // when options_.write_hands
  PlayedHand played_;
  Clock::time_point last_standings_write_{};
  bool interrupted_ = false;
  std::string ended_early_;  // why the tournament ended before its rules ended it (R20)
};

bool Director::someone_can_act() const {
  for (int e = 0; e < seats_.size(); ++e)
    if (!sng_.eliminated(e) && seats_[e].state() == SeatState::Playing) return true;
  return false;
}

void Director::end_early(std::string why, bool announce) {
  ended_early_ = std::move(why);
  sng_.end_now();
  if (announce)
    std::fprintf(stderr, "arena: %s ended after %d hands: %s\n", config_.name.c_str(),
                 sng_.hands_played(), ended_early_.c_str());
}

void Director::start_bots() {
  const int n = static_cast<int>(config_.bots.size());
  seat_of_entrant_.assign(static_cast<std::size_t>(n), 0);
  const auto& seating = sng_.seating();
  for (int s = 0; s < n; ++s) seat_of_entrant_[static_cast<std::size_t>(seating[s])] = s;
  protocol::HelloInfo hello;
  hello.mode = "tournament";
  hello.schedule = config_.schedule;
  hello.points = sng_.setup().points.empty() ? poker::default_points(n) : sng_.setup().points;
  hello.hand_limit = config_.hand_limit;
  seats_.start(io_, config_, folder_, seat_of_entrant_, hello);
}

void Director::play_hand() {
  const int n = static_cast<int>(seats_.size());
  for (int e = 0; e < n; ++e) sng_.set_folds_before_showdown(e, seats_[e].folds_before_showdown());
  TableHandSpec spec;
  spec.setup = &sng_.next_hand();
  spec.hand_number = sng_.hand_number();
  spec.level = sng_.level_index() + 1;
  spec.ante = sng_.level().ante;
  spec.ante_kind = sng_.level().ante_kind;
  for (int entrant : sng_.hand_entrants()) spec.seats.push_back(&seats_[entrant]);
  play_table_hand(spec, played_);

  std::vector<bool> was_out(static_cast<std::size_t>(n));
  for (int e = 0; e < n; ++e) was_out[static_cast<std::size_t>(e)] = sng_.eliminated(e);
  sng_.finish_hand(played_.hand);
  std::vector<protocol::Elimination> eliminated;
  for (const poker::Standing& s : sng_.standings()) {
    if (was_out[static_cast<std::size_t>(s.entrant)] || !sng_.eliminated(s.entrant)) continue;
    eliminated.push_back({seat_of(s.entrant), seats_[s.entrant].name(), s.place});
  }
  tell_hand_end(spec, played_, eliminated);

  if (hand_logs_) hand_logs_->record(played_.record_input(spec));
  const auto now = Clock::now();
  if (!eliminated.empty() || now - last_standings_write_ > std::chrono::seconds(1)) {
    write_standings(false);
    last_standings_write_ = now;
  }
}

std::vector<BotResult> Director::results() const {
  std::vector<BotResult> out = seats_.results();
  for (const poker::Standing& s : sng_.standings()) {
    BotResult& r = out[static_cast<std::size_t>(s.entrant)];
    r.place = s.place;
    r.points = s.points;
    r.chips = s.chips;
    r.hands_played = s.hands_played;
    if ((r.ended == "finished" || r.ended == "interrupted") && sng_.eliminated(s.entrant)) {
      r.ended = "eliminated";
      r.note.clear();
    }
  }
  return out;
}

void Director::write_standings(bool final_results) {
  if (hand_logs_) hand_logs_->flush();  // the summary never counts a hand the logs lack
  nlohmann::json standings = nlohmann::json::array();
  std::vector<BotResult> rs = results();
  std::stable_sort(rs.begin(), rs.end(),
                   [](const BotResult& a, const BotResult& b) { return a.place < b.place; });
  for (const BotResult& r : rs) standings.push_back(to_json(r));
  const StandingsHeader header{config_.name, "tournament", final_results && sng_.finished(),
                               interrupted_, sng_.hands_played()};
  nlohmann::json extra = nlohmann::json::object();
  if (!ended_early_.empty()) extra["ended_early"] = ended_early_;
  write_run_standings(folder_, header, seed_, final_results, std::move(standings), extra);
}

RunOutcome Director::run() {
  write_run_config(folder_, to_json(config_), seed_, false);
  std::fprintf(stderr, "arena: run %s, seed hash (BLAKE2b-256) %s\n", config_.name.c_str(),
               seed_.seed.commitment().c_str());
  const TableCpu table_cpu(options_.cpu);  // before the bots start: they inherit it
  spdlog::info("tournament {}: table on {}", config_.name, table_cpu.describe());
  if (options_.write_hands) {
    hand_logs_.emplace(
        folder_,
        PhhRunInfo{config_.name, "tournament", seed_.seed.commitment(),
                   static_cast<int>(config_.bots.size()), config_.time.decision_ms / 1000.0},
        table_cpu.helper_placement());
  }
  start_bots();
  const bool none_started = !someone_can_act();
  // `arena run` says this one itself, with each bot's reason.
  if (none_started) end_early("no bot started (every one is a no-show)", false);
  ProgressLine progress(options_.progress);
  while (!sng_.finished()) {
    if (shutdown_requested()) {
      interrupted_ = true;
      break;
    }
    if (!someone_can_act()) {
      end_early(
          "no bot still in the tournament can act (each is a no-show, crashed or no "
          "longer waited for); the players are placed by their stacks",
          true);
      break;
    }
    play_hand();
    progress.update(sng_.hands_played(), sng_.level_index() + 1, sng_.level(), [&] {
      int left = 0;
      for (int e = 0; e < seats_.size(); ++e) left += sng_.eliminated(e) ? 0 : 1;
      return left;
    }());
  }
  progress.done();

  seats_.finish(results(), interrupted_);
  write_standings(true);
  write_run_config(folder_, to_json(config_), seed_, true);

  RunOutcome outcome;
  outcome.folder = folder_;
  outcome.results = results();
  outcome.hands = sng_.hands_played();
  outcome.finished = !interrupted_;
  outcome.ended_early = ended_early_;
  outcome.none_started = none_started;
  outcome.seed = seed_.seed.text;
  outcome.seed_hash = seed_.seed.commitment();
  return outcome;
}

}  // namespace

RunOutcome run_tournament(const TournamentConfig& config, const RunOptions& options) {
  Director director(config, options);
  return director.run();
}

}  // namespace arena
