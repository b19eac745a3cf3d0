#include "arena/director/tournament.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

#include "arena/director/bot_seat.hpp"
#include "arena/director/progress_line.hpp"
#include "arena/director/table_hand.hpp"
#include "arena/process/shutdown.hpp"
#include "arena/protocol/messages.hpp"
#include "arena/results/atomic_file.hpp"
#include "arena/results/hand_logs.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {
namespace {

using Clock = std::chrono::steady_clock;

protocol::TimeRules protocol_time_rules(const TimeRules& t) {
  protocol::TimeRules r;
  r.decision_ms = t.decision_ms;
  r.time_bank_ms = t.time_bank_ms;
  r.startup_ms = t.startup_ms;
  r.timeouts_in_a_row = t.timeouts_in_a_row;
  r.grace_ms = t.grace_ms;
  return r;
}

// Everything one tournament needs while it runs.
class Director {
 public:
  Director(const TournamentConfig& config, const RunOptions& options)
      : config_(config),
        options_(options),
        seed_(config.seed.empty() ? poker::Seed::random() : poker::Seed::from_text(config.seed)),
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
    s.seed = seed_;
    s.hand_limit = config_.hand_limit;
    s.points = config_.points;
    return s;
  }

  void write_config(bool reveal_seed);
  void start_bots();
  void play_hand();
  void write_standings(bool final_results);
  std::vector<BotResult> results() const;
  int seat_of(int entrant) const { return seat_of_entrant_[static_cast<std::size_t>(entrant)]; }

  const TournamentConfig& config_;
  RunOptions options_;
  poker::Seed seed_;
  poker::SitAndGo sng_;
  RunFolder folder_;
  boost::asio::io_context io_;
  std::vector<std::unique_ptr<BotSeat>> seats_;  // by entrant
  std::vector<int> seat_of_entrant_;
  HandLogs hand_logs_;
  PlayedHand played_;
  Clock::time_point last_standings_write_{};
  bool interrupted_ = false;
};

void Director::write_config(bool reveal_seed) {
  nlohmann::json j = to_json(config_);
  // Provably fair dealing: the hash is published before the first hand; a drawn seed is
  // revealed only with the final results.
  j["seed"] =
      (reveal_seed || !config_.seed.empty()) ? nlohmann::json(seed_.text) : nlohmann::json();
  j["seed_hash"] = seed_.commitment();
  write_file_atomically(folder_.config(), j.dump(2) + "\n");
}

void Director::start_bots() {
  const int n = static_cast<int>(config_.bots.size());
  seat_of_entrant_.assign(static_cast<std::size_t>(n), 0);
  const auto& seating = sng_.seating();
  for (int s = 0; s < n; ++s) seat_of_entrant_[static_cast<std::size_t>(seating[s])] = s;

  std::vector<protocol::PlayerInfo> players;
  for (int s = 0; s < n; ++s)
    players.push_back({s, config_.bots[static_cast<std::size_t>(seating[s])].name});

  for (int e = 0; e < n; ++e) {
    const BotEntry& bot = config_.bots[static_cast<std::size_t>(e)];
    auto seat = std::make_unique<BotSeat>(bot.name, seat_of(e), protocol_time_rules(config_.time));
    BotSpawnOptions spawn;
    spawn.command = bot.command;
    spawn.working_dir = folder_.bot_dir(bot.name);
    spawn.stderr_log = folder_.stderr_log(bot.name);
    spawn.stderr_cap_bytes = static_cast<std::size_t>(config_.stderr_cap_bytes);
    seat->spawn(io_, spawn);
    seats_.push_back(std::move(seat));
  }
  for (int e = 0; e < n; ++e) {
    protocol::HelloInfo hello;
    hello.tournament = config_.name;
    hello.seat = seat_of(e);
    hello.name = config_.bots[static_cast<std::size_t>(e)].name;
    hello.players = players;
    hello.structure = config_.structure;
    hello.starting_stack = config_.starting_stack;
    hello.schedule = config_.schedule;
    hello.time = protocol_time_rules(config_.time);
    hello.points = sng_.setup().points.empty() ? poker::default_points(n) : sng_.setup().points;
    hello.hand_limit = config_.hand_limit;
    seats_[static_cast<std::size_t>(e)]->send_hello(protocol::hello_message(hello));
  }
  // All bots start up side by side, against one deadline.
  const auto deadline = Clock::now() + std::chrono::milliseconds(config_.time.startup_ms);
  for (auto& seat : seats_) seat->await_ready(deadline);
}

void Director::play_hand() {
  const int n = static_cast<int>(seats_.size());
  for (int e = 0; e < n; ++e)
    sng_.set_folds_before_showdown(e, seats_[static_cast<std::size_t>(e)]->folds_before_showdown());
  TableHandSpec spec;
  spec.setup = &sng_.next_hand();
  spec.hand_number = sng_.hand_number();
  spec.level = sng_.level_index() + 1;
  spec.ante = sng_.level().ante;
  spec.ante_kind = sng_.level().ante_kind;
  for (int entrant : sng_.hand_entrants())
    spec.seats.push_back(seats_[static_cast<std::size_t>(entrant)].get());
  play_table_hand(spec, played_);

  std::vector<bool> was_out(static_cast<std::size_t>(n));
  for (int e = 0; e < n; ++e) was_out[static_cast<std::size_t>(e)] = sng_.eliminated(e);
  sng_.finish_hand(played_.hand);
  std::vector<protocol::Elimination> eliminated;
  for (const poker::Standing& s : sng_.standings()) {
    if (was_out[static_cast<std::size_t>(s.entrant)] || !sng_.eliminated(s.entrant)) continue;
    eliminated.push_back(
        {seat_of(s.entrant), seats_[static_cast<std::size_t>(s.entrant)]->name(), s.place});
  }
  tell_hand_end(spec, played_, eliminated);

  if (options_.write_hands) hand_logs_.record(played_.record_input(spec));
  const auto now = Clock::now();
  if (!eliminated.empty() || now - last_standings_write_ > std::chrono::seconds(1)) {
    write_standings(false);
    last_standings_write_ = now;
  }
}

std::vector<BotResult> Director::results() const {
  std::vector<BotResult> out;
  for (const auto& seat : seats_) out.push_back(seat->result());
  for (const poker::Standing& s : sng_.standings()) {
    BotResult& r = out[static_cast<std::size_t>(s.entrant)];
    r.place = s.place;
    r.points = s.points;
    r.chips = s.chips;
    r.hands_played = s.hands_played;
    if (r.ended == "finished" && sng_.eliminated(s.entrant)) r.ended = "eliminated";
  }
  return out;
}

void Director::write_standings(bool final_results) {
  nlohmann::json standings = nlohmann::json::array();
  std::vector<BotResult> rs = results();
  std::stable_sort(rs.begin(), rs.end(),
                   [](const BotResult& a, const BotResult& b) { return a.place < b.place; });
  for (const BotResult& r : rs) standings.push_back(to_json(r));
  nlohmann::json j{{"tournament", config_.name},
                   {"mode", "tournament"},
                   {"finished", final_results && sng_.finished()},
                   {"interrupted", interrupted_},
                   {"hands", sng_.hands_played()},
                   {"seed_hash", seed_.commitment()},
                   {"standings", std::move(standings)}};
  if (final_results || !config_.seed.empty()) j["seed"] = seed_.text;
  write_file_atomically(folder_.standings(), j.dump(2) + "\n");
}

RunOutcome Director::run() {
  write_config(false);
  std::fprintf(stderr, "arena: run %s, seed hash (BLAKE2b-256) %s\n", config_.name.c_str(),
               seed_.commitment().c_str());
  if (options_.write_hands) {
    hand_logs_ = HandLogs(folder_, {config_.name, "tournament", seed_.commitment(),
                                    static_cast<int>(config_.bots.size()),
                                    config_.time.decision_ms / 1000.0});
  }
  start_bots();
  ProgressLine progress(options_.progress);
  while (!sng_.finished()) {
    if (shutdown_requested()) {
      interrupted_ = true;
      break;
    }
    play_hand();
    progress.update(sng_.hands_played(), sng_.level_index() + 1, sng_.level(), [&] {
      int left = 0;
      for (int e = 0; e < static_cast<int>(seats_.size()); ++e) left += sng_.eliminated(e) ? 0 : 1;
      return left;
    }());
  }
  progress.done();

  std::vector<protocol::StandingLine> lines;
  const std::vector<BotResult> final_results = results();
  for (const BotResult& r : final_results) lines.push_back({r.place, r.name, r.points, r.chips});
  std::stable_sort(lines.begin(), lines.end(),
                   [](const auto& a, const auto& b) { return a.place < b.place; });
  for (std::size_t e = 0; e < seats_.size(); ++e) {
    if (interrupted_) {
      seats_[e]->kill();
    } else {
      seats_[e]->finish(
          protocol::bye_message(final_results[e].place, final_results[e].points, lines));
    }
  }
  write_standings(true);
  write_config(true);

  RunOutcome outcome;
  outcome.folder = folder_;
  outcome.results = results();
  outcome.hands = sng_.hands_played();
  outcome.finished = !interrupted_;
  outcome.seed = seed_.text;
  outcome.seed_hash = seed_.commitment();
  return outcome;
}

}  // namespace

RunOutcome run_tournament(const TournamentConfig& config, const RunOptions& options) {
  Director director(config, options);
  return director.run();
}

}  // namespace arena
