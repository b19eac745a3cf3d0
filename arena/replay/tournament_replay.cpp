// A sit-and-go re-derived hand by hand (R18-R21): the engine deals each hand from the seed, the
// logged decisions are followed through it, and each hands.jsonl record is compared with the
// record the replay gives; the standings are the engine's, as the director writes them.
#include <string>
#include <vector>

#include "arena/replay/logged_hand.hpp"
#include "arena/replay/run_replay.hpp"
#include "arena/replay/run_setup.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/standings.hpp"
#include "engine/faulted_ranking.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena::replay {
namespace {

// A variable, so the list's array lives as long as the program (a braced list returned from a
// function would not outlive the return).
const std::initializer_list<std::string_view> kTournamentStandingKeys = {
    "name", "seat", "place", "points", "chips", "hands_played"};

// Replays a tournament hand by hand from the seed, driven by the logged actions.
class TournamentReplay : public RunReplay {
 public:
  TournamentReplay(const RunSettings& config, const std::string& seed)
      : config_(config),
        sng_(sit_and_go_setup(config, poker::Seed::from_text(seed))),
        protections_left_(config.bots.size(), config.table.protections) {}

  void check_hand(const nlohmann::json& log, std::size_t line) override;
  nlohmann::json standings_now() const override;
  bool finished() const override { return sng_.finished(); }
  void end_now() override { sng_.end_now(); }
  void set_logged_endings(const LoggedEndings& ended) override {
    faulted_ = faulted_entrants(config_, ended);
  }
  std::initializer_list<std::string_view> standing_keys() const override {
    return kTournamentStandingKeys;
  }
  bool ended_by_hand_limit() const override {
    return config_.hand_limit > 0 && sng_.finished() && sng_.hands_played() >= config_.hand_limit;
  }

 private:
  const RunSettings& config_;
  poker::SitAndGo sng_;
  std::vector<int> protections_left_;  // by entrant (R26)
  std::vector<bool> faulted_;          // by entrant, from standings.json (R35)
  std::vector<poker::Event> events_;
};

void TournamentReplay::check_hand(const nlohmann::json& log, std::size_t line) {
  const int expected = static_cast<int>(line) + 1;
  check_hand_number(log, line, sng_.finished(), sng_.hands_played(), "tournament");
  const std::string where = "hand " + std::to_string(expected) + ": ";

  const int n = static_cast<int>(config_.bots.size());
  const std::vector<bool> vacation = logged_vacation_seats(log, where, n);
  for (int seat = 0; seat < n; ++seat)
    sng_.set_folds_before_showdown(sng_.seating()[seat], vacation[static_cast<std::size_t>(seat)]);
  const poker::HandSetup& setup = sng_.next_hand();
  events_.clear();
  poker::Hand hand;
  hand.start(setup, &events_);
  std::vector<int> seats;
  std::vector<std::string> names;
  for (int e : sng_.hand_entrants()) {
    seats.push_back(sng_.seat_of(e));
    names.push_back(config_.bots[static_cast<std::size_t>(e)].name);
  }
  std::vector<DecisionNote> notes;
  std::vector<int> protections;  // of each hand player, from the run's count of its entrant
  for (int e : sng_.hand_entrants())
    protections.push_back(protections_left_[static_cast<std::size_t>(e)]);
  const std::optional<std::string> cannot_follow =
      play_logged_actions(log, hand, seats, config_.table, protections, notes);
  for (std::size_t p = 0; p < protections.size(); ++p)
    protections_left_[static_cast<std::size_t>(sng_.hand_entrants()[p])] = protections[p];

  HandRecordInput in;
  in.hand_number = expected;
  in.level = sng_.level_index() + 1;
  in.setup = &setup;
  in.hand = &hand;
  in.events = events_;
  in.seat_of_player = seats;
  in.name_of_player = names;
  in.decisions = notes;
  in.timings = !config_.no_timings;
  in.mixed = config_.mix.mixed();
  check_logged_hand(log, hand_record(in), where, cannot_follow);
  sng_.finish_hand(hand);
}

nlohmann::json TournamentReplay::standings_now() const {
  nlohmann::json out = nlohmann::json::array();
  std::vector<poker::Standing> standings = sng_.standings();
  if (config_.faulted_rank_last) {
    const auto& points = sng_.setup().points;
    standings = poker::rank_faulted_last(
        standings, faulted_,
        points.empty() ? poker::default_points(sng_.setup().entrants) : points);
  }
  for (const poker::Standing& s : standings) {
    out.push_back({{"place", s.place},
                   {"name", config_.bots[static_cast<std::size_t>(s.entrant)].name},
                   {"seat", sng_.seat_of(s.entrant)},
                   {"points", s.points},
                   {"chips", s.chips},
                   {"hands_played", s.hands_played}});
  }
  return out;
}

}  // namespace

std::vector<bool> faulted_entrants(const RunSettings& config, const LoggedEndings& ended) {
  std::vector<bool> faulted(config.bots.size(), false);
  for (std::size_t e = 0; e < config.bots.size(); ++e) {
    const auto it = ended.find(config.bots[e].name);
    faulted[e] = it != ended.end() && is_faulted_ending(it->second);
  }
  return faulted;
}

std::unique_ptr<RunReplay> make_tournament_replay(const RunSettings& config,
                                                  const std::string& seed) {
  return std::make_unique<TournamentReplay>(config, seed);
}

}  // namespace arena::replay
