#include "arena/director/match.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <numeric>

#include "arena/director/run_skeleton.hpp"
#include "arena/director/table_hand.hpp"
#include "arena/results/match_tally.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"

namespace arena {

namespace {

// A match on the run skeleton: entrant e at seat e, every stack reset before each hand, the
// button one seat further every hand, until the planned hands are played.
class MatchRun final : public RunSkeleton {
 public:
  MatchRun(const RunSettings& config, const RunOptions& options)
      : RunSkeleton({config, "match", "match", {}}, options),
        config_(config),
        n_(config.bot_count()),
        tally_(n_, poker::betting_unit(config.blinds), config.rotations()) {}

  MatchOutcome outcome() const;

 private:
  BotSeating seat_bots() const override;
  bool over() const override { return hands_ >= config_.hands; }
  HandDone play_hand(PlayedHand& played) override;
  int hands_played() const override { return hands_; }
  ProgressFigures progress() const override {
    return {hands_, 1, config_.blinds, n_, config_.hands};
  }
  std::vector<BotResult> bye_results() const override;
  nlohmann::json standings_table() const override;
  nlohmann::json standings_extra() const override;

  std::vector<MatchBotResult> results() const { return tally_.results(bots().results()); }

  const RunSettings& config_;
  const int n_;
  poker::HandSetup setup_;
  poker::SeededHand seeded_;
  MatchTally tally_;
  int hands_ = 0;
};

BotSeating MatchRun::seat_bots() const {
  BotSeating seating;
  seating.seat_of_entrant.resize(static_cast<std::size_t>(n_));
  std::iota(seating.seat_of_entrant.begin(), seating.seat_of_entrant.end(), 0);
  seating.hello.mode = "match";
  seating.hello.schedule = config_.schedule;  // one level: the fixed blinds
  seating.hello.hand_limit = config_.hands;
  return seating;
}

HandDone MatchRun::play_hand(PlayedHand& played) {
  const int hand_number = hands_ + 1;
  const MatchHandPlan plan = plan_match_hand(hand_number, n_, config_.rotations());
  setup_ = match_hand_setup(config_, seed().seed, hand_number, seeded_);
  for (int p = 0; p < n_; ++p)
    setup_.folds_before_showdown[static_cast<std::size_t>(p)] = bots()[p].folds_before_showdown();

  HandDone done;
  TableHandSpec& spec = done.spec;
  spec.hand_number = hand_number;
  spec.level = 1;
  spec.setup = &setup_;
  for (int p = 0; p < n_; ++p) spec.seats.push_back(&bots()[p]);
  show_live(spec);
  play_table_hand(spec, played);
  tell_hand_end(spec, played, {});

  std::vector<poker::Chips> net(static_cast<std::size_t>(n_));
  for (int p = 0; p < n_; ++p)
    net[static_cast<std::size_t>(p)] = played.hand.stack(p) - config_.starting_stack;
  // A deal counts once all its rotations are played: its net is one sample of the win rate.
  tally_.add_hand(net, all_in_adjusted_net(played.hand, played.events, net),
                  plan.rotation == config_.rotations() - 1);
  hands_ = hand_number;
  return done;
}

std::vector<BotResult> MatchRun::bye_results() const {
  std::vector<BotResult> byes;
  for (const MatchBotResult& r : results()) byes.push_back(r.bot);
  return byes;
}

nlohmann::json MatchRun::standings_table() const {
  std::vector<MatchBotResult> rs = results();
  std::stable_sort(rs.begin(), rs.end(), [](const MatchBotResult& a, const MatchBotResult& b) {
    return a.bot.place < b.bot.place;
  });
  nlohmann::json table = nlohmann::json::array();
  for (const MatchBotResult& r : rs) table.push_back(to_json(r));
  return table;
}

nlohmann::json MatchRun::standings_extra() const {
  return {{"hands_planned", config_.hands},           {"deals", tally_.deals()},
          {"duplicate", config_.duplicate},           {"rotations", config_.rotations()},
          {"big_blind", config_.blinds.big_blind},    {"win_rate_unit", "bb/100"},
          {"interval", "95% over deals, Student's t"}};
}

MatchOutcome MatchRun::outcome() const {
  MatchOutcome outcome;
  outcome.folder = folder();
  outcome.results = results();  // after bye: how each bot ended
  outcome.hands = hands_;
  outcome.deals = static_cast<int>(tally_.deals());
  outcome.finished = !interrupted();
  outcome.seed = seed().seed.text;
  outcome.seed_hash = seed().seed.commitment();
  for (const int e : absent()) outcome.absent.push_back(bots()[e].result());
  outcome.none_started = std::all_of(outcome.results.begin(), outcome.results.end(),
                                     [](const auto& r) { return r.bot.ended == "no-show"; });
  return outcome;
}

}  // namespace

MatchOutcome run_match(const RunSettings& config, const RunOptions& options) {
  MatchRun run(config, options);
  run.play();
  return run.outcome();
}

}  // namespace arena
