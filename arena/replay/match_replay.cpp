// A match re-derived hand by hand: every stack reset, the fixed blinds, deal d's cards for each
// of its rotations (run_setup.hpp: match_hand_setup, as the director deals it), then the same
// totals as the director keeps (MatchTally): chips won, hands, and each deal's bb/100 as a win-rate
// sample.
#include <algorithm>

#include "arena/replay/logged_hand.hpp"
#include "arena/replay/run_replay.hpp"
#include "arena/replay/run_setup.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/match_tally.hpp"
#include "engine/deal.hpp"

namespace arena::replay {
namespace {

const std::initializer_list<std::string_view> kMatchStandingKeys = {
    "name",       "seat",           "place",    "chips_won", "hands",          "deals",
    "bb_per_100", "standard_error", "ci95_low", "ci95_high", "all_in_adjusted"};

class MatchReplay : public RunReplay {
 public:
  MatchReplay(const RunSettings& config, const std::string& seed)
      : config_(config),
        seed_(poker::Seed::from_text(seed)),
        tally_(config.bot_count(), poker::betting_unit(config.blinds), config.rotations()),
        protections_left_(config.bots.size(), config.table.protections) {
    for (int e = 0; e < config.bot_count(); ++e) {
      seats_.push_back(e);  // a match seats its bots in entry order
      names_.push_back(config.bots[static_cast<std::size_t>(e)].name);
    }
  }

  void check_hand(const nlohmann::json& log, std::size_t line) override {
    check_hand_number(log, line, finished(), played_, "match");
    const int number = played_ + 1;
    const std::string where = "hand " + std::to_string(number) + ": ";
    const int n = config_.bot_count();
    poker::HandSetup setup = match_hand_setup(config_, seed_, number, seeded_);
    const std::vector<bool> vacation = logged_vacation_seats(log, where, n);
    for (int p = 0; p < n; ++p)
      setup.folds_before_showdown[static_cast<std::size_t>(p)] =
          vacation[static_cast<std::size_t>(p)];
    events_.clear();
    poker::Hand hand;
    hand.start(setup, &events_);
    std::vector<DecisionNote> notes;
    const std::optional<std::string> cannot_follow =
        play_logged_actions(log, hand, seats_, config_.table, protections_left_, notes);

    HandRecordInput in;
    in.hand_number = number;
    in.level = 1;
    in.setup = &setup;
    in.hand = &hand;
    in.events = events_;
    in.seat_of_player = seats_;
    in.name_of_player = names_;
    in.decisions = notes;
    in.timings = !config_.no_timings;
    check_logged_hand(log, hand_record(in), where, cannot_follow);

    std::vector<poker::Chips> net(static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p)
      net[static_cast<std::size_t>(p)] = hand.stack(p) - config_.starting_stack;
    const MatchHandPlan plan = plan_match_hand(number, n, config_.rotations());
    tally_.add_hand(net, all_in_adjusted_net(hand, events_, net),
                    plan.rotation == config_.rotations() - 1);
    played_ = number;
  }

  nlohmann::json standings_now() const override {
    std::vector<BotResult> bots;
    for (std::size_t e = 0; e < names_.size(); ++e) {
      BotResult b;
      b.name = names_[e];
      b.seat = seats_[e];
      // Whether it has a win rate depends on how it ended, as the director wrote it.
      if (const auto it = endings_.find(b.name); it != endings_.end()) b.ended = it->second;
      bots.push_back(std::move(b));
    }
    std::vector<MatchBotResult> rs = tally_.results(bots);
    std::stable_sort(rs.begin(), rs.end(), [](const MatchBotResult& a, const MatchBotResult& b) {
      return a.bot.place < b.bot.place;
    });
    nlohmann::json rows = nlohmann::json::array();
    for (const MatchBotResult& r : rs) {
      const nlohmann::json full = to_json(r);
      nlohmann::json kept = nlohmann::json::object();
      for (std::string_view key : kMatchStandingKeys)
        kept[std::string(key)] = full[std::string(key)];
      rows.push_back(std::move(kept));
    }
    return rows;
  }

  bool finished() const override { return played_ >= config_.hands; }
  void set_logged_endings(const LoggedEndings& ended) override { endings_ = ended; }
  std::initializer_list<std::string_view> standing_keys() const override {
    return kMatchStandingKeys;
  }

 private:
  const RunSettings& config_;
  poker::Seed seed_;
  poker::SeededHand seeded_;
  MatchTally tally_;
  std::vector<int> protections_left_;  // by seat = entrant (R26)
  std::vector<int> seats_;
  std::vector<std::string> names_;
  std::vector<poker::Event> events_;
  LoggedEndings endings_;  // from standings.json: how each bot ended
  int played_ = 0;
};

}  // namespace

std::unique_ptr<RunReplay> make_match_replay(const RunSettings& config, const std::string& seed) {
  return std::make_unique<MatchReplay>(config, seed);
}

}  // namespace arena::replay
