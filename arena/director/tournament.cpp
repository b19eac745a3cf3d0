#include "arena/director/tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "arena/director/run_skeleton.hpp"
#include "arena/director/table_hand.hpp"
#include "arena/protocol/messages.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {
namespace {

// A sit-and-go on the run skeleton: seats drawn from the seed, blinds rising by the schedule,
// players eliminated and placed until one holds every chip (or the hand limit, or R20).
class TournamentRun final : public TournamentSkeleton {
 public:
  TournamentRun(const RunSettings& config, const RunOptions& options)
      : TournamentSkeleton(config, options), sng_(make_setup()) {
    const int n = static_cast<int>(config_.bots.size());
    seat_of_entrant_.assign(static_cast<std::size_t>(n), 0);
    const auto& seating = sng_.seating();
    for (int s = 0; s < n; ++s) seat_of_entrant_[static_cast<std::size_t>(seating[s])] = s;
  }

 private:
  poker::SitAndGoSetup make_setup() const { return sit_and_go_setup(config_, seed().seed); }

  BotSeating seat_bots() const override;
  bool over() const override { return sng_.finished(); }
  HandDone play_hand(PlayedHand& played) override;
  int hands_played() const override { return sng_.hands_played(); }
  ProgressFigures progress() const override;
  poker::TournamentField& field() override { return sng_; }
  const poker::TournamentField& field() const override { return sng_; }

  int seat_of(int entrant) const { return seat_of_entrant_[static_cast<std::size_t>(entrant)]; }

  poker::SitAndGo sng_;
  std::vector<int> seat_of_entrant_;
};

BotSeating TournamentRun::seat_bots() const {
  BotSeating seating;
  seating.seat_of_entrant = seat_of_entrant_;
  seating.hello.mode = "tournament";
  seating.hello.schedule = config_.schedule;
  seating.hello.points = sng_.setup().points;
  seating.hello.hand_limit = config_.hand_limit;
  return seating;
}

HandDone TournamentRun::play_hand(PlayedHand& played) {
  const int n = bots().size();
  for (int e = 0; e < n; ++e) sng_.set_folds_before_showdown(e, bots()[e].folds_before_showdown());
  HandDone done;
  TableHandSpec& spec = done.spec;
  spec.setup = &sng_.next_hand();
  spec.hand_number = sng_.hand_number();
  spec.level = sng_.level_index() + 1;
  spec.mixed = sng_.setup().mix.mixed();
  for (int entrant : sng_.hand_entrants()) spec.seats.push_back(&bots()[entrant]);
  show_live(spec);
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
  return {sng_.hands_played(), sng_.level_index() + 1, sng_.level(), sng_.players_left()};
}

}  // namespace

RunOutcome run_tournament(const RunSettings& config, const RunOptions& options) {
  TournamentRun run(config, options);
  run.play();
  return run.outcome();
}

}  // namespace arena
