#include "arena/director/match.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <optional>

#include "arena/director/bot_lineup.hpp"
#include "arena/director/progress_line.hpp"
#include "arena/director/run_summary.hpp"
#include "arena/director/table_hand.hpp"
#include "arena/process/shutdown.hpp"
#include "arena/results/hand_logs.hpp"
#include "arena/results/match_tally.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"

namespace arena {

MatchHandPlan plan_match_hand(int hand_number, int bots, int rotations) {
  MatchHandPlan plan;
  plan.deal = (hand_number - 1) / rotations + 1;
  plan.rotation = (hand_number - 1) % rotations;
  plan.button_seat = (hand_number - 1) % bots;
  return plan;
}

poker::HandSetup match_hand_setup(const MatchConfig& config, const poker::Seed& seed,
                                  int hand_number) {
  const int n = config.bots();
  const MatchHandPlan plan = plan_match_hand(hand_number, n, config.rotations());
  poker::HandSetup setup;
  setup.structure = config.common.structure;
  setup.players = n;
  setup.button = plan.button_seat;  // hand player index = seat = entrant
  for (int p = 0; p < n; ++p)
    setup.stacks[static_cast<std::size_t>(p)] = config.common.starting_stack;
  setup.small_blind = config.blinds.small_blind;
  setup.big_blind = config.blinds.big_blind;
  setup.set_antes(config.blinds.ante, config.blinds.ante_kind);
  if (config.blinds.big_blind == 0) {  // an ante-only game: its min_bet sizes the bets (R5, R8)
    setup.min_bet = config.blinds.min_bet;
    setup.small_bet = config.blinds.min_bet;
  }
  // Only the cards a hand can use are shuffled (the same ones the full shuffle gives). Dealt
  // from the button, so each position gets the same cards in every rotation of the deal.
  const int cards = std::min(2 * n + 8, poker::kDeckSize);
  setup.deal = poker::deal_from_deck(
      poker::shuffled_deck_prefix(seed, static_cast<std::uint64_t>(plan.deal), cards), n,
      setup.button);
  return setup;
}

namespace {

using Clock = std::chrono::steady_clock;

class MatchDirector {
 public:
  MatchDirector(const MatchConfig& config, const RunOptions& options)
      : config_(config),
        options_(options),
        seed_(RunSeed::from_setting(config.common.seed)),
        folder_(RunFolder::create(config.common.results_dir, config.common.name)),
        n_(config.bots()),
        tally_(n_, poker::betting_unit(config.blinds), config.rotations()) {}

  MatchOutcome run();

 private:
  void start_bots();
  void play_hand(int hand_number);
  std::vector<MatchBotResult> results() const;
  void write_standings(bool final_results);

  const MatchConfig& config_;
  RunOptions options_;
  RunSeed seed_;
  RunFolder folder_;
  const int n_;
  boost::asio::io_context io_;
  BotLineup bots_;                     // entrant e sits at seat e
  std::optional<HandLogs> hand_logs_;  // when options_.write_hands
  PlayedHand played_;
  poker::HandSetup setup_;
  MatchTally tally_;
  int hands_ = 0;
  Clock::time_point last_standings_write_{};
  bool interrupted_ = false;
};

void MatchDirector::start_bots() {
  std::vector<int> seat_of_entrant(static_cast<std::size_t>(n_));
  std::iota(seat_of_entrant.begin(), seat_of_entrant.end(), 0);
  protocol::HelloInfo hello;
  hello.mode = "match";
  hello.schedule = config_.common.schedule;  // one level: the fixed blinds
  hello.hand_limit = config_.hands;
  bots_.start(io_, config_.common, folder_, seat_of_entrant, hello);
}

void MatchDirector::play_hand(int hand_number) {
  const MatchHandPlan plan = plan_match_hand(hand_number, n_, config_.rotations());
  const poker::Level& blinds = config_.blinds;
  setup_ = match_hand_setup(config_, seed_.seed, hand_number);
  for (int p = 0; p < n_; ++p)
    setup_.folds_before_showdown[static_cast<std::size_t>(p)] = bots_[p].folds_before_showdown();

  TableHandSpec spec;
  spec.hand_number = hand_number;
  spec.level = 1;
  spec.ante = blinds.ante;
  spec.ante_kind = blinds.ante_kind;
  spec.setup = &setup_;
  for (int p = 0; p < n_; ++p) spec.seats.push_back(&bots_[p]);
  play_table_hand(spec, played_);
  tell_hand_end(spec, played_, {});

  std::vector<poker::Chips> net(static_cast<std::size_t>(n_));
  for (int p = 0; p < n_; ++p)
    net[static_cast<std::size_t>(p)] = played_.hand.stack(p) - config_.common.starting_stack;
  // A deal counts once all its rotations are played: its net is one sample of the win rate.
  tally_.add_hand(net, plan.rotation == config_.rotations() - 1);
  hands_ = hand_number;

  if (hand_logs_) hand_logs_->record(played_.record_input(spec));
  const auto now = Clock::now();
  if (now - last_standings_write_ > std::chrono::seconds(1)) {
    write_standings(false);
    last_standings_write_ = now;
  }
}

std::vector<MatchBotResult> MatchDirector::results() const {
  return tally_.results(bots_.results());
}

void MatchDirector::write_standings(bool final_results) {
  if (hand_logs_) hand_logs_->flush();  // the summary never counts a hand the logs lack
  std::vector<MatchBotResult> rs = results();
  std::stable_sort(rs.begin(), rs.end(), [](const MatchBotResult& a, const MatchBotResult& b) {
    return a.bot.place < b.bot.place;
  });
  nlohmann::json standings = nlohmann::json::array();
  for (const MatchBotResult& r : rs) standings.push_back(to_json(r));
  const StandingsHeader header{config_.common.name, "match", final_results && !interrupted_,
                               interrupted_, hands_};
  const nlohmann::json extra{
      {"hands_planned", config_.hands},           {"deals", tally_.deals()},
      {"duplicate", config_.duplicate},           {"rotations", config_.rotations()},
      {"big_blind", config_.blinds.big_blind},    {"win_rate_unit", "bb/100"},
      {"interval", "95% over deals, Student's t"}};
  write_run_standings(folder_, header, seed_, final_results, std::move(standings), extra);
}

MatchOutcome MatchDirector::run() {
  write_run_config(folder_, to_json(config_), seed_, false);
  std::fprintf(stderr, "arena: match %s, seed hash (BLAKE2b-256) %s\n", config_.common.name.c_str(),
               seed_.seed.commitment().c_str());
  const TableCpu table_cpu(options_.cpu);  // before the bots start: they inherit it
  spdlog::info("match {}: table on {}", config_.common.name, table_cpu.describe());
  if (options_.write_hands) {
    hand_logs_.emplace(folder_,
                       PhhRunInfo{config_.common.name, "match", seed_.seed.commitment(), n_,
                                  config_.common.time.decision_ms / 1000.0},
                       table_cpu.helper_placement());
  }
  start_bots();
  ProgressLine progress(options_.progress);
  for (int h = 1; h <= config_.hands; ++h) {
    if (shutdown_requested()) {
      interrupted_ = true;
      break;
    }
    play_hand(h);
    progress.update(hands_, 1, config_.blinds, n_);
  }
  progress.done();

  const std::vector<MatchBotResult> final_results = results();
  std::vector<BotResult> byes;
  for (const MatchBotResult& r : final_results) byes.push_back(r.bot);
  bots_.finish(byes, interrupted_);
  write_standings(true);
  write_run_config(folder_, to_json(config_), seed_, true);

  MatchOutcome outcome;
  outcome.folder = folder_;
  outcome.results = results();  // after bye: how each bot ended
  outcome.hands = hands_;
  outcome.deals = static_cast<int>(tally_.deals());
  outcome.finished = !interrupted_;
  outcome.seed = seed_.seed.text;
  outcome.seed_hash = seed_.seed.commitment();
  return outcome;
}

}  // namespace

MatchOutcome run_match(const MatchConfig& config, const RunOptions& options) {
  MatchDirector director(config, options);
  return director.run();
}

}  // namespace arena
