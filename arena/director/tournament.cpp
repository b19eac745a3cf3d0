#include "arena/director/tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "arena/director/run_skeleton.hpp"
#include "arena/director/table_hand.hpp"
#include "arena/protocol/messages.hpp"
#include "engine/faulted_ranking.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {
namespace {

// Each entrant's place in `standings`, by entrant.
std::vector<int> places_of(const std::vector<poker::Standing>& standings, std::size_t entrants) {
  std::vector<int> place(entrants);
  for (const poker::Standing& s : standings) place[static_cast<std::size_t>(s.entrant)] = s.place;
  return place;
}

// The points table in force: the setting's, else the default for this many entrants (R21).
std::vector<double> points_table(const poker::SitAndGo& sng) {
  const auto& points = sng.setup().points;
  return points.empty() ? poker::default_points(sng.setup().entrants) : points;
}

// A sit-and-go on the run skeleton: seats drawn from the seed, blinds rising by the schedule,
// players eliminated and placed until one holds every chip (or the hand limit, or R20).
class TournamentRun final : public RunSkeleton {
 public:
  TournamentRun(const RunSettings& config, const RunOptions& options)
      : RunSkeleton({config, "tournament", "run"}, options), config_(config), sng_(make_setup()) {
    const int n = static_cast<int>(config_.bots.size());
    seat_of_entrant_.assign(static_cast<std::size_t>(n), 0);
    const auto& seating = sng_.seating();
    for (int s = 0; s < n; ++s) seat_of_entrant_[static_cast<std::size_t>(seating[s])] = s;
  }

  RunOutcome outcome() const;

 private:
  poker::SitAndGoSetup make_setup() const { return sit_and_go_setup(config_, seed().seed); }

  BotSeating seat_bots() const override;
  void after_bots_started() override;
  bool over() const override { return sng_.finished(); }
  bool ends_before_hand() override;
  HandDone play_hand(PlayedHand& played) override;
  int hands_played() const override { return sng_.hands_played(); }
  ProgressFigures progress() const override;
  std::vector<BotResult> bye_results() const override { return results(); }
  nlohmann::json standings_table() const override;
  nlohmann::json standings_extra() const override;

  // R20: true when some bot still in the tournament is still asked to act.
  bool someone_can_act() const;
  // Ends the tournament now (R20), saying why in standings.json (and on stderr when `announce`).
  void end_early(std::string why, bool announce);
  std::vector<BotResult> results() const;
  int seat_of(int entrant) const { return seat_of_entrant_[static_cast<std::size_t>(entrant)]; }

  const RunSettings& config_;
  poker::SitAndGo sng_;
  std::vector<int> seat_of_entrant_;
  std::vector<std::vector<GameTally>> by_game_ = std::vector<std::vector<GameTally>>(
      config_.bots.size());  // by entrant: hands and net chips by game (a mix, R44)
  std::string ended_early_;  // why the tournament ended before its rules ended it (R20)
  bool none_started_ = false;
};

bool TournamentRun::someone_can_act() const {
  for (int e = 0; e < bots().size(); ++e)
    if (!sng_.eliminated(e) && bots()[e].state() == SeatState::Playing) return true;
  return false;
}

void TournamentRun::end_early(std::string why, bool announce) {
  ended_early_ = std::move(why);
  sng_.end_now();
  if (announce)
    std::fprintf(stderr, "arena: %s ended after %d hands: %s\n", config_.name.c_str(),
                 sng_.hands_played(), ended_early_.c_str());
}

BotSeating TournamentRun::seat_bots() const {
  const int n = static_cast<int>(config_.bots.size());
  BotSeating seating;
  seating.seat_of_entrant = seat_of_entrant_;
  seating.hello.mode = "tournament";
  seating.hello.schedule = config_.schedule;
  seating.hello.points =
      sng_.setup().points.empty() ? poker::default_points(n) : sng_.setup().points;
  seating.hello.hand_limit = config_.hand_limit;
  return seating;
}

void TournamentRun::after_bots_started() {
  none_started_ = !someone_can_act();
  // `arena run` says this one itself, with each bot's reason.
  if (none_started_) end_early("no bot started (every one is a no-show)", false);
}

bool TournamentRun::ends_before_hand() {
  if (someone_can_act()) return false;
  end_early(
      "no bot still in the tournament can act (each is a no-show, crashed or no longer waited "
      "for); the players are placed by their stacks",
      true);
  return true;
}

HandDone TournamentRun::play_hand(PlayedHand& played) {
  const int n = bots().size();
  for (int e = 0; e < n; ++e) sng_.set_folds_before_showdown(e, bots()[e].folds_before_showdown());
  HandDone done;
  TableHandSpec& spec = done.spec;
  spec.setup = &sng_.next_hand();
  spec.hand_number = sng_.hand_number();
  spec.level = sng_.level_index() + 1;
  spec.ante = sng_.level().ante;
  spec.ante_kind = sng_.level().ante_kind;
  spec.mixed = sng_.setup().mix.mixed();
  for (int entrant : sng_.hand_entrants()) spec.seats.push_back(&bots()[entrant]);
  play_table_hand(spec, played);
  if (spec.mixed) {  // R44: each bot's hands and chips by game
    const poker::HandSetup& setup = *spec.setup;
    for (int p = 0; p < setup.players; ++p) {
      const int e = sng_.hand_entrants()[static_cast<std::size_t>(p)];
      tally_hand(by_game_[static_cast<std::size_t>(e)], setup.dealt_game().name,
                 poker::to_string(setup.structure),
                 played.hand.stack(p) - setup.stacks[static_cast<std::size_t>(p)]);
    }
  }

  std::vector<bool> was_out(static_cast<std::size_t>(n));
  for (int e = 0; e < n; ++e) was_out[static_cast<std::size_t>(e)] = sng_.eliminated(e);
  sng_.finish_hand(played.hand);
  std::vector<protocol::Elimination> eliminated;
  for (const poker::Standing& s : sng_.standings()) {
    if (was_out[static_cast<std::size_t>(s.entrant)] || !sng_.eliminated(s.entrant)) continue;
    eliminated.push_back({seat_of(s.entrant), bots()[s.entrant].name(), s.place});
  }
  tell_hand_end(spec, played, eliminated);
  done.standings_changed = !eliminated.empty();
  return done;
}

ProgressFigures TournamentRun::progress() const {
  int left = 0;
  for (int e = 0; e < bots().size(); ++e) left += sng_.eliminated(e) ? 0 : 1;
  return {sng_.hands_played(), sng_.level_index() + 1, sng_.level(), left};
}

std::vector<BotResult> TournamentRun::results() const {
  std::vector<BotResult> out = bots().results();
  std::vector<poker::Standing> standings = sng_.standings();
  if (config_.faulted_rank_last) {
    std::vector<bool> faulted;
    for (const BotResult& r : out) faulted.push_back(is_faulted_ending(r.ended));
    const std::vector<int> before = places_of(standings, out.size());
    standings = poker::rank_faulted_last(standings, faulted, points_table(sng_));
    for (const poker::Standing& s : standings) {
      const int was = before[static_cast<std::size_t>(s.entrant)];
      if (was != s.place) out[static_cast<std::size_t>(s.entrant)].moved_from_place = was;
    }
  }
  for (const poker::Standing& s : standings) {
    BotResult& r = out[static_cast<std::size_t>(s.entrant)];
    r.place = s.place;
    r.points = s.points;
    r.chips = s.chips;
    r.hands_played = s.hands_played;
    r.by_game = by_game_[static_cast<std::size_t>(s.entrant)];
    if ((r.ended == "finished" || r.ended == "interrupted") && sng_.eliminated(s.entrant)) {
      r.ended = "eliminated";
      r.note.clear();
    }
  }
  return out;
}

nlohmann::json TournamentRun::standings_table() const {
  std::vector<BotResult> rs = results();
  std::stable_sort(rs.begin(), rs.end(),
                   [](const BotResult& a, const BotResult& b) { return a.place < b.place; });
  nlohmann::json table = nlohmann::json::array();
  for (const BotResult& r : rs) table.push_back(to_json(r));
  return table;
}

nlohmann::json TournamentRun::standings_extra() const {
  nlohmann::json extra = nlohmann::json::object();
  if (!ended_early_.empty()) extra["ended_early"] = ended_early_;
  return extra;
}

RunOutcome TournamentRun::outcome() const {
  RunOutcome outcome;
  outcome.folder = folder();
  outcome.results = results();
  outcome.hands = sng_.hands_played();
  outcome.finished = !interrupted();
  outcome.ended_early = ended_early_;
  outcome.none_started = none_started_;
  for (const int e : absent()) outcome.absent.push_back(bots()[e].result());
  outcome.seed = seed().seed.text;
  outcome.seed_hash = seed().seed.commitment();
  return outcome;
}

}  // namespace

poker::SitAndGoSetup sit_and_go_setup(const RunSettings& config, const poker::Seed& seed) {
  poker::SitAndGoSetup s;
  s.entrants = static_cast<int>(config.bots.size());
  s.starting_stack = config.starting_stack;
  s.structure = config.structure;
  s.game = &poker::game(config.game);
  s.mix = config.mix;  // R44: each hand's game from the rotation
  s.schedule = config.schedule;
  s.seed = seed;
  s.hand_limit = config.hand_limit;
  s.points = config.points;
  s.muck_losing_hands = config.table.muck_losing_hands;
  return s;
}

RunOutcome run_tournament(const RunSettings& config, const RunOptions& options) {
  TournamentRun run(config, options);
  run.play();
  return run.outcome();
}

}  // namespace arena
