#include "arena/director/multi_table_run.hpp"

#include <algorithm>
#include <cstdio>

#include "arena/director/multi_table_resume.hpp"
#include "arena/director/round_workers.hpp"
#include "arena/process/table_cpu.hpp"
#include "arena/results/atomic_file.hpp"
#include "arena/results/field_log.hpp"
#include "arena/results/jsonl_log.hpp"

namespace arena {
namespace {

class MultiTableRun final : public TournamentSkeleton {
 public:
  // `resume`: the state a resumed tournament goes on from (its folder: `resume_in`).
  MultiTableRun(const RunSettings& config, const RunOptions& options, std::vector<int> cpus,
                replay::MultiTableResumePoint* resume = nullptr,
                const std::filesystem::path& resume_in = {})
      : TournamentSkeleton(config, options, resume_in),
        mt_(resume != nullptr
                ? std::move(*resume->tournament)
                : poker::MultiTableTournament(multi_table_setup(config, seed().seed))),
        workers_(std::max(1, options.concurrency), std::move(cpus)),
        resume_(resume) {
    for (const BotEntry& b : config.bots) names_.push_back(b.name);
    if (resume_ != nullptr) by_game_ = resume_->by_game;
  }

 private:
  BotSeating seat_bots() const override;
  void after_folder_made() override;
  bool resumable() const override { return true; }
  void after_final_results() override;
  void after_bots_started() override;
  bool over() const override { return mt_.finished(); }
  HandDone play_hand(PlayedHand& played) override;
  int hands_played() const override { return mt_.hands_played(); }
  ProgressFigures progress() const override;
  nlohmann::json standings_extra() const override;
  poker::TournamentField& field() override { return mt_; }
  const poker::TournamentField& field() const override { return mt_; }

  // Tells each bot moved in the round just finished its new table and seat (R51, R52).
  void tell_moves();
  // tables.jsonl's record of the round just finished, if it changed the field.
  void log_field(const std::vector<poker::TableHand*>& round, bool was_bubble);

  poker::MultiTableTournament mt_;
  RoundWorkers workers_;
  std::vector<std::string> names_;
  std::vector<TableHandSpec> specs_;  // the round's, by position in it
  std::vector<PlayedHand> played_;    // likewise, reused round after round
  std::vector<int> worker_of_;        // likewise: the worker playing each
  std::optional<JsonlLog> field_log_;
  replay::MultiTableResumePoint* resume_;  // a resumed tournament's, else null
};

BotSeating MultiTableRun::seat_bots() const {
  BotSeating seating;
  for (int e = 0; e < mt_.entrants(); ++e) {
    // A resumed tournament's players out are greeted where they last sat, then wait for bye.
    const bool out = mt_.eliminated(e) && resume_ != nullptr;
    const auto i = static_cast<std::size_t>(e);
    seating.seat_of_entrant.push_back(out ? resume_->last_seat[i] : mt_.seat_of(e));
    seating.table_of_entrant.push_back(out ? resume_->last_table[i] : mt_.table_of(e));
  }
  seating.hello.mode = "tournament";
  seating.hello.schedule = config_.schedule;
  seating.hello.points = field().setup().points;
  seating.hello.hand_limit = config_.hand_limit;
  seating.hello.tables = mt_.table_count();
  return seating;
}

void MultiTableRun::after_folder_made() {
  // Kept for --resume until config.json reveals it; not in config.json, which bots may be shown.
  if (resume_ == nullptr) write_file_atomically(private_seed_file(folder().root), seed().seed.text);
  std::filesystem::permissions(
      private_seed_file(folder().root),
      std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  field_log_.emplace(folder().tables());
}

void MultiTableRun::after_final_results() {
  std::error_code ec;  // config.json reveals the seed now: nothing is left to resume
  std::filesystem::remove(private_seed_file(folder().root), ec);
}

void MultiTableRun::after_bots_started() {
  if (resume_ != nullptr)
    for (int e = 0; e < bots().size(); ++e)
      bots()[e].set_protections_left(resume_->protections_left[static_cast<std::size_t>(e)]);
  TournamentSkeleton::after_bots_started();
}

HandDone MultiTableRun::play_hand(PlayedHand& /*unused: each table has its own*/) {
  for (int e = 0; e < bots().size(); ++e)
    mt_.set_folds_before_showdown(e, bots()[e].folds_before_showdown());
  const bool was_bubble = mt_.on_bubble();
  const std::vector<poker::TableHand*>& round = mt_.next_round();
  specs_.assign(round.size(), TableHandSpec{});
  if (played_.size() < round.size()) played_.resize(round.size());
  for (std::size_t i = 0; i < round.size(); ++i) {
    const poker::TableHand& th = *round[i];
    TableHandSpec& spec = specs_[i];
    spec.setup = &th.setup;
    spec.hand_number = th.hand_number;
    spec.level = mt_.level_index() + 1;
    spec.mixed = config_.mix.mixed();
    spec.table = th.table + 1;
    for (std::size_t p = 0; p < th.entrants.size(); ++p) {
      BotSeat& bot = bots()[th.entrants[p]];
      bot.set_seat(th.seats[p]);
      spec.seats.push_back(&bot);
    }
    show_live(spec);
  }
  // R49: the tables' hands side by side; each touches only its own bots, each bot's pipes on an
  // io_context of their own. A table stays with one worker, and its bots on that worker's CPU.
  worker_of_.clear();
  for (const poker::TableHand* th : round) worker_of_.push_back(th->table % workers_.size());
  workers_.run(worker_of_, [&](std::size_t i) {
    if (const std::optional<int> cpu = workers_.cpu_of(worker_of_[i]))
      for (BotSeat* bot : specs_[i].seats) bot->pin_to(*cpu);
    play_table_hand(specs_[i], played_[i]);
  });

  std::vector<const poker::Hand*> hands;
  for (std::size_t i = 0; i < round.size(); ++i) hands.push_back(&played_[i].hand);
  mt_.finish_round(hands);
  HandDone done;
  for (std::size_t i = 0; i < round.size(); ++i) {
    const poker::TableHand& th = *round[i];
    std::vector<protocol::Elimination> eliminated;
    for (std::size_t p = 0; p < th.entrants.size(); ++p) {
      const auto e = static_cast<std::size_t>(th.entrants[p]);
      if (config_.mix.mixed())  // R44: each bot's hands and chips by game
        tally_hand(by_game_[e], th.setup.dealt_game().name, poker::to_string(th.setup.structure),
                   played_[i].hand.stack(static_cast<int>(p)) - th.setup.stacks[p]);
      if (mt_.eliminated(static_cast<int>(e)))
        eliminated.push_back({th.seats[p], names_[e], mt_.place_of(static_cast<int>(e))});
    }
    done.standings_changed = done.standings_changed || !eliminated.empty();
    tell_hand_end(specs_[i], played_[i], eliminated);
    log_hand(specs_[i], played_[i]);
  }
  tell_moves();
  for (const int table : mt_.broken()) close_live_table(table + 1);
  log_field(round, was_bubble);
  done.logged = true;
  return done;
}

void MultiTableRun::tell_moves() {
  for (const poker::TableMove& m : mt_.moves()) {
    BotSeat& bot = bots()[m.entrant];
    bot.set_seat(m.to_seat);
    const poker::TableSeats& table = mt_.table(m.to_table);
    std::vector<protocol::SeatedPlayer> players;
    for (int s = 0; s < table.size(); ++s) {
      const int e = table.entrant[static_cast<std::size_t>(s)];
      if (e >= 0) players.push_back({s, names_[static_cast<std::size_t>(e)], mt_.stack(e)});
    }
    // Seats as they stand after every move of the round: a bot moved twice hears both.
    bot.queue(
        protocol::moved_message(m.to_table + 1, m.to_seat, poker::to_string(m.reason), players)
            .dump());
  }
}

void MultiTableRun::log_field(const std::vector<poker::TableHand*>& round, bool was_bubble) {
  if (!field_log_) return;
  const nlohmann::json record = field_record(mt_, round, names_, was_bubble);
  if (record.is_null()) return;
  field_log_->append(record.dump());
  field_log_->flush();
}

ProgressFigures MultiTableRun::progress() const {
  ProgressFigures f{mt_.hands_played(), mt_.level_index() + 1, mt_.level(), mt_.players_left()};
  f.tables = mt_.tables_in_play();
  f.bubble = mt_.on_bubble();
  return f;
}

nlohmann::json MultiTableRun::standings_extra() const {
  nlohmann::json extra = TournamentSkeleton::standings_extra();
  extra["tables"] = mt_.table_count();
  extra["table_size"] = mt_.table_size();
  extra["rounds"] = mt_.rounds_played();
  extra["tables_in_play"] = mt_.finished() ? 0 : mt_.tables_in_play();
  return extra;
}

std::vector<int> worker_cpus(RunOptions& run) {
  // Played side by side, the tables get a CPU each in turn (their worker's) instead of the one
  // the director's thread would claim for a single table; `--cpu N` keeps everything on N.
  std::vector<int> cpus;
  if (run.concurrency > 1) {
    if (run.cpu.kind == CpuChoice::Kind::Auto) cpus = usable_cpus();
    if (run.cpu.kind == CpuChoice::Kind::Fixed) cpus = {run.cpu.cpu};
    if (run.cpu.kind == CpuChoice::Kind::Auto) run.cpu.kind = CpuChoice::Kind::Off;
  }
  return cpus;
}

RunOutcome played(MultiTableRun& tournament) {
  tournament.play();
  RunOutcome outcome = tournament.outcome();
  std::error_code ec;  // the seed is in config.json now
  if (outcome.finished) std::filesystem::remove(private_seed_file(outcome.folder.root), ec);
  return outcome;
}

}  // namespace

RunOutcome run_multi_table(const RunSettings& config, const RunOptions& options) {
  RunOptions run = options;
  std::vector<int> cpus = worker_cpus(run);
  MultiTableRun tournament(config, run, std::move(cpus));
  return played(tournament);
}

RunOutcome resume_multi_table(const std::filesystem::path& run_folder, const RunOptions& options) {
  ResumedRun resumed = prepare_resume(run_folder);
  // The bots start again as new processes: whatever they kept in memory is gone, and a seeded
  // bot draws its random numbers from the start again (issue 40: another winner, said nowhere).
  if (options.announce && !resumed.point.tournament->finished())
    std::fprintf(stderr,
                 "arena: warning: bots restart: a bot's memory and a seeded bot's random stream "
                 "start again, so play after the resume point can differ from an uninterrupted "
                 "run\n");
  RunOptions run = options;
  std::vector<int> cpus = worker_cpus(run);
  MultiTableRun tournament(resumed.settings, run, std::move(cpus), &resumed.point, run_folder);
  return played(tournament);
}

}  // namespace arena
